"""NUMBER: identity numbers known by their shape and check digit (issue 38/39).

A number a state gives a person for life names that person wherever it stands; its shape and
its check digit say what it is where no cue does. Found, as the whole number in its grouping:

- ``number:driving-licence-uk``: a British driving licence number (DVLA): five characters of the
  surname (short ones filled with ``9``), six digits of the birth date (the decade, the month,
  plus 50 for women, the day, the year), two initials (``9`` for none), a digit and two check
  characters, perhaps the two digits of the issue: ``MORGA753116SM9IJ``, ``WOODS 711084 PA9FG``.
  The date must be one (month 1-12 or 51-62, day 1-31), the surname part letters before its
  fill: a product code of sixteen characters rarely has all of it.
- ``number:social-insurance-de``: a German pension insurance number
  (Sozialversicherungsnummer, § 147 SGB VI): the area's two digits, the birth date (DDMMYY),
  the birth name's initial, a serial of two digits and the check digit, with or without spaces:
  ``65 170839 J 003``. Its check digit (weights 2 1 2 5 7 1 2 1 2 1 2 1 over the digits, the
  letter as its place in the alphabet, the sums of the products' digits, modulo 10) must hold.
- ``number:check-digit``: a German tax ID (Steuer-ID, ``stdnum.de.idnr``), an NHS number
  (``stdnum.gb.nhs``) or a Dutch citizen service number (BSN, ``stdnum.nl.bsn``) written in
  groups the runs of digits of :mod:`teianon.detect.number` do not take (dots:
  ``401.023.2137``, ``1234.56.782``), where python-stdnum finds the check digit right; in the
  groups of thousands (``123.456.782``, an amount as often) only after the number's cue
  (``BSN``, ``burgerservicenummer``, ``sofinummer``, ``NHS``, ``Steuer-ID``, ``IdNr``,
  ``Identifikationsnummer``, ``tax ID``).

- ``number:national-id``: an Italian codice fiscale (``stdnum.it.codicefiscale``: six letters of
  the name, the birth date and place, a check letter; ``RSSMRA85T10A562S``), a Spanish DNI or NIE
  (``stdnum.es.dni``, ``stdnum.es.nie``: ``48215637R``, ``X1234567L``) and a Swiss AHV number
  (``stdnum.ch.ssn``: ``756.9482.1563.75``), where the check character holds: their shape alone,
  letters and digits in that order, is no word's. In either case (``x1234567l``), one case
  throughout. A DNI or NIE glued (``48215637R``) only after a word of an identity document
  (``DNI``, ``NIE``, ``Ausweis``, ``ID``, ``passport``): eight digits and a letter pass the check
  letter by chance on one order or tracking number in 23; with its hyphen or dots
  (``48.215.637-R``) the number is written as the document prints it.
- other countries' numbers after their cue (a birth number, a CPF, a PESEL …) and booking
  codes: :mod:`teianon.detect.national_ids`.

Not taken: an amount with its unit after it (``123.456.782 €``), a number whose check digit is
wrong without its cue.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex
from stdnum.ch import ssn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.gb import nhs
from stdnum.it import codicefiscale
from stdnum.nl import bsn

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .national_ids import national_ids

_FLAGS = regex.VERSION1
_REQUIRES = lazy(r"\d")
_LICENCE_UK = lazy(
    r"(?<![\p{L}\p{N}])(?P<surname>[A-Z][A-Z9]{4})\s?(?P<date>\d{6})\s?(?P<initials>[A-Z][A-Z9])\d[A-Z0-9]{2}"
    r"(?:\s?\d{2})?(?![\p{L}\p{N}])",
    _FLAGS,
)
_SOCIAL_DE = lazy(
    r"(?<![\p{L}\p{N}])(?P<area>\d{2})\s?(?P<date>\d{6})\s?(?P<letter>[A-Z])\s?(?P<serial>\d{2})(?P<check>\d)"
    r"(?![\p{L}\p{N}])",
    _FLAGS,
)
# Nine to eleven digits in groups apart by dots (runs apart by spaces or hyphens are the
# number detector's "digits").
_GROUPED = lazy(r"(?<![\p{L}\p{N}.,\-])\d{1,4}(?:\.\d{1,4}){2,3}(?![\p{L}\p{N}]|[.,\-]\d)", _FLAGS)
_CHECKED = ((9, bsn.is_valid), (10, nhs.is_valid), (11, idnr.is_valid), (13, ssn.is_valid))
# Letters and digits in the order of a codice fiscale (a digit of the date or place may be a
# letter where two people would share one: omocodia), a DNI and a NIE.
# In either case, as chat writes them ("x1234567l"), but in one case throughout.
_NATIONAL = lazy(
    r"(?<![\p{L}\p{N}])(?:(?P<cf>[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])"
    r"|(?P<dni>\d{2}(?P<dots>\.?)\d{3}(?P=dots)\d{3}[-\s]?[A-Z])|(?P<nie>[XYZ][-\s]?\d{7}[-\s]?[A-Z]))(?![\p{L}\p{N}])",
    _FLAGS | regex.IGNORECASE,
)
# What every one of those shapes holds (six digits in a row or apart by a dot; a codice fiscale's
# six letters and its year): most posts have none, and the case-blind pattern is slow to say so.
_NATIONAL_HINT = re.compile(r"\d{3}\.?\d{3}|[A-Za-z]{6}[\dLMNPQRSTUVlmnpqrstuv]{2}[A-Ea-ehlmprstHLMPRST]")
_NATIONAL_VALID = {"cf": codicefiscale.is_valid, "dni": dni.is_valid, "nie": nie.is_valid}
# A Spanish DNI's or NIE's eight digits and letter pass the check letter by chance on one order
# or tracking number in 23: glued (``48215637R``) they need a word of an identity document before
# them; written as the document prints them (``48.215.637-R``, ``Y-7654321-G``) they do not.
_ID_CUE = lazy(
    r"(?i:\b(?:dni|nie|nif|documento|identidad|carn[eé]t?|c[eé]dula|tarjeta|residencia|ausweis\p{L}*|"
    r"personalausweis\p{L}*|reisepass\p{L}*|pass|passport|aufenthalts\p{L}*|residence|id|identity|"
    r"identification|identit[äa]t\p{L}*))\b[^\n!?]{0,20}$",
    _FLAGS,
)
_CUE = lazy(
    r"(?i:\b(?:bsn|burgerservicenummer|burgerservicenr|sofinummer|sofi-nummer|nhs|steuer-?id|steuer-?identifikationsnummer|"
    r"identifikationsnummer|idnr|tax\s?id|tin))(?:\p{L}{0,8})?[^\n!?]{0,25}$",
    _FLAGS,
)
_UNIT_AFTER = lazy(r"\s?(?:€|\$|£|%|(?i:euro|eur|dollar|pfund|pounds|km|kg|einwohner|people)(?!\p{L}))", _FLAGS)
_SOCIAL_WEIGHTS = (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)


def licence_date(date: str) -> bool:
    """The six digits of a DVLA licence: decade, month (plus 50 for a woman), day, year."""
    month, day = int(date[1:3]), int(date[3:5])
    return (1 <= month <= 12 or 51 <= month <= 62) and 1 <= day <= 31


def licence_surname(part: str) -> bool:
    """Letters, then the ``9`` that fill a short surname, never a letter after a ``9``."""
    letters = part.rstrip("9")
    return letters.isalpha()


def social_insurance_ok(area: str, date: str, letter: str, serial: str, check: str) -> bool:
    """The birth date's day (a serial's overflow adds 20 to it or more, up to 92) and month, and
    the check digit of a German pension insurance number."""
    day, month = int(date[:2]), int(date[2:4])
    if not (1 <= day <= 92 and 1 <= month <= 12):
        return False
    digits = [int(c) for c in f"{area}{date}{ord(letter.upper()) - 64:02d}{serial}"]
    total = sum(sum(divmod(d * w, 10)) for d, w in zip(digits, _SOCIAL_WEIGHTS, strict=True))
    return total % 10 == int(check)


def _thousands(value: str) -> bool:
    """Grouped as an amount is: a first group of one to three digits, then groups of three."""
    groups = value.split(".")
    return 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])


@register
class IdentityNumberDetector(Detector):
    name = "identity_numbers"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _REQUIRES.search(text) is None:
            return
        for kind, start, end in self._found(text):
            yield Mention(start, end, Category.NUMBER, None, "high", f"number:{kind}")

    @staticmethod
    def _found(text: str) -> Iterator[tuple[str, int, int]]:
        for match in _LICENCE_UK.finditer(text):
            if licence_surname(match["surname"]) and licence_date(match["date"]):
                yield "driving-licence-uk", match.start(), match.end()
        for match in _SOCIAL_DE.finditer(text):
            if social_insurance_ok(match["area"], match["date"], match["letter"], match["serial"], match["check"]):
                yield "social-insurance-de", match.start(), match.end()
        for match in _NATIONAL.finditer(text) if _NATIONAL_HINT.search(text) else ():
            kind = "cf" if match["cf"] else "dni" if match["dni"] else "nie"
            value = match.group()
            if not (value.isupper() or value.islower()) or not _NATIONAL_VALID[kind](value.upper().replace(".", "")):
                continue
            if (
                kind != "cf"
                and "-" not in value
                and "." not in value
                and _ID_CUE.search(text, max(0, match.start() - 40), match.start()) is None
            ):
                continue
            yield "national-id", match.start(), match.end()
        for match in _GROUPED.finditer(text):
            value = match.group()
            digits = value.replace(".", "")
            if not any(len(digits) == n and valid(digits) for n, valid in _CHECKED):
                continue
            if _UNIT_AFTER.match(text, match.end()):
                continue
            if _thousands(value) and _CUE.search(text, max(0, match.start() - 60), match.start()) is None:
                continue
            yield "check-digit", match.start(), match.end()
        yield from national_ids(text)
