"""Annotate: write resolved mentions into the TEI as ``<name>``/``<ref>`` elements.

Only elements are added; every existing node, attribute, ``xml:id``, comment and character
keeps its place and value (the tests compare trees). Tokenised posts get the annotation around
whole ``<w>`` elements; where a mention is only part of a token (``@lela2`` or ``lela2:`` as one
``<w>``), the name inside the token is marked with ``<m function="name">`` as in DOCC 2.1.
Untokenised posts get the annotation around the exact characters.

lxml keeps character data in ``.text`` and ``.tail``; moving an element moves its tail with
it. All of that bookkeeping lives in :func:`wrap_range` and :func:`wrap_siblings`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

import regex
from lxml import etree

from . import __version__
from .detect import Detector, DocumentContext, detect
from .lists import is_country_word, key_of
from .mention import Category, Mention
from .repeats import find_repeats, participant_targets, pattern_of, repeats
from .resolve import is_statistical, select
from .tei import Document, element_id, tei
from .textview import Piece, PostText, character_pieces

TOOL_ID = "teianon"
# Categories whose proposals wait for a reviewer (low certainty) and may hold other references.
HELD = frozenset({Category.IMPLICIT, Category.CITATION})
RESP = f"#{TOOL_ID}"


def annotation_element(mention: Mention, *, outer: bool = True) -> etree._Element:
    """The empty ``<name>``/``<ref>`` for a mention (``outer=False``: the name of an addressing term)."""
    if mention.is_addressing and outer:
        element = etree.Element(tei("ref"))
        element.set("type", "addressingTerm")
    else:
        element = etree.Element(tei(mention.category.element))
        element.set("type", mention.category.markup_type)
    if mention.corresp:
        element.set("corresp", f"#{mention.corresp}")
    element.set("resp", RESP)
    element.set("cert", mention.cert)
    if mention.source:
        # The rule that proposed it, for the review and the evaluation: teianon:nickname.part-clipped
        element.set("ana", rule_uri(mention.source))
    return element


def rule_uri(source: str) -> str:
    """A detector's rule as a URI of teianon's own scheme (``@ana`` takes URIs)."""
    return "teianon:" + regex.sub(r"[^\w.+\-]", ".", source.replace(":", ".", 1))


# --- untokenised text -----------------------------------------------------------------------

Slot = Literal["text", "tail"]


@dataclass(frozen=True)
class Point:
    """A position in character data: ``offset`` characters into ``owner.text`` or ``owner.tail``."""

    owner: etree._Element
    slot: Slot
    offset: int

    @property
    def container(self) -> etree._Element:
        return self.owner if self.slot == "text" else self.owner.getparent()

    @property
    def value(self) -> str:
        return (self.owner.text if self.slot == "text" else self.owner.tail) or ""


def _set_slot(owner: etree._Element, slot: Slot, value: str) -> None:
    if slot == "text":
        owner.text = value or None
    else:
        owner.tail = value or None


def _depth(element: etree._Element) -> int:
    return sum(1 for _ in element.iterancestors())


def _lift_start(point: Point, limit: etree._Element) -> Point | None:
    """The same start, one level up: possible where the point opens an element's content."""
    if point.slot != "text" or point.offset != 0 or point.owner is limit:
        return None
    element = point.owner
    previous = element.getprevious()
    if previous is not None:
        return Point(previous, "tail", len(previous.tail or ""))
    parent = element.getparent()
    return Point(parent, "text", len(parent.text or ""))


def _lift_end(point: Point, limit: etree._Element) -> Point | None:
    """The same end, one level up: possible where the point closes an element's content."""
    if point.offset != len(point.value):
        return None
    if point.slot == "text":
        if len(point.owner) or point.owner is limit:
            return None
        return Point(point.owner, "tail", 0)
    parent = point.owner.getparent()
    if parent is limit or point.owner.getnext() is not None:
        return None
    return Point(parent, "tail", 0)


def wrap_range(start: Point, end: Point, wrapper: etree._Element, limit: etree._Element) -> bool:
    """Move everything between two points into ``wrapper``; False where they cannot share a parent."""
    while start.container is not end.container:
        lifted: Point | None
        if _depth(start.container) >= _depth(end.container):
            lifted = _lift_start(start, limit)
            if lifted is None:
                return False
            start = lifted
        else:
            lifted = _lift_end(end, limit)
            if lifted is None:
                return False
            end = lifted
    parent = start.container
    first = 0 if start.slot == "text" else parent.index(start.owner) + 1
    if start.owner is end.owner and start.slot == end.slot:
        value = start.value
        wrapper.text = value[start.offset : end.offset] or None
        wrapper.tail = value[end.offset :] or None
        _set_slot(start.owner, start.slot, value[: start.offset])
        parent.insert(first, wrapper)
        return True
    last = parent.index(end.owner)  # end.slot is "tail" here: its owner is inside the range
    start_value, end_value = start.value, end.value
    wrapper.text = start_value[start.offset :] or None
    _set_slot(start.owner, start.slot, start_value[: start.offset])
    end.owner.tail = end_value[: end.offset] or None
    wrapper.tail = end_value[end.offset :] or None
    moved = list(parent)[first : last + 1]
    parent.insert(first, wrapper)
    for child in moved:
        wrapper.append(child)
    return True


