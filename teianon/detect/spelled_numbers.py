"""NUMBER: an age and a room number written in words where the frame makes them private (issue 39).

- ``number:birthday-age``: the age someone turns on a named day (``der wird am Freitag neun``,
  ``Oma wird morgen achtzig``, ``she turns seven on Sunday``): with the day it gives the date of
  birth, as ``wird am 2. Mai 60`` does in digits (:mod:`.birth_frames`). An age in a clause
  without such a day stays (``die Kleine wird bald neun``: no day is said).
- ``number:room``: a room's number in words after ``Zimmer``, ``Raum``, ``room`` (``liegt in
  Zimmer zweihundertelf``, ``she is in room three hundred and twelve``), where a person stays
  there, by the evidence :mod:`.cued_number` asks of a room in digits (a home, a hospital, a verb
  of staying, a possessive before the cue). Only a number of ten or more: ``Zimmer eins`` is as
  often a count or a game's level.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .cued_number import CuedNumberDetector
from .number_words import _GERMAN

_FLAGS = regex.IGNORECASE | regex.VERSION1
_EN_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_EN_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_EN_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_EN_BELOW_HUNDRED = rf"(?:(?:{_EN_TENS})(?:[-\s](?:{_EN_UNITS}))?|{_EN_TEENS}|{_EN_UNITS})"
_ENGLISH = rf"(?:(?:{_EN_UNITS})\shundred(?:\s(?:and\s)?{_EN_BELOW_HUNDRED})?|{_EN_BELOW_HUNDRED})"
_NUMBER = rf"(?:{_GERMAN}|{_ENGLISH}|\d{{1,3}})"
_DAYS = (
    r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
)
_DAY = rf"(?:(?:am|on|this|next|kommenden?|nächsten?)\s(?:{_DAYS})|morgen|übermorgen|heute|tomorrow|today)"
# "der wird am Freitag neun", "Oma wird morgen achtzig", "she turns seven on Sunday"; the age
# ends the clause (or "Jahre alt"): "wird am Freitag neun Stunden arbeiten" is no age.
_CLAUSE_END = r"(?=\s*(?:[.!?,;)]|$|\s(?:Jahre|years?)\b|\s(?:alt|old|und|and|but|aber)\b))"
_AGE = lazy(
    rf"(?<![\p{{L}}])(?:wird|werde|wirst|werden|turns|turn|will\sturn|is\sturning|turning)\s{_DAY}\s(?P<age>{_NUMBER}){_CLAUSE_END}"
    rf"|(?<![\p{{L}}])(?:turns|will\sturn|is\sturning)\s(?P<age>{_NUMBER})\s{_DAY}{_CLAUSE_END}",
    _FLAGS,
)
_ROOM = lazy(
    r"(?<![\p{L}\-])(?P<cue>zimmer|zi\.|raum|stube|bett|room|bed|(?P<ward>station))(?:\s(?:nummer|nr\.?|number|no\.?))?\s"
    rf"(?P<value>{_GERMAN}|{_ENGLISH})(?![\p{{L}}])",
    _FLAGS,
)
_SMALL = lazy(rf"(?:null|eins|ein|zwei|zwo|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|{_EN_UNITS})", _FLAGS)
_QUICK = ("wird", "werde", "wirst", "turn", "zimmer", "zi.", "raum", "stube", "bett", "room", "bed")


@register
class SpelledNumbersDetector(Detector):
    name = "spelled_numbers"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        folded = post.folded
        if not any(word in folded for word in _QUICK):
            return
        for match in _AGE.finditer(text):
            age = match["age"]
            if age.isdigit() and not 0 < int(age) <= 110:
                continue
            start, end = match.span("age")
            yield Mention(start, end, Category.NUMBER, None, "medium", "number:birthday-age")
        for match in _ROOM.finditer(text):
            if _SMALL.fullmatch(match["value"]) is not None:
                continue  # "Zimmer eins": a count or a level as often as a room
            if CuedNumberDetector._stays(text, match):
                start, end = match.span("value")
                yield Mention(start, end, Category.NUMBER, None, "medium", "number:room")
