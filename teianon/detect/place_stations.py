"""GPE: a village or suburb named by its station (issue 38, round 11's kinds).

A station is named after the place it serves, and a meeting point is given by it (``pick-up
at Haltingen Bahnhof``, ``meet at Oakhurst station``, ``am Bahnhof Kleinwalsdorf``,
``Haltestelle Unterlüß``): the name before the word for a station (or, in German, after
``Bahnhof``, ``Bhf.``, ``Haltestelle``) is the place, whether the tables hold it or not; the word
for the station stays, but for a stop's name written with a capital after the place (``Haltingen
Bahnhof``, ``Oakhurst Station``: one LOC, as a timetable names the stop). Small places are what the tables hold least.

Not taken: a word of the language (``Central Station``, ``Fire Station``, ``Bahnhof Zoo``,
``Haltestelle Rathaus``), a first name (``Victoria Station``), a name of the public lists (a
brand's, a firm's: ``Shell station``) and a country or a world region.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import is_country_word, key_of, notable, persons
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word

_NAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_BEFORE_STATION = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>{_NAME})\s(?P<word>(?P<stop>Bahnhof|Bhf\.|Station)|Hbf\.?|(?i:railway\s|train\s)?station)"
    r"(?![\p{L}])",
    regex.VERSION1,
)
_AFTER_STATION = regex.compile(
    rf"(?<![\p{{L}}\-])(?:Bahnhof|Bhf\.|Haltestelle|S-Bahnhof|U-Bahnhof)\s(?P<name>{_NAME})(?![\p{{L}}\p{{N}}\-])",
    regex.VERSION1,
)


# Every station's word holds one of these: the cheap test before the patterns.
_WORDS = ("ahnhof", "tation", "Bhf", "Hbf", "Haltestelle")


def _place_name(name: str) -> bool:
    parts = name.split("-")
    if any(is_plain_word(part) for part in parts):
        return False
    key = key_of(name)
    if is_country_word(key) or notable().get(key):
        return False
    return not any(e.kind == "first" for e in persons().get(key))


@register
class StationPlaceDetector(Detector):
    name = "place_stations"
    categories = frozenset({Category.GPE, Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not any(word in text for word in _WORDS):
            return
        for pattern in (_BEFORE_STATION, _AFTER_STATION):
            for match in pattern.finditer(text):
                if not _place_name(match["name"]):
                    continue
                start, end = match.span("name")
                if match.groupdict().get("stop") is not None:
                    # "Haltingen Bahnhof", "Oakhurst Station": a stop's name, the place's with
                    # its word, as a timetable writes it; "Oakhurst station" is the station of Oakhurst.
                    yield Mention(start, match.end("stop"), Category.LOC, None, "medium", "place:station")
                else:
                    yield Mention(start, end, Category.GPE, None, "medium", "place:station")
