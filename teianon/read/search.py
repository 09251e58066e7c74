"""Strings found as a reader finds them: in any spelling a reader reads the same, whole or glued.

The audit and the hidden-strings pass look for the same strings (names of participants,
originals of references) the same way: in text folded as a reader reads it
(:mod:`teianon.read.reader`), as whole words, and a participant's distinctive name also inside a
longer word (``#lela2fanclub``, ``xXlela2Xx``, ``#lenasgeburtstag``). Each hit comes back as the
span of the text as written, which is what replacement changes.

Which words are ordinary and which are names is the word lists' knowledge
(:mod:`teianon.detect.lexicon`, a later stage than reading): the caller hands it in as a
:class:`Words`.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Generic, Literal, TypeVar

import ahocorasick  # type: ignore[import-not-found, unused-ignore]  # pyahocorasick ships no type information
import regex

from .places import whole_words
from .reader import fold, fold_with_offsets
from .spelled import spelled_words

# A participant's name inside a longer word: long enough not to be part of any word by chance.
GLUED_MIN = 4

_WORD_CHARACTER = regex.compile(r"[\p{L}\p{N}]")
# The ending of a name's genitive and plural: Hoffmanns, Lenas, die Meiers.
_ENDINGS = frozenset({"s"})


@dataclass(frozen=True)
class Words:
    """What the word lists say of a word: ``ordinary`` (a word of the language or of chat, common
    enough to be no name), ``name`` (a first name or surname, capitalised), ``known`` (a word of
    the language at all, however rare: ``angelangt``, which holds a participant ``Angel``)."""

    ordinary: Callable[[str], bool]
    name: Callable[[str], bool]
    known: Callable[[str], bool]
    # A proper noun that frequency alone makes ordinary (``Bochum``, ``Thomas``: a town or a name
    # of the tables that no dictionary holds as a common word): found whole, it is a leak.
    proper: Callable[[str], bool] = lambda word: False


def _rest_is_a_word(rest: str, words: Words) -> bool:
    """Is what a name is glued to a word of its own (``fan``, ``Team``, ``xX``, ``2019``, the
    ``s`` of a genitive before one: ``lena|sgeburtstag``)?"""
    return (
        len(rest) <= 2
        or rest.isdigit()
        or words.ordinary(rest)
        or rest.startswith("s")
        and (len(rest) <= 3 or words.ordinary(rest[1:]))
    )


def glued_doubt(text: str, start: int, end: int, words: Words) -> str | Literal[False] | None:
    """How the name at ``text[start:end]`` (folded) inside a longer word counts: ``None`` a
    certain leak, a reason (str) a possible one, ``False`` none (the word is one of its own)."""
    left = start
    while left > 0 and _WORD_CHARACTER.match(text[left - 1]):
        left -= 1
    right = end
    while right < len(text) and _WORD_CHARACTER.match(text[right]):
        right += 1
    word = text[left:right]
    if left == start and text[end:right] in _ENDINGS and not words.ordinary(word):
        # The name inflected (Hoffmanns, Lenas): the name itself, though the form is a word of
        # the language too; not a word that is common on its own ("angels" beside "DarkAngel").
        return None
    if words.ordinary(word) or words.name(word.capitalize()) or words.known(word):
        return False
    # A word of its own with a number at its ends (a pseudonym's nickname "Alena17" holds no
    # "Lena"); the name itself with a number ("lena17") is the name.
    core = word.strip("0123456789_-")
    if core not in (word, text[start:end]) and (
        words.ordinary(core) or words.name(core.capitalize()) or words.known(core)
    ):
        return False
    if any(c.isdigit() for c in text[start:end]):
        return None
    if _rest_is_a_word(text[left:start], words) and _rest_is_a_word(text[end:right], words):
        return None
    return f"glued into '{word}'"


_K = TypeVar("_K", bound=Hashable)


class Literals(Generic[_K]):
    """Which of many strings stand in a text, for all of them in one pass over the text.

    An Aho–Corasick automaton (pyahocorasick, a C library): the time is that of the text plus
    its hits, whatever the number of strings. A regular expression of all of them, or a search
    for each, costs the text's length times their number, and a long chat holds thousands.
    ``strings`` maps each string to a key (several strings may share one); with ``casefold``
    both sides are compared by :meth:`str.casefold`, which finds at least what a
    case-insensitive regular expression of the string finds.
    """

    def __init__(self, strings: Iterable[tuple[str, _K]], casefold: bool = False) -> None:
        self.casefold = casefold
        self.automaton = ahocorasick.Automaton()
        self.everywhere: set[_K] = set()  # the empty string's keys: it stands in every text
        for string, key in strings:
            if casefold:
                string = string.casefold()
            if not string:
                self.everywhere.add(key)
                continue
            entry = self.automaton.get(string, None)
            if entry is None:
                self.automaton.add_word(string, (len(string), [key]))
            elif key not in entry[1]:
                entry[1].append(key)
        self.size = len(self.automaton)
        if self.size:
            self.automaton.make_automaton()

    def _iter(self, text: str, folded: bool = False) -> Iterator[tuple[int, tuple[int, list[_K]]]]:
        if not len(self.automaton):
            return iter(())
        return self.automaton.iter(text.casefold() if self.casefold and not folded else text)

    def found(self, *texts: str) -> set[_K]:
        """The keys of the strings that stand in any of ``texts``."""
        keys = set(self.everywhere)
        for text in texts:
            for _, (_, found) in self._iter(text):
                keys.update(found)
        return keys

    def hits(self, text: str) -> Iterator[tuple[int, int, list[_K]]]:
        """(index of the last character, length, keys) of every occurrence of a string in
        ``text`` (compared as :meth:`found` compares; the empty string's are not given)."""
        for end, (length, keys) in self._iter(text):
            yield end, length, keys

    def ends(self, text: str, folded: bool = False) -> Iterator[tuple[int, int]]:
        """(index of the last character, length) of every occurrence of a string in ``text``
        (compared as :meth:`found` compares; the empty string's are not given). ``folded``: the
        caller has case-folded ``text`` already (a view's :attr:`PostText.folded`)."""
        for end, (length, _) in self._iter(text, folded):
            yield end, length

    def any(self, text: str) -> bool:
        """Does any of the strings stand in ``text``?"""
        if self.everywhere:
            return True
        if not self.size:
            return False
        # Asked of every attribute value and text of a file: no call more than it takes.
        for _ in self.automaton.iter(text.casefold() if self.casefold else text):
            return True
        return False


class WholeWords:
    """Whether any of ``strings`` stands in a text as a whole word, in any case: what
    ``whole_words(strings).search(text)`` finds (:func:`teianon.read.places.whole_words`); no
    string stands anywhere.

    ``regex`` compiles a pattern in Python, and an alternation of a file's strings cost the file
    more than the search it was made for. Here an automaton finds where the strings stand in the
    text in any case, and the characters around a find say whether it is a whole word: no
    pattern at all. That is the pattern's answer where :meth:`str.casefold` pairs letters as
    ``regex`` does in any case, one for one (tests/test_whole_words.py checks every pair). A
    text with a letter of :func:`_apart`, or whose case folding changes its length (``ß``), is
    searched with the alternation, and a string with one is looked for with a pattern of such
    strings: each compiled only where such a text or string comes.
    """

    def __init__(self, strings: Iterable[str]) -> None:
        self.strings = tuple(dict.fromkeys(strings))
        self.literals = Literals(((s, s) for s in self.strings if _plain(s)), casefold=True)
        self.always = tuple(s for s in self.strings if not _plain(s))

    @cached_property
    def _all(self) -> regex.Pattern[str]:
        return whole_words(self.strings)

    @cached_property
    def _always(self) -> regex.Pattern[str]:
        return whole_words(self.always)

    def search(self, text: str) -> bool:
        if not text or not self.strings:
            return "" in self.strings  # only the empty string stands in an empty text
        if not _plain(text):
            return self._all.search(text) is not None
        if self.always and self._always.search(text):
            return True
        for end, length, _ in self.literals.hits(text):
            start, stop = end + 1 - length, end + 1
            if (start == 0 or not _WORD_CHARACTER.match(text[start - 1])) and (
                stop == len(text) or not _WORD_CHARACTER.match(text[stop])
            ):
                return True
        return False


def _plain(text: str) -> bool:
    """Does case folding keep ``text``'s length and pair its letters as ``regex`` does?"""
    return bool(text) and len(text.casefold()) == len(text) and not _apart(text)


def _apart(text: str) -> bool:
    """Does ``text`` hold a letter that ``regex`` matches, in any case, to one whose case folding
    differs (I and ı, i and İ), or one that Python's Unicode tables do not know (``regex``'s are
    newer: U+A7DC is a capital of ƛ there)? tests/test_whole_words.py checks every pair."""
    return not text.isascii() and any(c in "ıİ" or unicodedata.category(c) == "Cn" for c in text)


class ReaderSearch:
    """The folded strings looked for, with the whole-word pattern of those a file holds at all."""

    def __init__(
        self,
        strings: dict[str, str],
        glued: frozenset[str],
        present: Iterable[str],
        words: Words,
        spelled: frozenset[str] = frozenset(),
    ) -> None:
        self.words = words
        # The strings the file holds spelled letter by letter (``K-O-W-A-L``): those words are
        # read with their letters joined (:mod:`teianon.read.spelled`).
        self.spelled = spelled
        self.strings = strings
        self.people = frozenset(s for s, what in strings.items() if what.startswith("name of participant"))
        self.present = tuple(sorted(set(present), key=len, reverse=True))
        self.glued = tuple(s for s in self.present if s in glued)
        # Where any of them stands in a text, in one pass: a search for each, per post, would cost
        # the posts times the participants (a chat of thousands of them).
        self._glued = Literals((s, i) for i, s in enumerate(self.glued))
        # Whether a text holds any of them at all, in one pass over it. (No string: the empty
        # pattern a regular expression of none would be stands everywhere.)
        self.anywhere = Literals((s, s) for s in self.present or ("",))

    @cached_property
    def pattern(self) -> regex.Pattern[str]:
        """The whole-word pattern of the strings: made only where :meth:`whole` cannot stand in
        for it (the empty string, which a pattern finds everywhere)."""
        return whole_words(self.present, ignore_case=False)

    def whole(self, folded: str) -> Iterator[tuple[int, int]]:
        """(start, end) of the strings in ``folded`` as whole words, as ``pattern.finditer``
        finds them: from the left, the longest at each place, none inside an earlier one.
        Taken from the automaton's finds, so that no file pays for compiling an alternation of
        all its strings (``regex`` parses a pattern in Python)."""
        if not self.present or "" in self.present:
            for match in self.pattern.finditer(folded):
                yield match.span()
            return
        longest: dict[int, int] = {}
        for end, length in self.anywhere.ends(folded):
            start, stop = end + 1 - length, end + 1
            if start > 0 and _WORD_CHARACTER.match(folded[start - 1]):
                continue
            if stop < len(folded) and _WORD_CHARACTER.match(folded[stop]):
                continue
            if length > longest.get(start, 0):
                longest[start] = length
        at = 0
        for start in sorted(longest):
            if start >= at:
                at = start + longest[start]
                yield start, at

    def _spelled_hits(self, text: str, folded: str) -> Iterator[tuple[int, int, str, str | None]]:
        where = None if text.isascii() else fold_with_offsets(text)[1]
        for start, end, joined in spelled_words(folded):
            if joined in self.spelled:
                if where is None:
                    yield start, end, joined, None
                else:
                    yield min(where[start:end]), max(where[start:end]) + 1, joined, None

    def hits(self, text: str) -> Iterator[tuple[int, int, str, str | None]]:
        """(start, end, string, doubt) in ``text`` as written, for each string found in it: a
        whole word (doubt ``None`` unless ordinary) or glued into a longer word."""
        folded = fold(text)
        if self.spelled:
            yield from self._spelled_hits(text, folded)
            if not self.present:
                return
        if not self.anywhere.any(folded):
            return
        offsets = None if text.isascii() else fold_with_offsets(text)
        if offsets is not None:
            folded, where = offsets
        else:
            where = None

        def span(start: int, end: int) -> tuple[int, int]:
            if where is None:
                return start, end
            a, b = min(where[start:end]), max(where[start:end]) + 1
            # The marks written after the last letter belong to it (Zoe + U+0308).
            while b < len(text) and unicodedata.category(text[b]) in ("Mn", "Me"):
                b += 1
            return a, b

        # The whole-word matches, in order and apart: a glued find inside one is that match.
        starts: list[int] = []
        ends: list[int] = []
        for start, end in self.whole(folded):
            starts.append(start)
            ends.append(end)
            a, b = span(start, end)
            found, string = text[a:b], folded[start:end]
            ordinary = (self.words.ordinary(found) or self.words.ordinary(string)) and not self.words.proper(found)
            yield a, b, string, "also an ordinary word" if ordinary else None
        at_index: dict[int, list[int]] = {}
        for end, (length, keys) in self._glued._iter(folded):
            for index in keys:
                at_index.setdefault(index, []).append(end + 1 - length)
        for index in self._glued.everywhere:
            at_index[index] = list(range(len(folded) + 1))
        # In the order of the strings, each string's finds from the left, as before.
        for index in sorted(at_index):
            string = self.glued[index]
            for start in sorted(at_index[index]):
                end = start + len(string)
                at = bisect_right(starts, start) - 1
                if not (at >= 0 and end <= ends[at]):
                    doubt = glued_doubt(folded, start, end, self.words)
                    if doubt is not False:
                        a, b = span(start, end)
                        yield a, b, string, doubt
