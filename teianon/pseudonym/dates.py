"""Surrogates of dates (pseudonym mode): a date of birth (``number:birth-date``) becomes another
valid date in the same form, so that the text still reads as a date (``geb. 07.11.1948`` →
``geb. 19.02.1949``, ``born 4 July 1950`` → ``born 23 September 1949``), not digits at random.

The date moves by 30 to 400 days, either way: the person's age stays about right (a letter's
"mit 73 Jahren" still fits), the day, the month and mostly the year differ.
"""

from __future__ import annotations

import datetime
import random

import regex

_MONTH_NAMES = (
    "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "January February March April May June July August September October November December".split(),
    "Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez".split(),
    "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
)
# Other spellings: the month and the list (of _MONTH_NAMES) its surrogate is named from.
_MONTH_ALIASES = {"jänner": (1, 0), "jaenner": (1, 0), "feber": (2, 0), "maerz": (3, 0), "mrz": (3, 2), "sept": (9, 3)}
_PIECES = regex.compile(r"\d+|\p{L}+|[^\d\p{L}]+", regex.VERSION1)
_ORDINAL = frozenset({"st", "nd", "rd", "th"})
# Between the numbers of a date written in digits (``07.11.1948``, ``19/09/1955``, ``1961-03-12``).
_SEPARATORS = frozenset({".", "/", "-"})


def _month(word: str) -> tuple[int, list[str]] | None:
    """The month a word names and the list of names it comes from (its language and length)."""
    folded = word.casefold()
    for names in _MONTH_NAMES:
        for k, name in enumerate(names):
            if name.casefold() == folded:
                return k + 1, names
    if folded in _MONTH_ALIASES:
        number, names_of = _MONTH_ALIASES[folded]
        return number, _MONTH_NAMES[names_of]
    return None


def _parse(text: str) -> tuple[datetime.date, list[str], list[str]] | None:
    """The date a text writes, its pieces, and the role of each (``d``, ``m``, ``y``, ``M`` for a
    month's name, ``o`` for an ordinal's letters, ``-`` for the rest); None if it is none."""
    pieces = _PIECES.findall(text)
    roles = ["-"] * len(pieces)
    numbers = [k for k, p in enumerate(pieces) if p.isdigit()]
    names = [k for k, p in enumerate(pieces) if p[:1].isalpha() and _month(p)]
    for k, piece in enumerate(pieces):
        if piece.casefold() in _ORDINAL and k > 0 and pieces[k - 1].isdigit():
            roles[k] = "o"
    if names and len(numbers) == 2:
        roles[names[0]] = "M"
        day, year = numbers if len(pieces[numbers[1]]) == 4 else numbers[::-1]
        roles[day], roles[year] = "d", "y"
    elif not names and len(numbers) in (2, 3) and all(p.strip() in _SEPARATORS for p in pieces if not p.isdigit()):
        if len(pieces[numbers[0]]) == 4:
            order = "ymd"
        elif "/" in text and len(numbers) == 3 and int(pieces[numbers[1]]) > 12:
            order = "mdy"
        else:
            order = "dmy"
        for role, k in zip(order, numbers, strict=False):
            roles[k] = role
    else:
        return None
    values = {r: pieces[k] for k, r in enumerate(roles) if r in "dmyM"}
    month = _month(values["M"])[0] if "M" in values else int(values.get("m", "0"))  # type: ignore[index]
    if len(values.get("y", "0000")) not in (2, 4):
        return None
    year = int(values.get("y", "2000"))
    if len(values.get("y", "0000")) == 2:
        year += 1900 if year > 30 else 2000
    try:
        return datetime.date(year, month, int(values["d"])), pieces, roles
    except (ValueError, KeyError):
        return None


def is_date(text: str) -> bool:
    return _parse(text.strip()) is not None


def date_like(rng: random.Random, text: str) -> str:
    """Another valid date in the form of ``text`` (its order, separators, widths, zero
    padding, month names in its language and length); ``text`` itself where it is no date."""
    parsed = _parse(text)
    if parsed is None:
        return text
    date, pieces, roles = parsed
    shift = rng.randint(30, 400) * rng.choice((-1, 1))
    other = date + datetime.timedelta(days=shift)
    out = []
    for piece, role in zip(pieces, roles, strict=True):
        if role == "d":
            out.append(f"{other.day:0{len(piece)}d}")  # two digits stay two: 07 -> 19, 7 -> 19
        elif role == "m":
            out.append(f"{other.month:0{len(piece)}d}")
        elif role == "y":
            out.append(f"{other.year % 100:02d}" if len(piece) == 2 else str(other.year))
        elif role == "M":
            names = _month(piece)[1]  # type: ignore[index]
            name = names[other.month - 1]
            out.append(name.upper() if piece.isupper() and len(piece) > 1 else name)
        elif role == "o":
            day = other.day
            out.append("th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th"))
        else:
            out.append(piece)
    return "".join(out)
