"""Chains, brands and national bodies from OpenStreetMap's name-suggestion-index, for the notable
table (run by maintainers; issue 38).

    python -m teianon.lists.build_brands NSI_DATA_DIR
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

``NSI_DATA_DIR`` is the ``data`` folder of github.com/osmlab/name-suggestion-index (BSD-3-Clause;
commit in ``SOURCES.md``): one JSON file per kind of place (``brands/shop/supermarket.json``,
``operators/emergency/lifeguard.json``), each item with its names (``displayName``, the tags
``brand``/``operator``/``name`` and their ``:de``/``:en`` forms), its Wikidata item and the countries
it is found in (``locationSet``). Only what chat, mail and letters of DE/AT/CH/UK/IE/US meet comes in:

- the **brands** (supermarkets, DIY stores, banks, pharmacies, fuel, fast food, car dealers, tyre
  fitters, hotels …) of those countries or of the whole world, with a Wikidata item (a chain
  known beyond its street);
- the **operators** of :data:`OPERATOR_KINDS` only (post, rail, police, courts, rescue services,
  nature charities, national agencies): the other operator lists hold schools, hospitals, care
  homes and car-sharing clubs of one town, which are a participant's employer or school;
- no name that holds a town or region of the place table (``Sparkasse Bochum``, ``Volksbank
  Mittelhessen``: a regional bank points to its customer's home), nor one of two letters or fewer.

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

BRAND_TABLE = "sources/public_brands.tsv.gz"
SOURCE = "name-suggestion-index"
# Countries whose chains German and English CMC talks about, and the index's codes for the world
# (001), Europe (150) and Western Europe (155). A subdivision (``gb-sct``, ``us-or.geojson``)
# counts as its country.
COUNTRIES = frozenset({"de", "at", "ch", "li", "lu", "gb", "ie", "us", "001", "150", "155"})
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


def entries(data: Path) -> Iterator[tuple[str, str]]:
    """(name, kind) of the index's brands and chosen operators with a Wikidata item and a
    country of :data:`COUNTRIES`; kind is the index's path (``brand:shop/supermarket``)."""
    for tree in ("brands", "operators"):
        for path in sorted((data / tree).glob("*/*.json")):
            kind = f"{path.parent.name}/{path.stem}"
            if tree == "operators" and kind not in OPERATOR_KINDS:
                continue
            for item in json.loads(path.read_text(encoding="utf-8")).get("items", []):
                tags = item.get("tags") or {}
                if not any(key.endswith(":wikidata") for key in tags) or not _countries(item) & COUNTRIES:
                    continue
                for form in item_names(item):
                    yield form, f"{tree.removesuffix('s')}:{kind}"


def _holds_place(form: str) -> bool:
    """A name of several words one of which is a town or region of the place table (not a country
    or a word): a regional branch (``Sparkasse Bochum``), which points to a home."""
    from teianon import lists

    words = re.findall(r"[^\W\d_]+", form)
    if len(words) < 2:
        return False
    for word in words:
        key = (word.casefold(),)
        if lists.is_country_word(key):
            continue
        if any(not e.flags and e.kind == "place" for e in lists.places().get(key)):
            return True
    return False


def brand_rows(data: Path) -> Iterator[tuple[str, str, str, str]]:
    """(form, category, kind, source) of :func:`entries` that :func:`_holds_place` and the length
    bar leave."""
    for form, kind in entries(data):
        if len(form.replace(".", "").replace(" ", "")) <= 2 or _holds_place(form):
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
