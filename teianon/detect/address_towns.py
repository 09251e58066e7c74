"""The towns an address names beside its postcode, with or without a street before them, and the
patterns of a town's name and of the English street words that the street rules of
:mod:`teianon.detect.address` share with them.

A letter's last line (``59494 Soest``), a signature's ``CH-8001 Zürich`` or an English address
ending in ``Sudbury CO10 2XX`` name a town by the postcode beside it: the postcode is the number
rules' (:mod:`teianon.detect.number`), and the town goes with it.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, places
from ..mention import Category, Mention
from ..read.textview import BARRIER
from .address_lines import place_lines_above
from .address_words import NOT_AFTER, QUANTITY_AFTER
from .lexicon import is_name, is_wordlike
from .number import FOUR_DIGIT_SOURCES, uk_postcode_here

# The street words of English addresses (after the USPS list of suffixes), without those that
# end titles, names and products as often ("3 Jurassic Park", "Tiger Woods", "Henry Ford",
# "Windows Vista", "Animal Crossing", "96k DSL Stream").
ENGLISH_STREET_WORDS = (
    r"Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Boulevard|Blvd\.?|Drive|Dr\.|Way|Court|Ct\.?|Place|Pl\.|"
    r"Square|Sq\.?|Terrace|Close|Crescent|Gardens|Grove|Row|Mews|Parkway|Pkwy\.?|Highway|Hwy\.?|Trail|Circle|Cir\.?|"
    r"Meadows?|Rise|Vale|Wharf|Parade|Esplanade|Ridge|Plaza|Alley|Manor|Orchard|Turnpike|Estates?|Villas?"
)
# The words that end a German street's name where it is written as one compound (Lindenstraße,
# Am Mühlenweg), matched without regard to case.
GERMAN_STREET_WORDS = r"straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|pfad"
# A town's name: one capitalised word, hyphenated parts, or the usual additions (Frankfurt am
# Main, Halle (Saale), Neustadt an der Weinstraße, Stratford-upon-Avon).
TOWN = (
    r"(?P<town>\p{Lu}\p{L}+(?:-\p{L}+)*(?:\s(?:am|an\sder|in\sder|im|ob\sder|bei|upon|on)\s\p{Lu}\p{L}+"
    r"|\s\(\p{Lu}[\p{L}.]*\))?)(?![\p{L}\p{N}])"
)
# White space and the barrier between the lines of an address.
GAP = rf"[\s{BARRIER}]*"


def is_town(name: str, sources: frozenset[str] | None = None) -> bool:
    """A place the gazetteer knows (of ``sources``, if given)."""
    return any(e.category == "GPE" and (sources is None or e.source in sources) for e in places().get(key_of(name)))


# A big town's postal district was written after its name (``Hamburg 20``, ``Berlin 61``), and a
# town after ``in`` is one (``wohnen Sie noch in Hamburg 20``); a village's name before a number
# after a verb of living is a street named like it (``wir wohnen Tange 9``, ``wohnt Esch 7``).
POSTAL_DISTRICT_MIN = 100_000
_IN_BEFORE = regex.compile(r"(?i)(?<![\p{L}])in\s*$")


def postal_district(name: str, before: str) -> bool:
    """``name`` and the number after it are a town's postal district, ``before`` the text before."""
    weights = [e.weight for e in places().get(key_of(name)) if e.category == "GPE"]
    return bool(weights) and (max(weights) >= POSTAL_DISTRICT_MIN or _IN_BEFORE.search(before[-8:]) is not None)


# The small words of English towns' hyphenated names (``Wells-next-the-Sea``, ``Burnham-on-Crouch``,
# ``Chapel-en-le-Frith``): a hyphenated name with one of them is a place's, not a double surname.
_TOWN_LINKS = frozenset("on upon under next the by in le la en sur super cum juxta".split())
_HYPHENATED_PLACE = lazy(r"\p{Lu}\p{Ll}+(?:-\p{L}+)+")


def english_town(name: str) -> bool:
    """``name`` after an English street and a comma is its town: a town the gazetteer knows, a
    hyphenated town's name (``Wells-next-the-Sea``), or one word that is no word of the language
    and no person's name (``Cragwell``; not ``Bring`` of ``12 Oak Lane, Bring snacks``), perhaps
    after a village's first word (``Little Hadwick``)."""
    if is_town(name):
        return True
    if _HYPHENATED_PLACE.fullmatch(name):
        return any(part in _TOWN_LINKS for part in name.split("-")[1:-1])
    words = name.split()
    return all(w in _TOWN_PREFIXES for w in words[:-1]) and _unknown_name(words[-1])


