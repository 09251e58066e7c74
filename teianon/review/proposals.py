"""The proposals of annotated files as a reviewer sees them, each with an id that survives
re-annotation.

A proposal is found by its *block* (the ``post`` it is in, by ``xml:id``; outside the posts the
element path of the header or text block, such as ``teiHeader/fileDesc/titleStmt/title``), the
offsets of its text in the block's *plain text*, and that text. The plain text is the block's
character data with every run of white space made one space: wrapping words in ``<name>`` or
unwrapping them changes neither, so an id made on one annotation of a file finds the same words
after the file is annotated again, reviewed, or stripped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from ..annotate.public_marks import is_public
from ..mention import Category
from ..read.tei import TEI_NS, TEXT_BLOCKS, tei
from ..read.textview import is_existing_annotation

NS_PREFIX = "{" + TEI_NS + "}"
ANNOTATIONS = (tei("name"), tei("ref"))
BLOCKS = frozenset({tei("post"), tei("posting"), *TEXT_BLOCKS})


@dataclass(frozen=True)
class Span:
    """An annotation's place: ``block`` is a post id or an element path, offsets are in the
    block's plain text."""

    document: str
    block: str
    start: int
    end: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.document}|{self.block}|{self.start}-{self.end}|{self.text}"


@dataclass(frozen=True)
class Proposal:
    span: Span
    category: str
    cert: str
    rule: str
    corresp: str
    by_teianon: bool
    element: etree._Element
    # Why a name of the public sphere is kept as written ("notable", "context", ...; "" for
    # a reference that is replaced): see teianon.annotate.public.
    public: str = ""


@dataclass
class Block:
    """A post (or header block) with its plain text and the spans of the annotations in it."""

    document: str
    id: str
    who: str
    text: str
    element: etree._Element
    spans: dict[etree._Element, tuple[int, int]]


def block_id(element: etree._Element) -> str:
    xml_id = element.get("{http://www.w3.org/XML/1998/namespace}id")
    if xml_id and element.tag in (tei("post"), tei("posting")):
        return xml_id
    return element.getroottree().getelementpath(element).replace(NS_PREFIX, "")


def plain_text(block: etree._Element) -> tuple[str, dict[etree._Element, tuple[int, int]]]:
    """The block's plain text, and the (start, end) in it of every element inside the block."""
    pieces: list[str] = []
    raw_spans: dict[etree._Element, tuple[int, int]] = {}
    length = 0

    def add(text: str | None) -> None:
        nonlocal length
        if text:
            pieces.append(text)
            length += len(text)

    # Handed itself (as in teianon.read.textview): a closure that called itself by name would be
    # a reference cycle holding raw_spans, and so the block's document, until the collector runs.
    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        start = length
        add(element.text)
        for child in element:
            if isinstance(child.tag, str):
                again(child, again)
            add(child.tail)
        raw_spans[element] = (start, length)

    walk(block, walk)
    raw = "".join(pieces)
    # raw offset -> plain offset, white space runs made one space, leading space dropped
    mapping: list[int] = []
    out: list[str] = []
    space = True
    for char in raw:
        if char.isspace():
            mapping.append(len(out))
            if not space:
                out.append(" ")
            space = True
        else:
            mapping.append(len(out))
            out.append(char)
            space = False
    mapping.append(len(out))
    text = "".join(out)
    spans: dict[etree._Element, tuple[int, int]] = {}
    for element, (start, end) in raw_spans.items():
        inner = raw[start:end]
        lead = len(inner) - len(inner.lstrip())
        trail = len(inner) - len(inner.rstrip())
        if end - trail > start + lead:
            spans[element] = (mapping[start + lead], mapping[end - trail - 1] + 1)
    return text, spans


def blocks(root: etree._Element, document: str, only: set[etree._Element] | None = None) -> Iterator[Block]:
    """The blocks of a file that hold text (posts, header prose), outermost block only;
    with ``only``, just those among them."""
    for element in root.iter(*BLOCKS):
        if only is not None and element not in only:
            continue
        if any(a.tag in BLOCKS for a in element.iterancestors()):
            continue
        text, spans = plain_text(element)
        if text.strip():
            yield Block(document, block_id(element), (element.get("who") or "").lstrip("#"), text, element, spans)


def outermost_block(element: etree._Element) -> etree._Element | None:
    """The outermost block around ``element``, if any."""
    found = None
    for ancestor in element.iterancestors(*BLOCKS):
        found = ancestor
    return found


def category_of(element: etree._Element) -> str | None:
    if element.tag == tei("ref") and (element.get("type") or "").lower() == "addressingterm":
        return None  # its inner <name type="nickname"> is the reference
    category = Category.from_markup(etree.QName(element).localname, element.get("type"))
    return category.name if category else None


def proposals(block: Block) -> Iterator[Proposal]:
    for element, (start, end) in block.spans.items():
        if element.tag not in ANNOTATIONS or not is_existing_annotation(element):
            continue
        category = category_of(element)
        if category is None:
            continue
        corresp = (element.get("corresp") or "").split()
        yield Proposal(
            Span(block.document, block.id, start, end, block.text[start:end]),
            category,
            element.get("cert") or "",
            (element.get("ana") or "").removeprefix("teianon:"),
            corresp[0] if corresp else "",
            element.get("resp") == "#teianon",
            element,
            public_reason(element),
        )


def public_reason(element: etree._Element) -> str:
    """Why an annotation is kept as public (``notable`` of ``ana="teianon:public.notable"``,
    ``by hand`` for a person's), or "" where it is a reference that is replaced."""
    if not is_public(element.get("subtype")):
        return ""
    rules = [
        a.removeprefix("teianon:public.") for a in (element.get("ana") or "").split() if a.startswith("teianon:public.")
    ]
    return rules[0] if rules else "by hand"


def document_key(path: Path, base: Path | None) -> str:
    """A file's name in ids: its path relative to the folder given, else its name."""
    if base is not None and base.is_dir():
        return path.relative_to(base).as_posix()
    return path.name
