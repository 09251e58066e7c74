"""A country where a first name of the same spelling could stand (``Jordan``, ``Kenya``,
``France``, ``Georgia``): after a preposition of where one lives or goes, with a verb or noun
of living or moving in the clause, or in a list of countries, it is the country.

Countries stay by default (see :func:`teianon.lists.is_country_word`), but the person detectors
propose such a word as a first name and the tagger as a person; this is the evidence they lack.
Without it (``ich war mit Jordan im Kino``, ``talked to Chad``) the person stays proposed.
"""

from __future__ import annotations

import regex

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
    left = text[max(0, mention.start - _REACH) : mention.start]
    offset = mention.start - len(left)
    if (listed := _LISTED.search(left)) is not None:
        return is_country_word(key_of(listed["c"]))
    if (found := _PREPOSITION.search(left)) is None:
        return False
    preposition = found["p"].casefold()
    start = offset + found.start("p")
    if preposition in ("in", "nach", "aus") and german_direction(text, start, preposition, mention.end):
        return True
    return preposition in ("in", "to", "from", "into") and verb_before(text, start, preposition)
