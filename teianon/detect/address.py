"""Street addresses (LOC, with their house number) and post-office boxes (NUMBER).

A street address is one LOC reference from the street name to the house number, as teianon marks
``Musterstraße 12`` (the number of a house says where a person lives only with its street):

- German names with a street word at their end, also hyphenated: ``Goethestraße 45``,
  ``Bahnhofstr 9``, ``Kaiser-Wilhelm-Ring 3``, ``Karl-Marx-Allee 101``, ``Bergstraße 12-14``;
  two words: ``Lange Straße 3``, ``Breiter Weg 7``;
- German names that begin with a preposition: ``Am Rosengarten 5``, ``An der Alten Mühle 14``,
  ``Unter den Linden 77``, ``Zum Sportplatz 4``;
- English ones with the house number first and a street word last: ``221B Baker Street``,
  ``42 Wallaby Way``, ``7 Station Rd``, ``1600 Pennsylvania Avenue NW``, ``Flat 2 Elm Close``.

After an address cue (``wohne``, ``Adresse``, ``I live at``), the same forms are taken in any
case: ``ich wohne am rosengarten 5``, ``adresse: musterstr 12``, ``i live at 221b baker street``;
and an English house number before two or three capitalised words needs no street word there
(``I live at 141 Carter Mountains``), nor, after a cue of where one lives, one to three
capitalised German words before a house number that ends the address (``ich wohne jetzt Hohe
Geest 17``, ``Anschrift: Dreisch 12 in Bergisch Gladbach``).

An address is one unit: the postcode and the town after a street are replaced with it
(``Lindenweg 4, 33602 Bielefeld``: the town GPE, the postcode NUMBER; ``14 Harrow Lane, Sheffield
S10 2TN``, ``88 Maple Avenue, Springfield, IL 62704``), and a name and house number before a
postcode and town are a street even without a street word or a preposition (``Hofgarten 12,
53113 Bonn``, ``Sonnleiten 14, 8020 Graz``; ``Am Mühlenbach 7, 12345 Kleinstadt`` at the start of
a sentence; ``23 Brackenfield, Keswick CA12 4AB`` before a British postcode). A town after a
street without a postcode (``Ulmenallee 3 in Münster``) is taken where it is no ordinary word.
In header prose (``sourceDesc``, notes), a known town after a person's name and a comma is a
place of that person (``Briefe von Hannelore Pfitzner, Leeds``).

The lines of an address may be apart by line breaks (``Mispelweg 11a<lb/>49326 Melle``; the
post's view reads ``<lb/>`` as a barrier), and a postcode needs no street to take its town
along: the town after a postcode (known and no ordinary word, or any town or unknown name where
the postcode begins a line or follows a comma) and the town before a British postcode
(``Stroud GL5 3JH``) are GPE (``address:town``); the postcode is the number rules'.

A box number after ``PO Box``, ``P.O. Box`` or ``Postfach`` is NUMBER; the words stay.

False-alarm guards: a house number is one to four digits (three after a preposition; an
optional letter, a range), no year (``Arbeitsmarkt 2008``), and not followed by a unit, a time or
a decimal (``Am Montag 5 Leute``, ``Im Jahr 2005``); numbered roads (``Bundesstraße 216``) and
English street words that end titles and names (``3 Jurassic Park``) are left out; a name that
begins with a preposition is taken only with more evidence, since "Am Ende 3" reads the same: the
preposition capitalised mid-sentence, an address cue before it (``wohne``, ``Adresse``), or a
postcode or town after it; an English address is not a year before a name (``in 1999 Wall
Street``). Street names without a number are the ``place`` detector's (``place:street``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext, register
from .address_bare import abbreviated_streets, compound_streets, flat_streets, framed_streets, numberless_streets
from .address_blocks import DWELLING_AFTER, ENGLISH_THE, alone_on_line, door_after, house_names, is_title, the_street
from .address_kinds import (
    boxes,
    celtic_streets,
    foreign_streets,
    junction_streets,
    postcode_block_after,
    the_streets,
    unit_addresses,
)
from .address_towns import ENGLISH_STREET_WORDS as _ENGLISH_STREET_WORDS
from .address_towns import GAP as _GAP
from .address_towns import TOWN as _TOWN
from .address_towns import district_towns, english_town, postal_district, postcode_towns
from .address_towns import is_town as _is_town
from .address_words import CUE_WORDS as _CUE_WORDS
from .address_words import DWELLING_CUES, NOT_STREETS
from .address_words import NOT_AFTER as _NOT_AFTER
from .address_words import NOT_NAMES as _NOT_NAMES
from .address_words import TIME_WORDS_EN as _TIME_WORDS_EN
from .lexicon import is_name, is_wordlike

_HOUSE = (
    # Austria's staircase and door after the house ("12/3/7").
    r"(?P<house>\d{1,3}(?:\s?[a-zA-Z](?![\p{L}\p{N}]))?(?:\s?[-/–]\s?\d{1,3}[a-zA-Z]?)?(?:/\d{1,3}[a-zA-Z]?)?)"
    r"(?![\p{L}\p{N}]|[.,:]\d|\s?%)"
)
_SUFFIX = (
    r"(?:straße|strasse|str\.?|weg|platz|allee|gasse|ring|damm|ufer|chaussee|pfad|steig|stieg|graben|"
    r"promenade|kai)"
)
# The word a house number may have after its street: "Lindenstraße, Haus Nr. 17",
# "Ahornweg Hausnummer 3", "Birkenweg Nr. 5"; it belongs to the address.
_HOUSE_WORD = r"(?:,?\s?(?i:haus\s?(?:nr\.?|nummer)|hausnummer|hausnr\.?|nr\.?))?"
_GERMAN_ONE = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>\p{{Lu}}[\p{{L}}\-]*?(?i:{_SUFFIX}))(?<!\.)\.?{_HOUSE_WORD}\s?"
    rf"{_HOUSE.replace('1,3', '1,4')}",
    regex.VERSION1,
)
# A place's adjective before a street word, or before a compound of one ("Icker Landstraße",
# "Hagener Heerstraße"), no pronoun or adverb in "-er" ("unser Feldweg", "wieder Hauptstraße").
_NOT_PLACE_ADJECTIVE = (
    r"(?!(?i:unser|unserer|euer|eurer|ihrer|meiner|deiner|seiner|jeder|dieser|jener|aller|einer|keiner|mancher|welcher|"
    r"solcher|aber|oder|über|ueber|wieder|immer|hinter|unter|weiter|später|vorher|nachher|lieber|außer|ausser)\s)"
)
_GERMAN_TWO = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>\p{{Lu}}\p{{Ll}}+(?:e|er|es)\s(?:Straße|Strasse|Str\.|Weg|Allee|Gasse|Ring|Damm|"
    rf"Ufer|Chaussee|Markt|Graben|Platz|Steig|Pfad)|{_NOT_PLACE_ADJECTIVE}\p{{Lu}}\p{{Ll}}+er\s\p{{Lu}}\p{{Ll}}+"
    rf"(?:straße|strasse|weg|allee|chaussee|damm|ring|gasse|pfad|steig|graben|ufer)){_HOUSE_WORD}\s?{_HOUSE}",
    regex.VERSION1,
)
# Every preposition of place with each dative article, as street names write them ("Hinter den
# Gärten", "Zwischen den Wegen", "Unterm Berg"), and the "Alt-" names.
_PREPOSITIONS = (
    r"(?:Am|Im|Zum|Zur|Beim|Hinterm|Unterm|Überm|Vorm|"
    r"(?:An|Auf|In|Hinter|Unter|Über|Vor|Bei|Zwischen|Neben|Zu)\s(?:der|den|dem)|Alt|Alte|Alter)"
)
_GERMAN_PREPOSITION = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>(?P<prep>{_PREPOSITIONS})\s(?:\p{{Lu}}[\p{{L}}\-]+\s){{0,2}}\p{{Lu}}[\p{{L}}\-]+)\s"
    rf"(?P<house>\d{{1,3}}(?:\s?[a-zA-Z](?![\p{{L}}\p{{N}}]))?(?:\s?[-/–]\s?\d{{1,3}}[a-zA-Z]?)?)"
    rf"(?![\p{{L}}\p{{N}}]|[.,:]\d|\s?%)",
    regex.VERSION1,
)
_CONTRACTED = lazy(r"Am|Im|Zum|Zur|Beim")
_STRASSE = lazy(r"(?i)(?:straße|strasse|str\.?)$")
_LEADING_PREPOSITION = lazy(rf"(?<![\p{{L}}\p{{N}}\-]){_PREPOSITIONS}[^\S\n]$", regex.VERSION1)
_ENGLISH = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-/.,])(?:(?:Flat|Studio|Apartment|Apt\.?|Unit|Suite)\s(?:\d{{1,4}}[A-Za-z]?,?\s)?)?(?P<house>\d{{1,5}}[A-Ha-h]?)\s"
    # A name word may be an American numbered street's ordinal ("301 W 87th St").
    rf"(?P<name>(?:(?:\p{{Lu}}[\p{{L}}'\-]*|\d{{1,3}}(?:st|nd|rd|th))\s){{1,3}}"
    rf"(?:{_ENGLISH_STREET_WORDS}))(?![\p{{L}}])(?:\s(?:N|S|E|W|NE|NW|SE|SW)(?![\p{{L}}]))?",
    regex.VERSION1,
)


# Words that end English streets as often as they end other names ("Kingfisher Reach", "Quarry
# Bank", "Mill Walk", but "Barclays Bank", "Notting Hill"): a street only in an address's frame,
# a house number right after "of", "at", "to", "from", "in" or "on" and the street closing the
# phrase (``of 9 Kingfisher Reach, admitted``), or in any case after an address cue.
_ENGLISH_WEAK_WORDS = (
    r"Reach|Bank|Walk|Green|Hill|View|Gate|Yard|Croft|Chase|Approach|Heights|Fold|Quay|Side|End|Hollow|"
    r"Brow|Nook|Dale|Lea|Mount|Path|Cottages|Park|Fields|Wynd|Garth|Drove|Leys|Paddock|Copse|Spinney|Mead|"
    r"Glade|Dell|Grange|Gait|Loke|Ginnel"
)
_ENGLISH_WEAK = (
    r"(?<=(?<![\p{L}])(?i:of|at|to|from|in|on)\s)(?P<house>\d{1,4}[A-Ha-h]?)\s"
    rf"(?P<name>(?:\p{{Lu}}[\p{{L}}'\-]*\s){{1,2}}(?:{_ENGLISH_WEAK_WORDS}))(?![\p{{L}}\p{{N}}])"
)
_ENGLISH_FRAMED = lazy(_ENGLISH_WEAK + r"(?=\s*(?:[,.;:!?)]|$))", regex.VERSION1)


def _any_case(pattern: regex.Pattern[str]) -> regex.Pattern[str]:
    """The same pattern in any case: chat writes "ich wohne am rosengarten 5"."""
    return regex.compile(
        pattern.pattern.replace(r"\p{Lu}", r"\p{L}").replace(r"\p{Ll}", r"\p{L}"), regex.IGNORECASE | regex.VERSION1
    )


# Street names in lower case are taken only after an address cue (_CUES).
_ANY_CASE = tuple(
    _any_case(p) for p in (_GERMAN_ONE, _GERMAN_PREPOSITION, _ENGLISH, lazy(_ENGLISH_WEAK, regex.VERSION1))
)
# After a cue, an English house number and two or three capitalised words are an address,
# whatever the street word ("I live at 141 Carter Mountains").
_ENGLISH_CUED = lazy(
    r"(?<![\p{L}\p{N}\-/.,])(?:(?:Flat|Studio|Apartment|Apt\.?|Unit)\s)?(?P<house>\d{1,5}[A-Ha-h]?)\s"
    r"(?P<name>\p{Lu}[\p{L}'\-]*(?:\s\p{Lu}[\p{L}'\-]*){1,2})"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# After a cue of where one lives, one to three capitalised words and a German house number are a
# street whatever their last word ("ich wohne jetzt Hohe Geest 17", "Anschrift: Dreisch 12"), where
# the address ends after the number (a comma, "in", a postcode, the end): "Anna 2 Straßen weiter"
# is no address. The cue's own noun and a capitalised pronoun begin no street.
_GERMAN_CUED = lazy(
    r"(?<![\p{L}\p{N}\-/.,])(?P<name>(?!(?i:adresse|anschrift|lieferadresse|neue|meine|unsere|ich|wir|jetzt)\b)"
    rf"\p{{Lu}}[\p{{L}}\-]+(?:[^\S\n]\p{{Lu}}[\p{{L}}\-]+){{0,2}})[^\S\n]{_HOUSE}(?=\s*(?:$|[,.;:!?){BARRIER}]|in\s|\d{{5}}\s))",
    regex.VERSION1,
)
_DWELLING = lazy(DWELLING_CUES + r"[^.!?\n]{0,25}$", regex.IGNORECASE | regex.VERSION1)
# Between an address's lines: white space, or a line break (``<lb/>``, a barrier no name crosses).
_LINE = rf"(?:\s*,\s*|\s*{BARRIER}{_GAP})"
# Where none of these occurs, a post holds no address: a digit.
_REQUIRES = lazy(r"\d")

_CUE_ANYWHERE = lazy(_CUE_WORDS, regex.IGNORECASE | regex.VERSION1)
# How far after its cue an address may begin ("wohne jetzt seit mai in der …"), and how long one may be.
CUE_REACH = 25
# The most words of one cue: "schicken Sie es ihr an" (address_words._SENDING).
CUE_WORDS = 5
ADDRESS_LENGTH = 80
_CUES = lazy(_CUE_WORDS + rf"[^.!?\n]{{0,{CUE_REACH}}}$", regex.IGNORECASE | regex.VERSION1)
# Matched at the end of a street (``match(text, pos)`` anchors it there; the rest of the text is not copied).
_AFTER_TOWN = lazy(r"\s*(?:,\s*)?(?:in\s+|\d{4,5}\s+)(?P<town>\p{Lu}\p{L}+)", regex.VERSION1)
# After a German street: ", 33602 Bielefeld", " in 48153 Münster", " D-12345 Kleinstadt"; or a
# town alone: " in Lemgo".
# Chat writes the town after a postcode in lower case too ("44137 dortmund"); _postcode_town
# takes such a one only where it is no ordinary word.
# What parts an address's street from its postcode on one line: a comma, or in a letterhead or a
# signature a middle dot, a bullet, a bar or a dash ("Im Winkel 2 · 79098 Freiburg").
_PARTS_SEPARATOR = r"[,·•|–—]"
_POSTCODE_TOWN = lazy(
    rf"{_GAP}(?:{_PARTS_SEPARATOR}{_GAP})?(?:in\s+)?(?:D-|DE-|A-|CH-)?(?P<code>\d{{4,5}}|\d{{3}}\s\d{{2}}|\d{{3}})\s+"
    rf"{_TOWN.replace('Lu', 'L', 1)}",
    regex.VERSION1,
)
_IN_TOWN = lazy(rf"\s*,?\s*in\s+{_TOWN}", regex.VERSION1)
# After an English street: ", Sheffield S10 2TN", ", Springfield, IL 62704", ", Leeds".
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}"
_US_ZIP = r"(?:[A-Z]{2}\s)?\d{5}(?:-\d{4})?"
# British addresses name the district and the town before the postcode ("…, Chorlton, Manchester
# M21 9JL"): up to three places, each a ``town`` capture. A US state ("IL 62704") belongs to the
# postcode, not to the places.
_ENGLISH_PLACE = r"(?![A-Z]{2}\s\d)(?P<town>\p{Lu}[\p{L}'\-]+(?:\s\p{Lu}[\p{L}'\-]+){0,2})"
_ENGLISH_TOWN = lazy(
    rf"{_LINE}{_ENGLISH_PLACE}(?:{_LINE}{_ENGLISH_PLACE}){{0,2}}(?:,\s*(?=[A-Z]{{2}}\s\d))?"
    rf"(?:{_GAP},?{_GAP}(?P<code>{_UK_POSTCODE}|{_US_ZIP}))?(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
# A name and a house number before a postcode and a town, without a street word: "Hofgarten 12,
# 53113 Bonn", "Am Mühlenbach 7, 12345 Kleinstadt".
_BARE_STREET = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<name>\p{{Lu}}[\p{{L}}\-]+(?:\s\p{{Lu}}[\p{{L}}\-]+){{0,2}})\s{_HOUSE}"
    rf"(?={_GAP}{_PARTS_SEPARATOR}?{_GAP}(?:D-|DE-|A-|CH-)?\d{{4,5}}\s+\p{{Lu}})",
    regex.VERSION1,
)
# A house number and a name before a town and a British postcode, no street word ("14 Ashgrove, Kidderminster DY10
# 3QT"): the postcode is the evidence a street word would be (compiled at once: ``match.re is`` tells its matches).
_BARE_ENGLISH = regex.compile(
    r"(?<![\p{L}\p{N}])(?!(?:19|20)\d\d\s)\d{1,4}[A-Za-z]?\s(?P<name>\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2})(?=,)"
)
# A person's name, a comma and a town in header prose: "Hannelore Pfitzner, Leeds".
_PERSON_TOWN = lazy(
    r"(?<![\p{L}\p{N}])(?P<first>\p{Lu}\p{Ll}+)\s(?:\p{Lu}\.\s)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?,\s"
    r"(?P<town>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_SENTENCE_START = lazy(r"(?:^|[.!?:;\n]\s*|[\"„“»(]\s*)$")
# A year before an English name ("in 1999 Wall Street") is no house number.
_SPACE = lazy(r"\s")
# A preposition of time right before the number, inside a cued street's match ("am Kiosk um 5").
_TIME_BEFORE = lazy(r"(?<![\p{L}])(?:um|gegen|ab|bis)\s+$", regex.VERSION1)
_LETTER = lazy(r"\p{L}")
# What str.split() takes for a word: the first after a position, found without copying the rest.
_NEXT_WORD = re.compile(r"\S+")


def _cue_before(text: str, start: int) -> bool:
    """``_CUES.search(text[:start])``, over the end of that text only: a cue ends at most
    :data:`CUE_REACH` characters (and a line end) before ``start`` and is at most
    :data:`CUE_WORDS` runs of letters apart by spaces (``schicken Sie es an``), so the text from
    the start of those runs (and one character, for its word boundary) on is enough. Searching
    the whole text before each candidate costs the square of a post's length."""
    begin = max(0, start - CUE_REACH - 2)
    for run in range(CUE_WORDS):
        while begin > 0 and _LETTER.match(text, begin - 1):
            begin -= 1
        if run + 1 < CUE_WORDS:
            while begin > 0 and text[begin - 1].isspace():
                begin -= 1
    return _CUES.search(text[max(0, begin - 1) : start]) is not None