# The first words of English villages' names (``Little Hadwick``, ``Great Snoring``, ``Market Bosworth``).
_TOWN_PREFIXES = frozenset(
    "Little Great Upper Lower Nether North South East West High Long Old New Much Market Steeple Castle Church "
    "King's Kings Bishop's Bishops Monks".split()
)


def _unknown_name(word: str) -> bool:
    return not is_wordlike(word) and not is_name(word) and word[:1].isupper() and word[1:].islower()


# A postcode and its town without a street before them (a letter's last line, ``59494 Soest``;
# a signature's ``CH-8001 Zürich``): the postcode is the number rules'; its town goes with it.
_CODE_TOWN = lazy(
    rf"(?<![\p{{L}}\p{{N}}.,:/\-])(?:(?P<country>D|DE|A|AT|CH)-)?(?P<code>\d{{4,5}})[^\S\n]+{TOWN}", regex.VERSION1
)
# A British postcode as number.postcode-uk takes it (capitals, the space), and the place before
# it, on its line or the line before (``Sudbury CO10 2XX``, ``Ipswich<lb/>IP4 2QT``).
_UK_CODE = lazy(r"(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![\p{L}\p{N}])", regex.VERSION1)
_PLACE_BEFORE = lazy(
    rf"(?<![\p{{L}}'\-])(?P<town>\p{{Lu}}[\p{{L}}'\-]+(?:\s\p{{Lu}}[\p{{L}}'\-]+){{0,2}})(?P<gap>\s*,\s*|{GAP})$",
    regex.VERSION1,
)
# An English place name of hyphenated parts with lower-case particles between them
# (Stoke-sub-Hamdon, Ashby-de-la-Zouch, Henley-in-Arden, Stow-on-the-Wold): a shape only places
# have, right before a postcode a place whether the gazetteer knows it or not.
_PARTICLED_PLACE = lazy(r"\p{Lu}\p{L}+(?:-(?:\p{Ll}{1,5}-)+\p{Lu}\p{L}+)+", regex.VERSION1)
_PLACE_AFTER = lazy(r"[^\S\n]*,?[^\S\n]*(?P<town>\p{Lu}\p{L}+)(?![\p{L}\p{N}])", regex.VERSION1)
_ENGLISH_STREET_WORD = lazy(ENGLISH_STREET_WORDS, regex.VERSION1)
# What every British postcode holds (compiled once: issue 41).
_CAPITAL_DIGIT = lazy(r"[A-Z]\d")
# Where a line of an address begins: the post's start, a line break, a comma.
_LINE_START = lazy(rf"(?:^|[\n,{BARRIER}]|\bin)\s*$", regex.VERSION1)


# An Australian town, its state and its postcode ("Toowoomba QLD 4350", "Ballarat VIC 3350"):
# the town is replaced with the postcode; the state is as public as a German Land.
_AU_HINT = lazy(r"\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s\d{4}\b")
_AU_TOWN = lazy(
    r"(?<![\p{L}\p{N}])(?P<town>\p{Lu}[\p{L}'\-]+(?:\s\p{Lu}[\p{L}'\-]+){0,2}),?\s(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)"
    r"\s(?P<code>\d{4})(?![\p{L}\p{N}])",
    regex.VERSION1,
)


