"""Regional given names the other sources lack (issue 38/39; build time only).

Wiktionary's categories and faker's locales hold the names of a language's whole area; the
names of one region are missing from them: the North German, Frisian and Low German names
(``Hauke``, ``Okke``, ``Ubbo``, ``Meinert``), Swiss and Bavarian short forms (``Vroni``,
``Wastl``), and the names parents give today in a big German city. A chat names such a person
by the first name alone, and a table that does not know it cannot find it. Two freely licensed
lists close the gap:

- Jörg Michael's dictionary of first names (c't 17/2007, ``nam_dict``; GNU FDL 1.2 or later),
  as the CSV of github.com/MatthiasWinkelmann/firstname-database: 46,000 names with their
  frequency in 54 countries and regions, East Frisia one of them;
- the complete lists of first names given in Berlin 2012–2023 (Landesamt für Bürger- und
  Ordnungsangelegenheiten, CC BY 3.0 DE), as github.com/berlinonline/haeufige-vornamen-berlin
  cleans them (``data/cleaned/YEAR/DISTRICT.csv``: vorname, anzahl, geschlecht).

Every name is a one-word name of three letters or more that no row of the given names has, and
that is no ordinary word: not a German noun nor an English word of the tables, no German word
in lower case of Debian's ``wngerman`` (``koste``, ``folgert``, ``einte``: verb forms, which the
noun table lacks; the list is read at build time only, nothing of it is shipped), not a place
nor a notable name (those tables find it already, as what it more often is). A name of the
German-speaking countries and their neighbours, where the chats are written, may be as frequent
in German or English as :data:`NEAR_WORD` (``Hauke`` 3.15: a name that is in the news) and as
:data:`NEAR_FOREIGN` in another language of :data:`teianon.lists.build_places.LANGUAGES`; a
name of elsewhere only passes the bars of the small foreign places
(:func:`teianon.lists.build_places.web_zipf`: ``fini``, ``diem``, ``Sunni``, ``Virgo`` out).
A patronymic that Berlin's registrars list as a middle name (``Aleksandrovna``) is no given
name.

    apt-get install wngerman                # /usr/share/dict/ngerman, the lower-case filter
    python -m teianon.lists.build_regional FIRSTNAMES_CSV BERLIN_CLEANED_DIR
"""

from __future__ import annotations

import csv
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from teianon import lists
from teianon.lists.build_places import LANGUAGES, web_zipf
from teianon.lists.given_names import GIVEN_NAMES_TABLE, plain_name, plain_spellings

# nam_dict's country columns, as origins (ISO 3166 codes; East Frisia as a region of DE).
COLUMNS = {
    "Great Britain": "GB",
    "Ireland": "IE",
    "U.S.A.": "US",
    "Italy": "IT",
    "Malta": "MT",
    "Portugal": "PT",
    "Spain": "ES",
    "France": "FR",
    "Belgium": "BE",
    "Luxembourg": "LU",
    "the Netherlands": "NL",
    "East Frisia": "DE-FRI",
    "Germany": "DE",
    "Austria": "AT",
    "Swiss": "CH",
    "Iceland": "IS",
    "Denmark": "DK",
    "Norway": "NO",
    "Sweden": "SE",
    "Finland": "FI",
    "Estonia": "EE",
    "Latvia": "LV",
    "Lithuania": "LT",
    "Poland": "PL",
    "Czech Republic": "CZ",
    "Slovakia": "SK",
    "Hungary": "HU",
    "Romania": "RO",
    "Bulgaria": "BG",
    "Bosnia and Herzegovina": "BA",
    "Croatia": "HR",
    "Kosovo": "XK",
    "Macedonia": "MK",
    "Montenegro": "ME",
    "Serbia": "RS",
    "Slovenia": "SI",
    "Albania": "AL",
    "Greece": "GR",
    "Russia": "RU",
    "Belarus": "BY",
    "Moldova": "MD",
    "Ukraine": "UA",
    "Armenia": "AM",
    "Azerbaijan": "AZ",
    "Georgia": "GE",
    "Kazakhstan/Uzbekistan,etc.": "KZ",
    "Turkey": "TR",
    "Arabia/Persia": "SA",
    "Israel": "IL",
    "China": "CN",
    "India/Sri Lanka": "IN",
    "Japan": "JP",
    "Korea": "KR",
    "Vietnam": "VN",
    "other countries": "ZZ",
}
BERLIN = "DE-BE"
# Where the chats teianon reads are written: a name used there passes the higher bar.
NEAR = frozenset({"DE", "DE-FRI", "AT", "CH", "LU", "NL", "BE", "DK", BERLIN})
# Zipf bars (wordfreq) of a name of the near countries: in German or English (a name is often in
# the news, Hauke 3.15), and in the other languages (Dutch koste 4.19).
NEAR_WORD = 3.5
NEAR_FOREIGN = 4.0
NGERMAN = Path("/usr/share/dict/ngerman")
# A name given once in twelve years of Berlin's births is as often a registrar's typo.
BERLIN_MIN_COUNT = 2
_GENDERS = {"F": "f", "1F": "f", "?F": "f", "M": "m", "1M": "m", "?M": "m", "?": "fm"}
_PATRONYMIC = re.compile(r"(?:ovna|evna|ivna|ovič|evič|ovich|evich|ović|ovych|oglu|oğlu|kyzy|uly)$")


