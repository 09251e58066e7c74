"""The replacement, the self-audit and the validation of a ``teiCorpus`` file one document at a
time (issue 29): the stages after :mod:`teianon.pipeline.by_document` has taken the file apart
and held its proposals.

The post-processor is given, in turn,

- the *frame*: the file with a place element standing for each document, from which come the
  corpus element, its header and what stands between the documents;
- each document in a tree of the corpus element, its header and that document, numbered as in
  the whole file (``documents-before``, ``documents-in-file``). The document is taken from the
  result; the header is the frame's (the two must agree, or the file is read whole).

The hidden strings are the whole file's: its inventory (each document's share, taken by
pass 2) and what detection finds in the comments and attributes of every document. Each
document's output is audited on its own with the whole file's inventory, in bytes padded with
empty lines so that a leak's line is its line in the written file; so is the frame. Where the
audit finds bare repeats that markup can reach, they are marked in every document and the file
is replaced again, as the whole-tree path does. Validation reads each document with the corpus
start tag and header, each at its line in the written file.
"""

from __future__ import annotations

import json
import re
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import IO

from lxml import etree

from ..annotate.leaked import Marking, mark_leaked
from ..checks.audit import Leak, Sought, audit_tree
from ..checks.validate import Problem, check_output
from ..policy import document_seed
from ..read.documents import empty_copy
from ..read.project_metadata import publisher_keys
from ..read.tei import NS, element_id, read_documents, tei
from ..read.xmlio import XML_ID, attribute_items, parse_bytes, serialize
from ..replace.hidden import HiddenStrings, Places, attribute_names, document_texts, loaded_hidden_strings
from ..replace.inventory import Inventory
from ..replace.pointers import follow_run_pointers, renames_ids
from ..replace.source_ids import file_label_words, named_ids, packed_id_facts, source_ids_of
from ..replace.xslt import exclusion_reason, replacement_counts, transform
from ..review.record import record_decisions
from .by_document import (
    HEADER_PLACE,
    OTHERS,
    TEI_NS,
    NotStreamed,
    Outline,
    Split,
    child_bytes,
    document_in,
    leave_place,
    one_document,
    pieces,
    report,
    reworked,
    tags_of,
)
from .by_document_review import kept, pack, share, union
from .one_piece import replace_whole
from .settings import FileResult, Job
from .verdict import judge_leaks, judge_problems, keeps_ids, kept_ids_warning, leaked_strings, marked_warning

PLACE_TAG = "{urn:x-teianon:place}document"
# The numbers in ids that a pointer may name instead of the id (as ids.xsl reads them).
_ID_NUMBER = re.compile(r"[0-9]{6,}")


@dataclass
class _Output:
    """One replacement of the whole file, in parts."""

    skeleton: bytes
    header: bytes | None
    # The corpus element's start tag as written, and a start and end tag of its name and
    # namespaces alone.
    start: bytes
    bare: tuple[bytes, bytes]
    documents: list[bytes] = field(default_factory=list)
    # The audit's certain leaks, and how many possible ones it found (each document's are
    # counted, not kept: a corpus has thousands of ordinary words that are also names).
    leaks: list[Leak] = field(default_factory=list)
    possible: int = 0
    problems: list[Problem] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    excluded: int = 0
    restricted: bool = False
    # Its ids renamed (for platform ids or names they hold): pointers of other files follow.
    renamed: bool = False

    def write(self, out: IO[bytes]) -> None:
        Split(self.skeleton, b"", b"", self.header, self.documents).write(out)

    def add(self, leaks: list[Leak]) -> None:
        certain = [leak for leak in leaks if leak.certain]
        self.leaks += certain
        self.possible += len(leaks) - len(certain)


def _bare(root: etree._Element) -> tuple[bytes, bytes]:
    """The start and end tag of an element of ``root``'s name and namespaces, no attributes."""
    return tags_of(etree.Element(root.tag, nsmap=root.nsmap))  # type: ignore[arg-type]


