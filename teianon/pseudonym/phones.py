"""Phone numbers in pseudonym mode: one number, one surrogate, however it is written.

A chat's header and its text write one number in several forms: ``+49 171 2345678``,
``0049 171 2345678``, ``0171/2345678``. A reader who sees two different surrogates learns that
the tool saw two numbers; a reader who sees ``+49`` become another code learns that the number
was foreign. So the number is normalised to its subscriber digits (without the international
prefix, the country code and the trunk ``0``), the surrogate digits are drawn once for those,
and each form gets them in its own shape: its prefix (``+49``, ``0049``, ``0``) as written, the
digits filled into its groups in order (docs/guide/pseudonyms.md, "Numbers").
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

from ..detect.calling_codes import calling_code

# A phone number as written: an international prefix and a code, or a trunk 0; then digits in
# groups apart by spaces, slashes, hyphens, dots or brackets. Nothing else (no letters).
_PHONE = regex.compile(r"(?P<prefix>(?:\+|00)\s?(?:\(0\))?)?(?P<body>[\d\s/\-.()]{5,})")
_INTERNATIONAL = regex.compile(r"(?P<lead>(?:\+|00)\s?)(?P<digits>\d+)")


@dataclass(frozen=True)
class Phone:
    """A phone number taken apart: ``head`` is written back as it was (``+49 ``, ``0049``, ``0``),
    ``subscriber`` are the digits that identify the line, the same in every form of the number."""

    head: str
    subscriber: str
    shape: str  # the rest of the number as written, each digit of the subscriber a "#"


def parse(text: str) -> Phone | None:
    """``text`` taken apart as a phone number, or None where it is none (too few digits, a
    date, a bare run of digits without a prefix or a trunk 0)."""
    match = _PHONE.fullmatch(text.strip())
    if match is None or text != text.strip():
        return None
    head = ""
    rest = text
    if match["prefix"]:
        international = _INTERNATIONAL.match(text)
        if international is None:
            return None
        digits = international["digits"]
        code = calling_code(digits)
        cut = international.start("digits") + len(code)
        head, rest = text[:cut], text[cut:]
        # "+49 (0)171 …": the trunk 0 in brackets belongs to the head.
        trunk = regex.match(r"\s?\(0\)", rest)
        if trunk:
            head, rest = head + trunk.group(0), rest[trunk.end() :]
    elif text.startswith("0") and not text.startswith("00"):
        head, rest = "0", text[1:]
    else:
        return None
    subscriber = "".join(c for c in rest if c.isdigit())
    if len(subscriber) < 5 or regex.search(r"\d[.]\d{1,2}[.]\d", rest) and not match["prefix"]:
        return None  # "01.02.1990" is a date, not a number with a trunk 0
    shape = "".join("#" if c.isdigit() else c for c in rest)
    return Phone(head, subscriber, shape)


def phone_like(phone: Phone, subscriber: str) -> str:
    """The number in its own shape, its prefix as written, with the ``subscriber`` digits drawn
    for it (the same for every form of one number)."""
    digits = iter(subscriber)
    return phone.head + "".join(next(digits) if c == "#" else c for c in phone.shape)
