"""LOC: a house's or a farm's name used as an address (issue 39): ``Haus Waldfrieden, Am Bach 3``,
``Hof Sönnichsen`` over a street and a postcode, ``Die Alte Mühle`` in an address block, ``wir wohnen
in der Villa Kunterbunt``, and an English house name on its own line in a signature, over the
village (``Gerald / Honeysuckle Cottage / Stowford``). Where people live in the country, the house
has a name and the name is the address: it points to the household as a street and number do.

A German house name is a kind word and a name (``Haus``, ``Hof``, ``Gut``, ``Villa``, ``Landhaus``,
``Forsthaus`` … with ``am``/``an der``/``zum`` or without), or an old building's word with
``Alte``/``Neue`` (``Die Alte Mühle``, ``Alte Schmiede``); an English one ends in a house word
(``Cottage``, ``Vicarage``, ``Farm``; :data:`~.address_blocks.HOUSE_WORDS`). The address is the
evidence, as :func:`~.address_blocks.house_names` asks for an English street after one: the name
begins a line, a post, a sentence or follows a colon or an address cue, and a street with its
number, a postcode, or a line of a town follows; or a verb of living is right before a German
one (``wohnen im Haus Sonnenhang``), or ``ist unser Zuhause`` after it. The same words in prose
(``im Haus am See essen``, ``Rose Cottage is a lovely name``) have none of it and stay; a name the
notable table holds (``Villa Kunterbunt``) is a home only after a verb of living or before a
street or a postcode.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext, register
from .address_blocks import HOUSE_WORDS
from .address_towns import ENGLISH_STREET_WORDS
from .inside import is_dictionary_word

_CAP = r"\p{Lu}[\p{L}'’\-]*\p{Ll}"
_GERMAN_KIND = r"Haus|Hof|Gut|Villa|Landhaus|Forsthaus|Hofgut|Bauernhof|Resthof|Gehöft|Anwesen|Katen?"
_OLD_BUILDING = (
    r"Mühle|Wassermühle|Windmühle|Schmiede|Schule|Post|Försterei|Pfarrei|Pfarrhaus|Ziegelei|Molkerei|Meierei|"
    r"Scheune|Kate|Wache|Zollstation|Bahnstation|Vogtei"
)
_GERMAN_HOUSE = (
    rf"(?:{_GERMAN_KIND})[^\S\n](?:(?:am|an[^\S\n]der|an[^\S\n]den|im|in[^\S\n]der|auf[^\S\n]dem|auf[^\S\n]der|"
    rf"zum|zur|unter[^\S\n]den|vor[^\S\n]dem|hinter[^\S\n]dem)[^\S\n])?{_CAP}(?:[^\S\n]{_CAP})?"
    rf"|(?:(?:Die|Das|Der)[^\S\n])?(?:Alte|Neue|Obere|Untere|Alter|Neuer)[^\S\n](?:{_OLD_BUILDING})"
)
_ENGLISH_HOUSE = (
    rf"(?:The[^\S\n])?(?:{_CAP}[^\S\n]){{0,2}}(?:{HOUSE_WORDS})"
    r"|(?:The[^\S\n])?Old[^\S\n](?:Bakery|Bakehouse|School|Chapel|Dairy|Smithy|Post[^\S\n]Office|Police[^\S\n]House|"
    r"Brewery|Tannery|Surgery|Toll[^\S\n]House|Station|Workhouse|Malthouse|Maltings|Pottery)"
)
_HOUSE = lazy(
    rf"(?<![\p{{L}}\p{{N}}'\-])(?P<house>{_GERMAN_HOUSE}|{_ENGLISH_HOUSE})(?![\p{{L}}\p{{N}}\-])", regex.VERSION1
)
_QUICK = lazy(rf"(?<![\p{{L}}])(?:{_GERMAN_KIND}|Alte|Neue|Obere|Untere|Old|{HOUSE_WORDS})(?![\p{{L}}])")

_GERMAN_STREET = (
    r"\p{Lu}[\p{L}\-]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|chaussee|steig|pfad|ufer|deich|"
    r"koppel|kamp|winkel|twiete|berg|feld|tal|hof|redder)[^\S\n]?\d{1,4}[a-z]?(?![\p{L}\p{N}])"
    r"|(?:Am|An[^\S\n]der|An[^\S\n]den|Im|Auf[^\S\n]dem|Zum|Zur|In[^\S\n]der)[^\S\n]\p{Lu}[\p{L}\-]+[^\S\n]\d{1,4}[a-z]?"
    r"(?![\p{L}\p{N}])"
)
_POSTCODE_TOWN = r"(?:D-|A-|CH-)?\d{4,5}[^\S\n]\p{Lu}\p{L}+"
_UK_POSTCODE = r"(?-i:[A-Z]{1,2}\d[A-Z\d]?[^\S\n]\d[A-Z]{2})"
_ENGLISH_STREET = rf"(?:\d{{1,4}}[A-Za-z]?,?[^\S\n])?(?:{_CAP}[^\S\n]){{1,2}}(?:{ENGLISH_STREET_WORDS})(?![\p{{L}}])"
# After the name: a comma or a line's end, then a street with its number or a postcode.
_ADDRESS_AFTER = lazy(
    rf"[^\S\n]*(?:,[^\S\n]*|[\n{BARRIER}][\s{BARRIER}]*)(?:{_GERMAN_STREET}|{_POSTCODE_TOWN}|{_ENGLISH_STREET}|"
    rf"(?:{_CAP}[^\S\n]?){{1,3}},?[^\S\n]*{_UK_POSTCODE})",
    regex.VERSION1,
)
# A line of nothing but a town (one to three capitalised words, a postcode with it) ending the
# block or the post: the village below a house name in a signature.
_TOWN_LINE_AFTER = lazy(
    rf"[^\S\n]*[\n{BARRIER}][^\S\n]*(?:{_POSTCODE_TOWN}|(?:{_CAP}[^\S\n]?){{1,3}}(?:,?[^\S\n]*{_UK_POSTCODE})?)"
    rf"[^\S\n]*(?:$|[\n{BARRIER}])",
    regex.VERSION1,
)
# The line before a house name alone on its line: a short one (a name in a signature, a
# greeting), not a sentence running on.
_SHORT_LINE_BEFORE = lazy(rf"(?:^|[\n{BARRIER}])[^\n{BARRIER}]{{2,40}}[\n{BARRIER}][^\S\n]*$", regex.VERSION1)
_START = lazy(rf"(?:^|[\n{BARRIER}]|[.!?:;][\"'’”)\]]?[^\S\n]|\()[^\S\n]*$", regex.VERSION1)
_LINE_START = lazy(rf"(?:^|[\n{BARRIER}])[^\S\n]*$", regex.VERSION1)
_ADDRESS_CUE = lazy(
    r"(?i:adresse|anschrift|absender|address|post\s(?:it\s|them\s)?to|send\s(?:it\s|them\s)?to|"
    r"schick\p{L}*(?:\s\p{L}+){0,3}\san|write\sto\s(?:me|us)\sat|find\sus\sat|live\sat|living\sat|"
    r"we['’]re\sat|grüße\saus\s(?:dem|der)|grüße\svom|wohn\p{L}*\s(?:jetzt\s|nun\s|noch\s)?(?:im|in\sder|in\sdem|auf\sdem|auf\sder|am))"
    r"[\s:]*$",
    regex.VERSION1,
)
_HOME_AFTER = lazy(
    r"[^\S\n]+(?i:ist|is)[^\S\n]+(?i:unser|mein|meine|our|my)[^\S\n]+(?i:zuhause|zuhaus|heim|home|house|zuhause)(?![\p{L}])",
    regex.VERSION1,
)
# Buildings of the public or of a trade.
_PUBLIC = frozenset(
    "opera town court custom customs public guild meeting station chapter state parliament senate mansion "
    "pump light ware play club guest charity community coffee ale white".split()
)


def _german(house: str) -> bool:
    return regex.match(_GERMAN_HOUSE, house, regex.VERSION1) is not None


def _named_house(house: str) -> bool:
    """A name, not the kind words alone (``Hof Gut``) nor a public building's (``Opera House``)."""
    words = house.removeprefix("The ").split()
    if words[0].casefold() in _PUBLIC:
        return False
    last = words[-1]
    return not (_german(house) and last.casefold() in ("haus", "hof", "gut") and is_dictionary_word(last))