def _point(pieces: Iterable[Piece], offset: int, *, at_end: bool) -> Point | None:
    for piece in pieces:
        if piece.start <= offset < piece.end or (at_end and piece.start < offset <= piece.end):
            return Point(piece.owner, piece.slot, offset - piece.start)
    return None


def _wrap_chars(pieces: list[Piece], start: int, end: int, wrapper: etree._Element, limit: etree._Element) -> list[etree._Element]:
    """Wrap characters ``start..end``; split per run of character data if they cross markup."""
    a, b = _point(pieces, start, at_end=False), _point(pieces, end, at_end=True)
    if a is not None and b is not None and wrap_range(a, b, wrapper, limit):
        return [wrapper]
    made = []
    for piece in reversed(pieces):
        lo, hi = max(start, piece.start), min(end, piece.end)
        if lo < hi:
            part = etree.Element(wrapper.tag, dict(wrapper.attrib))
            if wrap_range(Point(piece.owner, piece.slot, lo - piece.start), Point(piece.owner, piece.slot, hi - piece.start), part, limit):
                made.append(part)
    return made


def _write_untokenised(view: PostText, mentions: list[Mention], nested: list[Mention] = ()) -> list[Mention]:
    """Write ``mentions``; ``nested`` lie inside some of them and are written inside those."""
    written: list[Mention] = []
    for mention in sorted(mentions, key=lambda m: m.start, reverse=True):
        outer = annotation_element(mention)
        made = _wrap_chars(list(view.pieces), mention.start, mention.end, outer, view.post)
        if mention.is_addressing and made == [outer]:
            inner = annotation_element(mention, outer=False)
            assert mention.name_start is not None and mention.name_end is not None
            local = list(character_pieces(outer))
            _wrap_chars(local, mention.name_start - mention.start, mention.name_end - mention.start, inner, outer)
        inside = [m for m in nested if mention.contains(m)]
        if inside and made == [outer]:
            local_view = PostText(outer, view.text[mention.start : mention.end], (), False, character_pieces(outer))
            shifted = [replace(m, start=m.start - mention.start, end=m.end - mention.start,
                               name_start=None if m.name_start is None else m.name_start - mention.start,
                               name_end=None if m.name_end is None else m.name_end - mention.start) for m in inside]
            written += _write_untokenised(local_view, shifted)
        if made:
            written.append(mention)
    return written


# --- tokenised text -------------------------------------------------------------------------


def wrap_siblings(first: etree._Element, last: etree._Element, wrapper: etree._Element) -> None:
    """Put ``first`` .. ``last`` (siblings) and what lies between them into ``wrapper``.

    The text before ``first`` and the tail of ``last`` stay outside.
    """
    parent = first.getparent()
    i, j = parent.index(first), parent.index(last)
    moved = list(parent)[i : j + 1]
    wrapper.tail, last.tail = last.tail, None
    parent.insert(i, wrapper)
    for child in moved:
        wrapper.append(child)


def mark_inside_token(token: etree._Element, start: int, end: int) -> bool:
    """Mark characters ``start..end`` of a text-only ``<w>`` with ``<m function="name">``."""
    if len(token) or not token.text:
        return False
    m = etree.SubElement(token, tei("m"))
    m.set("function", "name")
    text = token.text
    token.text, m.text, m.tail = text[:start] or None, text[start:end], text[end:] or None
    return True


def _token_runs(view: PostText, start: int, end: int) -> list[list[int]]:
    """Indices of the tokens a span touches, grouped by parent element."""
    runs: list[list[int]] = []
    for i, token in enumerate(view.tokens):
        if token.start < end and start < token.end:
            if runs and view.tokens[runs[-1][-1]].element.getparent() is token.element.getparent():
                runs[-1].append(i)
            else:
                runs.append([i])
    return runs


