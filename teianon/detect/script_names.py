"""PER: a person's name written in Cyrillic or Greek letters in a post (``Ольга Кузнецова``,
``Νίκος Παπαδόπουλος``).

The name tagger learned German and English; a name in other letters is a run of characters it
has never seen, and the person tables hold Cyrillic and Greek given names only in their Latin
spellings. A friend who types in Russian or Greek names third parties so all the same. The rule
``person:script`` reads each run of capitalised words written in one of these scripts (one to three
words) and proposes it as a person where

- its first word, transliterated (:func:`teianon.detect.scripts.romanised`), is a first name of
  the person tables (``Ольга`` → ``olga``, ``Νίκος`` → ``nikos``), or
- its last word ends as Slavic and Greek surnames end (``-ова``, ``-енко``, ``-ский``,
  ``-όπουλος``, ``-άκης``, ``-ίδης``), not as the run's only word at a sentence's start (``Слов``
  and the like begin Russian sentences too).

A participant's name in these letters is the participant linker's (``nickname`` rules), which
runs first and wins. Words in lower case are no names here, nor Greek words in a post that writes polytonic
(ancient) Greek, and a full name the notable table
knows in a Latin spelling (``Владимир Путин``) is the public sphere's and is not proposed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

import regex

from ..lists import LARGE_PLACE, notable, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .foreign_script import latin_document
from .inside import is_dictionary_word
from .scripts import other_script, romanised

# A capitalised word all in Cyrillic or all in Greek letters (with their accents).
_WORD = (
    r"[[\p{Script=Cyrillic}&&\p{Lu}]][[\p{Script=Cyrillic}\p{M}]&&[\p{Ll}\p{M}]]+"
    r"|[[\p{Script=Greek}&&\p{Lu}]][[\p{Script=Greek}\p{M}]&&[\p{Ll}\p{M}]]+"
)
_RUN = regex.compile(
    rf"(?<![\p{{L}}\p{{M}}])(?P<run>(?:{_WORD})(?:[ \u00a0](?:{_WORD})){{0,2}})(?![\p{{L}}\p{{M}}])", regex.VERSION1
)
# Surname endings of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Greek names.
_SURNAME_END = regex.compile(
    r"(?:ов|ова|ев|ева|ёв|ёва|ин|ина|ын|ына|ский|ская|цкий|цкая|енко|ук|юк|чук|ич|вич|ович|евич|"
    r"όπουλος|οπούλου|άκης|άκη|ίδης|ίδου|άδης|ίου|ιάδης|έας|άτος|ίκας|ούλης)$",
    regex.IGNORECASE,
)


def _spellings(word: str) -> set[str]:
    """The Latin spellings a word's letters are looked up in: as :func:`romanised` writes them,
    and with the Greek ``ου`` as ``ou`` and the Russian ``kh`` as ``ch`` and ``h`` (``Stavroula``,
    ``Michail``), as the tables' spellings often have them."""
    plain = romanised(word)
    found = {plain, plain.replace("kh", "ch"), plain.replace("kh", "h")}
    bare = "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c))
    if "ου" in bare:
        found.add(romanised(bare.replace("ου", "oy")).replace("oy", "ou"))
    return found


def _place_or_word(word: str) -> bool:
    """The word in Latin letters is a large town (:data:`LARGE_PLACE`), as written or without a
    case ending (``Ростова`` -> ``rostov``, ``Αθήνα`` -> ``athina``/``athena``), or, as written, a
    word of the dictionaries (``Магазин`` -> ``magazin``). Villages share surnames' spellings
    (``Kuznetsova``): only a town that large speaks against a surname."""
    for latin in _spellings(word):
        if len(latin) >= 5 and is_dictionary_word(latin):
            return True
        forms = {latin, latin[:-1], latin.replace("i", "e")}
        if any(e.weight >= LARGE_PLACE for f in forms if len(f) >= 4 for e in places().get((f,))):
            return True
    return False


# A preposition of place right before a word: a first name that is also a large town
# (``Αθήνα``, ``Берлин``) is the town there.
_TO_PLACE = regex.compile(
    r"(?<![\p{L}])(?:nach|in|im|aus|von|bei|from|to|at|στην|στη|στο|από|в|во|из|на)\s+$", regex.IGNORECASE
)


_POLYTONIC = regex.compile(r"[\u1f00-\u1fff]")
_GREEK = regex.compile(r"\p{Script=Greek}")


def _notable(words: list[str]) -> bool:
    """The words, in a Latin spelling, are a notable person's full name (``Владимир Путин``)."""
    table = notable()
    spellings = [sorted(_spellings(w)) for w in words]
    return any(table.get((first, *(s[0] for s in spellings[1:]))) for first in spellings[0])


_SENTENCE_START = regex.compile(r"(?:^|[.!?:;\n\u2026]\s*|[\"„“«(]\s*)$")


@register
class ScriptNamesDetector(Detector):
    name = "script_names"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not other_script(text) or not latin_document(post, context):
            return  # a post in Russian or Greek is its own language's tagger's to read
        # Polytonic letters (ἐ, ὁ, ᾽) write ancient Greek: a quotation of Homer, whose words
        # read as names (Ανδρα, Μουσα) and name no one alive.
        ancient = _POLYTONIC.search(text) is not None
        for match in _RUN.finditer(text):
            words = match["run"].split()
            if ancient and _GREEK.match(words[0]):
                continue
            first = any(e.kind == "first" for key in _spellings(words[0]) for e in persons().get((key,)))
            surname = _SURNAME_END.search(words[-1]) is not None and len(words[-1]) >= 5
            if not first and not surname:
                continue
            if len(words) == 1 and not first and _SENTENCE_START.search(text, 0, match.start()):
                continue
            if len(words) == 1 and _place_or_word(words[0]) and (not first or _TO_PLACE.search(text, 0, match.start())):
                continue  # "Привет из Ростова", "Магазин", "nach Берлин", "στην Αθήνα": a town or a word
            if len(words) > 1 and _notable(words):
                continue  # "Владимир Путин": the public sphere's, in its own letters
            cert = "high" if first and (surname or len(words) > 1) else "medium"
            yield Mention(match.start(), match.end(), Category.PER, None, cert, "person:script")
