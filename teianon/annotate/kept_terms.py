"""Proposals that name no private person, place or firm, taken back before anything else is
decided about them (round 70: damage a red team found, strings that must stay).

Each rule reads a kind of thing in its frame, never a string it was shown:

- medicine and science (:mod:`.kept_science`): medicines, diseases named after people, genes,
  laboratory strains, CAS numbers, programs and models;
- games, fiction and history (:mod:`.kept_fiction`): characters, famous works, places of
  history, historical firms, famous hotels;
- public people the lists miss (:mod:`.kept_people`): heads of government and supreme judges,
  famous Russians in German spelling;
- ordinary words (:mod:`.kept_words`): ``ernst gemeint``, seasons and months, flowers, the words
  of the working day;
- numbers and citations (:mod:`.kept_numbers`): tickets, finds, rooms, flights, models, roads,
  EANs, grant numbers, cited authors.

A proposal linked to a participant is never taken back, nor one of the corpus's own markup; every
rule keeps a name after a private cue (a title, a relation, a possessive, a workplace). What is
taken back is not annotated at all: it stays as written, as a public name does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..mention import Category, Mention
from ..read.textview import PostText
from .kept_fiction import character, listed_thing
from .kept_numbers import cited_author, kept_number
from .kept_people import heard_artist, office_holder, russian_in_german
from .kept_science import disease, lab_name, medicine, software
from .kept_words import flower, idiom, season, workplace_word

_RULES: tuple[tuple[str, Callable[[str, Mention], bool]], ...] = (
    ("medicine", medicine),
    ("disease", disease),
    ("lab", lab_name),
    ("software", software),
    ("character", character),
    ("listed", listed_thing),
    ("office", office_holder),
    ("russian", russian_in_german),
    ("heard", heard_artist),
    ("idiom", idiom),
    ("season", season),
    ("flower", flower),
    ("workplace", workplace_word),
    ("number", kept_number),
    ("citation", cited_author),
)
# What the rules may take back: names and numbers a detector proposed, not a structured
# reference (a URL, an e-mail) nor a reviewer's IMPLICIT or CITATION.
_TAKEN = frozenset(
    {Category.PER, Category.NICK, Category.ORG, Category.LOC, Category.GPE, Category.OTH, Category.NUMBER}
)
# Sources that stand for the corpus's own markup or a participant: never taken back.
_OWN = ("corpus", "markup", "linker", "participant", "handle", "repeat")


def why_kept(text: str, mention: Mention) -> str | None:
    """The rule that takes the proposal back (its name), or None."""
    if mention.corresp or mention.category not in _TAKEN or mention.source.startswith(_OWN):
        return None
    if mention.end <= mention.start or not text[mention.start : mention.end].strip():
        return None
    for name, rule in _RULES:
        if rule(text, mention):
            return name
    return None


def without_kept_terms(view: PostText, proposals: Iterable[Mention]) -> list[Mention]:
    """The proposals less those that name no private person, place or firm."""
    return [p for p in proposals if why_kept(view.text, p) is None]
