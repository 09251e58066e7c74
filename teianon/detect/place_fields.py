"""LOC: an English village's woods, commons, brooks and hills by their frame of going or being
there (issue 38): ``up at Hanger Wood``, ``down by Mill Brook``, ``across Stanton Common``,
``through Coldharbour Copse``. Such names are on no list, are made of ordinary words as often
as not, and tell the village (the German ones, ``im Chessitobel``, are the ``place`` detector's
``place:field-name``).

- ``place:field-name-en`` (``medium``): one or two capitalised words and a word of a landscape
  (``Wood``, ``Woods``, ``Common``, ``Brook``, ``Copse``, ``Heath``, ``Moor``, ``Beck``,
  ``Spinney``, ``Meadow``, ``Fell``, ``Downs``, ``Coppice``, ``Dingle``, ``Clough``, ``Marsh``)
  after a preposition of going or being there (``up at``, ``down by``, ``over at``, ``in``,
  ``through``, ``across``, ``on``, ``to``, ``near``, ``along``, ``past``, ``behind``), inside a
  sentence.

Not taken: a name of the public lists or the place tables (``Hampstead Heath``: the place
rules weigh it), a first name
and a surname (``Kelly Brook``: the person rules decide), one of the words in lower case
(``in the wood``), the words at a sentence's start.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, persons, places, public_names
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_CAP = r"\p{Lu}\p{Ll}[\p{Ll}'’]*"
_LANDSCAPE = (
    r"Woods?|Common|Brook|Copse|Heath|Moor|Beck|Spinney|Meadows?|Fell|Downs|Coppice|Dingle|Clough|Marsh|"
    r"Plantation|Bottom|Hollow"
)
_FIELD = regex.compile(
    r"(?<![\p{L}])(?i:up\sat|up\sto|down\sby|down\sat|down\sto|over\sat|out\sat|round\sat|in|into|through|"
    r"across|on|onto|to|near|along|past|behind|around|beside|from|towards|by)\s(?:the\s)?"
    rf"(?P<name>(?:{_CAP}\s){{1,2}}(?:{_LANDSCAPE}))(?![\p{{L}}\p{{N}}'’])",
    regex.VERSION1,
)
_QUICK = regex.compile(rf"(?<=\p{{Ll}}\s)(?:{_LANDSCAPE})(?![\p{{L}}])", regex.VERSION1)


def _kept(name: str) -> bool:
    """A name of the public lists, or a first name and a surname (a person's)."""
    key = key_of(name)
    if notable().get(key) or public_names().get(key) or places().get(key):
        return True  # (a place of the tables, ``Hampstead Heath``, is the place rules' to weigh)
    words = name.split()
    return (
        len(words) == 2
        and any(e.kind == "first" for e in persons().get(key_of(words[0])))
        and any(e.kind == "last" for e in persons().get(key_of(words[1])))
    )


@register
class EnglishFieldDetector(Detector):
    name = "place_fields"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in _FIELD.finditer(text):
            start, end = match.span("name")
            if not _kept(match.group("name")):
                yield Mention(start, end, Category.LOC, None, "medium", "place:field-name-en")
