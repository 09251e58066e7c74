"""LOC: addresses written as South Asian and West African towns write them (issues 38 and 39,
"addresses as one unit").

There a home is found by a chain of units rather than by a street and a house number: a house
or plot number with a slash before its road (``9/14 Nehru Marg``, ``Plot 31/B, Okafor
Crescent``), numbered blocks, houses, sectors, phases, closes and lanes (``Block C, House 7``,
``Sector 14, Phase 3``, ``Close 4, Lane 6``), a flat in a named block (``Flat 3A, Lotus Court
Apartments``), and housing societies and estates named ``… Gardens``, ``… Heights``, ``…
Residency``, ``… Enclave`` (``we live in Sunrise Heights``). Each is one reference, the whole
chain (the DOCC replaces an address as one place, a street with its number):

- ``address:unit-slash`` (``high``): a number with a slash, with or without its unit word
  (``House``, ``Plot``, ``Flat``, ``H. No.``), then one to three capitalised words and a road's
  word (``Road``, ``Marg``, ``Crescent``, ``Nagar``, ``Close`` …).
- ``address:unit-chain`` (``high``): two or more numbered units one after the other, or one
  after a cue of where one lives or sends to (``I live at Block C``, ``address: Sector 21``),
  with a named road or a society after them when there is one; the locality after the chain and a
  comma, a capitalised name that is no word, is its town (GPE, ``medium``).
- ``address:estate`` (``medium``): one to three capitalised words and an estate's word
  (``Gardens``, ``Heights``, ``Residency``, ``Enclave``, ``Apartments``, ``Towers``, ``Villas``,
  ``Society``, ``Colony``, ``Nagar``, ``Vihar``) after a verb of living or staying and ``in``/``at``,
  or right before or after a unit (``Royal Residency, Flat 202``).

Not taken: a unit in lower case (``lane 5`` of a pool, ``phase 2`` of a project), one unit without
a cue (``Phase 2 begins in May``), a list of one kind of unit (``Phase 1, Phase 2``), a court or a
society after a verb of moving (``moved to Crown Court``), an estate's words after an article
(``the Botanical Gardens``) or of the public lists (``Kensington Gardens``), an estate without a
frame of living.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import is_country_word, key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word

_FLAGS = regex.VERSION1
_CAP = r"\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?\p{Ll}+)?"
# A road's word of the subcontinent, West Africa and English-speaking towns.
_ROAD = (
    r"Road|Rd\.?|Street|St\.|Marg|Path|Lane|Crescent|Close|Avenue|Ave\.?|Way|Drive|Nagar|Colony|Layout|"
    r"Extension|Bagh|Vihar|Puram|Chowk|Gali|Salai|Sarani|Bazar|Bazaar|Mohalla|Estate"
)
_ESTATE = (
    r"Gardens|Heights|Residency|Residences|Enclave|Apartments|Apts\.?|Towers|Villas|Homes|Society|"
    r"Colony|Nagar|Vihar|Court|Estate|Complex|Mansions"
)
# A unit of an address and its number or letter: ``House 7``, ``Block C``, ``H. No. 12/3``.
_UNIT_WORD = (
    r"Block|Blk\.|House|H\.\s?No\.|Plot|Flat|Apartment|Apt\.|Door\sNo\.|Close|Lane|Street|Road|Sector|Phase|"
    r"Pocket|Gali|Tower|Wing|Kothi|Quarter|Qtr\.|Avenue|Crescent"
)
# Hyderabad's and Delhi's numbers run in groups (``5-6-112/A``, ``C-5/12``).
_UNIT_VALUE = r"(?:No\.?\s?)?(?:\d{1,4}(?:-\d{1,4}){0,3}[A-Z]?(?:/\d{0,4}[A-Z]?)?|[A-Z](?:-?\d{1,3})?(?:/\d{1,4})?)"
_UNIT = rf"(?:{_UNIT_WORD})[^\S\n]{_UNIT_VALUE}"
_SLASH = r"(?:[A-Z]-?)?\d{1,4}(?:-\d{1,4}){0,3}[A-Z]?/(?:\d{1,4}[A-Z]?|[A-Z])"
_ROAD_NAME = rf"(?:(?:{_CAP}[^\S\n]){{1,3}}|\d{{1,2}}(?:st|nd|rd|th)[^\S\n])(?:{_ROAD}|Cross|Main)(?![\p{{L}}])"
_ESTATE_NAME = rf"(?:{_CAP}[^\S\n]){{1,3}}(?:{_ESTATE})(?![\p{{L}}])"

_SLASHED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}/.])(?:(?:House|H\.\s?No\.|Plot|Flat|Door\sNo\.|No\.)[^\S\n]?)?{_SLASH}"
    rf",?[^\S\n](?P<road>{_ROAD_NAME})",
    _FLAGS,
)
# After a cue of living or sending, a slashed number and a locality's name without a road's
# word (``we stay at C-5/12 Vasant Kunj``).
_SLASHED_NAMED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}/.])(?:(?:House|H\.\s?No\.|Plot|Flat|Door\sNo\.|No\.)[^\S\n]?)?{_SLASH}"
    rf",?[^\S\n](?:{_CAP})(?:[^\S\n]{_CAP}){{0,2}}(?![\p{{L}}\p{{N}}])",
    _FLAGS,
)
_CHAIN = regex.compile(
    # A scheme's or a town's name before its phase or sector (``DHA Phase 5``, ``Lekki Phase 1``).
    rf"(?<![\p{{L}}\p{{N}}])(?P<units>(?:(?:\p{{Lu}}{{2,5}}|{_CAP})[^\S\n](?=(?:Phase|Sector|Block|Pocket)[^\S\n]))?"
    rf"{_UNIT}(?:,?[^\S\n]{_UNIT})*)(?![\p{{L}}\p{{N}}]|/\d)"
    rf"(?P<named>,?[^\S\n](?:{_ROAD_NAME}|{_ESTATE_NAME}))?",
    _FLAGS,
)
_ONE_UNIT = regex.compile(rf"{_UNIT}", _FLAGS)
# An estate before or after a unit: ``Royal Residency, Flat 202``.
_ESTATE_BY_UNIT = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}])(?P<estate>{_ESTATE_NAME}),?[^\S\n](?P<unit>{_UNIT})(?![\p{{L}}\p{{N}}])", _FLAGS
)
_ESTATE_AFTER_HOME = regex.compile(
    r"(?i:(?<![\p{L}])(?:live[sd]?|living|stay(?:s|ed|ing)?|reside[sd]?|residing|moved|shifted|settled|"
    r"(?:our|my|his|her|their)\s(?:new\s)?(?:home|house|flat|apartment|place)(?:\sis)?|address\sis|wohn\p{L}*)"
    r"(?:\s(?:now|there|here|jetzt|still))?\s(?:in(?:to)?|at|to|im|in\sder)\s)"
    rf"(?P<estate>{_ESTATE_NAME})",
    _FLAGS,
)
# ``Sunrise Heights is where we live``, ``…, where my parents stay``.
_ESTATE_BEFORE_HOME = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}])(?P<estate>{_ESTATE_NAME})"
    r"(?i:,?\s(?:is|was)?\s?where\s(?:\p{L}+\s){1,2}(?:live|lives|lived|stay|stays|stayed|reside|resides))",
    _FLAGS,
)
# Where a single unit stands for a home: a verb of living or staying, an address's label, a
# verb of sending before it.
_CUE_BEFORE = regex.compile(
    r"(?i:(?<![\p{L}])(?:live[sd]?|living|stay(?:s|ed|ing)?|reside[sd]?|residing|moved|shifted|address|"
    r"deliver\p{L}*|send|sent|post|ship|wohn\p{L}*|adresse|anschrift)(?:\s\p{L}+){0,2}\s?(?:in|at|to|:|is)?\s?)$",
    _FLAGS,
)
# The locality after a chain and a comma: ``…, House 7, Gulshan``.
_LOCALITY = regex.compile(rf",[^\S\n](?P<town>{_CAP}(?:[^\S\n]{_CAP})?)(?![\p{{L}}\p{{N}}])", _FLAGS)
_QUICK = regex.compile(rf"(?<![\p{{L}}])(?:{_UNIT_WORD}|{_ESTATE})(?![\p{{L}}])|\d/", _FLAGS)


# Words of an estate that a court, a school or a charity ends in as well (``moved to Crown
# Court``): a home's only beside a unit (``Flat 2B, Emerald Court``), not after a verb of living.
_COURTS = ("Court", "Complex", "Society", "Homes")
# Slashed numbers that are phrases, not houses: ``24/7 Customer Service``, ``9/11 Memorial``.
_NOT_HOUSES = ("24/7", "9/11", "7/11", "365/")


def _named(text: str) -> bool:
    """A capitalised name the public lists hold (``Kensington Gardens``) is no one's home."""
    key = key_of(text)
    return bool(notable().get(key))


