"""Which strings the repeats look for, and where a name that is also a word stands as the word.

:mod:`teianon.annotate.repeats` completes every replaced string through its document; these are
its judgements about words: whether a string is searched at all, in any case or in its spelling
only (:func:`searchable`), whether it is a word of running text too (:func:`word_as_well`), and
whether an occurrence stands as that word (:func:`as_word`, :func:`town_named_like_word`).
"""

from __future__ import annotations

import regex

from ..decide.place_words import is_word_town
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import is_chat_word, is_name, is_ordinary
from ..detect.nickname_post import DETERMINERS
from ..lists import english_words, german_nouns, key_of, persons, places
from ..mention import PLACEHOLDER


def word_as_well(form: str) -> bool:
    """One word that running text uses as a word: an English word of the list (lower-case
    entries only), or a German noun that is no first name of the tables (the noun list holds
    some first names, ``Hans``, ``Anna``, as nouns; ``Rose`` is found as English)."""
    if " " in form.strip() or "-" in form:
        return False
    if form.casefold() in english_words():
        return True
    return form.capitalize() in german_nouns() and not any(e.kind == "first" for e in persons().get((form.casefold(),)))


_BEFORE_WORD = regex.compile(r"(\p{L}+)\s+$")
# A compound or a contraction goes on after it: "heather-scented", "don't".
_GOES_ON = regex.compile(r"[\-'’]\p{L}")


def as_word(text: str, start: int, end: int) -> bool:
    """Where a name that is a word too stands as the word: right after a determiner, a
    possessive or a number word (``no harm``, ``his grace``, ``Ihrer Agrarpolitik``), or as
    the first part of a compound or a contraction (``heather-scented``, ``don't``). A name has
    none of these; a person's slot elsewhere (``mit rose``, ``von relief``) keeps the repeat."""
    if _GOES_ON.match(text, end):
        return True
    before = _BEFORE_WORD.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).casefold() in DETERMINERS


# A sentence's start, where English capitalises any word.
_SENTENCE_START = regex.compile(r"(?:^|[.!?:]\s+|\n\s*)$")
# What follows a word, not a person, at a sentence's start: joined to another word (``Grace and
# patience``, ``Hope and faith``), or said to be a thing (``Patience is a virtue``).
_AND_WORD = regex.compile(r"\s+(?:and|und|&)\s+(\p{Ll}+)")
_IS_A = regex.compile(r"\s+(?:is|was|ist|war)\s+(?:a|an|the|ein|eine|der|die|das|not|nicht)\b")
_PEOPLE = frozenset("i me you he him she her we us they them ich du er sie wir ihr mich mir dich dir".split())


def opens_as_word(text: str, start: int, end: int) -> bool:
    """The repeat opens a sentence (its capital says nothing) and goes on as a word does: joined
    by ``and`` to a lower-case word that is no person (``Grace and patience``; but ``Grace and
    I``, ``Grace and tom``), or said to be a thing (``Patience is a virtue``)."""
    if not _SENTENCE_START.search(text, max(0, start - 3), start):
        return False
    joined = _AND_WORD.match(text, end)
    if joined is not None:
        word = joined.group(1)
        return word not in _PEOPLE and not is_name(word)
    return _IS_A.match(text, end) is not None


def town_named_like_word(form: str) -> bool:
    """A place whose name is also a word: flagged so in the place tables (``Hof``), or any
    capitalised place of the tables, big ones too (``Reading``, ``Bath``, ``Sale``)."""
    return is_word_town(form) or (form[:1].isupper() and bool(places().get(key_of(form))))


def searchable(text: str) -> tuple[bool, bool]:
    """(searched at all, searched in this spelling only) for a string that is replaced."""
    if len(text) < 3 or PLACEHOLDER.search(text):
        return False, False
    if not is_ordinary(text):
        return True, False
    # A first name that is also a word ("Paul", "Will"), or a capitalised word that no dictionary
    # has and only a famous bearer makes frequent on the web ("Lewandowski"): that spelling only.
    # By the word lists, not by web frequency (which counts famous surnames) nor by the compound
    # rule (which reads "Lewandow|ski").
    if text[:1].isupper() and (
        is_name(text) or (" " not in text and not is_dictionary_word(text) and not is_chat_word(text))
    ):
        return True, True
    return False, False
