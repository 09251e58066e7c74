"""A town named like a word between two places: ``von Kamen nach Leer``, ``zwischen Halle und
Essen``, ``from Reading to Bath``, ``between Mold and Wells``.

A route or a stretch names two places, and the other one is the evidence: where it is a town of
the tables too, the frame says that both are places, whatever a dictionary or a tagger makes of
either word alone (``Kamen`` is a verb's form, ``Bath`` a noun). Idioms of the same shape (``von
Kopf bis Fuß``, ``zwischen Himmel und Erde``, ``from time to time``, ``von Tag zu Tag``) pair a
word with a word that no table holds as a town, or with itself, and stay.
"""

from __future__ import annotations

from ..lists import key_of, places
from .evidence import Words

# A town of this size at least: the tables' hamlets are named like every word (``Haus``, ``Mühlen``).
PAIR_MIN_POPULATION = 5_000

# The preposition before the first place and the words that may join the second to it.
_PAIRS: dict[str, frozenset[str]] = {
    "von": frozenset({"nach", "bis"}),
    "from": frozenset({"to"}),
    "zwischen": frozenset({"und"}),
    "between": frozenset({"and"}),
}
_JOINS = frozenset(j for joins in _PAIRS.values() for j in joins)


def partner(words: Words, i: int) -> int | None:
    """The index of the other place's word where word ``i`` is one of two in a route or a
    stretch (``von i nach j``, ``zwischen j und i``), else None."""
    if i == 0 or not words.adjacent(i - 1, i):
        return None
    before = words[i - 1].folded
    if before in _PAIRS:
        j = i + 2
        if (
            j < len(words)
            and words.adjacent(i, i + 1)
            and words.adjacent(i + 1, j)
            and words[i + 1].folded in _PAIRS[before]
        ):
            return j
        return None
    if before in _JOINS and i >= 3 and words.adjacent(i - 3, i - 2) and words.adjacent(i - 2, i - 1):
        opener = words[i - 3].folded
        if before in _PAIRS.get(opener, ()):
            return i - 2
    return None


# Where a town named like a word is meant in German or English text: a town of a country that
# speaks them (``Halle``, ``Bath``), or a place of the language tables (``Reading``); a word that
# only a town far away is named like (``Tal`` in Syria, ``Ende`` in Indonesia) is the word
# there (``zwischen Berg und Tal``, ``von Anfang bis Ende``).
_WORD_TOWN_SOURCES = frozenset(f"geonames:{c}" for c in "DE AT CH LI LU GB IE US CA AU NZ".split()) | {"iso-codes"}


def is_town(text: str) -> bool:
    """A town of the tables of :data:`PAIR_MIN_POPULATION` inhabitants at least; one named like a
    word only where it lies in a country of :data:`_WORD_TOWN_SOURCES`."""
    return any(
        e.category == "GPE"
        and e.kind == "place"
        and e.weight >= PAIR_MIN_POPULATION
        and (not e.ambiguous or e.source in _WORD_TOWN_SOURCES)
        for e in places().get(key_of(text)) or ()
    )


def paired(words: Words, i: int) -> bool:
    """Word ``i`` stands in a route or a stretch whose other place is a capitalised town of the
    tables (:func:`is_town`), and not the same word."""
    j = partner(words, i)
    if j is None or not is_town(words[i].text):
        return False
    other = words[j]
    return other.capitalised and not other.text.isupper() and other.folded != words[i].folded and is_town(other.text)
