"""The slots of a clause's objects and companions where a person stands, for
:mod:`.person_clause`: after a preposition (``mit kostja``, ``von ljuda``, ``for dinara``),
after a German article or adjective (``die kleine tiny``), as an English verb's object (``we
visited kostja``, ``said Egremont``), beside a person (``tom und kostja``, ``ich und violet``),
and as the owner of a possessive (``kostja's car``, ``steven 's great``, where ``'s`` is ``is``
as often: a person either way).

Each is asked of a word that is no word of the post's language; whether it is a town, a people,
a public name or a firm, and whether the post's writing lets a word's case say name, is
:mod:`.person_clause`'s question. The slots say a noun phrase stands there, which the word's not
being a word of the language makes a name; a German noun, which stands there as well, is no name
by the noun list.
"""

from __future__ import annotations

from collections.abc import Callable

import regex

from ..lists import english_words, german_nouns
from .clause_language import IN_USE, english_verb
from .evidence import Words
from .lexicon import german_frequency

# Prepositions after which a person stands as often as a thing, by language. Prepositions of
# place (``in``, ``nach``, ``aus``) are left out: a town stands there, and a town is asked of
# the word before any slot (``von Paris``).
_PREPOSITIONS = {
    "de": frozenset("mit von zu bei für ohne gegen an über".split()),
    "en": frozenset("with to for from about".split()),
}
# German articles and possessive determiners, before a noun or a colloquial first name.
_ARTICLES = frozenset(
    "der die das den dem des ein eine einen einem einer eines ne nen n "
    "mein meine meinen meinem meiner dein deine deinen deinem deiner "
    "sein seine seinen seinem seiner unser unsere unseren unserem unserer".split()
)
# Endings of an inflected German adjective (``kleine``, ``süßen``, ``tapferer``).
_ADJECTIVE_ENDINGS = ("em", "en", "er", "es", "e")
# German Zipf frequency from which a stem's ``-es`` form is in use: adjectives have one
# (``kleines`` 4.8, ``tapferes`` 2.4), verbs none (``machs``, ``kennes`` do not occur).
_ADJECTIVE_FORM = 2.0
# English subjects and auxiliaries after which the next word is a verb (``i love``, ``we'll meet``,
# ``to meet``), so that a word after that verb is its object.
_BEFORE_VERB = frozenset(
    "i you we they he she to will would can could should must might did do does n't not never".split()
)
# English adverbs between a subject and its verb that do not end in -ly (``i still miss violet``).
_ADVERBS = frozenset("also just never always still even often sometimes totally so".split())
# English copulas and auxiliaries: what follows them is a predicate or a verb, no object.
_ENGLISH_COPULAS = frozenset("is was are were be been being am become became seems seemed".split())
# English words of a clause's frame that stand before a noun, no verb (``the``, ``my``, ``very``).
_NO_VERB = frozenset(
    "the a an my your his her its our their this that these those some any no every each all both "
    "very so too quite really also just and or but of in on at by as than then if".split()
)
# The possessive's ending where a tokeniser has set it apart (``steven 's car``).
_POSSESSIVE_AFTER = regex.compile(r" ?['’]s\b")
# Conjunctions of coordination, and the persons a name is coordinated with: pronouns and
# kinship words (``ich und kostja``, ``me and violet``, ``mama und lala``).
_AND = frozenset("und and oder or u".split())
_PERSONS = frozenset(
    "ich du er sie wir ihr mich dich ihn uns euch mir dir ihm ihnen i me you he him she her we us they them "
    "mama papa mami papi mutti vati oma opa omi opi mom mum dad grandma grandpa granny".split()
)


def object_slot(words: Words, i: int, language: str, name: Callable[[int], bool], articles: bool = True) -> str:
    """The object's or companion's slot word ``i`` stands in (``possessive``, ``preposition``,
    ``article``, ``object``, ``coordination``), or ``""``. ``name``: a callable that says whether another
    word of the post is a name (a first name of the tables no word of the language); ``articles``:
    whether an article or adjective before the word says person."""
    if possessor(words[i].text) != words[i].text or _POSSESSIVE_AFTER.match(words.post.text, words[i].end):
        return "possessive"
    if i > 0 and _near(words, i - 1, i):
        before = words[i - 1]
        prepositions = _PREPOSITIONS.get(language) or _PREPOSITIONS["de"] | _PREPOSITIONS["en"]
        if before.folded in prepositions and (before.text.islower() or words.sentence_initial(i - 1)):
            return "preposition"
        if articles and language == "de" and _after_article(words, i):
            return "article"
        if language == "en" and _english_object(words, i):
            return "object"
    if _coordinated(words, i, name):
        return "coordination"
    return ""


