"""OTH: the names of boats, horses and pets, read from the frame that names them.

A boat, a horse or a pet is named like a person, and often with an ordinary word (a bird, a
flower, a wind: ``unser Boot „Möwe“``, ``the yacht Kittiwake``, ``our dog Biscuit``,
``meine Stute Fee``). The name identifies its owner as well as a street would, and no list
holds it, so only the frame tells: the word for the vessel or the animal right before it,
after a determiner or a possessive (``unser``, ``die``, ``the``, ``my``).

- In English, a capitalised word there (common nouns are written in lower case), or a quoted one.
- In German, where every noun is capitalised, a quoted word (``unser Boot „Möwe“``), or one no
  dictionary has (``die Stute Fenja``): ``das Boot Richtung Kiel`` is a noun after a noun.

Not a day, a month, a place or an organisation of the tables, nor a public name (``the ship
Titanic``). Proposed as OTH with medium certainty (replaced by default, listed for review).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words
from .inside import is_dictionary_word
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency
from .person_words import known_elsewhere

# Words for a vessel or an animal that people name (folded), German and English. German nouns
# are all capitalised, so a name after a German one needs more than its capital (_named).
_GERMAN_KINDS = frozenset(
    "boot segelboot motorboot hausboot schiff jacht jolle kutter kahn segelyacht katamaran pferd stute hengst "
    "wallach fohlen hund hündin rüde welpe kater katze kaninchen".split()
)
NAMED_KINDS = _GERMAN_KINDS | frozenset(
    "boat yacht ship dinghy narrowboat barge ketch sloop cutter catamaran schooner "
    "horse mare stallion gelding pony foal dog puppy bitch cat kitten rabbit".split()
)
# A determiner or possessive before the kind word: the frame names one of them.
_DETERMINERS = frozenset(
    "der die das dem den des unser unsere unserem unseren unserer mein meine meinem meinen meiner "
    "dein deine sein seine ihr ihre euer eure the our my his her their your".split()
)
_OPENING = regex.compile(r"[ \t]*[„“\"‚‘'«»][ \t]*$")
_CLOSING = regex.compile(r"[ \t]*[“”\"‘’'«»]")
# Zipf frequency from which a word is a function word or as common (``The``, ``And``, ``Der``).
_FUNCTION_WORD = 5.5


@register
class NamedAnimalDetector(Detector):
    name = "named_animals"
    categories = frozenset({Category.OTH})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        for i in range(1, len(words) - 1):
            if words[i].folded not in NAMED_KINDS or words[i - 1].folded not in _DETERMINERS:
                continue
            name = _named(words, i)
            if name is not None:
                yield Mention(
                    words[name].start, words[name].end, Category.OTH, cert="medium", source="other:named-animal"
                )


def _named(words: Words, i: int) -> int | None:
    """The index of the name after the kind word i, or None."""
    j = i + 1
    word = words[j]
    text = words.post.text
    gap = text[words[i].end : word.start]
    if "\n" in gap or not word.capitalised or word.text.isupper() or not word.text.isalpha():
        return None
    quoted = _OPENING.search(gap) is not None and _CLOSING.match(text, word.end) is not None
    if not quoted and gap.strip():
        return None  # "the boat, Monday": punctuation between
    folded = word.folded
    if folded in CALENDAR_LONG or folded in CALENDAR_SHORT or frequency(word.text) >= _FUNCTION_WORD:
        return None  # "the boat Monday", "his boat The Swallow" (the first word of a longer name)
    key = key_of(word.text)
    if known_elsewhere(key) or notable().get(key):
        return None
    german = words[i].folded in _GERMAN_KINDS and words[i].capitalised
    if german and not quoted and is_dictionary_word(word.text):
        return None  # "das Boot Richtung Kiel": a noun after a noun
    return j
