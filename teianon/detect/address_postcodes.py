"""Addresses of other countries by their postcode: the town and the street line with it.

A UK postcode (``LS6 2QD``) or an Irish Eircode (``R95 X2Y3``, ``D6W K2P4``) names a street or
a house; the number detector takes it (:mod:`teianon.detect.number`). The words before it on
the same line are the rest of that address and are replaced with it (issue 39, "addresses as one
unit"):

- the town right before the code (``Kilkenny R95 X2Y3``, ``Hebden Bridge HX7 5AB``, after
  ``Co.`` too: ``Co. Meath A82 R2C4``) (``address:postcode-town``, GPE);
- the street line before the town, a house number and one to three capitalised words and a
  comma (``12 Oak Lawn, Kilkenny R95 X2Y3``), whatever the street word, or none
  (``address:postcode-street``, LOC): the postcode is the address's frame.

The postcodes of Poland (``34-400``), Sweden, Czechia and Slovakia (``457 40``), Portugal
(``4050-123``) and the Netherlands (``3581 RL``) after a street line (one to three words, perhaps
after ``ul.``, ``C/``, ``Calle``, ``Rua``, and a house number: ``ul. Kwiatowa 5/12``,
``Storgatan 5``) and before one to three capitalised words: the street (``address:postcode-street``,
LOC), the postcode (``address:postcode``, NUMBER) and the town (``address:postcode-town``, GPE)
(red team, issue 39: German, British and American addresses were found, these not). And a
Canadian postal code (``S6H 1A1``) after a province's two letters, with the town before them.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from .address_towns import is_town
from .lexicon import is_wordlike

TOWN = "address:postcode-town"
STREET = "address:postcode-street"

_UK = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}"
_EIRCODE_LETTERS = "ACDEFHKNPRTVWXY"
_EIRCODE = rf"[{_EIRCODE_LETTERS}]\d[\dW]\s?[\d{_EIRCODE_LETTERS}]{{4}}"
_WORD = r"\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*"
# A _WORD before white space or a comma: it ends where its run of letters and hyphens ends (a
# shorter one leaves a letter, an apostrophe or a hyphen next), so it is never tried shorter;
# ``regex`` gives back a repeated group's pieces one at a time, each at a cost that grows with the
# run (its square again).
_WHOLE_WORD = rf"(?>{_WORD})"
# Where a name of capitalised words joined by hyphens (a _WORD) cannot begin: right after one of
# its own pieces and a hyphen (``Kaiser-Kaiser-…``), where the match is one that the run's first
# piece begins too, earlier, so finditer never gives it; trying it at every piece cost the
# square of the run's length (benchmarks/growth.py's ``Kaiser-``). _IN_RUN_AFTER_START holds
# only where that first piece may itself begin a match (no letter or digit before it).
_IN_RUN = r"(?<!\p{Lu}[\p{Ll}'’]+-)"
_IN_RUN_AFTER_START = r"(?<!(?<![\p{L}\p{N}])\p{Lu}[\p{Ll}'’]+-)"
_ADDRESS = lazy(
    rf"(?:(?<![\p{{L}}\p{{N}}])(?P<street>\d{{1,4}}[A-Za-z]?\s{_WHOLE_WORD}(?:\s{_WHOLE_WORD}){{0,2}}),[^\S\n]?)?"
    rf"(?:Co\.\s|County\s)?(?P<town>{_IN_RUN}{_WHOLE_WORD}(?:[^\S\n]{_WHOLE_WORD}){{0,2}}),?[^\S\n]"
    rf"(?P<code>{_UK}|{_EIRCODE})"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
CODE = "address:postcode"
# The postcode shapes named above, and a street line before them: a word of a street's prefix,
# one to three words, a house number (with a flat's after a slash).
_FOREIGN_CODE = r"\d{2}-\d{3}|\d{3}\s\d{2}|\d{4}-\d{3}|\d{4}\s?[A-Z]{2}"
# The small words inside a street's name ("Rua das Flores", "Via del Corso").
_PARTICLES = r"(?:das|da|de|do|dos|del|della|di|la|le|van|der|den)"
# A street's prefix, or none where the street's first word begins no match of its own (_IN_RUN_AFTER_START).
_STREET_PREFIX = r"(?:(?:ul\.|al\.|C/|Calle|Rua|Avenida|Av\.|Via|Viale|Rue|Str\.)\s?|" + _IN_RUN_AFTER_START + ")"
# A flat's number after the house's, as Polish and others write it (``5 m. 12``, ``5 lok. 3``,
# ``12 apt. 4``): the street line's, and so replaced with it.
_FLAT = r"(?:,?\s(?:m\.|lok\.|apt\.|Apt\.|Whg\.|Top)\s?\d{1,4}[A-Za-z]?)?"
_FOREIGN = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?P<street>{_STREET_PREFIX}{_WHOLE_WORD}(?:\s(?:{_WHOLE_WORD}|{_PARTICLES})){{0,3}}"
    rf"\s\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}}){{0,2}}{_FLAT}),"
    rf"[^\S\n]?(?P<code>{_FOREIGN_CODE})[^\S\n](?P<town>{_WORD}(?:[^\S\n]{_WORD}){{0,2}})(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_PROVINCES = "AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT"
_CANADA = lazy(
    rf"(?<![\p{{L}}\p{{N}}]){_IN_RUN_AFTER_START}(?P<town>{_WHOLE_WORD}(?:\s{_WHOLE_WORD}){{0,2}}),?\s(?:{_PROVINCES})\s"
    r"(?P<code>[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d)(?![\p{L}\p{N}])",
    regex.VERSION1,
)


def foreign_addresses(text: str) -> Iterator[Mention]:
    """The street, postcode and town of an address with a postcode of the shapes above."""
    for match in _FOREIGN.finditer(text):
        town, street = match["town"], match["street"].split()
        if town.split()[0].casefold() in _NOT_TOWNS:
            continue
        # "Im Jahr 1998, 12-345 Besucher": a year is no house number, an ordinary word no town
        # (unless the gazetteer knows it as one).
        if regex.fullmatch(r"(?:1[89]|20)\d\d", street[-1]) or is_wordlike(town.split()[0]) and not is_town(town):
            continue
        if _DUTCH_CODE.fullmatch(match["code"]) and not _dutch(match["street"], match["code"], town):
            continue
        yield Mention(*match.span("street"), Category.LOC, cert="high", source=STREET)
        yield Mention(*match.span("code"), Category.NUMBER, cert="high", source=CODE)
        yield Mention(*match.span("town"), Category.GPE, cert="high", source=TOWN)
    for match in _CANADA.finditer(text):
        yield Mention(*match.span("town"), Category.GPE, cert="high", source=TOWN)
        yield Mention(*match.span("code"), Category.NUMBER, cert="high", source=CODE)


# The Dutch shape (four digits, two capitals) is also a year and an abbreviation ("Seite 12, 2020
# IT Berlin", "Band 4, 1999 CD Hamburg"): it needs a Dutch town, a Dutch street word, or a street
# and digits that cannot be a page and a year. The two letters say nothing: "1012 EU" is as real.
_DUTCH_CODE = lazy(r"\d{4}\s?[A-Z]{2}")
_DUTCH_STREET = lazy(
    r"(?i:straat|laan|plein|gracht|kade|dijk|singel|steeg|weg|pad|hof|markt|dreef|wal|haven|baan|erf|veld|rak)"
    r"\s\d{1,4}[A-Za-z]?(?:/\d{1,4})?$"
)
_YEARS = lazy(r"1[5-9]\d\d|20\d\d")


def _dutch(street: str, code: str, town: str) -> bool:
    """Whether a street line, a code of the Dutch shape and a town are a Dutch address."""
    if is_town(town, _DUTCH_TOWNS) or _DUTCH_STREET.search(street) is not None:
        return True
    return _YEARS.fullmatch(code[:4]) is None and not is_wordlike(street.split()[0])


_DUTCH_TOWNS = frozenset({"geonames:NL"})


# Words before a postcode that are no town: a cue of the code itself, a form's label.
_NOT_TOWNS = frozenset("postcode post code eircode postleitzahl plz zip address adresse anschrift".split())


def postcode_addresses(text: str) -> Iterator[Mention]:
    """The town before a UK postcode or an Eircode, and the street line before that town."""
    for match in _ADDRESS.finditer(text):
        town = match["town"]
        if town.casefold() in _NOT_TOWNS or town.split()[-1].casefold() in _NOT_TOWNS:
            continue
        yield Mention(*match.span("town"), Category.GPE, cert="high", source=TOWN)
        if match["street"]:
            yield Mention(*match.span("street"), Category.LOC, cert="high", source=STREET)
