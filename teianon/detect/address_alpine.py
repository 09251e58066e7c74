"""NUMBER and GPE: a Swiss or Austrian postcode and its village after a preposition of place
(issue 38): ``ich komme aus 4813 Lauf``, ``wir wohnen in 3127 Linde, Hauptstrasse 4``, ``nach
CH-8717 Stein``. Four digits and a capitalised word after ``in``, ``aus``, ``nach``, ``von``,
``bei`` are how the Swiss and Austrians write where they live; after a postcode the word is the
town, whatever the dictionary says (a village may be called ``Lauf``, ``Mut``, ``Stein``). The
address rules (:mod:`~.address`, :mod:`~.address_postcode_lines`) take a postcode in an address
line or block; this one takes it in a sentence.

- ``address:postcode-alpine`` (NUMBER and GPE, ``medium``): the postcode (its digits; a ``CH-``/``A-`` before it stays)
  and the word after it, where a comma, a line's or a sentence's end, a bracket, ``bei``/``im``
  or a canton's two capitals follows.

Not taken: a year or a round number (``in 2024``, ``aus 1900``, ``in 5000``) unless ``CH-`` or
``A-`` stands before it, a count of a plural or a unit (``in 1500 Metern``, ``aus 1200 Teilen``,
``von 3500 Einwohnern``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_words import NOT_AFTER, QUANTITY_AFTER

_CANTONS = "AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH"
_PATTERN = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:in|aus|nach|von|bei|wohne|wohnt|wohnen)\s"
    r"(?P<code>(?P<country>(?:CH|A|AT)-)?[1-9]\d{3})\s(?P<town>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)"
    rf"(?=\s?(?:,|\(|$|\n|[.!?;](?:\s|$))|\s(?:bei|im|am|ob|an\sder)\s|\s(?:{_CANTONS})(?![\p{{L}}]))",
    regex.VERSION1,
)
# Counts and units after a number: a plural noun is a count, a village's name is not one.
_COUNTED = (
    NOT_AFTER
    | QUANTITY_AFTER
    | frozenset(
        "teile teilen jahren metern kilometern höhenmetern hoehenmetern einwohnern mitgliedern fans zuschauern "
        "schritten exemplaren stimmen kalorien wörtern zeichen franken fr chf rappen liter litern gramm kilo "
        "seiten punkten tagen nächten naechten stück leuten menschen kindern schülern".split()
    )
)
_FOUR_DIGITS = regex.compile(r"\d{4}")
_PLURAL_ENDINGS = ("ungen", "ern", "nen", "ten", "len", "gen")


def _counted(word: str) -> bool:
    folded = word.casefold()
    return folded in _COUNTED or folded.endswith(_PLURAL_ENDINGS)


@register
class AlpinePostcodeDetector(Detector):
    name = "address_alpine"
    categories = frozenset({Category.NUMBER, Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _FOUR_DIGITS.search(text) is None:
            return
        for match in _PATTERN.finditer(text):
            digits = match.group("code")[-4:]
            prefixed = match.group("country") is not None
            if not prefixed and (1900 <= int(digits) <= 2099 or digits.endswith("00")):
                continue
            if _counted(match.group("town")):
                continue
            # The digits, as the address rules take a postcode (``CH-`` stays, as ``D-`` does).
            end = match.end("code")
            yield Mention(end - 4, end, Category.NUMBER, None, "medium", "address:postcode-alpine")
            yield Mention(*match.span("town"), Category.GPE, None, "medium", "address:postcode-alpine")
