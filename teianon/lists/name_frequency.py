"""How common a string is as a first name: nam_dict's frequency class (issue 38).

A bare first name in chat (:mod:`teianon.detect.person_bare`) is a name or a word, and the two
tables that say so, the first names and the word frequencies, each say only one half: ``Rosa``
and ``Lasse`` are first names and words alike. What tells them apart, before the frame, is how
common each reading is: a name that many people bear and that running text seldom writes as a
word (``Lasse``, ``Camillo``) against a word that some people bear as a name (``granit``,
``pal``). This table gives the first half, the other half is wordfreq's Zipf
(:func:`teianon.detect.lexicon.frequency`), and the decision model
(:mod:`teianon.decide.features`) weighs one against the other.

Source: Jörg Michael's dictionary of first names (c't 17/2007, ``nam_dict.txt``; GNU FDL 1.2 or
later, as ``gender-guesser`` ships it): for each one-word name of three letters or more, the
highest frequency class it has in any country (1 to 13, logarithmic: each step a factor of two,
10 at least 2 per cent of the people, 7 between 0.25 and 0.5 per cent).

    python -m teianon.lists.name_frequency [NAM_DICT_TXT]   # writes name_frequency.tsv.gz here
"""

from __future__ import annotations

import gzip
import math
import sys
from functools import lru_cache
from pathlib import Path

from .word_names import _nam_dict_names

TABLE = Path(__file__).resolve().parent / "name_frequency.tsv.gz"
# nam_dict's class 10 is 2 per cent of the people; each class below halves the share.
_TOP_CLASS = 10
_TOP_SHARE = 0.02
# wordfreq's Zipf is log10 of a word's frequency per billion words.
_ZIPF_OFFSET = 9.0


@lru_cache(maxsize=1)
def _table() -> dict[str, int]:
    if not TABLE.exists():
        return {}
    with gzip.open(TABLE, "rt", encoding="utf-8") as rows:
        return {name: int(value) for name, _, value in (line.rstrip("\n").partition("\t") for line in rows) if value}


def name_class(folded: str) -> int:
    """nam_dict's highest frequency class of a first name (1 to 13), 0 where it lists none."""
    return _table().get(folded, 0)


def name_against_word(folded: str, zipf: float) -> float | None:
    """How much more common the string is as a first name than as a word, in powers of ten: the
    log10 share of people bearing it (from its class) minus the log10 share of running text's
    words it makes (from its Zipf, ``zipf``). None where nam_dict lists no such name."""
    found = name_class(folded)
    if not found:
        return None
    share = math.log10(_TOP_SHARE) + (found - _TOP_CLASS) * math.log10(2)
    return share - (zipf - _ZIPF_OFFSET)


def main(path: Path) -> None:
    rows = sorted(_nam_dict_names(path).items())
    with gzip.open(TABLE, "wt", encoding="utf-8", compresslevel=9) as out:
        out.writelines(f"{name}\t{value}\n" for name, value in rows)
    print(f"{TABLE.name}: {len(rows)} names")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        import gender_guesser  # type: ignore[import-untyped, import-not-found, unused-ignore]

        main(Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt")
