"""Where a word that names someone elsewhere in the document stands for that person again.

A chat names a friend by a word (``thanks sage``, the person; ``hi eule``, the participant
``nachteule_5``), and the same word stands in later posts both for the friend and for itself
(``sage said so``, ``add some sage``; ``eule hat recht``, ``Ehrfurcht vor der Eule``). German
capitalises every noun and uses many without an article (``von Rettung``, ``als Täter``), so no
article is not enough: the clause must put a person there (:func:`stands_for_person`): a slot
of :func:`~teianon.detect.person_slots.person_slot` (a subject before a verb of saying, doing or
coming, a vocative, coordination with a name, after a kinship word) or the subject that opens a
clause before a copula (``yeah ivy is great``, ``min ist cool``); never after an article, a
possessive or a number.
"""

from __future__ import annotations

import regex

from ..lists import is_first_name
from .lexicon import frequency
from .nickname_post import DETERMINERS
from .person_slots import person_slot

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:['’]\p{L}+)?")
# A clause opens after punctuation or one of these (``yeah tea is great``, ``ja jin war da``).
_OPENS = frozenset(
    "ja yes yeah yep jo nein no nope naja na ok okay also aber und denn but and so oh ah achso weil because".split()
)
# The copula and its auxiliaries after a subject: a drink is great too, which is why this counts
# only for a string the document already gave a person.
_COPULA = frozenset("ist war wäre wird is was will would has hat".split())
# The slot "with" (``mit tea``) is a thing's as often as a person's: not enough on its own.
_SLOTS = frozenset({"kin", "coord", "subject", "vocative"})
# Zipf frequency from which a word before a copula is taken as itself (hope 5.4, summer 5.2,
# river 5.0; sun 4.97, sage 4.8 and ivy 3.8 stay names there).
_COMMON = 5.0
# A count noun opens a clause only with an article (``the fox is``, ``die Eule ist``): bare
# before a copula it names someone. An abstract noun opens one bare as itself, however rare
# (``freedom was never free``, ``Gerechtigkeit ist``), and both languages mark most abstract
# nouns by a derivational suffix, which no frequency can stand in for.
_ABSTRACT = regex.compile(
    r"(?i)\p{L}{3,}(?:dom|ness|ity|tion|sion|ment|ship|hood|ism|ance|ence"
    r"|heit|keit|ung|schaft|tum|ismus|ität|nis)"
)


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
    if not (opens and after and after[0].casefold() in _COPULA):
        return False
    # A frequent word opens clauses before a copula as itself far more often than as a name
    # (``hope is what we need``, ``summer was great``): the copula alone is not enough for it;
    # nor for an abstract noun that is no first name of the tables (``Patience``, ``Florence``).
    word = text[start:end]
    return frequency(word) < _COMMON and not (_ABSTRACT.fullmatch(word) and not _first_name(word))


def _first_name(word: str) -> bool:
    return is_first_name(word.casefold())
