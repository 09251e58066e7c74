"""Public companies and films from freely licensed lists, for the notable table (run by maintainers).

    python -m teianon.lists.build_public CONSTITUENTS_CSV MOVIES_DIR
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

``CONSTITUENTS_CSV`` is ``data/constituents.csv`` of github.com/datasets/s-and-p-500-companies
(ODC-PDDL), ``MOVIES_DIR`` the folder of ``movies-*.json`` of github.com/prust/wikipedia-movie-data
(titles of Wikipedia's lists of American films; commits and licences in ``SOURCES.md``). The result,
``sources/public_companies.tsv.gz`` (form, category, kind, source), is committed, so that
``build notable`` needs neither source. Build-only: the standard library and teianon's tables.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from teianon import lists

COMPANY_TABLE = "sources/public_companies.tsv.gz"
# Films from this year on: the older ones are rarely what chat talks about, and their titles are
# more often plain phrases ("The Kid", "Red River") that a tagger proposes in other senses.
FIRST_FILM_YEAR = 1980

# A company's legal or generic tail, which the name people write leaves off ("Apple Inc." is
# "Apple", "The Walt Disney Company" is "Walt Disney"; "Bosch GmbH" is "Bosch").
_LEGAL_TAIL = re.compile(
    r"(?:,?\s+(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.?|Companies|plc|PLC|Ltd\.?|Limited|"
    r"Group|Holdings?|Holding Corp\.?|N\.V\.|S\.A\.|AG|SE|GmbH|\(The\)|\(Class [A-Z]\)|Class [A-Z]))+$"
)


def company_forms(name: str) -> Iterator[str]:
    """A listed company's name and the short forms people write: without its legal tail and a
    leading "The", and the part before a comma or slash ("Brown & Brown", "Berkshire Hathaway")."""
    name = " ".join(name.split())
    forms = {name}
    short = _LEGAL_TAIL.sub("", name).strip()
    short = short.removeprefix("The ").strip()
    forms.add(short)
    for separator in (",", " / "):
        if separator in short:
            forms.add(short.split(separator)[0].strip())
    for form in forms:
        if len(form.replace(".", "")) >= 2:
            yield form


def companies(constituents: Path) -> Iterator[str]:
    """The company names (``Security``) of the S&P 500 constituents table."""
    with constituents.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            yield from company_forms(row["Security"])


def _plain_words(title: str) -> bool:
    """A title made only of English words, first names or surnames of the person tables, places
    and numbers ("The International", "Closer", "A Man Called Otto", "Dear John", "Philadelphia"):
    matched in running text, it would keep a phrase ("the International Space Station"), a
    word, a person ("a man called Otto") or a home town as a film's name. The famous ones are in
    ``curated/public_sphere.tsv``."""
    words = [w.casefold().removesuffix("'s") for w in re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", title)]
    return all(w in lists.english_words() or lists.persons().get((w,)) or lists.places().get((w,)) for w in words)


def films(folder: Path, since: int = FIRST_FILM_YEAR) -> Iterator[str]:
    """Titles of American films from ``since`` on, without the year or kind Wikipedia adds to
    tell two pages apart ("Barbie (2023 film)" is "Barbie"); titles without a letter ("1917" is
    a year) and titles of words, names and places only (:func:`_plain_words`) are left out."""
    for path in sorted(folder.glob("movies-*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            if int(record.get("year") or 0) < since:
                continue
            title = re.sub(r"\s*\([^()]*\)\s*$", "", " ".join(str(record.get("title") or "").split()))
            if not re.search(r"[^\W\d_]", title) or _plain_words(title):
                continue
            yield title


def build(constituents: Path, movies: Path) -> None:
    from teianon.lists.build import latin, write_table

    for path in (constituents, movies):
        if not path.exists():
            sys.exit(f"build needs {path} (see SOURCES.md: public companies and films)")
    rows = {(form, "ORG", "company", "sp500-companies") for form in companies(constituents)}
    rows |= {(title, "OTH", "work", "wikipedia-movie-data") for title in films(movies)}
    write_table(COMPANY_TABLE, ["form", "category", "kind", "source"], (r for r in rows if latin(r[0])))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    build(Path(sys.argv[1]), Path(sys.argv[2]))
