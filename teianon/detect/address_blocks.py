"""The lines and shapes of a street address without a street word, for the rules of
:mod:`teianon.detect.address`: a street alone on a line of an address block (``Karin Olmes`` /
``Auf der Heide 12``), an English street named with ``The`` (``12 The Paddocks, Little
Budworth``), the verb of living after a street and the words of works that make a numbered
phrase a title (``wir haben In der Höhle 2 gesehen``)."""

from __future__ import annotations

from collections.abc import Callable

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..read.textview import BARRIER
from .address_towns import ENGLISH_STREET_WORDS
from .lexicon import is_name

# A verb of living right after the house number: "An der Kirche 1 wohnt jetzt Familie Berg".
DWELLING_AFTER = lazy(r"\s+(?:jetzt\s+|nun\s+)?(?i:wohn(?:e|st|t|en))(?!\p{L})", regex.VERSION1)
# A numbered phrase is a work's title only where the words around it say so of the phrase
# itself, not where a film or a book is spoken of anywhere near: "Die Party läuft ab 8 bei mir,
# Im Wiesengrund 12" is an address, "wir haben In der Höhle 2 gesehen" a film. Nouns of works
# (and their compounds, "Lieblingsfilme"; "Spiel" and "Teil" alone, since "Beispiel" and
# "Vorteil" end in them):
_WORK_NOUN = (
    r"(?:\p{L}*(?:film|buch|bücher|roman|serie|movie|book|novel|song|lied|album|game|hörspiel|podcast)\p{L}{0,3}|"
    r"spiel|spiele|staffel|folge|teil|fortsetzung|episode|series|season|sequel|trailer|titel|kino)"
)
# The noun of a work right before the title ("den Film In der Höhle 2", "Roman: Unter den
# Linden 3"), or a verb of watching, reading or playing ("we watched …", "ich lese gerade …"; not
# German "schau"/"guck", which are "drop by" too: "schaut Am Markt 3 vorbei").
_TITLE_BEFORE = lazy(
    rf"(?<![\p{{L}}])(?:{_WORK_NOUN}[^\S\n]?:?|(?:watch(?:ed|ing)?|saw|seen|read(?:ing)?|play(?:ed|ing)|finished|"
    r"rewatch(?:ed|ing)?|stream(?:ed|ing)|listening\sto|les(?:e|en)|liest|zock(?:e|t|en))"
    r"(?:[^\S\n](?:gerade|grad|gestern|heute|nochmal|again|twice))?"
    # "spielen" and "hören" alone are done at a place too ("wir spielen Im Hof 2"): only as
    # what one is doing now ("ich spiele gerade …", "ich höre grad …").
    r"|(?:spiel|hör)(?:e|st|t|en)[^\S\n](?:gerade|grad))[^\S\n]?[\"„“”»«‚‘’']?[^\S\n]?$",
    regex.IGNORECASE | regex.VERSION1,
)
# After the title: a verb of watching, reading or playing or "erscheint" right after it ("… In
# der Höhle 2 gesehen", "Hinter den Kulissen 2 erscheint im Mai"), or a copula and the noun of
# a work ("… 2 ist ein toller Film"). Not "gehört" (also "belongs": "Hinter der Kirche 3 gehört
# meiner Oma"), "läuft" (a party runs somewhere too) nor "spielen" (children play there).
_TITLE_AFTER = lazy(
    r"[^\S\n]+(?:(?:an|durch)?ge(?:sehen|guckt|schaut|lesen|spielt|zockt)|gucken|anschauen|ansehen|lesen|zocken|"
    rf"erscheint|erschienen|(?:ist|war|is|was)(?:[^\S\n]+\p{{L}}+){{0,3}}[^\S\n]+{_WORK_NOUN})(?![\p{{L}}])",
    regex.IGNORECASE | regex.VERSION1,
)
# Quotes around the phrase and nothing else: „Unter den Sternen 3“. A quote on one side only
# opens or closes a speech ("Sie schrieb: „Kommt zu mir, Am Hang 3“").
_OPENING = lazy(r"[\"„“”»«‚‘’']$")
_CLOSING = lazy(r"[\"„“”»«‚‘’']")
# A list's heading whose last word names works: "Unsere Top-Filme:", "Meine Lieblingsbücher:".
_WORKS_HEADING = lazy(
    rf"(?<![\p{{L}}])(?:{_WORK_NOUN}|top(?:[^\S\n]?\d+)?)[^\S\n]*:$", regex.IGNORECASE | regex.VERSION1
)


def is_title(text: str, match: regex.Match) -> bool:
    """The numbered phrase ``match`` is named as a work's title by the words right around it
    (a list of titles under its heading is :func:`alone_on_line`'s case)."""
    return (
        _TITLE_BEFORE.search(text, max(0, match.start() - 40), match.start()) is not None
        or _TITLE_AFTER.match(text, match.end()) is not None
        or _OPENING.search(text, max(0, match.start() - 1), match.start()) is not None
        and _CLOSING.match(text, match.end()) is not None
    )


