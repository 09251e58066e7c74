"""Street addresses of shapes the street-word rules miss, for :mod:`teianon.detect.address`.

- **a street word before the name** (Polish, Czech, Italian, Spanish, Portuguese, French) or
  before the house number of an alley (Vietnamese): ``ul. Różana 7``, ``ulica Polna 12``,
  ``via dei Mille 41``, ``calle Mayor 5``, ``8 rue des Lilas``, ``Hẻm 12 Trần Phú``: one LOC from
  the street word to the number, so that neither the number nor the name is left; and the
  Dutch, Scandinavian and Turkish street words after the name (``Kerkstraat 12``, ``Storgatan
  14``, ``Karl Johans gate 22``, ``Atatürk Caddesi No: 25``);
- **a unit number leading an address**: ``Unit 6, Harbour View Business Park``, ``Flat 2,
  Oakfield Court``, ``Suite 4, Mill House``: the unit with the building's name, which a building
  word ends (before a numbered street, ``Flat 2, 5 Mill Lane``, the street rules take the unit);
- **an English street named with "The"** and no number: after ``on``, ``along``, ``off``
  where the noun is a street's (``parking on The Crescent``, ``lives on The Limes``), and alone
  at the start of an address line that has a British postcode (``The Spinney, Little Wenlock,
  Shropshire TF6 5BJ``);
- **the other street of a junction**: ``the junction of Mill Road and Beech Gardens``, ``corner
  of Hope Street and Ivy Close``, ``Kreuzung Lindenweg und Am Anger``: where one street has its
  street word, the other capitalised name in the frame is a street too.

Each finder gives ``(start, end)`` spans; :class:`~teianon.detect.address.AddressDetector` makes
them LOC mentions (and the postcode and town after a street, as after its other streets).
False-alarm guards: the foreign street words are taken only with a house number, and not before
a unit or time (``via Frankfurt 2 Stunden``); the unit only with a building word after it;
"The" only with a street's noun after a lower-case preposition (not ``On The Road``, ``on The
Voice``) or on an address line with a postcode; the junction's other name only with a street
word on the one side. A paragraph that holds only a street named with a preposition (``Auf der
Horst 3``) is a street where the next paragraph begins with a postcode and a town
(:func:`postcode_block_after`): a letter's head written one line per paragraph.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..read.textview import BARRIER, PostText
from . import DocumentContext
from .address_towns import ENGLISH_STREET_WORDS
from .address_words import NOT_AFTER
from .evidence import is_plain_word

# A capitalised word of a name (Latin letters of any language, hyphens, apostrophes).
_CAP = r"\p{Lu}[\p{L}'’\-]*"
# Particles inside Romance and Polish street names: "via dei Mille", "rue de la Paix", "ul. św. Anny".
_PARTICLE = (
    r"(?:de|del|della|delle|dei|degli|di|da|do|dos|das|du|des|la|le|les|el|los|d['’]|de\sla|de\sl['’]|św\.|im\.)"
)
_NAME = rf"(?:{_PARTICLE}\s?)?{_CAP}(?:\s(?:{_PARTICLE}\s?)?{_CAP}){{0,3}}"
# A house number, with "nr", "no." or "n°" before it and a letter or a flat after it (12a, 14/3).
_NUMBER = r"(?:(?i:nr\.?|no\.?|n°)\s?)?\d{1,4}[a-zA-Z]?(?:/\d{1,4})?(?![\p{L}\p{N}])"
# Street words written before the name, in lower case or capitalised.
_WORD_FIRST = (
    r"(?i:ul\.|ulica|ulicy|al\.|aleja|alei|pl\.|plac|os\.|osiedle|ulice|nám\.|náměstí|třída|"
    r"via|viale|piazza|piazzale|corso|vicolo|largo|calle|avenida|avda\.|paseo|rua|travessa|praça)"
)
_FOREIGN = regex.compile(rf"(?<![\p{{L}}\p{{N}}]){_WORD_FIRST}\s{_NAME},?\s{_NUMBER}", regex.VERSION1)
# French (and Belgian, Swiss French) addresses write the number first: "8 rue des Lilas".
_FRENCH = regex.compile(
    r"(?<![\p{L}\p{N}])\d{1,4}(?:\s?(?:bis|ter))?,?\s(?i:rue|avenue|av\.|boulevard|bd|allée|impasse|chemin|quai|"
    rf"cours|route|place)\s{_NAME}",
    regex.VERSION1,
)
# Dutch, Scandinavian and Turkish street names: a word ending in the street word ("Kerkstraat 12",
# "Storgatan 14", "Nørregade 5"), or a name and a street word apart ("Karl Johans gate 22",
# "Atatürk Caddesi No: 25"), then the house number.
_SUFFIXED = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<name>\p{Lu}[\p{L}\-]*(?:straat|laan|plein|gracht|kade|dijk|singel|steeg|gata|gatan|"
    r"gade|vej|vegen|veien|vägen|väg|torget|torg))"
    rf"\s{_NUMBER}",
    regex.VERSION1,
)
_APART = regex.compile(
    # Norwegian and Danish after a genitive ("Karl Johans gate", not "Heathrow gate 22"), Turkish.
    rf"(?<![\p{{L}}\p{{N}}]){_CAP}(?:\s{_CAP}){{0,2}}\s(?:(?<=s\s)(?:gate|gata|vei|vej)|Caddesi|Cad\.|Sokak|Sokağı|"
    rf"Sok\.|Bulvarı|Bulv\.)\s(?:(?i:no):?\s?)?\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
# A Vietnamese alley (kiệt, hẻm, ngõ, ngách) or house (số) number and the street it leads off.
_VIETNAMESE = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:kiệt|hẻm|ngõ|ngách|số)\s?\d{1,4}(?:/\d{1,4}){0,3}[A-Za-z]?,?\s"
    r"(?:(?i:đường|phố)\s)?\p{Lu}\p{L}*(?:\s\p{Lu}\p{L}*){0,3}",
    regex.VERSION1,
)
_UNIT = r"(?:Units?|Flat|Suite|Apartment|Apt\.?|Studio|Wohnung|Whg\.)\s\d{1,4}[A-Za-z]?(?:[-–]\d{1,4})?"
# Words that end a building's or an estate's name after a unit number.
_BUILDING = (
    r"(?:Business\sPark|Industrial\sEstate|Trading\sEstate|Retail\sPark|Enterprise\sPark|Science\sPark|"
    r"Technology\sPark|Business\sCentre|Business\sCenter|Park|Court|House|Centre|Center|Buildings?|Estate|"
    rf"Works|Mill|Yard|Tower|Lodge|Chambers|Hall|{ENGLISH_STREET_WORDS})"
)
_UNIT_BUILDING = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}]){_UNIT},?\s(?:{_CAP}\s){{1,3}}{_BUILDING}(?![\p{{L}}\p{{N}}])", regex.VERSION1
)
# The nouns of English streets named with "The": street words and the names of closes and drives
# after trees, fields and buildings.
# Not "Road", "Street", "Lane", "Way": "On the Road", "The Street", "The Way" are titles first.
_THE_NOUNS = (
    r"(?:Avenue|Crescent|Close|Grove|Gardens|Mews|Terrace|Parade|Esplanade|Meadows?|Rise|Vale|Drive|Circle|Wharf|"
    r"Chase|Green|Limes|Laurels|Willows|Beeches|Elms|Oaks|Pines|Firs|Hollies|Poplars|"
    r"Cedars|Birches|Larches|Rowans|Sycamores|Paddocks?|Spinney|Glade|Dell|Coppice|Croft|Nook|Drove|Causeway|"
    r"Ridgeway|Fairway|Quadrant|Cloisters|Maltings|Grange|Glebe|Orchards|Approach|Walk|Broadway|Strand|Mall)"
)
_ON_THE = regex.compile(
    rf"(?<![\p{{L}}])(?:on|along|off|onto|down|up)\s(?P<street>The\s{_THE_NOUNS})(?![\p{{L}}\p{{N}}])", regex.VERSION1
)
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])"
_THE_LINE = regex.compile(
    rf"(?:^|(?<=[\n{BARRIER}]))[^\S\n]*(?P<street>The\s{_CAP}(?:\s{_CAP})?),\s(?=[^\n{BARRIER}]{{0,80}}{_UK_POSTCODE})",
    regex.VERSION1,
)
# Two streets of a junction; the other of a street with a street word is a street too.
_ENGLISH_STREET = rf"(?:{_CAP}\s){{1,2}}(?:{ENGLISH_STREET_WORDS})"
_JUNCTION = regex.compile(
    r"(?<![\p{L}])(?i:junction|corner|intersection|crossroads)\s(?:of\s)?"
    rf"(?P<a>{_CAP}(?:\s{_CAP}){{0,2}})\s(?:and|&|with)\s(?P<b>{_CAP}(?:\s{_CAP}){{0,2}})(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_GERMAN_STREET_END = regex.compile(r"(?i:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|pfad)$")
_KREUZUNG = regex.compile(
    r"(?<![\p{L}])(?:Kreuzung|Ecke|Einmündung)\s(?:der\s|von\s)?"
    r"(?P<a>(?:(?:Am|An\sder|Im|Zum|Zur)\s)?\p{Lu}[\p{L}.\-]*)\s?(?:/|und|\s)\s?"
    r"(?P<b>(?:(?:Am|An\sder|Im|Zum|Zur|Auf\sdem|Auf\sder)\s)?\p{Lu}[\p{L}.\-]*)(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_AFTER_NUMBER = regex.compile(r"[^\S\n]*(\p{L}+|[€$%])")


def _quantity_after(text: str, end: int) -> bool:
    """A unit, a time or an amount after the number: "via Frankfurt 2 Stunden"."""
    match = _AFTER_NUMBER.match(text, end)
    return match is not None and match.group(1).casefold() in NOT_AFTER


def foreign_streets(text: str) -> Iterator[tuple[int, int]]:
    """Streets with their street word before the name or the house number first."""
    for match in (
        *_FOREIGN.finditer(text),
        *_FRENCH.finditer(text),
        *_VIETNAMESE.finditer(text),
        *_APART.finditer(text),
    ):
        if not _quantity_after(text, match.end()):
            yield match.span()
    for match in _SUFFIXED.finditer(text):
        # A German or English word with such an ending is the word: "Brigade 3", "Arkade 2".
        if not is_plain_word(match["name"]) and not _quantity_after(text, match.end()):
            yield match.span()


def unit_addresses(text: str) -> Iterator[tuple[int, int]]:
    """A unit number with the building it is in."""
    for match in _UNIT_BUILDING.finditer(text):
        yield match.span()


def the_streets(text: str) -> Iterator[tuple[int, int]]:
    """English streets named with "The": on a street, or on an address line with a postcode."""
    for match in (*_ON_THE.finditer(text), *_THE_LINE.finditer(text)):
        yield match.span("street")


def junction_streets(text: str) -> Iterator[tuple[int, int]]:
    """The other street of a junction of which one has a street word."""
    english = regex.compile(_ENGLISH_STREET + r"$", regex.VERSION1)
    for match in _JUNCTION.finditer(text):
        a, b = match["a"], match["b"]
        if english.search(a) or english.search(b):
            yield match.span("a")
            yield match.span("b")
    for match in _KREUZUNG.finditer(text):
        if _GERMAN_STREET_END.search(match["a"]) or _GERMAN_STREET_END.search(match["b"]):
            yield match.span("a")
            yield match.span("b")


# A postcode and a town at the start of a paragraph: "31675 Bückeburg", "D-49078 Osnabrück".
_POSTCODE_TOWN = regex.compile(r"\s*(?:D-|DE-|A-|CH-)?\d{4,5}\s(?P<town>\p{Lu}\p{L}*)", regex.VERSION1)


def postcode_block_after(post: PostText, context: DocumentContext) -> bool:
    """Whether the paragraph after ``post`` in its document begins with a postcode and a town:
    a letter's head written as one paragraph per line."""
    for views in (context.text_views, context.views):
        for i, view in enumerate(views):
            if view is post:
                match = _POSTCODE_TOWN.match(views[i + 1].text) if i + 1 < len(views) else None
                # Not an amount: "1200 Leute kamen".
                return match is not None and match["town"].casefold() not in NOT_AFTER
    return False
