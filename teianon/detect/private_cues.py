"""The one table of the cues of a writer's private life (``curated/private_cues.tsv``): relations,
possessives, the writer's home, residence and meetings, by named class (issues 38/39).

Detection (a residence cue before an encyclopaedia's link, :mod:`.url`), the public-sphere
decision (:mod:`teianon.annotate.public_words`, :mod:`teianon.annotate.private_evidence`,
:mod:`teianon.annotate.private_frames`) and the reading of a name the corpus marked
(:mod:`teianon.annotate.markup_public`) take their cues from here, so that a word added to a class
counts everywhere it is read. The classes are described in the table's header; a user that needs
a narrower class than another names it (``household`` beside ``relation``).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

import regex

from ..lists import read_table

CueClass = Literal[
    "relation",
    "relation-head",
    "household",
    "spouse",
    "possessive",
    "own",
    "reader",
    "first-person",
    "me",
    "at-home",
    "meeting",
    "home",
    "lives",
    "homeland",
    "home-adverb",
    "origin",
    "out-of",
    "origin-verb",
    "from",
    "stay",
    "dwelling",
    "employer",
    "at",
]


@cache
def _table() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for name, cue in read_table("private_cues.tsv"):
        table.setdefault(name, set()).add(cue.casefold())
    return {k: frozenset(v) for k, v in table.items()}


def cues(name: CueClass) -> frozenset[str]:
    """The cues of a class as the table writes them (case-folded; a prefix ends in ``*``)."""
    return _table().get(name, frozenset())


@cache
def words(name: CueClass) -> frozenset[str]:
    """The one-word cues of a class, without its prefixes and phrases: a set to look words up in."""
    return frozenset(c for c in cues(name) if not c.endswith("*") and " " not in c)


@cache
def _prefixes(name: CueClass) -> tuple[str, ...]:
    return tuple(c[:-1] for c in cues(name) if c.endswith("*"))


def is_cue(word: str, name: CueClass) -> bool:
    """``word`` (case-folded) is a cue of the class: one of its words, or longer than one of its
    prefixes and starting with it."""
    if word in words(name):
        return True
    return any(word.startswith(p) and len(word) > len(p) for p in _prefixes(name))


def relation_word(key: str) -> bool:
    """A relation word (``Nachbar``, ``uncle``), or a German compound whose head is one of
    ``relation-head`` after three letters or more (``Mathelehrer``, ``Zimmernachbarin``)."""
    if key in words("relation"):
        return True
    return any(key.endswith(head) and len(key) >= len(head) + 3 for head in words("relation-head"))


def _alternative(cue: str) -> str:
    """A cue as a pattern's alternative: its words parted by any white space, a prefix's rest as
    letters, an apostrophe as written or left out (``I'm``, ``I’m``, ``Im``)."""
    parts = [regex.escape(w).replace("'", "['’]?") for w in cue.removesuffix("*").split()]
    return r"\s+".join(parts) + (r"\w*" if cue.endswith("*") else "")


def alternatives(*names: CueClass) -> str:
    """The cues of the classes as one regular expression's alternatives (no group, no bounds),
    longest first, for a pattern that reads them in running text."""
    every = {c for name in names for c in cues(name)}
    return "|".join(_alternative(c) for c in sorted(every, key=lambda c: (-len(c), c)))


@cache
def pattern(*names: CueClass) -> regex.Pattern[str]:
    """Any whole cue of the classes in running text, in any case (compiled once per process)."""
    return regex.compile(rf"(?<!\w)(?:{alternatives(*names)})(?!\w)", regex.IGNORECASE)
