"""Where a line break (``<lb/>``) ends a word or a number and where it does not: a word divided
for the line (``Reim<lb/>ersdörfer``, ``<w>Eus</w><lb/><w>ebia</w>``) and a number that runs on
unless the next line opens as an address line does. Read by :mod:`teianon.read.textview`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex
from lxml import etree

from .places import divided_word, divides_word
from .tei import tei

if TYPE_CHECKING:
    from .textview import Token

_LB = tei("lb")
_W = tei("w")


def divides_line(child: etree._Element, before: list[str]) -> bool:
    """Is ``child`` a line break (``<lb/>``, empty, with or without ``break="no"``) inside a
    word divided for the line, after the characters ``before``?"""
    return child.tag == _LB and bool(before) and divides_word(child, before[-1])


# A line that opens as an address line does: a house number before a street (``7 rue des
# Lilas``, ``12 Mill Lane``, ``3 Lindenstraße``) or a postcode before a town (``31737 Rinteln``),
# not the rest of a telephone number before the break (``1581418 ab 18 Uhr``, ``555 ab Montag``).
# The street words are those of detect.address_towns (which reads this module: no import back).
_ADDRESS_LINE = regex.compile(
    r"^(?:\d{1,4}[a-zA-Z]?,?\s+(?:"
    r"(?:rue|avenue|av\.|boulevard|bd\.?|chemin|impasse|allée|quai|via|viale|calle|avenida|piazza|plaza)\s"
    r"|(?:\p{Lu}[\p{L}'\-]*\s){0,2}\p{Lu}\p{L}*(?i:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|pfad)"
    r"(?![\p{L}])"
    r"|(?:\p{Lu}[\p{L}'\-]+\s){1,2}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Boulevard|Blvd\.?|Drive"
    r"|Way|Court|Place|Square|Terrace|Close|Crescent|Gardens|Grove|Row|Mews|Parkway|Highway|Trail|Circle)(?![\p{L}])"
    r")|\d{4,5}\s+(?!(?:Uhr|Euro|Mal|Stück|Jahre|Leute|Punkte|Meter|Minuten|Stunden|Tage|Dollar|Pfund)\b)"
    r"\p{Lu}\p{Ll}+(?:[-\s]\p{Lu}\p{Ll}+)?(?:[,.\s]|$))",
    regex.VERSION1,
)


def number_ends_line(child: etree._Element, before: list[str]) -> bool:
    """Is ``child`` a plain line break after a digit, before a line that opens as an address line
    (a house number and a street, a postcode and a town)? Such a break ends the number before it
    (a telephone number's digits do not take in a house number): a reference runs across a line
    break only where a word is divided there."""
    if child.tag != _LB or child.get("break") == "no" or len(child) or child.text or not before:
        return False
    return before[-1][-1:].isdigit() and _ADDRESS_LINE.match(child.tail or "") is not None


def next_token(child: etree._Element, tokens: list[Token]) -> str | None:
    """The text of the plain ``<w>`` right after ``child``, an empty line break with tokens
    before it; None where there is none."""
    following = child.getnext()
    if len(child) or child.text or not tokens or following is None or following.tag != _W or len(following):
        return None
    return following.text or ""


def token_divides(child: etree._Element, tokens: list[Token]) -> bool:
    """:func:`divided_word` for a line break between two ``<w>`` tokens."""
    rest = next_token(child, tokens) if child.get("break") != "yes" else None
    return rest is not None and divided_word(tokens[-1].text, rest)
