"""GEO_DE: words derived from places (``Mannheimer``, ``Düsseldorfern``, ``italienisch``).

The forms are generated from the place lists by German word formation, plus curated exceptions
(:func:`teianon.lists.demonyms`). A hyphenated word counts by its last part (``US-amerikanischen``).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import countries, demonyms, is_country_word
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words

# Words before a plural noun of people: "die Schweden", "der Tschechen", "viele Polen".
_PEOPLE_BEFORE = frozenset(
    "die der den alle beide viele einige wenige manche keine zwei drei vier fünf sechs zehn hundert tausend "
    "unsere eure ihre diese jene welche the".split()
)


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
            key = words.key(i, n) or ()
            source = "demonym:country" if is_country_word(key) else "demonym:list"
            if " ".join(key) in countries() and not (i and words[i - 1].text.casefold() in _PEOPLE_BEFORE):
                # The country's own name as well (``Polen``, ``Ungarn``, ``Schweden``): "aus
                # Schweden" is the country, "die Schweden" its people. Without a word before
                # it that counts people, beside a tagger this reading is not kept (not precise):
                # the tagger reads the context (the homograph is among its features).
                source = "demonym:homograph"
            yield Mention(first.start, words[i + n - 1].end, Category.GEO_DE, cert=cert, source=source)
        for word in words.words:
            if "-" in word.text and table.get((word.text.rsplit("-", 1)[1].casefold(),)):
                yield Mention(word.start, word.end, Category.GEO_DE, cert="medium", source="demonym:compound")
