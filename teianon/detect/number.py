"""NUMBER: numbers and codes that can lead to a person (seed 003, Table 1).

Found: telephone numbers (German ``0621/1581418``, ``(0621) 158 14 18``, ``0176-12345678``;
international ``+49 621 1581418``, ``0044 20 7946 0958``), IPv4 and IPv6 addresses (range-checked
with :mod:`ipaddress`), IBANs (mod-97 checksum), postcodes where a cue says so (``D-68161``,
``PLZ 68161``, ``68161 Mannheim``, UK ``SW1A 1AA``), messenger and customer numbers after a cue
(``ICQ 12345``, ``Kundennummer: 4711``), and any other run of six or more digits.

Not NUMBER: dates (``14.07.2005``, ``2005-07-14``), times (``21:31``), prices (``12,50 €``),
years and ordinary counts. The patterns are written so that these do not match; tests hold both.
"""

from __future__ import annotations

import ipaddress

import regex

from ..mention import Category
from ..read.textview import PostText
from . import register
from .patterns import Pattern, PatternDetector

# Words that follow a five-digit number that is a quantity, not a postcode.
_QUANTITY_WORDS = frozenset(
    "euro eur dollar usd pfund franken mark dm cent leute menschen einwohner mal stück punkte "
    "meter kilometer km kilo kg gramm jahre tage stunden minuten sekunden mitglieder user "
    "people points times years days hours dollars euros pounds members views hits".split()
)
_CUES = r"(?:icq|aim|msn|skype|handy|handynr|tel|telefon|telefonnummer|nummer|nr|kundennummer|kdnr|pin|tan|passwort|password|pw|pass|id|uin|mobil|fax|konto|kontonummer|blz)"


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


@register
class NumberDetector(PatternDetector):
    name = "number"
    categories = frozenset({Category.NUMBER})
    category = Category.NUMBER
    # A digit; only an IPv6 address may have none ("fe80::"), and it has two colons.
    REQUIRES = regex.compile(r"\d|:[0-9a-f]{0,4}:", regex.IGNORECASE | regex.VERSION1)
    PATTERNS = (
        Pattern("iban", r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b", flags=regex.VERSION1),
        Pattern("ipv4", r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)"),
        Pattern("ipv6", r"(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])"),
        Pattern(
            "phone-international",
            r"(?<![\w+/])(?:\+|00)[1-9]\d{0,2}[ ./-]?(?:\(0\)[ ]?)?\(?\d{1,5}\)?(?:[ ./-]?\d{2,}){1,4}(?![\w/])",
        ),
        Pattern(
            "phone-national",
            r"(?<![\w/.,:])\(?0[1-9]\d{1,4}\)?(?: ?/ ?| ?- ?| )?\d{2,}(?:[ -]?\d{2,}){0,4}(?![\w/.,:]*\d)",
        ),
        Pattern("postcode-cue", r"(?:\bD-|\bPLZ:? ?|\bPostleitzahl:? ?|\bzip(?: code)?:? ?)(?P<value>\d{5})\b"),
        Pattern("postcode-town", r"(?<![\d.,:/])(?P<value>\d{5})(?= \p{Lu}\p{Ll}+)", flags=regex.VERSION1),
        Pattern("postcode-uk", r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b", flags=regex.VERSION1),
        Pattern("cue", rf"\b{_CUES}\.?(?: ?[:#=]| ist| is)? ?(?P<value>(?=[\w\-]*\d)[\w\-]{{4,}})"),
        Pattern("digits", r"(?<![\w.,:/\-])\d(?:[ -]?\d){5,}(?![\w.,:/]*\d)"),
    )

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        kind = pattern.name
        if kind == "iban":
            return _iban_ok(value)
        if kind == "ipv4":
            return all(int(part) <= 255 for part in value.split("."))
        if kind == "ipv6":
            return _ipv6_ok(value)
        if kind.startswith("phone"):
            return 7 <= _digits(value) <= 15 and not _looks_like_date(value)
        if kind == "postcode-town":
            following = post.text[match.end() :].split(maxsplit=1)
            return bool(following) and following[0].strip(".,;:!?").casefold() not in _QUANTITY_WORDS
        if kind == "digits":
            return not _looks_like_date(value)
        return True


def _iban_ok(value: str) -> bool:
    compact = value.replace(" ", "").upper()
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    number = "".join(str(int(c, 36)) for c in rearranged)
    return int(number) % 97 == 1


def _ipv6_ok(value: str) -> bool:
    if value.count(":") < 2 or "::" not in value and value.count(":") < 7:
        return False
    try:
        ipaddress.IPv6Address(value)
    except ValueError:
        return False
    return True


def _looks_like_date(value: str) -> bool:
    compact = regex.sub(r"\D", "", value)
    # 8-digit runs that read as YYYYMMDD or DDMMYYYY of the last two centuries.
    if len(compact) == 8:
        year_first = compact[:2] in ("19", "20") and 1 <= int(compact[4:6] or 0) <= 12 and 1 <= int(compact[6:8] or 0) <= 31
        year_last = compact[4:6] in ("19", "20") and 1 <= int(compact[2:4] or 0) <= 12 and 1 <= int(compact[0:2] or 0) <= 31
        return year_first or year_last
    return False
