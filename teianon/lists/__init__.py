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
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import marisa_trie
import regex

from ..detect.lexicon import german_frequency
from . import compact

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
    """Entries by key; ``longest(words, i)`` finds the longest entry starting at a word.

    The entries live in a MARISA trie (:mod:`teianon.lists.compact`): keys are the words joined
    by single spaces, values the encoded entries of a key in their table order.
    """

    def __init__(
        self, entries: Iterable[Entry] = (), *, trie: marisa_trie.BytesTrie | None = None, max_tokens: int = 1
    ):
        if trie is None:
            trie, max_tokens = _entry_trie(_grouped((key_of(entry.form), entry) for entry in entries))
        self._trie = trie
        self.max_tokens = max_tokens
        # Decoded entries of the keys looked up so far (bounded: the vocabulary of a big corpus
        # would otherwise grow it without end).
        self._decoded: dict[str, list[Entry]] = {}
        self._starting: dict[str, bool] = {}
        # Whether a longer key follows these words: a prefix query of the trie costs some
        # microseconds, and the detectors and the tagger's features ask it of every word type
        # that begins a key, again and again (issue 41).
        self._continuing: dict[str, bool] = {}

    def _entries(self, joined: str) -> list[Entry]:
        found = self._decoded.get(joined)
        if found is None:
            values = self._trie.get(joined)
            found = [] if not values else [_entry(fields) for fields in compact.decode(values[0])]
            if len(self._decoded) >= 100_000:
                self._decoded.clear()
            self._decoded[joined] = found
        return found

    def get(self, key: tuple[str, ...]) -> list[Entry]:
        return self._entries(" ".join(key))

    def __contains__(self, key: tuple[str, ...]) -> bool:
        return " ".join(key) in self._trie

    def __len__(self) -> int:
        return len(self._trie)

    def items(self, prefix: str = "") -> Iterator[tuple[tuple[str, ...], list[Entry]]]:
        """Every key (beginning with ``prefix``) and its entries, in the trie's order."""
        for key, value in self._trie.iteritems(prefix):
            yield tuple(key.split(" ")), [_entry(fields) for fields in compact.decode(value)]

    def longest(self, words: Sequence[str], start: int, limit: int) -> tuple[int, list[Entry]]:
        """``(n, entries)`` of the longest key made of ``words[start:start + n]`` with
        ``n <= limit``; ``(0, [])`` where there is none. The trie's prefix query ends the
        search as soon as no longer key can follow."""
        best: tuple[int, list[Entry]] = (0, [])
        if not self.starts(words[start]):
            return best
        joined = ""
        for n in range(1, min(limit, self.max_tokens, len(words) - start) + 1):
            joined = words[start] if n == 1 else f"{joined} {words[start + n - 1]}"
            # A key of the table has one entry at least; the entries of a string are kept (as
            # the answer that it is no key), so a word type's second sight asks no trie.
            entries = self._entries(joined)
            if entries:
                best = (n, entries)
            if n == self.max_tokens or not self.continues(joined):
                break
        return best

    def starts(self, word: str) -> bool:
        """Whether a key is or begins with this word (per word type: most words begin none)."""
        found = self._starting.get(word)
        if found is None:
            found = word in self._trie or self.continues(word)
            if len(self._starting) >= 200_000:
                self._starting.clear()
            self._starting[word] = found
        return found

    def continues(self, joined: str) -> bool:
        """Whether a longer key starts with these words (joined by spaces)."""
        found = self._continuing.get(joined)
        if found is None:
            found = next(self._trie.iterkeys(joined + " "), None) is not None
            if len(self._continuing) >= 200_000:
                self._continuing.clear()
            self._continuing[joined] = found
        return found


def _entry(fields: list[str]) -> Entry:
    form, category, kind, weight, flags, source = fields
    return Entry(form, category, kind, int(weight), flags, source)


def _entry_trie(grouped: Iterable[tuple[tuple[str, ...], list[Entry]]]) -> tuple[marisa_trie.BytesTrie, int]:
    """A trie of the entries by key, and the most words a key has."""
    pairs, longest = [], 1
    for key, entries in grouped:
        longest = max(longest, len(key))
        pairs.append(
            (
                " ".join(key),
                compact.encode((e.form, e.category, e.kind, str(e.weight), e.flags, e.source) for e in entries),
            )
        )
    return marisa_trie.BytesTrie(pairs), longest


def read_table(name: str) -> Iterator[list[str]]:
    """Rows of a table beside this module (``.tsv.gz``) or in ``curated/`` (``.tsv``)."""
    path = HERE / name if name.endswith(".gz") else CURATED / name
    opener = gzip.open if name.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        header_seen = not name.endswith(".gz")
        for line in f:
            if not header_seen:
                header_seen = True
                continue
            if not line.strip() or line.startswith("#"):
                continue
            yield line.rstrip("\n").split("\t")


