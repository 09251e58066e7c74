"""NUMBER: a postcode on a line of its own in an address written line by line (issue 39).

A letter's address in a transcription of the source document (``<sourceDoc>``'s ``<line>``
elements, read a zone at a time) or in a post may put the postcode on its own line, between the
street and the town (``Kirchweg 12`` / ``25779`` / ``Hennstedt``); the address rules read a
postcode with its town on one line. Rule ``address.postcode-line``: a line that holds only four
or five digits (a country's letter before them allowed: ``D-25779``) is NUMBER where the line
above it is a street with its house number or a post-office box (``Postfach 1123``, ``PO Box
17``), or the line below it one to three capitalised words that are a town of the gazetteer or no
ordinary words. A number alone between other lines (a sum above ``Euro``, a year in a list)
stays.

Rule ``address.street-line`` (LOC): a line of one to three capitalised words and a house number,
alone on its line right above a line of a postcode and a town, is the street, also where it has
no street word and its name is a word (Low German and Danish street names: ``Dieck 12``, ``Klint
4``, ``Wurt 3``, ``Brink 14`` over ``26409 Wittmund``): the block's shape is the evidence. Not a
floor's, a room's or a post-office box's word (``Etage 3``, ``Postfach 1123``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext, register
from .address_towns import is_town
from .address_words import NOT_STREETS
from .lexicon import is_wordlike

_BREAK = rf"[\n{BARRIER}]"
_CODE = regex.compile(
    rf"(?:^|(?<={_BREAK}))[^\S\n]*(?P<country>[A-Z]{{1,2}}-)?(?P<code>\d{{4,5}})[^\S\n]*(?={_BREAK}|$)", regex.VERSION1
)
# The line above: words and a house number (a street), or a post-office box with its number.
_STREET_ABOVE = regex.compile(
    rf"(?:^|{_BREAK})[^\S\n]*(?P<street>(?:\p{{L}}[\p{{L}}.'\-]*[^\S\n]+){{0,3}}\p{{L}}[\p{{L}}.'\-]*),?[^\S\n]+\d{{1,4}}[^\S\n]?[a-zA-Z]?"
    rf"(?:[-/]\d{{1,4}}[a-zA-Z]?)?[^\S\n]*,?[^\S\n]*{_BREAK}[\s{BARRIER}]*$",
    regex.VERSION1,
)
# The line below: one to three capitalised words and nothing else (the town).
_TOWN_BELOW = regex.compile(
    rf"[\s{BARRIER}]*[^\S\n]*(?P<town>\p{{Lu}}[\p{{L}}'\-]+(?:[^\S\n]+(?:\p{{Lu}}[\p{{L}}'\-]+|an|am|bei|im|in|ob|der|/))"
    rf"{{0,3}})[^\S\n]*(?:{_BREAK}|$)",
    regex.VERSION1,
)


def _town(line: str) -> bool:
    """A town the gazetteer knows, or words no word list has as ordinary ("Euro" below a sum
    is none)."""
    return is_town(line) or not any(is_wordlike(w) for w in line.split())


_BOX = regex.compile(r"(?i)^(?:postfach|p\.?\s?o\.?\s?box|box)$")


def _street(words: str) -> bool:
    """A street's name or a post-office box: not ordinary words alone ("Seite 3" is none)."""
    return _BOX.match(words.strip()) is not None or not all(is_wordlike(w.strip(".")) for w in words.split())


# A street's line (capitalised words, a house number) right above a postcode and a town.
_STREET_LINE = regex.compile(
    rf"(?:^|(?<={_BREAK}))[^\S\n]*(?P<street>\p{{Lu}}[\p{{L}}\-]+(?:[^\S\n]+\p{{Lu}}[\p{{L}}\-]+){{0,2}}"
    rf"[^\S\n]+\d{{1,4}}[a-zA-Z]?)[^\S\n]*,?[^\S\n]*{_BREAK}[\s{BARRIER}]*(?:[A-Z]{{1,2}}-)?\d{{4,5}}[^\S\n]+\p{{Lu}}",
    regex.VERSION1,
)


@register
class PostcodeLineDetector(Detector):
    name = "address_postcode_lines"
    categories = frozenset({Category.NUMBER, Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "\n" not in text and BARRIER not in text:
            return
        for match in _STREET_LINE.finditer(text):
            words = match["street"].split()
            if not any(w.casefold() in NOT_STREETS or _BOX.match(w) for w in words[:-1]):
                yield Mention(*match.span("street"), Category.LOC, None, "high", "address:street-line")
        for match in _CODE.finditer(text):
            start, end = match.span("code")
            line_end = match.end()
            above = _STREET_ABOVE.search(text, max(0, match.start() - 120), match.start())
            if above is not None and not _street(above["street"]):
                above = None
            below = _TOWN_BELOW.match(text, line_end)
            # Four digits with a town alone may be a year above a place: the street decides.
            town = below is not None and _town(below["town"]) and (len(match["code"]) == 5 or match["country"])
            if above is not None or town:
                yield Mention(start, end, Category.NUMBER, None, "high", "address:postcode-line")