def _write_tokenised(view: PostText, mentions: list[Mention]) -> list[Mention]:
    written: list[Mention] = []
    touched: set[int] = set()
    for mention in mentions:
        runs = _token_runs(view, mention.start, mention.end)
        indices = [i for run in runs for i in run]
        if not indices or touched & set(indices):
            continue
        touched.update(indices)
        tokens = view.tokens
        outer = annotation_element(mention)
        if len(indices) == 1:
            token = tokens[indices[0]]
            lo, hi = (mention.name_start, mention.name_end) if mention.is_addressing else (mention.start, mention.end)
            assert lo is not None and hi is not None
            lo, hi = max(lo, token.start) - token.start, min(hi, token.end) - token.start
            if (lo, hi) != (0, len(token.text)):
                mark_inside_token(token.element, lo, hi)
            wrap_siblings(token.element, token.element, outer)
            written.append(mention)
            continue
        for run in runs:
            part = outer if run is runs[0] else etree.Element(outer.tag, dict(outer.attrib))
            wrap_siblings(tokens[run[0]].element, tokens[run[-1]].element, part)
        if mention.is_addressing and len(runs) == 1:
            names = [i for i in indices if tokens[i].start < mention.name_end and mention.name_start < tokens[i].end]
            if names and len(names) < len(indices):
                inner = annotation_element(mention, outer=False)
                wrap_siblings(tokens[names[0]].element, tokens[names[-1]].element, inner)
        written.append(mention)
    return written


# --- documents ------------------------------------------------------------------------------


def write_mentions(view: PostText, mentions: list[Mention], nested: list[Mention] = ()) -> list[Mention]:
    """Write resolved, non-overlapping mentions into the post; returns those written.

    ``nested`` mentions lie inside one of ``mentions`` (a name inside a quotation proposed as
    CITATION) and are written inside it.
    """
    if view.tokenised:
        return _write_tokenised(view, mentions) + _write_tokenised(view, list(nested))
    outside = [m for m in nested if not any(c.contains(m) for c in mentions)]
    return _write_untokenised(view, [*mentions, *outside], [m for m in nested if m not in outside])


def annotate_document(
    document: Document,
    detectors: list[Detector],
    categories: frozenset[Category] | None = None,
    keep: frozenset[str] = frozenset(),
    warnings: list[str] | None = None,
    *,
    countries: bool = False,
) -> Counter[str]:
    """Detect, resolve and write the references of one TEI document; counts per category.

    Names on the ``keep`` list (cited authors, public figures) are never annotated, nor is
    any proposal that overlaps one of their occurrences; the names of participants of the public
    sphere (``role="celebrity"``) only as a link to that participant, whom the post-processor
    leaves as written. Country names and language or nationality words are
    proposed only with ``countries``. Problems with the document's header (a participant
    without a name) are added to ``warnings``.
    """
    context = DocumentContext.of(document)
    if warnings is not None:
        warnings.extend(context.warnings)
    counts: Counter[str] = Counter()
    kept = _keep_pattern(keep)
    public, public_ids = _keep_pattern(public_names(document)), _public_ids(document)
    # Outside the posts the linker has no conversation to weigh: a participant's name there is
    # taken as it is written (the settingDesc's "Kara hat Paul gebeten").
    names = participant_targets(document.participants)
    names_pattern = pattern_of(names)
    for view in (*context.views, *context.text_views):
        if not view.text.strip():
            continue
        proposals = detect(view, context, detectors, categories)
        if names_pattern is not None and (categories is None or Category.NICK in categories):
            occurrences = find_repeats(view, names, names_pattern)
            if not view.conversational:
                proposals += occurrences
            else:
                # In a post the linker decides about a participant's name, and the repeats
                # pass completes it; a tagger's person there ("Paul") would hide the link.
                proposals = [p for p in proposals if not (
                    is_statistical(p) and p.category is Category.PER and any(p.overlaps(o) for o in occurrences))]
        proposals = _outside_kept(kept, view, proposals)
        proposals = _outside_kept(public, view, proposals, public_ids)
        if not countries:
            proposals = [p for p in proposals if not is_country_reference(view, p)]
        # An unconfirmed IMPLICIT or CITATION proposal waits for a reviewer; the names, places
        # and numbers inside it are references in their own right, nested inside it.
        held = [p for p in proposals if p.category in HELD]
        chosen = select(p for p in proposals if p.category not in HELD)
        containers = [c for c in select(held) if not any(c.overlaps(m) and not c.contains(m) for m in chosen)]
        inner = [m for m in chosen if any(c.contains(m) for c in containers)]
        outer = containers + [m for m in chosen if m not in inner]
        for mention in write_mentions(view, outer, inner):
            counts[mention.category.name] += 1
    counts += complete_repeats(document, keep, categories)
    return counts


