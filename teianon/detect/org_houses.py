"""ORG: a care home, a youth centre or a parish hall named ``Haus`` and a word (``Haus
Sonnenhang``, ``Haus Regenbogen``, ``Haus am Mühlbach``), and a kita, kindergarten or primary
school with its name and district (``Kita Regenbogen Bürgerfelde``, ``Grundschule Kleine
Strolche``).

``Haus`` and a word is a house's name, a dynasty (``Haus Habsburg``), a phrase (``Haus Gottes``)
or a facility; where people are cared for, live, are visited or meet, it is the facility, and it
points to the family as its street would: the sentence must say so, by a word of care (``Pflege``,
``Heim``, ``betreut``, ``Bewohner``), of living or moving in (``wohnt``, ``lebt``, ``gezogen``),
of visiting (``besuchen``), of meeting (``treffen sich``, ``findet … statt``, ``Jugend``,
``Konfirmanden``, ``Gemeinde``) or by a relation word (``Oma``); and ``Haus`` must follow a
preposition of place (``im``, ``ins``, ``vom``, ``in das``), not a possessive or an adjective
(``mein Haus …``, ``das elterliche Haus …``: a house). A notable work's or brand's name (a song's
``Haus am See``), a surname of the tables or a notable's name in the genitive (a family's or a
person's house: ``ins Haus Uccellos``), a function word (a verse's capitalised line start: ``im
Haus Mein …``), a phrase (``Haus Gottes``) and a number's word (``Haus Nummer 5``) stay. The
address rule (:mod:`.house_names`) takes a house's name over a street.

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
from .lexicon import frequency
from .private_cues import relation_word

_CAP = r"\p{Lu}\p{Ll}[\p{L}\-]*"
# ``Haus`` right after a preposition of place (``im``, ``ins``, ``vom``, ``in das``): a
# possessive or an adjective before it makes it a house (``mein Haus``, ``das elterliche Haus``).
_HOUSE = regex.compile(
    r"(?<![\p{L}])(?i:im|ins|vom|zum|beim|in[^\S\n]+das|in[^\S\n]+dem|aus[^\S\n]+dem|von[^\S\n]+dem|zu[^\S\n]+dem)"
    rf"[^\S\n]+(?P<house>Haus[^\S\n]+(?P<name>(?:(?:am|an[^\S\n]der|im|zum|zur)[^\S\n]+)?{_CAP}(?:[^\S\n]+{_CAP})?))"
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
# A name's first word this frequent (Zipf) is a word of the sentence (``Der``, ``Mein``, ``Und``).
_FREQUENT = 4.5
# Words after "Haus" that make a phrase or a count, not a name.
_NOT_NAMES = frozenset("nummer nr gottes herrn".split())

# (Not ``Hort``, a treasure in verse as often: ``aus dem Hort Von …``.)
_KIDS = r"Kita|KiTa|Kindertagesstätte|Kindergarten|Kinderhaus|Kinderkrippe|Krippe|Grundschule|Familienzentrum"
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
    """A facility's name: no phrase, no function word (a verse's capitalised line start: ``im
    Haus Mein Werkzeug``), no notable's or family's name, no person's genitive (``ins Haus
    Baptistas``)."""
    words = name.split()
    last = words[-1]
    if last.casefold() in _NOT_NAMES or frequency(words[0]) >= _FREQUENT:
        return False
    stem = last[:-1] if last.endswith("s") else ""
    if len(words) == 1 and (_surname(last) or stem and (_surname(stem) or notable().get(key_of(stem)))):
        return False  # a family's or a person's house: "Haus Meyer", "ins Haus Uccellos" (not "Haus Franziskus")
    # A notable work or brand (a song's "Haus am See"); a notable's surname names homes as often
    # (``Haus Morgenstern``, ``Haus Franziskus``).
    return not any(e.category != "PER" for key in (key_of(name), key_of(last)) for e in notable().get(key) or ())


def _surname(word: str) -> bool:
    """A surname of the tables that is no first name (a saint's or a first name names homes)."""
    kinds = {e.kind for e in persons().get((word.casefold(),)) or ()}
    return "last" in kinds and "first" not in kinds


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
                    yield Mention(*match.span("house"), Category.ORG, None, "medium", "organisation:house")
        if regex.search(_KIDS, text) is None:
            return
        for match in _KIDS_NAME.finditer(text):
            # The name's second word a district or a name's (``Arche Noah``), or an adjective and
            # a noun (``Kleine Strolche``): no ordinary word after an ordinary name (``Kita
            # Pusteblume Gebühren``).
            if frequency(match["first"]) >= _FREQUENT and not _ADJECTIVE.fullmatch(match["first"]):
                continue  # "die Kita Und …": a word of the sentence, no name
            if match["second"] is not None:
                if not (_district(match["second"]) or _ADJECTIVE.fullmatch(match["first"])):
                    continue
                yield Mention(match.start(), match.end("second"), Category.ORG, None, "medium", "organisation:house")
            if _district(match["district"]):
                yield Mention(*match.span("district"), Category.GPE, None, "medium", "organisation:house")
