"""Import BIO/CoNLL-style NER files as TEI with gold annotations, so public corpora can be gold.

Each sentence becomes a ``<post>`` of ``<w>`` tokens; each entity a ``<name type="…">`` around
its tokens, with foreign labels mapped to teianon's categories (:data:`MAPPINGS`). Labels mapped
to :data:`NOT_SCORED` (GermEval's ``LOCpart``, WNUT's unannotated ``@handles``) become
``<seg type="not-scored">``: :mod:`teianon.measure.evaluate` counts no proposal inside them either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from ..errors import InputError
from ..mention import Category
from ..read.tei import TEI_NS

# TEI as the default namespace. lxml takes None as its key, which lxml-stubs 0.5 do not allow.
_NSMAP: dict[str, str] = {None: TEI_NS}  # type: ignore[dict-item]
NOT_SCORED = "not-scored"
# A label of a set that marks no name at all (MobIE's dates and triggers): left as plain text.
UNNAMED = "O"
# Foreign label → teianon category (or NOT_SCORED). Labels not listed are an error.
MAPPINGS: dict[str, dict[str, str]] = {
    "germeval": {
        "PER": "PER",
        "LOC": "LOC",
        "ORG": "ORG",
        "OTH": "OTH",
        "LOCderiv": "GEO_DE",
        "PERderiv": NOT_SCORED,
        "ORGderiv": NOT_SCORED,
        "OTHderiv": NOT_SCORED,
        "PERpart": NOT_SCORED,
        "LOCpart": NOT_SCORED,
        "ORGpart": NOT_SCORED,
        "OTHpart": NOT_SCORED,
    },
    "conll": {"PER": "PER", "LOC": "LOC", "ORG": "ORG", "MISC": "OTH"},
    "btc": {"PER": "PER", "LOC": "LOC", "ORG": "ORG"},
    "wnut17": {
        "person": "PER",
        "location": "LOC",
        "corporation": "ORG",
        "group": "ORG",
        "creative-work": "OTH",
        "product": "OTH",
    },
    "uner": {"PER": "PER", "LOC": "LOC", "ORG": "ORG"},
    "mobie": {
        "person": "PER",
        "location-city": "GPE",
        "location": "LOC",
        "location-street": "LOC",
        "location-stop": "LOC",
        "location-route": "LOC",
        "organization": "ORG",
        "organization-company": "ORG",
        **dict.fromkeys(
            (
                "date",
                "disaster-type",
                "distance",
                "duration",
                "event-cause",
                "money",
                "number",
                "org-position",
                "set",
                "time",
                "trigger",
            ),
            UNNAMED,
        ),
    },
}


@dataclass
class Sentence:
    tokens: list[str]
    labels: list[str]
    line: int


def read_bio(path: Path, token_column: int, label_column: int) -> Iterator[Sentence]:
    """Sentences of a tab-separated BIO file; ``#`` lines and blank lines separate sentences."""
    tokens: list[str] = []
    labels: list[str] = []
    start = 1
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#") or line.startswith("-DOCSTART-"):
                if tokens:
                    yield Sentence(tokens, labels, start)
                tokens, labels = [], []
                start = number + 1
                continue
            columns = line.split("\t")
            if len(columns) <= max(token_column, label_column):
                raise InputError(
                    f"expected at least {max(token_column, label_column) + 1} tab-separated columns", path, number
                )
            tokens.append(columns[token_column])
            labels.append(columns[label_column].strip())
    if tokens:
        yield Sentence(tokens, labels, start)


def spans(labels: list[str]) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` of the BIO entities (an ``I-`` without ``B-`` starts one)."""
    found: list[tuple[int, int, str]] = []
    current: list = []
    for i, label in enumerate(labels + ["O"]):
        prefix, _, name = label.partition("-")
        if current and (prefix != "I" or name != current[2]):
            found.append((current[0], i, current[2]))
            current = []
        if prefix in ("B", "I") and not current:
            current = [i, i + 1, name]
    return found


def to_tei(
    sentences: Iterator[Sentence], mapping: dict[str, str], title: str, where: Path, gold: bool = True
) -> etree._ElementTree:
    """A TEI document: one ``<post>`` per sentence, gold ``<name>``s unless ``gold`` is false."""
    t = f"{{{TEI_NS}}}"
    root = etree.Element(f"{t}TEI", nsmap=_NSMAP)
    header = etree.SubElement(root, f"{t}teiHeader")
    file_desc = etree.SubElement(header, f"{t}fileDesc")
    etree.SubElement(etree.SubElement(file_desc, f"{t}titleStmt"), f"{t}title").text = title
    publication = etree.SubElement(file_desc, f"{t}publicationStmt")
    etree.SubElement(publication, f"{t}p").text = "Converted by teianon import-bio."
    etree.SubElement(etree.SubElement(file_desc, f"{t}sourceDesc"), f"{t}p").text = str(where.name)
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, f"{t}text"), f"{t}body"), f"{t}div")
    for n, sentence in enumerate(sentences, 1):
        post = etree.SubElement(div, f"{t}post", {"{http://www.w3.org/XML/1998/namespace}id": f"s{n}"})
        words = [etree.Element(f"{t}w") for _ in sentence.tokens]
        for w, token in zip(words, sentence.tokens, strict=True):
            w.text = token
        children: list[etree._Element] = list(words)
        for start, end, label in reversed(spans(sentence.labels)):
            if label not in mapping:
                raise InputError(
                    f"label {label!r} has no mapping (known: {', '.join(mapping)})", where, sentence.line + start
                )
            target = mapping[label]
            if target == UNNAMED or target != NOT_SCORED and not gold:
                continue
            if target == NOT_SCORED:
                wrapper = etree.Element(f"{t}seg", type=NOT_SCORED, ana=label)
            else:
                category = Category[target]
                wrapper = etree.Element(f"{t}{category.element}", type=category.markup_type)
            for child in children[start:end]:
                wrapper.append(child)
            children[start:end] = [wrapper]
        for child in children:
            post.append(child)
    return etree.ElementTree(root)
