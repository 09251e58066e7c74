"""NUMBER: a date of birth written in words (issue 39).

``geboren am vierzehnten März zweitausendelf``, ``born on the seventeenth of November two
thousand fourteen``, ``Geburtsdatum: erster Mai neunzehnhundertneunzig``: the date a cue of birth
names is as private written out as in digits (:mod:`.birth_date`), and a reader reads it as
easily. Rule ``number:birth-date-words``: after ``geboren``, ``geb.``, ``Geburtsdatum``,
``born``, ``date of birth`` or ``DOB`` and at most a few words (``am``, ``on the``), a day as an
ordinal word (German or English), its month, and the year in words where one follows; the date
only, never its cue; and such a date after ``am`` right before ``geboren`` (``ich bin am
zweiten Juni geboren``). A day and month without a cue of birth stay (``am dritten Oktober``: a
holiday, a meeting).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .birth_date import _MONTHS, _thing_born

_FLAGS = regex.IGNORECASE | regex.VERSION1
_DE_UNITS = r"ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun"
_DE_DAY = (
    rf"(?:(?:(?:{_DE_UNITS})und)?(?:zwanzig|dreißig|dreissig)st|erst|zweit|dritt|viert|fünft|fuenft|sechst|siebt|"
    r"siebent|acht|neunt|zehnt|elft|zwölft|zwoelft|dreizehnt|vierzehnt|fünfzehnt|fuenfzehnt|sechzehnt|siebzehnt|"
    r"achtzehnt|neunzehnt)(?:e|en|er|es|em)"
)
_DE_YEAR = r"(?:zweitausend|neunzehnhundert)(?:und)?[a-zäöüß]*"
_EN_UNIT_ORD = r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
_EN_DAY = (
    rf"(?:(?:twenty|thirty)[-\s]?(?:{_EN_UNIT_ORD})|{_EN_UNIT_ORD}|tenth|eleventh|twelfth|thirteenth|fourteenth|"
    r"fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)"
)
_EN_UNITS = r"one|two|three|four|five|six|seven|eight|nine"
_EN_SMALL = (
    rf"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:{_EN_UNITS}))?|ten|eleven|twelve|"
    rf"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|{_EN_UNITS})"
)
_EN_YEAR = (
    rf"(?:two\sthousand(?:\s(?:and\s)?{_EN_SMALL})?|nineteen\s(?:hundred(?:\s(?:and\s)?{_EN_SMALL})?|{_EN_SMALL}))"
)
_CUE = r"(?:geboren|geb\.|geburtsdatum|geburtstag\s+ist|born|date\sof\sbirth|birth\s?date|dob|d\.o\.b\.)"
_GAP = r"(?:[\s:,]+(?:am|den|dem|on|the|is|was|ist|war|wurde|bin|er|sie|ich|he|she|I)){0,3}[\s:,]+"
_DATE = lazy(
    rf"(?<![\p{{L}}]){_CUE}{_GAP}(?P<date>(?:{_DE_DAY}\s+(?:{_MONTHS})(?:\s+{_DE_YEAR})?)|"
    rf"(?:(?:the\s)?{_EN_DAY}\s(?:of\s)?(?:{_MONTHS})(?:,?\s{_EN_YEAR})?)|"
    rf"(?:(?:{_MONTHS})\s(?:the\s)?{_EN_DAY}(?:,?\s{_EN_YEAR})?))(?![\p{{L}}])",
    _FLAGS,
)
# The date before its cue, after "am" ("ich bin am zweiten Juni geboren").
_BEFORE = lazy(
    rf"(?<![\p{{L}}])am\s(?P<date>{_DE_DAY}\s+(?:{_MONTHS})(?:\s+{_DE_YEAR})?)"
    # The place of birth may stand between: "am ersten Mai … in Jever geboren".
    r"(?:\s+(?:in|im|bei|zu)\s+(?:der\s+|dem\s+)?\p{Lu}[\p{L}\-]*(?:\s+\p{Lu}[\p{L}\-]*)?)?"
    r"\s+(?:geboren|zur\swelt\sgekommen)",
    _FLAGS,
)
_QUICK = lazy(r"geb|born|birth|dob|d\.o\.b", _FLAGS)


@register
class BirthWordsDetector(Detector):
    name = "birth_words"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in (*_DATE.finditer(text), *_BEFORE.finditer(text)):
            # "the project was born on the first of May": a thing's beginning, as in digits.
            if _thing_born(text, match.start()):
                continue
            start, end = match.span("date")
            yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date-words")