def replace_by_document(
    split: Split,
    inventories: list[bytes] | Inventory,
    excluded: tuple[int, ...],
    job: Job,
    result: FileResult,
    found: Outline | None,
) -> Callable[[IO[bytes]], object] | None:
    """Replace, audit and validate ``split`` (reviewed, its proposals held) with its documents'
    inventories (or, prepared in pseudonym mode, the file's), ``excluded`` the documents the
    policy leaves out; the writer of the output, None where the policy leaves out the whole file
    (``result.excluded`` says why). Sets ``result``'s counts, warnings and verdicts; raises the
    audit's and the validation's refusal."""
    where = str(job.source)
    inventory = inventories if isinstance(inventories, Inventory) else union(inventories, where)
    if split.tree is not None:
        return replace_whole(split.tree, inventory, job, result)
    assert found is not None, "a file taken apart has its outline"
    hidden = loaded_hidden_strings(job.settings.ner, job.settings.countries)
    try:
        output = _replaced(split, inventory, excluded, job, hidden, found)
        strings = leaked_strings(output.leaks, inventory, job)
        if strings:
            split, counts, shares = _marked(split, strings, excluded, job, found, result.marked)
            result.warnings += marked_warning(counts, job)
            if counts:
                inventory = union(shares, where)
                output = _replaced(split, inventory, excluded, job, hidden, found)
    finally:
        hidden.forget()
    judge_leaks(output.leaks, job, result, output.possible)
    if keeps_ids(job):
        result.warnings += kept_ids_warning(source_ids_of(packed_id_facts(tree) for tree in _trees(output)), job)
    if job.settings.validate:
        result.warnings += judge_problems(output.problems, job)
    result.counts = output.counts
    result.excluded_documents = output.excluded
    result.restricted = output.restricted
    result.renamed_ids = output.renamed
    return output.write


def _marked(
    split: Split,
    strings: dict[str, Marking],
    excluded: tuple[int, ...],
    job: Job,
    found: Outline,
    marked: list[tuple[str, str]],
) -> tuple[Split, Counter[str], list[bytes]]:
    """The strings the audit found marked in every document (the corpus header with the first),
    and the documents' shares of the inventory taken again."""
    counts: Counter[str] = Counter()
    shares: list[bytes] = []
    documents = len(split.documents)
    where = str(job.source)

    def work(holder: etree._Element, document: etree._Element, number: int) -> None:
        nonlocal counts
        with one_document(holder, document, number, found) as tree:
            for read in read_documents(tree, where, job.settings.post_xpath):
                counts += mark_leaked(read, strings, marked)
        inventory = share(
            tree, where, job.settings.policy_json, number, documents, kept(excluded, number, documents)[2]
        )
        # The surrogates are chosen (pseudonym mode) before the replacement: no post is read now.
        inventory.posts = []
        shares.append(pack(inventory))

    return reworked(split, found, work, step="mark"), counts, shares


def _frame(split: Split, extra: frozenset[str] = frozenset()) -> etree._ElementTree:
    """The file with its header, a place element standing for each document (and a stand-in for
    the participants of documents that the header points to, and those of ``extra``)."""
    parts = []
    for piece, place in pieces(split.skeleton):
        parts.append(piece)
        if place == HEADER_PLACE:
            parts.append(split.header or b"")
        elif place is not None:
            parts.append(f'<place:document xmlns:place="urn:x-teianon:place" n="{place}"/>'.encode())
    frame = parse_bytes(b"".join(parts), "<teianon: the frame of a teiCorpus>")
    stand_in = split.stand_in(split.header or b"", extra)
    if stand_in:
        # The participants of the documents that the corpus header points to.
        frame.getroot().append(parse_bytes(stand_in, "<teianon: stand-in>").getroot())
    return frame


