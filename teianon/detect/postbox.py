"""NUMBER, GPE, LOC: a post-office box with its postcode and town, and Malay streets.

A box number is a person's address as a street and house are (``Postboks 41, 6330 Padborg``,
``Postfach 12 03, 35390 Gießen``, ``P.O. Box 118, Nairobi``, ``Apartado 52, 8600-315 Lagos``):
rule ``address:postbox`` takes the box number (NUMBER), the postcode after it (NUMBER) and the town
(GPE). Malaysian and Indonesian addresses put the street word first (``Jalan Kenanga 27``, ``Jl.
Melati No. 5``, ``Lorong Bunga 3``): rule ``address:street-first`` takes the street with its house
number as one LOC, as the German street rules do (``Musterstraße 12``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_FLAGS = regex.VERSION1
_TOWN = r"\p{Lu}[\p{Ll}\-]+(?:\s(?:an\sder|am|\p{Lu}[\p{Ll}\-]+))?"
_POSTBOX = regex.compile(
    r"(?<![\p{L}\p{N}])(?:Postboks|Postbox|Postfach|Postbus|Postilokero|Boks|(?i:p\.?\s?o\.?\s?box)|Box|"
    r"Apartado(?:\sde\scorreos)?|Casella\spostale|Skrytka\spocztowa|Bo[îi]te\spostale|Caixa\spostal|Pf\.)"
    r"\s?(?:Nr\.?\s?|No\.?\s?)?(?P<box>\d{1,3}(?:\s\d{2,3})*|\d{1,6})(?![\p{L}\p{N}])"
    r"(?:,?\s(?:(?:[A-Z]{1,2}-)?(?P<code>\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3}\s\d{2})\s)?(?P<town>" + _TOWN + r")"
    r"(?![\p{L}\p{N}]))?",
    _FLAGS,
)
# The capitalised words of the English "Box" that are no town ("Box 3, Shelf 2").
_NOT_TOWN = frozenset("Shelf Row Room Level Floor Seite Page Regal Reihe Fach Kiste".split())
_STREET_FIRST = regex.compile(
    r"(?<![\p{L}\p{N}])(?:Jalan|Jln\.|Jl\.|Lorong|Lrg\.|Gang|Gg\.|Lebuh|Lebuhraya|Persiaran|Lengkok)"
    r"\s\p{Lu}[\p{Ll}\-]+(?:\s\p{Lu}[\p{Ll}\-]+){0,2}(?:\s\d{1,2}(?:/\d{1,2})?)?,?\s(?:No\.?\s?)?\d{1,4}[A-Za-z]?"
    r"(?![\p{L}\p{N}])",
    _FLAGS,
)


@register
class PostboxDetector(Detector):
    name = "postbox"
    categories = frozenset({Category.NUMBER, Category.GPE, Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _POSTBOX.finditer(text):
            bare_box = match.group().startswith("Box")
            if bare_box and match["code"] is None:
                continue  # "Box 3": a carton, a shelf; a box with its postcode is an address
            yield Mention(*match.span("box"), Category.NUMBER, None, "high", "address:postbox")
            if match["code"] is not None:
                yield Mention(*match.span("code"), Category.NUMBER, None, "high", "address:postbox")
            town = match["town"]
            comma = "," in text[match.end("box") : match.start("town")] if town is not None else False
            if town is not None and town.split()[0] not in _NOT_TOWN and (match["code"] or comma and not bare_box):
                yield Mention(*match.span("town"), Category.GPE, None, "high", "address:postbox")
        for match in _STREET_FIRST.finditer(text):
            if match.group().startswith("Gang") and not regex.search(r"\bGg\.|\bNo\.", match.group()):
                continue  # German "Gang" is a corridor, a gear
            yield Mention(*match.span(), Category.LOC, None, "high", "address:street-first")