# The line of an address holds the street alone (a letter's, a signature's), or a district after
# it: "Am Mühlenbach 7", "Zur Ziegelei 11a, Ortsteil Bruch". A line alone is an address line
# only in a block of them: the line before names the addressee or ends in a colon ("Paket bitte
# an:"), or the line after holds a district or a postcode ("In den Top 5" alone is a ranking).
_LINE_BEGINS = lazy(rf"(?:^|[\n{BARRIER}])[^\S\n]*$", regex.VERSION1)
_DISTRICT = r"(?i:ortsteil|ot|stadtteil|gemeindeteil)\.?\s"
_LINE_ENDS = lazy(rf"[^\S\n]*(?:$|[\n{BARRIER}]|,\s*{_DISTRICT})", regex.VERSION1)
_NEXT_LINE = lazy(
    rf"[^\S\n]*(?:,\s*{_DISTRICT}|[\n{BARRIER}][\s{BARRIER}]*(?:{_DISTRICT}|(?:D-|DE-|A-|CH-)?\d{{4,5}}\s))",
    regex.VERSION1,
)
_LINE_BEFORE = lazy(rf"(?:^|[\n{BARRIER}])[^\S\n]*(?P<line>[^\n{BARRIER}]+?)[^\S\n]*[\n{BARRIER}][\s{BARRIER}]*$")


def alone_on_line(text: str, match: regex.Match) -> bool:
    """The street and its number fill a line of an address block."""
    if (
        _LINE_BEGINS.search(text, max(0, match.start() - 8), match.start()) is None
        or _LINE_ENDS.match(text, match.end()) is None
    ):
        return False
    if _NEXT_LINE.match(text, match.end()) is not None:
        return True
    before = _LINE_BEFORE.search(text, max(0, match.start() - 80), match.start())
    if before is None:
        return False
    line = before["line"]
    words = line.split()
    if line.endswith(":"):
        return _WORKS_HEADING.search(line) is None  # "Unsere Top-Filme:" heads a list of titles
    return 1 < len(words) <= 4 and (is_name(words[0].strip(",")) or words[0].casefold().rstrip(".") in _ADDRESSEES)


_ADDRESSEES = frozenset("herr herrn frau familie fam mr mrs ms dr prof firma".split())


# An English street named with "The" and no street word ("12 The Paddocks", "15 The Maltings"),
# where the street ends its line or a comma follows: taken on a line of its own before another
# (the town) or a comma and a capitalised place, or after an address cue or "at", "to", "of".
ENGLISH_THE = lazy(
    r"(?<![\p{L}\p{N}\-/.,])(?P<house>\d{1,4}[A-Ha-h]?)[^\S\n](?P<name>The[^\S\n]\p{Lu}[\p{L}'\-]+(?:[^\S\n]\p{Lu}[\p{L}'\-]+)?)"
    rf"(?=[^\S\n]*(?:[,\n{BARRIER}]|$))",
    regex.VERSION1,
)
_THE_PLACE_AFTER = lazy(rf"[^\S\n]*(?:,[^\S\n]*|[\n{BARRIER}][\s{BARRIER}]*)\p{{Lu}}", regex.VERSION1)
_THE_LEAD = lazy(r"(?<![\p{L}])(?i:at|to|of|from|is)\s$", regex.VERSION1)


def the_street(text: str, match: regex.Match, cued: bool) -> bool:
    """Whether "12 The Paddocks" (a match of :data:`ENGLISH_THE`) is a street here, not a ranked
    band or a chapter's title; ``cued``: an address cue stands before it."""
    house = match["house"]
    if (len(house) == 4 and house.isdigit() and 1800 <= int(house) <= 2099) or notable().get(key_of(match["name"])):
        return False  # "1 The Beatles", a year before a title
    if cued or _THE_LEAD.search(text, max(0, match.start() - 6), match.start()):
        return True
    return (
        _LINE_BEGINS.search(text, max(0, match.start() - 8), match.start()) is not None
        and _THE_PLACE_AFTER.match(text, match.end()) is not None
    )


