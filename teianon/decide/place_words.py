"""Towns whose names are words: held for review unless something says a place is meant.

Many small towns are called what a German or English word is (``Schotten`` the plural of
``Schotte``, ``Wetter``, ``Lauf``, ``Hof``, ``Reading``). In German every noun is capitalised, so
neither the tagger nor the decision model, both trained on news where such a word mostly *is*
the town, can tell ``Wetter ist mies`` from ``wir wohnen in Wetter``: both came out as places,
certain enough to be replaced. The word lists know which place names are also words (the
table's ``n``/``w`` flags); for those this module asks for place evidence in the text: a
preposition or place noun right before it (``in``, ``nach``, ``aus``, ``bei``, ``Stadt``; with
an article between it is the word: ``in der Lage``), a postcode or another town before it
(``Bochum - Münster``), a greeting formula (``Grüße aus``), another detector that found the
place by its own evidence (the list with a cue or a proper-noun tag, an address), or the same
word after such a cue elsewhere in the document. Without any, the candidate is at most ``low``:
held for a reviewer, an open question rather than an ordinary word replaced.

Countries and cities of a million or more stay as judged: a reader means them far more often
than the word (``Polen``, ``Bremen``), and they identify nobody.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from ..detect import DocumentContext
from ..detect.lexicon import frequency, is_name
from ..detect.place import compares
from ..detect.place_phrases import is_person_word
from ..lists import cues, key_of, places
from ..mention import Category, Mention
from ..read.textview import PostText

# Detectors that propose a place from place evidence of their own (a cue, a tag, an address).
EVIDENT = frozenset({"place", "address", "coordinates"})
# Places this big are meant more often than the word they share a name with.
BIG = 1_000_000
# Words of a list of places between a cue and the town: "in Köln und Hof".
_JOINERS = frozenset("und oder and or".split())
# Place words the cue table does not hold (it serves the list detectors): ``Richtung Hof``.
# Not ``im``, ``zum``, ``bis``, ``über``, ``ab``: ``im Lauf der Zeit``, ``zum Essen``, ``über
# Wetter reden``, ``ab Hof`` are the words.
_MORE_CUES = frozenset("richtung via nähe stadtteil ortsteil".split())
_WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}.\-]*")
_POSTCODE = regex.compile(r"^\d{4,5}$")


@lru_cache(maxsize=1)
def _cue_words() -> frozenset[str]:
    return frozenset(c.casefold() for c in cues()[("GPE", "before")]) | _MORE_CUES


def is_word_town(text: str) -> bool:
    """A place of the tables (not a big one) whose name is also an ordinary word."""
    if " " in text.strip() or "-" in text:
        return False
    entries = places().get(key_of(text))
    if not entries or is_person_word(text):
        # Also a person's name (Maria, Hagen): a name of some kind is meant, and masked.
        return False
    return any(e.ambiguous and e.category == "GPE" for e in entries) and all(e.weight < BIG for e in entries)


def _town(word: str) -> bool:
    """A town of the tables that is no word and no person's name (``und``, ``ab`` are towns too)."""
    if len(word) < 3 or not word[:1].isalpha() or frequency(word) >= 5.5 or is_name(word):
        return False
    entries = places().get(key_of(word))
    return bool(entries) and all(e.kind == "place" and not e.ambiguous for e in entries)


# Words before a noun that make it the word, not the town: an article, a determiner, a
# preposition fused with an article (``im Hof spielen``, ``der Lauf der Zeit``, ``so ein Wetter``).
_DETERMINERS = frozenset(
    "der die das dem den des ein eine einem einen einer eines im am zum zur vom beim ins ans aufs "
    "dieser diese dieses diesem diesen jeder jede jedes kein keine keinem keinen mein meine meinem "
    "meinen dein deine sein seine ihr ihre unser unsere euer eure welches welcher solch so "
    "the a an this that my your his her our their".split()
)


def reads_as_word(before: str) -> bool:
    """Whether the text before a town named like a word makes it the word: an article or
    determiner right before it (``im Hof``, ``das Wetter``)."""
    words = _WORD.findall(before[-40:])
    return bool(words) and words[-1].casefold() in _DETERMINERS


def _cued(before: str) -> bool:
    """Whether the text before a word ends in a place cue, or in another town (a list of places:
    ``Bochum - Münster``, ``in Köln und Hof``). An article between is none: a town takes none,
    the word does (``in der Lage``, ``nach dem Essen``, ``bei dem Wetter``)."""
    words = _WORD.findall(before[-80:])
    for word in reversed(words[-3:]):
        folded = word.casefold()
        if folded == "nach" and compares(before[: before.rfind(word)]):
            return False
        if folded in _cue_words() or _POSTCODE.match(word):
            return True
        if _town(word):
            return True
        if folded not in _JOINERS:
            return False
    return False


@lru_cache(maxsize=1)
def _after_cue() -> regex.Pattern[str]:
    """A cue word or postcode and the word right after it, in one scan of a text."""
    cues = "|".join(sorted((regex.escape(c) for c in _cue_words()), key=len, reverse=True))
    return regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?i:{cues}|\d{{4,5}})\s+(\p{{L}}[\p{{L}}\p{{N}}.\-]*)")


def _cued_elsewhere(context: DocumentContext) -> frozenset[str]:
    """Words of the document that stand after a place cue somewhere: ``in Lauf`` once makes
    ``Lauf`` a place in the rest of the document too."""

    def build() -> frozenset[str]:
        pattern = _after_cue()
        found: set[str] = set()
        for view in (*context.views, *context.text_views):
            found.update(
                m.group(1).casefold()
                for m in pattern.finditer(view.text)
                if not (m.group(0)[:4].casefold() == "nach" and compares(view.text[: m.start()]))
            )
        return frozenset(found)

    cached = context.cached("decide.place-cued", build)
    assert isinstance(cached, frozenset)
    return cached


def without_place_evidence(
    mention: Mention, view: PostText, neighbours: list[Mention], context: DocumentContext
) -> bool:
    """True for a GPE candidate that is a town named like a word, with no place evidence."""
    if mention.category is not Category.GPE:
        return False  # LOC: the tables read it as a mountain, a river, a region, not the town
    text = view.text[mention.start : mention.end]
    if not is_word_town(text):
        return False
    if any(n is not mention and n.source.partition(":")[0] in EVIDENT for n in neighbours):
        return False
    if _cued(view.text[max(0, mention.start - 80) : mention.start]):
        return False
    return text.casefold() not in _cued_elsewhere(context)