def _sentence_start_before(text: str, start: int) -> bool:
    """``_SENTENCE_START.search(text[:start])`` over the white space before ``start`` and the
    character before it: what the pattern can match of it (its ``^`` cannot match in a window
    that begins with a character that is no white space, so the window does not change it)."""
    begin = start
    while begin > 0 and _SPACE.match(text, begin - 1):
        begin -= 1
    return _SENTENCE_START.search(text[max(0, begin - 1) : start]) is not None


def _word_before(text: str, start: int) -> str | None:
    """``text[:start].split()[-1]`` without the copy, or None where only white space precedes."""
    end = start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    begin = end
    while begin > 0 and not text[begin - 1].isspace():
        begin -= 1
    return text[begin:end] if end > begin else None


_YEAR_CUES = frozenset("in since by of from until till year im seit bis von ab".split())


@register
class AddressDetector(Detector):
    name = "address"
    categories = frozenset({Category.LOC, Category.NUMBER})
    # Anchored scans with bounded looks around each street: a street address in a pasted log is
    # found to the end of a long post.
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        # A house's name needs no number: "Rose Cottage, Mill Road".
        for start, end in house_names(text, lambda start: _cue_before(text, start)):
            yield Mention(start, end, Category.LOC, None, "medium", "address:house-name")
        # Streets named with "The" and the streets of a junction need no number (address_kinds).
        english_streets: list[tuple[int, int]] = []
        for start, end in (*the_streets(text), *junction_streets(text), *celtic_streets(text)):
            english_streets.append((start, end))
            yield Mention(start, end, Category.LOC, None, "high", "address:street-shape")
        for _start, end in english_streets:
            yield from _unit(text, end, True)
        for start, end in (*compound_streets(text), *abbreviated_streets(text)):
            yield Mention(start, end, Category.LOC, None, "medium", "address:street-frame")
        yield from district_towns(text)  # "aus Essen-Kray": a town and its district, one place
        if _REQUIRES.search(text) is None:
            return
        streets: list[tuple[int, int]] = []
        # A street word before the name (ul. Różana 7, 8 rue des Lilas), a unit before a building.
        for start, end in (*foreign_streets(text), *unit_addresses(text)):
            streets.append((start, end))
            yield Mention(start, end, Category.LOC, None, "high", "address:street-shape")
        # Streets without a street word in an address's frame (address_bare).
        for start, end in (*flat_streets(text), *framed_streets(text)):
            if not any(a < end and start < b for a, b in streets):
                streets.append((start, end))
                yield Mention(start, end, Category.LOC, None, "high", "address:street-frame")
                yield from _unit(text, end, True)
        for end in numberless_streets(text):
            if _uk_town(text, end):
                yield from _unit(text, end, True)
        for pattern in (_GERMAN_ONE, _GERMAN_TWO):
            for match in pattern.finditer(text):
                if self._house_number(text, match) and not self._ordinary(match["name"]):
                    # "Zum Sportplatz 4": a capitalised preposition before it is the name's own,
                    # never before a "-straße" ("In der Kronenstraße 60 wohnte …"), and at a
                    # sentence's start only a contracted one ("Am", "Zum").
                    lead = _LEADING_PREPOSITION.search(text, max(0, match.start() - 12), match.start())
                    if lead is not None and (
                        _STRASSE.search(match["name"])
                        or _sentence_start_before(text, lead.start())
                        and _CONTRACTED.fullmatch(lead.group().strip()) is None
                    ):
                        lead = None
                    start = match.start() if lead is None else lead.start()
                    streets.append((start, match.end()))
                    yield Mention(start, match.end(), Category.LOC, None, "high", "address:street")
        # A paragraph of a letter's head that holds the street alone, before one that begins
        # with a postcode ("Auf dem Kamp 9" / "31675 Bückeburg" as two <p>): one address block.
        alone = len(text) < 60 and postcode_block_after(post, context)
        for match in _GERMAN_PREPOSITION.finditer(text):
            # "in der Goethestraße 5": the preposition is no part of a name that has a street word.
            if _holds(match, streets):
                continue
            fills = alone and not text[: match.start()].strip() and not text[match.end() :].strip()
            if self._house_number(text, match) and (fills or self._prepositional(text, match)):
                # With its postcode and town after it, the address is certain.
                cert = "high" if _town_after(text, match.end(), english=False) is not None else "medium"
                streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, cert, "address:street")
        framed = (m for m in _ENGLISH_FRAMED.finditer(text) if not notable().get(key_of(m["name"])))
        for match in (*_ENGLISH.finditer(text), *framed):  # not "of 3 Deutsche Bank": a firm's name
            if not _holds(match, streets) and self._english(text, match):
                streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:street")
        for match in ENGLISH_THE.finditer(text):
            if not _holds(match, streets) and the_street(text, match, _cue_before(text, match.start())):
                streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:street")
        if _CUE_ANYWHERE.search(text) is not None:
            yield from self._after_cue(text, streets)
        for match in (*_BARE_STREET.finditer(text), *_BARE_ENGLISH.finditer(text)):
            english = match.re is _BARE_ENGLISH
            if (
                not any(start < match.end() and match.start() < end for start, end in streets)
                and (english or self._house_number(text, match))
                and not any(w.casefold() in _NOT_NAMES for w in match["name"].split())
                and (_uk_town(text, match.end()) if english else _town_after(text, match.end(), False, True))
            ):
                streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:street")
        for start, end in streets:
            # "12 The Paddocks" has no street word to say that it is English.
            yield from _unit(text, end, ENGLISH_THE.fullmatch(text, start, end) is not None)
        yield from postcode_towns(text)
        if not post.conversational:
            yield from _person_towns(text)
        yield from boxes(text)

    def _after_cue(self, text: str, streets: list[tuple[int, int]]) -> Iterator[Mention]:
        """Addresses in any case right after an address cue (``ich wohne am rosengarten 5``);
        ``streets`` are the street names with a street word found already."""
        german_one, preposition, english, weak = _ANY_CASE
        # Only the stretch right after each cue is searched: in any case, every word could begin
        # a street name, and a long post would be scanned word by word for nothing.
        windows = [
            (cue.end(), min(len(text), cue.end() + CUE_REACH + ADDRESS_LENGTH)) for cue in _CUE_ANYWHERE.finditer(text)
        ]
        for pattern in _ANY_CASE:
            for match in _in_windows(pattern, text, windows):
                if not _cue_before(text, match.start()) or not self._house_number(text, match):
                    continue
                if pattern is german_one:
                    if self._ordinary(match["name"]):
                        continue
                    streets.append(match.span())
                if pattern is preposition and (
                    _holds(match, streets) or any(w.casefold() in _NOT_NAMES for w in match["name"].split()[1:])
                ):
                    continue
                if pattern is english or pattern is weak:
                    if _holds(match, streets) or not self._english(text, match):
                        continue
                    streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-cue")
        for match in _in_windows(_GERMAN_CUED, text, windows):
            words = [w.casefold() for w in match["name"].split()]
            if (
                not any(start < match.end() and match.start() < end for start, end in streets)
                and _DWELLING.search(text[max(0, match.start() - CUE_REACH - 14) : match.start()]) is not None
                and not any(w in _NOT_NAMES or w in NOT_STREETS for w in words)
                and not postal_district(match["name"], text[: match.start()])
                and self._house_number(text, match)
            ):
                streets.append(match.span())
                yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-cue")
        for match in _in_windows(_ENGLISH_CUED, text, windows):
            first = match["name"].split()[0].casefold()
            # One with a street word ends there: "4783 Bay Rd" of "4783 Bay Rd Saginaw".
            if any(start < match.end() and match.start() < end for start, end in streets):
                continue
            if (
                _cue_before(text, match.start())
                and first not in _NOT_AFTER
                and first not in _NOT_NAMES
                and first not in _TIME_WORDS_EN
                and self._english(text, match)
            ):
                yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-cue")

    @staticmethod
    def _house_number(text: str, match: regex.Match) -> bool:
        house = regex.match(r"\d+", match["house"])
        if house and len(house.group()) == 4 and 1800 <= int(house.group()) <= 2099:
            return False  # a year: "Arbeitsmarkt 2008"
        if _TIME_BEFORE.search(text, 0, match.start("house")):
            return False  # a time: "treffen uns am Bolzplatz gegen 7"
        following = _NEXT_WORD.search(text, match.end())
        return following is None or following.group().strip(".,;:!?)").casefold() not in _NOT_AFTER

    @staticmethod
    def _ordinary(name: str) -> bool:
        # "Hering 3", "Umweg 2": a street word after one or two letters is an ordinary word.
        stem = regex.sub(rf"(?i){_SUFFIX}$", "", name.split()[0]).replace("-", "")
        return name.casefold() in _NOT_NAMES or (" " not in name and len(stem) < 3)

    @staticmethod
    def _prepositional(text: str, match: regex.Match) -> bool:
        words = match["name"].split()
        if any(w.casefold() in _NOT_NAMES for w in words[1:]):
            return False
        if _cue_before(text, match.start()) or DWELLING_AFTER.match(text, match.end()) is not None:
            return True  # "wir wohnen jetzt Am Sandberg 4", "Hinter der Mauer 3 wohnt Heinz"
        # Capitalised mid-sentence, a name; but a work's title too ("wir haben In der Höhle 2
        # gesehen"): not where the words right around it name it as one. A film or a book
        # spoken of elsewhere in the sentence says nothing of the phrase ("Die Party läuft ab
        # 8 bei mir, Im Wiesengrund 12").
        work = is_title(text, match)
        if not _sentence_start_before(text, match.start()):
            return not work
        if not work and alone_on_line(text, match):
            return True  # a line of a letter's or a signature's address: "Am Mühlenbach 7"
        if _postcode_town(text, match.end()) is not None:
            return True  # "Am Mühlenbach 7, 12345 Kleinstadt": a postcode and a town follow
        after = _AFTER_TOWN.match(text, match.end())
        return after is not None and _is_town(after["town"])

    @staticmethod
    def _english(text: str, match: regex.Match) -> bool:
        house = match["house"]
        if house.isdigit() and len(house) == 4 and 1800 <= int(house) <= 2099:
            previous = _word_before(text, match.start())
            if previous is not None and previous.casefold() in _YEAR_CUES:
                return False
        return True


