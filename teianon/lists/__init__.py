"""Word lists for name detection: places, personal names, organisations, derived place words.

The big tables (``*.tsv.gz``) are built from maintained packages by :mod:`teianon.lists.build`
and committed; the small ones (``curated/*.tsv``) are ours. ``SOURCES.md`` records where each
comes from and under which licence. Everything is read once per process, on first use.

Lookups go through :class:`Gazetteer`: keys are tuples of case-folded word tokens, so that
``Frankfurt am Main`` is found as three ``<w>`` tokens as well as in running text.
"""

from __future__ import annotations

import gzip
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import regex

from ..detect.lexicon import german_frequency

HERE = Path(__file__).parent
# Countries whose small places are listed too (see build.py) and make words like "Mannheimer".
GERMAN_SPEAKING = frozenset({"DE", "AT", "CH", "LI", "LU"})
CURATED = HERE / "curated"
_WORD = regex.compile(r"[\w]+(?:[.\-_'’&][\w]+)*\.?|[&]")


def key_of(text: str) -> tuple[str, ...]:
    """The lookup key of a name: its word tokens, case-folded."""
    return tuple(t.casefold() for t in _WORD.findall(text))


@dataclass(frozen=True, slots=True)
class Entry:
    """One reading of a form: ``Essen`` the city (``GPE``, 593,085 people, a German noun)."""

    form: str
    category: str
    kind: str = ""
    weight: int = 0
    # "n": also a German common noun; "w": also an English common word; "c": curated (trusted).
    flags: str = ""
    source: str = ""

    @property
    def ambiguous(self) -> bool:
        return "n" in self.flags or "w" in self.flags


class Gazetteer:
    """Entries by key; ``longest(keys)`` finds the longest entry starting at a token."""

    def __init__(self, entries: Iterable[Entry] = ()):
        self._by_key: dict[tuple[str, ...], list[Entry]] = defaultdict(list)
        self.max_tokens = 1
        for entry in entries:
            self.add(entry)

    def add(self, entry: Entry, key: tuple[str, ...] | None = None) -> None:
        key = key_of(entry.form) if key is None else key
        if key:
            self._by_key[key].append(entry)
            self.max_tokens = max(self.max_tokens, len(key))

    def get(self, key: tuple[str, ...]) -> list[Entry]:
        return self._by_key.get(key, [])

    def __contains__(self, key: tuple[str, ...]) -> bool:
        return key in self._by_key

    def __len__(self) -> int:
        return len(self._by_key)

    def keys(self) -> Iterable[tuple[str, ...]]:
        return self._by_key.keys()


def read_table(name: str) -> Iterator[list[str]]:
    """Rows of a table beside this module (``.tsv.gz``) or in ``curated/`` (``.tsv``)."""
    path = HERE / name if name.endswith(".gz") else CURATED / name
    opener = gzip.open if name.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:  # type: ignore[operator]
        header_seen = not name.endswith(".gz")
        for line in f:
            if not header_seen:
                header_seen = True
                continue
            if not line.strip() or line.startswith("#"):
                continue
            yield line.rstrip("\n").split("\t")


@lru_cache(maxsize=1)
def german_nouns() -> frozenset[str]:
    """Forms of German common nouns (Wiktionary, via german-nouns), as written (capitalised)."""
    return frozenset(row[0] for row in read_table("nouns_de.tsv.gz"))


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Lower-case English words (SCOWL): proper nouns are not among them."""
    return frozenset(row[0] for row in read_table("words_en.tsv.gz"))


@lru_cache(maxsize=1)
def places() -> Gazetteer:
    """Cities, municipalities, countries, states, regions, natural features and abbreviations."""
    g = Gazetteer()
    for key, form, category, population, flags, source in read_table("places.tsv.gz"):
        g.add(Entry(form, category, "place", int(population), flags, source), tuple(key.split(" ")))
    for form, kind in read_table("natural_features.tsv"):
        g.add(Entry(form, "LOC", kind, 0, "c", "curated"))
    for form, category, _full in read_table("place_abbreviations.tsv"):
        g.add(Entry(form, category, "abbreviation", 0, "c", "curated"))
    return g


@lru_cache(maxsize=1)
def persons() -> Gazetteer:
    """First names (``kind`` first) and surnames (``last``) from faker's Latin-script locales."""
    g = Gazetteer()
    for key, form, kind, gender, flags, source in read_table("persons.tsv.gz"):
        g.add(Entry(form, "PER", kind, 0, flags + gender.replace("-", ""), source), tuple(key.split(" ")))
    return g


@lru_cache(maxsize=1)
def organisations() -> Gazetteer:
    return Gazetteer(Entry(form, "ORG", kind, 0, "c", "curated") for form, kind in read_table("organisations.tsv"))


