"""LOC: the number of a local road (issue 38): a district's, a state's or a federal road that
runs through a few villages (``die K 112``, ``auf der L 3075``, ``über die B 27``, ``St 2045``),
and an English B-road or a four-digit A-road (``the B4632``, ``the A4232``). Such a road names
the vicinity of a home as a street does: who writes that the accident was on ``the K 214 bei uns``
says where they live.

- ``place:local-road`` (``high``): ``K``, ``L``, ``B``, ``St``, ``Kr``, ``KS`` and one to four digits
  after an article or a preposition of going (``auf der``, ``über die``, ``an der``, ``entlang
  der``, ``Richtung``, ``Ausfahrt``); ``B``, ``A`` with three or four digits after ``the``,
  ``on``, ``off``, ``via``, ``onto`` (an English B-road; an A-road of four digits is a local road
  too); and the numbered road after a word for it (``County Road 12``, ``CR 145``).

A motorway is the :mod:`~.place` detector's ``place:road`` (``A 7``, ``A34``, as the DOCC marks
``A6``); an English motorway alone (``the M25``) names no one's vicinity and is not proposed.
Not taken: a letter and a number without a frame of a road (``Klasse B 12``, ``Größe L 40``), a
paper format or a vitamin (``B12``), a grade (``die B 2`` of a language course has no preposition
of going).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_FLAGS = regex.VERSION1
_GERMAN = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:auf\sder|über\sdie|ueber\sdie|an\sder|entlang\sder|von\sder|zur|bis\szur|"
    r"(?P<article>die|der)|Richtung|Ausfahrt|Abzweig|Kreuzung\smit\sder)\s"
    r"(?P<road>(?:K|L|B|St|Kr|KS)\s?\d{1,4}[a-z]?)(?![\p{L}\p{N}]|[.,]\d|\s?(?:%|€|Euro|Jahre|Uhr|km/h))",
    _FLAGS,
)
_ENGLISH = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:the|on|off|via|onto|along|down|up|from|join|joined|take|took)\s"
    r"(?P<road>(?:B\d{3,4}|A\d{4}))(?![\p{L}\p{N}]|[.,]\d)",
    _FLAGS,
)
_COUNTY = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<road>(?:County\s(?:Road|Rd\.?|Route)|CR|Farm\sto\sMarket\sRoad|FM)\s\d{1,4})(?![\p{L}\p{N}])",
    _FLAGS,
)
# German words right after the number that make it a grade, a size or a vitamin, not a road.
_NOT_ROAD_AFTER = regex.compile(
    r"\s(?i:niveau|kurs|prüfung|zertifikat|level|vitamin|format|papier|größe|grösse|size)(?!\p{L})", _FLAGS
)
# A bare article before the number needs a road's words in the sentence (``die K 2`` is a
# mountain, ``die L 40`` a size).
_ROAD_WORDS = regex.compile(
    r"(?<![\p{L}])(?i:unfall|gesperrt|sperrung|vollsperrung|stau|baustelle|umleitung|fahr\p{L}*|gefahren|"
    r"kreuzung|abzweig|ortsdurchfahrt|ortsausgang|ortseingang|ausgebaut|ausbau|blitzer|geblitzt|straße|strasse|"
    r"kurve|glatteis|radweg|zwischen)(?![\p{L}])",
    _FLAGS,
)
_QUICK = regex.compile(r"(?<![\p{L}])(?:(?:K|L|B|St|Kr|KS|A|CR|FM)\s?\d|County\s|Farm\sto\s)", _FLAGS)


@register
class LocalRoadDetector(Detector):
    name = "place_roads"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for pattern in (_GERMAN, _ENGLISH, _COUNTY):
            for match in pattern.finditer(text):
                start, end = match.span("road")
                if _NOT_ROAD_AFTER.match(text, end):
                    continue
                if match.groupdict().get("article") and _ROAD_WORDS.search(_sentence(text, start, end)) is None:
                    continue
                yield Mention(start, end, Category.LOC, None, "high", "place:local-road")


def _sentence(text: str, start: int, end: int) -> str:
    left = max(text.rfind(mark, 0, start) for mark in ".!?\n")
    rights = [i for i in (text.find(mark, end) for mark in ".!?\n") if i >= 0]
    return text[left + 1 : min(rights, default=len(text))]
