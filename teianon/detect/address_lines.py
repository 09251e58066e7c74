"""The lines of an address above its postcode that hold only a place, with no street word.

A letter or a signature writes an address line by line: a village or district, the post town,
a county, then the postcode (``Bodmin`` / ``Cornwall`` / ``PL31 2EU``; ``Ortsteil`` / ``12345
Stadt``). The postcode says that the line it begins, or the town before it, is an address; the
lines right above that hold one to three capitalised words and nothing else belong to it too,
whether the gazetteer knows them or not (villages and districts it lacks). Two lines at most:
above them stands the street, handled by the street rules, or the addressee, whose name is no
place. A line is no place where it holds a title, starts with a first name of the person tables
(``Mrs Nia Trevelyan``, ``Jens Ubbelohde``), or holds an ordinary word that no list has as a
town (``Thanks``, ``Grüße``): a closing or a sentence above an address stays.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, places
from ..mention import Category, Mention
from ..read.textview import BARRIER
from .lexicon import is_name, is_wordlike

# Lines above the postcode's line that may be places.
MAX_LINES = 2
_WORD = r"\p{Lu}[\p{L}'\-]+"
# A line of one to three capitalised words (a comma after it allowed), between two breaks.
_LINE = regex.compile(
    rf"(?:^|[\n{BARRIER}])[^\S\n]*(?P<place>{_WORD}(?:[^\S\n]{_WORD}){{0,2}})[^\S\n]*,?[^\S\n]*[\n{BARRIER}][\s{BARRIER}]*$",
    regex.VERSION1,
)
_TITLES = frozenset("mr mrs ms miss dr prof herr herrn frau familie fam sir lady lord".split())


def _is_town(name: str) -> bool:
    return any(e.category == "GPE" for e in places().get(key_of(name)))


def _place(line: str) -> bool:
    words = line.split()
    if any(w.casefold().rstrip(".") in _TITLES for w in words):
        return False
    if _is_town(line):
        return True
    if len(words) > 1 and is_name(words[0]) and not _is_town(words[0]):
        return False  # "Nia Trevelyan": the addressee
    return not any(is_wordlike(w) and not _is_town(w) for w in words)


def place_lines_above(text: str, start: int) -> Iterator[Mention]:
    """The place lines right above the line that begins at ``start`` (GPE, ``address:town``)."""
    for _ in range(MAX_LINES):
        line = _LINE.search(text, max(0, start - 120), start)
        if line is None or not _place(line["place"]):
            return
        first, last = line.span("place")
        yield Mention(first, last, Category.GPE, None, "high", "address:town")
        start = line.start("place")
