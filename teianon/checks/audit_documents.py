"""The audit of an output file (``teianon check --annotated``, ``teianon audit``) one document at a
time (issue 41): a ``teiCorpus`` of many chats is read in the memory of its largest document,
with the findings, their lines and their order of the whole tree.

The file's bytes are cut where its documents stand (:func:`_cut`): the *frame* (everything but
the documents, each replaced by its newlines) and each document, parsed with the file's prolog,
corpus start tag and header before it and padded with empty lines, so that each node is at its
line in the file and in scope of the corpus element's namespaces. The audit of a part reports only
the leaks at the document's lines (the header before it is the frame's), and reads what the
whole tree would give it from the whole file (:class:`~teianon.checks.audit.InFile`): the names
of the markup given already, the project's titles, the ids of other documents. Its leaks are put
in the whole tree's order: those of the places of each part in document order, then those of
words joined across markup, then the users' folders.

A file of any other shape (no ``teiCorpus``, something other than white space between or after
the documents, a corpus start tag under a prefix, a document on the line the header ends, a
document type declaration, an encoding other than UTF-8, or a part that does not parse) is read
whole, as before.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from lxml import etree

from ..detect.scripts import other_script
from ..errors import TeianonError, line_of
from ..read.reader import fold
from ..read.tei import NS, tei
from ..read.xmlio import parse_bytes
from ..replace.hidden import project_titles
from ..replace.pointers import file_pointers
from ..replace.xslt import replacement_counts
from ..review.record import recorded_decisions
from .audit import InFile, Leak, Sought, audit_kinds, audit_tree, searchable

_CORPUS, _HEADER, _DOCUMENT = tei("teiCorpus"), tei("teiHeader"), tei("TEI")
# Tags as a plain teiCorpus writes them (the TEI's namespace the default one): found in the bytes,
# and checked by parsing what they cut out.
_HEADER_END = re.compile(rb"</teiHeader\s*>")
_START = re.compile(rb"<TEI[\s>/]")
_END = re.compile(rb"</TEI\s*>")
_CORPUS_END = re.compile(rb"</teiCorpus\s*>")
_SPACE = b" \t\r\n"
# The start of a document with attributes, of the corpus start tag under a prefix, a DOCTYPE.
_PROLOG_STOP = re.compile(rb"<!DOCTYPE|<[A-Za-z_][\w.-]*:teiCorpus[\s>]")
_DECLARED = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']*)["']""")


@dataclass
class _Cut:
    """Where the parts of a teiCorpus stand in its bytes."""

    # The end of the corpus header's end tag; the start of the corpus end tag.
    header_end: int
    corpus_end: int
    # Each document's (start, end) in the bytes.
    documents: list[tuple[int, int]] = field(default_factory=list)


def _cut(data: bytes) -> _Cut | None:
    """The parts of ``data`` if it is a teiCorpus of the plain shape (a header, then documents with
    only white space around them), by its bytes; None where it is not, or the bytes leave a doubt
    (a ``<TEI`` inside a document or a comment: the parts would not parse, or say so here)."""
    header = _HEADER_END.search(data)
    if header is None or _PROLOG_STOP.search(data, 0, header.start()) is not None:
        return None
    declared = _DECLARED.match(data)
    if declared is not None and declared[1].upper() not in (b"UTF-8", b"UTF8"):
        return None
    found = _Cut(header.end(), -1)
    at = header.end()
    size = len(data)
    while True:
        while at < size and data[at] in _SPACE:
            at += 1
        start = _START.match(data, at)
        if start is None:
            end = _CORPUS_END.match(data, at)
            if end is None or data[end.end() :].strip(_SPACE):
                return None
            found.corpus_end = at
            return found if found.documents else None
        end = _END.search(data, start.end())
        if end is None or _START.search(data, start.end(), end.start()) is not None:
            return None
        found.documents.append((at, end.end()))
        at = end.end()


@dataclass
class _Part:
    """A part of a cut file, parsed: its tree, the element of its own (the corpus element of the
    frame, else the document) and its first line (1 for the frame)."""

    tree: etree._ElementTree
    own: etree._Element
    line: int
    data: bytes


