"""Markup: write resolved mentions into the TEI as ``<name>``/``<ref>`` elements.

Only elements are added; every existing node, attribute, ``xml:id``, comment and character
keeps its place and value (the tests compare trees). Tokenised posts get the annotation around
whole ``<w>`` elements; where a mention is only part of a token (``@lela2`` or ``lela2:`` as one
``<w>``), the name inside the token is marked with ``<m function="name">`` as in DOCC 2.1.
Untokenised posts get the annotation around the exact characters.

lxml keeps character data in ``.text`` and ``.tail``; moving an element moves its tail with
it. All of that bookkeeping lives in :func:`wrap_range` and :func:`wrap_siblings`.
"""

from __future__ import annotations

import operator
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

import regex
from lxml import etree

from ..mention import Category, Mention
from ..read.name_markup import corpus_names, is_project_name, participant_names, participant_of, project_names
from ..read.tei import Participant, corpus_headers_of, read_participants, tei
from ..read.textview import Piece, PostText, Token, character_pieces
from .markup_public import document_evidence, public_mention
from .public import Evidence
from .resolve import contained
from .siblings import visible as _visible
from .siblings import whole_elements

TOOL_ID = "teianon"
RESP = f"#{TOOL_ID}"


def annotation_element(mention: Mention, *, outer: bool = True) -> etree._Element:
    """The empty ``<name>``/``<ref>`` for a mention (``outer=False``: the name of an addressing term)."""
    if mention.is_addressing and outer:
        element = etree.Element(tei("ref"))
        element.set("type", "addressingTerm")
    else:
        element = etree.Element(tei(mention.category.element))
        element.set("type", mention.category.markup_type)
    if mention.subtype and not (mention.is_addressing and outer):
        element.set("subtype", mention.subtype)
    if mention.corresp:
        element.set("corresp", f"#{mention.corresp}")
    element.set("resp", RESP)
    element.set("cert", mention.cert)
    if mention.source:
        # The rule that proposed it, for the review and the evaluation: teianon:nickname.part-clipped
        element.set("ana", rule_uri(mention.source))
    return element


_NOT_IN_RULE_URI = regex.compile(r"[^\w.+\-]")


def rule_uri(source: str) -> str:
    """A detector's rule as a URI of teianon's own scheme (``@ana`` takes URIs)."""
    return "teianon:" + _NOT_IN_RULE_URI.sub(".", source.replace(":", ".", 1))


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
        return self.owner if self.slot == "text" else parent_of(self.owner)

    @property
    def value(self) -> str:
        return (self.owner.text if self.slot == "text" else self.owner.tail) or ""


def parent_of(element: etree._Element) -> etree._Element:
    """The parent of an element that has one (a tail's owner or a token inside a post)."""
    parent = element.getparent()
    assert parent is not None, "an element of a post always has a parent"
    return parent


def _set_slot(owner: etree._Element, slot: Slot, value: str) -> None:
    if slot == "text":
        owner.text = value or None
    else:
        owner.tail = value or None


def _depth(element: etree._Element) -> int:
    return sum(1 for _ in element.iterancestors())


def _words(element: etree._Element) -> str:
    """The words of an element, white space made single spaces (for a reason given to a person)."""
    return " ".join(_itertext(element).split())


def _itertext(element: etree._Element) -> str:
    # lxml-stubs type itertext()'s pieces str | bytes; lxml gives str (the isinstance says so).
    return "".join(t for t in element.itertext() if isinstance(t, str))


