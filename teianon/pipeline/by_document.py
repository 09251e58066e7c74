"""Every file is a sequence of documents that the passes go through (issue 41): a ``teiCorpus``
taken one document at a time (issue 29), so that memory is bounded by its largest document (and
the corpus header), not by the file; any other file as one piece.

The file is parsed incrementally (``lxml``'s pull parser), and each document, when its end tag is
read, is worked on in a tree of its own (a *holder*: an empty copy of the corpus element, the
corpus header and that document), then kept as compressed bytes while a processing instruction
keeps its place in the *skeleton* (declaration, corpus start tag, comments and white space between
documents): a :class:`Split`. This module takes a file apart and puts it together; the passes
over its documents:

- pass 0 (:func:`outline`, here): what is file-wide and known before any document is worked on:
  every document's participants, which the others' repeats look for
  (:class:`~teianon.annotate.repeats.CorpusTargets`), the ids of the whole file (repeated ones are
  warned of, and a reviewer's decision may name a participant of another document), the size of
  each document (the document limit applies to each, not to the file);
- passes 1 and 2 (:mod:`teianon.pipeline.by_document_review`): annotate, the decisions, hold,
  each document's share of the inventory;
- the replacement, the audit and the validation (:mod:`teianon.pipeline.by_document_replace`).

Every pass gives each document what the whole tree gives it, byte for byte
(``tests/test_by_document.py``, ``tests/test_by_document_run.py``). A file that is no
``teiCorpus``, or one that needs the whole file, is one piece (:func:`one_piece`), whose tree
each pass works on at once: nested ``teiCorpus`` elements, documents inside documents, documents
that declare namespaces of their own, TEI under a prefix, a corpus header after a document, a
DOCTYPE, an encoding other than UTF-8 (:func:`outline` raises :class:`NotStreamed` for them), a
policy that reads beyond a document (:func:`looks_beyond`), and what the replacement finds it
cannot do one document at a time (the passes then start again with the file as one piece).
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from copy import deepcopy
from dataclasses import dataclass, field, replace
from io import BytesIO
from typing import IO

from lxml import etree

from ..annotate.repeats import CorpusTargets, Target, forget_corpus, participant_targets, use_corpus
from ..annotate.strip import keeps_proposals, remove_annotations, undeclare_tool
from ..read.documents import children_of_corpus, empty_copy
from ..read.tei import element_id, later_documents, read_participants, tei
from ..read.xmlio import (
    XML_ID,
    doctype_of,
    document_too_large,
    duplicate_id_warning,
    iterparse_bytes,
    max_document_bytes,
    parse_bytes,
    serialize,
)
from .settings import Job

# Whether a teiCorpus is taken document by document; the tests set it to False to have every
# file read as one piece.
BY_DOCUMENT = True

PLACE = "teianon-document"
# The @n of the stand-in document of a holder (Split.holder).
OTHERS = "teianon:others"
TEI_NS = "http://www.tei-c.org/ns/1.0"
# A pointer to an element of the file, in any attribute: #id.
_POINTER = re.compile(rb"#([A-Za-z_][\w.\-]*)")
_ID = re.compile(rb'\s(?:xml:)?id="([^"]*)"')
# The name of the corpus header's place.
HEADER_PLACE = "header"


# Called with (step, documents done, documents) as a file read one document at a time goes
# through its passes, where the command line shows it (one file run in this process).
progress: Callable[[str, int, int], None] | None = None


def report(step: str, done: int, documents: int) -> None:
    if progress is not None:
        progress(step, done, documents)


class NotStreamed(Exception):
    """The file is read whole instead (see the module's description)."""


@dataclass
class Outline:
    """What pass 0 read of a whole file."""

    targets: CorpusTargets
    duplicate_ids: list[str]
    # Every participant's id (#A01) in the file: a decision may link a name to any of them.
    people: frozenset[str]
    documents: int
    # An id repeated in the file -> the document it last stands in (-1: the corpus header): a
    # decision names a post by its id, and the whole tree takes the last post of that id.
    last: dict[str, int] = field(default_factory=dict)


@dataclass
class Split:
    """A teiCorpus taken apart: the skeleton with a place mark for the corpus header and for each
    document, the header's bytes, each document's bytes (compressed), and the start and end tag
    that make a holder of them."""

    skeleton: bytes
    start: bytes
    end: bytes
    header: bytes | None
    documents: list[bytes]
    # Each person element of the documents (by its id): the stand-ins of the others a document
    # points to (:meth:`holder`).
    persons: dict[str, bytes] = field(default_factory=dict)
    # A file that is not taken apart (:func:`one_piece`): its whole tree, which every pass works
    # on at once; the fields above are then empty.
    tree: etree._ElementTree | None = None

    def document(self, number: int) -> bytes:
        return zlib.decompress(self.documents[number])

    def holder(
        self, number: int, header: bytes | None = None, others: bool = False, extra: frozenset[str] = frozenset()
    ) -> etree._ElementTree:
        """A tree of the corpus element, its header (``header``: another version of it) and the
        ``number``-th document; with ``others``, after the document a stand-in document
        (:data:`OTHERS`) that lists the participants of other documents it points to (a name
        linked to a participant of another chat) and those of ``extra`` (ids), whom the
        post-processor looks up."""
        header = self.header if header is None else header
        document = self.document(number)
        # The document on a line of its own, so that a line tells which of the two it is in.
        parts = [self.start, header or b"", b"\n" if header else b"", document]
        if others:
            parts.append(self.stand_in((header or b"") + document, extra))
        return parse_bytes(b"".join([*parts, self.end]), "<teianon: one document>")

    def stand_in(self, document: bytes, extra: frozenset[str] = frozenset()) -> bytes:
        """The stand-in document (:data:`OTHERS`) for the participants of other documents that
        ``document`` (bytes) points to, and those of ``extra`` (ids); b"" for none."""
        own = {i.decode() for i in _ID.findall(document)}
        pointed = (p.decode() for p in _POINTER.findall(document))
        wanted = [
            self.persons[key]
            for key in dict.fromkeys([*pointed, *sorted(extra)])
            if key in self.persons and key not in own
        ]
        if not wanted:
            return b""
        # A valid TEI document, so that the validation of the holder's is not disturbed.
        return (
            f'<TEI xmlns="{TEI_NS}" n="{OTHERS}"><teiHeader><fileDesc><titleStmt><title/></titleStmt>'
            "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc>"
            "<particDesc><listPerson>".encode()
            + b"".join(wanted)
            + b"</listPerson></particDesc></profileDesc></teiHeader><text><body><p/></body></text></TEI>"
        )

    def write(self, out: IO[bytes]) -> None:
        """The whole file: the skeleton with each place filled."""
        if self.tree is not None:
            out.write(serialize(self.tree))
            return
        for piece, place in pieces(self.skeleton):
            out.write(piece)
            if place == HEADER_PLACE:
                out.write(self.header or b"")
            elif place is not None:
                out.write(zlib.decompress(self.documents[int(place)]))

    def bytes(self) -> bytes:
        written = BytesIO()
        self.write(written)
        return written.getvalue()


def one_piece(tree: etree._ElementTree) -> Split:
    """A file that is not taken apart (see the module's description) as the one piece of its
    :class:`Split`: the passes work on its whole tree."""
    return Split(b"", b"", b"", None, [], tree=tree)


def pieces(skeleton: bytes) -> Iterator[tuple[bytes, str | None]]:
    """(the bytes before a place mark, the place's name: ``header`` or a document's number), the
    last piece with None."""
    mark = f"<?{PLACE} ".encode()
    rest = skeleton
    while True:
        at = rest.find(mark)
        if at < 0:
            yield rest, None
            return
        end = rest.index(b"?>", at)
        yield rest[:at], rest[at + len(mark) : end].decode()
        rest = rest[end + 2 :]


# --- pass 0 ---------------------------------------------------------------------------------


def outline(data: bytes, where: str, sized: bool = True) -> Outline | None:
    """Pass 0: the file-wide facts, each document dropped once read; None for a file that is no
    teiCorpus. Raises :class:`~teianon.errors.InputError` for a document over the limit (unless
    not ``sized``: stripping holds no document many times over) and :class:`NotStreamed` for a
    teiCorpus that is read whole."""
    if b"<?" + PLACE.encode() in data:
        raise NotStreamed
    limit = max_document_bytes() if sized else 0
    context = iterparse_bytes(data, where, ("start-ns", "start", "end"))
    per_document: list[list[Target]] = []
    first: dict[str, int | None] = {}
    last: dict[str, int] = {}
    duplicates: list[str] = []
    people: set[str] = set()
    depth = 0
    root: etree._Element | None = None
    for event, element in context:
        if event == "start-ns":
            if depth == 1:
                # A document that declares namespaces of its own: moved into a tree of its own,
                # it would lose a declaration its corpus element makes too.
                raise NotStreamed
            continue
        if event == "start":
            depth += 1
            if depth == 1:
                if element.tag != tei("teiCorpus") or len({*element.nsmap.values()}) != len(element.nsmap):
                    return None
                if element.nsmap.get(None) != TEI_NS:
                    # TEI under a prefix (tei:TEI): what the stylesheet adds declares the namespace
                    # anew (<revisionDesc xmlns="…">), which lxml rewrites in a tree taken apart.
                    raise NotStreamed
                root = element
            elif _read_whole(element, depth, bool(per_document)):
                raise NotStreamed
            value = element.get(XML_ID)
            if value is not None:
                if value in first:
                    duplicates.append(duplicate_id_warning(where, value, element.sourceline, first[value]))
                    last[value] = len(per_document) if depth > 2 else -1
                else:
                    first[value] = element.sourceline
            continue
        depth -= 1
        if element.tag == tei("person") and (value := element.get(XML_ID)) is not None:
            people.add("#" + value)
        if depth != 1 or element.tag != tei("TEI"):
            continue
        assert root is not None
        if limit > 0 and len(data) > limit:
            size = len(etree.tostring(element))
            if size > limit:
                raise document_too_large(size, limit, where, element.sourceline, element_id(element))
        per_document.append(participant_targets(read_participants(element)))
        root.remove(element)
    if root is None:
        return None
    tree = root.getroottree()
    if doctype_of(tree) or (tree.docinfo.encoding or "UTF-8").upper() != "UTF-8":
        raise NotStreamed
    return Outline(CorpusTargets(per_document), duplicates, frozenset(people), len(per_document), last)


def _read_whole(element: etree._Element, depth: int, after_document: bool) -> bool:
    """Whether ``element``, at ``depth``, makes its file one to read whole: a nested teiCorpus,
    a document inside a document, a corpus header after a document."""
    if element.tag == tei("teiCorpus") or element.tag == tei("TEI") and depth != 2:
        return True
    return depth == 2 and element.tag == tei("teiHeader") and after_document


# --- taking a file apart ----------------------------------------------------------------------


def tags_of(element: etree._Element) -> tuple[bytes, bytes]:
    """The start and end tag of an empty copy of ``element`` as lxml writes them inside it."""
    empty = etree.tostring(empty_copy(element), encoding="UTF-8")
    if not empty.endswith(b"/>"):
        raise NotStreamed
    name = re.match(rb"<([^\s/>]+)", empty)
    assert name is not None
    return empty[:-2] + b">", b"</" + name[1] + b">"


def child_bytes(holder: etree._Element, child: etree._Element) -> bytes:
    """The bytes of ``child`` of ``holder`` (its tail left out) as the whole file writes them:
    their namespaces are declared on the corpus element, where they were."""
    if len(holder) != 1:
        # Written from a copy that holds the child alone: a child taken out of its tree and put
        # back would have the namespace declarations inside it rewritten by lxml.
        at = holder.index(child)
        holder = deepcopy(holder)
        child = holder[at]
        for other in [c for c in holder if c is not child]:
            holder.remove(other)
    tail, child.tail = child.tail, None
    text, holder.text = holder.text, None
    try:
        start, end = tags_of(holder)
        written = etree.tostring(holder, encoding="UTF-8")
        if not written.startswith(start) or not written.endswith(end):
            raise NotStreamed
        return written[len(start) : -len(end)]
    finally:
        child.tail = tail
        holder.text = text


@contextmanager
def one_document(
    holder: etree._Element, document: etree._Element, number: int, found: Outline | None
) -> Iterator[etree._ElementTree]:
    """The holder's tree, set up as the ``number``-th document of its file: its repeats see the
    other documents' participants, and the corpus header is its text only if it is the first. A
    tree of one piece (``found`` None) holds them all: its repeats index them themselves."""
    if found is not None:
        use_corpus(holder, document, number, found.targets)
    try:
        with later_documents(holder) if number else nullcontext():
            yield holder.getroottree()
    finally:
        forget_corpus()


def taken_apart(
    data: bytes, where: str, found: Outline, work: Callable[[etree._Element, etree._Element, int], None] | None
) -> Split:
    """Pass 1's frame: each document, when read, given to ``work(holder, document, number)``
    (which changes it in place), then written into the :class:`Split`. The corpus header is
    lent to every document's holder, and is what the last of them left."""
    documents: list[bytes] = []
    persons: dict[str, bytes] = {}
    root: etree._Element | None = None
    header: etree._Element | None = None
    start = end = b""
    for corpus, element in children_of_corpus(data, where):
        if element is corpus:
            root = corpus
            start, end = tags_of(corpus)
            continue
        if element.tag != tei("TEI"):
            # The corpus header: taken with the first document.
            continue
        assert root is not None
        number = len(documents)
        if number == 0:
            header = root.find(tei("teiHeader"))
            if header is not None:
                # The parser may have read into the next document already: the header and each
                # document are moved into a holder, a processing instruction keeping their place.
                leave_place(header, HEADER_PLACE)
        leave_place(element, str(number))
        holder = empty_copy(root)
        if header is not None:
            holder.append(header)
            header.tail = "\n"
        holder.append(element)
        if work is not None:
            work(holder, element, number)
            report("annotate", number + 1, found.documents)
        documents.append(zlib.compress(child_bytes(holder, element), 1))
        _add_persons(element, persons)
        if header is not None:
            holder.remove(header)
            header.tail = None
    if root is None:
        raise NotStreamed
    header_bytes = None
    if header is not None:
        holder = empty_copy(root)
        holder.append(header)
        header_bytes = child_bytes(holder, header)
    skeleton = serialize(root.getroottree())
    return Split(skeleton, start, end, header_bytes, documents, persons)


def _add_persons(document: etree._Element, persons: dict[str, bytes]) -> None:
    for person in document.iter(tei("person")):
        value = element_id(person)
        if value:
            persons.setdefault(value, etree.tostring(person, encoding="UTF-8", with_tail=False))


def document_in(holder: etree._Element) -> etree._Element:
    """The document of a holder (:meth:`Split.holder`)."""
    for child in holder.iterchildren(tei("TEI")):
        if child.get("n") != OTHERS:
            return child
    raise NotStreamed


def leave_place(element: etree._Element, name: str) -> None:
    """Take ``element`` out of its tree (without its tail), a place mark of ``name`` where it was."""
    parent = element.getparent()
    if parent is None:
        raise NotStreamed
    place = etree.ProcessingInstruction(PLACE, name)
    place.tail, element.tail = element.tail, None
    parent.replace(element, place)


def worked_in_place(split: Split, work: Callable[[etree._Element, etree._Element, int], None]) -> Split:
    """A pass over a file of one piece: its whole tree given to ``work`` as its holder and its
    one document, changed in place."""
    assert split.tree is not None, "a file of one piece"
    root = split.tree.getroot()
    work(root, root, 0)
    return split


def reworked(
    split: Split,
    found: Outline | None,
    work: Callable[[etree._Element, etree._Element, int], None],
    others: bool = False,
    step: str = "review",
) -> Split:
    """A later pass: each document of ``split`` in its holder (``others``: with the stand-in of
    other documents' participants) given to ``work``, as :func:`taken_apart` does; the header is
    what the last holder left. A file of one piece is worked on in place."""
    if split.tree is not None:
        return worked_in_place(split, work)
    documents: list[bytes] = []
    header = split.header
    for number in range(len(split.documents)):
        holder = split.holder(number, header, others).getroot()
        element = document_in(holder)
        work(holder, element, number)
        report(step, number + 1, len(split.documents))
        documents.append(zlib.compress(child_bytes(holder, element), 1))
        if header is not None:
            corpus_header = holder.find(tei("teiHeader"))
            if corpus_header is None:
                raise NotStreamed
            header = child_bytes(holder, corpus_header)
    return replace(split, header=header, documents=documents)


# --- strip ---------------------------------------------------------------------------------


# Stripping is cheap work next to taking a file apart (two pull parses with a Python object per
# element: some eight times a whole parse): a teiCorpus is stripped whole up to this size, where
# its tree takes some hundreds of MB, and apart beyond it.
STRIP_APART_FROM = 16 * 2**20


def stripped(data: bytes, where: str, only_teianon: bool, found: Outline) -> tuple[Split, int]:
    """A teiCorpus (``data``, ``found`` its outline) with its annotations removed one document at
    a time, as :func:`teianon.annotate.strip.strip_annotations` removes them from the whole tree,
    and how many. teianon's declaration goes from every header only where no document, nor the
    corpus header, keeps a proposal of teianon: they are removed as the documents go, and the
    file is stripped again without removing them where one turns out to keep one (which only
    ``--only-teianon`` does, as a rule: every other proposal is removed)."""
    removed = 0
    kept = False

    def strip(undeclare: bool) -> Callable[[etree._Element, etree._Element, int], None]:
        def work(holder: etree._Element, document: etree._Element, number: int) -> None:
            nonlocal removed, kept
            # The corpus header, lent to every document, with the first.
            scope = holder if number == 0 else document
            removed += remove_annotations(scope, only_teianon)
            kept = kept or keeps_proposals(scope)
            if undeclare:
                undeclare_tool(scope)

        return work

    split = taken_apart(data, where, found, strip(undeclare=True))
    if kept:
        removed = 0
        split = taken_apart(data, where, found, strip(undeclare=False))
    return split, removed


# --- whether a file is taken apart -----------------------------------------------------------


def streamable(job: Job, data: bytes) -> Outline | None:
    """The outline of ``data`` if ``job`` takes it document by document, else None (it is one
    piece: :func:`one_piece`)."""
    if not BY_DOCUMENT:
        return None
    if job.stage == "strip":
        if len(data) < STRIP_APART_FROM:
            return None
    elif looks_beyond(job.settings.policy_json):
        return None
    try:
        # Stripping holds no document many times over: no document is too large for it.
        return outline(data, str(job.source), sized=job.stage != "strip")
    except (NotStreamed, etree.XMLSyntaxError):
        # Read as one piece, which says what is wrong with it if anything is.
        return None


# An XPath of the policy that may read beyond the document it is evaluated on (its TEI element):
# an absolute path, an axis upwards or sideways, a function that reaches the whole file.
_BEYOND = re.compile(
    r"(?:^|[\s(\[,=<>!|+*])/|\.\.|\b(?:ancestor|ancestor-or-self|parent|preceding|preceding-sibling|following"
    r"|following-sibling)\s*::|\b(?:root|id|idref|key|doc|collection|unparsed-text)\s*\("
)


def looks_beyond(policy_json: str | None) -> bool:
    """Whether a policy's conditions or fields may read beyond their document (then a teiCorpus
    is read whole: in a tree of one document they would read less)."""
    if not policy_json:
        return False
    policy = json.loads(policy_json)
    rules = [r for key in ("metadata", "exclude", "access") for r in policy.get(key) or ()]
    return any(_BEYOND.search(str(rule.get("xpath", ""))) for rule in rules)
