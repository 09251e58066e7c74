"""The decisions file: what a reviewer decided about each proposal, and applying it.

A tab-separated file with a header line; ``#`` lines are comments::

    document  block  start  end  text    decision  category  corresp
    chat.xml  m12    10     15   lela2   reject
    chat.xml  m12    20     26   Bochum  change    GPE
    chat.xml  m14    0      5    zorro   link                #A03
    chat.xml  m15    8      12   Jana    add       PER
    chat.xml  m16    3      9    Kaiser  accept

``document``, ``block``, ``start``, ``end`` and ``text`` name the words (see
:mod:`teianon.review.proposals`); ``decision`` is one of:

- ``accept``: the proposal stands; it gets ``cert="high"`` (replaced under any ``--min-cert``);
- ``reject``: the annotation is removed, its words stay as they are;
- ``change``: the annotation gets ``category`` (``<name>``/``<ref>`` as the category wants); a
  name kept as public (``subtype="public"``) becomes a reference that is replaced;
- ``link``: the annotation names participant ``corresp`` (a NICK with ``@corresp``);
- ``add``: the words get a new annotation of ``category`` (and ``corresp``, if given).

A decision whose words are not found (the file changed since the review) is *stale*: it is
reported and nothing is done for it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from lxml import etree

from ..annotate.markup import Point, Slot, lift_range, wrap_lifted
from ..annotate.public_marks import is_public
from ..annotate.repeats import identifying_parts
from ..errors import InputError
from ..mention import Category
from ..read.project_metadata import is_project_metadata
from ..read.tei import XML_ID, tei, words_of
from ..read.xmlio import read_file
from .hold import CERT_ORDER as CERT_ORDER
from .hold import HELD as HELD
from .hold import Held as Held
from .hold import HoldFacts as HoldFacts
from .hold import hold_below as hold_below
from .hold import hold_facts as hold_facts
from .hold import replaced_everywhere as replaced_everywhere
from .hold import unwrap_reference
from .proposals import ANNOTATIONS, Block, Span, blocks, category_of, plain_text

# An offset into one block: nine digits are far more than any post holds, and int() of a longer
# string is slow (Python refuses more than 4,300 digits with a traceback).
_OFFSET = re.compile(r"[0-9]{1,9}")
# A cell longer than this is no reviewer's entry (the words of one proposal): 128 KiB, the csv
# module's own limit.
MAX_CELL = 128 * 1024
# A pointer to a participant: "#" and an XML name (no quotes or markup can ride along). The "#"
# is required: every writer of the file (the review report, the INCEpTION import) writes it, and
# a bare "A03" is as likely a name typed into the wrong column as an id.
_POINTER = re.compile(r"#[A-Za-z_][\w.\-]*")
COLUMNS = ("document", "block", "start", "end", "text", "decision", "category", "corresp", "note")
DECISIONS = ("accept", "reject", "change", "link", "add")


@dataclass(frozen=True)
class Decision:
    span: Span
    decision: str
    category: str = ""
    corresp: str = ""
    line: int = 0
    # The reviewer's words on the decision (why rejected, what to ask the team); never applied.
    note: str = ""


@dataclass(frozen=True)
class DecisionsFile:
    """A decisions file read once (by the command line), carried to every worker in its settings,
    its decisions indexed by document once."""

    path: str
    decisions: tuple[Decision, ...]
    by_document: dict[str, tuple[Decision, ...]] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.by_document and self.decisions:
            index: dict[str, list[Decision]] = {}
            for decision in self.decisions:
                index.setdefault(decision.span.document, []).append(decision)
            object.__setattr__(self, "by_document", {document: tuple(found) for document, found in index.items()})

    @classmethod
    def read(cls, path: Path) -> DecisionsFile:
        return cls(str(path), tuple(read_decisions(path)))

    def of(self, document: str) -> tuple[Decision, ...]:
        """The decisions for ``document`` (its path under the annotated folder)."""
        return self.by_document.get(document, ())

    def only(self, document: str) -> DecisionsFile:
        """The same file with the decisions for ``document`` alone: what one file's job needs."""
        return DecisionsFile(self.path, self.of(document))

    def kinds(self, document: str) -> Counter[str]:
        """How many decisions of each kind the file holds for ``document``."""
        return Counter(d.decision for d in self.of(document))


