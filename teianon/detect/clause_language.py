"""The language of a post and the words of a language, for :mod:`.person_clause`.

A post's language is the one most of its words are more frequent in (:func:`post_language`); a
word is a word of a language where that language uses it clearly (:func:`word_of_language`).
Finite verbs are read by their endings and a list of the forms no ending finds
(:func:`german_verb`, :func:`english_verb`), and a common word a keystroke away makes a string
a typo (:func:`typo`), not a name.
"""

from __future__ import annotations

from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import english_words, german_nouns, persons
from .lexicon import german_frequency, is_chat_word

# How much more frequent in one language than in the other a word must be to vote for it.
MARGIN = 0.5
# Zipf frequency from which a word is too common to be a name by its slot alone ("das", "man").
TOO_COMMON = 5.0
# Zipf frequency from which a word is in use in a language at all ("vielmals" 3.3, "assel" 2.2).
IN_USE = 3.0
# Frequency in both languages under which a word no table knows is no word of either ("dinara").
RARE = 2.0
# Zipf frequency of a word a typo is read as ("because" 5.9, "legend" 4.4; "Daria" of "Darya" 3.0).
_COMMON_WORD = 4.0
_TYPO_LENGTH = 5

_LETTERS = regex.compile(r"\p{L}+")

# Finite forms of the commonest German verbs that no ending rule finds (strong pasts, modals).
GERMAN_FINITE = frozenset(
    "ist war hat hatte wird wurde kann konnte muss muß musste mußte will wollte soll sollte darf durfte mag mochte "
    "möchte weiß wusste wußte gibt gab nimmt nahm kommt kam geht ging sieht sah steht stand liegt lag sitzt saß "
    "bleibt blieb schläft schlief spricht sprach isst aß trinkt trank läuft lief fährt fuhr hilft half hält hielt "
    "lässt läßt ließ trägt trug schreibt schrieb ruft rief bringt brachte denkt dachte findet fand tut tat liest las "
    "wäre hätte würde könnte müsste sollte dürfte sei habe hab kenne kannte kennt sagt sagte meint meinte "
    "kennen könnt könnte sah seh sehe hast bist".split()
)
# As a folded word reads them (casefold writes "weiß" as "weiss").
_GERMAN_FINITE_FOLDED = frozenset(form.casefold() for form in GERMAN_FINITE)
_UMLAUTS = str.maketrans("äöü", "aou")
# English finite forms of the third person that no ending rule finds.
_ENGLISH_FINITE = frozenset(
    "is was has had does did can could will would should may might must said says went goes got gets made makes "
    "took takes came comes knew knows thought thinks told tells wrote writes".split()
)


@lru_cache(maxsize=256)
def post_language(text: str) -> str:
    """``de`` or ``en``: the language most of the post's words are more frequent in, or ``""``
    where neither has a clear majority (a one-word post, a greeting)."""
    votes = {"de": 0, "en": 0}
    for word in _LETTERS.findall(text):
        if len(word) < 2:
            continue
        german, english = german_frequency(word), zipf_frequency(word.casefold(), "en")
        if max(german, english) < RARE:
            continue  # a name or a typo votes for neither
        if german > english + MARGIN:
            votes["de"] += 1
        elif english > german + MARGIN:
            votes["en"] += 1
    german, english = votes["de"], votes["en"]
    if german >= 2 and german > 2 * english:
        return "de"
    if english >= 2 and english > 2 * german:
        return "en"
    return ""


def word_of_language(text: str, language: str) -> bool:
    """Whether ``text`` is a word of ``language`` (``de``, ``en``, or ``""``: of either): a chat
    or function word, a common word, a German word more used in German than in English (``rosa``,
    ``Roman``; not ``Maya`` or ``Tea``, which the web writes in English as often), an English
    word of the dictionary."""
    folded = text.casefold()
    german, english = german_frequency(text), zipf_frequency(folded, "en")
    if is_chat_word(text) or max(german, english) >= TOO_COMMON:
        return True
    # The noun list holds names too (``Maya``, ``Yuko``): a listed noun is a German word where
    # German uses it clearly more than English does (``Assel``, not ``Steven``).
    is_german = (
        german >= IN_USE and german >= english or (text.capitalize() in german_nouns() and german >= english + MARGIN)
    )
    is_english = folded in english_words() or english >= IN_USE and english > german + MARGIN
    if language == "de":
        return is_german
    if language == "en":
        return is_english
    return is_german or is_english


def german_verb(text: str) -> bool:
    """A German finite verb: a listed form, or one whose ending leads to an infinitive in use
    (``bindet`` to ``binden``, ``entwickelt`` to ``entwickeln``, ``lachte`` to ``lachen``) and
    which is no noun (``zeit``) and no function word (``seit``)."""
    folded = text.casefold()
    if folded in _GERMAN_FINITE_FOLDED:
        return True
    if not text.islower() and not text.isupper() or is_chat_word(text):
        return False
    if text.capitalize() in german_nouns() or german_frequency(text) <= zipf_frequency(folded, "en"):
        return False
    for ending in ("ete", "te", "et", "t", "e", "st"):
        if folded.endswith(ending) and len(folded) - len(ending) >= 2:
            stem = folded[: -len(ending)]
            # Strong verbs change their vowel in the third person ("wäscht", "läuft", "fährt").
            plain = stem.translate(_UMLAUTS)
            for infinitive in {stem + "en", stem + "n", plain + "en", plain + "n"}:
                # (the infinitive may be a noun as well: "das Binden", "Reden")
                if german_frequency(infinitive) >= IN_USE:
                    return True
    return False


def english_verb(text: str) -> bool:
    """An English finite verb of the third person (``provides``, ``worked``)."""
    folded = text.casefold()
    if folded in _ENGLISH_FINITE:
        return True
    if not text.islower() or folded not in english_words():
        return False
    for ending, base in (("ed", ""), ("ed", "e"), ("s", ""), ("es", "")):
        if folded.endswith(ending) and (folded[: -len(ending)] + base) in english_words():
            return zipf_frequency(folded[: -len(ending)] + base, "en") >= IN_USE
    return False


def finite(text: str, language: str) -> bool:
    return german_verb(text) if language == "de" else english_verb(text)


def frequency(text: str, language: str) -> float:
    return german_frequency(text) if language == "de" else zipf_frequency(text.casefold(), "en")


_ALPHABET = "abcdefghijklmnopqrstuvwxyzäöüß"


@lru_cache(maxsize=4096)
def typo(text: str) -> bool:
    """A common word of either language one keystroke away (a letter dropped, added, swapped
    or mistyped: ``therr``, ``Ledgend``, ``Britian``, ``Becaise``): chat's typos are no names."""
    word = text.casefold()
    if len(word) < _TYPO_LENGTH:
        return False  # a short name is a keystroke from many words ("eun", "jie", "bao")
    variants = {word[:k] + word[k + 1 :] for k in range(len(word))}
    variants |= {word[:k] + word[k + 1] + word[k] + word[k + 2 :] for k in range(len(word) - 1)}
    variants |= {word[:k] + c + word[k + 1 :] for k in range(len(word)) for c in _ALPHABET}
    variants |= {word[:k] + c + word[k:] for k in range(len(word) + 1) for c in _ALPHABET}
    variants.discard(word)
    # A name a keystroke from another name is a spelling of its own ("Diyana", "Diana").
    return any(
        max(german_frequency(v), zipf_frequency(v, "en")) >= _COMMON_WORD and not persons().get((v,)) for v in variants
    )
