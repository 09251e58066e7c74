"""The training corpora of the name tagger, read as sentences with teianon's BIO labels.

Every set labels names its own way; :data:`LABELS` maps each to the tagger's categories. The
tagger predicts places as one class (``LOC``): GermEval and the English sets do not tell a city
from a mountain, and the place tables decide between LOC and GPE afterwards. A label mapped to
``None`` becomes ``O`` (GermEval's ``ORGpart`` and the like, MobIE's dates and triggers).
"""

from __future__ import annotations

import lzma
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from ..lists import demonyms
from . import gum

CATEGORIES = ("PER", "ORG", "LOC", "GEO_DE", "OTH")

LABELS: dict[str, dict[str, str | None]] = {
    "germeval": {"PER": "PER", "LOC": "LOC", "ORG": "ORG", "OTH": "OTH", "LOCDERIV": "GEO_DE"},
    "mobie": {
        "person": "PER",
        "location-city": "LOC",
        "location": "LOC",
        "location-street": "LOC",
        "location-stop": "LOC",
        "location-route": "LOC",
        "organization": "ORG",
        "organization-company": "ORG",
    },
    "btc": {"PER": "PER", "LOC": "LOC", "ORG": "ORG"},
    "europeana": {"PER": "PER", "LOC": "LOC", "ORG": "ORG"},
    "wnut17": {
        "person": "PER",
        "location": "LOC",
        "corporation": "ORG",
        "group": "ORG",
        "creative-work": "OTH",
        "product": "OTH",
    },
}


# Currencies, which GermEval labels OTH: they identify no one, and the DOCC coders left them.
CURRENCIES = frozenset(
    "euro euros eur dollar dollars us-dollar cent franken pfund pound pounds yen rubel d-mark dm".split()
)


@dataclass(frozen=True)
class Corpus:
    """One training file: its name in :data:`LABELS`, path under the data folder, columns."""

    name: str
    path: str
    token_column: int
    label_column: int
    separator: str | None = "\t"
    # What the README of the data folder names as the licence (listed in the model card).
    licence: str = ""
    # A file without sentence breaks (one running token stream): cut into sentences here.
    unbroken: bool = False


TRAINING = (
    Corpus("germeval", "germeval2014/NER-de-train-bioes.txt", 0, 1, None, "CC BY 4.0"),
    Corpus("mobie", "mobie/train.conll2003", 0, 3, "\t", "CC BY 4.0"),
    Corpus("btc", "btc/btc.train", 0, 1, "\t", "CC BY 4.0"),
    Corpus("wnut17", "wnut17/wnut17train.conll", 0, 1, "\t", "CC BY 4.0"),
)
# Europeana Newspapers (Neudecker 2016): OCR'd historical German newspapers, CC0, no sentence
# breaks, no official split (all of it is training data; no score is reported on it).
EUROPEANA = tuple(
    Corpus("europeana", f"europeana_ner_de/enp_DE.{library}.bio.xz", 0, 1, " ", "CC0 1.0", unbroken=True)
    for library in ("lft", "onb", "sbb")
)
# What ``teianon train`` trains on. Europeana is an option (``--with-europeana``): on the dev sets
# it found more places but fewer place derivations and organisations, and less in all
# (docs/performance/accuracy.md).
DEFAULT = TRAINING


def gum_corpus(root: Path) -> Corpus:
    """GUM's freely licensed genres (:data:`gum.FREE_GENRES`), train split, read from ``root``
    (a folder with its ``dep/`` and ``splits.md``; :mod:`teianon.tagger.gum`)."""
    return Corpus("gum", str(root.resolve()), 0, 0, None, GUM_LICENCE)


GUM_LICENCE = "annotations CC BY 4.0; texts " + ", ".join(f"{g} {gum.LICENCES[g]}" for g in gum.FREE_GENRES)
# Sentence ends in a token stream, and the longest piece cut from one where none comes.
_SENTENCE_END = frozenset(".!?")
LONGEST = 60


@dataclass
class Sentence:
    tokens: list[str]
    labels: list[str]
    source: str