def _pointer(corresp: str) -> str:
    return corresp if not corresp or corresp.startswith("#") else "#" + corresp


@dataclass
class Applied:
    counts: Counter[str] = field(default_factory=Counter)
    stale: list[Decision] = field(default_factory=list)
    # Why a stale decision could not be applied where its words were found (an addition that
    # would cut an element); the others' words were not found.
    reasons: dict[Decision, str] = field(default_factory=dict)
    # Rejected nicknames that named a participant (decision -> the participant): their words
    # stay as written, and the audit knows only the participant's names, not every spelling.
    rejected_names: dict[Decision, str] = field(default_factory=dict)
    # Rejected proposals, whose repeats teianon completed went with them (decision -> the
    # document it was applied in: its TEI element, else the root).
    rejected_repeats: dict[Decision, etree._Element] = field(default_factory=dict)
    # Rejections where no annotation stands: nothing was done, so they are not counted as
    # applied (a forged or mistyped line must not read as a reviewer's work); in effect already
    # where the file was annotated with the same decisions before.
    unmatched: list[Decision] = field(default_factory=list)


# The start of a stale decision's reason where its words are not where it says: what stands there.
NOT_FOUND = "not found: "


def stale_line(path: str, decision: Decision, document: str, reason: str = "") -> str:
    """``decisions.tsv:7: stale decision: m12 10-15 'lela2' not found in chat.xml (there:
    'lela'; the file changed since the review?)`` (or why it cannot be applied there)."""
    if reason.startswith(NOT_FOUND):
        where = f"not found in {document} ({reason.removeprefix(NOT_FOUND)})"
    else:
        where = f"cannot be applied in {document}: {reason}" if reason else f"not found in {document}"
    return (
        f"{path}:{decision.line}: stale decision: {decision.span.block} {decision.span.start}-{decision.span.end} "
        f"{decision.span.text!r} {where}"
    )


def unmatched_line(path: str, decision: Decision, document: str) -> str:
    """``d.tsv:3: warning: reject p3 6-9 'yes' matches no proposal in chat.xml …``."""
    return (
        f"{path}:{decision.line}: warning: {decision.decision} {decision.span.block} {decision.span.start}-"
        f"{decision.span.end} {decision.span.text!r} matches no proposal in {document}: nothing was rejected "
        "(in effect already if the file was annotated with these decisions; else the line names words "
        "no one proposed)"
    )