def _in_windows(pattern: regex.Pattern[str], text: str, windows: list[tuple[int, int]]) -> Iterator[regex.Match]:
    """The matches of ``pattern`` that begin in one of the windows (each once)."""
    seen: set[tuple[int, int]] = set()
    for start, end in windows:
        for match in pattern.finditer(text, start, end):
            if match.start() - start > CUE_REACH:
                break
            if match.span() not in seen:
                seen.add(match.span())
                yield match


def _holds(match: regex.Match, spans: list[tuple[int, int]]) -> bool:
    return any(match.start() <= start and end <= match.end() for start, end in spans)


def _postcode_town(text: str, end: int) -> regex.Match | None:
    """A postcode and its town after ``end``; a town in lower case only where the gazetteer knows
    it or it is no ordinary word ("44137 dortmund", not "12000 zuschauer")."""
    # Three digits (Iceland's: "101 Reykjavík") only before a town the gazetteer knows.
    match = m if (m := _POSTCODE_TOWN.match(text, end)) is None or len(m["code"]) != 3 or _is_town(m["town"]) else None
    if match is None or not match["town"][0].islower():
        return match
    first = match["town"].split()[0]
    if len(match["code"]) != 5 or (is_wordlike(first) and not _is_town(match["town"])):
        return None
    return match


