"""Country calling codes (ITU-T E.164): which digits after ``+`` or ``00`` are the country's code.

The codes are prefix-free: ``1`` and ``7`` alone, the two-digit ones listed here, every other a
three-digit one; so a code is found also where no space follows it (``+491712345678``). The
code says which country a number is in, a fact shared by millions; the pseudonym mode keeps it,
and ``0049`` before a number is no identifying part of it (the audit does not seek it alone).
"""

from __future__ import annotations

import regex

_TWO_DIGIT_CODES = frozenset(
    "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 "
    "81 82 84 86 90 91 92 93 94 95 98".split()
)
_DIALLING_PREFIX = regex.compile(r"(?:\+|00)(\d{1,3})")


def calling_code(digits: str) -> str:
    """The country code at the start of ``digits`` (the digits after ``+`` or ``00``)."""
    if digits[:1] in ("1", "7"):
        return digits[:1]
    return digits[:2] if digits[:2] in _TWO_DIGIT_CODES else digits[:3]


def dialling_prefix(word: str) -> bool:
    """``0049``, ``+44``, ``001``: an international prefix and a whole country code, nothing more."""
    match = _DIALLING_PREFIX.fullmatch(word)
    return match is not None and calling_code(match[1]) == match[1]
