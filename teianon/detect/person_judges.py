"""PER: a German judge named by the rank of the court they sit at (issue 38).

A German decision or a court's letter names its judges by their office at a court: ``Richter am
Landgericht Hagedorn``, ``Vorsitzende Richterin am Oberlandesgericht Dr. Albers``, ``Richterin
am Amtsgericht Wennemann``. The name after the court's kind is the judge's, a private person in
a decision about private parties (as ``Employment Judge …`` is: :mod:`.person_titles`); read
alone, a tagger takes the court and the name for one organisation (``Landgericht Hagedorn``) and
the court's kind word is lost with it. ``person_judges:judge-rank``, ``high``; the court stays.

Not where the word after the court is a town of the tables (``Richterin am Amtsgericht Borken``
says where she works: the court's town, which the public-body rules read), a word of the
language, or followed by a further capitalised word (``… Amtsgericht Kleve Dr. Berger``: the
town, then the judge, whom the title rules find).

Another rule's proposal of the court and the name as one (a tagger's ``Landgericht Hagedorn``,
a head rule's ``Amtsgericht Wennemann``) is cut to the name after such a rank and made a
person's (:func:`without_judges_court`, asked by :func:`teianon.detect.detect` of every name).
"""

from __future__ import annotations

from dataclasses import replace

import regex

from ..lists import places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import register
from .evidence import is_plain_word
from .lexicon import is_name
from .patterns import Pattern, PatternDetector

SOURCE = "person_judges:judge-rank"
# The court after a judge's rank, and the titles before the name: ``Landgericht Dr. `` of
# ``Richter am Landgericht Dr. Hagedorn``.
_COURT_AFTER_RANK = regex.compile(
    r"(?<=\bRichter(?:in)?[^\S\n]+(?:am|beim)[^\S\n]+)\p{Lu}\p{Ll}*(?:gericht|gerichtshof)[^\S\n]+"
    r"(?:(?:Dr|Prof)\.[^\S\n]*)*(?=\p{Lu})",
    regex.VERSION1,
)
_NAMES = frozenset({Category.ORG, Category.LOC, Category.GPE, Category.OTH, Category.PER})


def without_judges_court(text: str, mention: Mention) -> Mention:
    """A proposal of a court and a judge's name after the judge's rank, cut to the name (a
    person's); the court's town (``Amtsgericht Borken``) stays as proposed."""
    if mention.category not in _NAMES or mention.start < 12:
        return mention
    court = _COURT_AFTER_RANK.match(text, mention.start)
    if court is None or court.end() >= mention.end:
        return mention
    name = text[court.end() : mention.end]
    if " " in name or places().get((name.casefold(),)):
        return mention
    return replace(mention, start=court.end(), category=Category.PER, cert="high", source=SOURCE)


@register
class JudgeDetector(PatternDetector):
    name = "person_judges"
    categories = frozenset({Category.PER})
    category = Category.PER
    REQUIRES = regex.compile(r"Richter")
    PATTERNS = (
        Pattern(
            "judge-rank",
            r"\bRichter(?:in)?[^\S\n]+(?:am|beim)[^\S\n]+\p{Lu}\p{Ll}*(?:gericht|gerichtshof)"
            r"[^\S\n]+(?:(?:Dr|Prof)\.[^\S\n]*)*"
            r"(?P<value>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\-])(?![^\S\n]+\p{Lu})",
            flags=regex.VERSION1,
        ),
    )

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        if places().get((value.casefold(),)):
            return False  # "Richterin am Amtsgericht Borken": the court's town
        return is_name(value) or not is_plain_word(value)