def _convert(label: str, mapping: dict[str, str | None]) -> str:
    """A BIO/BIOES label of a set as teianon's BIO label (``S-LOC`` → ``B-LOC``)."""
    if label in ("O", "") or "-" not in label:
        return "O"
    prefix, kind = label.split("-", 1)
    category = mapping.get(kind)
    if category is None:
        return "O"
    return ("I-" if prefix in ("I", "E") else "B-") + category


def _without_currencies(tokens: list[str], labels: list[str]) -> list[str]:
    """A currency alone labelled OTH becomes O."""
    return [
        "O"
        if label == "B-OTH" and token.casefold() in CURRENCIES and (i + 1 == len(labels) or labels[i + 1] != "I-OTH")
        else label
        for i, (token, label) in enumerate(zip(tokens, labels, strict=True))
    ]


def _with_derivations(tokens: list[str], labels: list[str]) -> list[str]:
    """Europeana labels no place derivations (GermEval's LOCderiv: ``deutschen``, ``Wiener``);
    left as O they would teach the tagger that these are no names. A word of the demonym table
    outside a name becomes GEO_DE, as GermEval has it."""
    table = demonyms()
    return [
        "B-GEO_DE" if label == "O" and token[:1].isalpha() and (token.casefold(),) in table else label
        for token, label in zip(tokens, labels, strict=True)
    ]


def _repair(labels: list[str]) -> list[str]:
    """An ``I-`` after ``O`` or after another category starts an entity (IOB1 files)."""
    repaired: list[str] = []
    for i, label in enumerate(labels):
        if label.startswith("I-") and (i == 0 or repaired[-1][2:] != label[2:]):
            label = "B-" + label[2:]
        repaired.append(label)
    return repaired


def _open(path: Path) -> IO[str]:
    if path.suffix == ".xz":
        return lzma.open(path, "rt", encoding="utf-8")
    return path.open(encoding="utf-8")


def read(corpus: Corpus, data: Path) -> Iterator[Sentence]:
    if corpus.name == "gum":
        yield from _read_gum(data / corpus.path)
        return
    mapping = LABELS[corpus.name]
    tokens: list[str] = []
    labels: list[str] = []
    with _open(data / corpus.path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("-DOCSTART-") or corpus.unbroken and line.startswith("# "):
                if tokens:
                    yield _sentence(corpus, tokens, labels)
                tokens, labels = [], []
                continue
            columns = line.split(corpus.separator)
            if len(columns) <= max(corpus.token_column, corpus.label_column):
                continue
            if corpus.unbroken and len(columns) != 2:
                continue  # a token with a space in it: a broken line of the OCR export
            tokens.append(columns[corpus.token_column])
            label = columns[corpus.label_column]
            labels.append(_convert(label.upper() if corpus.unbroken else label, mapping))  # Europeana's "B-PEr"
            if corpus.unbroken and labels[-1] == "O" and (tokens[-1] in _SENTENCE_END or len(tokens) >= LONGEST):
                # An abbreviation's full stop ("Dr .") also ends a piece: the cost is a shorter
                # context, never a wrong label.
                if len(tokens) > 1 or tokens[-1] not in _SENTENCE_END:
                    yield _sentence(corpus, tokens, labels)
                tokens, labels = [], []
    if tokens:
        yield _sentence(corpus, tokens, labels)


def _read_gum(root: Path) -> Iterator[Sentence]:
    # Named acts, events and works are O: GUM types them unlike GermEval's OTH, and the tagger
    # learns its OTH from GermEval and WNUT.
    for path in gum.documents(root, ["train"], gum.FREE_GENRES):
        for sentence in gum.read_document(path):
            yield Sentence(sentence.tokens, _repair(gum.labels(sentence)), "gum")


def _sentence(corpus: Corpus, tokens: list[str], labels: list[str]) -> Sentence:
    labels = _without_currencies(tokens, _repair(labels))
    if corpus.unbroken:
        labels = _with_derivations(tokens, labels)
    return Sentence(tokens, labels, corpus.name)