def read_decisions(path: Path) -> list[Decision]:
    """The decisions of a file; a malformed line is an error naming it."""
    try:
        text = read_file(path).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError("not UTF-8", path) from None
    rows = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip() and not line.startswith("#")]
    if not rows:
        return []
    header = rows[0][1].split("\t")
    if [h.strip() for h in header[: len(COLUMNS)]] != list(COLUMNS[: len(header)]) or len(header) < 6:
        spaces = len(header) == 1 and rows[0][1].split()[:6] == list(COLUMNS[:6])
        raise InputError(
            f"expected the header {' / '.join(COLUMNS)}" + (", separated by tabs, not spaces" if spaces else ""),
            path,
            rows[0][0],
        )
    found = []
    seen: dict[tuple[str, str, int, int, str], tuple[int, tuple[str, str, str]]] = {}
    for number, line in rows[1:]:
        # Without quoting, a tab-separated line is its cells split at the tabs (as csv reads it).
        cells = line.split("\t")
        if len(cells) < 6:
            # Copied from a page or typed in an editor that writes spaces for tabs: the row is one
            # cell, and its "decision" would be read as empty.
            spaces = len(line.split()) >= 6
            raise InputError(
                f"expected at least 6 cells separated by tabs (document … decision), found {len(cells)}"
                + ("; the cells are separated by spaces, not tabs" if spaces else ""),
                path,
                number,
            )
        # A short row has fewer cells than columns, a note with tabs more.
        for column, cell in zip(COLUMNS, cells, strict=False):
            if len(cell) > MAX_CELL:
                raise InputError(f"the {column} cell is longer than {MAX_CELL:,} characters", path, number)
        # A tab in a note (a file written by hand) keeps the rest of the note, as a space.
        if len(cells) > len(COLUMNS):
            cells = cells[: len(COLUMNS) - 1] + [" ".join(cells[len(COLUMNS) - 1 :])]
        cells += [""] * (len(COLUMNS) - len(cells))
        document, block, start, end, words, decision, category, corresp, note = (
            c.strip() for c in cells[: len(COLUMNS)]
        )
        if decision not in DECISIONS:
            raise InputError(f"decision {_shortened(decision)!r} is not one of {', '.join(DECISIONS)}", path, number)
        if not (_OFFSET.fullmatch(start) and _OFFSET.fullmatch(end)) or int(start) >= int(end):
            raise InputError(
                f"start and end must be offsets of at most nine digits with start < end, not "
                f"{_shortened(start)!r}, {_shortened(end)!r}",
                path,
                number,
            )
        if decision in ("change", "add") and category not in Category.__members__:
            raise InputError(
                f"{decision} needs a category ({', '.join(Category.__members__)}), not {_shortened(category)!r}",
                path,
                number,
            )
        if decision == "link" and not _POINTER.fullmatch(corresp):
            raise InputError(
                f"link needs a participant's id with its '#' in the corresp column (#A03), not {_shortened(corresp)!r}",
                path,
                number,
            )
        if corresp and not _POINTER.fullmatch(corresp):
            raise InputError(
                f"corresp must be a participant's id with its '#' (#A03), not {_shortened(corresp)!r}", path, number
            )
        key = (document, block, int(start), int(end), words)
        what = (decision, category if decision in ("change", "add") else "", _pointer(corresp))
        if key in seen:
            if seen[key][1] != what:
                raise InputError(
                    f"decides the words {_shortened(words)!r} of line {seen[key][0]} again, otherwise "
                    f"({seen[key][1][0]} there, {decision} here): keep one",
                    path,
                    number,
                )
            continue  # the same decision twice (two reviewers' files joined)
        seen[key] = (number, what)
        found.append(Decision(Span(*key), decision, category, corresp, number, note))
    return found


def format_decisions(decisions: Iterable[Decision]) -> str:
    """The decisions file of ``decisions``, as :func:`read_decisions` reads it (the review report
    writes the same). A tab or line break inside a cell becomes a space: the file has no quoting."""
    rows = ["\t".join(COLUMNS)]
    for d in decisions:
        cells = (
            d.span.document,
            d.span.block,
            str(d.span.start),
            str(d.span.end),
            d.span.text,
            d.decision,
            d.category,
            d.corresp,
            d.note,
        )
        rows.append("\t".join(" ".join(cell.split("\t")).replace("\r", " ").replace("\n", " ") for cell in cells))
    return "\n".join(rows) + "\n"


def _shortened(cell: str, width: int = 20) -> str:
    """A cell as an error message quotes it: one line stays one line, however long the cell."""
    return cell if len(cell) <= width else f"{cell[:width]}… ({len(cell):,} characters)"


def apply_decisions(
    root: etree._Element,
    document: str,
    decisions: Iterable[Decision],
    applied: Applied,
    people: frozenset[str] | None = None,
) -> None:
    """Apply the decisions of ``document`` to the annotated tree ``root`` in place. ``people``:
    every participant's pointer (``#A01``) of the file, where ``root`` holds a part of it."""
    mine = [d for d in decisions if d.span.document == document]
    if not mine:
        return
    by_block: dict[str, Block] = {b.id: b for b in blocks(root, document)}
    # Every participant of the file (//tei:person/@xml:id), also of the other documents of a teiCorpus.
    if people is None:
        people = frozenset(
            "#" + i for person in root.getroottree().iter(tei("person")) if (i := person.get(XML_ID)) is not None
        )
    # Additions last: the annotations they must not cut are then where the reviewer left them.
    for decision in sorted(mine, key=lambda d: d.decision == "add"):
        block = by_block.get(decision.span.block)
        if block is None or block.text[decision.span.start : decision.span.end] != decision.span.text:
            applied.reasons[decision] = not_found(block, decision.span)
            applied.stale.append(decision)
            continue
        why: str | None = None
        if decision.corresp and _pointer(decision.corresp) not in people:
            why = f"no participant {_pointer(decision.corresp)!r} in the file's header"
            done = False
        elif decision.decision == "add":
            why = project_metadata(block.element) or _add(block, decision)
            done = why is None
        else:
            element = _annotation_at(block, decision.span)
            if element is None and decision.decision == "reject":
                applied.unmatched.append(decision)
                continue
            participant = element.get("corresp", "").split()[:1] if element is not None else []
            done = _change(block, decision, element)
            if done and decision.decision == "reject" and element is not None:
                # The repeats were marked because of these words: they go with them. Where the
                # words stay replaced for another reason, completing the repeats marks them again.
                scope = document_scope(block.element, root)
                applied.rejected_repeats[decision] = scope
                if unwrap_repeats(scope, decision.span.text):
                    # Other blocks changed too: every block's spans are read again.
                    by_block = {b.id: b for b in blocks(root, document)}
            if (
                done
                and decision.decision == "reject"
                and participant
                and element is not None
                and category_of(element) == "NICK"
            ):
                applied.rejected_names[decision] = participant[0]
        if why:
            applied.reasons[decision] = why
        if done:
            applied.counts[decision.decision] += 1
            # The block's markup changed: its spans are read again for the next decision.
            text, spans = plain_text(block.element)
            by_block[block.id] = replace(block, text=text, spans=spans)
        else:
            applied.stale.append(decision)


