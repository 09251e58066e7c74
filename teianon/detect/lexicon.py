"""Is a string an ordinary word, a known personal name, or neither?

Nicknames are often ordinary words ("Tiger", "blue", "queen"); a detector that replaced every
"blue" would ruin the corpus. Word frequencies come from ``wordfreq`` (German and English, shipped
offline inside the package; the frequent words of the languages chat borrows from, for
:func:`foreign_word`, from its small lists), personal names from ``faker``'s German and English
name lists. Web
frequencies count names too ("anna", "jones" are frequent), so a string counts as *word-like*
when it is very frequent, or frequent and not a known name.
"""

from __future__ import annotations

import math
from functools import lru_cache

import regex
from wordfreq import get_frequency_dict, zipf_frequency

# Days and months, German and English: a date's words. The short names are first names too
# (Thu, Jan, Mar); the German two-letter days (Mo, Di) are too common to exclude on their own.
CALENDAR_SHORT = frozenset(
    "mon tue tues wed weds thu thur thurs fri sat sun jan feb mar apr may jun jul aug sep sept oct nov dec "
    "mär mai okt dez".split()
)
GERMAN_DAYS_SHORT = frozenset("mo di mi do fr sa so".split())
CALENDAR_LONG = frozenset(
    "january february march april june july august september october november december januar februar "
    "märz juni juli oktober dezember monday tuesday wednesday thursday friday saturday sunday montag "
    "dienstag mittwoch donnerstag freitag samstag sonnabend sonntag".split()
)

# Personal pronouns, German and English, one set for the detectors and the decision that read a
# clause by them (who is subject or object there is a person, not a name of the text).
GERMAN_SUBJECT_PRONOUNS = frozenset("ich du er sie es wir ihr".split())
SUBJECT_PRONOUNS = GERMAN_SUBJECT_PRONOUNS | frozenset("i you he she it we they".split())
PERSONAL_PRONOUNS = SUBJECT_PRONOUNS | frozenset("mich mir dich dir ihn ihm uns euch me him her us them".split())

LANGUAGES = ("de", "en")
# Zipf 3.5 is about once per 300,000 words; 5.0 is the top thousand or so.
FREQUENT = 3.5
VERY_FREQUENT = 5.0


@lru_cache(maxsize=1)
def personal_names() -> frozenset[str]:
    """First names and surnames (case-folded) from faker's de_DE and en_US providers."""
    from faker.providers.person.de_DE import Provider as German
    from faker.providers.person.en_US import Provider as English

    names: set[str] = set()
    for provider in (German, English):
        for attribute in ("first_names_male", "first_names_female", "first_names", "last_names"):
            names.update(n.casefold() for n in getattr(provider, attribute, ()))
    return frozenset(names)


# A word wordfreq's tokeniser leaves as it is (lower-case letters only): its frequency is one
# dictionary lookup instead of a tokenisation.
_PLAIN = regex.compile(r"[a-zäöüéèàáâêîôûç]+")


@lru_cache(maxsize=2)
def _frequencies(language: str) -> dict[str, float]:
    return get_frequency_dict(language, "best")


def zipf(folded: str, language: str) -> float:
    """wordfreq's ``zipf_frequency`` of a case-folded word, computed as it does (rounded to three
    significant digits, then to two decimals) but with a lookup where no tokenising is needed."""
    plain = folded.isalpha() and folded.islower() if folded.isascii() else _PLAIN.fullmatch(folded)
    if not plain:
        return zipf_frequency(folded, language)
    frequency = _frequencies(language).get(folded, 0.0)
    if frequency == 0.0:
        return 0.0
    frequency = round(frequency, math.floor(-math.log(frequency, 10)) + 3)
    return round(math.log(frequency, 10) + 9, 2)


@lru_cache(maxsize=200_000)
def frequency(word: str) -> float:
    """The highest Zipf frequency of ``word`` in German or English (0 for unknown words)."""
    folded = word.casefold()
    # zipf, not wordfreq's zipf_frequency: the same numbers, without its tokeniser for a plain
    # word (a word type's first sight is most of detection's cost).
    return max(zipf(folded, lang) for lang in LANGUAGES)


@lru_cache(maxsize=200_000)
def german_frequency(word: str) -> float:
    return zipf(word.casefold(), "de")


def is_name(word: str) -> bool:
    return word.casefold() in personal_names()


