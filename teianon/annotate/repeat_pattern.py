"""The search of the repeats (:mod:`teianon.annotate.repeats`): the targets of a document as one
regular expression, tried only where a target's first word begins.

``regex`` parses a pattern in Python, so an alternation of all of a document's names and
references cost a file some 30 ms to compile, twice (the annotation and the review pass), and
once more for the participants' names alone. :class:`Alternation` compiles, for each place a
first word stands, the alternation of the targets that begin with that word only, in the order
the whole pattern has them: ``regex`` tries a pattern's alternatives in order at a place, and
one whose first word does not stand there cannot match there, so the piece finds what the
whole finds. Pieces are kept by their source, for the next view, pass and file.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

import regex

from ..read.search import Literals

if TYPE_CHECKING:
    from .repeats import Target

# Endings a name takes in running text: Pauls, Paul's, Horaks', lelas.
INFLECTION = r"(?:'s|’s|'|’|s|es|n|en)?"


def _body(target: Target) -> str:
    body = r"\s+".join(regex.escape(word) for word in target.text.split())
    if target.exact_case:
        return f"(?-i:{body})"
    if target.text[-1:].isalpha():
        body += f"(?:{regex.escape(target.text[-1])})*"  # chat stretches a name's end: "steffiii"
    return body


@lru_cache(maxsize=256)
def _compiled(alternatives: str) -> regex.Pattern[str]:
    # "_" separates here, as in the audit: MiszaBot_I holds the name MiszaBot.
    return regex.compile(
        r"(?<![\p{L}\p{N}])(?:" + alternatives + ")" + INFLECTION + r"(?![\p{L}\p{N}])", regex.IGNORECASE
    )


def pattern_of(targets: Sequence[Target]) -> regex.Pattern[str] | None:
    """One regular expression for all targets (longest first), or None for none."""
    if not targets:
        return None
    return _compiled("|".join(_body(t) for t in sorted(targets, key=lambda t: len(t.text), reverse=True)))


def first_words(targets: Sequence[Target]) -> Literals[int]:
    """The first word of each target (by its index), in any case: where a target can begin."""
    return Literals((((t.text.split() or [t.text])[0], i) for i, t in enumerate(targets)), casefold=True)


class Alternation:
    """:func:`pattern_of` of ``targets``, compiled in the pieces a text needs (see the module):
    :meth:`at` for the targets whose first words stand at a place, :attr:`whole` where a text
    cannot be searched by first words."""

    def __init__(self, targets: Sequence[Target]) -> None:
        self.targets = targets
        # The place of each target in the whole pattern (sorted is stable, reversed too).
        ranked = sorted(range(len(targets)), key=lambda i: len(targets[i].text), reverse=True)
        self._rank = {index: rank for rank, index in enumerate(ranked)}

    @classmethod
    def of(cls, targets: Sequence[Target]) -> Alternation | None:
        """The alternation of ``targets``, or None for none (as :func:`pattern_of`)."""
        return cls(targets) if targets else None

    @cached_property
    def whole(self) -> regex.Pattern[str]:
        """The pattern of all targets (compiled where a piece cannot stand in for it)."""
        found = pattern_of(self.targets)
        assert found is not None
        return found

    def at(self, indices: Iterable[int]) -> regex.Pattern[str]:
        """The pattern of the targets of ``indices`` (indices into ``targets``), in the order
        the whole pattern tries them."""
        chosen = sorted(set(indices), key=self._rank.__getitem__)
        return _compiled("|".join(_body(self.targets[i]) for i in chosen))


def finditer(
    pattern: regex.Pattern[str] | Alternation, text: str, starts: Literals[int] | None
) -> Iterator[regex.Match[str]]:
    """``pattern.finditer(text)``, with the pattern tried only where one of its targets' first
    words begins (``starts``, :func:`first_words` of the same targets): an alternation of
    thousands of targets tried at every character costs the text's length times their number.
    A match begins with a target's first word in some case, and :meth:`str.casefold` finds that;
    where it changes the text's length (``ß``) its positions are not the text's, and the whole
    pattern searches the text itself. An :class:`Alternation` is tried at each place with the
    piece of the targets whose first words stand there."""
    whole = pattern.whole if isinstance(pattern, Alternation) else pattern
    folded = text.casefold()
    if starts is None or len(folded) != len(text):
        yield from whole.finditer(text)
        return
    begins: dict[int, list[int]] = {}
    for end, length, keys in starts.hits(folded):
        begins.setdefault(end + 1 - length, []).extend(keys)
    at = 0
    for begin in sorted(begins):
        if begin < at:
            continue
        if isinstance(pattern, Alternation):
            # A target of no first word (an empty string) may begin anywhere.
            match = pattern.at([*begins[begin], *starts.everywhere]).match(text, begin)
        else:
            match = pattern.match(text, begin)
        if match is not None:
            yield match
            at = match.end()