def not_found(block: Block | None, span: Span) -> str:
    """The reason of a decision whose words are not found: what its offsets hold instead, and
    where its words stand in the block, if they do (a reviewer can then tell an edited file from
    a typo); ``block`` None: no block of its id."""
    if block is None:
        return NOT_FOUND + f"no post or text block {_shortened(span.block)!r} in it"
    there = block.text[span.start : span.end]
    said = f"{span.start}-{span.end} holds {_shortened(there)!r}" if there else f"the block ends at {len(block.text)}"
    at = block.text.find(span.text) if span.text else -1
    return NOT_FOUND + said + (f"; the words stand at {at}-{at + len(span.text)}" if at >= 0 else "")


def foreign_documents(decisions: DecisionsFile, known: Iterable[str], where: str) -> list[tuple[int, str]]:
    """(line, what) for each file the decisions name that is not among ``known`` (the names of the
    files in ``where``): nothing would be done for its decisions, and a rejection or addition the
    reviewer made would silently not happen."""
    names = set(known)
    found = []
    for document, mine in decisions.by_document.items():
        if document in names:
            continue
        example = f"; its files are named as {min(names)!r} is" if names else ""
        found.append(
            (
                mine[0].line,
                f"{len(mine)} decision(s) for {document!r}, a file not in {where} (a file is named by its "
                f"path under the folder given{example})",
            )
        )
    return found


# The rule of an occurrence teianon marked because the same words are annotated elsewhere
# (teianon.annotate.repeats, written by teianon.annotate.markup.rule_uri).
REPEAT_RULE = "teianon:repeat.reference"
# The endings a repeat may add to its words (teianon.annotate.repeats): Pauls, Paul's, Horaks'.
ENDINGS = frozenset({"", "s", "'s", "’s", "'", "’", "es", "n", "en"})


def repeats_words(text: str, words: str) -> bool:
    """Whether ``words`` (a repeat's) repeat ``text`` (a proposal's), as the repeats match them:
    in any case, with an inflection ending or a stretched last letter, or an identifying part
    of it alone (``Hein`` of ``Anna Hein``)."""
    folded = " ".join(words.split()).casefold().lstrip("@")
    for form in (text, *identifying_parts(text)):
        form = " ".join(form.split()).casefold()
        if folded.startswith(form) and (folded[len(form) :] in ENDINGS or set(folded[len(form) :]) == {form[-1:]}):
            return True
    return False


def document_scope(element: etree._Element, root: etree._Element) -> etree._Element:
    """Where the repeats of words in ``element`` were completed: its TEI document (a teiCorpus
    holds several), or, in a teiCorpus's own header, that header."""
    document = next(element.iterancestors(tei("TEI")), None)
    if document is not None:
        return document
    return next((a for a in element.iterancestors() if a.getparent() is root), root)


def unwrap_repeats(root: etree._Element, text: str) -> int:
    """Unwrap teianon's repeats of ``text`` under ``root``; how many."""
    found = [
        e
        for e in root.iter(*ANNOTATIONS)
        if e.get("resp") == "#teianon"
        and (e.get("ana") or "").startswith(REPEAT_RULE)
        and repeats_words(text, words_of(e))
    ]
    for element in found:
        unwrap_reference(element)
    return len(found)


