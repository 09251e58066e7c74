"""A name the document replaces that is also a word: where its other occurrences name the person.

``thanks tea for the cake`` makes ``tea`` a person of this chat (PER, medium); ``yeah tea is
great`` two posts on is the same friend, and leaving it as written undoes the first replacement.
The repeats (:mod:`teianon.annotate.repeats`) search no ordinary word (``tea``, ``hope``,
``violet``): a word repeated everywhere would replace ``i hope so`` and ``a cup of tea``. So a
single-word person's name that is an ordinary word is repeated only where the clause puts a
person (:func:`stands_for_person`): a slot of :func:`~teianon.detect.person_slots.person_slot`
(``hope said no``, ``jin, you're in``, ``tea und anna``, ``her cousin tea``), or the subject at
the start of a clause before a copula (``yeah tea is great``, ``min ist cool``), and never after
an article, a possessive or a number (``the tea is cold``, ``meine tea``).
"""

from __future__ import annotations

import regex

from ..detect.nickname_post import DETERMINERS
from ..detect.person_slots import person_slot
from ..detect.person_words import relation_word

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:['’]\p{L}+)?")
# A clause opens after punctuation or one of these (``yeah tea is great``, ``ja jin war da``).
_OPENS = frozenset(
    "ja yes yeah yep jo nein no nope naja na ok okay also aber und denn but and so oh ah achso weil because".split()
)
# The copula and its auxiliaries after a subject: a drink is great too, which is why this counts
# only for a string the document already replaced as a person's name.
_COPULA = frozenset("ist war wäre wird is was will would has hat".split())
# The slot "with" (``mit tea``) is a thing's as often as a person's: not enough on its own.
_SLOTS = frozenset({"kin", "coord", "subject", "vocative"})


def repeatable(text: str, cert: str | None) -> bool:
    """Whether a person's reference ``text`` of certainty ``cert`` is repeated by its slots: one
    word, replaced (medium or high), and no kinship word (``mom`` names a different person in
    each family)."""
    return " " not in text.strip() and cert in (None, "medium", "high") and not relation_word(text.casefold())


def stands_for_person(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a word a person is named by elsewhere in the document, names
    the person here (see the module's text)."""
    before = _WORD.findall(text[max(0, start - 40) : start])
    if before and (before[-1].casefold() in DETERMINERS or before[-1].isdigit()):
        return False
    if person_slot(text, start, end) in _SLOTS:
        return True
    after = _WORD.findall(text[end : end + 30])
    between = text[max(0, start - 40) : start]
    opens = not before or between.rstrip().endswith((".", "!", "?", ":", ";", ",")) or before[-1].casefold() in _OPENS
    return opens and bool(after) and after[0].casefold() in _COPULA
