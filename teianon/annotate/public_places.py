"""Public places used as such: a world city where the sentence is about travel, the news or a big event,
a big city's main station, and a hub airport by its own name (issue 38).

A held-out round lost world cities in German exonyms and in several words (``Prag``, ``Kapstadt``,
``Rio de Janeiro``), main stations (``München Hbf``) and airports (``Heathrow``) that a tagger
reads as a town someone lives in. DESIGN keeps a place that can point to a participant private;
what changes here is only the weight of the place tables where the context is public:

- ``public.city``: a proposal read as a place (GPE or LOC) that the place table holds as a city
  of :data:`WORLD_CITY` people or more (GeoNames, under its German or English exonym too), in a
  sentence with a word of travel, the news or a big event (``travel`` of
  ``curated/public_cues.tsv``: ``fliegen``, ``Urlaub``, ``Flug``, ``Dienstreise``, ``holiday``,
  ``summit``, ``marathon`` …; not a match's words, ``spielen``, ``lost``: a card game, a wallet);
- ``public.station``: a city of :data:`STATION_CITY` people or more before ``Hauptbahnhof``,
  ``Hbf``, ``Central Station``, ``Centraal``: a main station everyone passes (a village's stop
  stays private, :mod:`teianon.detect.place_stations`);
- ``public.airport``: an airport's own name (``sources/public_airports.tsv.gz``,
  :mod:`teianon.lists.build_airports`: ``Heathrow``, ``Schiphol``); one that is also a town
  (``Tegel``, ``Orly``) only in a sentence of travel.

Private evidence wins, as for every public name: a home or origin cue before the place
(``wir wohnen in Warschau``), a home word in its sentence (``ich fliege nach Hause nach Prag``,
``my hometown``), living, working or studying anywhere in the sentence, a possessive, relation
or workplace before it, private evidence after it (``…, wo meine Tante wohnt``), or the
writer's relative or home anywhere in its sentence (``we flew to … for my cousin's wedding``,
``the … Marathon goes past our house``); and a place the document replaces elsewhere is
replaced here too (the caller's ``holds_replaced``). A form of address before the name (``Frau
Prag``) makes it a person, whom
no rule here takes: only place readings are weighed.
"""

from __future__ import annotations

from functools import cache

import regex

from ..detect.private_cues import relation_word
from ..lists import key_of, places, read_table
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE
from .public_words import Word, Words, is_cue, private_after, private_before, word_range

# A city this big is a world city: a traveller's destination, news' dateline, a big event's venue.
WORLD_CITY = 500_000
# A city this big has a main station everyone passes.
STATION_CITY = 100_000
# Words before the place among which a verb of living or coming from says it is a home.
_HOME_WORDS = 5
_PLACE_READINGS = frozenset({Category.GPE, Category.LOC})
_CAP = r"\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)?"
_STATION = regex.compile(
    rf"(?<![\p{{L}}\-])(?P<city>{_CAP}(?:\s{_CAP})?)\s(?:Hauptbahnhof|Hbf\.?|Central\s[Ss]tation|Centraal|Centrale)"
    r"(?![\p{L}])"
)
# How far back a sentence's start is looked for.
_SENTENCE_REACH = 500
_SENTENCE_END = regex.compile(r"[.!?;\n]\s")
# Heads of German compounds of a journey.
_TRAVEL_HEADS = ("reise", "urlaub", "flug", "trip", "ferien")
# Going home (``ich fliege heim nach Wien``, ``flying home to Lisbon``): the city is a home.
_HOMEWARD = frozenset({"heim", "heimwärts", "heimflug", "heimreise", "home", "homeward"})


