"""A public project or plan named by its town and a number (``Stuttgart 21``): one public name.

A large town (:func:`teianon.lists.large_places`) and a number of two digits, or a year, right
after it name a public project or plan (``public.project``, kept with the public frames of
:mod:`teianon.annotate.public_frames`), not the town and a quantity (``Köln 14 Tage``) nor a date
or a time (``Berlin 21.3.``). A home right before it (``wir wohnen in Hamburg 13``) is private
evidence, as for every public frame.
"""

from __future__ import annotations

import regex

from ..lists import german_nouns, key_of, large_places

# A large town and a number of two digits as one name: a public project or plan named by its
# town and year (``Stuttgart 21``, ``Hamburg 2040`` with four), not a town and a quantity
# (``Köln 14 Tage``) nor a date or a time (``Berlin 21.3.``).
PROJECT = regex.compile(r"(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{2,}[^\S\n](?:\d{2}|20\d{2})(?![\p{L}\p{N}]|[.,:/\-]\d)")
# Where none occurs, no project is named: most posts are not searched by :data:`PROJECT`.
QUICK_PROJECT = regex.compile(r"\p{Ll}[^\S\n]\d\d")
_AFTER_NUMBER = regex.compile(r"[^\S\n]*(\p{L}+)")


def town_project(text: str, match: regex.Match[str]) -> bool:
    """The match of :data:`PROJECT` is a large town's project, not a town and a quantity."""
    town = match.group().split()[0]
    if not large_places().get(key_of(town)):
        return False
    # A noun or unit after the number counts what the number is of (``Berlin 14 Tage``).
    after = _AFTER_NUMBER.match(text, match.end())
    return after is None or not (after.group(1) in german_nouns() or after.group(1).casefold() in _UNITS)


_UNITS = frozenset("days weeks months years hours minutes km euro eur mins min std tage jahre".split())