# A house's name before its street in an English address ("The Old Rectory, Church Lane", "Rose
# Cottage<lb/>Mill Road"): one to three capitalised words ending in a word of a house, then a
# comma or a line break and a street with its street word. The street is the evidence: "Rose
# Cottage" alone is a tea room's name as often. The name begins a line or a post, a sentence
# ("We moved. The Old Rectory, Mill Lane …"), follows a colon ("Write to me at: Hollybush
# Cottage, Mill Road") or an address cue ("we live at Ivy Cottage, Back Lane"), where a
# capital says nothing; a word that begins a sentence is no part of it ("Yesterday Rose
# Cottage, …").
HOUSE_WORDS = (
    r"Rectory|Vicarage|Parsonage|Cottage|Cottages|Barn|Farmhouse|Farm|Lodge|House|Mill|Forge|Stables|Granary|"
    r"Manor|Grange|Schoolhouse|Coach\sHouse|Oast|Bungalow|Croft"
)
_LEAD_WORDS = r"Yesterday|Today|Tomorrow|Now|So|And|But|Also|Then|Sadly|Luckily|Finally|Anyway|Well|Oh"
_HOUSE_NAME = lazy(
    rf"(?<![\p{{L}}\p{{N}}'\-])(?:(?:{_LEAD_WORDS}),?[^\S\n]+)?"
    rf"(?P<house>(?:The[^\S\n])?(?:\p{{Lu}}[\p{{L}}'\-]+[^\S\n]){{0,2}}(?:{HOUSE_WORDS}))"
    rf"(?=[^\S\n]*(?:,[^\S\n]*|[\n{BARRIER}][\s{BARRIER}]*)(?:\d{{1,4}}[A-Za-z]?[^\S\n])?"
    rf"(?:\p{{Lu}}[\p{{L}}'\-]+[^\S\n]){{1,2}}(?:{ENGLISH_STREET_WORDS})(?![\p{{L}}])"
    # or a village and a town with a British postcode ("Low Mill Cottage, Dallowgill, Ripon HG4 3RQ")
    rf"|[^\S\n]*,[^\S\n]*(?:\p{{Lu}}[\p{{L}}'\-]+[^\S\n]?){{1,3}},[^\S\n]*(?:\p{{Lu}}[\p{{L}}'\-]+[^\S\n]){{1,2}}"
    rf"(?-i:[A-Z]{{1,2}}\d[A-Z\d]?[^\S\n]\d[A-Z]{{2}}))",
    regex.VERSION1,
)
# Where a house's name may begin: a line's or post's start, a sentence's, after a colon.
# An opening bracket too ("(Bramble Cottage, Pound Lane)"), and the "of" of a formal record after
# a comma ("…, born 1963, of Low Mill Cottage, …").
_HOUSE_START = lazy(rf"(?:^|[\n{BARRIER}]|[.!?:;][\"'’”)\]]?[^\S\n]|\(|,[^\S\n]+of[^\S\n])[^\S\n]*$", regex.VERSION1)


# Buildings of the public or of a trade: "Opera House, Bridge Street 2" is a venue's address.
_PUBLIC_HOUSES = frozenset(
    "opera town court custom customs public guild meeting station chapter state parliament senate mansion "
    "pump light ware play club guest charity community coffee ale".split()
)


def house_names(text: str, cued: Callable[[int], bool]) -> list[tuple[int, int]]:
    """The spans of the house names before a street in an English address (not a notable
    building: ``White House, Pennsylvania Avenue``); ``cued(start)``: an address cue ends right
    before ``start``."""
    found = []
    for match in _HOUSE_NAME.finditer(text):
        house = match["house"]
        if (
            house.removeprefix("The ").split()[0].casefold() in _PUBLIC_HOUSES
            or notable().get(key_of(house))
            or notable().get(key_of(house.removeprefix("The ")))
        ):
            continue
        if _HOUSE_START.search(text, max(0, match.start() - 6), match.start()) is not None or cued(match.start()):
            found.append(match.span("house"))
    return found


# A suite's, an apartment's or a unit's number after a comma behind its street ("118 Cedar Ave,
# Suite 210", "9 Harbour St, Apt 4B", "Lindenweg 4, Whg. 12"): with the street it finds the door.
SUITE = lazy(
    r"[^\S\n]*,[^\S\n]*(?:Suite|Ste\.?|Apartment|Apt\.?|Unit|Flat|Room|Rm\.?|Floor|Fl\.|Wohnung|Whg\.?|App\.|"
    r"Appartement|\#)[^\S\n]?(?:(?i:no|nr)\.?[^\S\n]?)?(?P<value>\d{1,4}[A-Za-z]?|[A-Z]\d{0,3})(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# A Spanish or Catalan floor and door after a street and a comma ("C/ Mayor 4, 3º B", "Calle de
# la Paz 12, 2.º izq.", "Carrer Gran 40, 4t 2a"): the flat's number, as a suite's; a floor named by
# its word ("bajo", "ático") is stepped over to the postcode and town after it.
FLOOR = lazy(
    r"[^\S\n]*,[^\S\n]*(?:(?P<value>\d{1,2}\.?[ºª°](?:[^\S\n]?(?:[A-Z](?![\p{L}])|\d{1,2}\.?[ºª°a]?|"
    r"(?i:izq(?:da)?|izda|izquierda|dcha|dch|der|derecha|ctro|centro|int|ext|interior|exterior)\.?))?|"
    r"\d{1,2}(?:r|n|t|è|º)[^\S\n]\d{1,2}[ªa])|(?i:bajos?|entlo\.|entresuelo|ático|atico|principal|pral\.)"
    r"(?:[^\S\n]?(?P<value>[A-Z]|\d{1,2}[ªa]?))?)(?![\p{L}\p{N}])",
    regex.VERSION1,
)


def door_after(text: str, end: int) -> regex.Match[str] | None:
    """A suite's, a flat's or a floor's and door's number after the street that ends at ``end``."""
    return SUITE.match(text, end) or FLOOR.match(text, end)
