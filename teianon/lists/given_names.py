"""Given names of many languages, and the spellings people type them in (build time only).

faker's locales list a few hundred first names per country, most of Europe and the Americas;
the names chat participants talk about come from everywhere. English Wiktionary sorts its
given-name entries into categories by language (``Vietnamese male given names``, ``Yoruba
female given names``, ``Turkish unisex given names``); Names-by-Culture (github.com/jgwoolley/
Names-by-Culture) collected those categories into one CSV file per language. This module turns
them into ``sources/given_names.tsv.gz`` (form, gender, origins: language or country codes),
with the romanised forenames of sigpwned's Popular Names by Country (CC0) beside them, which
:func:`teianon.lists.build.persons` reads beside faker's names. The categories' Cyrillic and
Greek names are added in the Latin spellings chat writes them in (:mod:`teianon.lists.romanise`:
``Костя`` as ``Kostya``, ``Kostja``, ``Kostia``).

It also gives each name the spellings a keyboard without its letters produces
(:func:`plain_spellings`, from :mod:`teianon.detect.folding`): ``Đức`` typed ``Duc``,
``Bülent`` typed ``Bulent`` or ``Buelent``, ``Łukasz`` typed ``Lukasz``. Chat writes names
that way, and a name the tables know only with its diacritics is missed in the spelling people
use.

    python -m teianon.lists.build given-names PAGES_DIR FORENAMES_CSV
    # Names-by-Culture's pages/ folder; popular-names-by-country-dataset's common-forenames-by-country.csv
    python -m teianon.lists.build romanised-names PAGES_DIR
    # only the romanised names, added to the table already built (the same table as above)
"""

from __future__ import annotations

import csv
import unicodedata
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from teianon.detect.folding import spellings

GIVEN_NAMES_TABLE = "sources/given_names.tsv.gz"

# Categories of names nobody is given today: a language's history, not its speakers.
HISTORICAL = ("Old ", "Middle ", "Ancient ", "Classical ", "Proto-", "Reconstruction")
_LANGUAGES_OF_THE_PAST = frozenset({"lat", "grc", "ang", "got", "non", "goh", "gmh", "sga", "mga", "san", "pli"})
_GENDERS = {"Gender.male": "m", "Gender.female": "f"}


def plain_spellings(form: str) -> set[str]:
    """The spellings of ``form`` in plain ASCII letters (empty where it has no other letters):
    those of :func:`teianon.detect.folding.spellings` without diacritics, the one folding that
    detection, repeats and the audit use too."""
    if form.isascii():
        return set()  # the written-out direction (Koester -> Köster) is the audit's, not a table's
    return {s for s in spellings(form) if s.isascii()}


def wiktionary_given_names(pages: Path) -> Iterator[tuple[str, str, str]]:
    """(form, gender m/f/-, language codes) of every Latin-script given name of a living
    language in Names-by-Culture's ``pages/*/given_names.csv``."""
    genders: dict[str, set[str]] = defaultdict(set)
    languages: dict[str, set[str]] = defaultdict(set)
    for table in sorted(pages.glob("*/given_names.csv")):
        with table.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                name, category = row["name"].strip(), row["parent_cmtitle"].removeprefix("Category:")
                if (
                    row["language_script"] != "Latin"
                    or row["language_id"] in _LANGUAGES_OF_THE_PAST
                    or category.startswith(HISTORICAL)
                    or not plain_name(name)
                ):
                    continue
                genders[name].add(_GENDERS.get(row["gender"], "-"))
                languages[name].add(row["language_id"])
    for name in sorted(genders):
        known = genders[name] - {"-"}
        yield name, "".join(sorted(known)) or "-", " ".join(sorted(languages[name]))


def popular_forenames(table: Path) -> Iterator[tuple[str, str, str]]:
    """(form, gender m/f/-, country codes) of the romanised forenames of sigpwned's Popular Names
    by Country (``common-forenames-by-country.csv``: Wikipedia's lists of the most popular given
    names of 106 countries, July 2023)."""
    genders: dict[str, set[str]] = defaultdict(set)
    countries: dict[str, set[str]] = defaultdict(set)
    with table.open(encoding="utf-8-sig", newline="") as f:
        for row in csv.DictReader(f):
            name = row["Romanized Name"].strip()
            if plain_name(name):
                genders[name].add({"M": "m", "F": "f"}.get(row["Gender"], "-"))
                countries[name].add(row["Country"])
    for name in sorted(genders):
        known = genders[name] - {"-"}
        yield name, "".join(sorted(known)) or "-", " ".join(sorted(countries[name]))


def plain_name(name: str) -> bool:
    """One word of letters (an inner hyphen or apostrophe allowed), capitalised, two or more
    letters: no page title of another kind (``Reconstruction:…``, ``Appendix:…``)."""
    parts = name.replace("-", "'").replace("’", "'").split("'")
    return (
        len(name) > 1
        and name[:1].isupper()
        and all(part.isalpha() for part in parts)
        and all(unicodedata.name(c, "").startswith("LATIN") for c in name if c.isalpha())
    )
