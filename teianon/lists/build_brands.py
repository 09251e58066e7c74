"""Chains, brands and national bodies from OpenStreetMap's name-suggestion-index, for the notable
table (run by maintainers; issue 38).

    python -m teianon.lists.build_brands NSI_DATA_DIR
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

``NSI_DATA_DIR`` is the ``data`` folder of github.com/osmlab/name-suggestion-index (BSD-3-Clause;
commit in ``SOURCES.md``): one JSON file per kind of place (``brands/shop/supermarket.json``,
``operators/emergency/lifeguard.json``), each item with its names (``displayName``, the tags
``brand``/``operator``/``name`` and their ``:de``/``:en`` forms), its Wikidata item and the countries
it is found in (``locationSet``). Only what chat, mail and letters meet comes in (:data:`COUNTRIES`):

- the **brands** (supermarkets, DIY stores, banks, pharmacies, fuel, fast food, car dealers, tyre
  fitters, hotels …) of those countries or of the whole world, with a Wikidata item (a chain
  known beyond its street);
- the **operators** of :data:`OPERATOR_KINDS` only (post, rail, police, courts, rescue services,
  nature charities, national agencies): the other operator lists hold schools, hospitals, care
  homes and car-sharing clubs of one town, which are a participant's employer or school;
- no name that holds a town or region of the place table or a word derived from one
  (``Sparkasse Bochum``, ``Berliner Volksbank``: a regional bank points to its customer's home),
  no name that ends as a street's does (``Market Street``: an address) or holds a person's name
  in the possessive (``Harvey's``: a home or an owner's shop), nor one of two letters or fewer.

Names that are also words, first names, surnames or places are kept and flagged by ``build
notable`` (:func:`teianon.lists.build.notable_flags`): ``Shell``, ``Penny``, ``Müller`` need a public
cue before they stay. The rows are read by the public-sphere decision only
(``teianon.lists.SPHERE_SOURCES``), as evidence weighed against private evidence. The result,
``sources/public_brands.tsv.gz`` (form, category, kind, source), is committed, so that ``build
notable`` needs no copy of the index. Build-only: the standard library and teianon's tables.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from teianon.detect.address_towns import ENGLISH_STREET_WORDS
from teianon.lists import GERMAN_SPEAKING, Entry

BRAND_TABLE = "sources/public_brands.tsv.gz"
SOURCE = "name-suggestion-index"
# Countries whose chains German and English CMC talks about, and the index's codes for the world
# (001), Europe (150) and Western Europe (155). A subdivision (``gb-sct``, ``us-or.geojson``)
# counts as its country. Beyond DE/AT/CH/GB/IE/US, English is written in India, Nigeria, South
# Africa, Australia, Canada … and chats and forums talk of their banks, carriers and chains as
# much as of home's (``Zenith Bank``, ``Telstra``, ``Pick n Pay``), and of those of the big
# economies and neighbours people travel to or buy from (Japan, Korea, Scandinavia, Benelux).
HOME = frozenset({"de", "at", "ch", "li", "lu", "gb", "ie", "us", "001", "150", "155"})
COUNTRIES = frozenset(
    {
        *HOME,
        # the English-speaking world beyond GB/IE/US
        *("au", "nz", "ca", "in", "pk", "bd", "lk", "ng", "gh", "ke", "ug", "tz", "za", "zw"),
        *("sg", "my", "ph", "hk"),
        # Europe beyond the German-speaking countries, and the big economies of Asia and America
        *("nl", "be", "fr", "it", "es", "pt", "pl", "cz", "se", "no", "dk", "fi", "is", "gr", "tr"),
        *("jp", "kr", "cn", "tw", "th", "id", "vn", "ae", "il", "br", "mx", "ar"),
    }
)
# Operator lists that name national bodies, charities and utilities, not one town's institutions.
OPERATOR_KINDS = frozenset(
    {
        "amenity/courthouse",
        "amenity/police",
        "amenity/post_box",
        "amenity/post_depot",
        "amenity/post_office",
        "amenity/prison",
        "amenity/recycling",
        "amenity/telephone",
        "amenity/ticket_validator",
        "boundary/national_park",
        "boundary/protected_area",
        "emergency/ambulance_station",
        "emergency/disaster_response",
        "emergency/lifeguard",
        "emergency/water_rescue",
        "landuse/military",
        "leisure/nature_reserve",
        "man_made/monitoring_station",
        "office/government",
        "route/railway",
    }
)
# The tags an item's names are read from (``brand:en`` "Aldi North" beside ``brand`` "Aldi Nord").
_NAME_TAGS = ("brand", "operator", "name")
_LANGUAGES = ("", ":de", ":en")
# A disambiguating note in a name ("Aldi (Aldi Süd group)", "Bundespolizei (Deutschland)").
_NOTE = re.compile(r"\s*\([^()]*\)")


def _countries(item: dict[str, object]) -> set[str]:
    location = item.get("locationSet")
    include = location.get("include", []) if isinstance(location, dict) else []
    return {str(code).casefold().removesuffix(".geojson").split("-")[0] for code in include if isinstance(code, str)}


def item_names(item: dict[str, object]) -> Iterator[str]:
    """The names an item is written by: its display name and its brand, operator and name tags in
    German and English, without a disambiguating note in brackets."""
    tags = item.get("tags")
    tags = tags if isinstance(tags, dict) else {}
    raw = [item.get("displayName"), *(tags.get(tag + lang) for tag in _NAME_TAGS for lang in _LANGUAGES)]
    for name in dict.fromkeys(str(n) for n in raw if n):
        form = " ".join(_NOTE.sub("", name).split())
        if form:
            yield form


def entries(data: Path) -> Iterator[tuple[str, str, bool]]:
    """(name, kind, abroad) of the index's brands and chosen operators with a Wikidata item and a
    country of :data:`COUNTRIES`; kind is the index's path (``brand:shop/supermarket``), abroad
    that no country of :data:`HOME` has the item."""
    for tree in ("brands", "operators"):
        for path in sorted((data / tree).glob("*/*.json")):
            kind = f"{path.parent.name}/{path.stem}"
            if tree == "operators" and kind not in OPERATOR_KINDS:
                continue
            for item in json.loads(path.read_text(encoding="utf-8")).get("items", []):
                tags = item.get("tags") or {}
                if not any(key.endswith(":wikidata") for key in tags) or not _countries(item) & COUNTRIES:
                    continue
                abroad = not _countries(item) & HOME
                for form in item_names(item):
                    yield form, f"{tree.removesuffix('s')}:{kind}", abroad


# A town this big is a town in a name even where it is a word too (``Münster``, ``Essen``).
_TOWN = 10_000


def _holds_place(form: str) -> bool:
    """A name of several words one of which is a town of the place table, or a word derived from
    one (not a country, nor a small place that is a word too): a regional branch
    (``Sparkasse Bochum``, ``Berliner Volksbank``, ``Abfallwirtschaftsbetriebe Münster``), which
    points to a home."""
    from teianon import lists

    tokens = [w.strip(".,;:()'’") for w in form.split()]
    words: list[str] = []
    for token in tokens:
        # A place written with a hyphen (``Baden-Württemberg``, not the town ``Baden``) is one
        # word; other compounds are read by their parts too (``AWISTA-Starnberg``).
        parts = [part for part in re.split(r"[-/–]", token) if part]
        area = len(parts) > 1 and lists.places().get((token.casefold(),)) != []
        words += [token] if area or len(parts) == 1 else [token, *parts]
    if len(words) < 2:
        return False  # one word named like a place is flagged as one by ``build notable``
    # A part of a compound is read as a German-speaking town only (``AWISTA-Starnberg``): the
    # towns of the world hold first names and words (``Mercedes-Benz``, ``Bahn-BKK``).
    whole = set(tokens) if len(tokens) > 1 else set()
    for word in dict.fromkeys(words):
        key = (word.casefold(),)
        if lists.is_country_word(key):
            continue
        towns = [e for e in lists.places().get(key) if _town(e, word)]
        if word not in whole:
            towns = [e for e in towns if e.source.split(":")[-1] in GERMAN_SPEAKING]
        if towns:
            return True
        derived = {lists.key_of(e.kind) for e in lists.demonyms().get(key)}
        if word[:1].isupper() and any(_town(e, place[0]) for place in derived for e in lists.places().get(place)):
            return True
    return False


def _town(entry: Entry, word: str) -> bool:
    """A town or subdivision of the table that is no word, or a German-speaking town of :data:`_TOWN` people
    or more written as a name whose only other reading is a German noun (``Münster``, ``Essen``;
    not ``Best`` or ``Of``, towns of the Netherlands and Turkey that are English words)."""
    if entry.kind != "place" or entry.source == "cldr":
        return False  # a country names nobody's home
    if entry.source == "iso-codes":
        # An ISO 3166 subdivision: a state, a canton, a county, and in the UK a city too (``Leeds
        # City Council``); which one the table does not say, so each is a home's area here.
        return not entry.flags
    if not entry.flags:
        return True
    german = entry.source.split(":")[-1] in GERMAN_SPEAKING
    return german and entry.flags == "n" and entry.weight >= _TOWN and word[:1].isupper()


# The last word of a street's name: a brand named so (``Market Street``) reads as an address.
_STREET = re.compile(rf"(?:^|\s)(?:{ENGLISH_STREET_WORDS})$|(?:straße|strasse|weg|platz|allee|gasse)$", re.IGNORECASE)


_POSSESSIVE = re.compile(r"([^\W\d_]+)['’]s\b")


def _owners_name(form: str) -> bool:
    """A name with a person's name in the possessive (``Harvey's``, ``Sal's Pizza``): where it
    is written, it is as often someone's home or a local shop named by its owner as the chain."""
    from teianon import lists

    return any(lists.persons().get((m.group(1).casefold(),)) for m in _POSSESSIVE.finditer(form))


