"""LOC: English house names and named buildings in prose, without an address (issue 38).

People write where they stayed, live or work by the house's name alone: ``we stayed at Bramble
Cottage``, ``my parents still live at Hollins House``, ``he works up at Netherby Farm``, ``our
office is in the Kestrel Building``. The house word and the frame before it (``at``, ``to``,
``from``, ``near``, ``in the``) make it a place (``place:house-name``), whatever its
words are, so a tagger's reading of it as a firm or a person goes (``high``). The address rule
(:mod:`teianon.detect.house_names`) finds the same names before a street or a village.

- After ``Cottage``, ``Lodge``, ``Barn``, ``Bungalow``, ``Farmhouse``, ``Grange``, ``Croft``,
  ``Stables``: any capitalised word names a house (``Rose Cottage``), but a kind every place
  has (``Holiday Cottage``, ``Hunting Lodge``, ``Tithe Barn``: :data:`_KINDS`).
- After ``House``, ``Farm``, ``Manor``, ``Hall``, ``Mill``, ``Building``: a word of no
  dictionary (``Hollins House``), or for a building a word that is no kind of building
  (``the Kestrel Building``; ``the Science Building`` is every campus's).

A name of the public-sphere lists stays (``the White House``, ``Chequers``), and ``the``
before a house word alone (``the house``, ``the Farm``) names nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import notable, places, public_names
from ..mention import Category, Mention
from .evidence import is_plain_word

HOUSE_NAME = "place:house-name"

_ANY_NAMED = ("Cottage", "Lodge", "Barn", "Bungalow", "Farmhouse", "Grange", "Croft", "Stables")
_WORD_NAMED = ("House", "Farm", "Manor", "Hall", "Mill", "Building")
_HOUSE = regex.compile(
    r"(?<![\p{L}])(?:at|to|from|near|in|into|outside|behind|past|round|around|towards|toward|by|of|"
    r"live|lives|lived|living|stay|stayed|staying|rent|rented|bought|sold|visit|visited|visiting)\s+"
    r"(?P<the>the\s+)?(?P<name>(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?\p{Ll}+)?\s+){1,2}(?P<head>"
    + "|".join(_ANY_NAMED + _WORD_NAMED)
    + r"))(?![\p{L}\-])"
)
# Words before a house word that say only what kind of house or building it is.
_KINDS = frozenset(
    "holiday hunting ski gate guest tithe dairy wind water steam steel paper cotton saw flour opera play coffee "
    "public meeting town city village church school farm coach country summer tree light power boat bath ware "
    "club glass white big open council care nursing haunted wendy doll full dog hen pig sheep cattle fish fun "
    "mad animal poultry pumpkin christmas student students science arts main new old office admin "
    "administration engineering library union medical research teaching north south east west central "
    "chemistry physics biology music sports business law design computing maths mathematics english history "
    "court manor log stone brick timber thatched detached terraced semi-detached little great tiny lovely "
    "beautiful nice cosy cozy small large free safe rest round home dream party bouncy halfway treehouse "
    "fire police station hospital medical customs parliament senate state federal assembly concert dance "
    "town's village's mill sugar cider wine beer brew malt pump boiler engine gate-house lake river sea beach "
    "mountain ski-lodge hotel motel airport the a an my our your his her their this that another every".split()
)


# The house words as strings, asked of the post first: most posts hold none.
_QUICK = tuple(_ANY_NAMED + _WORD_NAMED)


def house_names(text: str) -> Iterator[Mention]:
    if not any(word in text for word in _QUICK):
        return
    for m in _HOUSE.finditer(text):
        words = m["name"].split()
        names, head = words[:-1], m["head"]
        if any(w.casefold().rstrip("'’s") in _KINDS or w.casefold() in _KINDS for w in names):
            continue
        key = tuple(w.casefold() for w in words)
        if notable().get(key) or public_names().get(key):
            continue  # "the White House", "Abbey Road": public, by the public-sphere lists
        if any(e.category != "PER" for e in notable().get(key[:-1])):
            continue  # a brand's or a band's building ("the Sony Building"): theirs, not a home
        if head in _WORD_NAMED and head != "Building" and all(is_plain_word(w) for w in names):
            continue  # "at Green Farm", "to Summer Hall": words, as often a kind as a name
        if any(w.endswith(("'s", "’s", "'", "’")) and is_plain_word(w.rstrip("'’s")) for w in names):
            continue  # "the Porter's Lodge", "Surgeons' Hall": whose, a kind
        if head in _WORD_NAMED and any(e.weight > 0 for e in places().get((key[0],))):
            continue  # "Exeter Hall", "Westminster Hall", "Essex House": a town's public building
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="high", source=HOUSE_NAME)