def _grouped(rows: Iterable[tuple[tuple[str, ...], Entry]]) -> list[tuple[tuple[str, ...], list[Entry]]]:
    grouped: dict[tuple[str, ...], list[Entry]] = defaultdict(list)
    for key, entry in rows:
        if key:
            grouped[key].append(entry)
    return list(grouped.items())


def _place_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    for key, form, category, population, flags, source in read_table("places.tsv.gz"):
        yield tuple(key.split(" ")), Entry(form, category, "place", int(population), flags, source)
    for form, kind in read_table("natural_features.tsv"):
        yield key_of(form), Entry(form, "LOC", kind, 0, "c", "curated")
    for form, category, _full in read_table("place_abbreviations.tsv"):
        yield key_of(form), Entry(form, category, "abbreviation", 0, "c", "curated")


def _person_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    for key, form, kind, gender, flags, source in read_table("persons.tsv.gz"):
        yield tuple(key.split(" ")), Entry(form, "PER", kind, 0, flags + gender.replace("-", ""), source)


def _organisation_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    for form, kind in read_table("organisations.tsv"):
        yield key_of(form), Entry(form, "ORG", kind, 0, "c", "curated")


# Sources of the notable table's members of parliament and sports clubs (``build_sphere``): rows
# only the public-sphere decision reads (:func:`public_names`). A detector that skips a notable
# name, or the decision model's ``notable`` feature (trained before them), would otherwise take a
# member's surname (``Wagner``) or a club's town (``Essen``) for a public name everywhere.
SPHERE_SOURCES = frozenset(
    {
        "democracy-alexa",
        "openfootball",
        "openfootball-squads",
        "fivethirtyeight-classic-rock",
        "fivethirtyeight-daily-show",
        "pantheon2020",
        "name-suggestion-index",
    }
)


def _notable_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    for key, form, category, kind, popularity, flags, source in read_table("notable.tsv.gz"):
        yield tuple(key.split(" ")), Entry(form, category, kind, int(popularity), flags, source)


def _demonym_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    for key, form, place, weight, flags, source in read_table("demonyms.tsv.gz"):
        yield tuple(key.split(" ")), Entry(form, "GEO_DE", place, int(weight), flags, source)


# Places this big are worth finding in chat spellings (doaaadmund → Dortmund).
LARGE_PLACE = 100_000


# Several tables are made from the place and demonym rows: read once per build.
@lru_cache(maxsize=1)
def _place_groups() -> list[tuple[tuple[str, ...], list[Entry]]]:
    return _grouped(_place_rows())


@lru_cache(maxsize=1)
def _demonym_groups() -> list[tuple[tuple[str, ...], list[Entry]]]:
    return _grouped(_demonym_rows())


def _large_place_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    """The one-word places with an entry of :data:`LARGE_PLACE` people or more (all their entries)."""
    for key, entries in _place_groups():
        if len(key) == 1 and any(e.weight >= LARGE_PLACE for e in entries):
            for entry in entries:
                yield key, entry


_PLAIN_NAME = regex.compile(r"\p{Lu}\p{Ll}+")


def _plain_place_rows() -> Iterator[tuple[tuple[str, ...], Entry]]:
    """Places named by one plain word (``Bochum``: no ordinary word, no abbreviation), keyed by
    their source (``geonames:DE``, ``cldr``): where pseudonyms draw places of the same kind."""
    for _key, entries in _place_groups():
        for entry in entries:
            if entry.kind == "place" and not entry.flags and _PLAIN_NAME.fullmatch(entry.form):
                yield (entry.source,), entry


def _derived_place_keys() -> Iterator[str]:
    """The places that word formation derives demonyms from (``Köln`` -> ``Kölner``)."""
    for _key, entries in _demonym_groups():
        yield from (entry.kind for entry in entries if entry.source == "derived")


def _country_keys() -> Iterator[str]:
    """Countries and continents: the places that CLDR's territory names list."""
    for key, entries in _place_groups():
        if any(e.source == "cldr" for e in entries):
            yield " ".join(key)


_GAZETTEERS: dict[str, Callable[[], Iterable[tuple[tuple[str, ...], Entry]]]] = {
    "places": lambda: ((key, e) for key, entries in _place_groups() for e in entries),
    "large_places": _large_place_rows,
    "plain_places": _plain_place_rows,
    "persons": _person_rows,
    "organisations": _organisation_rows,
    # The detectors and the decision model read the table as it was before members of parliament
    # and clubs came in; the public-sphere decision reads all of it (public_names).
    "notable": lambda: (row for row in _notable_rows() if row[1].source not in SPHERE_SOURCES),
    "public_names": _notable_rows,
    "demonyms": lambda: ((key, e) for key, entries in _demonym_groups() for e in entries),
}


