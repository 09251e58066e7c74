"""British and Irish addresses before their postcode: the town and the street line with it.

A UK postcode (``LS6 2QD``) or an Irish Eircode (``R95 X2Y3``, ``D6W K2P4``) names a street or
a house; the number detector takes it (:mod:`teianon.detect.number`). The words before it on
the same line are the rest of that address and are replaced with it (issue 39, "addresses as one
unit"):

- the town right before the code (``Kilkenny R95 X2Y3``, ``Hebden Bridge HX7 5AB``, after
  ``Co.`` too: ``Co. Meath A82 R2C4``) (``address:postcode-town``, GPE);
- the street line before the town, a house number and one to three capitalised words and a
  comma (``12 Oak Lawn, Kilkenny R95 X2Y3``), whatever the street word, or none
  (``address:postcode-street``, LOC): the postcode is the address's frame.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention

TOWN = "address:postcode-town"
STREET = "address:postcode-street"

_UK = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}"
_EIRCODE_LETTERS = "ACDEFHKNPRTVWXY"
_EIRCODE = rf"[{_EIRCODE_LETTERS}]\d[\dW]\s?[\d{_EIRCODE_LETTERS}]{{4}}"
_WORD = r"\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*"
_ADDRESS = regex.compile(
    rf"(?:(?<![\p{{L}}\p{{N}}])(?P<street>\d{{1,4}}[A-Za-z]?\s{_WORD}(?:\s{_WORD}){{0,2}}),[^\S\n]?)?"
    rf"(?:Co\.\s|County\s)?(?P<town>{_WORD}(?:[^\S\n]{_WORD}){{0,2}}),?[^\S\n](?P<code>{_UK}|{_EIRCODE})"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
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
