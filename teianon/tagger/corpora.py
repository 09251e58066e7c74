"""The training corpora of the name tagger, read as sentences with teianon's BIO labels.

Every set labels names its own way; :data:`LABELS` maps each to the tagger's categories. The
tagger predicts places as one class (``LOC``): GermEval and the English sets do not tell a city
from a mountain, and the place tables decide between LOC and GPE afterwards. A label mapped to
``None`` becomes ``O`` (GermEval's ``ORGpart`` and the like, MobIE's dates and triggers).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

CATEGORIES = ("PER", "ORG", "LOC", "GEO_DE", "OTH")

LABELS: dict[str, dict[str, str | None]] = {
    "germeval": {"PER": "PER", "LOC": "LOC", "ORG": "ORG", "OTH": "OTH", "LOCDERIV": "GEO_DE"},
    "mobie": {
        "person": "PER", "location-city": "LOC", "location": "LOC", "location-street": "LOC",
        "location-stop": "LOC", "location-route": "LOC", "organization": "ORG", "organization-company": "ORG",
    },
    "btc": {"PER": "PER", "LOC": "LOC", "ORG": "ORG"},
    "wnut17": {
        "person": "PER", "location": "LOC", "corporation": "ORG", "group": "ORG",
        "creative-work": "OTH", "product": "OTH",
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


TRAINING = (
    Corpus("germeval", "germeval2014/NER-de-train-bioes.txt", 0, 1, None, "CC BY 4.0"),
    Corpus("mobie", "mobie/train.conll2003", 0, 3, "\t", "CC BY 4.0"),
    Corpus("btc", "btc/btc.train", 0, 1, "\t", "CC BY 4.0"),
    Corpus("wnut17", "wnut17/wnut17train.conll", 0, 1, "\t", "CC BY 4.0"),
)


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
        "O" if label == "B-OTH" and token.casefold() in CURRENCIES
        and (i + 1 == len(labels) or labels[i + 1] != "I-OTH") else label
        for i, (token, label) in enumerate(zip(tokens, labels))
    ]


def _repair(labels: list[str]) -> list[str]:
    """An ``I-`` after ``O`` or after another category starts an entity (IOB1 files)."""
    repaired = []
    for i, label in enumerate(labels):
        if label.startswith("I-") and (i == 0 or repaired[-1][2:] != label[2:]):
            label = "B-" + label[2:]
        repaired.append(label)
    return repaired


def read(corpus: Corpus, data: Path) -> Iterator[Sentence]:
    mapping = LABELS[corpus.name]
    tokens: list[str] = []
    labels: list[str] = []
    with (data / corpus.path).open(encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("-DOCSTART-"):
                if tokens:
                    yield Sentence(tokens, _without_currencies(tokens, _repair(labels)), corpus.name)
                tokens, labels = [], []
                continue
            columns = line.split(corpus.separator)
            if len(columns) <= max(corpus.token_column, corpus.label_column):
                continue
            tokens.append(columns[corpus.token_column])
            labels.append(_convert(columns[corpus.label_column], mapping))
    if tokens:
        yield Sentence(tokens, _without_currencies(tokens, _repair(labels)), corpus.name)
