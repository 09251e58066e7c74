"""GEO_DE: words derived from places (``Mannheimer``, ``Düsseldorfern``, ``italienisch``).

The forms are generated from the place lists by German word formation, plus curated exceptions
(:func:`teianon.lists.demonyms`). A hyphenated word counts by its last part (``US-amerikanischen``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import countries, demonyms, german_nouns, is_country_word, is_first_name, notable, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words, is_plain_word
from .lexicon import german_frequency

# Words before a plural noun of people: "die Schweden", "der Tschechen", "viele Polen".
_PEOPLE_BEFORE = frozenset(
    "die der den alle beide viele einige wenige manche keine zwei drei vier fünf sechs zehn hundert tausend "
    "unsere eure ihre diese jene welche the".split()
)

# The endings of German village and town names (``Hollerbach``, ``Unterhaching``, ``Kirchdorf``)
# before the ending of their people (``-er``, ``-ern``, ``-erin``, ``-erinnen``): the people of a
# place too small for the tables (``die Hollerbacher``, ``die Unterhachinger``), in lower case too.
_LOCAL_DEMONYM = regex.compile(
    r"(?:bach|berg|dorf|hausen|heim|ing|ingen|burg|hofen|kirchen|born|brück|brücken|furt|hagen|rode|stedt|"
    r"leben|see|wald|weiler|roda|winkel|beuren|zell|reuth|ried|moos|grün)"
    r"(?:er|ern|erin|erinnen)$"
)
# Zipf frequency from which such a word is an ordinary one (``geringer`` 4.6, ``einfacher``).
_RARE_DEMONYM = 2.5
# Words before such a word that count people (not a family's ``die Sonnleitners``).
_LOCAL_PEOPLE = _PEOPLE_BEFORE | frozenset("wir ihr als uns euch".split())


def _ends_in_noun(text: str) -> bool:
    """``Schwurfinger``, ``Hofmauer``, ``Geltungsdauer``: a compound whose last part is a noun
    of five letters or more (a shorter one ends many a place's people: ``-ger`` of ``-inger``)."""
    nouns = german_nouns()
    # A plural's dative too (``Meistersingern`` of ``Singer``).
    forms = (text, text[:-1]) if text.endswith("n") else (text,)
    return any(form[cut:].capitalize() in nouns for form in forms for cut in range(3, len(form) - 4))


def local_demonym(words: Words, i: int) -> bool:
    """Word i is the people of a small place by its ending after a word that counts people:
    no word of the dictionary, no surname of the tables (``die Steinberger`` are a family)."""
    word = words[i]
    return (
        i > 0
        and words[i - 1].folded in _LOCAL_PEOPLE
        and words.adjacent(i - 1, i)
        and word.text.isalpha()
        and len(word.text) >= 8
        and _LOCAL_DEMONYM.search(word.folded) is not None
        and not is_plain_word(word.text)
        # A compound of a noun is a word (``Schwurfinger``, ``Hofmauer``), no place's people.
        and not _ends_in_noun(word.text)
        and german_frequency(word.folded) < _RARE_DEMONYM
        and not persons().get((word.folded,))
        and not persons().get((word.folded.removesuffix("n"),))
    )


# English names a small place's people by the place before a word for a person: ``a Ballymena
# man``, ``a proper Omagh lass``, ``Tullyhogue born and bred``.
_ENGLISH_LOCAL = regex.compile(
    r"(?<![\p{L}])(?:a|an|one|proper|true|real|typical|local)\s+(?P<place>\p{Lu}\p{Ll}{2,})\s+"
    r"(?:man|woman|lad|lass|girl|boy|fella|fellow|native|family)(?![\p{L}])"
)
_PERSON_WORDS = (" man", " woman", " lad", " lass", " girl", " boy", " fella", " fellow", " native", " family")
# From this many inhabitants a place is a city, whose people are no pointer to a writer.
_CITY = 100_000


def english_local_demonyms(text: str) -> Iterator[Mention]:
    """The place of ``a Ballymena man`` as its people's word (GEO_DE): a small place of the
    tables, or a word no dictionary, first-name table or public list holds; not a city (``a
    London man``), a word (``a Family man``) or a maker (``a Ford man``)."""
    if not any(word in text for word in _PERSON_WORDS):
        return  # most posts hold no word for a person after a name
    for m in _ENGLISH_LOCAL.finditer(text):
        name = m["place"]
        key = (name.casefold(),)
        entries = places().get(key)
        if entries:
            if any(e.weight >= _CITY for e in entries) or is_country_word(key):
                continue
        elif is_plain_word(name) or is_first_name(key[0]) or notable().get(key) or persons().get(key):
            continue
        yield Mention(m.start("place"), m.end("place"), Category.GEO_DE, cert="high", source="demonym:local")


@register
class DemonymDetector(Detector):
    name = "demonym"
    categories = frozenset({Category.GEO_DE})
    precise_sources = frozenset({"demonym:country", "demonym:local"})

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
        for i in range(1, len(words)):
            if local_demonym(words, i) and not table.get((words[i].folded,)):
                yield Mention(words[i].start, words[i].end, Category.GEO_DE, cert="medium", source="demonym:local")
        yield from english_local_demonyms(post.text)
        for word in words.words:
            if "-" in word.text and table.get((word.text.rsplit("-", 1)[1].casefold(),)):
                yield Mention(word.start, word.end, Category.GEO_DE, cert="medium", source="demonym:compound")
