"""Words a name proposal takes in that name no one (issue 39, a red team's false alarms).

:func:`detect` of :mod:`teianon.detect` drops or trims a proposal of a name where:

- it is a plural of a thing, no name of the tables (``wir machen Samosas``, ``Empanadas``): a
  capitalised word in ``-s`` that neither it nor its singular is a name of the person tables
  and whose singular is a word in English use; a tagger or a rule of the unknown word guessed
  it, and the word does not say who;
- it is an ordinary word of another language, written in lower case in a clause of that language
  (Italian ``dopo tanti anni``, Turkish ``onun annesi çok güzel``): a word far more frequent in
  that language than in German or English, with another such word beside it or in it;
- it ends in the noun of a German verb phrase (``Bescheid sagen``, ``Bescheid geben``, ``Gas
  geben``): ``Kiki Bescheid sagen`` names Kiki, the noun goes with the verb;
- it starts with an imperative of calling or writing before a pronoun or a name (Dutch ``Bel
  me``, ``Bel Joost even``, ``Mail hem``, ``Stuur haar``; Italian ``Chiama Luca``): the verb is
  no name, the name after it still is. ``Juan me dijo`` starts with no such verb and stays.
"""

from __future__ import annotations

from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import german_nouns, key_of, notable, places
from ..mention import Category, Mention
from .person_words import name_kinds

_NAMES = frozenset({Category.PER, Category.LOC, Category.GPE, Category.ORG, Category.OTH})
# Rules that guess a name from the word's shape or its slot, not from a table or a cue.
_GUESSES = ("tagger:", "spacy:", "person:unknown-context", "person:slot", "other:")

_PLURAL = regex.compile(r"\p{Lu}\p{Ll}{2,}(?:e?s)")
# Zipf frequency (English) from which a singular is a word in use (``samosa`` 2.1, ``taco`` 3.7).
_IN_USE = 2.0
_EN_MARGIN = 0.5


def plural_of_thing(text: str, mention: Mention) -> bool:
    """A guessed name that is the plural of a word and no name (see the module's doc)."""
    if mention.category not in _NAMES or mention.corresp or not mention.source.startswith(_GUESSES):
        return False
    word = text[mention.start : mention.end]
    if _PLURAL.fullmatch(word) is None:
        return False
    singulars = [word[:-1]] + ([word[:-2]] if word.endswith("es") else [])
    if any(n is not None for w in (word, *singulars) for n in name_kinds(w)):
        return False
    # An English word (a dish, a thing) more than a German one: a surname no table holds is as
    # much in use in German text as in English (``Kowalskis``: the family).
    # A name in -s is written far more often than what is left without it (``Thames`` 3.7,
    # ``thame`` 2.2); a plural about as often as its singular (``samosas``, ``samosa``).
    plural = zipf_frequency(word.casefold(), "en")
    # A listed place or public name, or the genitive of one (``Goethes``), is read as such.
    if any(places().get(key_of(w)) or notable().get(key_of(w)) for w in (word, *singulars)):
        return False
    return any(
        (english := zipf_frequency(s.casefold(), "en")) >= _IN_USE
        and english >= zipf_frequency(s.casefold(), "de") + _EN_MARGIN
        and english >= plural - _EN_MARGIN
        for s in singulars
    )


# Languages a chat quotes or switches to, whose words a lower-case name rule may take for names.
_FOREIGN = ("it", "tr", "es", "fr", "pt", "nl", "pl")
# A word of a language: this frequent there, and this much more than in German and English.
_FOREIGN_WORD = 3.5
_MARGIN = 1.0
_WORD = regex.compile(r"\p{L}+")
_REACH = 30  # characters before and after a name read for the words of its clause


# A first name of the tables is read as a word only where it is among the commonest words there
# (Italian ``anni`` 6.2, ``mia`` 6.0), not where it is a name in use (``luca`` 4.7, ``deniz`` 5.4).
_NAME_AS_WORD = 5.5
_NAME_MARGIN = 2.0


@lru_cache(maxsize=50_000)
def _language_of(word: str, named: bool = False) -> str | None:
    """The foreign language ``word`` (lower case) is clearly a word of, or None; ``named``: the
    word is a name of the tables too."""
    own = max(zipf_frequency(word, "de"), zipf_frequency(word, "en"))
    least, margin = (_NAME_AS_WORD, _NAME_MARGIN) if named else (_FOREIGN_WORD, _MARGIN)
    for language in _FOREIGN:
        there = zipf_frequency(word, language)
        if there >= least and there >= own + margin:
            return language
    return None