@lru_cache(maxsize=1)
def cues() -> dict[tuple[str, str], frozenset[str]]:
    """Cue words by (category, role); see ``curated/cues.tsv``."""
    table: dict[tuple[str, str], set[str]] = defaultdict(set)
    for category, role, word in read_table("cues.tsv"):
        table[(category, role)].add(word)
    return {k: frozenset(v) for k, v in table.items()}


# --- words derived from places (GEO_DE) ----------------------------------------------------

# Inflection of German demonym nouns (Mannheimer, -in, -innen, -n, -s) and adjectives.
_NOUN_ENDINGS = ("", "n", "s", "in", "innen")
_ADJECTIVE_ENDINGS = ("", "e", "en", "er", "es", "em")
# German places big enough that people name themselves after them in chat.
DEMONYM_MIN_POPULATION = 2_000


def _umlaut_stadt(stem: str) -> str:
    return stem[:-5] + "städt" if stem.endswith("stadt") else stem


def german_demonym_stems(place: str) -> set[str]:
    """Masculine nouns German word formation makes from a place name (over-generates on purpose).

    ``Mannheim → Mannheimer``, ``Bochum → Bochumer``, ``Karlsruhe → Karlsruher``,
    ``Göttingen → Göttinger``, ``Darmstadt → Darmstädter``, ``Jena → Jenaer``. Forms nobody uses
    (``Bremener``) cost nothing: they never occur. Forms that are ordinary words are filtered
    by the caller.
    """
    if " " in place or not place[:1].isupper():
        return set()
    stems = {_umlaut_stadt(place) + "er"}
    if place.endswith("e"):
        stems.add(place[:-1] + "er")
    if place.endswith("en"):
        stems.add(place[:-2] + "er")
        if place.endswith("hausen"):
            stems.add(place[:-6] + "häuser")
    return stems


def inflect_german(base: str) -> set[str]:
    if base[:1].islower():  # an adjective: italienisch, münchnerisch
        return {base + e for e in _ADJECTIVE_ENDINGS}
    if base.endswith("e"):  # weak nouns: Franzose, Franzosen, Französin
        return {base, base + "n"}
    if base.endswith("er"):
        return {base + e for e in _NOUN_ENDINGS}
    return {base, base + "n", base + "en", base + "s", base + "in", base + "innen"}


def inflect_english(base: str) -> set[str]:
    return {base} | ({base + "s"} if base.endswith(("an", "er", "i")) else set())


def generate_demonyms() -> Iterator[Entry]:
    """GEO_DE forms by word formation from the place table, plus the curated exceptions.

    Run by :mod:`teianon.lists.build` (the result is the ``demonyms.tsv.gz`` table), because
    checking some 100,000 generated forms against the word lists takes seconds.
    """
    words = english_words()
    people = persons()
    curated_places: set[str] = set()
    for place, language, forms in read_table("demonym_exceptions.tsv"):
        curated_places.add(place)
        inflect = inflect_german if language == "de" else inflect_english
        for base in forms.split(","):
            for form in inflect(base):
                yield Entry(form, "GEO_DE", place, 0, "c", "curated")
    for key in list(places().keys()):
        for entry in places().get(key):
            german = entry.source.split(":")[-1] in GERMAN_SPEAKING
            if entry.kind != "place" or entry.form in curated_places:
                continue
            if entry.weight < (DEMONYM_MIN_POPULATION if german else 500_000):
                continue
            for stem in german_demonym_stems(entry.form):
                if stem.lower() in words or key_of(stem) in people:
                    continue
                # Wiktionary lists real demonyms as nouns (Mannheimer), so being a noun proves
                # nothing; being a frequent word does (Hamm → Hammer, Senden → Sender, Wieden →
                # wieder).
                if german_frequency(stem) >= (4.0 if entry.weight < 200_000 else 4.5):
                    continue
                for form in inflect_german(stem):
                    yield Entry(form, "GEO_DE", entry.form, entry.weight, "", "derived")


@lru_cache(maxsize=1)
def countries() -> frozenset[tuple[str, ...]]:
    """Keys of countries and continents (CLDR's territory names, German and English)."""
    return frozenset(key for key in places().keys() if any(e.source == "cldr" for e in places().get(key)))


def is_country_word(key: tuple[str, ...]) -> bool:
    """A country or continent (``Deutschland``), or a language or nationality word derived from
    one (``deutsch``, ``Spanier``, ``Amerikanerin``): these rarely identify anyone."""
    if key in countries():
        return True
    return any(key_of(e.kind) in countries() for e in demonyms().get(key))


@lru_cache(maxsize=1)
def demonyms() -> Gazetteer:
    """Words derived from places (see :func:`generate_demonyms`)."""
    g = Gazetteer()
    for key, form, place, weight, flags, source in read_table("demonyms.tsv.gz"):
        g.add(Entry(form, "GEO_DE", place, int(weight), flags, source), tuple(key.split(" ")))
    return g
