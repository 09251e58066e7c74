"""A post's text without the characters a reader does not read as part of a word.

A reader reads ``Bern\\u200chardine`` (a zero-width non-joiner inside), ``Klapp\\u2066rott\\u2069``
(a bidi isolate) and ``T̶h̶e̶o̶`` (each letter struck through with U+0336) as the names they
show; a detector's pattern stops at the extra character and leaves the rest of the name as
written. :func:`unmarked` gives detectors the view without them, and the way back: each offset of
the view to the offset of the character as written, so that a proposal covers the whole written
name, its marks with it.

Removed are the invisible characters (Unicode's format characters and default-ignorable code
points: zero-width space, non-joiner and joiner, soft hyphen, word joiner, byte-order mark, bidi
marks, embeddings, overrides and isolates, variation selectors) and the combining marks that
decorate a letter rather than make one: strokes and slashes through it (U+0334-U+0338), lines under
and over it (U+0332, U+0333, U+0305, U+033F). The accents of a letter written apart
(``Gu\\u0308nther``, ``Rene\\u0301``) make the letter and stay, composed as a reader sees them
(Unicode's NFC, as a Mac writes ``Jürgen`` decomposed): detectors read ``Jürgen``, and a
proposal covers the letter and its accent as written.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import regex

from ..mention import Mention
from .reader import DECORATION, OVERRIDE, POP, UNSEEN, display_order, interleaved_fillers
from .textview import WORD_TOKEN, Piece, PostText, Token

# What the reader's spelling leaves out (teianon.read.reader): the same characters for
# detection as for the repeats, the hidden strings and the audit.
_HIDDEN = UNSEEN
_DECORATIONS = frozenset(DECORATION)
# A letter followed by the accents written apart from it (``u`` and U+0308).
_CLUSTER = regex.compile(r"\P{M}\p{M}+")


@dataclass(frozen=True)
class Unmarked:
    """The view without the hidden characters, and for each of its offsets (and its end) the
    offset in the view as written."""

    view: PostText
    origin: tuple[int, ...]
    written: PostText

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The written span of the view's ``start``..``end`` (``end > start``): from the written
        place of its first character to that of its last, with the decorations on the last letter."""
        origin, text = self.origin, self.written.text
        first, last = origin[start], origin[end - 1] + 1
        if last <= first:
            # Read in display order (an override's span reversed): the written span runs from the
            # first to the last offset of its characters, the override and its pop with it, so
            # that no half of the pair is left outside a replaced name.
            inside = origin[start:end]
            first, last = min(inside), max(inside) + 1
            if first > 0 and text[first - 1] == OVERRIDE and text[last : last + 1] == POP:
                return first - 1, last + 1
        # The accents written after the last letter (``u`` and U+0308, composed in the view) are its.
        while last < len(text) and (text[last] in _DECORATIONS or unicodedata.combining(text[last])):
            last += 1
        # The invisible characters that close the word (a bidi isolate's end: Klapp\u2066rott\u2069)
        # go with it, where no letter follows them.
        closing = _HIDDEN.match(text, last)
        if closing is not None and not text[closing.end() : closing.end() + 1].isalnum():
            last = closing.end()
        return first, last

    def as_written(self, mention: Mention) -> Mention:
        """``mention`` of the view, on the characters as written."""
        start, end = self.span(mention.start, mention.end)
        if mention.name_start is None or mention.name_end is None:
            return replace(mention, start=start, end=end)
        name_start, name_end = self.span(mention.name_start, mention.name_end)
        return replace(mention, start=start, end=end, name_start=name_start, name_end=name_end)


def has_hidden(text: str) -> bool:
    """Does ``text`` hold a character :func:`unmarked` removes, or accents it composes? (Most
    text does not: ASCII never.)"""
    return not text.isascii() and (_HIDDEN.search(text) is not None or not unicodedata.is_normalized("NFC", text))


def _composed(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each letter and its accents composed (NFC) where Unicode has one character
    for them, and ``origin`` (the written offset of each character of ``text``, and its end) for
    the characters of the result: a composed letter's is its base letter's."""
    if unicodedata.is_normalized("NFC", text):
        return text, origin
    out: list[str] = []
    to: list[int] = []
    at = 0
    for cluster in _CLUSTER.finditer(text):
        start, end = cluster.span()
        composed = unicodedata.normalize("NFC", cluster.group())
        if len(composed) > end - start:
            continue  # nothing composes there (a rare letter that decomposes further)
        out.append(text[at:start])
        to.extend(origin[at:start])
        out.append(composed)
        to.extend(origin[start : start + len(composed)])
        at = end
    out.append(text[at:])
    to.extend(origin[at:])
    return "".join(out), to


def unmarked(view: PostText) -> Unmarked | None:
    """``view`` without the characters a reader does not see in a word, a right-to-left
    override's span in the order it displays, the fillers of an interleaved word
    (``J\u2605o\u2605h\u2605n``) left out; None where it has none of these (then detectors read
    ``view`` itself, and nothing changes)."""
    text = view.text
    fillers = interleaved_fillers(text)
    if not fillers and not has_hidden(text):
        return None
    dropped = {i for run in _HIDDEN.finditer(text) for i in range(*run.span())}
    dropped.update(i for start, end in fillers for i in range(start, end))
    # A reversed span (an override) displays its letters last to first: the view reads them so,
    # and each keeps the offset it is written at.
    order = display_order(text) if OVERRIDE in text else range(len(text))
    origin = [i for i in order if i not in dropped]
    kept = "".join(text[i] for i in origin)
    origin.append(len(text))
    clean, origin = _composed(kept, origin)
    # In written order: where a written offset falls in the view (monotonic outside reversed spans).
    ordered = sorted(origin)

    def to(written: int) -> int:
        return bisect_left(ordered, written)

    tokens = []
    if view.tokenised:
        # A <w> stays one token, whatever it holds.
        for token in view.tokens:
            start, end = to(token.start), to(token.end)
            if end > start:
                tokens.append(Token(start, end, clean[start:end], token.element))
    else:
        # Character data is tokenised again: a word parted by a hidden character is one word.
        tokens = [Token(m.start(), m.end(), m.group()) for m in WORD_TOKEN.finditer(clean)]
    pieces = tuple(
        Piece(to(p.start), to(p.end), p.owner, p.slot, p.skip) for p in view.pieces if to(p.end) > to(p.start)
    )
    seen = replace(
        view,
        text=clean,
        tokens=tuple(tokens),
        pieces=pieces,
        hidden=tuple((to(at), what) for at, what in view.hidden),
        marks=tuple((to(at), mark) for at, mark in view.marks),
    )
    return Unmarked(seen, tuple(origin), view)


def without_hidden(text: str) -> str:
    """``text`` without the characters :func:`unmarked` removes, its accents composed."""
    return unicodedata.normalize("NFC", _HIDDEN.sub("", text)) if has_hidden(text) else text


def read_through(view: PostText, find: Callable[[PostText], Iterable[Mention]]) -> list[Mention]:
    """What ``find`` finds in ``view`` as a reader reads it (:func:`unmarked`), on the
    characters as written."""
    seen = unmarked(view)
    return list(find(view)) if seen is None else [seen.as_written(m) for m in find(seen.view)]


def read_as_seen(view: PostText) -> PostText:
    """``view`` as detectors read it: :func:`unmarked`'s view, or ``view`` itself."""
    seen = unmarked(view)
    return view if seen is None else seen.view


__all__ = ["Unmarked", "read_as_seen", "read_through", "without_hidden", "has_hidden", "unmarked"]
