"""LOC, ORG and NUMBER: premises by their names and codes (issue 38, local places).

Where someone drinks, works, lives or is cared for is named by a pub (``at the Barley Mow``), a
trading estate (``Gewerbegebiet Hellweg``, ``Kingsway Trading Estate``), a block or an annexe
of a building (``the Severn Block``), a unit of a care home or a kita (``Wohnbereich
Sonnenblume``, ``Igelgruppe``, ``Gruppe Regenbogen``), a floor (``im 3. OG rechts``, ``a
3rd-floor flat``), a room or a bay by its code (``in B4.112``, ``in Bay C``). DOCC's ROOM is a
chat room: a named place of a building or a site is LOC (as a street is), a floor's or a
room's code is a NUMBER (as :mod:`teianon.detect.room_codes` makes ``Raum 2.17``). Each rule
is ``medium``: a reviewer sees every proposal.

- **a pub** (``place:pub``, ORG as the venue rule's ``the Drovers Arms``): ``at``/``in``/``to``
  … ``the`` and capitalised words (``Fox and Hounds``) that end in ``Arms``, ``Inn``,
  ``Tavern``, or in a post that speaks of drinking (``pint``, ``pub``, ``beer``, ``quiz`` …);
  not a paper or a public name (``the Guardian``, ``the Premier Inn``).
- **an estate** (``place:estate``): ``Gewerbegebiet``, ``Industriegebiet``, ``Industriepark``,
  ``Gewerbepark``, ``Wohngebiet``, ``Neubaugebiet`` before a name, and a name before ``Trading
  Estate``, ``Industrial Estate``, ``Business Park``, ``Retail Park``.
- **a block, wing or annexe** (``place:building-part``): a name that is no word of the
  language (``Severn``, ``Wolfson``) before ``Block``, ``Annexe``, ``Annex``, ``Wing``.
- **a unit of a home or a kita** (``place:unit``): ``Wohnbereich``, ``Wohngruppe``,
  ``Pflegebereich``, ``Station`` and, after ``in``/``aus`` ``der``, ``Gruppe`` before a
  capitalised noun (``Wohnbereich Sonnenblume``), and a compound of ``-gruppe`` that no
  dictionary holds after ``in der``/``in die`` (``Igelgruppe``; ``Arbeitsgruppe`` and
  ``Whatsappgruppe`` stay).
- **a ward by its code or name** (``place:unit``): ``Station`` and its number, with a letter or
  a side (``auf Station 4B``, ``Station 2 Ost``), ``Ward`` and its number (``on Ward 7``), a
  name before ``Ward`` after ``on``, ``onto``, ``off`` or a verb of moving a patient (``on Rowan
  Ward``; ``the Maternity Ward`` is any hospital's), and a school's class named as English
  primary schools name them, a plural or a tree (``in the Robins class``, ``Oak Class``; ``in
  Maths class`` is a subject), each whole: a code alone says nothing without its word.
- **a floor** (``number:floor``): ``3. OG``, ``2. Obergeschoss`` (with ``links``/``rechts``),
  ``3. Stock``/``Etage`` only with a side; ``3rd-floor flat``, ``2nd floor flat``.
- **a room's bare code** (``number:room-code``) after a preposition: ``in B4.112``, ``to
  C3.207``; a hospital's bay (``Bay C``); a house of an estate or a campus (``in Haus 7``).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lazy import lazy
from ..lists import german_nouns, notable, public_names
from ..mention import Category, Mention
from .evidence import is_plain_word

PUB = "place:pub"
ESTATE = "place:estate"
BUILDING_PART = "place:building-part"
UNIT = "place:unit"
FLOOR = "number:floor"
ROOM_CODE = "number:room-code"

# A capitalised word, hyphens inside it (``Co-op``, ``Slug-and-Lettuce``): a name ends at a word's
# end, never before a hyphen (``the Co-op`` is no pub ``Co``).
_NAME_WORD = r"\p{Lu}[\p{Ll}']+(?:-\p{L}[\p{Ll}']*)*"
_PUB = lazy(
    r"(?<![\p{L}])(?:at|in|to|into|from|outside|near|down|round|behind|opposite)\s+the\s+"
    r"(?P<name>" + _NAME_WORD + r"(?:\s+(?:and|&)\s+" + _NAME_WORD + r"|\s+" + _NAME_WORD + r"){0,2})(?![\p{L}\-])"
)
_PUB_HEADS = frozenset({"arms", "inn", "tavern", "taverne"})
# A post that speaks of going for a drink (not of a meal: ``lunch in the Canteen`` is none).
_DRINKING = lazy(
    r"(?i)(?<![\p{L}])(?:pub|pubs|pint|pints|beer|beers|ale|ales|lager|cider|quiz|landlord|landlady|barman|"
    r"barmaid|boozer|drink|drinks|drinking|bevvy|bevvies|pint's)(?![\p{L}])"
)
# Words after "the" that name no pub (a newspaper, a part of a town, a season).
_NOT_PUBS = frozenset(
    "guardian times telegraph sun mirror independent observer economist city west east north south "
    "end uk us eu nhs bbc world internet web news weekend morning evening afternoon summer winter spring "
    "autumn christmas easter".split()
)

_ESTATE_GERMAN = lazy(
    r"(?<![\p{L}])(?:Gewerbegebiet|Industriegebiet|Industriepark|Gewerbepark|Technologiepark|Wohngebiet|"
    r"Neubaugebiet|Baugebiet|Gewerbehof)\s+(?P<name>(?:(?:Am|An|Im|Auf)\s+(?:der\s+|dem\s+)?)?\p{Lu}[\p{L}\-]+)"
    r"(?![\p{L}])"
)
_ESTATE_ENGLISH = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<name>(?:" + _NAME_WORD + r"\s+){1,2})(?:Trading|Industrial|Business|Retail|Enterprise|"
    r"Housing|Commercial)\s+(?:Estate|Park|Centre|Center)(?![\p{L}])"
)
_BUILDING_PART = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<name>(?:" + _NAME_WORD + r"\s+){1,2})(?:Block|Annexe|Annex|Wing)(?![\p{L}])"
)
_UNIT = lazy(
    r"(?<![\p{L}])(?P<cue>Wohnbereich|Wohngruppe|Pflegebereich|Demenzbereich|Station|(?P<group>(?:in|aus|von|zur)"
    r"\s+(?:der|die)\s+Gruppe))\s+(?P<name>\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])"
)
_GROUP_COMPOUND = lazy(r"(?<![\p{L}])(?:in|aus|von)\s+(?:der|die)\s+(?P<name>\p{Lu}\p{Ll}{2,}gruppe)(?![\p{L}])")
# First parts of a group that is no kita's unit (``Elterngruppe``, ``Whatsappgruppe``).
_NOT_UNIT_GROUPS = frozenset(
    "eltern mädchen jungen frauen männer kinder senioren jugend whatsapp chat facebook telegram signal "
    "lern arbeits spiel sport musik tanz theater lauf wander koch lese bastel turn schwimm selbsthilfe "
    "klassen studien projekt forschungs übungs uebungs tutorien".split()
)
_WARD_CODE = lazy(
    # A ward's number alone only after "auf" (``auf Station 12``); with a letter or a side after
    # any article (``die Station 4B``). ``an der Station 4 der Tour`` is a stop of a walk.
    r"(?<![\p{L}])(?:auf\s+(?P<station>Station)\s+\d{1,2}(?:\s?[A-Za-z](?![\p{L}]))?"
    r"(?:\s+(?:Ost|West|Nord|Süd|Mitte|links|rechts))?(?!\s+(?:der|des|von|vom)(?![\p{L}]))"
    r"|(?:von|zur|die|der|nach)\s+(?P<lettered>Station)\s+\d{1,2}"
    r"(?:\s?[A-Za-z](?![\p{L}])(?:\s+(?:Ost|West|Nord|Süd|Mitte))?|\s+(?:Ost|West|Nord|Süd|Mitte))"
    r"|(?:on|to|onto|off|from|in|into)\s+(?:the\s+)?(?P<ward>[Ww]ard)\s+\d{1,2}(?:[A-Za-z](?![\p{L}]))?)"
    r"(?![\p{L}\p{N}.,]\d)"
)
_WARD_NAME = lazy(
    r"(?<![\p{L}])(?:on|onto|off|(?:moved|transferred|admitted|taken|sent|back)\s+(?:to|onto))\s+(?:the\s+)?"
    r"(?P<name>\p{Lu}\p{Ll}{2,}\s+Ward)(?![\p{L}])"
)
# Words before ``Ward`` that say which kind of ward any hospital has.
_WARD_KINDS = frozenset(
    "maternity children's childrens surgical medical general isolation cancer stroke cardiac acute psychiatric "
    "geriatric orthopaedic orthopedic paediatric pediatric labour labor post-natal postnatal antenatal ante-natal "
    "assessment admissions day elderly mental private public emergency covid intensive the a this that same "
    "other next different".split()
)
_CLASS = lazy(
    r"(?<![\p{L}])(?:in|into|to|from|for|of|teaches|teach|taught|joined|joins)\s+(?:the\s+)?"
    r"(?P<name>\p{Lu}\p{Ll}{2,}\s+[Cc]lass)(?![\p{L}])"
)
# Trees English primary schools name their classes by (a plural names the rest: Robins, Owls).
_CLASS_TREES = frozenset(
    "oak ash elm beech birch willow rowan maple hazel holly chestnut sycamore cedar pine yew hawthorn "
    "cherry apple larch poplar alder juniper acorn".split()
)
# Plurals that are a subject or a sport, not a class's name.
_CLASS_SUBJECTS = frozenset(
    "maths physics economics politics athletics aerobics classics languages arts sciences studies "
    "graphics electronics ethics pilates gymnastics dynamics mechanics statistics genetics linguistics "
    "robotics humanities".split()
)
_FLOOR_GERMAN = lazy(
    r"(?<![\p{L}\p{N}])\d{1,2}\.\s?(?:(?:OG|Obergeschoss|Obergeschoß)(?:\s+(?:links|rechts|Mitte|li\.|re\.))?"
    r"|(?:Stock|Etage|Stockwerk)\s+(?:links|rechts|Mitte|li\.|re\.))(?![\p{L}])"
)
_FLOOR_ENGLISH = lazy(
    r"(?i)(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th)[-\s]floor(?=[-\s](?:flat|apartment|studio|bedsit|room)(?![\p{L}]))"
)
_ROOM_CODE = lazy(
    r"(?<![\p{L}])(?:in|im|into|to|ins|nach|zu|zum|at|room|Raum|Zimmer|raum)\s+"
    r"(?P<code>\p{Lu}{1,2}\d{1,2}\.\d{2,3})(?![\p{L}\p{N}]|\.\d)"
)
# A house of an estate or a clinic's campus by its number (``wir wohnen in Haus 7``); not a
# count (``im Haus 2 Katzen``).
_HOUSE = lazy(
    r"(?<![\p{L}])(?:in|im|ins|aus|zu|zum|vor)\s+Haus\s+(?P<code>\d{1,2}[a-zA-Z]?)(?![\p{L}\p{N}.,]\d|\s+\p{Lu}\p{Ll})"
)
_BAY = lazy(r"(?<![\p{L}])(?:in|on|to|into|at|from)\s+Bay\s+(?P<code>[A-Z]|\d{1,2}[A-Z]?)(?![\p{L}\p{N}])")


def pubs(text: str) -> Iterator[Mention]:
    drinking: bool | None = None
    for m in _PUB.finditer(text):
        words = m["name"].replace("&", " ").split()
        named = [w for w in words if w != "and"]
        key = tuple(w.casefold() for w in words)
        # A chain or a paper the public-sphere table knows whole (``the Premier Inn``) stays its own.
        if named[0].casefold() in _NOT_PUBS or public_names().get(key):
            continue
        if named[-1].casefold() not in _PUB_HEADS:
            if drinking is None:
                drinking = _DRINKING.search(text) is not None
            if not drinking:
                continue
        # An organisation, as the venue rule (teianon.detect.venue_heads) makes ``the Drovers Arms``.
        yield Mention(m.start("name"), m.end("name"), Category.ORG, cert="medium", source=PUB)


def estates(text: str) -> Iterator[Mention]:
    for m in _ESTATE_GERMAN.finditer(text):
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="medium", source=ESTATE)
    for m in _ESTATE_ENGLISH.finditer(text):
        first = m["name"].split()[0]
        if first.casefold() in ("the", "a", "an", "my", "our", "his", "her", "their", "your"):
            continue
        yield Mention(m.start(), m.end(), Category.LOC, cert="medium", source=ESTATE)


def building_parts(text: str) -> Iterator[Mention]:
    for m in _BUILDING_PART.finditer(text):
        words = m["name"].split()
        if not any(not is_plain_word(w) for w in words):
            continue  # "the Main Block", "the East Wing": words, no name
        if words[0].casefold() in ("the", "a", "my", "our"):
            continue
        key = tuple(w.casefold() for w in m.group().split())
        if notable().get(key):
            continue
        yield Mention(m.start(), m.end(), Category.LOC, cert="medium", source=BUILDING_PART)


def units(text: str) -> Iterator[Mention]:
    for m in _UNIT.finditer(text):
        name = m["name"]
        if name not in german_nouns() and (m["group"] or m["cue"] == "Station"):
            continue  # "in der Gruppe Rammstein": a band, "Station North York": a stop; a unit is named by a noun
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="medium", source=UNIT)
    for m in _GROUP_COMPOUND.finditer(text):
        name = m["name"]
        modifier = name[: -len("gruppe")].casefold()
        if name in german_nouns() or is_plain_word(name):
            continue
        if any(modifier.removesuffix(j) in _NOT_UNIT_GROUPS for j in ("", "s", "n", "en", "e")):
            continue
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="medium", source=UNIT)


def wards(text: str) -> Iterator[Mention]:
    if "Station" not in text and "ard" not in text and "lass" not in text:
        return  # most posts name no ward and no class: three string tests instead of three scans
    for m in _WARD_CODE.finditer(text):
        start = next(m.start(g) for g in ("station", "lettered", "ward") if m[g])
        yield Mention(start, m.end(), Category.LOC, cert="medium", source=UNIT)
    for m in _WARD_NAME.finditer(text):
        first = m["name"].split()[0].casefold()
        if first in _WARD_KINDS or notable().get(tuple(m["name"].casefold().split())):
            continue
        # The frame says a ward: a tagger's reading of the two words as a firm or a person goes.
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="high", source=UNIT)
    for m in _CLASS.finditer(text):
        first = m["name"].split()[0].casefold()
        plural = first.endswith("s") and not first.endswith("ss") and first not in _CLASS_SUBJECTS
        if not (plural or first in _CLASS_TREES):
            continue
        yield Mention(m.start("name"), m.end("name"), Category.LOC, cert="medium", source=UNIT)


def floors_and_codes(text: str) -> Iterator[Mention]:
    for m in _FLOOR_GERMAN.finditer(text):
        yield Mention(m.start(), m.end(), Category.NUMBER, cert="medium", source=FLOOR)
    for m in _FLOOR_ENGLISH.finditer(text):
        yield Mention(m.start(), m.end(), Category.NUMBER, cert="medium", source=FLOOR)
    for m in _ROOM_CODE.finditer(text):
        yield Mention(m.start("code"), m.end("code"), Category.NUMBER, cert="medium", source=ROOM_CODE)
    for m in _HOUSE.finditer(text):
        yield Mention(m.start("code"), m.end("code"), Category.NUMBER, cert="medium", source=ROOM_CODE)
    for m in _BAY.finditer(text):
        yield Mention(m.start("code"), m.end("code"), Category.NUMBER, cert="medium", source=ROOM_CODE)


def premises(text: str) -> Iterator[Mention]:
    """Every pub, estate, part of a building, unit, floor and room code of one post's text."""
    yield from pubs(text)
    yield from estates(text)
    yield from building_parts(text)
    yield from units(text)
    yield from wards(text)
    yield from floors_and_codes(text)