@lru_cache(maxsize=200_000)
def is_wordlike(word: str) -> bool:
    """True where ``word`` is so common that a match needs more evidence than the string.

    Strings of one or two characters always count as word-like.
    """
    if len(word) <= 2:
        return True
    score = frequency(word)
    if score >= VERY_FREQUENT:
        return True
    return score >= FREQUENT and not is_name(word)


_WORD = regex.compile(r"[\p{L}'’\-]+")


def is_ordinary(text: str) -> bool:
    """True where every word of ``text`` is an ordinary word: word-like or a chat word.

    Only letters make a word here; wordfreq would read ``l\\e(l)a$2*`` as its letters and
    call it common.
    """
    words = text.split()
    return bool(words) and all(_WORD.fullmatch(w) is not None and (is_wordlike(w) or is_chat_word(w)) for w in words)


@lru_cache(maxsize=1)
def chat_words() -> frozenset[str]:
    """Function words, interjections and chat abbreviations (curated/chat_words.tsv), case-folded."""
    from ..lists import CURATED

    words: set[str] = set()
    for line in (CURATED / "chat_words.tsv").read_text(encoding="utf-8").splitlines():
        words.update(w.casefold() for w in line.split("#", 1)[0].split())
    return frozenset(words)


@lru_cache(maxsize=200_000)
def is_chat_word(word: str) -> bool:
    """A function word, pronoun, interjection or chat abbreviation (``die``, ``ihr``, ``jo``, ``hdl``),
    also elongated (``jooo``, ``hiii``), or a chat spelling that names nobody (a foreign greeting
    ``gracias``, baby talk ``hungi``, a clipped ``hörn``: :mod:`teianon.detect.chat_words`):
    never a nickname on the string alone."""
    from .chat_words import is_chat_spelling

    words = chat_words()
    return word.casefold() in words or squeeze(word) in words or is_chat_spelling(word)


# Zipf frequency of the function words chat writes (``ja`` 6.3, ``du`` 6.5, ``the`` 7.7); greetings
# and interjections stay below it (``hallo`` 5.1, ``oh`` 5.4, ``juhu`` 3.4).
FUNCTION_WORD = 6.0


def is_interjection(word: str) -> bool:
    """A chat word that is no function word: a greeting or an interjection (``re``, ``huhu``,
    ``juhuuu``), which addresses or comments on a name and is never part of it."""
    return word[:1].islower() and is_chat_word(word) and frequency(word) < FUNCTION_WORD


_REPEATS = regex.compile(r"(.)\1+")


def first_group(match: regex.Match[str]) -> str:
    """A match's first group, as the replacement ``r"\\1"`` writes it: ``regex`` parses a
    replacement template at every call, a function it only calls (twice as fast; issue 41)."""
    return match[1]


def squeeze(text: str) -> str:
    """Case-folded, repeated characters collapsed, so that ``leeeela`` and ``lela`` compare equal."""
    return _REPEATS.sub(first_group, text.casefold())


# Languages whose words German and English chat borrows, above all to address people (a term
# of endearment, ``canım``, ``kochanie``, ``cariño``), and the Zipf frequency from which a word
# of one of them is that word: the top few thousand words of the language. Names of the origins
# the tables lack stay below it (``obinna`` 0, ``ljuda`` 2.7 in Swedish, ``rangi`` 3.9 in Polish).
_BORROWED_FROM = ("tr", "pl", "es", "it", "fr", "pt", "nl")
_FOREIGN_WORD = 4.0


def foreign_word(folded: str) -> bool:
    """A frequent word of a language chat borrows from (``canım``, ``tesoro``), which no name table
    holds: a word of that language, not a name nobody knows. The text detectors read has the
    look-alike letters folded (``canım`` as ``canim``), so the words are looked up folded too."""
    return _look_alike(folded) in _foreign_words()


def _look_alike(word: str) -> str:
    return word.casefold().replace("ı", "i")


@lru_cache(maxsize=1)
def _foreign_words() -> frozenset[str]:
    """The words of :data:`_BORROWED_FROM` at :data:`_FOREIGN_WORD` or more (wordfreq's small
    lists, shipped with it: a few thousand words a language), folded."""
    least = 10 ** (_FOREIGN_WORD - 9)  # Zipf is log10 of the frequency per billion words
    return frozenset(
        _look_alike(word)
        for language in _BORROWED_FROM
        for word, share in get_frequency_dict(language, "small").items()
        if share >= least
    )
