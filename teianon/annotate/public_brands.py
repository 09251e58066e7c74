"""Readings of a listed name as a brand (:mod:`teianon.annotate.public` asks them): a brand
named after its world-famous founder, an organisation's acronym as chat writes it."""

from __future__ import annotations

from ..lists import Entry
from ..mention import Category, Mention

# What a detector proposes as a named thing rather than a person.
NAMED_THINGS = frozenset({Category.ORG, Category.OTH, Category.GPE, Category.LOC})


def founders_brand(entries: list[Entry], surface: str, proposal: Mention) -> bool:
    """A brand or company the list knows without a flag, named after a world-famous person, its
    founder mostly (``Chanel``; the burger chain ``Byron``), written as listed and proposed as an
    organisation or other named thing: the person's surname row (whose first-name or surname
    flags would block the word) says nothing of the brand. A proposal as a person, or a brand's
    own flag, still needs the usual evidence."""
    people = [e for e in entries if e.category == "PER"]
    return (
        bool(people)
        and proposal.category in NAMED_THINGS
        and surface[:1].isupper()
        and any(e.category == "ORG" and not e.flags and e.form == surface for e in entries)
        # The founder famous worldwide (Pantheon): a member of parliament's surname (a list of
        # thousands, most known locally) on a brand's row is as often a private bearer's.
        and all(e.kind.startswith("surname:") and e.source == "pantheon1" for e in people)
    )


def lower_acronym(entries: list[Entry], surface: str, proposal: Mention) -> bool:
    """``bvb``, ``spd``, ``fbi`` as chat writes them: a listed organisation's acronym of three
    letters in lower case, which no dictionary has as a word (the caller asks for the flag ``a``
    alone), where a detector proposed a named thing. A word of that spelling (``go``, ``sky``)
    carries more flags than ``a`` and stays a word; two letters in lower case (``tk``, ``dm``)
    are as often a chat abbreviation of something else."""
    return (
        len(surface) == 3
        and surface.islower()
        and proposal.category in NAMED_THINGS
        and any(e.category == "ORG" and e.form.isupper() and e.form.casefold() == surface for e in entries)
    )
