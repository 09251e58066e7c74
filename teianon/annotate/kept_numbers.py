"""Numbers and codes that identify no one, and cited authors.

DOCC replaces a number that identifies someone (a phone, an account, a customer's, member's or
patient's file, a card, a room, a licence plate). These identify a thing or a publication, and stay
as written:

- a service desk's record (``INC0098812``, ``REQ0012345``), and an issue tracker's key
  (``INFRA-8812``) or number (``Ticket #4512``) in a post about a tracker's work (a ticket, a bug,
  a release): the tracker's record of a task, not a person's data; the same shape beside a word of
  a person's file (``claim ref CLM-778812``, ``Mitgliedsnummer TSV-0815``) stays a number;
- an archaeological find, a museum's inventory or a catalogue number (``Fundnummer 2019/345-12``);
- a flight (``LH 441``), after a word of flying;
- a product's model (``XT M8100``, ``RTX 4090``) beside a word for the product; never a serial
  number (``Seriennummer``, ``IMEI``), which points to one owner;
- a product's EAN or GTIN (check digit right) beside its label;
- a funder's project or grant number (``Förderkennzeichen``, ``Projektnummer``).

Rooms and roads stay places as the project decided before (``Raum 12``, ``Saal C``, ``Stau auf der
A4``: DOCC's ``A6``); a price, a year and a priority are not proposed at all.

:func:`cited_author` keeps an author of a citation (``Devlin et al. 2019``, ``Müller (2020)``,
``(Schmidt 2019: 23)``): a publication's author is public, as a book's is.
"""

from __future__ import annotations

import regex

from ..lists import is_first_name
from ..mention import Category, Mention
from .kept_context import REACH, after, before, private_before, sentence_words

# A service desk's record (ServiceNow: INC0098812, REQ0012345) and an issue tracker's key (Jira:
# WEB-4411, INFRA-8812).
_SERVICE_DESK = regex.compile(r"(?:INC|RITM|REQ|CHG|PRB|SCTASK|CTASK|PTASK|STRY)\d{7,10}")
_TRACKER_KEY = regex.compile(r"[A-Z][A-Z0-9]{1,9}-\d{1,7}")
_TRACKER_WORDS = regex.compile(
    r"(?i)(?<!\w)(?:ticket|tickets|issue|issues|bug|bugs|bugfix|jira|tracker|story|stories|epic|task|tasks"
    r"|pull\s+request|merge\s+request|commit|backlog|sprint|release|deploy\w*|hotfix|fix|fixed|closes)(?!\w)"
)
# Two capitals before a postcode are a country's code (CH-8001, DE-10115): an address.
_COUNTRY_POSTCODE = regex.compile(r"[A-Z]{1,2}-\d{4,5}")
# Words of a person's file whose reference a tracker's key looks like (claim, order, customer …).
_PERSONAL_FILES = (
    "ref",
    "claim",
    "polic",
    "order",
    "account",
    "customer",
    "client",
    "booking",
    "member",
    "patient",
    "case",
    "invoice",
    "quote",
    "reserv",
    "kunde",
    "kunden",
    "vertrag",
    "rechnung",
    "bestell",
    "buchung",
    "mitglied",
    "versicher",
    "akte",
    "aktenz",
    "referenz",
    "antrag",
    "auftrag",
    "vorgangsnummer",
    "schaden",
)
# Before a bare number ("Ticket #4512", "Issue 88"); not a police's or an authority's "Vorgang".
_TRACKER_CUES = frozenset("ticket tickets issue issues bug bugs pr mr story task jira ticketnummer".split())
_FIND_CUES = frozenset(
    "fundnummer fund-nr fundnr befund befundnummer inventarnummer inventar-nr inv.-nr inv-nr invnr "
    "objektnummer katalognummer kat.-nr kat-nr grabung grabungsfläche accession catalogue catalog inventory".split()
)
_FLIGHT = regex.compile(r"(?=[A-Z0-9]{2}\s?\d)(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?")
_FLIGHT_CUES = frozenset(
    "flug flüge flieger maschine flight flights flugnummer boarding abflug departure landet landung "
    "gelandet verspätung delayed delay umsteigen connecting".split()
)
_MODEL = regex.compile(r"(?=.*\d)(?=.*[A-Za-z])[A-Z0-9][A-Za-z0-9\-]*(?:\s[A-Z0-9][A-Za-z0-9\-]*){0,2}")
_PRODUCT_WORDS = frozenset(
    "schaltung schaltwerk kassette kurbel bremse bremsen gabel laufrad motor kamera objektiv handy "
    "smartphone telefon tablet laptop notebook drucker grafikkarte prozessor cpu gpu chip mainboard "
    "monitor bildschirm fernseher tv konsole router modell model serie series version "
    "gerät geräte rad fahrrad e-bike uhr kopfhörer lautsprecher akku "
    "verbaut eingebaut gekauft bestellt camera lens phone printer processor derailleur "
    "groupset".split()
)
# Codes of letters and digits that point to someone: a British postcode (SW1A 2AA), an IBAN's
# start (DE89 3704 …). A licence plate is shaped as a model is (M AB 1234, XT M8100): no word of
# a vehicle is a product word here, and a plate's label (Kennzeichen) keeps it.
_CODE_OF_SOMEONE = regex.compile(r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]{2}\d{2}(?:\s?[\dA-Z]{4})+")
_SERIAL = frozenset(
    "seriennummer serial s/n sn imei kennzeichen nummernschild fahrgestellnummer vin kundennummer "
    "vertragsnummer mitgliedsnummer".split()
)
_EAN = regex.compile(r"\d{8}|\d{12,14}")
_EAN_CUES = frozenset("ean gtin barcode strichcode upc artikelnummer pzn".split())
# A funder's labels of its number ("unter dem Förderkennzeichen …", "grant agreement No …").
_GRANT_CUES = frozenset("projektnummer projekt-nr projektnr förderkennzeichen fkz fördernummer grant".split())