def foreign_words(text: str, mention: Mention) -> bool:
    """A lower-case name proposal that is a word of another language in a clause of it."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    inside = _WORD.findall(text, mention.start, mention.end)
    if not inside or not all(w.islower() for w in inside):
        return False
    around = (
        _WORD.findall(text, max(0, mention.start - _REACH), mention.start)[-2:]
        + inside[1:]
        + _WORD.findall(text, mention.end, mention.end + _REACH)[:2]
    )
    # Among German or English words (``danke stefano für alles``) a word is no other language's;
    # the other languages' frequencies, which take a while to load, are not asked there.
    if sum(not _own(w.casefold()) for w in around) < _FOREIGN_AROUND:
        return False
    first, last = name_kinds(inside[0].capitalize())
    language = _language_of(inside[0], first is not None or last is not None)
    if language is None:
        return False
    return any(_language_of(w.casefold()) == language for w in around)


_OWN_WORD = 3.0
# Words around a name, no German or English ones, from which its clause may be another language's.
_FOREIGN_AROUND = 2


@lru_cache(maxsize=50_000)
def _own(word: str) -> bool:
    return max(zipf_frequency(word, "de"), zipf_frequency(word, "en")) >= _OWN_WORD


# Nouns of German verb phrases, and the verbs they go with: the noun is no surname.
_PHRASE = regex.compile(
    r"(?:Bescheid|Gas|Dampf|Feedback|Rückmeldung|Auskunft)[^\S\n]+"
    r"(?:sag|geb|gib|gab|gäb|wiss|weiß|weiss|wuss|gesagt|gegeben|gewusst|geh|mach|bekomm|krieg)",
    regex.VERSION1,
)


def phrase_noun_end(text: str, mention: Mention) -> int | None:
    """Where a name proposal ends before the noun of a verb phrase it took in, or None."""
    if mention.category is not Category.PER or mention.corresp:
        return None
    words = list(_WORD.finditer(text, mention.start, mention.end))
    if len(words) < 2:
        return None
    last = words[-1]
    if _PHRASE.match(text, last.start()) is None:
        return None
    return words[-2].end()


# Imperatives of calling and writing at a clause's start, before a pronoun or a name.
_IMPERATIVE = regex.compile(
    r"(?<=^|[.!?:;,\n\"“„(][^\S\n]*|^[^\S\n]+)"
    r"(?P<verb>Bel|Mail|App|Sms|Stuur|Schrijf|Vraag|Chiama|Scrivi|Llama|Escribe|Appelle|Ruf)"
    r"[^\S\n]+(?=(?P<pronoun>me|mij|hem|haar|ons|hen|ze|je|u|jullie|mi|lo|la|ci|moi|le|lui)\b|\p{Lu})",
    regex.VERSION1,
)


def imperative_start(text: str, mention: Mention) -> int | None:
    """Where a name proposal starts after an imperative verb of calling or writing it took for
    a name: the name's start, the mention's end where the verb alone was proposed; or None."""
    if mention.category not in _NAMES or mention.corresp:
        return None
    match = _IMPERATIVE.match(text, mention.start)
    if match is None:
        return None
    return min(match.end(), mention.end)


_FIRST_WORD = regex.compile(r"(?P<word>\p{L}+)[^\S\n]+(?=\p{L})")


@lru_cache(maxsize=1)
def _relation_words() -> frozenset[str]:
    from ..lists import public_cues

    table = public_cues()
    return frozenset({*table.get("relation", ()), *table.get("spouse", ())})


def kinship_start(text: str, mention: Mention) -> int | None:
    """Where a person's name starts after a kinship or relation word the proposal took in
    (``oma trudi``, ``Tante Gisi Hollmann``, ``my aunt Sally``): the word says whose the person
    is and names no one; a name of the public sphere that holds one stays whole (``Onkel
    Dagobert``, ``Uncle Sam``). None where the proposal starts with no such word."""
    if mention.category is not Category.PER or mention.corresp:
        return None
    match = _FIRST_WORD.match(text, mention.start, mention.end)
    if match is None or match["word"].casefold() not in _relation_words():
        return None
    if notable().get(key_of(text[mention.start : mention.end])):
        return None
    return match.end()


# "es gab Hagel", "kein Frost", "viel Regen": a word of existence or quantity before one German
# noun says a thing is meant, though the noun is a surname too (Hagel, Frost, Sturm, Nebel).
_QUANTITY_BEFORE = regex.compile(
    r"(?i)\b(?:es\s+gab|gab\s+es|gibt\s+es|es\s+gibt|gab's|gibt's|kein|keinen|viel|wenig|etwas|"
    r"starke[nrm]?|heftige[nrm]?|leichte[nrm]?|dichte[nrm]?)\s+$"
)


def noun_after_quantity(text: str, mention: Mention) -> bool:
    """A guessed name of one German noun after a word of existence or quantity (``Gestern gab es
    Hagel``, ``kein Frost mehr``): the thing, not a person or a firm of that name (round 70)."""
    if mention.category not in _NAMES or mention.corresp or not mention.source.startswith(_GUESSES):
        return False
    word = text[mention.start : mention.end]
    if not _WORD.fullmatch(word) or word not in german_nouns():
        return False
    return _QUANTITY_BEFORE.search(text, max(0, mention.start - 20), mention.start) is not None
