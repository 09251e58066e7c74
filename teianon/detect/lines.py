"""Line breaks that end a name: the lines of a letter's signature, of a mail's header.

Plain text that an importer brings (a letter, an e-mail, a chat message of several lines) keeps
its line breaks in the post's text. A name never runs on into the next line there: ``Mit
freundlichen Grüßen\\nAnnegret Wolfsteller\\nWolfsteller Bau GmbH`` holds a person and a firm,
``An: Korbinian Eschweiler\\nCc: …`` a person and the next header's label. A reference across
such a break deletes the words after it and gives the person the firm's category.

A break followed by indentation is layout (a TEI file written with its lines indented wraps its
prose so), and a break that ``<lb/>`` stands for is read by :mod:`teianon.read.textview`: neither
is a hard break here.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from ..mention import Category, Mention
from .lexicon import is_ordinary

# A line break right before a word (or a blank line): the next line starts a line of its own.
HARD_BREAK = regex.compile(r"\n(?=[^ \t\n])|\n[ \t]*\n")

# The categories of names, whose references a hard break ends.
_NAMES = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH})
# What is left at a piece's edges: white space and the punctuation that ends a line.
_EDGES = " \t\n,;:"


def breaks_line(gap: str) -> bool:
    """Whether the text between two words starts a new line (:data:`HARD_BREAK`): the next
    word stands at its line's start, or a blank line lies between them."""
    return "\n" in gap and (gap.endswith("\n") or HARD_BREAK.search(gap) is not None)


def within_line(text: str, mention: Mention) -> Mention | None:
    """``mention`` cut at the hard breaks inside it to one line, or None where nothing is left.

    A reference keeps the line it is anchored on: a firm found by its legal form
    (``organisation:legal-form``) its last line (``…\\nWolfsteller Bau GmbH``), any other name its
    first line that is not all ordinary words (``Korbinian Eschweiler`` of ``Korbinian
    Eschweiler\\nCc``, ``Owen Pritchard`` of a tagger's ``Cheers\\nOwen Pritchard``)."""
    if mention.category not in _NAMES or mention.corresp:
        return mention
    covered = text[mention.start : mention.end]
    if "\n" not in covered:
        return mention
    cuts = [m.span() for m in HARD_BREAK.finditer(covered)]
    if not cuts:
        return mention
    bounds = [0, *(b for cut in cuts for b in cut), len(covered)]
    spans = [
        _trimmed(text, mention.start + a, mention.start + b) for a, b in zip(bounds[::2], bounds[1::2], strict=True)
    ]
    pieces = [span for span in spans if span is not None]
    if mention.source == "organisation:legal-form":
        pieces = pieces[-1:]
    else:
        pieces = [p for p in pieces if not is_ordinary(text[p[0] : p[1]])][:1]
    return replace(mention, start=pieces[0][0], end=pieces[0][1]) if pieces else None


def _trimmed(text: str, start: int, end: int) -> tuple[int, int] | None:
    """``start``..``end`` without white space and a line's punctuation at its edges, or None
    where no letter is left."""
    while start < end and text[start] in _EDGES:
        start += 1
    while end > start and text[end - 1] in _EDGES:
        end -= 1
    return (start, end) if any(c.isalpha() for c in text[start:end]) else None
