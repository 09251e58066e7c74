"""Where the repeats' targets stand in a text: what one pattern of all of them would find, without
compiling it.

:func:`pattern_of` is the definition: one alternation of every target (the longest first), each
with its inflection endings, between word boundaries, in any case. A document's targets are its
own names plus the few hundred names of the whole run (:mod:`teianon.annotate.run_names`), and
``regex`` parses a pattern in Python: compiling that alternation cost more than the search it was
made for, once per document and pass (issue 41). :class:`Search` finds the same matches from
small patterns, one per target, compiled once per process and only where the target's first word
stands in a text at all:

- an Aho–Corasick automaton (:class:`~teianon.read.search.Literals`) finds, in one pass over the
  case-folded text, where each target's first word begins;
- at each such place, the targets whose first word begins there are tried in the alternation's
  order, and the first that matches is the alternation's match there (a backtracking
  alternation takes its first alternative that matches as a whole);
- after a match, the search goes on behind it, as ``finditer`` does.

That is the alternation's answer: the automaton folds every two characters that ``regex``
matches to each other in any case alike (:func:`_fold`; the test checks every pair), and a text
or a target with a character Python's Unicode tables do not know is searched with the
alternation itself.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

import regex

from ..read.search import Literals

if TYPE_CHECKING:
    from .repeats import Target

# Endings a name takes in running text: Pauls, Paul's, Horaks', lelas.
INFLECTION = r"(?:'s|’s|'|’|s|es|n|en)?"
# "_" separates here, as in the audit: MiszaBot_I holds the name MiszaBot.
_BEFORE = r"(?<![\p{L}\p{N}])(?:"
_AFTER = ")" + INFLECTION + r"(?![\p{L}\p{N}])"


def _body(text: str, exact_case: bool) -> str:
    """The alternative of one target: its words with any white space between them."""
    body = r"\s+".join(regex.escape(word) for word in text.split())
    if exact_case:
        return f"(?-i:{body})"
    if text[-1:].isalpha():
        body += f"(?:{regex.escape(text[-1])})*"  # chat stretches a name's end: "steffiii"
    return body


def _in_order(targets: list[Target]) -> list[Target]:
    """The targets in the alternation's order: the longest first, equal lengths as given."""
    return sorted(targets, key=lambda t: len(t.text), reverse=True)


def pattern_of(targets: list[Target]) -> regex.Pattern[str] | None:
    """One regular expression for all targets (longest first), or None for none."""
    if not targets:
        return None
    alternatives = "|".join(_body(t.text, t.exact_case) for t in _in_order(targets))
    return regex.compile(_BEFORE + alternatives + _AFTER, regex.IGNORECASE)


@lru_cache(maxsize=8192)
def _one(text: str, exact_case: bool) -> regex.Pattern[str]:
    """The pattern of one target: the run's names are the targets of every document of the run,
    so each is compiled once per process (and only where its first word stands in a text)."""
    return regex.compile(_BEFORE + _body(text, exact_case) + _AFTER, regex.IGNORECASE)


def _first_word(target: Target) -> str:
    return (target.text.split() or [target.text])[0]


def _fold(character: str) -> str:
    """A character as the automaton compares it: case-folded, and the Turkish i's as ``i``
    (regex pairs I with ı, and i with İ, in any case; :meth:`str.casefold` does not)."""
    return "i" if character in "ıİ" else character.casefold()


def _folded(text: str) -> str:
    return "".join(map(_fold, text))


def _unassigned(text: str) -> bool:
    """Does ``text`` hold a character that Python's Unicode tables do not know? ``regex``'s are
    newer and may pair it with another in any case (U+A7DC is a capital of ƛ there)."""
    return not text.isascii() and any(unicodedata.category(c) == "Cn" for c in text)


class Search:
    """The matches of :func:`pattern_of` ``(targets)`` in a text (:meth:`finditer`), without it.

    Characters that ``regex`` matches to each other in any case fold alike (:func:`_fold`;
    tests/test_repeats_index.py checks every pair), so a target matches only where the automaton
    finds its folded first word: trying the targets found there, in the alternation's order, is
    trying the alternation there."""

    def __init__(self, targets: list[Target]) -> None:
        # In the alternation's order: a target's number is its rank there.
        self.targets = _in_order(targets)
        self._starts: Literals[int] = Literals((_folded(_first_word(t)), i) for i, t in enumerate(self.targets))
        # A first word the automaton cannot place: searched with the alternation itself.
        self._unplaced = bool(self._starts.everywhere) or any(_unassigned(_first_word(t)) for t in self.targets)

    def __bool__(self) -> bool:
        return bool(self.targets)

    @cached_property
    def pattern(self) -> regex.Pattern[str] | None:
        """The alternation itself, compiled only for a text the automaton cannot read."""
        return pattern_of(self.targets)

    def any(self, text: str) -> bool:
        """Whether a target's first word may stand in ``text`` (in any case)."""
        return self._unplaced or self._starts.any(_folded(text) if "ı" in text or "İ" in text else text.casefold())

    def finditer(self, text: str, folded: str | None = None) -> Iterator[regex.Match[str]]:
        """``pattern_of(targets).finditer(text)``: from the left, each match behind the last.
        ``folded``: ``text.casefold()``, where the caller has it (a view's :attr:`PostText.folded`)."""
        if not self.targets:
            return
        if self._unplaced or _unassigned(text):
            if self.pattern is not None:
                yield from self.pattern.finditer(text)
            return
        if folded is None:
            folded = text.casefold()
        where: dict[int, int] | None = None
        if len(folded) != len(text):
            # Case folding changes the text's length (ß, ﬀ, İ): the folded text's places are
            # taken back to the text's where a character's folding begins (a match begins with
            # a character, and regex matches ß only to ß and ẞ, which fold alike).
            pieces = [_fold(c) for c in text]
            folded, where, at = "".join(pieces), {}, 0
            for index, piece in enumerate(pieces):
                where[at] = index
                at += len(piece)
        elif "ı" in folded:
            folded = folded.replace("ı", "i")
        places: dict[int, list[int]] = {}
        for end, length, found in self._starts.hits(folded):
            begin: int | None = end + 1 - length
            if where is not None:
                begin = where.get(begin)  # type: ignore[arg-type]
            if begin is not None:
                places.setdefault(begin, []).extend(found)
        after = 0
        for begin in sorted(places):
            if begin < after:
                continue
            for index in sorted(set(places[begin])):
                target = self.targets[index]
                match = _one(target.text, target.exact_case).match(text, begin)
                if match is not None:
                    yield match
                    after = match.end()
                    break
