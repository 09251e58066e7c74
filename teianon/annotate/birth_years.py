"""NUMBER: a year of birth written right after a private person's name (issue 39).

A year alone narrows little (:mod:`teianon.detect.birth_date` leaves ``geb. 1948``), but beside
the name of the person it belongs to it is part of who that is: a header's list of
interviewees (``Hilde Kröger (Jg. 1941)``, ``Walter Pembury, born 1936``, ``Gesa Thiessen
(*1948)``) singles each out with the name's placeholder as surely as with the name. So where
the annotation replaces a person's name (a PER or a participant's name, not one kept as
public), the year a cue of birth gives right after it is NUMBER (``number.birth-year``): the
year only, never the cue or the brackets. A year before 1900 stays (no one alive was born
then), and so does a year after a name kept as public and a year with no cue of birth
(``Hilde Kröger (1941)`` may be a year of anything).
"""

from __future__ import annotations

from collections.abc import Iterable

import regex

from ..detect.birth_date import LIVING_SINCE
from ..mention import Category, Mention

SOURCE = "number:birth-year"
# After the name: an opening bracket or a comma, a cue of birth, the year. "b." only in small
# letters (the biographers' abbreviation; "B." is an initial).
_AFTER_NAME = regex.compile(
    r"[^\S\n]*(?:\([^\S\n]*|,[^\S\n]*)?"
    r"(?:(?i:jg\.?|jahrgang|geb\.|geboren|born|birth\s?year|year\sof\sbirth)(?:[^\S\n]*:)?(?:[^\S\n]+(?i:in|im))?"
    r"|b\.|\*)[^\S\n]*"
    r"(?P<year>(?:19|20)\d\d)(?![\p{L}\p{N}]|[.,/\-]\d)",
    regex.VERSION1,
)
_PERSONS = (Category.PER, Category.NICK)


def birth_years(text: str, chosen: Iterable[Mention]) -> list[Mention]:
    """The years of birth right after the persons ``chosen`` replaces in ``text``, as NUMBER
    mentions that overlap none of ``chosen``."""
    chosen = list(chosen)
    found: list[Mention] = []
    for person in chosen:
        if person.category not in _PERSONS or person.subtype == "public":
            continue
        match = _AFTER_NAME.match(text, person.end)
        if match is None or int(match["year"]) < LIVING_SINCE:
            continue
        start, end = match.span("year")
        if any(m.start < end and start < m.end for m in chosen):
            continue
        found.append(Mention(start, end, Category.NUMBER, None, "high", SOURCE))
    return found