# A postcode alone after a street and its comma, the town left out ("Gartenweg 4, 48149."): five
# digits that end the sentence or the line, not a count ("Lindenweg 5, 12000 Besucher").
_CODE_ALONE = lazy(r"\s*,\s*(?:D-|DE-)?(?P<code>\d{5})(?=\s*(?:[.;!?)]|\n|$))")


def _town_after(text: str, end: int, english: bool, bare: bool = False) -> regex.Match | None:
    """The postcode and town (or the town alone) right after a street that ends at ``end``.
    ``bare``: after a name without a street word ("Tabelle 2, 2019 Ergebnisse" is none), only a
    postcode of five digits (or with its country, or four that are no year before a town the
    gazetteer knows: Austrian and Swiss ones, "Hohe Warte 8, 1190 Wien") and a town that is no
    ordinary word or is one the gazetteer knows."""
    if english:
        match = _ENGLISH_TOWN.match(text, end)
        # A town without a postcode only where the gazetteer knows it: ", Bring snacks" is none.
        if match is not None and (match["code"] is not None or any(english_town(t) for t in match.captures("town"))):
            return match
    match = _postcode_town(text, end)
    if match is not None and bare:
        marked = (
            len(match["code"]) == 5
            or "-" in text[match.start() : match.start("code")]
            or not match["code"].startswith(("19", "20"))
            and _is_town(match["town"])
        )
        if not marked or (is_wordlike(match["town"].split()[0]) and not _is_town(match["town"])):
            return None
    if match is not None:
        return None if match["town"].split()[0].casefold() in _NOT_AFTER else match  # "12345 Euro"
    match = _IN_TOWN.match(text, end)
    # "in Ordnung", "in Zukunft": after "in" a town, no ordinary word.
    if match is None or (is_wordlike(match["town"].split()[0]) and not _is_town(match["town"])):
        return None
    return match


