"""English street addresses without a street word, and the lines of an address around a
street without a number, for :mod:`teianon.detect.address` (issues 38/39, round 11's kinds).

A British, Irish or Welsh street is often named without a street word (``Llys Afon``,
``Priestpopple``, ``Cornmarket``, ``Ashgrove``). What says it is a street is its frame:

- **a flat's number and a house number before it** (``Flat 4, 21 Priestpopple``, ``Apartment
  2B, 9 Gallowgate``): two numbers in a row before a capitalised name are an address's;
- **a house number after a preposition of place and a known town after a comma** (``the
  bathroom at 27 Llys Afon, Pontypridd``, ``moved to 5 Harbourside, Penzance``): the town is the
  evidence a street word would be;
- **one compound of an old word for a street, a market or a meadow after a street's preposition**
  (``Hartley Strings on Cornmarket``, ``the café off Kirkgate``): a town centre's street;
- **an abbreviated American street word after one or two capitalised words**, no number,
  after a preposition of a street (``off Old Mill Rd``, ``on Green Ln``);
- **a street named without a number on an address line with a British postcode** (``Rose
  Cottage, Church Lane, Little Snoring, Norfolk NR21 0HY``): the places between the street and
  the postcode are the address's village, town and county, whatever words they are made of.

Each finder gives ``(start, end)`` spans of the street (from its house number); the address
detector makes them LOC and takes the town and postcode after them as it does after its other
streets. Guards: no year as a house number, no public name (a firm or a brand of the lists: ``at
3 Mobile, Dublin``), no ordinary word or word of time as the name's first word, not only words
of the language (``at 5 Guys, Leeds``), and the town after the comma one the gazetteer knows.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from .address_towns import ENGLISH_STREET_WORDS
from .address_towns import is_town as _is_town
from .address_words import NOT_AFTER, NOT_NAMES, TIME_WORDS_EN
from .evidence import is_plain_word

_CAP = r"\p{Lu}[\p{Ll}'’\-]+"
# A capitalised name of one to three words (Welsh and Gaelic names have capitals inside:
# "Llys Afon", "Bryn Glas", "Maes y Coed").
_NAME = rf"(?P<name>{_CAP}(?:\s(?:y\s|yr\s|na\s|an\s)?{_CAP}){{0,2}})"
_HOUSE = r"(?P<house>(?!(?:1[89]|20)\d\d\b)\d{1,4}[A-Ha-h]?)"
# "Flat 4, 21 Priestpopple", "Apartment 2B 9 Gallowgate", "Flat 3/2, 14 Gibson Street".
_FLAT_STREET = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?:Flat|Apartment|Apt\.?|Studio|Maisonette)\s\d{{1,4}}[A-Za-z]?(?:/\d{{1,2}})?,?\s"
    rf"{_HOUSE}\s{_NAME}(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
# "at 27 Llys Afon, Pontypridd", "to 5 Harbourside, Penzance": a preposition of place, a house
# number, a name, a comma and a town.
_FRAMED = lazy(
    rf"(?<=(?<![\p{{L}}])(?i:at|to|from|of|in|on)\s){_HOUSE}\s{_NAME}(?=\s?,\s?(?P<town>\p{{Lu}}[\p{{L}}\-]+(?:\s\p{{Lu}}[\p{{L}}\-]+)?))",
    regex.VERSION1,
)
# A street with its street word and no number at the start of an address's line: after a line's
# start, a comma or a house's name and comma ("Rose Cottage, Church Lane, …").
_NAMED_STREET = lazy(
    rf"(?<![\p{{L}}\p{{N}}'’\-])(?:{_CAP}\s){{1,2}}(?:{ENGLISH_STREET_WORDS})(?![\p{{L}}\p{{N}}])(?=\s?,)",
    regex.VERSION1,
)
# An English town centre's street named by one compound of an old word for a street, a market
# or a meadow (``Cornmarket``, ``Kirkgate``, ``Cheapside``, ``Broadmead``, ``Haymarket``), after
# ``on``, ``along``, ``off``, ``into``: where a shop or a meeting is. Not a word of the language
# (``on the seaside``, ``Supermarket``), a public name of the lists (``Watergate``) or a town.
_COMPOUND_STREET = lazy(
    r"(?<=(?<![\p{L}])(?:on|along|off|into|onto|down|up)\s)\p{Lu}\p{Ll}{2,}(?:gate|market|side|mead|wynd|gait|loan)"
    r"(?![\p{L}\p{N}\-])",
    regex.VERSION1,
)
# An American street named by one or two capitalised words and its abbreviated street word,
# without a number, after a preposition of a street (``off Old Mill Rd``, ``on Green Ln``,
# ``along Cedar Ave``): the abbreviation is a street's alone, whatever the words before it. Not
# before a name (``St Mary's``, ``Dr Jones``: a saint's or a doctor's title).
_ABBREVIATED_STREET = lazy(
    r"(?<=(?<![\p{L}])(?:on|along|off|onto|down|up|near|at|from|to|into|of)\s)"
    r"\p{Lu}[\p{L}'’\-]*(?:\s\p{Lu}[\p{L}'’\-]*)?\s(?:Rd|Ln|Ave|Blvd|St|Dr|Ct|Pkwy|Hwy|Cres|Terr?|Pl)\.?"
    r"(?![\p{L}\p{N}]|\.?\s\p{Lu}\p{Ll})",
    regex.VERSION1,
)
# A street word anywhere in the name: the street rules' own ("4783 Bay Rd Saginaw").
_STREET_WORD_END = lazy(rf"(?<![\p{{L}}])(?:{ENGLISH_STREET_WORDS})(?![\p{{L}}])", regex.VERSION1)


def _plain_name(name: str) -> bool:
    """The name's words are no firm's or brand's, and its first word no ordinary word of what
    follows a number (``3 Days``, ``5 Guys``), of time, or one that never begins a street."""
    words = name.split()
    first = words[0].casefold()
    if first in NOT_AFTER or first in NOT_NAMES or first in TIME_WORDS_EN:
        return False
    if all(is_plain_word(word) for word in words):
        return False  # "5 Guys", "3 Sisters": a count of a thing, a firm's sign
    return not notable().get(key_of(name))


def _known_name(name: str) -> bool:
    """A street with its street word: no public name of the lists."""
    return not notable().get(key_of(name))


def compound_streets(text: str) -> Iterator[tuple[int, int]]:
    """A town centre's street named by one compound after a preposition of a street (``on
    Cornmarket``, ``along Kirkgate``, ``off Broadmead``): see :data:`_COMPOUND_STREET`."""
    for match in _COMPOUND_STREET.finditer(text):
        name = match.group()
        if not is_plain_word(name) and _known_name(name) and not _is_town(name):
            yield match.span()


def flat_streets(text: str) -> Iterator[tuple[int, int]]:
    """House number and street after a flat's number (see the module's doc)."""
    for match in _FLAT_STREET.finditer(text):
        if _STREET_WORD_END.search(match["name"]) is None and _plain_name(match["name"]):
            yield match.start("house"), match.end("name")


def framed_streets(text: str) -> Iterator[tuple[int, int]]:
    """House number and street after a preposition of place, before a comma and a known town."""
    for match in _FRAMED.finditer(text):
        if _STREET_WORD_END.search(match["name"]) is not None or not _plain_name(match["name"]):
            continue  # a street word: the street rules' own
        if _is_town(match["town"]) and not _is_town(match["name"]):
            yield match.start("house"), match.end("name")


def numberless_streets(text: str) -> Iterator[int]:
    """The ends of streets named without a house number where a comma follows: the address
    detector takes the places after one only where a British postcode closes them."""
    for match in _NAMED_STREET.finditer(text):
        if _known_name(match.group()):
            yield match.end()


def abbreviated_streets(text: str) -> Iterator[tuple[int, int]]:
    """American streets with an abbreviated street word and no number (see
    :data:`_ABBREVIATED_STREET`); no public name of the lists."""
    for match in _ABBREVIATED_STREET.finditer(text):
        if _known_name(match.group()) and match.group().split()[0].casefold() not in TIME_WORDS_EN:
            yield match.span()
