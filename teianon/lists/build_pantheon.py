"""People of Pantheon 2.0 born up to 1980, for the notable table (run by maintainers; issue 38).

    python -m teianon.lists.build_pantheon HPI2020_CSV
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

``HPI2020_CSV`` is ``hpi2020.csv`` of github.com/DEck13/fullhouse (commit in ``SOURCES.md``): the
people of Pantheon 2.0's 2020 update (Datawheel; everyone with a Wikipedia biography in 15 or
more language editions) born up to 1980, with name, gender, year of birth and the Historical
Popularity Index (HPI, 0–100). Pantheon 1.0, which the notable table had, holds 11,341 people
famous in more than 25 languages by 2013; this adds some 55,000 people of smaller fame: athletes
of smaller sports, singers, authors, presenters, coaches known in a few countries.

A person comes in named by two words or more (a one-word name is a first name as often), without
what follows a comma or stands in brackets (``Charles V, Holy Roman Emperor`` → ``Charles V``),
and not where the last word is a Roman numeral of one letter (``Henry I`` reads as ``Henry I.``,
a first name and an initial). The list is evidence *against* replacement, weighed like the rest
of the public lists, and read by the public-sphere decision only (``teianon.lists.SPHERE_SOURCES``):
a name of it needs a public cue around it where private people bear it too
(:func:`pantheon_flags`). The result, ``sources/pantheon2020.tsv.gz`` (form, category, kind,
popularity = HPI rounded, source), is committed, so that ``build notable`` needs no download.
So is ``sources/birth_years.tsv.gz`` (form, birth year) of the people born from 1910 on: an age
in apposition after a famous name (``Tom Hanks, 68, said``) that fits the bearer's year of birth
is news about that bearer, no private sign (:mod:`teianon.lists.birth_years`).
Build-only: the standard library.
"""

from __future__ import annotations

import csv
import re
import sys
from collections.abc import Collection, Iterator
from pathlib import Path

PANTHEON_TABLE = "sources/pantheon2020.tsv.gz"
PANTHEON = "pantheon2020"
BIRTH_YEARS_TABLE = "sources/birth_years.tsv.gz"
# People born before this year are too old to be given an age in today's news.
_FIRST_BIRTH_YEAR = 1910
# A Roman numeral of one letter after a first name reads as an initial.
_INITIAL_NUMERAL = frozenset("I V X".split())
# Name particles: a surname of a person of several words is its last word, not one of these.
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "del", "la", "le", "du", "zu", "jr.", "sr."})


def pantheon_people(path: Path) -> Iterator[tuple[str, int]]:
    """(name, HPI rounded) of the people of the file named by two words or more."""
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            name = re.sub(r"\s*\(.*?\)", "", row["name"]).split(",")[0].strip()
            words = name.split()
            if len(words) < 2 or words[-1] in _INITIAL_NUMERAL:
                continue
            yield name, round(float(row["hpi"] or 0))


def pantheon_birth_years(path: Path) -> Iterator[tuple[str, int]]:
    """(name, year of birth) of the people of the file as :func:`pantheon_people` names them,
    born from :data:`_FIRST_BIRTH_YEAR` on."""
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            name = re.sub(r"\s*\(.*?\)", "", row["name"]).split(",")[0].strip()
            year = row["birthyear"].strip()
            if len(name.split()) >= 2 and year.lstrip("-").isdigit() and int(year) >= _FIRST_BIRTH_YEAR:
                yield name, int(year)


def build_birth_years(path: Path) -> None:
    from teianon.lists.build import latin, write_table

    years: dict[str, set[int]] = {}
    for name, year in pantheon_birth_years(path):
        if latin(name):
            years.setdefault(name, set()).add(year)
    # A name two people of different years share tells no year.
    rows = ((name, next(iter(found))) for name, found in sorted(years.items()) if len(found) == 1)
    write_table(BIRTH_YEARS_TABLE, ["form", "birthyear"], rows)


def pantheon_rows(known: Collection[str] = ()) -> Iterator[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) for ``build notable``: each person's full name
    (kind ``person``) and the surname of it (kind ``surname:<full name>``), which :func:`pantheon_flags`
    always flags: a surname alone is public only where the document names the person in full.
    Not a form of ``known`` (the case-folded forms of the other lists): a chain, a band, a work
    that some person of these tens of thousands bears as a surname (``Denner``) keeps its own
    reading and flags."""
    from teianon.lists import read_table

    for form, category, kind, popularity, origin in read_table(PANTHEON_TABLE):
        if form.casefold() not in known:
            yield form, category, kind, int(popularity), origin
        words = form.split()
        surname = words[-1]
        if surname.casefold() not in _PARTICLES and len(surname) >= 4 and surname.casefold() not in known:
            yield surname, category, "surname:" + form, int(popularity), origin


def pantheon_flags(form: str, kind: str, source: str) -> str:
    """``s`` for a surname alone, and for a full name whose last word is a first name or surname
    of the person tables, a German noun or an English word (``Dan Peters``, ``Johan Jensen``:
    private people bear such names, so it needs a public cue around it; ``Janika Strandqvist``
    does not)."""
    from teianon import lists

    if source != PANTHEON:
        return ""
    if kind.startswith("surname:"):
        return "s"
    last = form.split()[-1]
    common = bool(lists.persons().get((last.casefold(),))) or last.capitalize() in lists.german_nouns()
    return "s" if common or last.lower() in lists.english_words() else ""


def build(path: Path) -> None:
    from teianon.lists.build import latin, write_table

    if not path.exists():
        sys.exit(f"build needs {path} (see SOURCES.md: Pantheon 2.0 via DEck13/fullhouse)")
    best: dict[str, int] = {}
    for name, hpi in pantheon_people(path):
        if latin(name):
            best[name] = max(hpi, best.get(name, 0))
    rows = ((name, "PER", "person", hpi, PANTHEON) for name, hpi in sorted(best.items()))
    write_table(PANTHEON_TABLE, ["form", "category", "kind", "popularity", "source"], rows)
    build_birth_years(path)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build(Path(sys.argv[1]))