def _forget_groups() -> None:
    # The groups the tables were built from; the tables answer from now on.
    _place_groups.cache_clear()
    _demonym_groups.cache_clear()


_TABLES = compact.TableCache(
    {name: ("bytes", lambda rows=rows: _entry_trie(_grouped(rows()))) for name, rows in _GAZETTEERS.items()}
    | {
        "nouns_de": ("keys", lambda: (marisa_trie.Trie(row[0] for row in read_table("nouns_de.tsv.gz")), 1)),
        "words_en": ("keys", lambda: (marisa_trie.Trie(row[0] for row in read_table("words_en.tsv.gz")), 1)),
        "countries": ("keys", lambda: (marisa_trie.Trie(_country_keys()), 1)),
        "derived_places": ("keys", lambda: (marisa_trie.Trie(_derived_place_keys()), 1)),
        "web_words": ("keys", lambda: (marisa_trie.Trie(_web_word_keys()), 1)),
    },
    built=_forget_groups,
)


# Taken now, with the code this process runs: a source edited later (in a checkout) must not
# name tables built by this code.
compact.sources_digest()


def ensure_tables() -> None:
    """Build the binary tables now if this version has none yet (before workers start, so
    that they do not all build them at once)."""
    _TABLES.ensure()


def _web_word_keys() -> Iterator[str]:
    from . import build_places, web_words

    return web_words.words(build_places.web_zipf, build_places.LANGUAGES)


@lru_cache(maxsize=1)
def web_word_table() -> marisa_trie.Trie:
    """The words wordfreq reads as a word or another thing's name before a place of no country
    (:func:`teianon.lists.build_places.is_web_word` of a form with no country; :mod:`.web_words`)."""
    return _TABLES.open("web_words")[0]


@lru_cache(maxsize=1)
def german_nouns() -> marisa_trie.Trie:
    """Forms of German common nouns (Wiktionary, via german-nouns), as written (capitalised)."""
    return _TABLES.open("nouns_de")[0]


@lru_cache(maxsize=1)
def longest_german_noun() -> int:
    """The length of the longest form in :func:`german_nouns`: no longer string can be one."""
    return max(map(len, german_nouns().keys()), default=0)


@lru_cache(maxsize=1)
def english_words() -> marisa_trie.Trie:
    """Lower-case English words (SCOWL): proper nouns are not among them."""
    return _TABLES.open("words_en")[0]


def _gazetteer(name: str) -> Gazetteer:
    trie, max_tokens = _TABLES.open(name)
    return Gazetteer(trie=trie, max_tokens=max_tokens)


@lru_cache(maxsize=1)
def places() -> Gazetteer:
    """Cities, municipalities, countries, states, regions, natural features and abbreviations."""
    return _gazetteer("places")


@lru_cache(maxsize=1)
def large_places() -> Gazetteer:
    """The part of :func:`places` with one-word places of :data:`LARGE_PLACE` people or more."""
    return _gazetteer("large_places")


@lru_cache(maxsize=1)
def plain_places() -> Gazetteer:
    """Places named by one plain word, by source (see :func:`_plain_place_rows`): ``get(("cldr",))``."""
    return _gazetteer("plain_places")


@lru_cache(maxsize=1)
def derived_places() -> marisa_trie.Trie:
    """The places the demonym table derives words from."""
    return _TABLES.open("derived_places")[0]


@lru_cache(maxsize=1)
def lower_words() -> frozenset[str]:
    """Forms of the name tables that edited running text writes in lower case inside a sentence
    (``lasse``, ``solange``, ``antun``): words of the language when a post writes them so
    (:mod:`teianon.lists.build_cases`)."""
    return frozenset(row[0] for row in read_table("lower_words.tsv.gz"))


@lru_cache(maxsize=1)
def persons() -> Gazetteer:
    """First names (``kind`` first) and surnames (``last``) from faker's Latin-script locales."""
    return _gazetteer("persons")


def is_first_name(key: str) -> bool:
    """Whether ``key`` (a folded word) is a first name of :func:`persons`."""
    return any(entry.kind == "first" for entry in persons().get((key,)))


@lru_cache(maxsize=1)
def organisations() -> Gazetteer:
    return _gazetteer("organisations")


@lru_cache(maxsize=1)
def notable() -> Gazetteer:
    """The public sphere: famous people (Pantheon 1.0, with occupation as ``kind`` and the number
    of Wikipedia language editions as ``weight``), brands and platforms (simple-icons), and the
    curated bands, works, clubs, broadcasters and public figures; each form's ``flags`` say what
    it needs before it is public on its own (see :func:`teianon.lists.build.notable_flags`)."""
    return _gazetteer("notable")