def _cert(text: str, match: regex.Match[str]) -> str | None:
    start, end = match.span("house")
    before = text[max(0, start - 60) : start]
    begins = _START.search(text, max(0, start - 6), start) is not None
    cued = _ADDRESS_CUE.search(before) is not None
    if (begins or cued) and _ADDRESS_AFTER.match(text, end):
        return "high"
    if cued and _german(match["house"]):
        return "high"
    if _HOME_AFTER.match(text, end) and _german(match["house"]):
        return "medium"
    alone = _LINE_START.search(text, max(0, start - 6), start) is not None
    if alone and _TOWN_LINE_AFTER.match(text, end) and _SHORT_LINE_BEFORE.search(text, max(0, start - 60), start):
        return "high"  # a block of short lines: a signature's or an envelope's, not a sentence
    return None


def _notable(house: str) -> bool:
    return bool(notable().get(key_of(house)) or notable().get(key_of(house.removeprefix("The "))))


# A notable name (a book's ``Villa Kunterbunt``, a song's ``Haus am See``) is a home only where
# the text says someone lives there, or where a street or a postcode follows it.
_LIVING = lazy(
    r"(?i:wohn\p{L}*\s(?:jetzt\s|nun\s|noch\s)?(?:im|in\sder|in\sdem|auf\sdem|auf\sder|am)|live\sat|living\sat)\s*$",
    regex.VERSION1,
)


def _home(text: str, match: regex.Match[str]) -> bool:
    start, end = match.span("house")
    return _LIVING.search(text[max(0, start - 40) : start]) is not None or _ADDRESS_AFTER.match(text, end) is not None


# An English house named without a house word (``The Willows``, ``The Old Laurels``): alone on its
# line, right over a street with its number or a postcode, as an address block writes it.
_HOUSE_LINE = lazy(
    rf"(?:^|[\n{BARRIER}])[^\S\n]*(?P<house>The(?:[^\S\n]\p{{Lu}}\p{{Ll}}+){{1,2}})[^\S\n]*(?=[\n{BARRIER}])",
    regex.VERSION1,
)


def _house_lines(text: str) -> Iterator[Mention]:
    for match in _HOUSE_LINE.finditer(text):
        if _HOUSE.fullmatch(match["house"]) is None and _ADDRESS_AFTER.match(text, match.end("house")):
            # A rule of its own: the block's shape is the evidence, which no model has learnt.
            yield Mention(*match.span("house"), Category.LOC, None, "high", "address:house-line")


@register
class HouseNameDetector(Detector):
    name = "house_names"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "The" in text:
            yield from _house_lines(text)
        if _QUICK.search(text) is None:
            return
        for match in _HOUSE.finditer(text, overlapped=False):
            if not _named_house(match["house"]):
                continue
            cert = _cert(text, match)
            if cert is not None and (not _notable(match["house"]) or _home(text, match)):
                yield Mention(*match.span("house"), Category.LOC, None, cert, "address:house-name")
