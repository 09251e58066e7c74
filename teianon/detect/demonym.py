"""GEO_DE: words derived from places (``Mannheimer``, ``Düsseldorfern``, ``italienisch``).

The forms are generated from the place lists by German word formation, plus curated exceptions
(:func:`teianon.lists.demonyms`). A hyphenated word counts by its last part (``US-amerikanischen``).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import demonyms, is_country_word
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words


@register
class DemonymDetector(Detector):
    name = "demonym"
    categories = frozenset({Category.GEO_DE})
    precise_sources = frozenset({"demonym:country"})

    def load(self) -> None:
        demonyms()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        table = demonyms()
        for i, n, entries in words.matches(table):
            curated = any("c" in e.flags for e in entries)
            first = words[i]
            if not curated and not first.capitalised and first.text[:1].isalpha():
                cert = "low"
            else:
                cert = "high" if curated or first.capitalised else "medium"
            # A language or nationality word of a country stays beside a tagger: lower case
            # ("spricht spanisch") is where the tagger is weak, and the policy decides about it.
            source = "demonym:country" if is_country_word(words.key(i, n) or ()) else "demonym:list"
            yield Mention(first.start, words[i + n - 1].end, Category.GEO_DE, cert=cert, source=source)
        for word in words.words:
            if "-" in word.text and table.get((word.text.rsplit("-", 1)[1].casefold(),)):
                yield Mention(word.start, word.end, Category.GEO_DE, cert="medium", source="demonym:compound")
