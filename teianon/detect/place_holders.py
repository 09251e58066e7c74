"""GPE: the town after a firm's or a family's name and a comma (issue 39).

Credits, catalogues and reports write an owner with the town: ``Spedition Kötterheinrich,
Bünde``, ``Privatbesitz Familie Osterkamp, Brake``, ``Autohaus Pieper GmbH, Leer``. The town is
where the firm or the family is, and a town whose name is also a word (``Leer``, ``Brake``,
``Halle``) is the town there as surely: rule ``place:holder-town`` takes a town of the gazetteer
after a firm's kind, a legal form or ``Familie`` with a name and a comma, where the town ends the
phrase (a comma, a full stop, a bracket, the line's end). A word after such a name that the
gazetteer does not hold stays (``Familie Osterkamp, Nachbarn``), as does a town before a number
(``Halle 3``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_towns import is_town

_FLAGS = regex.VERSION1
_HEADS = (
    r"Familie|Fam\.|Firma|Fa\.|Spedition|Privatbesitz|Sammlung|Nachlass|Autohaus|Bäckerei|Metzgerei|Fleischerei|"
    r"Tischlerei|Schreinerei|Gärtnerei|Zimmerei|Malerbetrieb|Dachdeckerei|Kanzlei|Praxis|Bauunternehmen|Gasthof|"
    r"Gasthaus|Hofladen|Landhandel|Elektro|Sanitär|Blumen|Friseursalon|Salon|Fahrschule|Reisebüro|Optik|"
    r"Family|Messrs\.?|Collection\sof|Estate\sof"
)
_NAME = r"\p{Lu}[\p{L}'’\-]+(?:\s(?:&\s)?\p{Lu}[\p{L}'’\-]+){0,2}"
_LEGAL = r"(?:\s(?:GmbH(?:\s&\sCo\.\sKG)?|KG|OHG|e\.\s?K\.|AG|Ltd\.?|Limited|&\sCo\.?|&\sSohn|&\sSöhne|&\sSons))"
_HOLDER_TOWN = regex.compile(
    rf"(?<![\p{{L}}])(?:(?:{_HEADS})\s(?:Familie\s)?{_NAME}{_LEGAL}?|(?P<firm>(?!(?:Die|Der|Das|Den|Dem|The)\s){_NAME}){_LEGAL}),\s"
    rf"(?P<town>\p{{Lu}}[\p{{L}}\-]+(?:\s(?:an\sder|am|im|in|upon|on)\s\p{{Lu}}[\p{{L}}\-]+)?)"
    r"(?=\s?(?:[,.;)\]]|\n|$)|\s(?:hat|haben|liefert|lieferte|meldet|teilt|schreibt|has|have|wrote)\b)",
    _FLAGS,
)
_QUICK = regex.compile(rf"(?:{_HEADS})\s|GmbH|KG|OHG|AG|Ltd|&\s(?:Co|Sohn|Söhne|Sons)", _FLAGS)


@register
class PlaceHoldersDetector(Detector):
    name = "place_holders"
    categories = frozenset({Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in _HOLDER_TOWN.finditer(text):
            town = match["town"]
            # "Siemens AG, Essen": a public firm's seat says nothing of a person.
            if is_town(town) and not (match["firm"] and notable().get(key_of(match["firm"]))):
                start, end = match.span("town")
                yield Mention(start, end, Category.GPE, None, "high", "place:holder-town")