class OutputFile:
    """An output to be audited: the facts the check reads of its tree (its record of decisions,
    its counts of replacements, its pointers into other files) and its leaks. A teiCorpus of the
    plain shape is read one document at a time, each parse dropped after use; any other file is
    parsed whole, once (and an error of its parse is raised here)."""

    def __init__(self, data: bytes, where: str) -> None:
        self.data = data
        self.where = where
        self.tree: etree._ElementTree | None = None
        self._cut = _cut(data)
        self.records: list[tuple[Counter[str] | None, bool]] = []
        # The line of the first record of decisions (else of the corpus element).
        self.decisions_line: int | None = None
        self.counts: Counter[str] = Counter()
        # (line, file part) of each pointer into another file, in document order.
        self.pointers: list[tuple[int | None, str]] = []
        self._titles: list[str] = []
        if self._cut is not None:
            try:
                self._read_parts()
                return
            except (TeianonError, ValueError):
                # Any doubt about the parts (one does not parse, or is not what the cut says):
                # the whole tree decides, and its parse says what is wrong.
                self._cut = None
                self.records, self.counts, self.pointers, self._titles = [], Counter(), [], []
        self.tree = parse_bytes(data, where)
        root = self.tree.getroot()
        self._facts(root)
        if self.decisions_line is None:
            self.decisions_line = line_of(root)

    def _facts(self, own: etree._Element, since: int = 0) -> None:
        """What the check reads of ``own`` (its records, counts and pointers), added in order;
        ``since``: the line a document starts on, in a part that holds the corpus header before
        it (0: ``own`` is the root of its tree)."""
        self.records += recorded_decisions(own)
        if self.decisions_line is None:
            listed = (e for e in own.iter(f"{{{NS['tei']}}}list") if e.get("type") == "decisions")
            self.decisions_line = next((line_of(e) for e in listed), None)
        # A document's own records only, not the corpus header's before it in its part.
        self.counts += replacement_counts(etree.ElementTree(own) if since else own.getroottree())
        # The search of pointers reads the whole part, the corpus header before ``own`` too.
        self.pointers += [
            (line, pointed)
            for element, pointed in file_pointers(own)
            if (line := line_of(element)) is None or line >= since
        ]
        self._titles += project_titles(own)

    def _read_parts(self) -> None:
        """The facts of each part, in order; raises where a part is not as the cut says."""
        first: etree._Element | None = None
        for part in self._parts():
            if first is None:
                first = part.own
                # The frame: everything but the documents (and no document's own facts).
                if first.tag != _CORPUS or [c.tag for c in first if isinstance(c.tag, str)] != [_HEADER]:
                    raise ValueError("no plain teiCorpus")
                if any(not isinstance(c.tag, str) for c in first) or list(first.itersiblings()):
                    raise ValueError("comments around the documents")
                self._facts(first)
                root_line = line_of(first)
                continue
            self._facts(part.own, part.line)
        if self.decisions_line is None:
            self.decisions_line = root_line

    def _padded(self) -> Iterator[bytes]:
        """The bytes of the frame, then of each document at its lines (see the module)."""
        for _, data in self._lines():
            yield data

    def _lines(self) -> Iterator[tuple[int, bytes]]:
        assert self._cut is not None
        data, cut = self.data, self._cut
        prefix = data[: cut.header_end]
        header_line = prefix.count(b"\n") + 1
        yield 1, prefix + b"\n" * data.count(b"\n", cut.header_end, cut.corpus_end) + data[cut.corpus_end :]
        line = header_line
        at = cut.header_end
        for start, end in cut.documents:
            line += data.count(b"\n", at, start)
            if line <= header_line:
                raise ValueError("a document on the line of the header")
            yield line, prefix + b"\n" * (line - header_line) + data[start:end] + b"</teiCorpus>"
            at = start

    def _parts(self) -> Iterator[_Part]:
        """The frame, then each document, each parsed at its lines."""
        for line, padded in self._lines():
            tree = parse_bytes(padded, self.where)
            root = tree.getroot()
            if line == 1:
                yield _Part(tree, root, 1, padded)
                continue
            if len(root) != 2 or root[1].tag != _DOCUMENT or line_of(root[1]) is None:
                raise ValueError("no document")
            yield _Part(tree, root[1], line, padded)

    def leaks(self, sought: Sought) -> list[Leak]:
        """The audit's leaks (:func:`~teianon.checks.audit.audit_tree`), in its order."""
        if self.tree is not None:
            return audit_tree(sought, self.tree, self.where, self.data)
        in_file = InFile(set(), tuple(fold(title) for title in self._titles), _ids_in(self.data))
        scripts = sought.scripts
        if (
            scripts
            and not scripts.foreign
            and any(other_script(html.unescape(p.decode(errors="replace"))) for p in self._padded())
        ):
            # The whole file's letters (as read) decide whether the search across scripts reads
            # every part; it finds a name only in a text that holds such letters itself, so it is
            # asked only where one does.
            in_file.foreign = any(other_script(searchable(part, "utf-8")[0]) for part in self._padded())
        found: list[Leak] = []
        across: list[Leak] = []
        folders: list[Leak] = []
        for part in self._parts():
            kinds = audit_kinds(sought, part.tree, self.where, part.data, in_file)
            # A document's part holds the header before it: its leaks are the frame's.
            mine = _at_or_after(part.line) if part.line > 1 else (lambda leak: True)
            found += filter(mine, kinds[0])
            across += filter(mine, kinds[1])
            folders += filter(mine, kinds[2])
        return found + across + folders


def _at_or_after(line: int) -> Callable[[Leak], bool]:
    return lambda leak: leak.line is not None and leak.line >= line


def _ids_in(data: bytes) -> Callable[[str], bool]:
    """Whether an element of the file has the id (``xml:id`` or ``id``) ``value``: asked of a
    hit that looks like an id, in a pointer (rare), so searched in the bytes then."""
    known: dict[str, bool] = {}

    def has_id(value: str) -> bool:
        if value not in known:
            pattern = rb"""[\s](?:xml:)?id\s*=\s*(["'])""" + re.escape(value.encode()) + rb"\1"
            known[value] = re.search(pattern, data) is not None
        return known[value]

    return has_id
