"""The own names of the airports of big cities, for the public-sphere decision (run by
maintainers; issue 38).

    python -m teianon.lists.build_airports AIRPORTS_CSV

``AIRPORTS_CSV`` is ``airportsdata/airports.csv`` of the airportsdata package (PyPI, MIT; its data
from github.com/mwgg/Airports, MIT): one row per airport with its ICAO and IATA codes, name and
city. A writer names a hub by its own word (``landed at Heathrow``, ``ab Schiphol``), which the
place tables do not know and a tagger reads as a town: the word of an airport with an IATA code
that serves a city of :data:`BIG_CITY` people or more, once the city's name, the country's and
the words ``Airport``, ``International`` … are cut (``London Heathrow Airport`` → ``Heathrow``,
``Amsterdam Airport Schiphol`` → ``Schiphol``); the city must be one of the airport's own
country (an Oregon ``Salem`` is no Indian city). Left out: a name of more than two words, a word
of fewer than four letters, a name with a word that is a person's (a first name or surname of
``persons``: ``John F. Kennedy``, ``Franz Josef Strauß``, ``Logan``: an airport named after a
person is named by the person as often), a German noun or English word, and a form two cities'
airports share, and a town of :data:`OWN_TOWN` people or more (``Bonn``, ``Luton``). A name
that is also a town of the place table (``Tegel``, ``Orly``) is flagged ``town``: someone may
live there. The result, ``sources/public_airports.tsv.gz`` (form, city,
flag), is committed; a run reads it through :func:`teianon.annotate.public_places.airport`.
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

from . import english_words, german_nouns, key_of, persons, places
from .build import write_table

AIRPORT_TABLE = "sources/public_airports.tsv.gz"
# A city this big has a hub travellers name; a smaller town's airfield points to its people.
BIG_CITY = 500_000
# A town the airport is named after that is this big is a city of its own.
OWN_TOWN = 50_000
# Words of an airport's name that say what it is, not which one.
_KIND = frozenset(
    "airport international intl intercontinental regional municipal airfield aeropuerto aeroporto "
    "aéroport flughafen aerodrome air base field of the de di do da del".split()
)
_WORD = re.compile(r"[^\s\-/(),.]+")


def _big(city: str, country: str) -> bool:
    """A city of :data:`BIG_CITY` people or more of the airport's own country (``Salem`` of Oregon
    is not India's)."""
    own = f"geonames:{country}"
    return any(e.weight >= BIG_CITY for e in places().get(key_of(city)) if e.category == "GPE" and e.source == own)


def own_name(name: str, city: str) -> str | None:
    """The words of an airport's ``name`` that are neither its ``city`` nor its kind, or None."""
    city_words = {w.casefold() for w in _WORD.findall(city)}
    words = [w for w in _WORD.findall(name) if w.casefold() not in _KIND and w.casefold() not in city_words]
    if not words or len(words) > 2 or not all(w[:1].isupper() and w.isalpha() for w in words):
        return None
    return " ".join(words)


def _excluded(form: str) -> bool:
    key = key_of(form)
    if any(persons().get((w,)) or len(w) < 4 for w in key):
        return True
    return any(w.capitalize() in german_nouns() or w in english_words() for w in key)


def _city(form: str) -> bool:
    """A town of :data:`OWN_TOWN` people or more (``Bonn``, ``Luton``, ``Incheon``): a city of its
    own before it is an airport, which the airport's name cannot make public."""
    return any(e.weight >= OWN_TOWN for e in places().get(key_of(form)))


def is_town(form: str) -> bool:
    """The airport is named after a town of the place table (``Tegel``, ``Orly``), which may be
    someone's home: public only where the sentence is about flying."""
    return bool(places().get(key_of(form)))


def build(source: Path) -> list[tuple[str, str, str]]:
    cities: dict[str, set[str]] = {}
    with source.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if not row["iata"] or not _big(row["city"], row["country"]):
                continue
            form = own_name(row["name"], row["city"])
            if form and not _excluded(form) and not _city(form):
                cities.setdefault(form, set()).add(row["city"])
    return sorted((form, next(iter(c)), "town" if is_town(form) else "") for form, c in cities.items() if len(c) == 1)


if __name__ == "__main__":
    rows = build(Path(sys.argv[1]))
    write_table(AIRPORT_TABLE, ["form", "city", "flag"], rows)