def complete_repeats(document: Document, keep: frozenset[str] = frozenset(),
                     categories: frozenset[Category] | None = None) -> Counter[str]:
    """Mark every further occurrence of what the document's annotations replace (see
    :mod:`teianon.repeats`); counts per category."""
    counts: Counter[str] = Counter()
    kept = _keep_pattern(keep)
    public, public_ids = _keep_pattern(public_names(document)), _public_ids(document)
    for view, found in repeats(document, categories):
        found = _outside_kept(public, view, _outside_kept(kept, view, found), public_ids)
        for mention in write_mentions(view, found):
            counts[mention.category.name] += 1
    return counts


def _public_ids(document: Document) -> frozenset[str]:
    return frozenset(p.id for p in document.participants if p.is_public)


def public_names(document: Document) -> frozenset[str]:
    """Names of the participants of the public sphere, and the surname of each full name
    (``Günther Beckstein``, ``Beckstein``): they stay wherever they are written, linked to the
    participant at most (the post-processor replaces no public participant)."""
    names: set[str] = set()
    for participant in document.participants:
        if participant.is_public:
            for name in (*participant.names, *participant.nicknames):
                names.add(name)
                parts = name.split()
                if len(parts) > 1 and len(parts[-1]) > 3:
                    names.add(parts[-1])
    return frozenset(names)


# Categories under which a country or a language word may be proposed.
_PLACE_LIKE = frozenset({Category.GPE, Category.LOC, Category.GEO_DE, Category.ORG, Category.OTH})


def is_country_reference(view: PostText, mention: Mention) -> bool:
    """``Deutschland``, ``Spanisch``, ``Amerikaner``: a country, or a word derived from one."""
    if mention.category not in _PLACE_LIKE or mention.corresp:
        return False
    return is_country_word(key_of(view.text[mention.start : mention.end].lstrip("#")))


def _outside_kept(kept: regex.Pattern[str] | None, view: PostText, mentions: list[Mention],
                  linked_to: frozenset[str] = frozenset()) -> list[Mention]:
    """The mentions that overlap no occurrence of a kept name, or are linked to one of
    ``linked_to`` (a public participant)."""
    if kept is None:
        return mentions
    protected = [m.span() for m in kept.finditer(view.text)]
    return [p for p in mentions
            if p.corresp in linked_to or not any(p.start < e and s < p.end for s, e in protected)]


@lru_cache(maxsize=8)
def _keep_pattern(keep: frozenset[str]) -> regex.Pattern[str] | None:
    # Cached: a teiCorpus file asks once per TEI document, with the same keep-list each time.
    if not keep:
        return None
    alternatives = sorted((r"\s+".join(regex.escape(w) for w in k.split()) for k in keep), key=len, reverse=True)
    return regex.compile(r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])", regex.IGNORECASE)


def declare_tool(root: etree._Element) -> None:
    """Declare teianon in the outermost header (``appInfo``), the target of ``@resp="#teianon"``."""
    header = root.find(tei("teiHeader"))
    if header is None:
        return
    for application in header.iter(tei("application")):
        if element_id(application) == TOOL_ID:
            application.set("version", __version__)
            return
    encoding = header.find(tei("encodingDesc"))
    if encoding is None:
        encoding = etree.Element(tei("encodingDesc"))
        file_desc = header.find(tei("fileDesc"))
        position = header.index(file_desc) + 1 if file_desc is not None else 0
        _insert_with_indent(header, position, encoding)
    app_info = encoding.find(tei("appInfo"))
    if app_info is None:
        app_info = etree.Element(tei("appInfo"))
        _insert_with_indent(encoding, len(encoding), app_info)
    application = etree.Element(tei("application"))
    application.set("{http://www.w3.org/XML/1998/namespace}id", TOOL_ID)
    application.set("ident", "teianon")
    application.set("version", __version__)
    label = etree.SubElement(application, tei("label"))
    label.text = "teianon"
    desc = etree.SubElement(application, tei("desc"))
    desc.text = (
        "Automatic detection of sensitive references; annotations with resp=\"#teianon\" "
        "are proposals for review, with their certainty in @cert."
    )
    _insert_with_indent(app_info, len(app_info), application)


def _insert_with_indent(parent: etree._Element, index: int, child: etree._Element) -> None:
    """Insert ``child`` with a copy of the whitespace before its place as its own tail.

    So the new element sits on a line of its own, and removing it (with its tail) gives back
    the original text nodes exactly.
    """
    before = parent[index - 1].tail if index > 0 else parent.text
    parent.insert(index, child)
    child.tail = before if before and not before.strip() else None
