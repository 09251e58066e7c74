"""A public project or plan named by its town and a number (``Stuttgart 21``): one public name.

A large town (:func:`teianon.lists.large_places`) and a number of two digits, or a year, right
after it name a public project or plan (``public.project``, kept with the public frames of
:mod:`teianon.annotate.public_frames`), not the town and a quantity (``Köln 14 Tage``) nor a date
or a time (``Berlin 21.3.``). A home right before it (``wir wohnen in Hamburg 13``) is private
evidence, as for every public frame. A town right after a first name is a surname, and the
number an age or a year (``Geburtstag Malte Hagen 40``): no project ever holds a person's name.
"""

from __future__ import annotations

from collections.abc import Sequence

import regex

from ..detect.person_words import is_ambiguous_name, name_kinds
from ..lists import german_nouns, key_of, large_places

# A large town and a number of two digits as one name: a public project or plan named by its
# town and year (``Stuttgart 21``, ``Hamburg 2040`` with four), not a town and a quantity
# (``Köln 14 Tage``) nor a date or a time (``Berlin 21.3.``).
PROJECT = regex.compile(r"(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{2,}[^\S\n](?:\d{2}|20\d{2})(?![\p{L}\p{N}]|[.,:/\-]\d)")
# Where none occurs, no project is named: most posts are not searched by :data:`PROJECT`.
QUICK_PROJECT = regex.compile(r"\p{Ll}[^\S\n]\d\d")
_AFTER_NUMBER = regex.compile(r"[^\S\n]*(\p{L}+)")
# The word right before the town, across a space or a separator that stands for one (``%20``,
# ``_``, ``·``): a first name there makes the town a surname.
_BEFORE_TOWN = regex.compile(r"(\p{L}[\p{L}'-]*)(?:[^\S\n]|%20|=20|[_·+])+$")


def town_project(text: str, match: regex.Match[str], persons: Sequence[tuple[int, int]] = ()) -> bool:
    """The match of :data:`PROJECT` is a large town's project, not a town and a quantity nor
    the surname of a person (one of ``persons``, the spans of proposed persons, ends right
    before it, or a listed first name does)."""
    town = match.group().split()[0]
    if not large_places().get(key_of(town)):
        return False
    before = _BEFORE_TOWN.search(text, max(0, match.start() - 40), match.start())
    if before is not None and (
        any(start < match.start() and before.start() < end <= match.start() for start, end in persons)
        or _first_name(before.group(1))
    ):
        return False
    # A noun or unit after the number counts what the number is of (``Berlin 14 Tage``).
    after = _AFTER_NUMBER.match(text, match.end())
    return after is None or not (after.group(1) in german_nouns() or after.group(1).casefold() in _UNITS)


_UNITS = frozenset("days weeks months years hours minutes km euro eur mins min std tage jahre".split())


def _first_name(word: str) -> bool:
    """A listed first name that is no ordinary word as well (``Malte``, not ``Will``)."""
    first = name_kinds(word)[0]
    return first is not None and not is_ambiguous_name(first, word)