def _replaced(
    split: Split, inventory: Inventory, excluded: tuple[int, ...], job: Job, hidden: HiddenStrings, found: Outline
) -> _Output:
    """One replacement of the file, each document audited (and validated) as it is replaced."""
    settings = job.settings
    where, target = str(job.source), str(job.target)
    documents = len(split.documents)
    seed = document_seed(settings.run_seed, job.key) if settings.policy_json else None
    frame = _frame(split)
    places: Places = {}
    # The publisher's keys and hosts of every document, as the whole tree's reading finds them.
    publisher = publisher_keys(frame.getroot())
    facts = [packed_id_facts(frame.getroot())]
    outside = {-1: _points_outside(frame.getroot())}
    # The names that ids of any part hold: where one part's ids are renamed for one, every
    # part's are, as in the whole tree, so that a pointer from another file (which knows only
    # that the file's ids were renamed) follows them as teianon.replace.pointers.new_ids does.
    for element in frame.getroot().iter(PLACE_TAG):
        alone = split.holder(int(element.get("n", "-1"))).getroot()
        places[element] = document_texts(document_in(alone))
        facts.append(packed_id_facts(alone))
        outside[int(element.get("n", "-1"))] = _points_outside(alone)
        publisher = publisher.joined(publisher_keys(alone))
    platform_ids = source_ids_of(facts)
    # One search of every part's ids (a tokenised corpus has an id per token).
    label = file_label_words(target)  # the output keeps its name (not under --rename)
    named = named_ids(frame.getroot(), inventory, [i for part in facts for i in part.ids()], label)
    platform_ids += [n for n in named if n not in platform_ids]
    output_renamed = renames_ids(settings.policy_json, platform_ids)
    if output_renamed and _into_others(split, outside):
        # The renamed ids of other documents are not known here (see the module's description).
        raise NotStreamed
    table = hidden.table(frame.getroot(), inventory, places, publisher=publisher)
    sought = Sought.of(inventory, attribute_names(frame.getroot(), places))

    def replaced(
        make: Callable[[frozenset[str]], etree._ElementTree], before: int, text: str
    ) -> tuple[etree._ElementTree, etree._ElementTree]:
        """The tree ``make`` makes, and its replacement (``text``: what it holds, casefolded)."""
        tree = make(frozenset())
        keep = follow_run_pointers(tree.getroot(), job.key, settings.run_files, settings.policy_json)
        given = hidden.json(tree.getroot(), inventory, table, platform_ids, keep, label=label)
        # A participant whose name is hidden in a comment or an attribute gets the placeholder
        # the post-processor looks up in the tree: one of another document stands in. (Only
        # where the name is there at all: as written, or as a reader finds it, in a span.)
        read = json.loads(given)
        spanned = {str(at[2]).casefold() for span in read["spans"] for at in span["at"]}
        named = {
            str(e["participant"])
            for e in read["strings"]
            if e.get("participant") and (e["text"].casefold() in text or e["text"].casefold() in spanned)
        }
        missing = named - {element_id(p) for p in tree.getroot().iter(tei("person"))}
        if missing:
            tree = make(frozenset(missing))
            keep = follow_run_pointers(tree.getroot(), job.key, settings.run_files, settings.policy_json)
            given = hidden.json(tree.getroot(), inventory, table, platform_ids, keep, label=label)
        out = transform(
            tree,
            where,
            settings.run_date,
            settings.policy_json,
            seed,
            job.surrogates_json,
            given,
            settings.markup,
            kept(excluded, before, documents),
        )
        return tree, out

    around = (split.skeleton + (split.header or b"")).decode().casefold()
    framed = replaced(lambda extra: frame if not extra else _frame(split, extra), 0, around)[1]
    if exclusion_reason(framed):
        raise NotStreamed
    output = _taken_from_frame(framed, documents)
    output.renamed = output_renamed
    at = _Lines(output)
    kinds = settings.decisions.kinds(job.key or job.source.name) if settings.decisions is not None else Counter()
    for number in range(documents):
        text = split.document(number).decode().casefold()
        holder, out = replaced(partial(split.holder, number, None, True), number, text)
        stood_in = any(c.get("n") == OTHERS for c in holder.getroot().iterchildren(tei("TEI")))
        del holder
        root = out.getroot()
        header = root.find(tei("teiHeader"))
        if (header is None) != (output.header is None) or root.tag != framed.getroot().tag:
            raise NotStreamed
        if kinds:
            record_decisions(root, kinds, in_review_copy=job.stage == "run" and job.annotated_target is not None)
        if header is not None:
            if child_bytes(root, header) != output.header:
                raise NotStreamed
            root.remove(header)
        stand_in = next((c for c in root.iterchildren(tei("TEI")) if c.get("n") == OTHERS), None)
        if (stand_in is not None) != stood_in:
            raise NotStreamed
        others = b""
        if stand_in is not None:
            others = child_bytes(root, stand_in)
            root.remove(stand_in)
        if len(root) > 1:
            raise NotStreamed
        part = child_bytes(root, root[0]) if len(root) else b""
        output.counts += replacement_counts(out)
        output.excluded += not any(True for _ in root.iter(tei("TEI")))
        output.restricted = output.restricted or _restricted(out)
        line = at.document(number, part)
        data = _padded([(line, output.bare[0] + part)], output.bare[1])
        written = parse_bytes(data, target)
        output.add(audit_tree(sought, written, target, data))
        if settings.validate:
            output.problems += _validated(output, at, line, number == 0, part, others, job)
        output.documents.append(zlib.compress(part, 1))
        report("replace", number + 1, documents)
    if documents and output.excluded == documents:
        # The policy leaves out every document: the whole file is left out (file.py).
        raise NotStreamed
    # What stands around the documents, audited with each document an empty one of its lines.
    blanks = [zlib.compress(_blank(zlib.decompress(d), framed.getroot()), 1) for d in output.documents]
    data = Split(output.skeleton, b"", b"", output.header, blanks).bytes()
    output.add(audit_tree(sought, parse_bytes(data, target), target, data))
    output.leaks.sort(key=lambda leak: leak.line or 0)
    output.restricted = output.restricted or _restricted(framed)
    return output


