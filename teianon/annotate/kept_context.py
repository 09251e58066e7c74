"""What the rules of :mod:`.kept_terms` read around a proposal: the words before and after it in
its sentence, the table of kept terms (``curated/kept_terms.tsv``), and the private cues that
keep a name replaced whatever its kind (``mein Bruder Mario``, ``arbeite im Hotel Adlon``)."""

from __future__ import annotations

from functools import cache

import regex

from ..detect.private_cues import CueClass, is_cue, relation_word
from ..lists import read_table

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*")
# Where a sentence ends: a frame is read inside the sentence only.
_SENTENCE_END = regex.compile(r"[.!?;\n]\s|\n")
# Titles and forms of address: a title before a word makes it a person's name, whatever it means.
TITLES = frozenset(
    "herr herrn frau fräulein dr prof mr mrs ms miss sir dame lady lord familie fam herrn onkel tante".split()
)


# How far a frame is read at most on either side: a post of one long "sentence" (a pasted list)
# must cost time in proportion to its length, not to its length times its names.
REACH = 300


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch of the sentence around ``text[start:end]`` (at most :data:`REACH` characters
    on either side)."""
    left = max(0, start - REACH)
    for match in _SENTENCE_END.finditer(text, left, start):
        left = match.end()
    after = _SENTENCE_END.search(text, end, min(len(text), end + REACH))
    return left, after.start() if after else min(len(text), end + REACH)


def before(text: str, start: int, n: int) -> list[str]:
    """The last ``n`` words (as written) before ``start`` in its sentence."""
    left, _ = sentence_bounds(text, start, start)
    return _WORD.findall(text, left, start)[-n:]


def after(text: str, end: int, n: int) -> list[str]:
    """The first ``n`` words (as written) after ``end`` in its sentence."""
    _, right = sentence_bounds(text, end, end)
    return _WORD.findall(text, end, right)[:n]


def sentence_words(text: str, start: int, end: int) -> list[str]:
    """The words (case-folded) of the sentence around ``text[start:end]``, the span's own left out."""
    left, right = sentence_bounds(text, start, end)
    return [w.casefold() for w in (*_WORD.findall(text, left, start), *_WORD.findall(text, end, right))]


_HOME: tuple[CueClass, ...] = ("lives", "origin", "out-of", "origin-verb", "home", "at-home")


def private_before(text: str, start: int, n: int = 3, *, home: bool = False) -> bool:
    """A title, a relation, a possessive or a workplace among the ``n`` words before ``start``:
    the name that follows is someone's (``meine Schwester Rose``, ``Herr Winter``, ``arbeite im
    Adlon``), whatever else it names; with ``home``, a cue of living or coming from there too
    (``meine Oma kommt aus …``)."""
    for word in before(text, start, n):
        key = word.casefold().rstrip(".")
        if key in TITLES or relation_word(key) or is_cue(key, "possessive") or is_cue(key, "employer"):
            return True
        if home and any(is_cue(key, name) for name in _HOME):
            return True
    return False


@cache
def kept_terms() -> dict[str, dict[str, tuple[str, ...]]]:
    """Kind -> form (case-folded) -> the cues of its frame, from ``curated/kept_terms.tsv``."""
    table: dict[str, dict[str, tuple[str, ...]]] = {}
    for row in read_table("kept_terms.tsv"):
        form, kind = row[0], row[1]
        cue = tuple(c.casefold() for c in row[2].split("|")) if len(row) > 2 and row[2] else ()
        table.setdefault(kind, {})[form.casefold()] = cue
    return table


@cache
def written_forms(kind: str) -> frozenset[str]:
    """The forms of a kind as the table writes them (for the kinds whose case matters: ``BERT``)."""
    return frozenset(row[0] for row in read_table("kept_terms.tsv") if row[1] == kind)


def phrase_pattern(forms: frozenset[str] | set[str]) -> regex.Pattern[str] | None:
    """Any of these forms as whole words, in any case, longest first."""
    if not forms:
        return None
    alternatives = "|".join(regex.escape(f) for f in sorted(forms, key=lambda f: (-len(f), f)))
    return regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{alternatives})(?![\p{{L}}\p{{N}}])", regex.IGNORECASE)
