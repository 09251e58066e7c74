"""ORG: a care home, a youth centre or a parish hall named ``Haus`` and a word (``Haus
Sonnenhang``, ``Haus Regenbogen``, ``Haus am Mühlbach``), and a kita, kindergarten or primary
school with its name and district (``Kita Regenbogen Bürgerfelde``, ``Grundschule Kleine
Strolche``).

``Haus`` and a word is a house's name, a dynasty (``Haus Habsburg``), a phrase (``Haus Gottes``)
or a facility; where people are cared for, live, are visited or meet, it is the facility, and it
points to the family as its street would: the sentence must say so, by a word of care (``Pflege``,
``Heim``, ``betreut``, ``Bewohner``), of living or moving in (``wohnt``, ``lebt``, ``gezogen``),
of visiting (``besuchen``), of meeting (``treffen sich``, ``findet … statt``, ``Jugend``,
``Konfirmanden``, ``Gemeinde``) or by a relation word (``Oma``). A name the notable table holds
or a surname (a family's or a dynasty's house) stays; so does a word of the name in the genitive
(``Haus Gottes``) and a number's word (``Haus Nummer 5``). The address rule
(:mod:`.house_names`) takes a house's name over a street.

A children's facility is named by a word the lists call ordinary (``Regenbogen``,
``Pusteblume``), which :mod:`.institution` takes after its kind word; a name of two words (``Kleine
Strolche``, ``Arche Noah``) and the district written right after it (``Kita Regenbogen
Bürgerfelde``: a capitalised word no dictionary has) belong to it, and ``in`` with such a
district after the name is the district (GPE).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, persons
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word
from .private_cues import relation_word

_CAP = r"\p{Lu}\p{Ll}[\p{L}\-]*"
_HOUSE = regex.compile(
    rf"(?<![\p{{L}}])Haus[^\S\n]+(?P<name>(?:(?:am|an[^\S\n]der|im|zum|zur)[^\S\n]+)?{_CAP}(?:[^\S\n]+{_CAP})?)"
    r"(?![\p{L}\p{N}\-])",
    regex.VERSION1,
)
# Words of care, of living, of visiting and of meeting (prefixes, any case).
_FRAME = regex.compile(
    r"(?i)(?<![\p{L}])(?:pflege\p{L}*|\p{L}*pflege|\p{L}*heim|heimbewohner\p{L}*|senior\p{L}*|bewohner\p{L}*|"
    r"betreu\p{L}*|wohn\p{L}*|lebt|leben|lebe|gezogen|eingezogen|umgezogen|untergebracht|besuch\p{L}*|"
    r"jugend\p{L}*|treff\p{L}*|konfirmand\p{L}*|gemeinde\p{L}*|kurs\p{L}*|gruppe\p{L}*|findet|statt|"
    r"veranstaltung\p{L}*|hospiz\p{L}*|demenz\p{L}*|tagespflege|kurzzeitpflege|residenz|care|visit\p{L}*)(?![\p{L}])"
)
_SENTENCE = regex.compile(r"[.!?\n]")
_WORD = regex.compile(r"\p{L}+")
# Words after "Haus" that make a phrase or a count, not a name.
_NOT_NAMES = frozenset("nummer nr gottes herrn".split())

_KIDS = r"Kita|KiTa|Kindertagesstätte|Kindergarten|Kinderhaus|Kinderkrippe|Krippe|Grundschule|Hort|Familienzentrum"
_KIDS_NAME = regex.compile(
    rf"(?<![\p{{L}}])(?P<kind>{_KIDS})[^\S\n]+(?P<first>{_CAP})(?:[^\S\n]+(?P<second>{_CAP}))?"
    rf"(?:[^\S\n]+in[^\S\n]+(?P<district>{_CAP}))?(?![\p{{L}}\p{{N}}\-])",
    regex.VERSION1,
)

# The adjectives children's facilities are named with (``Kleine Strolche``, ``Bunte Kiste``).
_ADJECTIVE = regex.compile(
    r"(?:Klein|Bunt|Wild|Fröhlich|Lustig|Flink|Kunterbunt|Glücklich|Fleißig|Frech|Munter|Grün|Blau|Rot|Gelb|"
    r"Groß|Neu|Alt|Zauberhaft|Bärenstark|Pfiffig)e[nrs]?"
)


def _named(name: str) -> bool:
    """A facility's name: no phrase, no notable's or family's name."""
    words = name.split()
    last = words[-1]
    if last.casefold() in _NOT_NAMES or len(words) == 1 and persons().get((last.casefold(),)):
        return False
    return not notable().get(key_of(name)) and not notable().get(key_of(last))


def _framed(text: str, start: int, end: int) -> bool:
    """The sentence around ``start``-``end`` has a word of care, living, visiting or meeting, or
    a relation word."""
    left = _SENTENCE.split(text[max(0, start - 100) : start])[-1]
    right = _SENTENCE.split(text[end : end + 80])[0]
    around = f"{left} {right}"
    if _FRAME.search(around):
        return True
    return any(relation_word(w.casefold()) for w in _WORD.findall(around))


def _district(word: str | None) -> bool:
    return word is not None and not is_plain_word(word)


@register
class FacilityHouseDetector(Detector):
    name = "org_houses"
    categories = frozenset({Category.ORG, Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "Haus " in text:
            for match in _HOUSE.finditer(text):
                name = match["name"]
                if _named(name) and _framed(text, match.start(), match.end()):
                    yield Mention(match.start(), match.end(), Category.ORG, None, "medium", "organisation:house")
        if regex.search(_KIDS, text) is None:
            return
        for match in _KIDS_NAME.finditer(text):
            # The name's second word a district or a name's (``Arche Noah``), or an adjective and
            # a noun (``Kleine Strolche``): no ordinary word after an ordinary name (``Kita
            # Pusteblume Gebühren``).
            if match["second"] is not None:
                if not (_district(match["second"]) or _ADJECTIVE.fullmatch(match["first"])):
                    continue
                yield Mention(match.start(), match.end("second"), Category.ORG, None, "medium", "organisation:house")
            if _district(match["district"]):
                yield Mention(*match.span("district"), Category.GPE, None, "medium", "organisation:house")
