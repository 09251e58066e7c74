"""NUMBER: national identity numbers of other countries after their cue, and booking codes.

A state's number for a person (a birth number, a taxpayer's number, a citizen card's) names that
person wherever it stands. :mod:`teianon.detect.identity_numbers` finds the ones whose shape
alone is no word's (a codice fiscale, a DNI); most countries' numbers are digits that an amount,
a phone or an order number could be, so here the number's cue says what it is:

- ``number:national-id``: after its cue (``rodné číslo``, ``CPF``, ``CNPJ``, ``Cartão de
  Cidadão``, ``PESEL``, ``CNP``, ``T.C. Kimlik No``, ``CPR-nummer``, ``personnummer``,
  ``fødselsnummer``, ``henkilötunnus``, ``isikukood``, ``EGN``, ``OIB``, ``AMKA``, ``PPS``,
  ``CURP``, ``RUT``, ``SSN``, ``SIN``, ``PAN``, ``Aadhaar``, ``codice fiscale``, a US Medicare
  ``MBI``, a Mexican ``RFC``, an English pupil's ``UPN`` …, within a few words: ``Meu CPF é
  …``), a value of that number's shape, where python-stdnum's validator of the country finds it
  right; a cue of one country's document alone (``rodné číslo``, ``codice fiscale``) takes the
  shape without the check, as a form names what is written after it. Without a cue, only a
  number as its document prints it, with the check holding: a CPF ``123.456.789-09``, a CNPJ
  ``12.345.678/0001-95``, a Czech or Slovak birth number ``785512/1234``, a Medicare MBI printed
  ``1EG4-TE5-MK72`` (its letters and digits in their places), an Indian PAN of a
  person (``BKLPM4821Q``: its fourth letter ``P``).
- ``number:booking-code``: a booking's, reservation's or ticket's code after its cue
  (``Buchungscode``, ``Buchungsnummer``, ``booking reference``, ``PNR``, ``localizador``,
  ``codice di prenotazione``, ``boekingscode``): five to eight capitals and digits with a digit
  in them, or six capitals that are no word (an airline's record locator). With the day and the
  flight it names the traveller.

The cue stays; only the value is NUMBER.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import regex
from stdnum.bg import egn
from stdnum.br import cnpj, cpf
from stdnum.ca import sin
from stdnum.cl import rut
from stdnum.cz import rc as cz_rc
from stdnum.dk import cpr
from stdnum.ee import ik
from stdnum.fi import hetu
from stdnum.gb import upn
from stdnum.gr import amka
from stdnum.hr import oib
from stdnum.ie import pps
from stdnum.in_ import aadhaar, pan
from stdnum.lt import asmens
from stdnum.mx import curp, rfc
from stdnum.no import fodselsnummer
from stdnum.pl import pesel
from stdnum.pt import cc, nif
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.sk import rc as sk_rc
from stdnum.tr import tckimlik
from stdnum.us import ssn

from ..lazy import lazy
from .evidence import is_common_word

_FLAGS = regex.VERSION1 | regex.IGNORECASE
Validator = Callable[[str], bool]
# Between a cue and its value: a colon, a verb, "the number", a few words without a digit or a
# sentence's end ("Meu CPF é", "o CNPJ da empresa é", "tem o número").
_GAP = r"[^\p{N}\n!?.;]{0,32}?"
_END = r"(?![\p{L}\p{N}]|[./\-]\p{N})"
_START = r"(?<![\p{L}\p{N}]|\p{N}[./\-])"


def _any(*validators: Validator) -> Validator:
    return lambda value: any(v(value) for v in validators)


def _always(value: str) -> bool:
    return True


# The thirty-two states of a CURP and ``NE`` (born abroad).
_CURP_STATES = frozenset(
    "AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE".split()
)


def _curp_shaped(value: str) -> bool:
    """A CURP whose check digit passes, or whose birth date and state are possible ones."""
    if curp.is_valid(value):
        return True
    month, day = int(value[6:8]), int(value[8:10])
    return 1 <= month <= 12 and 1 <= day <= 31 and value[11:13] in _CURP_STATES


def _rfc_person(value: str) -> bool:
    """A Mexican RFC of a person: four letters of the name, a possible birth date, the homoclave
    (its check digit not asked: forms and made-up examples get it wrong as often as right)."""
    return len(value) == 13 and rfc.is_valid(value)


def _upn_shaped(value: str) -> bool:
    """An English pupil's UPN: its check letter and authority code right, or after its label a
    capital and twelve digits or capitals (a temporary UPN ends in a letter)."""
    return upn.is_valid(value) or regex.fullmatch(r"[A-HJ-NPR-Z]\d{11}[0-9A-HJ-NPR-Z]", value) is not None


# A US Medicare Beneficiary Identifier (CMS's format): eleven places, digits and capitals in
# fixed places, without the letters S, L, O, I, B, Z that look like digits; printed 4-3-4.
_MBI_LETTER = "[AC-HJKMNP-RT-Y]"
_MBI = rf"(?-i:[1-9]{_MBI_LETTER}[0-9AC-HJKMNP-RT-Y]\d-?{_MBI_LETTER}[0-9AC-HJKMNP-RT-Y]\d-?{_MBI_LETTER}{{2}}\d\d)"

# (cue, the value's shape, its validator, whether the cue alone is enough). Short cues are in
# capitals as written (``CC``, ``BI``, ``CF``): in lower case they are words of many languages.
_IDS: tuple[tuple[str, str, Validator, bool], ...] = (
    (
        r"rodn(?:é|e)ho?\s(?:č|c)(?:í|i)sl(?:o|a)|r\.\s?č\.|birth\snumber|geburtsnummer",
        r"\d{6}\s?/?\s?\d{3,4}",
        _any(cz_rc.is_valid, sk_rc.is_valid),
        True,
    ),
    (r"(?-i:CPF)(?:/MF)?", r"\d{3}\.?\d{3}\.?\d{3}[-.\s/]?\d{2}", cpf.is_valid, True),
    (r"(?-i:CNPJ)", r"\d{2}\.?\d{3}\.?\d{3}/?\d{4}[-.\s]?\d{2}", cnpj.is_valid, True),
    (r"cart(?:ã|a)o\sde\scidad(?:ã|a)o", r"\d{8}\s?\d\s?[A-Z]{2}\d", cc.is_valid, True),
    (r"(?-i:CC|BI)", r"\d{8}\s?\d\s?[A-Z]{2}\d", cc.is_valid, False),
    (r"(?-i:NIF|NIPC)|contribuinte", r"\d{3}\s?\d{3}\s?\d{3}", nif.is_valid, False),
    (r"(?-i:PESEL)", r"\d{11}", pesel.is_valid, False),
    (r"(?-i:CNP)", r"\d{13}", cnp.is_valid, False),
    (r"(?:t\.?\s?c\.?\s)?kimlik(?:\sno\.?|\snumaras(?:ı|i))?|(?-i:TCKN|TCKNo)", r"\d{11}", tckimlik.is_valid, False),
    (r"(?-i:CPR)(?:-?nummer|-?nr\.?)?", r"\d{6}-?\d{4}", cpr.is_valid, False),
    (r"personnummer|personnr\.?", r"(?:\d{2})?\d{6}[-+]?\d{4}", personnummer.is_valid, False),
    (r"f(?:ø|o)dselsnummer|f(?:ø|o)dselsnr\.?", r"\d{6}\s?\d{5}", fodselsnummer.is_valid, False),
    (r"henkil(?:ö|o)tunnus|(?-i:HETU)", r"\d{6}[-+A]\d{3}[0-9A-Z]", hetu.is_valid, False),
    (r"isikukood", r"\d{11}", ik.is_valid, False),
    (r"asmens\skodas", r"\d{11}", asmens.is_valid, False),
    (r"(?-i:EGN|ЕГН)", r"\d{10}", egn.is_valid, False),
    (r"(?-i:OIB)", r"\d{11}", oib.is_valid, False),
    (r"(?-i:AMKA|ΑΜΚΑ)", r"\d{11}", amka.is_valid, False),
    (r"(?-i:PPSN?)(?:\sno\.?|\snumber)?", r"\d{7}[A-W][ABWTXZ]?", pps.is_valid, False),
    # A CURP's shape (the name's letters, the birth date, the sex, the state, a check digit) is no
    # word's: after its cue a wrong check digit (a typo, a made-up example) is the number still.
    (r"(?-i:CURP)", r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d", _curp_shaped, False),
    # An Argentine DNI: seven or eight digits, printed with dots (``30.123.456``).
    (r"(?-i:DNI)(?:\s?(?:n[°ºo]\.?|nro\.?))?", r"\d{1,2}\.\d{3}\.\d{3}", _always, False),
    (r"(?-i:RUT|RUN)", r"\d{1,2}\.?\d{3}\.?\d{3}-?[\dkK]", rut.is_valid, False),
    (r"(?-i:SSN)|social\ssecurity(?:\snumber|\sno\.?)?", r"\d{3}-?\d{2}-?\d{4}", ssn.is_valid, False),
    (r"(?-i:SIN)|social\sinsurance(?:\snumber|\sno\.?)?", r"\d{3}[-\s]?\d{3}[-\s]?\d{3}", sin.is_valid, False),
    (
        r"(?-i:PAN)(?:[\s-]?card)?(?:\sno\.?|\snumber)?|permanent\saccount\snumber",
        r"[A-Z]{5}\d{4}[A-Z]",
        pan.is_valid,
        True,
    ),
    (r"(?-i:MBI)|medicare(?:\s(?:beneficiary\sidentifier|number|no\.?|id|card))?", _MBI, _always, True),
    (
        r"(?-i:RFC)|registro\sfederal\sde\s(?:los\s)?contribuyentes",
        r"(?-i:[A-ZÑ&]{4}\d{6}[A-Z0-9]{3})",
        _rfc_person,
        False,
    ),
    (r"(?-i:UPN)|(?:unique\s)?pupil\snumber", r"(?-i:[A-Z]\d{11}[0-9A-Z])", _upn_shaped, False),
    (r"aadhaa?r(?:\scard)?(?:\sno\.?|\snumber)?|(?-i:UIDAI?)", r"\d{4}[\s-]?\d{4}[\s-]?\d{4}", aadhaar.is_valid, False),
    (
        r"codice\sfiscale|(?-i:C\.F\.|CF)",
        r"[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]",
        _always,
        True,
    ),
)
_CUED = tuple(
    (lazy(rf"(?<![\p{{L}}\p{{N}}])(?:{cue})(?!\p{{L}}){_GAP}{_START}(?P<value>{value}){_END}", _FLAGS), ok, alone)
    for cue, value, ok, alone in _IDS
)
# Printed as the document prints them, these are no amount's, phone's or date's grouping.
_PRINTED = (
    (lazy(rf"{_START}\d{{3}}\.\d{{3}}\.\d{{3}}-\d{{2}}{_END}", _FLAGS), cpf.is_valid),
    (lazy(rf"{_START}\d{{2}}\.\d{{3}}\.\d{{3}}/\d{{4}}-\d{{2}}{_END}", _FLAGS), cnpj.is_valid),
    (lazy(rf"{_START}\d{{6}}/\d{{3,4}}{_END}", _FLAGS), _any(cz_rc.is_valid, sk_rc.is_valid)),
    # An MBI as the card prints it (4-3-4, digits and capitals in CMS's places) is no other code's.
    (lazy(rf"{_START}(?-i:{_MBI}){_END}", _FLAGS), lambda value: "-" in value),
)
# An Indian PAN of a person (its fourth letter ``P``; then the surname's initial, four digits, a
# check letter): ten characters in this order are no word's and seldom a product's code.
_PAN_CUE = lazy(r"\b(?:PAN|[Pp]ermanent [Aa]ccount [Nn]umber)\b")
_PAN_PERSON = lazy(r"(?<![\p{L}\p{N}])(?-i:[A-Z]{3}P[A-Z]\d{4}[A-Z])(?![\p{L}\p{N}])", regex.VERSION1)
# What each printed form holds (a post without any is passed over at the cost of this search).
_PRINTED_HINT = re.compile(r"\d\.\d{3}\.\d{3}[-/]|\d{6}/\d|\d[A-Z][0-9A-Z]\d-[A-Z][0-9A-Z]\d-[A-Z]")
# Which cue words a text must hold for _CUED to be tried (most posts hold none): the acronyms as
# written, the words in lower case (substring tests: an alternation that ignores case costs more
# on every post with a digit than the rest of this module).
_HINT = re.compile(
    r"\b(?:CPF|CNPJ|CC|BI|NIF|NIPC|PESEL|CNP|TCKN|TCKNo|CPR|HETU|EGN|ЕГН|OIB|AMKA|ΑΜΚΑ|PPSN?|CURP|RUT|RUN|SSN|SIN|CF|PAN|UIDAI?|DNI|MBI|RFC|UPN)\b|C\.F\."
)
_HINT_WORDS = (
    "rodn",
    "r. č",
    "r.č",
    "birth number",
    "geburtsnummer",
    "cidad",
    "contribuinte",
    "kimlik",
    "personn",
    "fødsels",
    "fodsels",
    "henkil",
    "isikukood",
    "asmens",
    "social security",
    "social insurance",
    "fiscale",
    "permanent account",
    "aadha",
    "medicare",
    "contribuyentes",
    "pupil number",
)

_BOOKING = lazy(
    r"(?<![\p{L}\p{N}])(?:buchungs(?:code|nummer|nr\.?|referenz|bestätigung)|reservierungs(?:code|nummer|nr\.?)|"
    r"(?:booking|reservation|confirmation)\s(?:ref(?:erence)?\.?|code|number|no\.?)|(?-i:PNR)|filekey|"
    r"(?:código|codigo)\sde\sreserva|localizador|codice\s(?:di\s)?prenotazione|(?:boekings|reserverings)(?:code|nummer)|"
    r"(?:code|numéro)\sde\sréservation)(?!\p{L})[^\p{N}\n!?.;]{0,16}?(?<![\p{L}\p{N}])(?P<value>(?-i:[A-Z0-9]{5,8}))"
    r"(?![\p{L}\p{N}]|[./\-]\p{N})",
    _FLAGS,
)
_BOOKING_WORDS = (
    "buchung",
    "reservier",
    "booking",
    "reservation",
    "confirmation",
    "pnr",
    "filekey",
    "reserva",
    "localizador",
    "prenotazione",
    "boeking",
    "reservering",
    "réservation",
)


def national_ids(text: str) -> Iterator[tuple[str, int, int]]:
    """``(kind, start, end)`` of each national identity number and booking code in ``text``."""
    low = text.lower()
    if _HINT.search(text) is not None or any(word in low for word in _HINT_WORDS):
        for pattern, ok, alone in _CUED:
            for match in pattern.finditer(text):
                value = match["value"]
                if alone or ok(regex.sub(r"[\s./\-]", "", value).upper()) or ok(value.upper()):
                    yield "national-id", match.start("value"), match.end("value")
    for match in _PAN_PERSON.finditer(text):
        if not _PAN_CUE.search(text, 0, match.start()):  # else the cued search has it
            yield "national-id", match.start(), match.end()
    printed = ("/" in text or "-" in text) and _PRINTED_HINT.search(text) is not None
    for pattern, ok in _PRINTED if printed else ():
        for match in pattern.finditer(text):
            if ok(match.group()):
                yield "national-id", match.start(), match.end()
    if any(word in low for word in _BOOKING_WORDS):
        for match in _BOOKING.finditer(text):
            value = match["value"]
            if any(c.isdigit() for c in value) or (len(value) == 6 and not is_common_word(value.capitalize())):
                yield "booking-code", match.start("value"), match.end("value")