def _town(name: str) -> bool:
    # The first word carries the name (``Festac Town``, ``Model Town``'s first is a word: kept).
    return not is_plain_word(name.split()[0]) and not is_country_word(key_of(name)) and not _named(name)


@register
class EstateAddressDetector(Detector):
    name = "address_estates"
    categories = frozenset({Category.LOC, Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in _SLASHED.finditer(text):
            if match.group().startswith(_NOT_HOUSES):
                continue
            yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:unit-slash")
            yield from _locality(text, match.end())
        for match in _SLASHED_NAMED.finditer(text):
            if _cued(text, match.start()) and _SLASHED.match(text, match.start()) is None:
                yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:unit-slash")
                yield from _locality(text, match.end())
        for match in _CHAIN.finditer(text):
            units = _ONE_UNIT.findall(match.group("units"))
            # ``Phase 1, Phase 2``, ``Lane 4, Lane 5``: a list of one kind, not an address.
            kinds = {unit.split()[0] for unit in units}
            cued = _cued(text, match.start())
            if (len(units) < 2 or len(kinds) < 2) and not cued and match.group("named") is None:
                continue
            named = match.group("named")
            if named is not None and _named(named.lstrip(", ")):
                yield Mention(match.start(), match.end("units"), Category.LOC, None, "high", "address:unit-chain")
                continue
            yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:unit-chain")
            yield from _locality(text, match.end())
        for match in _ESTATE_BY_UNIT.finditer(text):
            if not _named(match.group("estate")) and not _article_before(text, match.start()):
                yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:unit-chain")
                yield from _locality(text, match.end())
        for pattern in (_ESTATE_BEFORE_HOME, _ESTATE_AFTER_HOME):
            for match in pattern.finditer(text):
                start, end = match.span("estate")
                if not _named(match.group("estate")) and not match.group("estate").endswith(_COURTS):
                    yield Mention(start, end, Category.LOC, None, "medium", "address:estate")


def _cued(text: str, start: int) -> bool:
    return _CUE_BEFORE.search(text[max(0, start - 40) : start]) is not None


_THE_BEFORE = regex.compile(r"(?i:(?<![\p{L}])the\s)$", _FLAGS)


def _article_before(text: str, start: int) -> bool:
    return _THE_BEFORE.search(text[max(0, start - 4) : start]) is not None


def _locality(text: str, end: int) -> Iterator[Mention]:
    found = _LOCALITY.match(text, end)
    if found is not None and _town(found.group("town")):
        yield Mention(found.start("town"), found.end("town"), Category.GPE, None, "high", "address:unit-town")
