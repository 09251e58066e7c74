"""GPE: parts of towns and villages as locals name them (issue 38, local places).

- **a quarter** (``place:quarter``): a compound of ``-viertel`` or ``-kiez``
  (``im Kreuzviertel``, ``Hansa-Viertel``, ``Graefekiez``, in lower case after ``im``/``ins``
  too: ``im mühlenviertel``). The kinds of quarter every town has (``Stadtviertel``,
  ``Bahnhofsviertel``, ``Villenviertel``, ``Häuserviertel``) and fractions (``Dreiviertel``)
  name none: a dictionary's compound, or one of a generic first part (:data:`_GENERIC_QUARTERS`).
  Not ``-quartier``, which is a lodging as often (``Standquartier``, ``Absteigequartier``).
- **a village by its word** (``place:village``): a capitalised name of no dictionary after
  ``Dorf``, ``Weiler``, ``Ortsteil``, ``village``, ``hamlet``, ``townland`` (with ``namens``,
  ``called``, ``named``, ``of`` between them, or nothing): ``im Dorf Karaköy``, ``in einem Dorf
  namens Yeşilyurt``, ``a village called Ballinaclash``, ``the hamlet of Drumcree``. A pupil's
  essay names the village a family comes from, abroad as often as at home; the place tables
  hold few such villages, and a tagger reads a name after ``namens`` as a person's.

Each ``medium``: a reviewer sees every proposal. Notable names stay by the public-sphere decision.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import german_nouns, places
from ..mention import Category, Mention
from .evidence import is_plain_word
from .lexicon import frequency

QUARTER = "place:quarter"
VILLAGE = "place:village"

_QUARTER = regex.compile(
    r"(?<![\p{L}\-])(?P<name>(?P<first>\p{Lu}[\p{L}]{2,}?)-?(?:[Vv]iertel|[Kk]iez)s?)(?![\p{L}\-])"
)
# A quarter in lower case only after a preposition of place and its article (chat writes
# ``im kreuzviertel``, ``ausm mühlenviertel``).
_LOWER_QUARTER = regex.compile(
    r"(?<![\p{L}])(?:im|ins|ausm|aus\s+dem|in\s+dem|vom|zum|durchs)\s+"
    r"(?P<name>(?P<first>\p{Ll}{3,}?)-?(?:viertel|kiez))(?![\p{L}\-])"
)
# First parts of a quarter that every town has, by its kind or its people, or a fraction.
_GENERIC_QUARTERS = frozenset(
    "stadt wohn szene kneipen rotlicht villen armen regierungs bahnhofs bahnhof industrie geschäfts banken "
    "studenten arbeiter ausgeh problem einkaufs alt neu alten neuen drei ein zwei künstler kultur universitäts "
    "uni hafen kiez nachbar nachbarschafts diplomaten vergnügungs amüsier museums messe regierung innenstadt "
    "dorf gründerzeit neubau plattenbau brennpunkt lieblings heimat mein dein unser euer häuser straßen strassen "
    "gassen wohnungs markt".split()
)
_VILLAGE = regex.compile(
    r"(?<![\p{L}])(?:Dorf|Dörfchen|Heimatdorf|Bergdorf|Weiler|Ortsteil|Kaff|[Vv]illage|[Hh]amlet|[Tt]ownland)"
    r"(?:\s+(?P<called>namens|names|genannt|called|named|of))?\s+"
    r"(?P<name>\p{Lu}[\p{L}'’\-]{2,}(?:\s+\p{Lu}[\p{L}'’\-]{2,})?)(?![\p{L}])"
)
# A word this frequent (Zipf) that no place table holds is a word of the sentence, not a village.
_FREQUENT = 4.0
# Words after "village"/"Dorf" that are the sentence's, not a name: "the village Green", "Dorf
# Fest" written apart; a capitalised word of a dictionary is never the name alone.
_NOT_VILLAGE = frozenset("i the a an in of and or but so im am auf bei".split())


def quarters(text: str) -> Iterator[Mention]:
    if "iertel" not in text and "iez" not in text:
        return  # most posts: one string test each instead of a scan
    for pattern in (_QUARTER, _LOWER_QUARTER):
        for m in pattern.finditer(text):
            name, first = m["name"], m["first"].casefold()
            if first in _GENERIC_QUARTERS or any(first == g + "s" for g in _GENERIC_QUARTERS):
                continue
            if name.capitalize() in german_nouns() or name.capitalize().removesuffix("s") in german_nouns():
                continue
            yield Mention(m.start("name"), m.end("name"), Category.GPE, cert="medium", source=QUARTER)


# The words for a village as strings (without their first letter, either case), asked first.
_VILLAGE_QUICK = ("orf", "örfchen", "eiler", "rtsteil", "aff", "illage", "amlet", "ownland")


def villages(text: str) -> Iterator[Mention]:
    if not any(word in text for word in _VILLAGE_QUICK):
        return
    for m in _VILLAGE.finditer(text):
        words = m["name"].split()
        if words[0].casefold() in _NOT_VILLAGE or is_plain_word(words[0]):
            continue
        if frequency(words[0]) >= _FREQUENT and not places().get((words[0].casefold(),)):
            continue  # "the village of Monday", "Dorf Heute": a frequent word the dictionaries lack
        if len(words) > 1 and (is_plain_word(words[1]) or words[1].casefold() in _NOT_VILLAGE):
            words = words[:1]  # "im Dorf Karaköy Urlaub": the name is the first word
        end = m.start("name") + len(" ".join(words))
        # "ein Dorf namens Yeşilyurt": the naming word says a place's name follows, which a
        # person rule reads after "namens" as a person's ("ein Mann namens …") at medium.
        cert = "high" if m["called"] else "medium"
        yield Mention(m.start("name"), end, Category.GPE, cert=cert, source=VILLAGE)


def town_parts(text: str) -> Iterator[Mention]:
    """Every quarter and village named by its word in one post."""
    yield from quarters(text)
    yield from villages(text)