def _text_below(element: etree._Element) -> str:
    """All character data below ``element`` but comments' and processing instructions' own."""
    parts = [element.text or ""]
    for child in element:
        if isinstance(child.tag, str):
            parts.append(_text_below(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _before(point: Point) -> str:
    """The character data of the point's container before the point."""
    container = point.container
    if point.slot == "text":
        return point.value[: point.offset]
    parts = [container.text or ""]
    for child in container:
        if isinstance(child.tag, str):
            parts.append(_text_below(child))
        if child is point.owner:
            parts.append(point.value[: point.offset])
            break
        parts.append(child.tail or "")
    return "".join(parts)


def _after(point: Point) -> str:
    """The character data of the point's container after the point."""
    container = point.container
    parts = [point.value[point.offset :]]
    children = list(container)
    following = children if point.slot == "text" else children[children.index(point.owner) + 1 :]
    for child in following:
        if isinstance(child.tag, str):
            parts.append(_text_below(child))
        parts.append(child.tail or "")
    return "".join(parts)


# A reference never crosses a post's boundary (a quoted post inside a post).
POSTS = frozenset({tei("post"), tei("posting")})


def _lift_start(point: Point, limit: etree._Element, over_space: bool = False) -> Point | None:
    """The same start, one level up: possible where the point opens an element's content (with
    ``over_space``, where only white space and empty elements stand before it in the element)."""
    element = point.container
    if element is limit or element.tag in POSTS:
        return None
    if over_space:
        if _visible(_before(point)):
            return None
    elif point.slot != "text" or point.offset != 0:
        return None
    previous = element.getprevious()
    if previous is not None:
        return Point(previous, "tail", len(previous.tail or ""))
    parent = parent_of(element)
    return Point(parent, "text", len(parent.text or ""))


def _lift_end(point: Point, limit: etree._Element, over_space: bool = False) -> Point | None:
    """The same end, one level up: possible where the point closes an element's content (with
    ``over_space``, where only white space and empty elements stand after it in the element)."""
    element = point.container
    if element is limit or element.tag in POSTS:
        return None
    if over_space:
        if _visible(_after(point)):
            return None
    elif point.offset != len(point.value) or (
        len(point.owner) if point.slot == "text" else point.owner.getnext() is not None
    ):
        return None
    return Point(element, "tail", 0)


def _refusal(element: etree._Element, limit: etree._Element) -> str:
    """Why an end cannot be lifted out of ``element``."""
    if element.tag in POSTS and element is not limit:
        return "it would cross a post's boundary"
    if element is limit:
        return "it reaches beyond its block"
    return f"it would cut <{etree.QName(element).localname}> {_words(element)!r}"


def lift_range(
    start: Point, end: Point, limit: etree._Element, *, over_space: bool = False, whole: frozenset[str] = frozenset()
) -> tuple[Point, Point] | str:
    """The same two points in one element, or why they cannot be without cutting one.

    An end that stands at the edge of an element's content is lifted out of it (before it for
    the start, after it for the end), the deeper end first, until both stand in one element;
    elements whose tag is in ``whole`` (``<w>``: a reference holds whole tokens) are never the
    one, both ends are lifted out of them too. With ``over_space``, white space and empty
    elements at the edge do not keep an end inside (a reviewer's words, given without them).
    ``limit`` (the post or block) is never left."""
    while True:
        while start.container is not end.container:
            if _depth(start.container) >= _depth(end.container):
                lifted = _lift_start(start, limit, over_space)
                if lifted is None:
                    return _refusal(start.container, limit)
                start = lifted
            else:
                lifted = _lift_end(end, limit, over_space)
                if lifted is None:
                    return _refusal(end.container, limit)
                end = lifted
        inside = [e for e in (start.container, *start.container.iterancestors()) if e.tag in whole]
        if not inside or not any(a is limit for a in inside[0].iterancestors()):
            return start, end
        lifted = _lift_start(start, limit, over_space)
        if lifted is None:
            return _refusal(start.container, limit)
        start = lifted


def wrap_lifted(start: Point, end: Point, wrapper: etree._Element) -> None:
    """Move everything between two points of one element (:func:`lift_range`) into ``wrapper``."""
    parent = start.container
    first = 0 if start.slot == "text" else parent.index(start.owner) + 1
    if start.owner is end.owner and start.slot == end.slot:
        value = start.value
        wrapper.text = value[start.offset : end.offset] or None
        wrapper.tail = value[end.offset :] or None
        _set_slot(start.owner, start.slot, value[: start.offset])
        parent.insert(first, wrapper)
        return
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


def wrap_range(start: Point, end: Point, wrapper: etree._Element, limit: etree._Element) -> bool:
    """Move everything between two points into ``wrapper``; False where they cannot share a parent."""
    lifted = lift_range(start, end, limit)
    if isinstance(lifted, str):
        return False
    wrap_lifted(*lifted, wrapper)
    return True


def _point(pieces: Sequence[Piece], offset: int, *, at_end: bool, starts: Sequence[int] | None = None) -> Point | None:
    """The point at ``offset``, in the first piece that holds it (``at_end``: that ends at it or
    after it). ``starts``, the pieces' starts, finds it by bisection: pieces are non-empty and
    follow one another, so only the last piece starting at or before the offset can hold it,
    or, for an end, the one before that."""
    if starts is None:
        starts = [piece.start for piece in pieces]
    i = bisect_right(starts, offset) - 1
    for j in (i - 1, i) if at_end else (i,):
        if j >= 0:
            piece = pieces[j]
            if piece.start <= offset < piece.end or (at_end and piece.start < offset <= piece.end):
                return Point(piece.owner, piece.slot, offset - piece.start + piece.skip)
    return None


def _wrap_chars(
    pieces: Sequence[Piece],
    start: int,
    end: int,
    wrapper: etree._Element,
    limit: etree._Element,
    starts: Sequence[int] | None = None,
    text: str | None = None,
) -> list[etree._Element]:
    """Wrap characters ``start..end``; split per run of character data if they cross markup. A
    run of white space alone between two elements (``text``, the view's) gets no part: it holds
    no word of the reference, and its placeholder would be one more, empty reference."""
    a = _point(pieces, start, at_end=False, starts=starts)
    b = _point(pieces, end, at_end=True, starts=starts)
    if a is not None and b is not None and wrap_range(a, b, wrapper, limit):
        return [wrapper]
    made = []
    for piece in reversed(pieces):
        lo, hi = max(start, piece.start), min(end, piece.end)
        if lo < hi and (text is None or text[lo:hi].strip()):
            part = _empty_like(wrapper)
            first = Point(piece.owner, piece.slot, lo - piece.start + piece.skip)
            last = Point(piece.owner, piece.slot, hi - piece.start + piece.skip)
            if wrap_range(first, last, part, limit):
                made.append(part)
    return made


def _fill_slot(owner: etree._Element, slot: Slot, wraps: list[tuple[int, int, etree._Element]]) -> None:
    """Wrap several stretches of one run of character data (``(start, end, wrapper)``, in text
    order, not overlapping) at once: the same tree as :func:`wrap_lifted` for each, from the last
    to the first, without copying the rest of the run again for each (a long post with thousands
    of mentions)."""
    value = (owner.text if slot == "text" else owner.tail) or ""
    _set_slot(owner, slot, value[: wraps[0][0]])
    previous: etree._Element | None = None
    for k, (lo, hi, wrapper) in enumerate(wraps):
        following = wraps[k + 1][0] if k + 1 < len(wraps) else len(value)
        wrapper.text = value[lo:hi] or None
        wrapper.tail = value[hi:following] or None
        if previous is not None:
            previous.addnext(wrapper)
        elif slot == "text":
            owner.insert(0, wrapper)
        else:
            owner.addnext(wrapper)
        previous = wrapper


def _inside(nested: Sequence[Mention], starts: Sequence[int], mention: Mention) -> list[Mention]:
    """The ``nested`` mentions (sorted by start, ``starts`` theirs) that ``mention`` contains."""
    lo, hi = bisect_left(starts, mention.start), bisect_right(starts, mention.end)
    return [m for m in nested[lo:hi] if mention.contains(m)]


def _write_untokenised(view: PostText, mentions: list[Mention], nested: Sequence[Mention] = ()) -> list[Mention]:
    """Write ``mentions``; ``nested`` lie inside some of them and are written inside those.

    From the last mention to the first, so that the pieces before a mention keep their place.
    A mention inside one run of character data (nearly all) waits with the others of its run
    until a mention that crosses markup comes, or the end: then each run is rebuilt once
    (:func:`_fill_slot`). The addressing terms' names and the nested mentions are written into
    their wrappers after that."""
    pieces = view.pieces
    starts = [piece.start for piece in pieces]
    nested = sorted(nested, key=lambda m: m.start)
    nested_starts = [m.start for m in nested]
    written: list[Mention] = []
    waiting: dict[int, list[tuple[int, int, etree._Element]]] = {}
    wrapped: list[tuple[Mention, etree._Element]] = []

    def fill() -> None:
        for index, wraps in waiting.items():
            wraps.reverse()
            _fill_slot(pieces[index].owner, pieces[index].slot, wraps)
        waiting.clear()

    for mention in sorted(mentions, key=lambda m: m.start, reverse=True):
        outer = annotation_element(mention)
        a = _point(pieces, mention.start, at_end=False, starts=starts)
        b = _point(pieces, mention.end, at_end=True, starts=starts)
        if a is not None and b is not None and a.owner is b.owner and a.slot == b.slot:
            wraps = waiting.setdefault(bisect_right(starts, mention.start) - 1, [])
            # Mentions do not overlap; one that did would be wrapped alone as before.
            if not wraps or (b.offset <= wraps[-1][0] and a.offset < wraps[-1][0]):
                wraps.append((a.offset, b.offset, outer))
                wrapped.append((mention, outer))
                continue
        fill()
        made = _wrap_chars(pieces, mention.start, mention.end, outer, view.post, starts, view.text)
        if made == [outer]:
            wrapped.append((mention, outer))
        elif made:
            written.append(mention)
    fill()
    for mention, outer in wrapped:
        if mention.is_addressing:
            inner = annotation_element(mention, outer=False)
            assert mention.name_start is not None and mention.name_end is not None
            local = list(character_pieces(outer))
            _wrap_chars(local, mention.name_start - mention.start, mention.name_end - mention.start, inner, outer)
        inside = _inside(nested, nested_starts, mention)
        if inside:
            local_view = PostText(outer, view.text[mention.start : mention.end], (), False, character_pieces(outer))
            shifted = [
                replace(
                    m,
                    start=m.start - mention.start,
                    end=m.end - mention.start,
                    name_start=None if m.name_start is None else m.name_start - mention.start,
                    name_end=None if m.name_end is None else m.name_end - mention.start,
                )
                for m in inside
            ]
            written += _write_untokenised(local_view, shifted)
        written.append(mention)
    return written


# --- tokenised text -------------------------------------------------------------------------


def wrap_siblings(first: etree._Element, last: etree._Element, wrapper: etree._Element) -> None:
    """Put ``first`` .. ``last`` (siblings) and what lies between them into ``wrapper``.

    The text before ``first`` and the tail of ``last`` stay outside.
    """
    # Walked from first to last, not by index: a post of thousands of tokens would otherwise be
    # listed whole for each mention.
    moved = [first]
    while moved[-1] is not last:
        following = moved[-1].getnext()
        if following is None:  # last is not after first: nothing between them, as a slice gives
            moved = []
            break
        moved.append(following)
    wrapper.tail, last.tail = last.tail, None
    first.addprevious(wrapper)
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


def _token_runs(
    view: PostText, start: int, end: int, starts: Sequence[int] | None = None, ends: Sequence[int] | None = None
) -> list[list[int]]:
    """Indices of the tokens a span touches, grouped by parent element. ``starts`` and ``ends``
    (the tokens', both in order) find them by bisection."""
    if starts is None or ends is None:
        candidates: Iterable[int] = range(len(view.tokens))
    else:
        candidates = range(bisect_right(ends, start), bisect_left(starts, end))
    runs: list[list[int]] = []
    for i in candidates:
        token = view.tokens[i]
        if token.start < end and start < token.end:
            if runs and _w(view.tokens[runs[-1][-1]]).getparent() is _w(token).getparent():
                runs[-1].append(i)
            else:
                runs.append([i])
    return runs


def _w(token: Token) -> etree._Element:
    """The ``<w>`` of a token of a tokenised post (every one has its element)."""
    assert token.element is not None, "a token of a tokenised post has its <w>"
    return token.element


def _empty_like(element: etree._Element) -> etree._Element:
    """An element of the same name and attributes (in their order), without content."""
    copy = etree.Element(element.tag)
    for name, value in element.attrib.items():
        copy.set(name, value)
    return copy


def _write_tokenised(view: PostText, mentions: list[Mention]) -> list[Mention]:
    written: list[Mention] = []
    touched: set[int] = set()
    starts = [token.start for token in view.tokens]
    ends = [token.end for token in view.tokens]
    ordered = all(map(operator.le, starts, starts[1:])) and all(map(operator.le, ends, ends[1:]))
    for mention in mentions:
        runs = _token_runs(view, mention.start, mention.end, *((starts, ends) if ordered else ()))
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
                mark_inside_token(_w(token), lo, hi)
            wrap_siblings(_w(token), _w(token), outer)
            written.append(mention)
            continue
        whole = whole_elements(view, [_w(tokens[i]) for i in indices]) if len(runs) > 1 else None
        if whole is not None:
            wrap_siblings(*whole, outer)
        else:
            for run in runs:
                part = outer if run is runs[0] else _empty_like(outer)
                wrap_siblings(_w(tokens[run[0]]), _w(tokens[run[-1]]), part)
        if mention.is_addressing and (whole is not None or len(runs) == 1):
            assert mention.name_start is not None and mention.name_end is not None
            named = [
                _w(t) for t in (tokens[i] for i in indices) if t.start < mention.name_end and mention.name_start < t.end
            ]
            # The name's own tokens must be siblings to be wrapped (in one reference they may not be).
            if named and len(named) < len(indices) and named[0].getparent() is named[-1].getparent():
                wrap_siblings(named[0], named[-1], annotation_element(mention, outer=False))
        written.append(mention)
    return written


# --- documents ------------------------------------------------------------------------------
def write_mentions(view: PostText, mentions: list[Mention], nested: Sequence[Mention] = ()) -> list[Mention]:
    """Write resolved, non-overlapping mentions into the post; returns those written.

    ``nested`` mentions lie inside one of ``mentions`` (a name inside a quotation proposed as
    CITATION) and are written inside it.
    """
    if view.tokenised:
        return _write_tokenised(view, mentions) + _write_tokenised(view, list(nested))
    inside = contained(nested, mentions)
    outside = [m for m, is_inside in zip(nested, inside, strict=True) if not is_inside]
    return _write_untokenised(view, [*mentions, *outside], [m for m, i in zip(nested, inside, strict=True) if i])


# --- the corpus's own name markup -----------------------------------------------------------
def mark_corpus_names(
    root: etree._Element,
    mapping: Mapping[str, str],
    participants: Iterable[Participant] | None = None,
    public: bool = True,
) -> Counter[str]:
    """Make each of the corpus's own name elements below ``root`` (``persName``, ``placeName``,
    ``rs[@type]``, …; :mod:`teianon.read.name_markup`) a reference: its content, or each name
    part of it on its own, goes into a ``<name>`` of the category the mapping gives, a
    proposal of certainty high (the corpus's encoders found the name) that the post-processor
    replaces, the audit searches for and the repeats pass completes. The corpus's elements stay
    as they are around it, so ``strip --only-teianon`` gives them back unchanged.

    A ``TEI`` document's ``root`` takes the headers of the ``teiCorpus`` elements around it that
    are read with it (:func:`~teianon.read.tei.corpus_headers_of`). A person's name that is the
    name or nickname of one of ``participants`` (default: the document's) is linked to that
    participant, as teianon's own mentions of participants are: ``type="nickname"`` and
    ``corresp``, so that it gets the participant's placeholder or pseudonym. With ``public``, a
    name the public-sphere lookup keeps in its sentence, as it would keep it in plain text
    (``<persName ref="…gnd/…">Goethe</persName>``), is written as a kept public mention."""
    counts: Counter[str] = Counter()
    scopes = [root]
    project: frozenset[str] = frozenset()
    if root.tag == tei("TEI"):
        scopes = [*corpus_headers_of(root), root]
        project = project_names(root)
        if participants is None:
            participants = read_participants(root)
    participants = tuple(participants or ())
    owners = participant_names(participants)
    evidence: Evidence | None = None
    for scope in scopes:
        for found in list(corpus_names(scope, mapping)):
            if is_project_name(found, project):
                continue  # the project lead the prose names, as its editor stays
            owner = participant_of(found, owners)
            category = Category.NICK if owner else found.category
            mention = Mention(0, 1, category, corresp=owner, cert="high", source=f"markup:{found.rule}")
            if public and not owner:
                evidence = evidence or document_evidence(root, participants)
                mention = public_mention(found.target, category, evidence, mention.source) or mention
            wrapper = annotation_element(mention)
            target = found.target
            wrapper.text, target.text = target.text, None
            for child in list(target):
                wrapper.append(child)  # moves the child with its tail
            target.append(wrapper)
            counts[category.name] += 1
    return counts