def _blank(part: bytes, root: etree._Element) -> bytes:
    """A stand-in of ``part`` (a document's output, or the comment a left-out one became) as
    empty as can be, of as many lines, for the audit of what stands around the documents: a
    ``TEI`` or a comment, as the part is, so that text after it is reported as after the part."""
    lines = b"\n" * part.count(b"\n")
    if not part.lstrip().startswith(b"<") or part.lstrip().startswith(b"<!--"):
        return b"<!--" + lines + b"-->"
    prefix = next((p for p, uri in root.nsmap.items() if uri == TEI_NS and p), None)
    tag = f"{prefix}:TEI" if prefix else "TEI"
    if prefix is None and root.nsmap.get(None) != TEI_NS:
        tag = f'TEI xmlns="{TEI_NS}"'
    # Its lines inside, not in the tag: an element's line is where its start tag ends.
    return f"<{tag}>".encode() + lines + f"</{tag.split()[0]}>".encode()


def _taken_from_frame(framed: etree._ElementTree, documents: int) -> _Output:
    """The frame's output as a skeleton (its header and each document's place a mark) and its
    header's bytes."""
    root = framed.getroot()
    for stand_in in [c for c in root.iterchildren(tei("TEI")) if c.get("n") == OTHERS]:
        root.remove(stand_in)
    header = root.find(tei("teiHeader"))
    header_bytes = child_bytes(root, header) if header is not None else None
    if header is not None:
        leave_place(header, HEADER_PLACE)
    found = list(root.iter(PLACE_TAG))
    if [element.get("n") for element in found] != [str(n) for n in range(documents)]:
        raise NotStreamed
    for element in found:
        leave_place(element, element.get("n", ""))
    tag = etree.tostring(empty_copy(root), encoding="UTF-8")[:-2] + b">"
    return _Output(serialize(framed), header_bytes, tag, _bare(root))


class _Lines:
    """Where each part of an output starts in the written file (its first line)."""

    def __init__(self, output: _Output) -> None:
        self.before: list[int] = []
        self.header = 1
        first = next(iter(pieces(output.skeleton)))[0]
        found = first.rfind(output.start)
        # The corpus start tag's line (where it is written as it is found): everything before
        # the first place is before any part.
        self.root = 1 + first[:found].count(b"\n") if found >= 0 else None
        line = 1
        for piece, place in pieces(output.skeleton):
            if place is None:
                break
            line += piece.count(b"\n")
            if place == HEADER_PLACE:
                self.header = line
                line += (output.header or b"").count(b"\n")
            else:
                self.before.append(line)
        # Each document's newlines move the parts after it down.
        self.moved = 0

    def document(self, number: int, part: bytes) -> int:
        """The line the ``number``-th document starts on; documents are asked for in order."""
        line = self.before[number] + self.moved
        self.moved += part.count(b"\n")
        return line


