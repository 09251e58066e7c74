"""The words of a post as the public-sphere decision (:mod:`teianon.annotate.public`) reads
them, and the cue words it looks for around a name (``teianon/lists/curated/public_cues.tsv``)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import regex

from ..lists import public_cues
from ..mention import Mention

# Words: a trailing dot belongs to a short word only (J., Dr., XVI.), not to a sentence's end.
_WORD = regex.compile(r"\w+(?:[\-_'’&+]\w+)*(?:(?<=(?<!\w)\w{1,3})\.)?")


@dataclass(frozen=True)
class Word:
    start: int
    end: int
    key: str


class Words(list[Word]):
    """The words of a view, with the offsets to find those of a span by bisection (a long post
    with many proposals is no quadratic search)."""

    def __init__(self, text: str) -> None:
        super().__init__(Word(m.start(), m.end(), m.group().casefold()) for m in _WORD.finditer(text))
        self._starts = [w.start for w in self]
        self._ends = [w.end for w in self]
        # The lookup keys: without a trailing dot, as the notable table's keys are (initials,
        # a name at a sentence's end).
        self.bare = [w.key.rstrip(".") for w in self]

    def span(self, mention: Mention) -> range:
        """Indices of the words a mention touches."""
        return range(bisect_right(self._ends, mention.start), bisect_left(self._starts, mention.end))


def mentions_by_word(words: Words, mentions: Iterable[Mention]) -> dict[int, list[int]]:
    """Word index -> the indices of the mentions touching that word."""
    touching: dict[int, list[int]] = {}
    for k, mention in enumerate(mentions):
        for i in words.span(mention):
            touching.setdefault(i, []).append(k)
    return touching


@lru_cache(maxsize=16)
def cue_table(role: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """(words, prefixes) of a role: a cue ending in "*" is a prefix."""
    cues = public_cues().get(role, frozenset())
    return frozenset(c for c in cues if not c.endswith("*")), tuple(c[:-1] for c in cues if c.endswith("*"))


@lru_cache(maxsize=1)
def private_cue_pattern() -> regex.Pattern[str]:
    """Any word after which :func:`_private_evidence` proposes or strengthens a name."""
    words = sorted({*cue_table("relation")[0], *cue_table("employer")[0], *cue_table("home")[0]}, key=len, reverse=True)
    return regex.compile(r"(?<!\w)(?:" + "|".join(map(regex.escape, words)) + r")(?!\w)", regex.IGNORECASE)


def is_cue(word: str, role: str) -> bool:
    exact, prefixes = cue_table(role)
    return word in exact or (bool(prefixes) and word.startswith(prefixes) and len(word) > min(map(len, prefixes)))
