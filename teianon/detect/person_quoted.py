"""A person's nickname in quotation marks: ``Birgit Schulze („Biggi“)``, ``Kontakt zu „Kalle“``,
``Thomas, genannt „Tommy“``, ``Bill ("Wolfie") Hart``.

Letters and newsletters give a person's nickname in quotation marks, after the full name (in
brackets or after ``genannt``, ``called``, ``known as``) or alone where the reader knows it. Such
a nickname identifies the person as much as the name does, and no name table holds it.

A quoted single word is taken as a nickname only where it is no word of the language (neither
dictionary has it, and German and English text use it rarely: Zipf below 3), no place or
organisation of the tables nor a public name, and

- it stands right after a person's name, in brackets or not, or after ``genannt``, ``called``,
  ``alias``, ``known as``, ``nickname``/``Spitzname``: any such word; or
- it stands after a preposition or a conjunction that puts a person there (``zu``, ``mit``, ``von``,
  ``bei``, ``und``, ``oder``, ``with``, ``to``), and has the shape of a pet name: it ends in ``-i``,
  ``-y``, ``-ie``, ``-e`` or ``-o`` (``Schimmi``, ``Kalle``, ``Hotte``, ``Jojo``). A quoted title
  of a work or a brand there is mostly a word or on the lists; the shape keeps out the rest.
"""

from __future__ import annotations

import regex

from ..lists import key_of, notable, public_names
from .evidence import Words
from .inside import is_dictionary_word
from .lexicon import frequency
from .person_words import known_elsewhere, name_kinds

_OPENING = regex.compile(r"[„“\"‚‘'«»(\[]*[„“\"‚‘«»][ \t]*$")
_CLOSING = regex.compile(r"[ \t]*[“”\"‘’«»]")
# Words after which a quoted word names the person just named.
_NAMING = frozenset("genannt gen. alias called nicknamed spitzname nickname known".split())
# Prepositions and conjunctions that put a person in the slot after them.
_SLOT = frozenset("zu mit von bei und oder an für with to and or from".split())
_PET_SHAPE = regex.compile(r"\p{Lu}\p{Ll}+(?:i|y|ie|e|o)")
# Zipf frequency (the higher of German and English) from which a word is in common use.
_COMMON = 3.0


def quoted_nickname(words: Words, i: int) -> bool:
    """Word i, in quotation marks, is a person's nickname by the rules above."""
    word = words[i]
    text = words.post.text
    if not word.text[:1].isupper() or word.text.isupper() or not word.text.isalpha() or len(word.text) < 3:
        return False
    if not _OPENING.search(text, max(0, word.start - 4), word.start) or not _CLOSING.match(text, word.end):
        return False
    if is_dictionary_word(word.text) or frequency(word.text) >= _COMMON:
        return False
    if i == 0:
        return False
    before = words[i - 1]
    if before.folded.rstrip(".") in _NAMING or (before.folded == "as" and i > 1 and words[i - 2].folded == "known"):
        return True
    gap = text[before.end : word.start]
    named = (name_kinds(before.text) != (None, None) or not is_dictionary_word(before.text)) and not known_elsewhere(
        key_of(before.text)
    )
    if before.capitalised and "(" in gap and named:
        # "Birgit Schulze („Biggi")": a name, or a word no dictionary has, before the bracket;
        # the frame outweighs a village of the same name.
        return True
    key = key_of(word.text)
    if known_elsewhere(key) or notable().get(key):
        return False
    return before.folded in _SLOT and _PET_SHAPE.fullmatch(word.text) is not None


# A German pet name's shape: a short stem, a consonant and ``-i`` (``Babsi``, ``Moni``,
# ``Schorsi``); not a diphthong (``Ebbelwei``, ``Allerlei``): the pet ending follows a consonant.
_PET_I = regex.compile(r"\p{Lu}\p{Ll}{1,4}[b-df-hj-np-tv-zß]i")
# Prepositions after which German names a person bare (a thing takes its article: ``mit dem Taxi``).
_PERSON_PREPOSITIONS = frozenset("mit bei von für zu".split())
# Zipf frequency (the higher of German and English) below which a word is no word in use.
_RARE = 2.5


def pet_shaped_after_preposition(words: Words, i: int) -> bool:
    """Word i is a German pet name that no table holds (``die Theke mit Babsi``, ``Grüße von
    Schorsi``): the ``-i`` shape, right after a preposition that puts a person there bare, no
    word in use in German or English (``Taxi``, ``Sushi``, ``Emoji``), and no place, organisation,
    brand or public name of the lists (``bei Aldi``, ``mit Audi``)."""
    word = words[i]
    if i == 0 or not _PET_I.fullmatch(word.text) or words[i - 1].folded not in _PERSON_PREPOSITIONS:
        return False
    if not words.adjacent(i - 1, i) or is_dictionary_word(word.text) or frequency(word.text) >= _RARE:
        return False
    key = key_of(word.text)
    return not (known_elsewhere(key) or notable().get(key) or public_names().get(key))
