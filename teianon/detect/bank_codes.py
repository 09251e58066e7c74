"""A bank's SWIFT/BIC code beside an account (``BIC: GENODEF1XYZ``, ``swift code NWBKGB2L``).

A BIC names a bank's branch, not a person; but written beside an IBAN or after its cue in a
post it completes the account someone gives away, and with the IBAN replaced it points to the
branch, so it is replaced as the IBAN is (NUMBER). Eight or eleven characters in the code's
shape (four letters of the bank, a country of ISO 3166, two of the place, perhaps three of the
branch), checked by python-stdnum. Elsewhere such a string is an acronym or a product's code
as often (``ABCDEFGH``, ``DEADBEEF``), so it needs the cue or an IBAN nearby.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex
from stdnum import bic as stdnum_bic

from ..lazy import lazy
from ..mention import Category, Mention
from .lexicon import frequency

# The cue: BIC, SWIFT, SWIFT-BIC, Swift-Code, BIC/SWIFT, and the German words for it.
_CUE = lazy(
    # "swift" alone only in capitals ("SWIFT: …"); "Taylor Swift is …" names a singer.
    r"(?<![\p{L}\p{N}])(?:bic|(?-i:SWIFT)|swift(?=[ /\-]?(?i:bic|code|kode))|s\.w\.i\.f\.t\."
    r"|bankleitcode|bank identifier code)"
    r"(?:[ /\-]?(?:bic|swift|code|kode|nr\.?|nummer|number|no\.?|id))*"
    r"[^\S\n]*(?:[:=#]|ist(?!\p{L})|is(?!\p{L}))?[^\S\n]*(?:\(\p{L}+\)[^\S\n]*)?[:=]?[^\S\n]*",
    regex.IGNORECASE | regex.VERSION1,
)
# The code after a cue: in any case, as people type it after its name.
_CUED_CODE = lazy(r"([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![\p{L}\p{N}])", regex.IGNORECASE | regex.VERSION1)
# The code alone: in capitals, as banks print it (a word of the text in capitals is a shout as
# often, and needs the IBAN beside it).
_CODE = lazy(r"(?<![\p{L}\p{N}])[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![\p{L}\p{N}])", regex.VERSION1)
# An IBAN nearby (country, check digits, then groups of four, grouped or not; a flight's
# ``MH17 SHOT DOWN`` is none, so the account's part must hold ten digits at least): the code is
# the same account's.
_IBAN_NEAR = lazy(
    r"(?<![\p{L}\p{N}])[A-Z]{2}\d\d(?:[ \-]?[A-Z0-9]{4}){2,7}(?:[ \-]?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])",
    regex.IGNORECASE | regex.VERSION1,
)
_ACCOUNT_DIGITS = 10
# How far apart an account's IBAN and BIC stand in a post ("IBAN …, BIC …": a line or two).
_NEAR = 120
# Zipf frequency from which eight letters are a word (German or English), not a bank's code.
_WORD = 1.5
# The cue's words, as the cheap test before the patterns (the standard library's, many times faster
# here than a pattern of ``regex`` in any case).
_CUE_WORD = re.compile(r"[Bb][Ii][Cc]|[Ss][Ww][Ii][Ff][Tt]")


def _valid(code: str) -> bool:
    """The shape of a BIC with a country of ISO 3166 (python-stdnum: ``LOCATION``'s ``TI`` is
    none), and no word written in capitals (``DRINGEND``'s ``NG`` is Nigeria's)."""
    return bool(stdnum_bic.is_valid(code.upper())) and not (code.isalpha() and frequency(code) >= _WORD)


def bank_codes(text: str, iban_start: bool = True) -> Iterator[Mention]:
    """NUMBER mentions of the BICs of ``text``: after a cue (``BIC:``, ``SWIFT code``), or in
    capitals near an IBAN. ``iban_start``: whether the text may hold an IBAN at all (the number
    detector's own test, passed on so that a post is not searched twice)."""
    if not iban_start and _CUE_WORD.search(text) is None:
        return
    seen: set[int] = set()
    for cue in _CUE.finditer(text):
        code = _CUED_CODE.match(text, cue.end())
        if code is not None and cue.end() > cue.start() and _valid(code.group(1)):
            seen.add(code.start(1))
            yield Mention(code.start(1), code.end(1), Category.NUMBER, None, "high", "number:bic")
    if not iban_start:
        return
    ibans = [m.start() for m in _IBAN_NEAR.finditer(text) if sum(c.isdigit() for c in m.group()[4:]) >= _ACCOUNT_DIGITS]
    if not ibans:
        return
    for code in _CODE.finditer(text):
        if code.start() in seen or not _valid(code.group()):
            continue
        if any(abs(code.start() - start) <= _NEAR and not start <= code.start() < start + 8 for start in ibans):
            yield Mention(code.start(), code.end(), Category.NUMBER, None, "high", "number:bic")
