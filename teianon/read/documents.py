"""A file as a sequence of documents (issue 41): the one reader that takes a ``teiCorpus`` apart
for every command (``run``, ``annotate``, ``anonymise`` and ``strip`` in
:mod:`teianon.pipeline.by_document`, the validation in :mod:`teianon.checks.documents`, the
scans of ``check`` here), so that a command needs the memory of the file's largest document,
not of the file.

:func:`children_of_corpus` pull-parses the file and gives each child of the corpus element
(its header, each ``TEI``) once its end tag is read; the caller moves it out of the file's tree
(into a *holder*: :func:`empty_copy` of the corpus element with the header and the document),
and the parser goes on. Moved elements keep the line they had in the file, so that a problem
found in a holder is reported at its line in the file.

:func:`in_parts` runs a read-only piece of work (a scan for findings) on each part of a file
in document order: the corpus element with its header, then each document (where it stands,
beside the corpus header), each dropped after; a file of any other shape (a ``TEI`` file is a
corpus of one) is one part, its whole tree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from copy import deepcopy
from typing import TypeVar

from lxml import etree

from ..errors import TeianonError, line_of
from .tei_names import TEI_NS
from .xmlio import doctype_of, iterparse_bytes, parse_bytes

CORPUS = f"{{{TEI_NS}}}teiCorpus"
DOCUMENT = f"{{{TEI_NS}}}TEI"
HEADER = f"{{{TEI_NS}}}teiHeader"

_Found = TypeVar("_Found")


class NotPlain(Exception):
    """The file is no teiCorpus of the plain shape that :func:`in_parts` takes apart."""


def children_of_corpus(
    data: bytes, where: str, tags: tuple[str, ...] = ()
) -> Iterator[tuple[etree._Element, etree._Element]]:
    """The teiCorpus that is the root of ``data`` as it is read: first (corpus element, corpus
    element) at its start tag, then (corpus element, child) for each ``teiHeader`` and ``TEI``
    child of it as soon as the child's end tag is read (the parser may have read into the next
    one already), which the caller takes out of the tree. Nothing where the root is no
    teiCorpus (found in the first bytes). ``tags``: further elements whose events the caller
    reads (the file's shape) are made Python objects too; only the root's own children are
    given."""
    root: etree._Element | None = None
    # Only these elements' events: each event costs a Python object, and a chat has millions
    # of elements.
    for event, element in iterparse_bytes(data, where, ("start", "end"), (CORPUS, DOCUMENT, HEADER, *tags)):
        if root is None:
            if element.tag != CORPUS:
                return
            root = element
            yield root, root
        elif event == "end" and element.tag in (DOCUMENT, HEADER) and element.getparent() is root:
            yield root, element


def empty_copy(element: etree._Element) -> etree._Element:
    """An element of ``element``'s name, namespaces and attributes, and nothing else, at its
    line (the corpus element of a holder)."""
    # lxml-stubs 0.5 type nsmap's keys str, but the default namespace's key is None, which
    # Element takes.
    copy = etree.Element(element.tag, nsmap=element.nsmap)  # type: ignore[arg-type]
    for name, value in element.attrib.items():
        copy.set(name, value)
    if (line := line_of(element)) is not None:
        copy.sourceline = line  # type: ignore[assignment]  # lxml-stubs 0.5: a bare `...`
    return copy


def in_parts(data: bytes, where: str, work: Callable[[etree._Element], _Found]) -> list[_Found]:
    """``work`` of each part of the file ``data``, in document order: of a teiCorpus of the plain
    shape (:func:`_parts`), the corpus element with its header (in a holder), then each document
    (the ``TEI`` element, in the file's tree beside the corpus header; ``work`` reads below it,
    and its path in the file is not its path in that tree); of any other file, its root.
    Elements keep their lines. ``work`` reads, and must not keep the elements it is given. A
    file that cannot be taken apart (:class:`NotPlain`, also where it cannot be parsed) is one
    part, its whole tree: a file that cannot be parsed raises there the
    :class:`~teianon.errors.InputError` that says why. What ``work`` raises is raised."""
    found: list[_Found] = []
    parts = _parts(data, where)
    while True:
        # Only the taking apart may fall back to the whole tree: an error of the work itself
        # would come again (or, worse, not) at the price of the whole file in memory.
        try:
            part = next(parts)
        except StopIteration:
            return found
        except NotPlain:
            # What the parts found is dropped with them: the whole tree is one part.
            return [work(parse_bytes(data, where).getroot())]
        found.append(work(part))


def _parts(data: bytes, where: str) -> Iterator[etree._Element]:
    """The parts of a plain teiCorpus: the corpus element as the root of a holder with a copy of
    its header, then each document where it stands, emptied once it has been worked on. Raises
    :class:`NotPlain` for a file whose whole tree :func:`in_parts` reads instead (as soon as
    that is seen, else at the end): no teiCorpus, a second header or one after a document, a
    teiCorpus or TEI below a document, anything else in the corpus element (an element, text),
    a DOCTYPE, and for a file that cannot be parsed (the whole parse says why)."""
    try:
        yield from _plain_parts(data, where)
    except (etree.XMLSyntaxError, TeianonError):
        raise NotPlain from None


def _plain_parts(data: bytes, where: str) -> Iterator[etree._Element]:
    root: etree._Element | None = None
    header: etree._Element | None = None
    # The documents worked on, emptied where they stand (cheaper than taking them out of the
    # tree, which lxml walks again).
    done: set[etree._Element] = set()
    documents = 0
    for corpus, child in children_of_corpus(data, where):
        root = corpus
        if child is root:
            continue
        if _after_element(child, {header, *done}) or (child.tail or "").strip():
            raise NotPlain
        if child.tag == HEADER:
            if header is not None or documents:
                raise NotPlain
            header = child
            # A copy: the parser may have read into the first document, and the header stays
            # where it is for the documents' participants (read_participants reads it).
            holder = empty_copy(root)
            holder.append(deepcopy(child))
            yield holder
            continue
        if next(child.iterdescendants(CORPUS, DOCUMENT), None) is not None:
            raise NotPlain
        if header is None and not documents:
            # A corpus without a header: the corpus element is a part of its own all the same.
            yield empty_copy(root)
        documents += 1
        # Worked on where it stands, beside the corpus header (moving a document into a tree of
        # its own costs more than parsing it); what reads it reads it alone, not its tree,
        # which may hold the start of the next document.
        yield child
        # Its tail goes with it: text read after it is checked at the end.
        child.clear()
        done.add(child)
    if root is None:
        # No teiCorpus: its whole tree.
        raise NotPlain
    # Text between the documents that was read after they were taken out is the corpus
    # element's now.
    texts = (root.text, *(c.tail for c in root))
    if any(isinstance(c.tag, str) and c is not header and c not in done for c in root):
        raise NotPlain
    if any((t or "").strip() for t in texts):
        raise NotPlain
    if doctype_of(root.getroottree()):
        raise NotPlain
    if header is None and not documents:
        yield empty_copy(root)


def _after_element(element: etree._Element, known: set[etree._Element | None]) -> bool:
    """Whether an element other than those ``known`` (the corpus header, the documents before)
    stands before ``element`` in its parent (comments and processing instructions may)."""
    return any(isinstance(s.tag, str) and s not in known for s in element.itersiblings(preceding=True))