def _street_like(form: str) -> bool:
    """A name of several words that ends as a street's does (``Market Street``, ``Boux Avenue``,
    ``Am Marktplatz``): replaced as an address wherever it is written, and kept nowhere."""
    return " " in form and _STREET.search(form) is not None


# How often German or English text writes a one-word name of a chain found abroad only (wordfreq
# Zipf): ``Telstra`` 2.8, ``Woolworths`` 2.7, ``Optus`` 2.5 are written there; ``Lecot``, ``Kipa``
# are not, and there are as likely a person's or a pet's name as the chain of a far country.
_ABROAD_ZIPF = 2.0


def _unknown_abroad(form: str) -> bool:
    """A one-word name of a chain found abroad only that the readers of German and English do not
    know as the chain: one the tables know as a person's name or a place (``Maxi``, a Mexican
    supermarket; ``Rabat``), or one German and English text rarely write (:data:`_ABROAD_ZIPF`)."""
    from wordfreq import zipf_frequency

    from teianon import lists

    if " " in form:
        return False
    key = lists.key_of(form)
    if lists.persons().get(key) or lists.places().get(key):
        return True
    return max(zipf_frequency(form, "de"), zipf_frequency(form, "en")) < _ABROAD_ZIPF


def brand_rows(data: Path) -> Iterator[tuple[str, str, str, str]]:
    """(form, category, kind, source) of :func:`entries` that :func:`_holds_place` and the length
    bar leave, without a name that ends as a street's does (:func:`_street_like`) or holds a person's
    name in the possessive (:func:`_owners_name`), nor one of a chain found abroad only that the
    readers of German and English do not know (:func:`_unknown_abroad`)."""
    for form, kind, abroad in entries(data):
        short = len(form.replace(".", "").replace(" ", "")) <= 2
        if short or _holds_place(form) or _street_like(form) or _owners_name(form):
            continue
        if abroad and _unknown_abroad(form):
            continue
        yield form, "ORG", kind, SOURCE


def brands() -> Iterator[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) of the committed table, for ``build notable``."""
    from teianon.lists import read_table

    for form, category, kind, origin in read_table(BRAND_TABLE):
        yield form, category, kind, 0, origin


def build(data: Path) -> None:
    from teianon.lists.build import latin, write_table

    if not (data / "brands").is_dir():
        sys.exit(f"build needs {data}/brands (the data folder of the name-suggestion-index, see SOURCES.md)")
    rows: dict[str, tuple[str, str, str, str]] = {}
    for row in brand_rows(data):
        if latin(row[0]):
            rows.setdefault(row[0], row)  # a name listed twice keeps its first kind (brands before operators)
    write_table(BRAND_TABLE, ["form", "category", "kind", "source"], sorted(rows.values()))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build(Path(sys.argv[1]))
