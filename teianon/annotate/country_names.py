"""A country where a first name of the same spelling could stand (``Jordan``, ``Kenya``,
``France``, ``Georgia``): after a preposition of where one lives or goes, with a verb or noun
of living or moving in the clause, or in a list of countries, it is the country.

Countries stay by default (see :func:`teianon.lists.is_country_word`), but the person detectors
propose such a word as a first name and the tagger as a person; this is the evidence they lack.
Without it (``ich war mit Jordan im Kino``, ``talked to Chad``) the person stays proposed. A
town named like a country before a US state (``England, Arkansas``) is a town
(:func:`town_of_a_state`).
"""

from __future__ import annotations

import regex

from ..detect.lexicon import is_name
from ..detect.number import US_STATE_NAMES, US_STATES
from ..detect.place import german_direction
from ..detect.place_cued import verb_before
from ..lists import is_country_word, key_of
from ..mention import Category, Mention
from ..read.textview import PostText

# The preposition right before the name, an article of a country between (``in the Gambia``,
# ``in die USA``), as written in the clause before it.
_PREPOSITION = regex.compile(r"(?i)(?<![\p{L}])(?P<p>in|nach|aus|to|from|into)\s+(?:(?:the|die|den|der|dem)\s+)?$")
# One country before this one in a list: ``France, Japan and Kenya``, ``Polen oder Tschechien``.
_LISTED = regex.compile(r"(?i)(?<![\p{L}])(?P<c>\p{Lu}[\p{L}.-]*)\s*(?:,|\s(?:and|und|or|oder|&))\s+$")
# A full name or a possessive after it is a person's: ``Kenya Moore``, ``Jordan's party``.
_PERSON_AFTER = regex.compile(r"(?:['’]s?(?!\p{L})|\s+\p{Lu}\p{Ll})")
_REACH = 60
_STATE_AFTER = regex.compile(r",\s*(?P<state>\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)")


def is_country_in_place_frame(view: PostText, mention: Mention) -> bool:
    """A one-word person proposal that is a country's name, where a place is meant."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    text = view.text
    name = text[mention.start : mention.end]
    if not name[:1].isupper() or any(c.isspace() for c in name) or not is_country_word(key_of(name)):
        return False
    if _PERSON_AFTER.match(text, mention.end):
        return False
    return _country_here(text, mention.start, mention.end, _LIST_DEPTH)


# How many countries before it a list is read back.
_LIST_DEPTH = 6


def _country_here(text: str, start: int, end: int, depth: int) -> bool:
    """``text[start:end]`` in a place frame, or in a list whose item before it is a country that
    is no first name (``Japan``) or is a country by its own frame or list: ``France, Japan and
    Kenya``, not ``Jordan und Kenya wohnen in …``."""
    left = text[max(0, start - _REACH) : start]
    listed = _LISTED.search(left)
    if listed is None or depth == 0:
        return _in_place_frame(text, start, end)
    country = listed["c"]
    if not is_country_word(key_of(country)):
        return False
    before = start - len(left) + listed.start("c")
    return not is_name(country) or _country_here(text, before, before + len(country), depth - 1)


def _in_place_frame(text: str, start: int, end: int) -> bool:
    """A preposition of place right before ``text[start:end]`` with a verb or noun of living or
    going in its clause."""
    left = text[max(0, start - _REACH) : start]
    offset = start - len(left)
    if (found := _PREPOSITION.search(left)) is None:
        return False
    preposition = found["p"].casefold()
    at = offset + found.start("p")
    if preposition in ("in", "nach", "aus") and german_direction(text, at, preposition, end):
        return True
    return preposition in ("in", "to", "from", "into") and verb_before(text, at, preposition)


def town_of_a_state(view: PostText, mention: Mention) -> bool:
    """A name followed by a US state (``England, Arkansas``, ``Peru, IN``): a town named like a
    country, as American towns often are."""
    after = _STATE_AFTER.match(view.text, mention.end)
    return after is not None and (after["state"] in US_STATES or after["state"].split()[-1] in US_STATE_NAMES)