def _gtin_valid(digits: str) -> bool:
    body, check = digits[:-1], int(digits[-1])
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return (10 - total % 10) % 10 == check


def _beside(text: str, mention: Mention, cues: frozenset[str]) -> bool:
    neighbours = (*before(text, mention.start, 2), *after(text, mention.end, 2))
    return any(w.casefold() in cues for w in neighbours)


def _near(text: str, mention: Mention, cues: frozenset[str], n: int = 3) -> bool:
    return any(w.casefold().rstrip(".:") in cues for w in before(text, mention.start, n))


def kept_number(text: str, mention: Mention) -> bool:
    """The proposal is a number or code that identifies a thing, not a person."""
    if mention.category not in (Category.NUMBER, Category.LOC, Category.GPE, Category.ORG, Category.OTH):
        return False
    span = text[mention.start : mention.end].strip()
    words = sentence_words(text, mention.start, mention.end)
    # A serial number, or any number beside a word of a person's file (a booking's, an order's
    # reference shaped like a flight or a ticket), points to someone.
    if any(w in _SERIAL or w.startswith(_PERSONAL_FILES) for w in words):
        return False
    if _SERVICE_DESK.fullmatch(span):
        return True
    if _TRACKER_KEY.fullmatch(span) and not _COUNTRY_POSTCODE.fullmatch(span):
        # The same shape is a claim's, a card's or a member's reference (CLM-778812, LB-2093374,
        # TSV-0815): a tracker's key only in a post about a tracker's work.
        return bool(_TRACKER_WORDS.search(text, max(0, mention.start - REACH), min(len(text), mention.end + REACH)))
    if span.lstrip("#").isdigit() and mention.category is Category.NUMBER and _near(text, mention, _TRACKER_CUES, 2):
        return True
    if mention.category is Category.NUMBER or any(c.isdigit() for c in span):
        if _near(text, mention, _FIND_CUES):
            return True
        if _near(text, mention, _GRANT_CUES, 4):
            return True
        if _FLIGHT.fullmatch(span) and any(w in _FLIGHT_CUES for w in words):
            return True
        if _EAN.fullmatch(span) and _gtin_valid(span) and any(w in _EAN_CUES for w in words):
            return True
        # A place with a number is a street's address (Lerchenweg 3): a model is a number or a thing.
        model = mention.category in (Category.NUMBER, Category.OTH, Category.ORG) and _MODEL.fullmatch(span)
        if model and not _CODE_OF_SOMEONE.fullmatch(span) and _beside(text, mention, _PRODUCT_WORDS):
            return True
    return False


# What follows an author's name in a citation: "et al.", "u. a.", a year in brackets or after a
# comma inside brackets, and the page after the year.
_ET_AL = regex.compile(r"\s*(?:et\s+al\.?|and\s+colleagues|u\.\s?a\.(?=\s*\(?\s*(?:1[5-9]|20)\d\d))")
# "u. a." is "among others" as well ("erreichte Spears u. a. in Irland Platz 1"): only before a year.
_YEAR_NEAR = regex.compile(r"[\s.,(]{0,4}(?:1[5-9]|20)\d\d")
# A year in brackets, not a span of life dates ("Erna (1931–2019)" is a private person's).
_YEAR_IN_BRACKETS = regex.compile(
    r"(?:\s*(?:&|and|und)\s+\p{Lu}[\p{L}\-']+)*\s*\(\s*(?:(?:1[5-9]|20)\d\d[a-z]?(?=\s*[):;,])|in\s+press|im\s+Druck)"
)
_CITED_BEFORE = regex.compile(r"(?:\(|(?:vgl|cf|siehe|see|nach|laut|according\s+to)\.?\s+)\s*$", regex.IGNORECASE)
_YEAR_AFTER = regex.compile(r",?\s+(?:1[5-9]|20)\d\d[a-z]?\b")


def cited_author(text: str, mention: Mention) -> bool:
    """The proposal is the author of a citation by author and year."""
    # A tagger reads an author's surname as anything (``OTH:Vaswani``).
    if mention.category not in (Category.PER, Category.OTH, Category.ORG, Category.NICK) or mention.corresp:
        return False
    # Authors are cited by surname: a first name with "et al." is someone's group ("Lisa Müller et
    # al. haben mich eingeladen"), with a year as often a child's year of birth ("Lina (2019)").
    words = text[mention.start : mention.end].split()
    if private_before(text, mention.start, 3):
        return False
    et_al = _ET_AL.match(text, mention.end)
    if et_al:
        # "Sue and Robbie et al.": a first name with "et al." and no year is a group of people.
        dated = bool(_YEAR_NEAR.match(text, et_al.end()))
        if len(words) == 1:
            return dated or not is_first_name(words[0].casefold())  # "Devlin et al. 2019"
        return dated and not is_first_name(words[0].casefold())
    if any(is_first_name(w.casefold()) for w in words):
        return False
    if _YEAR_IN_BRACKETS.match(text, mention.end):
        return True
    return bool(_CITED_BEFORE.search(text, max(0, mention.start - 20), mention.start)) and bool(
        _YEAR_AFTER.match(text, mention.end)
    )
