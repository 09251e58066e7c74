"""PER and LOC: a family named by its surname in a compound, and the farm it is called after.

Village and dialect speech names a person by the family and the relation: ``die Bolte-Tochter``,
``der Hagemann-Bua``, ``the Whitcombe-daughter``, ``die Lindner-Zwillinge``; rule
``person:kin-compound`` takes the surname (the relation stays), where it is a surname of the
tables or no word (``die Bauern-Tochter`` stays). Bavarian and Austrian speech names people
after their farm (``die Resi vom Moarhof``, ``der Sepp vom Huber-Hof``): rule
``place:farm-name`` takes the farm's name after ``vom``, ``beim``, ``am``, ``auf dem``, where the
word is no noun of the dictionary (``vom Bauernhof``, ``am Bahnhof``, ``im Innenhof`` stay).
The same speech calls people by diminutives in ``-l`` and ``-erl`` after an article (``der
Hiasl``, ``d'Kathl``, ``beim Franzl``): rule ``person:dialect-name`` takes such a word where it
is one of the irregular forms below or where its stem with ``-i`` (or alone) is a first name of
the tables (``Michl`` of Michi, ``Resl`` of Resi, ``Franzl`` of Franz), and not where it is a
noun's diminutive (``Radl``, ``Madl``, ``Mandl``, ``Sackerl``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import LARGE_PLACE, notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word
from .person_words import better_read_as_place, name_kinds

_FLAGS = regex.VERSION1
_KIN = (
    r"Tochter|Töchter|Sohn|Söhne|Bub|Buben|Bua|Buam|Bursch|Mädel|Madl|Dirndl|Deandl|Bäuerin|Oma|Opa|Witwe|"
    r"Kinder|Kinners|Schwester|Schwestern|Bruder|Brüder|Zwillinge|Enkel|Enkelin|Sippe|Clan|Jungs|Mädels|"
    r"daughter|daughters|son|sons|boy|boys|girl|girls|widow|kids|twins|lad|lass|clan"
)
_KIN_COMPOUND = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>\p{{Lu}}\p{{Ll}}+)-(?:{_KIN})(?![\p{{L}}\p{{N}}\-])", _FLAGS
)
_FARM = regex.compile(
    r"(?<![\p{L}\p{N}])(?:vom|beim|am|auf\sdem|zum|vum|vo|aufm)\s"
    r"(?P<farm>\p{Lu}\p{Ll}+(?:-[Hh]of|hof|-Hof|bauer|-Bauer|gut|-Gut|hube|-Hube|lehen|-Lehen))(?![\p{L}\p{N}\-])",
    _FLAGS,
)

# Bavarian and Austrian pet forms no rule derives from the name (Hiasl of Matthias, Girgl of
# Georg, Nandl of Ferdinande, Wiggerl of Ludwig): the ones of dialect dictionaries and grammars.
_DIALECT_FORMS = frozenset(
    "Hiasl Hias Girgl Girgl Nandl Nannerl Resl Reserl Wiggerl Wigg Schorsch Xare Xari Zenzl Zenzi Mirl Moidl Poidl "
    "Kathl Kathrei Marei Marerl Burgl Vevi Gidi Lugg Kasch Bäre Ander Anderl Simmerl Toni Tonerl Ferdl Pepi Peppi "
    "Woife Wolferl Michl Traudl Gretl Lisl Liesl Rosl Roserl Hansl Franzl Maxl Seppl Bertl Gustl Loisl Wastl".split()
)
# Nouns' diminutives of the same shape, some of whose stems are first names too (Radi, Mandi, Basi).
_DIALECT_NOUNS = frozenset(
    "Radl Madl Mädl Mandl Manderl Hendl Kindl Dirndl Deandl Weibl Weiberl Bankl Bankerl Kastl Kasterl Seidl Fassl "
    "Häusl Hütterl Platzl Stüberl Sackerl Packerl Haferl Busserl Stamperl Pickerl Zuckerl Kipferl Nockerl Krügerl "
    "Schmankerl Engerl Katzerl Hunderl Vogerl Hascherl Bröserl Beuschl Bründl Mandi "
    # Kinship words of the same shape: the aunt or cousin, the grandmother, mother and father.
    "Basl Bäsl Ahnl Ähnl Muatterl Mutterl Vaterl Vatterl Vetterl Brüaderl Schwesterl Dirndl".split()
)
_DIALECT_NAME = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:der|die|dem|den|da|de|d['’]|beim|vom|zum|mim|mitm|am)\s?"
    r"(?P<name>\p{Lu}\p{Ll}+(?:l))(?![\p{L}\p{N}])",
    _FLAGS,
)


def _dialect_name(word: str) -> bool:
    if word in _DIALECT_FORMS:
        return True
    if word in _DIALECT_NOUNS or is_plain_word(word):
        return False
    stem = word[:-3] if word.endswith("erl") else word[:-1]
    return len(stem) >= 3 and any(name_kinds(form)[0] is not None for form in (stem, stem + "i"))


def _family(word: str) -> bool:
    """A surname of the tables that is no large town, or a word that is no word and no place.
    A notable band's or brand's name is the public's; a notable person's surname is borne by
    private families too (die Bauer-Tochter)."""
    if any(not e.kind.startswith("surname") for e in notable().get((word.casefold(),)) or ()):
        return False
    if name_kinds(word)[1] is not None:
        return not any(e.weight >= LARGE_PLACE for e in places().get((word.casefold(),)) or ())
    return not is_plain_word(word) and not better_read_as_place(word)


def _farm(word: str) -> bool:
    if "-" in word:
        return _family(word.split("-")[0])
    if is_plain_word(word):
        return False  # Bauernhof, Bahnhof, Friedhof, Gutshof
    stem = regex.sub(r"(?:hof|bauer|gut|hube|lehen)$", "", word)
    return len(stem) >= 3 and (
        name_kinds(stem)[1] is not None or name_kinds(stem)[0] is not None or not is_plain_word(stem)
    )


@register
class FamilyFormsDetector(Detector):
    name = "family_forms"
    categories = frozenset({Category.PER, Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "-" in text:
            for match in _KIN_COMPOUND.finditer(text):
                if _family(match["name"]):
                    yield Mention(*match.span("name"), Category.PER, None, "medium", "person:kin-compound")
        for match in _DIALECT_NAME.finditer(text):
            if _dialect_name(match["name"]):
                yield Mention(*match.span("name"), Category.PER, None, "medium", "person:dialect-name")
        for match in _FARM.finditer(text):
            if _farm(match["farm"]):
                yield Mention(*match.span("farm"), Category.LOC, None, "medium", "place:farm-name")
