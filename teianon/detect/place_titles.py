"""GPE: the place a title names after a comma (``Chat der Klasse 7b, Kleindorf``, ``Year 9
group chat, Wickhambrook``, ``Elternchat Kita Sonnenschein, Oberhausen-Rheinhausen, 2019``).

A corpus or a document collected from one school class, group or family is titled by the
group and its village, as a letter is headed by its place: the place says where the group's
people live. In a ``title``, a comma's last segment (a year may follow it) of one to three
capitalised words is the place where the title names a group before it (a class, a year, a
group, a team, a family, a club) or the place tables hold it. Not taken: a word of the language
(``Chat der Klasse 7b, Auswertung``), a country or world region, a name of the public lists,
a first name (a person's rules read it).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import is_country_word, key_of, notable, persons, places
from ..mention import Category, Mention
from ..read.tei import GROUP_TITLE, tei
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word

_TITLE = tei("title")
_WORD = r"\p{Lu}[\p{L}'’]+(?:-(?:\p{Lu}|\p{Ll}{1,3}-\p{Lu})[\p{L}'’]*)*"
# The last segment after a comma: the place, then perhaps a year or a date, then the end.
_PLACE = regex.compile(
    rf",\s*(?P<name>{_WORD}(?:\s(?:(?:an|am|im|in|upon|on|ob|bei|le|la|de)\s)?{_WORD}){{0,2}})"
    r"\s*(?:[,(]\s*[\d./\-– ]+\)?\s*)?\.?$",
    regex.VERSION1,
)


def _place_name(name: str) -> bool:
    key = key_of(name)
    if is_country_word(key) or notable().get(key):
        return False
    if len(key) == 1 and any(e.kind == "first" for e in persons().get(key)):
        return False
    return not all(is_plain_word(part) for part in regex.split(r"[\s\-]+", name) if part[:1].isupper())


def title_places(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of the place after the last comma of a title (see the module)."""
    match = _PLACE.search(text)
    if match is None:
        return
    name = match.group("name")
    if not _place_name(name):
        return
    if GROUP_TITLE.search(text, 0, match.start()) is None and not places().get(key_of(name)):
        return
    yield match.start("name"), match.end("name")


@register
class TitlePlaceDetector(Detector):
    name = "place_titles"
    categories = frozenset({Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        if post.post.tag != _TITLE or "," not in post.text:
            return
        for start, end in title_places(post.text):
            yield Mention(start, end, Category.GPE, None, "high", "place:title")
