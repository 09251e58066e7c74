"""GPE: towns that the phrase around them names as a place, whether the tables hold them or not.

News, court reports and letters name small towns in a few fixed frames, and there the frame is
the evidence (many such towns are missing from the tables, or are called what a word is):

- a person and where they come from or live: an age or a person noun, then ``aus``, ``in`` or
  ``bei`` and a town of the tables (``eine 30-jährige Frau aus Lage``, ``der 45-Jährige aus
  Brakel``, ``ein Radfahrer aus Olpe``; not ``von``, a name's particle: ``Frau von Scheurl``);
- a station (``saw him at Bude station``) and the people, offices and parts of a town before
  ``of`` (``the solicitors of Clitheroe``, ``residents of Ledbury``, ``the outskirts of Frome``);
- a news dateline at the start of a paragraph: the town before an agency's credit (``Olpe
  (dpa) –``) or before a date and a dash (``Brilon, 12. März –``), and a town of the tables
  alone before the first sentence (``Lage. Eine 30-jährige Frau …``).

An English word needs the tables before ``station`` and after ``of`` (``Settle station``,
``Council of Ministers`` are none); days, months, languages and
demonyms are never taken, nor the countries, which the country setting decides on.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import demonyms, is_country_word, key_of, notable, places
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from .evidence import is_plain_word
from .lexicon import CALENDAR_LONG
from .place_phrases import person_leads

# One to three capitalised words of a town, hyphenated parts too (Bad Oeynhausen, Kirchheim-Bolanden).
_TOWN = r"(?P<town>\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*(?:\s\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*){0,2})"
_TOWN_ONE = r"(?P<town>\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*)"
# German nouns of a person whom a news report places (Frau, Radfahrer, Schülerin, Rentner …);
# an age (30-jährige, 45-Jährigen) does as much.
_PERSON_NOUNS = (
    r"(?:Frau|Frauen|Mann|Männer|Kind|Kinder|Junge|Jungen|Mädchen|Jugendliche[rn]?|Familie|Ehepaar|Paar|"
    r"Senior(?:in|en|innen)?|Rentner(?:in|innen)?|Schüler(?:in|innen)?|Student(?:in|en|innen)?|"
    r"Bürger(?:in|innen)?|Einwohner(?:in|innen)?|Anwohner(?:in|innen)?|Bewohner(?:in|innen)?|"
    r"Landwirt(?:in|e|en)?|Unternehmer(?:in|innen)?|Geschäftsmann|Geschäftsfrau|Polizist(?:in|en)?|"
    r"Verletzte[rn]?|Tatverdächtige[rn]?|Beschuldigte[rn]?|Angeklagte[rn]?|Täter(?:in)?|Opfer|"
    r"\p{Lu}\p{Ll}*(?:fahrer|fahrerin|gänger|gängerin|führer|führerin)|Jährige[rn]?)"
)
_AGE = r"\d{1,3}-?(?:jährige[rn]?|Jährige[rn]?)"
_GERMAN_PERSON = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?:{_AGE}(?:\s{_PERSON_NOUNS})?|{_PERSON_NOUNS})\s(?P<prep>aus|in|bei)\s{_TOWN_ONE}"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# "at Bude station", "Market Harborough station": a capitalised name before "station".
_STATION = lazy(rf"(?<![\p{{L}}\p{{N}}])(?<!\.\s){_TOWN}\s(?:railway\s|train\s)?station(?!\p{{L}})", regex.VERSION1)
# Kinds of station whose name is no place ("Police station" in a heading).
_STATION_KINDS = frozenset(
    "police fire bus train railway tube underground petrol gas service power radio space weather "
    "polling coach charging docking work ambulance lifeboat pumping relay tv television".split()
)
# The people, offices and parts of a town before "of": "solicitors of Clitheroe", "the
# residents of Ledbury", "the outskirts of Frome".
# Compiled at once (not teianon.lazy): a match of it is told apart by ``match.re is``.
_OF_TOWN = regex.compile(
    r"(?<![\p{L}])(?P<head>(?i:solicitors|residents|inhabitants|townspeople|villagers|citizens|council|councillors?|"
    r"mayor|parish|vicar|rector|town|village|hamlet|borough|outskirts|suburbs))"
    rf"\sof\s{_TOWN}(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_VILLAGE_HEADS = frozenset({"village", "hamlet", "villagers"})
# A village by the town it is near ("aus Weiler bei Bingen", "in Linde bei Lindlar"): after a
# preposition of origin or living, a capitalised word, "bei" and a town of the tables; the
# village is one also where it is called like a word (the tables lack many, or know the word).
_NEAR_TOWN = lazy(
    r"(?<![\p{L}])(?:aus|in|nach)\s(?P<village>\p{Lu}\p{Ll}[\p{L}\-]*)\s(?:bei|b\.)\s"
    r"(?P<town>\p{Lu}\p{Ll}[\p{L}\-]*(?:\s(?:am|an\sder|im)\s\p{Lu}\p{L}+)?)(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# A German word of a village or a part of a town before its name: "im Dörfchen Sellen", "die
# Bauerschaft Hollich", "Ortsteil Laer".
_GERMAN_VILLAGE = lazy(
    r"(?<![\p{L}])(?:Dorf|Dörfchen|Örtchen|Ortschaft|Ortsteil|Stadtteil|Gemeindeteil|Bauerschaft|Bauernschaft|"
    rf"Weiler|(?<=^|[\n{BARRIER}])OT)\s{_TOWN_ONE}(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
# A paragraph's start: the post's, or after a line break.
_START = rf"(?:^|(?<=[\n{BARRIER}]))\s*"
# A dateline: the town before an agency's credit, or before a date and a dash.
# "ots": the press releases of police and firms through news aktuell ("Löhne (ots) –").
_CREDIT = (
    r"\s?\((?:dpa|afp|ap|epd|kna|sid|apa|sda|ddp|dapd|reuters|kap|idea|lnw|lsw|lby|lhe|lni|lrs|lno|ots)(?:/\p{L}+)?\)"
)
_DATE = r",\s\d{1,2}\.\s?(?:\d{1,2}\.|\p{L}+\.?)(?:\s\d{4})?\s?(?:\(\p{L}+\))?\s?[–—-]"
# Only the credit is matched in any case: a town is written with its capital ("Treffen am Freitag"
# and "heute" are no towns).
_DATELINE = lazy(rf"{_START}{_TOWN}(?=(?i:{_CREDIT}|{_DATE}))", regex.VERSION1)
# A town of the tables alone before a paragraph's first sentence: "Lage. Eine 30-jährige …".
_DATELINE_ALONE = lazy(
    rf"{_START}{_TOWN_ONE}\.\s(?=(?:Ein|Eine|Der|Die|Das|Am|Im|Nach|Bei|Mit|Zu|Zum|Zur|Auf|Wegen|Seit|Für|Unbekannte)\s)",
    regex.VERSION1,
)

# Where someone is picked up or dropped off: "kannst du mich in Lauf abholen", "hol uns morgen in
# Brake ab", "mich aus Weiden mitnehmen".
_PICKUP = lazy(
    rf"(?<![\p{{L}}])(?:mich|uns|dich|euch|ihn|sie)\s(?:\p{{L}}+\s){{0,3}}?(?:in|aus|von)\s{_TOWN_ONE}\s"
    r"(?:\p{L}+\s){0,2}?(?:abholen|abholst|abgeholt|absetzen|abgesetzt|rauslassen|mitnehmen|mitgenommen|"
    r"ab(?=\s*(?:[.!?,]|$)))(?!\p{L})",
    regex.VERSION1,
)
# A doctor's or professor's town: "Hausarzt ist Dr. Kramer in Weiden", "Dr Patel in Didsbury".
_TITLED_IN = lazy(
    r"(?<![\p{L}])(?:Dr|Prof)\.?(?:\s(?:med|dent|rer\.\s?nat|phil)\.)?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
    rf"\s(?:in|aus)\s{_TOWN_ONE}(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
# A local news headline: an event and its village, then a colon or a dash ("Schützenfest in
# Kleinenbremen: …", "Scheunenbrand in Nettelrede – …").
_HEADLINE = lazy(
    rf"{_START}\p{{Lu}}\p{{Ll}}*(?:fest|feier|markt|unfall|brand|einbruch|überfall|jubiläum|kirmes|umzug|"
    rf"turnier|festnahme|großeinsatz|einsatz)\sin\s{_TOWN}(?=\s?[:–—])",
    regex.VERSION1,
)

# A letter's date line: a line of a town, a comma and a date, nothing else ("Wunstorf, den 3.
# März 2025", "Hebden Bridge, 12th May", "Ottersberg, 04.04.2024", "Leeds, May 12, 2025").
_MONTH = (
    r"(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|"
    r"February|March|May|June|July|October|December|Jan|Feb|Mär|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Oct|Nov|"
    r"Dez|Dec)\.?"
)
_LETTER_DATE = (
    r",\s(?:den\s|the\s|im\s|am\s)?(?:\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{2}|\d{4})?|\d{1,2}(?:\.|st|nd|rd|th)?\s(?:of\s)?"
    rf"{_MONTH}(?:,?\s\d{{4}})?|{_MONTH}\s\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s\d{{4}})?|{_MONTH}\s\d{{4}})"
    rf"\s*(?:$|(?=[\n{BARRIER}]))"
)
_LETTER_DATELINE = lazy(rf"{_START}{_TOWN}(?={_LETTER_DATE})", regex.VERSION1 | regex.MULTILINE)


# A town alone in brackets after a word, as a letter's head or a list writes where a doctor, a
# practice or a firm is ("Fachärztin für Innere Medizin (Marl)", "Dr. Berger, Kinderärztin (Bocholt)").
_BRACKETED = lazy(rf"(?<=\p{{L}}[^\S\n]?)\({_TOWN}\)", regex.VERSION1)

_NUMBER_AFTER = lazy(r"\.?\s?\d")


def _no_place(town: str, firm_too: bool = True) -> bool:
    """Days, months, languages and demonyms, countries and (with ``firm_too``) names of the
    public list are no town of a frame."""
    key = key_of(town)
    folded = town.casefold()
    return (
        folded in CALENDAR_LONG
        or bool(demonyms().get(key))
        or is_country_word(key)
        or (firm_too and any(e.category == "ORG" for e in notable().get(key)))
    )


# Inhabitants a town of the tables must have for a word of the language to be its name on a
# letter's date line: hamlets named like words ("Ort", "Termin") are far rarer than the words.
_DATELINE_TOWN_SIZE = 5_000


_CITY_SIZE = 100_000


def _geonames_town(town: str, size: int) -> bool:
    """A town of GeoNames (no region of iso-codes: "Nord", "Süd") of ``size`` people or more."""
    return any(
        e.category == "GPE" and e.form == town and e.weight >= size and e.source.startswith("geonames:")
        for e in places().get(key_of(town))
    )


def _sized_town(town: str) -> bool:
    return any(
        e.category == "GPE" and e.form == town and e.weight >= _DATELINE_TOWN_SIZE for e in places().get(key_of(town))
    )


_SENTENCE_END = lazy(rf"(?:^|[.!?:;\n{BARRIER}\"“„(])\s*$")


def _named(text: str, start: int, town: str) -> bool:
    """An English name by its capital: not at a sentence's start (``The station``), and a word
    (``Council of Ministers``, ``Settle station``) only where the tables hold the town."""
    if _SENTENCE_END.search(text[max(0, start - 5) : start]):
        return False
    return not all(is_plain_word(word) for word in town.split()) or _known(town)


def _known(town: str) -> bool:
    """A town of the tables as written (``Lage``; not ``Not`` of ``NOT``, a code, nor ``Hallo``
    of ``hallo``)."""
    return any(e.category == "GPE" and e.form == town for e in places().get(key_of(town)))


def frames(post: PostText) -> Iterator[Mention]:
    """Towns named by a person's origin, a station, a town's people or parts, or a dateline."""
    text = post.text
    found: list[tuple[int, int, str]] = []
    for match in _GERMAN_PERSON.finditer(text):
        # A town of the tables, which hold German-speaking places of 500 people and more: any
        # other word there is a noun or a name ("eine Frau in Landestracht", "Männer in
        # Heinrichs Zimmer", "Kinder aus Hartz IV").
        # A town named like a noun only after "aus": "in" and a noun is an idiom ("den
        # Angeklagten in Schutz nehmen"), "aus" and a town's name is where one comes from.
        town = match["town"]
        if _known(town) and (match["prep"] == "aus" or not is_plain_word(town)):
            found.append((*match.span("town"), "place:frame"))
    for match in (*_STATION.finditer(text), *_OF_TOWN.finditer(text)):
        town = match["town"]
        # After "village of", "hamlet of" a capital names the place, also one called like words
        # ("the village of Great Snoring", "the hamlet of Wool"): villages are what the tables lack.
        small = (
            match.re is _OF_TOWN
            # in lower case: "The Village of Hope" is a charity's or a title's name
            and match["head"] in _VILLAGE_HEADS
        )
        if town.split()[-1].casefold() in _STATION_KINDS or not (small or _named(text, match.start("town"), town)):
            continue
        if _NUMBER_AFTER.match(text, match.end("town")):
            continue  # "the inhabitants of No. 3": a house
        found.append((*match.span("town"), "place:frame"))
    for match in _DATELINE.finditer(text):
        town = match["town"]
        if _known(town) or not any(is_plain_word(word) for word in town.split()):
            found.append((*match.span("town"), "place:dateline"))  # not "Hallo, 2. Versuch -"
    letter_towns: set[int] = set()
    for match in _LETTER_DATELINE.finditer(text):
        # The line is the frame: a town the tables lack too, but not words of the language alone
        # ("Heute, 12. Mai", "Protokoll, 3. März 2025"), unless the tables hold them as a town of
        # some size (a letter from "Essen, den 12.12.2022" or "Reading, 14 June"; not the hamlet
        # "Ort" of a form's "Ort, 12.05.2024").
        town = match["town"]
        if not all(is_plain_word(word) for word in town.split()) or _sized_town(town):
            found.append((*match.span("town"), "place:dateline"))
            letter_towns.add(match.start("town"))
    for match in _BRACKETED.finditer(text):
        # A town of the tables of some size; one named like a word of the language only where it
        # is a city of GeoNames (Hamm, not the region "Nord" of "Bahnhof (Nord)", nor a village
        # "Wetter" of "(Wetter)").
        town = match["town"]
        plain = any(is_plain_word(word) for word in town.split())
        if _geonames_town(town, _CITY_SIZE if plain else _DATELINE_TOWN_SIZE):
            found.append((*match.span("town"), "place:frame"))
    for match in _NEAR_TOWN.finditer(text):
        if (
            _known(match["town"])
            # "in Dortmund bei Oma": a stay with someone, though the tables know a town Oma
            and match["town"].casefold() not in person_leads()
            and not _no_place(match["village"])
            and match["village"].casefold() not in CALENDAR_LONG
        ):
            found.append((*match.span("village"), "place:frame"))
            found.append((*match.span("town"), "place:frame"))
    for match in _GERMAN_VILLAGE.finditer(text):
        # A word of the language only where the tables know it as a town ("Dorf Essen" is one).
        if _known(match["town"]) or not is_plain_word(match["town"]):
            found.append((*match.span("town"), "place:frame"))
    for match in _PICKUP.finditer(text):
        # A town of the tables of some size: "in Ruhe ab" is a word.
        if _sized_town(match["town"]) or (_known(match["town"]) and not is_plain_word(match["town"])):
            found.append((*match.span("town"), "place:frame"))
    for match in _TITLED_IN.finditer(text):
        if _sized_town(match["town"]) or (_known(match["town"]) and not is_plain_word(match["town"])):
            found.append((*match.span("town"), "place:frame"))
    for match in _HEADLINE.finditer(text):
        # The village the tables lack, or a town of them (not "Sommerfest in Planung:").
        if not any(is_plain_word(word) for word in match["town"].split()) or _sized_town(match["town"]):
            found.append((*match.span("town"), "place:frame"))
    framed = {text[start:end] for start, end, _ in found}
    for match in _DATELINE_ALONE.finditer(text):
        town = match["town"]
        # A town named like a word ("Essen. Das war lecker", "Wetter. Die Sonne …") is a dateline
        # only where a frame of the same text names it a place too ("… eine Frau aus Lage").
        if _known(town) and (not is_plain_word(town) or town in framed):
            found.append((*match.span("town"), "place:dateline"))
    for start, end, source in found:
        # A town of the tables on a letter's date line is the letter's place, also where a
        # notable firm bears its name ("Halifax, 12 March 2023"): no firm writes itself so.
        if not _no_place(text[start:end], firm_too=start not in letter_towns or not _sized_town(text[start:end])):
            yield Mention(start, end, Category.GPE, cert="medium", source=source)
