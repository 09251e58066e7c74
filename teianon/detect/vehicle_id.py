"""NUMBER: vehicle registration plates and UK National Insurance numbers.

A plate names a car's keeper as surely as a phone number names its owner; an NI number names
a person for life. Both are NUMBER (``source`` of the ``number`` family: ``number:plate-de``).

- German plates (FZV § 8): a district code of one to three letters, one or two letters, one to
  four digits and an optional ``E`` (electric) or ``H`` (historic): ``M-AB 1234``,
  ``HH AB 1234E``. Without a cue the district is one of the letters districts have (``Fuji
  X-S10`` is a camera), the letters are capitals and the groups apart as a plate
  writes them, and four digits that read as a year (``DFB EM 2024``) are none; after a cue
  (``Kennzeichen``, ``Nummernschild``, ``plate``, ``registration``) any case and grouping.
- UK plates of the current scheme: two letters, the two digits of an age identifier
  (``02``-``29`` or ``51``-``79``), three letters: ``AB12 CDE``; without a cue in capitals
  with the space, after a cue in any case and any two digits.
- Austrian and Swiss plates after a cue only: ``W-12345 B``, ``ZH 123 456``.
- Dutch, Belgian and French plates of three groups joined by hyphens (the Dutch side codes
  ``XX-99-99`` to ``999-XX-9``, ``1-ABC-234``, ``AB-123-CD``): in a post about a car or after
  a plate's cue (``kenteken`` too) any capitals, elsewhere only a Dutch plate's consonants with
  a group of three (``87-FDJ-5``); the whole plate, not its groups.
- Plates of other countries right after a cue (``plate 7KJB 219``, ``Kennzeichen 62-XKT-4``,
  ``license plate ABC-1234``, ``Kennzeichen WX 48812``): one to three groups of capitals and
  digits, five to eight characters in all, letters and digits both. The shapes vary by country
  and state (the US alone has dozens), so the cue right before, with at most a verb or a colon,
  is the evidence, and the capitals: ``plate 12 of the book`` has none.
- UK National Insurance numbers (HMRC's NIM39110): two prefix letters, three pairs of digits,
  a suffix ``A``-``D``: ``AB 12 34 56 C``. Without a cue only a prefix HMRC issues; after a cue
  (``NI number``, ``NINO``, ``national insurance``) any two letters (HMRC's examples use
  ``QQ``) and the suffix may be left out.

python-stdnum has no validator for either (``stdnum.gb`` knows NHS, UTR, VAT, UPN, SEDOL), so
the formats are written out here.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_FLAGS = regex.VERSION1
# A cue and up to 30 characters (a verb, an article, a colon) before the value.
# The words that name a plate ("Nummernschilder", "plates" take the cue's few letters after it).
_PLATE_WORDS = (
    r"kennzeichen|nummernschild|autonummer|number\s?plate|licen[cs]e\s?plate|plate|registration|kenteken|nummerbord|"
    r"immatriculation|plaque|"
    r"reg\.?\s?(?:no\.?|number)"
)
_PLATE_CUE = lazy(rf"(?i:{_PLATE_WORDS}|\breg\b|\bvrm)(?:\p{{L}}{{0,3}})\b[^\n.!?]{{0,30}}$", _FLAGS)
_NI_CUE = lazy(
    r"(?:\b(?-i:NI|N\.I\.|NINO)|(?i:national\s?insurance))(?i:\s?(?:number|no\.?|nr\.?|#))?(?!\p{L})[^\n.!?]{0,20}$",
    _FLAGS,
)
# A German plate as written: district, letters, digits, E/H. The district may be glued to a
# hyphen ("M-AB"), a space, or both; the letters to their digits or not.
_PLATE_DE = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<district>[A-ZÄÖÜ]{1,3})(?P<sep>-\s?|\s)(?P<letters>[A-Z]{1,2})(?P<gap>[\s\-]?)"
    r"(?P<digits>[1-9]\d{0,3})(?P<suffix>[EH]?)(?![\p{L}\p{N}]|[.,]\d)",
    _FLAGS,
)
# Austrian and Swiss plates after a cue: a district or canton, digits, letters (``W-12345 B``,
# ``GS-214 P``, ``ZH 123 456``).
_PLATE_AT_CH_CUED = lazy(
    r"(?<![\p{L}\p{N}\-])[A-Z]{1,2}[-\s]?\d{1,3}(?:\s?\d{3})?(?:\s?[A-Z]{1,3})?(?![\p{L}\p{N}])", _FLAGS
)
_PLATE_DE_CUED = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<district>[a-zäöü]{1,3})(?P<sep>[-\s:]{0,2})(?P<letters>[a-z]{1,2})(?P<gap>[-\s]?)"
    r"(?P<digits>[1-9]\d{0,3})(?P<suffix>[eh]?)(?![\p{L}\p{N}]|[.,]\d)",
    _FLAGS | regex.IGNORECASE,
)
# Any country's plate right after its cue: groups of capitals and digits (checked in _foreign).
_PLATE_FOREIGN_CUED = lazy(
    r"(?<![\p{L}\p{N}\-])(?:[A-Z0-9]{5,8}|[A-Z0-9]{1,5}(?:[\s\-·][A-Z0-9]{1,5}){1,2})(?![\p{L}\p{N}]|[.,\-]\d)", _FLAGS
)
# Dutch plates by their side codes (RDW: 1-14, ``XX-99-99`` … ``999-XX-9``), Belgian ones
# (``1-ABC-234``) and French ones (SIV, ``AB-123-CD``): three groups joined by hyphens.
_PLATE_HYPHENED = lazy(
    r"(?<![\p{L}\p{N}\-])(?:[A-Z]{2}-\d{2}-\d{2}|\d{2}-\d{2}-[A-Z]{2}|\d{2}-[A-Z]{2}-\d{2}|[A-Z]{2}-\d{2}-[A-Z]{2}|"
    r"[A-Z]{2}-[A-Z]{2}-\d{2}|\d{2}-[A-Z]{2}-[A-Z]{2}|\d{2}-[A-Z]{3}-\d|\d-[A-Z]{3}-\d{2}|[A-Z]{2}-\d{3}-[A-Z]|"
    r"[A-Z]-\d{3}-[A-Z]{2}|[A-Z]{3}-\d{2}-[A-Z]|[A-Z]-\d{2}-[A-Z]{3}|\d-[A-Z]{2}-\d{3}|\d{3}-[A-Z]{2}-\d|"
    r"\d-[A-Z]{3}-\d{3}|[A-Z]{2}-\d{3}-[A-Z]{2})(?![\p{L}\p{N}]|-[\p{L}\p{N}])",
    _FLAGS,
)
# The letters of Dutch plates since the side codes of three groups of unequal length (no vowel,
# no C, Q, W, Y): without a car's word or a plate's cue only those, in a group of three.
_NL_LETTERS = frozenset("BDFGHJKLMNPRSTVXZ")
_PLATE_UK = lazy(r"(?<![\p{L}\p{N}\-])[A-HJ-PR-Y][A-Z](?P<age>\d{2}) [A-Z]{3}(?![\p{L}\p{N}])", _FLAGS)
_PLATE_UK_CUED = lazy(
    r"(?<![\p{L}\p{N}\-])[a-z]{2}(?P<age>\d{2})\s?[a-z]{3}(?![\p{L}\p{N}])", _FLAGS | regex.IGNORECASE
)
_NINO = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<prefix>[A-Z]{2})\s?\d{2}\s?\d{2}\s?\d{2}\s?(?P<suffix>[A-D])(?![\p{L}\p{N}])", _FLAGS
)
_NINO_CUED = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<prefix>[a-z]{2})[\s\-]?\d{2}[\s\-]?\d{2}[\s\-]?\d{2}(?:[\s\-]?(?P<suffix>[a-d]))?"
    r"(?![\p{L}\p{N}])",
    _FLAGS | regex.IGNORECASE,
)
# Prefixes HMRC never issues (NIM39110): D, F, I, Q, U, V anywhere, O second, and these pairs.
_NINO_BAD_LETTERS = frozenset("DFIQUV")
_NINO_BAD_PREFIXES = frozenset("BG GB KN NK NT TN ZZ".split())
# Capitals before digits that are no district and letters: units, standards, leagues, versions.
_NOT_PLATES = frozenset(
    "DIN ISO EN IEC EU EM WM CD DVD PS TV HD FC SV VFL TSV BVB ARD ZDF RTL NDR WDR SWR MDR BR HR SR RBB DFB "
    "UEFA FIFA GB MB KB TB KW MW GW PC OS ID NR NO ST ABS ART KAP BD VOL CH S SS".split()
)
# Letters no German district has alone (those of one letter are A-H, J-N, P, R, S, V, W, Z,
# and Y the Bundeswehr's): before a hyphen and a code, a camera's or a lens's model.
_NO_DISTRICT = frozenset("I O Q T U X".split())
_REQUIRES = lazy(r"\d")
# A count's noun or unit after the digits: "A-Z 100 Seiten", "PS 150 km/h" count, name nothing.
_COUNT_AFTER = lazy(
    r"\s?(?:%|€|\$|£|(?i:seiten|pages|stück|mal|times|leute|people|fälle|fällen|cases|euro|eur|km|kg|ps|kw|"
    r"jahre|years|tage|days|punkte|points)(?!\p{L}))",
    _FLAGS,
)


# Words of a car, its parking and its damage: with them in the post, a plate's digits that read
# as a year are still a plate's ("Silberner Golf, H-GR 1907").
_CAR = lazy(
    r"(?i)(?<!\p{L})(?:auto|autos|wagen|pkw|lkw|fahrzeug\p{L}*|kombi|transporter|wohnmobil|motorrad|roller|"
    r"geparkt|parkt|falschparker|abgeschleppt|aufgebrochen|geblitzt|zugeparkt|car|cars|van|vehicle|"
    r"parked|parking|towed|clamped)(?!\p{L})",
    _FLAGS,
)


def _age_identifier(age: str) -> bool:
    """The two digits of a UK plate's age identifier: March (02-29) or September (51-79)."""
    value = int(age)
    return 2 <= value <= 29 or 51 <= value <= 79


