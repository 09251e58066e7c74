"""Games, fiction, famous works and history: public names that a tagger reads as private ones.

- :func:`character`: a character of a big game, book or film (``Luigi``, ``Kratos``, ``Malenia``,
  Minecraft's ``Steve``) in a sentence about playing or reading, or beside its franchise; one that
  is a common first name (``Alex``, ``Matilda``) only beside its franchise, and never after
  ``mit``/``with`` (someone played with a friend) or a private cue (``meine Tochter Matilda``);
- :func:`listed_thing`: a famous work of art (``Mona Lisa``), a place of history that is nobody's
  home now (``Stalingrad``, ``Ellis Island``), a town in the frame of its battle or treaty
  (``Schlacht um Verdun``), a historical public firm (``Hamburg-Amerika Linie``) and a famous
  hotel (``Hotel Adlon``), unless the writer works or lives there: every proposal inside such a
  name as the text writes it.
"""

from __future__ import annotations

from functools import cache

import regex

from ..lists import persons
from ..mention import Mention
from .kept_context import REACH, before, kept_terms, phrase_pattern, private_before, sentence_words

_PLAYING = frozenset(
    "spiel spiele spielen spielt gespielt spielst zocken zocke zockt gezockt game games gaming gamer "
    "boss bosse bossfight endgegner level levels quest quests konsole controller switch ps4 ps5 xbox "
    "nintendo playstation steam charakter charaktere character characters figur spielfigur skin skins "
    "dlc speedrun dungeon dungeons multiplayer coop koop getötet gekillt killed besiegt beaten beat "
    "buch bücher book books roman novel gelesen lese liest lesen read reading film movie serie series "
    "kapitel chapter märchen hörbuch lieblingsbuch lieblingsfigur lieblingscharakter protagonist "
    "protagonistin heldin held hero heroine".split()
)
_WITH = frozenset({"mit", "with", "bei", "zu", "an", "für", "for", "to"})
_AS = frozenset({"als", "as", "skin", "skins", "charakter", "character", "figur", "spielfigur"})


@cache
def _franchise_pattern(cues: tuple[str, ...]) -> regex.Pattern[str] | None:
    return phrase_pattern(set(cues))


def character(text: str, mention: Mention) -> bool:
    """A character of a game, book or film in its frame."""
    span = text[mention.start : mention.end]
    cues = kept_terms().get("character", {}).get(span.casefold())
    if cues is None or private_before(text, mention.start, 3):
        return False
    franchise = _franchise_pattern(cues)
    window = (max(0, mention.start - REACH), min(len(text), mention.end + REACH))
    in_franchise = franchise is not None and franchise.search(text, *window) is not None
    words = sentence_words(text, mention.start, mention.end)
    previous = [w.casefold() for w in before(text, mention.start, 1)]
    # "mit Alex Minecraft gespielt": a friend; "lieber mit Alex als mit Steve", "mit dem Skin":
    # the character one plays as.
    if previous and previous[0] in _WITH and not (in_franchise and any(w in _AS for w in words)):
        return False
    if _common_first_name(span.casefold()):
        return in_franchise
    return in_franchise or any(w in _PLAYING for w in words)


def _common_first_name(key: str) -> bool:
    """A first name many people bear (faker's tables: ``Alex``, ``Luigi``), not a rare one that
    only the dictionaries of names know (``Malenia``)."""
    return any(e.kind == "first" and e.source == "faker" for e in persons().get((key,)))


_BATTLE = frozenset(
    "schlacht battle belagerung siege vertrag verträge treaty frieden friedens peace kessel front "
    "westfront ostfront gefallen fell fallen invasion landung evakuierung evacuation".split()
)
_THINGS = ("work", "historic", "battle", "firm", "hotel", "character")


@cache
def _things() -> regex.Pattern[str] | None:
    # Names of several words only: a one-word name is judged by its own rule (character) or alone.
    forms = {f for kind in _THINGS for f in kept_terms().get(kind, {})}
    return phrase_pattern(forms)


def _kind_of(form: str) -> str:
    for kind in _THINGS:
        if form.casefold() in kept_terms().get(kind, {}):
            return kind
    return ""


def listed_thing(text: str, mention: Mention) -> bool:
    """The proposal lies inside a famous work's, a place of history's, a historical firm's or a
    famous hotel's name, as the text writes it and in its frame."""
    pattern = _things()
    if pattern is None:
        return False
    for match in pattern.finditer(text, max(0, mention.start - 60), min(len(text), mention.end + 60)):
        if not (match.start() <= mention.start and mention.end <= match.end()):
            continue
        kind = _kind_of(match[0])
        if kind == "character" and " " not in match[0]:
            continue  # a one-word character needs its frame (character)
        if private_before(text, match.start(), 3, home=kind in ("historic", "battle", "hotel", "firm")):
            return False
        if kind == "battle":
            return any(w in _BATTLE for w in sentence_words(text, match.start(), match.end()))
        return True
    return False
