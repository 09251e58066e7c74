"""LOC: English landscape names, a name and the word for its kind (issue 38).

Birders, walkers and photographers name where they were by a fell, a strand, a tarn or a
cove (``over Haweswater Fell``, ``at Inchydoney Strand``, ``down to Porthcurnick Cove``), and
Irish addresses by a townland with ``Upper`` or ``Lower`` (``on Ballinteer Lower``). The tables
hold few of them, and a tagger reads the name as a person or as nothing. The shape and the
frame say what it is: a preposition of place (``at``, ``on``, ``over``, ``near``, ``from`` …),
one or two capitalised words and a capitalised landscape word (:data:`_KINDS`). The words before
the kind must be a name, not a word of the language (``at Sunset Beach`` is a description), and
no first name (``at Michael Bay's``: a person); a name of the notable or place tables is left
to the rules that know it (``in Silicon Valley``: public). ``medium``: a reviewer sees each.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import is_first_name, notable, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word

SOURCE = "place:landscape"

# Words for a kind of landscape that end an English place name.
_KINDS = frozenset(
    "fell fells strand tarn beck pike crag crags scar knott gill ghyll cove bay bog glen lough loch brae "
    "ness sands beach moor moors marsh fen downs reservoir island isle falls dale valley mountain cliff "
    "cliffs quay pier harbour estuary creek pond forest upper lower".split()
)
# Before a townland, ``Upper`` and ``Lower`` follow a name of no word only (``Room Upper`` is none).
_TOWNLAND = frozenset({"upper", "lower"})
_PREPOSITIONS = frozenset(
    "at on over near from to in around along across above below by off up down past towards toward".split()
)


def landscape_names(words: Words) -> Iterator[Mention]:
    """The landscape names of one post's words."""
    for k in range(2, len(words)):
        kind = words[k]
        if kind.folded not in _KINDS or not kind.capitalised or not words.adjacent(k - 1, k):
            continue
        start = k - 1
        if start > 1 and words.adjacent(start - 1, start) and _name_word(words, start - 1):
            start -= 1
        if not _name_word(words, start) or words[start - 1].folded not in _PREPOSITIONS:
            continue
        if not words.adjacent(start - 1, start):
            continue
        names = [words[n] for n in range(start, k)]
        if kind.folded in _TOWNLAND and any(is_plain_word(w.text) for w in names):
            continue
        if not any(not is_plain_word(w.text) for w in names):
            continue  # "at Sunset Beach", "near Green Valley": words of the language
        key = tuple(words[n].folded for n in range(start, k + 1))
        if notable().get(key) or places().get(key):
            continue
        yield Mention(words[start].start, kind.end, Category.LOC, cert="medium", source=SOURCE)


def _name_word(words: Words, n: int) -> bool:
    """A capitalised word of letters that is no first name and does not open a sentence."""
    word = words[n]
    if not word.capitalised or not word.text.isalpha() or word.text.isupper() or words.sentence_initial(n):
        return False
    return not is_first_name(word.folded)
