"""NUMBER: a date that a cue says is someone's date of birth.

A date of birth names a person together with a town or an initial as surely as a phone number
(with the postcode, it singles out most people in a country); DOCC 2.1 has no category of its
own for dates, and NUMBER is the one that fits (digits that lead to a person), so that
``geb. 07.11.1948`` becomes ``geb. [_NUMBER-1_]``. The rule ``number:birth-date`` proposes the
date only, never its cue, after:

- German cues: ``geb.``, ``geboren``, ``Geburtsdatum``, ``Geb.-Datum``, ``Geb.-Dat.``, the
  genealogists' ``*`` right before a date; ``Geburtstag`` only before a date with its year;
- English cues: ``DOB``, ``D.O.B.``, ``date of birth``, ``birth date``, ``born``; ``birthday``
  and the biographers' ``b.`` (not the end of ``z.b.``) only before a date with its year, and
  ``Geburtstag``/``birthday`` not with ``am``/``on`` between (``Geburtstag am 21.06.2005`` is a
  party's day);

with at most a few words between (``geboren am``, ``born on the``, ``geboren in Hamm am``,
``DOB:``). The date is any common form: ``07.11.1948``, ``7.11.48``, ``19/09/1955``,
``1961-03-12``, ``3. März 1961``, ``4 July 1950``, ``4th of July 1950``, ``July 4, 1950``, and
after a cue that can only mean birth (not ``Geburtstag``) a day and month alone (``geb. am
7.11.``).

Not NUMBER: a date of birth before 1900 (no one alive was born then; biographies, history and
fiction are full of them), a date without such a cue (``am 07.11. treffen wir uns``: dates in chat say when,
not who, and the corpus needs them), a year alone (``geb. 1948``, ``born in 1950``: a birth year
narrows little), and a date before the cue (``nach dem 1.1.1990 geboren``: a time, not a
person's birth), except after ``am`` right before ``geboren`` or ``zur Welt gekommen`` (``ich
bin am 14. Februar 1987 geboren``), and a birthday that *is* on a date with its year (``mein
Geburtstag ist am 14.3.1987``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_FLAGS = regex.IGNORECASE | regex.VERSION1
_MONTHS = (
    r"januar|jänner|jaenner|februar|feber|märz|maerz|april|mai|juni|juli|august|september|oktober|november|"
    r"dezember|january|february|march|may|june|july|october|december|"
    r"jan|feb|mär|mar|mrz|apr|jun|jul|aug|sep|sept|okt|oct|nov|dez|dec"
)
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MONTH = r"(?:0?[1-9]|1[0-2])"
_YEAR = r"(?:1[89]\d\d|20\d\d)"
_SHORT_YEAR = r"\d\d"
# Each form with its year (group ``year``) or, for the numeric day and month, without one.
_DATE = (
    rf"(?:{_DAY}\.\s?{_MONTH}\.\s?(?:(?P<year>{_YEAR}|{_SHORT_YEAR})(?!\d))?"
    rf"|{_DAY}/{_MONTH}/(?P<year>{_YEAR}|{_SHORT_YEAR})|{_MONTH}/{_DAY}/(?P<year>{_YEAR})"
    rf"|{_DAY}-{_MONTH}-(?P<year>{_YEAR})|(?P<year>{_YEAR})-{_MONTH}-{_DAY}|(?P<year>{_YEAR})/{_MONTH}/{_DAY}"
    rf"|{_DAY}(?:\.|st|nd|rd|th)?\s?(?:of\s)?(?:{_MONTHS})\.?,?\s(?P<year>{_YEAR})"
    rf"|(?:{_MONTHS})\.?\s{_DAY}(?:st|nd|rd|th)?,?\s(?P<year>{_YEAR}))"
    r"(?![\p{L}\p{N}]|[.,/\-]\d)"
)
# Cues that can only mean a birth, and those that may also be a birthday's (a year needed).
_CUE = (
    r"(?P<cue>(?<![\p{L}\p{N}])(?:geburtsdatum|geb\.?-?datum|geb\.?-?dat\.|geb\.|geboren|dob|d\.o\.b\.?|"
    r"date\sof\sbirth|birth\s?date|born)"
    r"|(?P<birthday>(?<![\p{L}\p{N}])(?:geburtstag|birthday)|(?<![^\s(,;])(?-i:b)\.)"
    r"|(?P<star>(?<![\p{L}\p{N}*])\*))(?!\p{L})"
)
# Between a cue and its date: a colon, ``am``/``on the``, a verb, a place (``geboren in Hamm
# am``); no digit, no sentence's end, and only a few words.
_GAP_WORDS = r"am|den|dem|der|on|the|ist|is|was|war|wurde|bin|i|ich|er|sie|he|she|at|um|in|im|zu|von"
# A comma only right after the cue ("geb., "; "geboren wurde, am 9. November" goes on to
# another matter) or after a place.
_PLACE = r"in\s\p{Lu}[\p{L}\-]+(?:\s\p{Lu}[\p{L}\-]+)?"
_GAP = rf"[^\S\n]*[:,(]?(?:[^\S\n]*:?[^\S\n]*(?:(?:{_GAP_WORDS})(?![\p{{L}}])|{_PLACE},?)){{0,4}}[^\S\n]*:?[^\S\n]*"
# A birthday "am"/"on" a date is the day it is celebrated ("zum Geburtstag am 21.06.2005").
_EVENT = regex.compile(r"(?<![\p{L}])(?:am|on|um|at)(?![\p{L}])", _FLAGS)
# The cues are searched alone, and the date only right after each (a single scan of the text
# for the cues; the date's many forms are tried where a cue is).
_CUES = regex.compile(_CUE, _FLAGS)
_AFTER_CUE = regex.compile(rf"{_GAP}(?P<date>{_DATE})", _FLAGS)
# The date before its verb: "ich bin am 14. Februar 1987 geboren", "der am 3.4.1950 in Unna
# geborene"; only after "am" ("nach dem 1.1.1990 geboren" says a time, not a person's birth).
_DATE_BORN = regex.compile(
    rf"(?<![\p{{L}}])am\s(?P<date>{_DATE})\s(?:{_PLACE}\s)?(?:geboren|zur\sWelt\sgekommen)", _FLAGS
)
# "Mein Geburtstag ist am 14.3.1987", "my birthday is on 4 July 1990": a birthday that *is* on a
# date with its year says when someone was born (a party's day is "zum Geburtstag am …").
_IS_ON = regex.compile(r"[^\S\n]+(?:ist|is)[^\S\n]+(?:am|on)(?![\p{L}])", _FLAGS)
# Where none of these occurs a post holds no cued birth date (most posts): tested as substrings
# of the case-folded text, which is many times faster than a search with a pattern.
_REQUIRES = ("geb.", "geboren", "geburt", "dob", "d.o.b", "birth", "born", " b.", "(b.", "*", "zur welt")


@register
class BirthDateDetector(Detector):
    name = "birth_date"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        folded = text.casefold()
        if not any(cue in folded for cue in _REQUIRES) and not folded.startswith("b."):
            return
        for cue in _CUES.finditer(text):
            match = _AFTER_CUE.match(text, cue.end())
            if match is None:
                continue
            year = match.captures("year")
            if (cue["birthday"] is not None or cue["star"] is not None) and not year:
                continue  # "Geburtstag am 7.11.": a day of the year, whose is not said
            if (
                cue["birthday"] is not None
                and _EVENT.search(text, cue.end(), match.start("date"))
                and not _IS_ON.match(text, cue.end())
            ):
                continue  # "Geburtstag am 21.06.2005": the day of a party, not of a birth
            if cue["star"] is not None and match.start("date") - cue.end() > 1:
                continue  # the genealogists' star stands right before its date
            if _before_living_memory(year):
                continue
            start, end = match.span("date")
            yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")
        if "geboren" in folded or "zur welt" in folded:
            for match in _DATE_BORN.finditer(text):
                if _before_living_memory(match.captures("year")):
                    continue
                start, end = match.span("date")
                yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")


# Nobody alive was born before this year: such a date identifies no one who could be harmed,
# and biographies, history and fiction are full of them (Goethe, * 28. August 1749).
LIVING_SINCE = 1900


def _before_living_memory(years: list[str]) -> bool:
    return any(len(y) == 4 and int(y) < LIVING_SINCE for y in years)