def possessor(text: str) -> str:
    """The owner's name of an English possessive (``kostja's``, ``Domitia’s``), else ``text``."""
    return text[:-2] if len(text) > 2 and text[-2] in "'’" and text[-1] in "sS" else text


def _near(words: Words, i: int, j: int) -> bool:
    """Words i and j with nothing but white space between."""
    return words.post.text[words[i].end : words[j].start].strip() == ""


def _after_article(words: Words, i: int) -> bool:
    """After a German article, with adjectives or without (``den diyana``, ``die kleine
    Tiny``), or after adjectives that open the clause (``süße kleine gazsi``); not a noun of the
    list (``der boss``), which stands there far more often than a name."""
    if words[i].text.capitalize() in german_nouns():
        return False
    j, adjectives = i - 1, 0
    while j >= 0 and _adjective(words[j].text) and _near(words, j, j + 1):
        j, adjectives = j - 1, adjectives + 1
    if j >= 0 and _near(words, j, j + 1) and words[j].folded in _ARTICLES:
        return True
    if not adjectives:
        return False
    # Adjectives alone: at the post's start or after a sentence's mark or an asterisk.
    return j < 0 or words.post.text[words[j].end : words[j + 1].start].strip() not in ("", ",")


def _adjective(text: str) -> bool:
    """An inflected German adjective in lower case: an ending whose stem is in use and has the
    ``-es`` form (``kleine``, ``süßen``; not ``mache``, ``heute``, ``bitte``)."""
    if not text.islower() or text in _ARTICLES:
        return False
    for ending in _ADJECTIVE_ENDINGS:
        stem = text[: -len(ending)]
        if text.endswith(ending) and len(stem) >= 3:
            return german_frequency(stem) >= IN_USE and german_frequency(stem + "es") >= _ADJECTIVE_FORM
    return False


def _english_object(words: Words, i: int) -> bool:
    """Right after an English verb: a past or third person's form (``met``, ``visited``,
    ``tells``), or a word of the dictionary after a subject, an auxiliary or ``to`` (``i love
    violet``, ``to meet kostja``)."""
    verb = words[i - 1]
    folded = verb.folded
    if folded in _ENGLISH_COPULAS or folded in _NO_VERB or folded in _BEFORE_VERB or not verb.text.islower():
        return False
    if english_verb(verb.text):
        return True
    if i < 2 or not _near(words, i - 2, i - 1) or folded not in english_words():
        return False
    # An adverb may stand between the subject and its verb (``i really miss violet``).
    k = i - 2
    while k > 0 and _adverb(words[k].folded) and _near(words, k - 1, k):
        k -= 1
    subject = words[k].folded.replace("’", "'").split("'")[0]
    return subject in _BEFORE_VERB


def _adverb(folded: str) -> bool:
    """An English adverb of the kind that stands before a verb (``really``, ``never``)."""
    return folded in _ADVERBS or len(folded) > 4 and folded.endswith("ly") and folded in english_words()


def _coordinated(words: Words, i: int, name: Callable[[int], bool]) -> bool:
    """Coordinated with a person: a pronoun, a kinship word or a name (``tom und kostja``, ``me
    and violet``, ``violet & ich``)."""
    for step in (-1, 1):
        j = i + step
        if not 0 <= j < len(words):
            continue
        gap = words.post.text[words[min(i, j)].end : words[max(i, j)].start].strip()
        if gap in ("&", "+"):
            partner = j
        elif gap == "" and words[j].folded in _AND and 0 <= j + step < len(words):
            partner = j + step
            if not _near(words, min(j, partner), max(j, partner)):
                continue
        else:
            continue
        if words[partner].folded in _PERSONS or name(partner):
            return True
    return False
