"""GPE: a village or suburb named by its station (issue 38, round 11's kinds).

A station is named after the place it serves, and a meeting point is given by it (``pick-up
at Haltingen Bahnhof``, ``meet at Oakhurst station``, ``am Bahnhof Kleinwalsdorf``,
``Haltestelle Unterlüß``): the name before the word for a station (or, in German, after
``Bahnhof``, ``Bhf.``, ``Haltestelle``) is the place, whether the tables hold it or not; the word
for the station stays. Small places are what the tables hold least.

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
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>{_NAME})\s(?:Bahnhof|Bhf\.|Hbf\.?|(?i:railway\s|train\s)?[Ss]tation)(?![\p{{L}}])",
    regex.VERSION1,
)
_AFTER_STATION = regex.compile(
    rf"(?<![\p{{L}}\-])(?:Bahnhof|Bhf\.|Haltestelle|S-Bahnhof|U-Bahnhof)\s(?P<name>{_NAME})(?![\p{{L}}\p{{N}}\-])",
    regex.VERSION1,
)


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
    categories = frozenset({Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "ahnhof" not in text and "tation" not in text and "Bhf" not in text and "Hbf" not in text:
            if "Haltestelle" not in text:
                return
        for pattern in (_BEFORE_STATION, _AFTER_STATION):
            for match in pattern.finditer(text):
                if _place_name(match["name"]):
                    start, end = match.span("name")
                    yield Mention(start, end, Category.GPE, None, "medium", "place:station")
