"""A replaced name written elsewhere in the document with one letter off: ``Kristiansen``, later
``Kristansen``; ``Wendtland``, later ``Wentland``; ``Lüttjebrook``, later ``Lüttjebrok``.

Chat and mail spell a name as they remember it. The repeats find each further occurrence of a
replaced name in its spellings, endings and foldings (:mod:`.repeats`); a typo is none of them,
and a reader still knows whom or where it names. So a capitalised word of seven letters or more
that no dictionary holds, one edit (a letter dropped, added, changed, or two swapped: the
Damerau-Levenshtein distance of rapidfuzz, in C) from a replaced name of one word with the same
first letter, is a repeat of that name (``repeat.spelling``, medium: a reviewer sees each).
Short names are left out: at six letters and fewer one edit joins too many names (``Meier`` and
``Maier`` are two families as often as one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex
from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extractOne

from ..detect.evidence import is_plain_word
from ..detect.lexicon import frequency
from ..lists import persons, places
from ..mention import PLACEHOLDER, Category, Mention
from ..read.textview import PostText

if TYPE_CHECKING:
    from .repeats import Target

SOURCE = "repeat:spelling"
# The fewest letters of a name and of its misspelling.
MIN_LETTERS = 7
_CATEGORIES = frozenset({Category.PER, Category.GPE, Category.LOC, Category.ORG})
# Zipf frequency from which a word the dictionaries lack is a word of running text all the same
# (``Kellerei``), unless the name tables know it.
_WORD_FREQUENCY = 2.0
# A capitalised word long enough to be one.
_WORD = regex.compile(rf"(?<![\p{{L}}\p{{N}}_-])\p{{Lu}}\p{{L}}{{{MIN_LETTERS - 1},}}(?![\p{{L}}\p{{N}}_])")


def _tables_name(key: str) -> bool:
    return bool(persons().get((key,)) or places().get((key,)))


class Misspelt:
    """The replaced names of one word among the targets, and where a view misspells one."""

    def __init__(self, targets: list[Target]) -> None:
        self.known = {t.text.casefold() for t in targets}
        self.names: dict[str, Target] = {}
        for target in targets:
            text = target.text
            if (
                target.category not in _CATEGORIES
                or target.cert == "low"
                or target.source == "repeat:participant"
                or " " in text
                or len(text) < MIN_LETTERS
                or not text.isalpha()
                or PLACEHOLDER.search(text)
                or is_plain_word(text)
            ):
                continue
            self.names.setdefault(text.casefold(), target)
        self._by_letter: dict[str, list[str]] = {}
        for key in self.names:
            self._by_letter.setdefault(key[0], []).append(key)

    def __bool__(self) -> bool:
        return bool(self.names)

    def _target(self, word: str) -> Target | None:
        key = word.casefold()
        # The name itself, and its genitive ("Kristiansens"): the repeats' own, by their endings.
        if key in self.known or key[:-1] in self.known or key.removesuffix("es") in self.known:
            return None
        candidates = self._by_letter.get(key[0])
        if not candidates:
            return None
        best = extractOne(key, candidates, scorer=DamerauLevenshtein.distance, score_cutoff=1)
        if best is None or is_plain_word(word) or (frequency(word) >= _WORD_FREQUENCY and not _tables_name(key)):
            return None  # "Kellerei" one letter off "Kellerer": a word running text writes
        return self.names[best[0]]

    def any(self, text: str) -> bool:
        """Whether ``text`` holds a word that misspells one of the names (cheap: no view)."""
        return any(self._target(m.group()) is not None for m in _WORD.finditer(text))

    def find(self, view: PostText) -> list[Mention]:
        """The misspellings of the names in ``view``, as mentions of their targets."""
        found = []
        for match in _WORD.finditer(view.text):
            target = self._target(match.group())
            if target is not None:
                cert = "medium" if target.cert != "low" else "low"
                found.append(
                    Mention(
                        match.start(), match.end(), target.category, corresp=target.corresp, cert=cert, source=SOURCE
                    )
                )
        return found
