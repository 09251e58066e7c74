"""A nickname made of an epithet and a first name: ``ask for Big Terry``, ``Little Jo from the
yard``, ``Old Kev``. English gives people such names; the epithet, capitalised in the middle of a
sentence where the adjective would be written in lower case, is part of the name and identifies
the person with it.

Only the adjectives of build, age, size and manner that such names use, and only where a first
name of the tables follows on the same line. A pair the place and organisation tables know as a
whole (``Big Ben``) or that the public-sphere list holds (``Little Richard``) is not proposed here.
"""

from __future__ import annotations

from ..lists import key_of, notable
from .evidence import Words
from .person_words import known_elsewhere, name_kinds

# Epithets of English nicknames: build, size, age, hair, manner (folded).
EPITHETS = frozenset(
    "big little old young fat tall tiny wee mad crazy lucky posh skinny slim lanky ginger "
    "honest smiling silent quiet handsome dirty fast sweet".split()
)


def epithet_name(words: Words, i: int) -> int | None:
    """The index of the first name that word i, a capitalised epithet, joins (``Big Terry``), or
    None. Not at a sentence's start, where every adjective is capitalised (``Little Tom cried``
    may be a small boy)."""
    word = words[i]
    if word.folded not in EPITHETS or not word.text[:1].isupper() or word.text.isupper():
        return None
    if i + 1 >= len(words) or words.sentence_initial(i) or not words.adjacent(i, i + 1):
        return None
    name = words[i + 1]
    if not name.capitalised or name_kinds(name.text)[0] is None:
        return None
    after = i + 2
    if (
        after < len(words)
        and words[after].capitalised
        and words.adjacent(i + 1, after)
        and name_kinds(words[after].text) == (None, None)
    ):
        return None  # "Quiet Mile Pilates", "Little Jo Bakery": the head of a longer name, no person's
    pair = key_of(f"{word.text} {name.text}")
    if known_elsewhere(pair) or notable().get(pair):
        return None  # "Big Ben", "Little Richard": a landmark, a singer
    return i + 1
