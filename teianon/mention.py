"""Categories and mentions: the values that flow from detection to annotation.

A :class:`Mention` is a proposal: one stretch of a post's text (character offsets into
:attr:`teianon.read.textview.PostText.text`), its category, the participant it refers to if known,
how sure the detector is, and which rule proposed it. Mentions are frozen values; the
resolver picks non-overlapping ones, the annotator writes them into the TEI.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import regex

# A placeholder of an earlier anonymisation ([_MALE-PARTICIPANT-A07_], [_OTHERNAME-3_]), as the
# stylesheet recognises it (teianon:is-placeholder): no original, never searched or replaced.
PLACEHOLDER = regex.compile(r"\[_[A-Z0-9_\-]*_\]")


class Category(Enum):
    """The 13 categories of the Dortmund Chat Corpus 2.1 (seed 003, Table 1)."""

    PER = ("PERSONNAME", "name")
    NICK = ("NICKNAME", "name")
    ORG = ("ORGANISATIONNAME", "name")
    LOC = ("LOCATIONNAME", "name")
    GPE = ("GEOPOLITICALENTITYNAME", "name")
    GEO_DE = ("GEODERIVATIONNAME", "name")
    OTH = ("OTHERNAME", "name")
    ROOM = ("CHATROOMNAME", "name")
    URL = ("WWWURL", "ref")
    EMAIL = ("EMAIL", "ref")
    NUMBER = ("NUMBER", "ref")
    IMPLICIT = ("IMPLICIT", "ref")
    CITATION = ("CITATION", "ref")

    def __init__(self, long_form: str, element: str):
        self.long_form = long_form
        self.element = element

    @property
    def markup_type(self) -> str:
        """The ``@type`` teianon writes: ``nickname`` for NICK (Listing 2), else the short form."""
        return "nickname" if self is Category.NICK else self.name

    @classmethod
    def from_markup(cls, element: str, type_: str | None) -> Category | None:
        """The category of an existing ``<name>``/``<ref>``, whichever spelling the corpus uses."""
        if not type_:
            return None
        key = type_.strip().upper().replace("-", "_")
        if key in ("NICKNAME", "NICK"):
            return cls.NICK
        if key == "GEODE":
            return cls.GEO_DE
        for category in cls:
            if key in (category.name, category.long_form):
                return category
        return None


CERTAINTIES = ("high", "medium", "low")


@dataclass(frozen=True, order=True)
class Mention:
    """A proposed sensitive reference in one post.

    ``name_start``/``name_end`` are set for addressing terms: the whole mention (marker and
    name, e.g. ``@lela2`` or ``lela2:``) becomes ``<ref type="addressingTerm">`` and the name
    part inside it a ``<name type="nickname">``.
    """

    start: int
    end: int
    category: Category
    corresp: str | None = None
    cert: str = "high"
    source: str = ""
    name_start: int | None = None
    name_end: int | None = None
    # "public": a name of the public sphere, marked so that a reviewer sees it and nothing
    # replaces it (teianon.annotate.public).
    subtype: str | None = None
    # A statistical detector's probability that the span is the name it proposes (the tagger's
    # marginal): evidence for teianon.decide, not part of the mention's identity.
    score: float | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"empty or negative span {self.start}..{self.end} from {self.source}")
        if self.cert not in CERTAINTIES:
            raise ValueError(f"cert must be one of {CERTAINTIES}, not {self.cert!r}")
        if (self.name_start is None) != (self.name_end is None):
            raise ValueError("name_start and name_end go together")
        if self.name_start is not None and not (
            self.start <= self.name_start < self.name_end <= self.end  # type: ignore[operator]
        ):
            raise ValueError("the name of an addressing term must lie inside it")

    @property
    def is_addressing(self) -> bool:
        return self.name_start is not None

    def __len__(self) -> int:
        return self.end - self.start

    def overlaps(self, other: Mention) -> bool:
        return self.start < other.end and other.start < self.end

    def contains(self, other: Mention) -> bool:
        return self.start <= other.start and other.end <= self.end