def replaced_anyway_line(path: str, decision: Decision, document: str, why: tuple[int, str]) -> str:
    """``d.tsv:2: warning: rejected 'Lindqvist' in p1 of chat.xml is replaced all the same …``:
    a rejection whose words the document replaces for another reason (``why``: in how many
    places, and the reason)."""
    places, reason = why
    return (
        f"{path}:{decision.line}: warning: rejected {decision.span.text!r} in {decision.span.block} of {document} "
        f"is replaced all the same, in {places} place(s): {reason}"
    )


def replaced_reason(elements: list[etree._Element]) -> str:
    """Why words a reviewer rejected are replaced all the same (``elements``: the annotations of
    them that remain)."""
    people = sorted({p.lstrip("#") for e in elements for p in (e.get("corresp") or "").split()[:1]})
    if people:
        return f"they are a name of participant {', '.join(people)} (the header lists it)"
    kept = next((e for e in elements if not (e.get("ana") or "").startswith(REPEAT_RULE)), None)
    # By its post, which names it alike however the file is read (whole, or a document at a time).
    post = next((a for a in kept.iterancestors(tei("post"), tei("posting"))), None) if kept is not None else None
    at = f" in {post.get(XML_ID)}" if post is not None and post.get(XML_ID) else ""
    where = f" ({category_of(kept)}{at})" if kept is not None else ""
    return f"another proposal of the same words stands{where}; reject it too, or put the words on the keep-list"


def still_replaced(root: etree._Element, text: str) -> list[etree._Element]:
    """The annotations under ``root`` that replace ``text`` (or a repeat of it) after a rejection:
    the same words replaced for another reason (another proposal, a participant's name)."""
    return [
        e
        for e in root.iter(*ANNOTATIONS)
        if category_of(e) and not is_public(e.get("subtype")) and repeats_words(text, words_of(e))
    ]


def _annotation_at(block: Block, span: Span) -> etree._Element | None:
    found = [
        e
        for e, (s, e_end) in block.spans.items()
        if e.tag in ANNOTATIONS and (s, e_end) == (span.start, span.end) and category_of(e)
    ]
    return found[-1] if found else None  # the innermost: a nickname inside its addressing term


def _change(block: Block, decision: Decision, element: etree._Element | None) -> bool:
    if element is None:
        return False  # a rejection with nothing to reject is counted apart (Applied.unmatched)
    if decision.decision == "accept":
        element.set("cert", "high")
    elif decision.decision == "reject":
        unwrap_reference(element)
    elif decision.decision == "change":
        _retype(element, Category[decision.category])
        element.set("cert", "high")
    elif decision.decision == "link":
        _retype(element, Category.NICK)
        element.set("corresp", decision.corresp if decision.corresp.startswith("#") else "#" + decision.corresp)
        element.set("cert", "high")
    return True


_TITLE_STMT, _PUBLICATION_STMT = tei("titleStmt"), tei("publicationStmt")


def project_metadata(element: etree._Element) -> str | None:
    """Why an addition in ``element`` is refused, if it is the publisher's own words: the
    header's title (its titleStmt's) or the publicationStmt (its publisher, availability,
    licence, ids). Those words are the publisher's (DESIGN.md, "What stays"): a decisions file
    must not replace them; a policy's ``[[metadata]]`` rule names such a field where it must go.
    (Who collected or transcribed the data, a ``respStmt``, may be a private person: a reviewer's
    addition there is applied.)"""
    parent = element.getparent()
    title = element.tag == tei("title") and parent is not None and parent.tag == _TITLE_STMT
    statement = next((e for e in (element, *element.iterancestors()) if e.tag == _PUBLICATION_STMT), None)
    if not (title or statement is not None and is_project_metadata(element)):
        return None
    kind = "the header's title" if title else "the publicationStmt"
    return (
        f"refused: {kind} is the project's own metadata, the publisher's, not a participant's: a decision "
        "adds nothing there (a policy's [[metadata]] rule replaces a field of it)"
    )


