"""Years of birth of famous people (``sources/birth_years.tsv.gz``, from Pantheon 2.0: see
``SOURCES.md`` and :mod:`teianon.lists.build_pantheon`).

News writes a famous person's age after the name (``Tom Hanks, 68, said``, ``Angela Merkel
(70)``), the same shape that in a private text says how old a neighbour is. Where the stated age
fits the year of birth of the famous bearer of the name, the age speaks for that bearer.
"""

from __future__ import annotations

from datetime import date
from functools import cache

from . import key_of, read_table

__all__ = ["age_fits", "birth_year"]

TABLE = "sources/birth_years.tsv.gz"
# Ages are stated before or after the birthday, and a text is read some time after it was written.
_SLACK = 1


@cache
def _years() -> dict[str, int]:
    return {" ".join(key_of(form)): int(year) for form, year in read_table(TABLE)}


def birth_year(name: str) -> int | None:
    """The year of birth of the famous person named ``name`` in full, or None."""
    return _years().get(" ".join(key_of(name)))


def age_fits(name: str, age: int, years: tuple[int, ...] = ()) -> bool:
    """``age`` is the age, give or take a year, of the famous bearer of ``name`` in one of
    ``years`` (the document's) or today."""
    born = birth_year(name)
    if born is None:
        return False
    return any(abs(year - born - age) <= _SLACK for year in (*years, date.today().year))
