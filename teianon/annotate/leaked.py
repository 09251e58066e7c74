"""Leaked strings: where the self-audit finds a replaced reference's string standing bare, mark it.

The audit searches the output wider than the repeats pass marks (any case, any place a reader
sees); a string it finds in text that markup can reach is simply another occurrence of a
reference, and is marked as one (``ana="teianon:repeat.audit"``), so that the file goes through
instead of being refused. What remains after that stands where markup cannot go, and the file is
refused with the place named.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ..mention import Category
from ..read.tei import Document
from .markup import write_mentions
from .repeats import Target, occurrences

# What a string is marked as: its category, and the participant (id) it names, where it is the
# name of one (linked as the repeats link a participant's name).
Marking = tuple[Category, str | None]


def mark_leaked(
    document: Document, strings: Mapping[str, Category | Marking], marked: list[tuple[str, str]] | None = None
) -> Counter[str]:
    """Mark every bare occurrence of ``strings`` (text -> category, or category and participant)
    in the document's posts and text blocks, in any case; counts per category. ``marked`` gets
    (category, string as written) of each, which pseudonym mode gives its name's surrogate
    (:mod:`teianon.pseudonym.audit_finds`)."""
    targets = [
        Target(text, *(what if isinstance(what, tuple) else (what, None)), False, "repeat:audit")
        for text, what in strings.items()
    ]
    counts: Counter[str] = Counter()
    for view, found in occurrences(document, targets):
        for mention in write_mentions(view, found):
            counts[mention.category.name] += 1
            if marked is not None:
                marked.append((mention.category.name, " ".join(view.text[mention.start : mention.end].split())))
    return counts
