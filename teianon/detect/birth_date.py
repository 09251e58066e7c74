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
7.11.``, ``born on the 3rd of May``). Where a post gives day and month of a birth, the year of
birth it gives apart (``Jahrgang 87``, ``Baujahr 1984``, ``born in '91``, ``class of '88``) is
NUMBER too, and then also a birthday's day and month (``hat am 2. Juni Geburtstag``): the parts
make the whole date.

Not NUMBER: a date of birth before 1900 (no one alive was born then; biographies, history and
fiction are full of them), a date without such a cue (``am 07.11. treffen wir uns``: dates in chat say when,
not who, and the corpus needs them), a year alone (``geb. 1948``, ``born in 1950``: a birth year
narrows little), a date before the cue (``nach dem 1.1.1990 geboren``: a time, not a
person's birth), except after ``am`` right before ``geboren`` or ``zur Welt gekommen`` (``ich
bin am 14. Februar 1987 geboren``), and a birthday that *is* on a date with its year (``mein
Geburtstag ist am 14.3.1987``); and the birth of a thing (``the project was born on …``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .birth_fields import field_dates

_FLAGS = regex.IGNORECASE | regex.VERSION1
_MONTHS = (
    r"januar|jänner|jaenner|februar|feber|märz|maerz|april|mai|juni|juli|august|september|oktober|november|"
    r"dezember|january|february|march|may|june|july|october|december|"
    r"jan|feb|mär|mar|mrz|apr|jun|jul|aug|sep|sept|okt|oct|nov|dez|dec"
)
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MONTH = r"(?:0?[1-9]|1[0-2])"
_YEAR = r"(?:1\d\d\d|20\d\d)"  # any year, so that a date before 1900 is seen whole (and left)
_SHORT_YEAR = r"\d\d"
# A comma before the year may stand apart, as tokenised text writes it ("April 6 , 1914").
# Each form with its year (group ``year``) or, for the numeric day and month, without one.
_DATE = (
    rf"(?:{_DAY}\.\s?{_MONTH}\.\s?(?:(?P<year>{_YEAR}|{_SHORT_YEAR})(?!\d))?"
    rf"|{_DAY}/{_MONTH}/(?P<year>{_YEAR}|{_SHORT_YEAR})|{_MONTH}/{_DAY}/(?P<year>{_YEAR})"
    rf"|{_DAY}-{_MONTH}-(?P<year>{_YEAR})|(?P<year>{_YEAR})-{_MONTH}-{_DAY}|(?P<year>{_YEAR})/{_MONTH}/{_DAY}"
    rf"|{_DAY}(?:\.|st|nd|rd|th)?\s?(?:of\s)?(?:{_MONTHS})(?:\.?\s?,?\s(?P<year>{_YEAR}))?"
    rf"|(?:{_MONTHS})\.?\s{_DAY}(?:st|nd|rd|th)?(?:\s?,?\s(?P<year>{_YEAR}))?)"
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
_EVENT = lazy(r"(?<![\p{L}])(?:am|on|um|at)(?![\p{L}])", _FLAGS)
# The cues are searched alone, and the date only right after each (a single scan of the text
# for the cues; the date's many forms are tried where a cue is).
_CUES = lazy(_CUE, _FLAGS)
_WHOLE_DATE = lazy(_DATE, _FLAGS)
_AFTER_CUE = lazy(rf"{_GAP}(?P<date>{_DATE})", _FLAGS)
# The date before its verb: "ich bin am 14. Februar 1987 geboren", "der am 3.4.1950 in Unna
# geborene"; only after "am" ("nach dem 1.1.1990 geboren" says a time, not a person's birth).
_DATE_BORN = lazy(
    rf"(?<![\p{{L}}])am\s(?P<date>{_DATE})\s(?:{_PLACE}\s)?(?:geboren|zur\sWelt\sgekommen)"
    # "kam am 5. Mai 2021 um 4:12 Uhr im Klinikum zur Welt": the verb before, "zur Welt" a few
    # words after (a time, a place), within the clause.
    rf"|(?<![\p{{L}}])(?:kam|kamen|kommt)\s(?:\p{{L}}+\s){{0,2}}am\s(?P<date>{_DATE})(?:\s[^\s.!?;,]+){{0,6}}?\szur\sWelt",
    _FLAGS,
)
# "Our daughter arrived on 2 February 2019", "baby Mira arrived 02/02/2019": a child's arrival
# is its birth (a parcel's or a guest's is not: a child's noun must come first). A grown son or
# daughter arrives for a visit too ("my son arrived on 3 May for the holidays"): after them the
# date needs its year.
_ARRIVED = lazy(
    r"(?<![\p{L}])(?:(?P<baby>baby|babies|twins?|little\sone|newborn)|son|daughter|grandson|granddaughter)"
    rf"(?:\s[\p{{L}}'’]+){{0,2}}\s(?:arrived|was\sdelivered)\s(?:on\s(?:the\s)?)?(?P<date>{_DATE})",
    _FLAGS,
)
# "Mein Geburtstag ist am 14.3.1987", "my birthday is on 4 July 1990": a birthday that *is* on a
# date with its year says when someone was born (a party's day is "zum Geburtstag am …").
_IS_ON = lazy(r"[^\S\n]+(?:ist|is)[^\S\n]+(?:am|on)(?![\p{L}])", _FLAGS)
# Where none of these occurs a post holds no cued birth date (most posts): tested as substrings
# of the case-folded text, which is many times faster than a search with a pattern.
_REQUIRES = (
    "geb.",
    "geboren",
    "geburt",
    "dob",
    "d.o.b",
    "birth",
    "born",
    " b.",
    "(b.",
    "*",
    "zur welt",
    "arrived",
    "delivered",
    "bday",
)
# A year of birth said apart from its day and month ("Jahrgang 87", "Baujahr 1984" of oneself,
# "born in '91", "class of '88"): with them it completes a date of birth, alone it narrows little
# (so a post needs one of the cues above, of its day and month, for it to count).
_YEAR_OF_BIRTH = r"(?P<year>['’]\d\d|(?:19|20)\d\d)"
_BIRTH_YEAR = lazy(
    r"(?<![\p{L}\p{N}])(?:(?:jahrgang|jg\.|baujahr|geburtsjahr|year\sof\sbirth|class\sof)[^\S\n]*:?[^\S\n]*"
    r"(?P<year>['’]?\d\d|(?:19|20)\d\d)"
    rf"|(?:born|geboren)(?:\s(?:in|im|anno)(?:\s(?:jahre?|year))?)?\s{_YEAR_OF_BIRTH})"
    rf"(?![\p{{L}}\p{{N}}]|[.,/\-]\d|\.?\s(?:of\s)?(?:{_MONTHS})(?!\p{{L}}))",
    _FLAGS,
)
# A birthday's day and month without a year, as a post gives them: "hat am 2. Juni Geburtstag",
# "her birthday is 12 June". Alone a day of the year; beside a year of birth a date of birth.
_BIRTHDAY = lazy(r"(?<![\p{L}])(?:geburtstag|birthday)(?![\p{L}])", _FLAGS)
_BIRTHDAY_BEFORE = lazy(
    rf"(?<![\p{{L}}])(?:am|on)\s(?P<date>{_DATE})\s(?:\p{{L}}+\s){{0,3}}(?:geburtstag|birthday)", _FLAGS
)
_BIRTHDAY_AFTER = lazy(rf"[^\S\n]+(?:ist|is)[^\S\n]+(?:(?:am|on|der|the)[^\S\n]+)?(?P<date>{_DATE})", _FLAGS)
# "born" and "geboren" of a thing: an article or a plural possessive and a noun that names no
# person before the verb ("the project was born on 1 May 2019", "die Idee wurde am … geboren");
# after "my", "his", "mein" a person is born ("my flatmate was born on …").
_SUBJECT = lazy(
    r"(?<![\p{L}])(?P<det>the|this|that|our|their|its|a|an|das|die|der|unser|unsere|diese|dieses)\s(?P<noun>[\p{L}\-]+)\s(?:was|were|is|has\sbeen|had\sbeen|wurde|ist|war)"
    r"(?:\s(?:am|on|in))?\s*$",
    _FLAGS,
)
# Nouns of people (and the agent endings of their kind: applicant, driver, Lehrerin): what is
# born of them is a person's birth. Any other noun before "was born" is a thing's beginning.
_PERSON_NOUNS = frozenset(
    "baby babies child children kid kids boy girl son daughter twin twins man woman lady gentleman person "
    "people patient victim deceased husband wife brother sister mother father mum mom dad aunt uncle "
    "cousin niece nephew grandson granddaughter friend partner girlfriend boyfriend fiance fiancee "
    "kind kinder sohn tochter junge mädchen zwilling zwillinge mann frau mensch patientin bruder "
    "schwester mutter vater tante onkel cousine nichte neffe enkel enkelin freund freundin kleine kleiner "
    "verstorbene verstorbener youngest eldest oldest firstborn grandchild grandkid little jüngste jüngster "
    "älteste ältester enkelkind nachwuchs".split()
)
_PERSON_ENDINGS = ("er", "or", "ant", "ent", "ist", "in")


@register
class BirthDateDetector(Detector):
    name = "birth_date"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        folded = post.folded
        if not any(cue in folded for cue in _REQUIRES) and not folded.startswith("b."):
            return
        dates = list(self._dates(text, folded))
        years = [
            m for m in _BIRTH_YEAR.finditer(text) if not _thing_born(text, m.start()) and not _school_year(text, m)
        ]
        if years and not dates:
            # A year of birth and a birthday's day and month in one post: a date of birth in parts.
            dates = [m for m in _BIRTHDAY_BEFORE.finditer(text) if not m.captures("year")]
            for cue in _BIRTHDAY.finditer(text):
                after = _BIRTHDAY_AFTER.match(text, cue.end())
                if after is not None and not after.captures("year"):
                    dates.append(after)
        for match in dates:
            start, end = match.span("date")
            yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")
        # A vCard's BDAY or a table's birth column: the cue is the field's or the column's name.
        for start, end in field_dates(text, _WHOLE_DATE):
            yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")
        if dates and not any(m.captures("year") for m in dates):
            for match in years:
                start, end = match.span("year")
                yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")

    def _dates(self, text: str, folded: str) -> Iterator[regex.Match[str]]:
        """The dates a cue of birth stands before, or ``geboren`` after."""
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
            if _before_living_memory(year) or _thing_born(text, cue.start()):
                continue
            yield match
        if "geboren" in folded or "zur welt" in folded or "arrived" in folded or "delivered" in folded:
            arrivals = (m for m in _ARRIVED.finditer(text) if m["baby"] is not None or m.captures("year"))
            for match in (*_DATE_BORN.finditer(text), *arrivals):
                if _before_living_memory(match.captures("year")) or _thing_born(text, match.start()):
                    continue
                yield match


# A "Jahrgang" with an article or a preposition before it is a school's year or a cohort ("im
# Jahrgang 12", "in den Jahrgang 9", "der Jahrgang 10"); a person's year of birth stands bare
# ("bin Jahrgang 79", "Jahrgang 79").
_COHORT = lazy(
    r"(?<![\p{L}])(?:im|in|ins|der|den|dem|die|des|vom|zum|aus|unserem|unseren|unser|einem|einen|eines|ganzen)"
    r"[^\S\n]+$",
    _FLAGS,
)


def _school_year(text: str, match: regex.Match[str]) -> bool:
    """The year after ``Jahrgang`` is a school's year (``im Jahrgang 12``), no year of birth."""
    return match.group().casefold().startswith("jahrgang") and _COHORT.search(text, 0, match.start()) is not None


def _thing_born(text: str, cue: int) -> bool:
    """The birth before ``cue`` is a thing's (``the project was born``, ``die Idee wurde … geboren``):
    its subject is a noun with an article or possessive, and the noun names no person."""
    clause = text[max(0, cue - 60) : cue]
    match = _SUBJECT.search(clause)
    if match is None:
        return False
    noun = match["noun"].casefold()
    if match["det"].casefold() in _POSSESSIVES:
        # "our youngest was born", "unser Enkelkind wurde … geboren": what a family has that is
        # born is a child, unless the noun names a thing one founds.
        return noun in _THING_NOUNS
    return noun not in _PERSON_NOUNS and not noun.endswith(_PERSON_ENDINGS)


_POSSESSIVES = frozenset("our their unser unsere".split())
# Things a group founds and speaks of as born: "our project was born in a kitchen".
_THING_NOUNS = frozenset(
    "project idea company business firm startup band blog podcast channel newsletter festival club "
    "initiative group plan website site app brand shop label magazine show series movement tradition "
    "projekt idee firma unternehmen band blog kanal verein initiative gruppe plan konzept website seite "
    "marke laden zeitschrift sendung serie bewegung tradition".split()
)


# Nobody alive was born before this year: such a date identifies no one who could be harmed,
# and biographies, history and fiction are full of them (Goethe, * 28. August 1749).
LIVING_SINCE = 1900


def _before_living_memory(years: list[str]) -> bool:
    return any(len(y) == 4 and int(y) < LIVING_SINCE for y in years)