def _retype(element: etree._Element, category: Category) -> None:
    element.tag = tei(category.element)
    element.set("type", category.markup_type)
    if is_public(element.get("subtype")):
        del element.attrib["subtype"]  # a reviewer's type overrules "kept: public"
    if category is not Category.NICK and "corresp" in element.attrib:
        del element.attrib["corresp"]


def _add(block: Block, decision: Decision) -> str | None:
    """Wrap the words of ``decision`` in a new annotation; None when done, else why it cannot be.

    The words may cross markup a reviewer does not see (``Mehmet <hi>Yilmaz</hi>``,
    ``<hi>Meh</hi>met``, ``Meh<lb break="no"/>met``, tokens with different parents): they are
    wrapped by the one wrapping function annotation uses (:func:`teianon.annotate.markup.lift_range`),
    which lifts an end at the edge of an element the words cover wholly over it and refuses to
    cut one (an end inside a ``<w>``, words across two paragraphs or posts). An annotation is never written
    inside another one: words inside an annotation, or exactly its words, are a change of that
    annotation (or a rejection and new marks), not an addition."""
    category = Category[decision.category]
    attributes = {"type": category.markup_type, "resp": "#reviewer", "cert": "high"}
    if decision.corresp:
        attributes["corresp"] = decision.corresp if decision.corresp.startswith("#") else "#" + decision.corresp
    start, end = decision.span.start, decision.span.end
    # The plain text and the runs of character data hold the same characters but white space,
    # so counting the others finds the words' first and last character in the runs.
    before = sum(not c.isspace() for c in block.text[:start])
    length = sum(not c.isspace() for c in block.text[start:end])
    first = _point_at(block.element, before, after=False)
    last = _point_at(block.element, before + length - 1, after=True)
    if first is None or last is None:
        return "its words are not in the text"
    lifted = lift_range(first, last, block.element, over_space=True, whole=frozenset({tei("w")}))
    if isinstance(lifted, str):
        return (
            f"{lifted}: mark words that stand wholly inside it, or all of it"
            if lifted.startswith("it would cut")
            else lifted
        )
    first, last = lifted
    container = first.container
    for element in (container, *container.iterancestors()):
        if element is block.element.getparent():
            break
        if element.tag in ANNOTATIONS and (kind := category_of(element)):
            if block.spans.get(element) == (start, end):
                if kind == decision.category and _pointer(decision.corresp) in ("", element.get("corresp") or ""):
                    # In effect already (a file annotated again with the same decisions), or
                    # teianon proposed the same words: the reviewer's word makes that certain.
                    if element.get("resp") == "#teianon":
                        element.set("cert", "high")
                    return None
                return f"the words are the annotation {words_of(element)!r} already: change it instead"
            return (
                f"it is inside the annotation {words_of(element)!r} ({kind}): change it, or reject it and mark "
                "the parts"
            )
    lo = 0 if first.slot == "text" else container.index(first.owner) + 1
    hi = container.index(last.owner) + 1 if last.slot == "tail" else lo
    covered = [e for m in list(container)[lo:hi] for e in m.iter(*ANNOTATIONS) if category_of(e)]
    if covered:
        return (
            f"it covers the annotation {words_of(covered[0])!r} ({category_of(covered[0])}): change or reject "
            "that instead"
        )
    wrap_lifted(first, last, etree.Element(tei(category.element), attributes))
    return None


def _point_at(block: etree._Element, n: int, after: bool) -> Point | None:
    """The place of the block's n-th (0-based) character that is not white space: before it,
    or with ``after`` just after it."""
    seen = 0
    for owner, slot in _runs(block):
        value = (owner.text if slot == "text" else owner.tail) or ""
        here = sum(not c.isspace() for c in value)
        if seen + here > n:
            return Point(owner, slot, _nth_visible(value, n - seen) + after)
        seen += here
    return None


def _nth_visible(value: str, n: int) -> int:
    """The index in ``value`` of its n-th (0-based) character that is not white space."""
    count = -1
    for i, char in enumerate(value):
        if not char.isspace():
            count += 1
            if count == n:
                return i
    raise ValueError(n)


def _runs(element: etree._Element) -> Iterator[tuple[etree._Element, Slot]]:
    """(owner, "text"/"tail") of every run of character data below ``element``, in order."""
    yield element, "text"
    for child in element:
        if isinstance(child.tag, str):
            yield from _runs(child)
        yield child, "tail"
