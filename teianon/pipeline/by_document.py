"""A ``teiCorpus`` file annotated one document at a time (issue 29), so that memory is bounded by
its largest document (and the corpus header), not by the file.

Two incremental parses (``lxml.etree.iterparse``) of the file's bytes:

- pass 0 (:func:`outline`) reads what is file-wide and drops each document once read: every
  document's participants, which the others' repeats look for
  (:class:`~teianon.annotate.repeats.CorpusTargets`), the repeated ids of the whole file, the size
  of each document (the document limit applies to each, not to the file);
- pass 1 (:func:`annotate_documents`) gives each document, when its end tag is read, the stages
  :func:`teianon.pipeline.file.read_and_annotate` gives the whole tree (detect → resolve →
  annotate → propagate, the review copy's warnings) in a tree that holds the corpus element, its
  header and that document alone; the annotated document is kept as compressed bytes, and a
  processing instruction holds its place. The output is the skeleton (declaration, corpus start
  tag, header, comments and whitespace between documents) with each placeholder replaced by its
  document's bytes: byte for byte what the whole tree gives (``tests/test_by_document.py``).

What still needs the whole file is left to the whole-tree path: the replacement (its stylesheet
numbers documents and renames ids across the file, and the audit searches the whole output),
reviewer's decisions, nested ``teiCorpus`` elements, documents inside documents, documents that
declare namespaces of their own, a DOCTYPE, an encoding other than UTF-8:
:func:`annotate_by_document` returns None for them.
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass
from typing import IO

from lxml import etree

from ..annotate.document import declare_tool
from ..annotate.repeats import CorpusTargets, Target, forget_corpus, participant_targets, use_corpus
from ..checks.check import unresolved_warnings
from ..read.bounded import LongPost
from ..read.tei import element_id, later_documents, read_participants, tei
from ..read.xmlio import (
    XML_ID,
    doctype_of,
    document_too_large,
    duplicate_id_warning,
    iterparse_bytes,
    max_document_bytes,
    read_file,
    serialize,
)
from .settings import FileResult, Job

# Whether a teiCorpus is annotated document by document; the tests set it to False for the
# whole-tree reference.
BY_DOCUMENT = True

_PLACE = "teianon-document"


@dataclass
class Outline:
    """What pass 0 read of a whole file: each document's participants' names (indexed), and the
    warnings of its repeated ids."""

    targets: CorpusTargets
    duplicate_ids: list[str]


class _NotStreamed(Exception):
    """The file is read whole instead (see the module's description)."""


def annotate_by_document(job: Job, result: FileResult) -> Callable[[IO[bytes]], None] | None:
    """Annotate ``job``'s file one document at a time; the writer of the annotated file, or None
    where the file is to be read whole (not a teiCorpus, or what still needs the whole tree).
    Sets ``result`` as :func:`teianon.pipeline.file.read_and_annotate` does."""
    if not BY_DOCUMENT or job.stage != "annotate" or job.prepared is not None or job.settings.decisions is not None:
        return None
    where = str(job.source)
    data = read_file(job.source)
    if b"<?" + _PLACE.encode() in data:
        return None
    try:
        found = outline(data, where)
    except (_NotStreamed, etree.XMLSyntaxError):
        # The whole-tree path reads it, and says what is wrong with it if anything is.
        return None
    if found is None:
        return None
    try:
        return annotate_documents(data, where, job, result, found)
    except _NotStreamed:
        return None
    finally:
        forget_corpus()


def outline(data: bytes, where: str) -> Outline | None:
    """Pass 0: the file-wide facts, each document dropped once read; None for a file that is no
    teiCorpus. Raises :class:`~teianon.errors.InputError` for a document over the limit."""
    limit = max_document_bytes()
    context = iterparse_bytes(data, where, ("start-ns", "start", "end"))
    per_document: list[list[Target]] = []
    first: dict[str, int | None] = {}
    duplicates: list[str] = []
    depth = 0
    root: etree._Element | None = None
    for event, element in context:
        if event == "start-ns":
            if depth == 1:
                # A document that declares namespaces of its own: moved into a tree of its own,
                # it would lose a declaration its corpus element makes too.
                raise _NotStreamed
            continue
        if event == "start":
            depth += 1
            if depth == 1:
                if element.tag != tei("teiCorpus") or len({*element.nsmap.values()}) != len(element.nsmap):
                    return None
                root = element
            elif element.tag in (tei("TEI"), tei("teiCorpus")) and (depth != 2 or element.tag == tei("teiCorpus")):
                raise _NotStreamed
            value = element.get(XML_ID)
            if value is not None:
                if value in first:
                    duplicates.append(duplicate_id_warning(where, value, element.sourceline, first[value]))
                else:
                    first[value] = element.sourceline
            continue
        depth -= 1
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
        raise _NotStreamed
    return Outline(CorpusTargets(per_document), duplicates)


def annotate_documents(
    data: bytes, where: str, job: Job, result: FileResult, found: Outline
) -> Callable[[IO[bytes]], None]:
    """Pass 1: each document annotated in a tree of the corpus element, its header and that
    document; the writer of the annotated file."""
    from .file import annotate_documents, documents_of

    settings = job.settings
    counts: Counter[str] = Counter()
    notes: list[str] = []
    long: list[LongPost] = []
    unresolved: list[str] = []
    documents: list[bytes] = []
    context = iterparse_bytes(data, where)
    depth = 0
    root: etree._Element | None = None
    for event, element in context:
        if event == "start":
            depth += 1
            if depth == 1:
                root = element
            continue
        depth -= 1
        if depth != 1 or element.tag != tei("TEI"):
            continue
        assert root is not None
        number = len(documents)
        # The parser may have read into the next document already: this one is worked on in a
        # tree of its own, an empty copy of the corpus element holding the corpus header (lent,
        # and given back to its place) and the document, whose place a processing instruction
        # keeps.
        place = etree.ProcessingInstruction(_PLACE, str(number))
        element.addprevious(place)
        place.tail, element.tail = element.tail, None
        holder = _empty_copy(root)
        header = root.find(tei("teiHeader"))
        at = root.index(header) if header is not None else -1
        if header is not None:
            holder.append(header)
        holder.append(element)
        tree = holder.getroottree()
        use_corpus(holder, element, number, found.targets)
        # The corpus header is the first document's text, as in the whole tree.
        with later_documents(holder) if number else nullcontext():
            read = documents_of(tree, where, settings)
            if len(read) != 1 or read[0].element is not element:
                raise _NotStreamed
            counts += annotate_documents(read, settings, notes, long)
        if counts:
            declare_tool(holder)
        # The first document's tree holds the corpus header, whose warnings come first.
        unresolved += unresolved_warnings(tree if number == 0 else etree.ElementTree(element), where)
        if header is not None:
            root.insert(at, header)
        documents.append(zlib.compress(_written(holder), 1))
    if root is None:
        raise _NotStreamed
    result.warnings += found.duplicate_ids
    result.counts = counts
    result.warnings.extend(f"{where}: warning: {w}" for w in dict.fromkeys(notes))
    result.warnings.extend(post.warning(where) for post in long)
    result.long_posts.extend(long)
    result.warnings += unresolved
    skeleton = serialize(root.getroottree())
    del root, context

    def write(out: IO[bytes]) -> None:
        rest = skeleton
        for number, document in enumerate(documents):
            mark = f"<?{_PLACE} {number}?>".encode()
            before, rest = rest.split(mark, 1)
            out.write(before)
            out.write(zlib.decompress(document))
        out.write(rest)

    return write


def _empty_copy(element: etree._Element) -> etree._Element:
    """An element of ``element``'s name declaring its namespaces, and nothing else."""
    # lxml-stubs 0.5 type nsmap's keys str, but the default namespace's key is None, which
    # Element takes.
    return etree.Element(element.tag, nsmap=element.nsmap)  # type: ignore[arg-type]


def _written(holder: etree._Element) -> bytes:
    """The bytes of the one child of ``holder`` (an empty copy of the corpus element) as the
    whole tree writes it: its namespaces are declared on the corpus element, where they were."""
    empty = etree.tostring(_empty_copy(holder), encoding="UTF-8")
    written = etree.tostring(holder, encoding="UTF-8")
    start = empty[:-2] + b">"
    end = written[written.rindex(b"</") :]
    if not written.startswith(start) or len(holder) != 1:
        raise _NotStreamed
    return written[len(start) : -len(end)]
