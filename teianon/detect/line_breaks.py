"""Two words a line break parts in an address block or a letter (issue 39).

:mod:`teianon.read.textview` reads a plain ``<lb/>`` written without a space between a letter and
a lower-case letter as a word divided for the line (``Reim<lb/>ersdörfer``), and a break between
a first name and a capitalised word as a space inside a name (``Mr. Eero<lb/>Vänskä``). A letter
written with its line breaks has two lines there as often: ``Thank you<lb/>for the tea`` is not
"youfor", ``the Old Mill<lb/>and`` not "Milland", and ``Back Lane<lb/>Stowford`` is a street over
its village, not a person called Lane Stowford. The read stage may not import the word tables;
this module gives it the judgement (:data:`teianon.read.places.words_apart`).
"""

from __future__ import annotations

import regex

from ..read import places as places_module
from .address_towns import ENGLISH_STREET_WORDS
from .lexicon import FUNCTION_WORD, frequency, is_ordinary

_STREET_WORD = regex.compile(rf"(?:{ENGLISH_STREET_WORDS})", regex.VERSION1)


def words_apart(before: str, after: str) -> bool:
    """Whether ``before`` and ``after``, on either side of a line break written without a space,
    are two words: one of them a function word (``you``/``for``, ``Mill``/``and``) and the two
    together no word. A word divided for the line (``Reim``/``ersdörfer``, ``Hasel``/``brink``)
    has no function word for a half."""
    if max(frequency(before), frequency(after)) < FUNCTION_WORD:
        return False
    return not is_ordinary(before + after)


def street_ends_line(before: str) -> bool:
    """Whether ``before``, the last word of a line, is a street's word (``Lane``, ``Road``,
    ``Close``): an address line ends there, and a capitalised word after the break is the next
    line's (a village), however much a first name the street's word is too (``Lane``)."""
    return _STREET_WORD.fullmatch(before) is not None


places_module.words_apart = words_apart
