"""ORG: a care or health facility named by its place (issue 39).

A practice, a medical centre, a care home or a nursery is often named after the street or square
it stands on: ``MVZ am Stadtgarten``, ``Praxis an der Lindenkirche``, ``Seniorenzentrum am
Kötterbach``, ``Kita im Lohfeld``. Which one someone goes to tells their illness, their age or
their child's district, so the whole name is one reference (rule ``organisation:facility-place``),
not the head alone (``MVZ`` replaced, ``am Stadtgarten`` left). The name after the preposition is
capitalised and no word of time or of a part (``Praxis am Ende des Flurs``, ``Klinik am Montag``
stay).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_words import NOT_NAMES

_FLAGS = regex.VERSION1
_HEADS = (
    r"MVZ|Medizinisches\sVersorgungszentrum|Praxis|Gemeinschaftspraxis|Arztpraxis|Zahnarztpraxis|Ärztehaus|"
    r"Gesundheitszentrum|Klinik|Tagesklinik|Klinikum|Hospiz|Pflegeheim|Altenheim|Seniorenheim|Seniorenzentrum|"
    r"Seniorenresidenz|Seniorenstift|Wohnstift|Pflegezentrum|Kita|Kindertagesstätte|Kindergarten|Grundschule|"
    r"Förderschule|Familienzentrum|Apotheke|Dialysezentrum|Reha-Zentrum|Rehazentrum"
)
_FACILITY = regex.compile(
    rf"(?<![\p{{L}}\-])(?:{_HEADS})\s(?:am|an\sder|an\sden|im|zum|zur|auf\sdem|auf\sder)\s"
    rf"(?P<name>\p{{Lu}}[\p{{L}}\-]+)(?:\s(?P<more>\p{{Lu}}[\p{{L}}\-]+))?(?![\p{{L}}])",
    _FLAGS,
)
_QUICK = regex.compile(rf"(?:{_HEADS})\s(?:am|an|im|in|zum|zur|auf)\s", _FLAGS)


@register
class OrgFacilitiesDetector(Detector):
    name = "org_facilities"
    categories = frozenset({Category.ORG})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in _FACILITY.finditer(text):
            if match["name"].casefold() in NOT_NAMES:
                continue
            # A second capitalised word is the name's (``am Alten Markt``) only after an adjective.
            end = (
                match.end("more") if match["more"] and match["name"].endswith(("en", "er", "es")) else match.end("name")
            )
            yield Mention(match.start(), end, Category.ORG, None, "high", "organisation:facility-place")
