"""NUMBER (and GPE): platform account ids and the reference codes of registers and records.

An account id names one person on a platform as surely as a telephone number, and a register's
number one plot of land, one patient, one animal of one keeper. The shapes other detectors know
(telephone, IBAN, booking codes) miss these, so rule ``number:account-id`` takes:

- a Slack member id (``U`` or ``W`` and eight or ten capitals and digits, with digits in it)
  beside a cue of a user or an ``@handle``; a Teams id (``8:orgid:<uuid>``, ``8:live:…``,
  ``29:…``); a Skype id (``live:.cid.<hex>``, ``live:name``); a UUID after a cue of a user, an
  account, a player or a directory object (``object id``, ``whitelist``, ``Spieler``);
- rule ``number:record-code``: a card's security code after ``CVV``, ``CVC``, ``Prüfnummer``; a
  patient's code after ``Pat.``; a dog's tax tag or a pet's chip number; a field-post number with
  its letter (``Feldpostnummer 23 417 C``); a plot of land (``Flst. 412/3``, ``Flurstück 88``) and
  the sheet of a land register (``Grundbuch von X Blatt 2291``);
- rule ``place:land-register``: the village of the register (``der Gemarkung X``, ``Grundbuch von
  X``): where a person owns land.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word
from .lexicon import frequency

_FLAGS = regex.VERSION1
_B = r"(?<![\p{L}\p{N}_])"
_E = r"(?![\p{L}\p{N}_])"
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

# Ids whose shape is the platform's own: nothing else is written so.
_PLATFORM = regex.compile(
    rf"{_B}(?:8:orgid:{_UUID}|8:live:[\w.\-]+|29:[\w\-]{{20,}}|live:\.cid\.[0-9a-fA-F]{{8,}}|live:[a-z][\w.\-]{{2,}}){_E}",
    _FLAGS,
)
_SLACK = regex.compile(
    rf"{_B}[UW](?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{{8}}(?:[A-Z0-9]{{2}})?{_E}", _FLAGS
)
_SLACK_CUE = regex.compile(r"(?i:slack|user|member|nutzer|mitglied|id\b|\buid\b)|@[\w.\-]+", _FLAGS)
_UUID_ID = regex.compile(rf"{_B}{_UUID}{_E}", _FLAGS)
_UUID_CUE = regex.compile(
    r"(?i:object\s?id|objectid|\boid\b|user|account|konto|nutzer|player|spieler|whitelist|allowlist|azure|entra|"
    r"\baad\b|minecraft|mitglied|member|profil|profile)",
    _FLAGS,
)
_CUE_WINDOW = 60
# From this Zipf frequency a capitalised word after "Gemarkung" is a noun, not the village.
_WORD = 4.0

# "CVV 739", "CVC: 0412", "Prüfnummer ist 512", "security code is 739".
_CODES = regex.compile(
    r"(?P<cue>(?<![\p{L}])(?i:cvv2?|cvc2?|cav2|cid|kartenprüfnummer|prüfnummer|prüfziffer|sicherheitscode|"
    r"security\scode|card\sverification\s(?:code|value)))"
    r"(?:\s*(?::|=|-|is|ist|lautet|was|war|der\sKarte|of\sthe\scard|on\sthe\sback)){0,3}\s*(?P<number>\d{3,4})(?![\p{N}\p{L}])"
    # A patient's code: "Pat. 07-HB", "Pat.-Nr. 4471", "Patient Nr. 12".
    r"|(?<![\p{L}])(?:Pat\.(?:-Nr\.?)?|Patient(?:in)?\s(?:Nr\.|No\.|#))\s*(?P<number>\d[\w/\-]*|[A-Z]{1,3}-?\d[\w/\-]*)"
    r"(?![\p{N}\p{L}])"
    # A dog's tax tag, a pet's chip or tattoo number.
    r"|(?<![\p{L}])(?i:hunde(?:steuer)?marke|steuermarke|hundemarke|chipnummer|chip-nr\.?|transpondernummer|"
    r"tätowiernummer|microchip(?:\snumber)?|dog\slicen[cs]e(?:\snumber)?|dog\stag\snumber)"
    r"(?:\s*(?:Nr\.?|No\.?|number|nummer|#|:|ist|is))*\s*(?P<number>[A-Z]{0,3}\d[\d\s\-/]{1,18}\d)(?![\p{N}\p{L}])"
    # A field-post number with its letter: "Feldpostnummer 23 417 C".
    r"|(?<![\p{L}])(?i:feldpost(?:nummer|-?nr\.?)|fp-?nr\.?)\s*(?:Nr\.?\s*)?(?P<number>\d[\d\s]{1,8}\d(?:\s?[A-Z](?![\p{L}]))?)"
    # A plot of land: "Flst. 412/3", "Flurstück Nr. 88", "Flst.-Nr. 12/1".
    r"|(?<![\p{L}])(?i:flst\.?(?:-Nr\.?)?|flurstücks?(?:nummer)?|flur(?:stück)?-?nr\.?)\s*(?:Nr\.?\s*)?"
    r"(?P<number>\d{1,5}(?:/\d{1,4})?)(?![\p{N}])"
    r"|(?<![\p{L}])(?i:Blatt|Grundbuchblatt|Bl\.)\s(?P<number>\d{1,6})(?![\p{N}])",
    _FLAGS,
)
# What _CODES needs in a post's folded text before it is read at all.
_CODE_CUES = (
    "cvv",
    "cvc",
    "cav2",
    "cid",
    "prüf",
    "sicherheitscode",
    "security code",
    "card verification",
    "pat",
    "marke",
    "chip",
    "transponder",
    "tätowier",
    "dog",
    "feldpost",
    "fp",
    "flst",
    "flur",
    "blatt",
    "bl.",
)
# The village of a land register: "der Gemarkung Oberwiesenbach", "Grundbuch von Kleinhausen".
_REGISTER_PLACE = regex.compile(
    r"(?<![\p{L}])(?:Gemarkung|Grundbuch\svon|Grundbuchamt|Grundbuchbezirk)\s"
    r"(?P<place>\p{Lu}[\p{L}\-]+(?:\s(?:an\sder|am|im|bei|ob\sder)\s\p{Lu}[\p{L}\-]+|\s\p{Lu}[\p{L}\-]+)?)",
    _FLAGS,
)
# A register's sheet is a person's only in a register's frame.
_REGISTER = regex.compile(r"(?i:grundbuch|gemarkung|flurstück|flst|kataster|land\sregist)", _FLAGS)


def _cued(text: str, start: int, end: int, cue: regex.Pattern[str]) -> bool:
    return cue.search(text, max(0, start - _CUE_WINDOW), min(len(text), end + _CUE_WINDOW)) is not None


@register
class AccountIdDetector(Detector):
    name = "account_ids"
    categories = frozenset({Category.NUMBER, Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _PLATFORM.finditer(text):
            yield Mention(*match.span(), Category.NUMBER, None, "high", "number:account-id")
        for match in _SLACK.finditer(text):
            if _cued(text, *match.span(), _SLACK_CUE):
                yield Mention(*match.span(), Category.NUMBER, None, "high", "number:account-id")
        if "-" in text:
            for match in _UUID_ID.finditer(text):
                inside = any(m.start() <= match.start() < m.end() for m in _PLATFORM.finditer(text))
                if not inside and _cued(text, *match.span(), _UUID_CUE):
                    yield Mention(*match.span(), Category.NUMBER, None, "high", "number:account-id")
        folded = text.casefold()
        codes = _CODES.finditer(text) if any(cue in folded for cue in _CODE_CUES) else iter(())
        for match in codes:
            start, end = match.span("number")
            if text[match.start() : match.start() + 2].casefold() in ("bl", "gr") and not _cued(
                text, start, end, _REGISTER
            ):
                continue  # a sheet of paper, a book's leaf: a register's only beside one
            yield Mention(start, end, Category.NUMBER, None, "high", "number:record-code")
        registers = _REGISTER_PLACE.finditer(text) if "gemarkung" in folded or "grundbuch" in folded else iter(())
        for match in registers:
            words = match["place"].split()
            if frequency(words[0]) >= _WORD:
                continue  # "der Gemarkung Wald und Wiese": a noun, no village
            start, end = match.span("place")
            if len(words) > 1 and is_plain_word(words[-1]):
                end = start + len(words[0])  # "Grundbuch von Hinterbrunn Blatt 804": the sheet is no part
            yield Mention(start, end, Category.GPE, None, "high", "place:land-register")