def by_place(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """The public place the proposal is part of, or None."""
    if proposal.corresp or proposal.category not in _PLACE_READINGS:
        return None
    found = _station(view, proposal) or _airport(view, words, proposal) or _city(view, words, proposal)
    if found is None or _private(view, words, found):
        return None
    return found


def _station(view: PostText, proposal: Mention) -> Mention | None:
    text = view.text
    lo, hi = max(0, proposal.start - 40), min(len(text), proposal.end + 40)
    for match in _STATION.finditer(text, lo, hi, overlapped=True):
        if not (match.start() < proposal.end and proposal.start < match.end()):
            continue
        if _size(match.group("city")) >= STATION_CITY:
            return Mention(
                match.start(), match.end(), Category.LOC, cert="medium", source="public.station", subtype=SUBTYPE
            )
    return None


def _airport(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    surface = view.text[proposal.start : proposal.end]
    town = airports().get(surface.casefold())
    if town is None or (town and not _about(view.text, words, proposal)):
        return None
    return Mention(proposal.start, proposal.end, Category.LOC, cert="medium", source="public.airport", subtype=SUBTYPE)


def _city(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    surface = view.text[proposal.start : proposal.end]
    if _size(surface) < WORLD_CITY or not _about(view.text, words, proposal):
        return None
    return Mention(proposal.start, proposal.end, Category.GPE, cert="medium", source="public.city", subtype=SUBTYPE)


def _size(form: str) -> int:
    """The population of the largest city of GeoNames written ``form`` (0 for none)."""
    return max(
        (e.weight for e in places().get(key_of(form)) if e.category == "GPE" and e.source.startswith("geonames:")),
        default=0,
    )


def _sentence(text: str, words: Words, mention: Mention) -> list[Word]:
    """The words of the sentence the mention stands in."""
    lo = max(0, mention.start - _SENTENCE_REACH)  # a long post is not read from its start for every name
    start = max((m.end() for m in _SENTENCE_END.finditer(text, lo, mention.start)), default=lo)
    end = _SENTENCE_END.search(text, mention.end, mention.end + _SENTENCE_REACH)
    stop = end.start() if end else min(len(text), mention.end + _SENTENCE_REACH)
    first, last = word_range(words, Mention(start, stop, Category.GPE))
    return list(words[first:last])


def _about(text: str, words: Words, mention: Mention) -> bool:
    """A word of travel, the news or a big event in the sentence (``travel`` of the public cues;
    not the words of a match, ``spielen``, ``lost``, which say as much of a card game or a wallet)."""
    return any(is_cue(w.key, "travel") or _travel_compound(w.key) for w in _sentence(text, words, mention))


def _travel_compound(key: str) -> bool:
    """A German compound of a journey (``Dienstreise``, ``Rückflug``, ``Kurzurlaub``, ``Wochenendtrip``)."""
    return any(key.endswith(head) and len(key) >= len(head) + 3 for head in _TRAVEL_HEADS)


def _private(view: PostText, words: Words, found: Mention) -> bool:
    """Private evidence about the place: a possessive, relation, workplace or home before it, a verb
    of living or coming from among the words before it, a home word in its sentence, or private
    evidence after it."""
    first, last = word_range(words, found)
    if private_before(words, first, possessive=True) or private_after(view.text, words, last):
        return True
    # "lives": wohnen, leben (not "kommt", which also arrives: "kommt um 10 in München Hbf an").
    if any(is_cue(w.key, "lives") for w in words[max(0, first - _HOME_WORDS) : first]):
        return True
    sentence = _sentence(view.text, words, found)
    keys = [w.key.removesuffix("'s").removesuffix("’s") for w in sentence]
    pairs = {" ".join(keys[k : k + 2]) for k in range(len(keys))}
    if any(is_cue(key, "homeland") or is_cue(key, "at-home") or key in _HOMEWARD for key in (*keys, *pairs)):
        return True
    # Living, working or studying anywhere in the sentence (``Wir fliegen nach Wien, wo wir wohnen``,
    # ``ich arbeite in einem Hotel in Wien``): the city is the writer's daily life.
    if any(is_cue(key, "lives") or is_cue(key, "employer") for key in keys):
        return True
    # The writer's relative or home in the sentence (``zu meiner Oma nach Warschau``, ``for my
    # cousin's wedding``, ``past our house``): the city is where the family lives.
    return any(
        (is_cue(keys[k - 1], "possessive") or is_cue(keys[k - 1], "own"))
        and (relation_word(keys[k]) or is_cue(keys[k], "dwelling"))
        for k in range(1, len(keys))
    )


@cache
def airports() -> dict[str, bool]:
    """Folded airport name -> whether it is also a town (``sources/public_airports.tsv.gz``)."""
    return {form.casefold(): flag == "town" for form, _city, flag in read_table("sources/public_airports.tsv.gz")}
