"""PER: Korean given names in Latin letters, which no name table can list.

Korean given names are two syllables chosen nearly freely, so the combinations are too many for
a table (``Ji-woo``, ``Jae-won``, ``Seo-yeon``, ``Dong-hyun``); written with a hyphen, as Korean
people abroad and their classmates write them, their shape is the evidence: two syllables of the
romanisations in use (Revised Romanisation, McCune-Reischauer and the everyday spellings ``oo``,
``ee``, ``ou``), not both halves words of the dictionaries, no reduplication (``ping-pong``,
``bye-bye``) and no word of German or English text when joined (``Hongkong``).
"""

from __future__ import annotations

from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import Entry, english_words, german_nouns, organisations, places
from .lexicon import CALENDAR_SHORT, FUNCTION_WORD, GERMAN_DAYS_SHORT

_INITIALS = "kk|tt|pp|ss|jj|ch|sh|g|k|n|d|t|r|l|m|b|p|s|j|h"
# Vowels longest first; the spellings a Korean writes for English readers (``Joon``, ``Hee``,
# ``Young``, ``Woo``) beside the official ones.
_VOWELS = "yae|yeo|wae|woo|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|oo|ee|ou|a|e|o|u|i"
_FINALS = "ng|k|n|t|l|m|p"
_SYLLABLE = rf"(?:{_INITIALS})?(?:{_VOWELS})(?:{_FINALS})?"
_SHAPE = regex.compile(rf"(?i)({_SYLLABLE})-({_SYLLABLE})")
# Zipf frequency from which the joined form is a word of running text ("Hongkong", "nana").
_JOINED_WORD = 2.5
_CONSONANTS = regex.compile(r"^[^aeiouy]+")
_DAYS = CALENDAR_SHORT | GERMAN_DAYS_SHORT


# A half is a word when a dictionary holds it and running text uses it (``hot``, ``sing``; but
# ``jin`` and ``woo`` are names far more often than the rare words).
_FREQUENT_HALF = 3.5


def _is_word(part: str) -> bool:
    english = part in english_words() and zipf_frequency(part, "en") >= _FREQUENT_HALF
    return english or part.capitalize() in german_nouns() and zipf_frequency(part, "de") >= _FREQUENT_HALF


def _function_word(part: str) -> bool:
    """A function word in one of the languages chat borrows from ("de", "en", "mit")."""
    return any(zipf_frequency(part, language) >= FUNCTION_WORD for language in ("de", "en", "fr"))


@lru_cache(maxsize=20_000)
def syllable_given_name(text: str) -> Entry | None:
    """A first-name reading of ``text`` when it has the shape of a romanised Korean given name."""
    if len(text) > 13 or "-" not in text or not (text[:1].isupper() or text.islower()):
        return None
    match = _SHAPE.fullmatch(text)
    if match is None:
        return None
    if any(len(part) > 1 and part.isupper() for part in match.groups()):
        return None  # acronyms: "EU-Rat", "KI-Tool"
    first, second = (part.casefold() for part in match.groups())
    if any(_function_word(part) for part in (first, second)):
        return None  # phrases of French, German, English: "en-tout", "dit-on", "mit-em"
    if first in _DAYS and second in _DAYS:
        return None  # opening hours: "Sa-So", "Mo-Do"
    if _CONSONANTS.sub("", first) == _CONSONANTS.sub("", second) or first[:1] + first[-1:] == second[:1] + second[-1:]:
        return None  # reduplication and ablaut: "bye-bye", "hu-hu", "ding-dong", "tick-tock"
    if _is_word(first) and _is_word(second):
        return None  # "Hot-Pot", "Sing-Song"
    joined = first + second
    if max(zipf_frequency(joined, "en"), zipf_frequency(joined, "de")) >= _JOINED_WORD:
        return None
    for key in ((joined,), (first, second), (f"{first}-{second}",)):
        if key in organisations() or places().get(key):
            return None
    return Entry(form=text, category="PER", kind="first", source="syllables")