def _padded(parts: list[tuple[int, bytes]], end: bytes) -> bytes:
    """``parts`` (line, bytes) one after the other, each starting on its line."""
    out: list[bytes] = []
    line = 1
    for at, data in parts:
        if at < line:
            raise NotStreamed
        out.append(b"\n" * (at - line))
        out.append(data)
        line = at + data.count(b"\n")
    out.append(end)
    return b"".join(out)


def _validated(
    output: _Output, at: _Lines, line: int, first: bool, part: bytes, others: bytes, job: Job
) -> list[Problem]:
    """The problems of a document's output (starting on ``line``), read with the corpus start
    tag and header at their lines, and the stand-in of the other documents' participants it
    points to (``others``) after it; those of the header and start tag only with the ``first``."""
    if at.root is None:
        raise NotStreamed
    parts = [(at.root, output.start)]
    if output.header is not None:
        parts.append((at.header, output.header))
    parts.append((line, part))
    last = line + part.count(b"\n")
    if others:
        parts.append((last + 1, others))
    data = _padded(parts, output.bare[1])
    problems = check_output(parse_bytes(data, str(job.target)), str(job.target), job.source)
    return [
        p
        for p in problems
        if (p.line is None and first) or p.line is not None and (first or p.line >= line) and p.line <= last
    ]


def _points_outside(holder: etree._Element) -> set[str]:
    """What a holder's document may name of another document where ids are renamed (ids.xsl,
    whose renaming is the whole file's): its pointers (``#id``) to no element of its tree, the
    platform numbers it points to (``#1043…``, which the ids of several documents may hold), and
    the values of ``@n`` (which may repeat an id or a number of one)."""
    own = {v for element in holder.iter(etree.Element) for v in (element.get(XML_ID), element.get("id")) if v}
    outside: set[str] = set()
    for element in holder.iter(etree.Element):
        for name, value in attribute_items(element):
            if name == "n" and value.strip() not in own:
                outside.add(value.strip())
            if "#" not in value:
                continue
            for token in value.split():
                target = token[1:]
                if token.startswith("#") and target and (target not in own or _ID_NUMBER.fullmatch(target)):
                    outside.add(target)
    return outside


def _into_others(split: Split, outside: dict[int, set[str]]) -> bool:
    """Whether what a document may name of another (``outside``, by the document's number; -1
    for the frame) is an id of another document or a number within one: pointers to nothing
    are dropped alike by a part and the whole."""
    pattern = re.compile(rb'\s(?:xml:)?id="([^"]*)"')
    for number in range(len(split.documents)):
        wanted = {t for source, names in outside.items() if source != number for t in names}
        if not wanted:
            continue
        numbers = {t for t in wanted if _ID_NUMBER.fullmatch(t)}
        for value in pattern.findall(split.document(number)):
            text = value.decode()
            if text in wanted or numbers and any(n in numbers for n in _ID_NUMBER.findall(text)):
                return True
    return False


def _restricted(tree: etree._ElementTree) -> bool:
    return bool(tree.getroot().xpath("//tei:editorialDecl[@n='teianon-policy']//tei:item[@n='access']", namespaces=NS))


def _trees(output: _Output) -> Iterator[etree._Element]:
    """The output's parts as trees for the platform ids: the frame, and each document with the
    corpus header (whose participants are the document's too)."""
    start, end = output.bare
    frame = Split(output.skeleton, b"", b"", output.header, [zlib.compress(b"", 1)] * len(output.documents))
    yield parse_bytes(frame.bytes(), "<teianon: the frame>").getroot()
    for document in output.documents:
        data = start + (output.header or b"") + b"\n" + zlib.decompress(document) + end
        yield parse_bytes(data, "<teianon: one document>").getroot()