@lru_cache(maxsize=1)
def public_names() -> Gazetteer:
    """:func:`notable` with the members of parliament (Bundestag, House of Commons, Nationalrat,
    Nationalrat of Switzerland, the Scottish Parliament, the Welsh and Northern Irish Assemblies) and
    the sports clubs of ``SPHERE_SOURCES``: the names the public-sphere decision looks up."""
    return _gazetteer("public_names")


@lru_cache(maxsize=1)
def public_cues() -> dict[str, frozenset[str]]:
    """Context words of the public-sphere decision by role (``work``, ``public``, ``private``);
    see ``curated/public_cues.tsv``, and the classes of the writer's private life it reads under
    the same names (``relation``, ``home``, …) from ``curated/private_cues.tsv``
    (:mod:`teianon.detect.private_cues`)."""
    table: dict[str, set[str]] = defaultdict(set)
    for name in ("public_cues.tsv", "private_cues.tsv"):
        for role, word in read_table(name):
            table[role].add(word.casefold())
    return {k: frozenset(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def cues() -> dict[tuple[str, str], frozenset[str]]:
    """Cue words by (category, role); see ``curated/cues.tsv``."""
    table: dict[tuple[str, str], set[str]] = defaultdict(set)
    for category, role, word in read_table("cues.tsv"):
        table[(category, role)].add(word)
    return {k: frozenset(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def legal_forms() -> tuple[str, ...]:
    """The legal forms that end an organisation's name (``GmbH``, ``e.V.``, ``& Co. KG``,
    ``Ltd.``), longest first, as the cue table writes them."""
    return tuple(sorted(cues()[("ORG", "suffix")], key=len, reverse=True))


def legal_form_suffix(name: str) -> str:
    """The legal form at the end of ``name`` with the space before it (``" GmbH & Co. KG"``), or ``""``.

    Repeated, so that ``X GmbH & Co. KG`` gives its whole tail whether or not the table has it whole.
    """
    rest = name
    while True:
        form = next(
            (f for f in legal_forms() if rest.endswith(f) and len(rest) > len(f) and not rest[-len(f) - 1].isalnum()),
            None,
        )
        if form is None:
            return name[len(rest) :]
        rest = rest[: -len(form)].rstrip(" ,")


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
    for _key, entries in places().items():
        for entry in entries:
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
def countries() -> marisa_trie.Trie:
    """Countries and continents (CLDR's territory names, German and English), keys joined by spaces."""
    return _TABLES.open("countries")[0]


@lru_cache(maxsize=1)
def world_regions() -> frozenset[str]:
    """World regions, former states and everyday country names CLDR lacks (``Balkan``,
    ``Naher Osten``, ``Scandinavia``, ``DDR``, ``Holland``, ``UK``;
    ``curated/world_regions.tsv``), keys joined by spaces as :func:`countries` has them."""
    return frozenset(" ".join(key_of(row[0])) for row in read_table("world_regions.tsv"))


def is_country_word(key: tuple[str, ...]) -> bool:
    """A country, continent or world region (``Deutschland``, ``Balkan``), or a language or
    nationality word derived from one (``deutsch``, ``Spanier``, ``Amerikanerin``): these rarely
    identify anyone."""
    joined = " ".join(key)
    if joined in countries() or joined in world_regions():
        return True
    derived = demonyms().get(key)
    if any(" ".join(key_of(e.kind)) in countries() for e in derived):
        return True
    if joined in region_words() and not places().get(key):
        return True  # "böhmische Blasmusik", "katalanische Küche": a world region's, a language's
    # A word of a region or an everyday country name that is a town as well is the town
    # (``Schotten``, a town in Hesse, and the plural of ``Schotte``).
    return any(" ".join(key_of(e.kind)) in world_regions() for e in derived) and not any(
        e.kind == "place" for e in places().get(key)
    )


@lru_cache(maxsize=1)
def region_words() -> frozenset[str]:
    """The inflected words of the world regions and the regional languages
    (``curated/region_words.tsv``), keys joined by spaces, of the regions that are country words."""
    found: set[str] = set()
    for region, language, forms in read_table("region_words.tsv"):
        place = " ".join(key_of(region))
        if region != "language" and place not in countries() and place not in world_regions():
            continue
        inflect = inflect_german if language == "de" else inflect_english
        found.update(" ".join(key_of(form)) for base in forms.split(",") for form in inflect(base))
    return frozenset(found)


@lru_cache(maxsize=1)
def demonyms() -> Gazetteer:
    """Words derived from places (see :func:`generate_demonyms`)."""
    return _gazetteer("demonyms")
