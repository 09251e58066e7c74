"""Given names that the given-name table leaves out because they are also words (issue 38).

The given-name table (:func:`teianon.lists.persons`) takes no name that is an ordinary word, a
place or a notable name (:mod:`teianon.lists.build_regional`): ``Rose`` is there from other
sources, but ``Bay``, ``Arsen``, ``Tin`` or ``Suada`` are not, and a chat that names a friend so
(``bay freut sich``, ``hello tin :)``) leaves them as written. This table keeps those names apart,
so that only a frame where nothing but a person stands (:mod:`teianon.detect.person_word_frames`)
reads them as names, and every other rule goes on reading them as words.

Source: Jörg Michael's dictionary of first names (c't 17/2007, ``nam_dict.txt``; GNU FDL 1.2 or
later, as ``gender-guesser`` ships it): its one-word names of three letters or more that are
at least :data:`COMMON` on its scale of 1 to 13 in some country, and that the given-name table
lacks.

    python -m teianon.lists.word_names [NAM_DICT_TXT]   # writes word_names.tsv.gz beside this module
"""

from __future__ import annotations

import gzip
import sys
from functools import lru_cache
from pathlib import Path

TABLE = Path(__file__).resolve().parent / "word_names.tsv.gz"
# nam_dict's frequency of a name in a country (1 to 13, hexadecimal, logarithmic): from 5 a name
# a few thousand people bear there, not a rare spelling.
COMMON = 5
_FIRST_COLUMN = 30


@lru_cache(maxsize=1)
def word_names() -> frozenset[str]:
    """The names of the table, folded (``casefold``)."""
    if not TABLE.exists():
        return frozenset()
    with gzip.open(TABLE, "rt", encoding="utf-8") as rows:
        return frozenset(line.split("\t", 1)[0].rstrip("\n") for line in rows if line.strip())


def _nam_dict_names(path: Path) -> dict[str, int]:
    best: dict[str, int] = {}
    with path.open(encoding="utf-8") as table:
        for line in table:
            # "#": a comment; "=": a short form's equivalence, which the pet-form table reads.
            if line[0] in "#=" or len(line) <= _FIRST_COLUMN:
                continue
            name = line.split()[1]
            if "+" in name or not name.isalpha() or len(name) < 3:
                continue
            values = [int(c, 16) for c in line[_FIRST_COLUMN:-1] if c in "0123456789abcdefABCDEF"]
            if values:
                best[name.casefold()] = max(best.get(name.casefold(), 0), *values)
    return best


def main(path: Path) -> None:
    from teianon.lists import persons

    table = persons()
    rows = sorted(
        name
        for name, value in _nam_dict_names(path).items()
        if value >= COMMON and not any(e.kind == "first" for e in table.get((name,)))
    )
    with gzip.open(TABLE, "wt", encoding="utf-8", compresslevel=9) as out:
        out.writelines(f"{name}\n" for name in rows)
    print(f"{TABLE.name}: {len(rows)} names")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        import gender_guesser  # type: ignore[import-untyped, import-not-found, unused-ignore]

        main(Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt")