def _nino_prefix(prefix: str) -> bool:
    prefix = prefix.upper()
    return not set(prefix) & _NINO_BAD_LETTERS and prefix[1] != "O" and prefix not in _NINO_BAD_PREFIXES


def _cued(cue: regex.Pattern[str], text: str, start: int) -> bool:
    return cue.search(text, max(0, start - 60), start) is not None


@register
class VehicleIdDetector(Detector):
    name = "vehicle_id"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _REQUIRES.search(text) is None:
            return
        for kind, span in self._found(text):
            if _COUNT_AFTER.match(text, span[1]) is not None:
                continue
            yield Mention(span[0], span[1], Category.NUMBER, None, "high", f"number:{kind}")

    @staticmethod
    def _found(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
        car_spoken = _CAR.search(text) is not None
        for match in _PLATE_DE.finditer(text):
            if _plate_de(match, car_spoken) or _cued(_PLATE_CUE, text, match.start()):
                yield "plate-de", match.span()
        for match in _PLATE_DE_CUED.finditer(text):
            district = match["district"]
            # A word in lower case before letters and digits ("ist in 123") is no district
            # unless a hyphen says so ("m-ab 1234").
            if (
                (district.isupper() or "-" in match["sep"] or _named_plate(text, match))
                and district.upper() not in _NOT_PLATES
                and _cued(_PLATE_CUE, text, match.start())
            ):
                yield "plate-de", match.span()
        for match in _PLATE_UK.finditer(text):
            if _age_identifier(match["age"]):
                yield "plate-uk", match.span()
        for match in _PLATE_UK_CUED.finditer(text):
            # After a cue any two digits: plates of older schemes and private ones vary.
            if _cued(_PLATE_CUE, text, match.start()):
                yield "plate-uk", match.span()
        for match in _PLATE_AT_CH_CUED.finditer(text):
            if _cued(_PLATE_CUE, text, match.start()) and match.group().split("-")[0].split()[0] not in _NOT_PLATES:
                yield "plate-at-ch", match.span()
        for match in _PLATE_FOREIGN_CUED.finditer(text):
            if _foreign(match.group()) and _PLATE_CUE_RIGHT_BEFORE.search(
                text, max(0, match.start() - 40), match.start()
            ):
                yield "plate-other", match.span()
        for match in _PLATE_HYPHENED.finditer(text):
            if _hyphened_plate(match.group(), car_spoken or _cued(_PLATE_CUE, text, match.start())):
                yield "plate-other", match.span()
        for match in _NINO.finditer(text):
            if _nino_prefix(match["prefix"]):
                yield "nino", match.span()
        for match in _NINO_CUED.finditer(text):
            if _cued(_NI_CUE, text, match.start()):
                yield "nino", match.span()


# The cue right before the value, with at most a colon or a verb between: "Kennzeichen: hb kl 742".
_PLATE_CUE_RIGHT_BEFORE = lazy(rf"(?i:{_PLATE_WORDS})\s{{0,2}}(?:[:=]|(?i:ist|lautet|is|was|war)\b)?\s{{0,2}}$", _FLAGS)


def _hyphened_plate(value: str, car: bool) -> bool:
    """A Dutch, Belgian or French plate's three groups: where the post speaks of a car or a plate,
    any capitals; elsewhere a Dutch plate's letters only, with a group of three (``12-ABC-3`` in a
    catalogue is a product's number, ``87-FDJ-5`` a plate)."""
    if car:
        return True
    groups = value.split("-")
    letters = {c for c in value if c.isalpha()}
    return any(len(g) == 3 for g in groups) and letters <= _NL_LETTERS


def _foreign(value: str) -> bool:
    """A plate's shape of any country: five to eight capitals and digits, both, no year alone
    (``plate 2019``), and no unit or standard before digits (``DIN 4102``)."""
    chars = [c for c in value if c.isalnum()]
    if not 5 <= len(chars) <= 8 or not any(c.isdigit() for c in chars) or not any(c.isalpha() for c in chars):
        return False
    first = regex.split(r"[\s\-·]", value)[0]
    return first not in _NOT_PLATES


# Words between a cue and its value, which the value's district must not be.
_GAP_WORDS = frozenset("ist is was war lautet hat has sind are".split())


def _named_plate(text: str, match: regex.Match[str]) -> bool:
    """A plate in lower case without a hyphen (``hb kl 742``, ``do ab 1234``) right after its
    cue: districts are short words too (``do``, ``ab``), so only the cue's own verb is turned
    away ("Kennzeichen ist in 123 ..." reads no district ``ist``)."""
    digits = match["digits"]
    return (
        # "registration of 1837" is a year, not a district "o", a letter "f" and digits
        not (len(digits) == 4 and 1800 <= int(digits) <= 2099 and not match["suffix"])
        and _PLATE_CUE_RIGHT_BEFORE.search(text, max(0, match.start() - 40), match.start()) is not None
        and match["district"].casefold() not in _GAP_WORDS
    )


def _plate_de(match: regex.Match[str], car_spoken: bool = False) -> bool:
    """A German plate without a cue: no unit or league before the digits, a hyphen after the
    district or an E/H at the end or three digits at least (``B AB 12`` is as often a
    list), and no year (``EM 2024``) unless the post speaks of a car (``car_spoken``)."""
    district, letters, digits = match["district"], match["letters"], match["digits"]
    if district in _NO_DISTRICT:
        return False  # "Fuji X-S10", "Zeiss T-12": no district has the letter, a model has it
    if letters in _NOT_PLATES and not match["suffix"]:
        return False  # "MW 2045" is a unit and a count, "B MW 2045H" a historic car's plate
    if district in _NOT_PLATES and not (match["sep"] == "-" and match["gap"] == " " and len(digits) >= 2):
        # Some districts are written like a unit or a standard (OS, ST, HD): only in a plate's
        # own spelling, hyphen and space ("OS-RP 771"), are they one.
        return False
    if len(digits) == 4 and 1900 <= int(digits) <= 2099 and not match["suffix"]:
        # A plate's digits may read as a year ("H-GR 1907"): so written, with the district's
        # hyphen, where the post speaks of a car.
        return car_spoken and match["sep"].startswith("-")
    return match["sep"].startswith("-") or bool(match["suffix"]) or len(digits) >= 3