def _uk_town(text: str, end: int) -> bool:
    match = _ENGLISH_TOWN.match(text, end)
    return match is not None and regex.fullmatch(_UK_POSTCODE, match["code"] or "") is not None


# The end of an English street name: its street word, and a direction after it.
_ENGLISH_END = lazy(rf"(?:{_ENGLISH_STREET_WORDS})(?:\s(?:N|S|E|W|NE|NW|SE|SW))?$", regex.VERSION1)


def _unit(text: str, end: int, numbered: bool = False) -> Iterator[Mention]:
    """The postcode (NUMBER) and town (GPE) of the street that ends at ``end``: one address
    (``numbered``: the street begins with its house number, as English ones do); and a suite's
    or a flat's number between them (NUMBER)."""
    english = numbered or _ENGLISH_END.search(text, max(0, end - 24), end) is not None
    suite = door_after(text, end)
    if suite is not None:
        if suite["value"]:
            yield Mention(*suite.span("value"), Category.NUMBER, None, "high", "address:suite")
        end = suite.end()
    match = _town_after(text, end, english=english)
    if match is None:
        code_alone = None if english else _CODE_ALONE.match(text, end)
        if code_alone is not None:
            start, stop = code_alone.span("code")
            yield Mention(start, stop, Category.NUMBER, None, "high", "address:postcode")
        return
    code = match.groupdict().get("code")
    towns = match.spans("town")
    if code is not None:
        start, stop = match.span("code")
        yield Mention(start, stop, Category.NUMBER, None, "high", "address:postcode")
    else:
        # Without a postcode, the places end with the last one the gazetteer knows: in
        # "12 Oak Lane, Leeds, Bring snacks" the sentence goes on after Leeds.
        known = [n for n, t in enumerate(match.captures("town"), 1) if (english_town if english else _is_town)(t)]
        towns = towns[: known[-1]] if known else towns
    for start, stop in towns:
        # A city's numbered postal district belongs to it ("Dublin 4", "Dublin 6W"): the number
        # left beside a replaced city narrows the address down as a postcode does.
        district = _DISTRICT.match(text, stop)
        yield Mention(start, district.end() if district else stop, Category.GPE, None, "high", "address:town")


_DISTRICT = lazy(r" \d{1,2}[A-Z]?(?=[^\S\n]*(?:,|$))", regex.VERSION1)


def _person_towns(text: str) -> Iterator[Mention]:
    """A known town after a person's name and a comma, in header prose (not a post's)."""
    for match in _PERSON_TOWN.finditer(text):
        if is_name(match["first"]) and _is_town(match["town"]):
            start, stop = match.span("town")
            yield Mention(start, stop, Category.GPE, None, "high", "address:person-town")