def postcode_towns(text: str) -> Iterator[Mention]:
    """The town after a postcode and the town before (or after) a British postcode, with no
    street needed: the postcode says that the word beside it is a place. A town that is also an
    ordinary word (``10000 Essen``), or one the gazetteer lacks, only where the postcode begins a
    line of an address (after a line break or a comma)."""
    for match in _CODE_TOWN.finditer(text):
        code, town = match["code"], match["town"]
        first = town.split()[0]
        if len(first) < 3 or first.casefold() in NOT_AFTER or first.casefold() in QUANTITY_AFTER:
            continue  # "31578 BB 8": two letters are an abbreviation, not a town
        if (
            len(code) == 4
            and not match["country"]
            and (1300 <= int(code) <= 2099 or not is_town(town, FOUR_DIGIT_SOURCES))
        ):
            # Four digits before a name are a year or a model as often as a postcode ("belagerte
            # 1161 Vendôme", "6755 Lanz Bulldog"): only before a town of a country whose
            # postcodes have four digits, as the number rules take them.
            continue
        line_start = _LINE_START.search(text, max(0, match.start() - 4), match.start()) is not None
        known, wordlike = is_town(town) or is_town(first) or _town_and_district(first), is_wordlike(first)
        if (known and not wordlike) or (line_start and (known or not wordlike)):
            start, end = match.span("town")
            yield Mention(start, end, Category.GPE, None, "high", "address:town")
            if line_start:
                yield from place_lines_above(text, match.start())
    for match in _AU_TOWN.finditer(text) if _AU_HINT.search(text) else ():
        if not is_wordlike(match["town"].split()[0]) or is_town(match["town"]):
            yield Mention(*match.span("town"), Category.GPE, None, "high", "address:town")
            yield Mention(*match.span("code"), Category.NUMBER, None, "high", "address:postcode")
    if _CAPITAL_DIGIT.search(text) is None:
        return
    for match in _UK_CODE.finditer(text):
        if not uk_postcode_here(text, match.start(), match.group()):
            continue  # "MacBook Air M2 8GB": a model and its memory, no postcode and town
        before = _PLACE_BEFORE.search(text, max(0, match.start() - 40), match.start())
        if before is not None:
            words = before["town"].split()
            # "Write Leeds LS1 4AP", "14 Mill Lane Sudbury CO10 2XX": the place is the longest
            # run of words at the end that the gazetteer knows, else the words after the last
            # ordinary word or street word.
            towns = [k for k in range(len(words)) if is_town(" ".join(words[k:]))]
            particled = not towns and _PARTICLED_PLACE.fullmatch(words[-1]) is not None
            if towns:
                words = words[towns[0] :]
            elif particled:
                words = words[-1:]  # the place whole (its parts may be words), not a word before it
            for k in range(len(words) - 1, -1, -1):
                if not towns and not particled and (is_wordlike(words[k]) or _ENGLISH_STREET_WORD.fullmatch(words[k])):
                    words = words[k + 1 :]
                    break
            place = " ".join(words)
            apart = "," in before["gap"] or BARRIER in before["gap"]
            # A town the gazetteer knows right before a postcode is the postcode's, also where it
            # is a word too (Bath, Reading); another name only on a line or after a comma of its own.
            if words and (towns or particled or apart and not is_wordlike(words[-1])):
                start = before.end("town") - len(place)
                yield Mention(start, before.end("town"), Category.GPE, None, "high", "address:town")
                yield from place_lines_above(text, start)
                continue
        if _LINE_START.search(text, max(0, match.start() - 4), match.start()) is not None:
            yield from place_lines_above(text, match.start())
        after = _PLACE_AFTER.match(text, match.end())
        if after is not None and is_town(after["town"]) and not is_wordlike(after["town"]):
            start, end = after.span("town")
            yield Mention(start, end, Category.GPE, None, "high", "address:town")


# A town and its district joined by a hyphen (``Essen-Kray``, ``Berlin-Spandau``, ``Frankfurt-
# Höchst``) after a preposition of place right before it, with no article (``in``, ``aus``,
# ``nach``, ``bei``, ``from``, ``near``; a noun of the frame, ``Stadtteil``, ``Raum``): one place,
# whole, whatever the district's name is (``Essen-Werden``: a word too). A compound of a town and
# a thing takes an article (``beim Berlin-Marathon``, ``das Hamburg-Spiel``) and is not read.
_TOWN_DISTRICT = lazy(
    r"(?<=(?<![\p{L}])(?i:in|aus|nach|bei|von|vom|nahe|zwischen|ab|bis|raum|stadtteil|ortsteil|from|to|near|"
    r"outside|around)[^\S\n])(?P<town>\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+)(?![\p{L}\p{N}\-])",
    regex.VERSION1,
)
# The first part of such a compound is a town of this many people at least (not a village that
# names a kind of thing as well), in a country that names districts so: a foreign town's name
# before a hyphen is a product's or a material's as often (a wardrobe, a steel, a bean).
_DISTRICT_TOWN_SIZE = 20_000
_DISTRICT_COUNTRIES = frozenset("geonames:DE geonames:AT geonames:CH geonames:LI geonames:LU".split())


def _town_and_district(name: str) -> bool:
    """``Essen-Kray``: two capitalised parts, the first a German, Austrian or Swiss town of
    :data:`_DISTRICT_TOWN_SIZE` people or more, the second a capitalised name."""
    parts = name.split("-")
    if len(parts) != 2 or not all(p[:1].isupper() and p[1:].islower() for p in parts):
        return False
    return any(
        e.category == "GPE" and e.weight >= _DISTRICT_TOWN_SIZE and e.source in _DISTRICT_COUNTRIES
        for e in places().get(key_of(parts[0]))
    )


def district_towns(text: str) -> Iterator[Mention]:
    """Towns named with their district by a hyphen after a preposition of place (see
    :data:`_TOWN_DISTRICT`): GPE, the whole compound."""
    if "-" not in text:
        return
    for match in _TOWN_DISTRICT.finditer(text):
        if _town_and_district(match["town"]):
            yield Mention(match.start(), match.end(), Category.GPE, None, "medium", "address:town-district")