def nam_dict_given_names(table: Path) -> Iterator[tuple[str, str, str]]:
    """(form, gender, origins) of nam_dict's one-word names (a ``+`` joins the parts of a
    compound name, which the tables know part by part)."""
    with table.open(encoding="utf-8", newline="") as f:
        reader = csv.reader(f, delimiter=";")
        header = next(reader)
        for row in reader:
            name = row[0].strip()
            if "+" in name or not plain_name(name):
                continue
            origins = [COLUMNS[header[i]] for i in range(2, len(header)) if row[i].strip()]
            yield name, _GENDERS.get(row[1].strip(), "-"), " ".join(origins)


def berlin_given_names(folder: Path) -> Iterator[tuple[str, str, str]]:
    """(form, gender, ``DE-BE``) of every name given to :data:`BERLIN_MIN_COUNT` children or more
    in Berlin's cleaned lists (all years, all districts)."""
    counts: dict[str, int] = defaultdict(int)
    genders: dict[str, set[str]] = defaultdict(set)
    for table in sorted(folder.glob("*/*.csv")):
        with table.open(encoding="utf-8-sig", newline="") as f:
            for row in csv.DictReader(f):
                name, count = (row.get("vorname") or "").strip(), (row.get("anzahl") or "").strip()
                if plain_name(name) and count.isdigit():
                    counts[name] += int(count)
                    genders[name].add({"w": "f", "m": "m"}.get((row.get("geschlecht") or "").strip(), "-"))
    for name, count in sorted(counts.items()):
        if count >= BERLIN_MIN_COUNT:
            yield name, "".join(sorted(genders[name] - {"-"})) or "-", BERLIN


def regional_rows(
    rows: dict[str, tuple[set[str], set[str]]], found: Iterator[tuple[str, str, str]]
) -> dict[str, tuple[set[str], set[str]]]:
    """The names of ``found`` that may join ``rows`` (see the module's docstring)."""
    from wordfreq import zipf_frequency

    nouns, words, places, notable = lists.german_nouns(), lists.english_words(), lists.places(), lists.notable()
    lower_german = german_lower_words()
    added: dict[str, tuple[set[str], set[str]]] = {}
    for name, gender, origins in found:
        if name in rows or len(name) < 3 or "-" in name or "'" in name or _PATRONYMIC.search(name):
            continue
        genders, where = added.setdefault(name, (set(), set()))
        genders.update(gender)
        where.update(origins.split())

    def a_word(form: str, near: bool) -> bool:
        lower = form.lower()
        zipf = {language: zipf_frequency(lower, language) for language in LANGUAGES}
        if near:
            frequent = max(zipf["de"], zipf["en"]) >= NEAR_WORD or max(zipf.values()) >= NEAR_FOREIGN
        else:
            frequent = web_zipf(zipf)
        key = lists.key_of(form)
        return frequent or form in nouns or lower in words or lower in lower_german or key in places or key in notable

    for name in list(added):
        near = bool(added[name][1] & NEAR)
        # The persons table adds the name typed without its diacritics (Kostė as Koste, Diễm as
        # Diem): those spellings must be no word either.
        if any(a_word(form, near) for form in (name, *plain_spellings(name))):
            del added[name]
    return added


def german_lower_words() -> frozenset[str]:
    """The German words of ``wngerman`` that are written in lower case (verbs, adjectives and the
    rest that the noun table does not hold)."""
    if not NGERMAN.is_file():
        sys.exit(f"build_regional needs {NGERMAN} (apt-get install wngerman)")
    with NGERMAN.open(encoding="utf-8") as f:
        return frozenset(w for w in (line.strip() for line in f) if w[:1].islower())


def main(firstnames: Path, berlin: Path) -> None:
    from teianon.lists.build import write_given_names

    if not firstnames.is_file() or not berlin.is_dir() or not (lists.HERE / GIVEN_NAMES_TABLE).exists():
        sys.exit(f"build_regional needs {firstnames}, {berlin} and {GIVEN_NAMES_TABLE} (see SOURCES.md)")
    rows = {name: (set(gender), set(origins.split())) for name, gender, origins in lists.read_table(GIVEN_NAMES_TABLE)}
    added = regional_rows(rows, iter([*nam_dict_given_names(firstnames), *berlin_given_names(berlin)]))
    print(f"regional given names added: {len(added)}", file=sys.stderr)
    write_given_names(rows | added)  # and the persons table again


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), Path(sys.argv[2]))
