"""NUMBER: the age a private person's birthday reaches (``zum 80. Geburtstag von Oma Elfriede``,
``Grandad's 90th birthday``, ``Tante Hilde wird am 3. März 85``).

The age alone narrows little; with the day of the party, which the post or its time stamp gives,
it is the year of birth, and with the relation word and the first name beside it a date of
birth in parts (:mod:`.birth_date` takes a birthday's day and month where the year of birth
stands apart). So the age is what is replaced, as ``number:birthday-age`` (medium): the
relation word, the first name (the person rules take it) and the word ``Geburtstag`` stay. Only
where the birthday is a private person's: a relation word (``Oma``, ``Onkel``, ``grandad``,
``my neighbour``) or a possessive of the writer's (``mein``, ``unser``, ``my``, ``our``) owns
it; a public person's jubilee (``der 80. Geburtstag von Goethe``, ``the Queen's 90th birthday``)
is history and stays.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .private_cues import is_cue, relation_word

_DE_TENS = (
    r"(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig|hundert)st(?:e[nrms]?)?"
)
_EN_TENS = r"(?:twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)"
_FLAGS = regex.VERSION1 | regex.IGNORECASE
# The age right before the birthday: ``80. Geburtstag``, ``achtzigsten Geburtstag``, ``90th
# birthday``, ``eightieth birthday``.
_AGE = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}.])(?P<age>\d{{1,3}}(?=\.[^\S\n]*Geburtstag)|\d{{1,3}}(?=(?:st|nd|rd|th)[^\S\n]+birthday)"
    rf"|{_DE_TENS}(?=[^\S\n]+Geburtstag)|{_EN_TENS}(?=[^\S\n]+birthday))",
    _FLAGS,
)
# The owner after the birthday: ``Geburtstag von Oma Elfriede``, ``Geburtstag meiner Mutter``,
# ``birthday of my uncle``.
_OWNER_AFTER = regex.compile(
    r"[.]?(?:st|nd|rd|th)?[^\S\n]+(?:Geburtstag|birthday)(?:s)?(?:feier|party)?[^\S\n]+"
    r"(?:(?:von|vom|of)[^\S\n]+)?(?P<owner>(?:[\p{L}'’]+[^\S\n]*){1,3})",
    _FLAGS,
)
# ``Tante Hilde wird am 3. März 85``, ``Grandad turns 90 on Saturday``: the age at a clause's end
# after ``wird``, or after ``turns``/``will be``.
_TURNS = regex.compile(
    r"(?<![\p{L}])(?:wird|werden|turns|turned|will[^\S\n]+be)(?P<between>(?:[^.!?\n]|(?<=\d)\.){0,40}?)[^\S\n]"
    # Not a date's day (``am 3. März``, ``am 3.5.``).
    r"(?P<age>\d{1,3})(?!\.[^\S\n]*(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec)|\.\d)"
    r"(?:[^\S\n]+(?:Jahre(?:[^\S\n]+alt)?|years(?:[^\S\n]+old)?))?"
    r"(?=[^\S\n]*(?:[.!?;)]|$|\n|on\s|am\s|im\s|in\s|next\s|this\s|nächste))",
    _FLAGS,
)
_WORD = regex.compile(r"[\p{L}'’]+")
# Words of a person owned: a possessive of the writer's or the reader's.
# (Not ``unser``, ``our``: ``unser Grundgesetz``, ``our club`` have birthdays too; a relation
# word says whose: ``unsere Oma``.)
_POSSESSIVE = frozenset("mein meine meinem meinen meiner meines dein deine deinem deinen deiner my your".split())
# What may stand between ``wird`` and the age: when (``am 3. März``, ``nächste Woche``), no more.
_WHEN = frozenset(
    "am im ende anfang mitte nächste nächsten nächstes kommende kommenden diese diesen dieses woche monat jahr "
    "morgen übermorgen heute bald schon jetzt endlich ja auch dann noch tatsächlich wirklich "
    "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli "
    "august september oktober november dezember on next this week month year soon tomorrow today "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december".split()
)


def _private(words: list[str]) -> bool:
    """One of ``words`` is a relation word or a writer's possessive (``Oma``, ``Omas``, ``my``,
    ``grandad's``)."""
    for word in words:
        key = word.casefold().removesuffix("'s").removesuffix("’s")
        if key in _POSSESSIVE or relation_word(key) or is_cue(key, "relation"):
            return True
        if key.endswith("s") and len(key) > 3 and relation_word(key[:-1]):
            return True  # a German genitive: "Omas 80. Geburtstag"
    return False


def _clause_before(text: str, start: int) -> list[str]:
    """The words of the clause before ``start`` (up to 40 characters, not over a sentence's end)."""
    before = regex.split(r"[.!?\n;:]\s", text[max(0, start - 40) : start])[-1]
    return _WORD.findall(before)


@register
class BirthdayAgeDetector(Detector):
    name = "birthday_ages"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        folded = text.casefold()
        if "geburtstag" in folded or "birthday" in folded:
            for match in _AGE.finditer(text):
                owner = _OWNER_AFTER.match(text, match.end())
                after = _WORD.findall(owner["owner"]) if owner is not None else []
                if _private(_clause_before(text, match.start())[-3:] + after[:2]):
                    yield Mention(*match.span("age"), Category.NUMBER, None, "medium", "number:birthday-age")
        if "wird" in folded or "turn" in folded or "will be" in folded:
            for match in _TURNS.finditer(text):
                between = [w.casefold() for w in _WORD.findall(match["between"])]
                if not 1 <= int(match["age"]) <= 120 or any(w not in _WHEN for w in between):
                    continue  # "wird um 8", "wird in den nächsten 10 …": a time or a count, not an age
                subject = _clause_before(text, match.start())[-3:]
                if any(relation_word(w.casefold().removesuffix("'s")) for w in subject):
                    yield Mention(*match.span("age"), Category.NUMBER, None, "medium", "number:birthday-age")
