"""Where a name the tagger reads begins and ends: the words of the language it takes with it.

The tagger's labels run over whatever its context suggests, and a span often takes the ordinary
words of the sentence with it (``The plumber said Plummer``, ``Ask ravindra``, ``Sienna should``,
``the Harbour Road park``). Replaced with the name, those words are lost. In a span whose writer
capitalises (a word has a capital, other than a sentence's first word of the dictionaries), a
word in lower case that is a word of the language is no part of the name: a function word (a
pronoun, an auxiliary, a modal verb, :func:`teianon.detect.lexicon.is_chat_word`), a word of the
English dictionary, or a word that wordfreq knows in German or English (or in French, Italian,
Spanish, Dutch or Polish by the bars of :mod:`teianon.lists.web_words`: ``Mevrouw van Dijk
belde``), no person table holds and that names no large town. Such a word splits the span; the
pieces on either side are names of their own (``Ottilie phoned Bartholomew`` is two).

What stays inside a name: the particles of names (``van der Vaart``, ``de la Cruz``, ``bin``,
``al``), and between two of its words the connectors of titles of works, organisations and
places (``Bank of England``, ``Haus am See``, ``Verein für …``, ``Aschach an der Donau``,
``Christmas with the Rat Pack``) and a German adjective before the noun it inflects for
(``Bundesverband deutscher Banken``, ``Das rote Quadrat``). At a piece's edges a connector or a
punctuation mark is trimmed (``the West Pier`` is the pier's name without ``the``); a particle
only at the end. A span that is all lower case (chat writes names so: ``lake constance``) gives no
such evidence and is only trimmed at its edges.

At a sentence's start a capital proves nothing: a capitalised function word there (``Hat``,
``Wer``, ``Does``) is cut off, and so is a word of the language before a name its writer put in
lower case (``Ask ravindra``, ``Tell ezinne``), as long as no name table knows the word (``Will
Smith``, ``Rose Ausländer`` keep theirs).

A locative preposition between a name and a town of the place tables (``Zooladen Pfannkuch in
Detmold``) parts the two: a shop and its town are two references. Not ``am``/``an``/``im``/
``upon``, which belong to towns' names (``Frankfurt am Main``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex

from ..lists import english_words, german_nouns, lower_words, places, web_words
from ..tagger.features import table_features
from .chat_words import kinship_words
from .firm_openers import opens_no_firm
from .lexicon import frequency, german_frequency, is_chat_word, is_name, is_ordinary, zipf
from .org_tails import ends_organisation
from .person_titles import FORMS_OF_ADDRESS, PARTICLES, title_abbreviation
from .person_words import name_kinds

# Words that stand between two words of a title, and at its edges belong to the sentence:
# articles, prepositions and conjunctions of German and English.
CONNECTORS = frozenset(
    # The small words of Romance names of places and farms (``Casa do Rio``, ``Casa dos Ventos``).
    "do das los las el lo dei degli "
    "the a an of for and or to in on at by with from upon under over into without "
    "der die das den dem des ein eine einer eines einem einen und oder für im in am an auf aus bei beim "
    "vom von zu zum zur über unter ob vor mit nach & y e et".split()
)
# Prepositions that open a sentence before a firm or a person and are none of its name (``Bei
# der Hundeschule Krall …``, ``With the Quarrendons …``); not the contracted ones that begin the
# names of inns and streets (``Zum Anker``, ``Am Markt``).
OPENING_PREPOSITIONS = frozenset("bei mit nach für aus über vor at with from for by".split())
# Prepositions that put a town after an organisation or a person (``… in Detmold``).
LOCATIVES = frozenset("in bei near".split())
# From this Zipf frequency (German or English) a lower-case word no name table holds is a word of
# the language (``lido`` 2.8); below, an unknown word is more often a name written in lower case
# or a word of another language.
LANGUAGE_WORD = 2.5
# From this German Zipf frequency the infinitive of a word in -te/-ten (``fragen``) makes it a
# verb's past, not an adjective (``letzte``: ``letzen`` is rare).
PAST_TENSE_INFINITIVE = 3.5
# The endings of a German attributive adjective (``rote``, ``deutscher``, ``neuen``).
_ATTRIBUTIVE = regex.compile(r"\p{Ll}+(?:e|en|er|es|em)")
# A word in lower case: letters, with an inner hyphen or apostrophe (not a handle, ``anna_k``,
# nor an address's piece, ``m.mueller``).
_LOWER_WORD = regex.compile(r"\p{Ll}+(?:[\-'’]\p{Ll}+)*")
_ALNUM = regex.compile(r"[\p{L}\p{N}]")
# Tokens after which a sentence starts.
SENTENCE_ENDS = frozenset({".", "!", "?", "…", ":", '"', "“", "„", "”"})


def is_lower(word: str) -> bool:
    """A word of letters written in lower case only."""
    return _LOWER_WORD.fullmatch(word) is not None


def _dictionary_word(word: str) -> bool:
    """A word of the dictionaries or the chat words (``walls``, ``should``, ``waere``)."""
    return is_chat_word(word) or word in english_words() or is_word(word) and not is_name(word)


@lru_cache(maxsize=50_000)
def language_word(word: str) -> bool:
    """A lower-case word of the language that is no name's part (see the module's docstring)."""
    # A form of address stays for the tagger's title rule (``herr wagner``: the name after it).
    if not is_lower(word) or word in PARTICLES or word in CONNECTORS or word.rstrip(".") in FORMS_OF_ADDRESS:
        return False
    if _dictionary_word(word) or word in lower_words():
        return True
    # A name the person tables know is a name written in lower case (``Anna und jens``,
    # ``herr wagner``), and so is a town of 100,000 or more (``bis miramar``).
    features = table_features(word)
    if name_kinds(word) != (None, None) or any(f.startswith("pl=") and f[-1] in "LM" for f in features):
        return False
    # A word of a neighbour's language too (``Mevrouw van Dijk belde``: Dutch "called"), by the
    # bars of the web words, a table of the cache: no word list of another language is loaded.
    return frequency(word) >= LANGUAGE_WORD or bool(web_words.lookup(word))


_UMLAUTS = (("ae", "ä"), ("oe", "ö"), ("ue", "ü"))


def is_word(text: str) -> bool:
    """An ordinary word, also as chat writes it without umlauts (``waere``, ``koennte``)."""
    if is_ordinary(text):
        return True
    spelled = text
    for plain, umlaut in _UMLAUTS:
        spelled = spelled.replace(plain, umlaut)
    return spelled != text and is_ordinary(spelled)


def _attributive(words: Sequence[str], k: int) -> bool:
    """A German adjective inside a title, inflected for the capitalised noun after it; not a
    verb's past (``fragte``, ``machten``: the infinitive is a frequent word)."""
    word = words[k]
    if not (0 < k < len(words) - 1 and words[k + 1][:1].isupper() and _ATTRIBUTIVE.fullmatch(word)):
        return False
    stem = regex.sub(r"te[nt]?$", "", word)
    return zipf(word, "de") > 0 and (stem == word or zipf(stem + "en", "de") < PAST_TENSE_INFINITIVE)


def _town(words: Sequence[str]) -> bool:
    """Words the place tables know as a town (not a country, a region or a river)."""
    entries = places().get(tuple(w.casefold() for w in words))
    return any(
        e.category == "GPE" and e.kind == "place" and not e.ambiguous and e.weight < 5_000_000 for e in entries or ()
    )


def town_genitive(words: Sequence[str]) -> bool:
    """One capitalised word that is a town of the place tables with a German genitive ``s``
    (``Wittens``, ``Dortmunds``) and no town itself (``Rees`` is one)."""
    if len(words) != 1:
        return False
    word = words[0]
    return len(word) > 3 and word.endswith("s") and word[:1].isupper() and _town([word[:-1]]) and not _town([word])


def _common_noun(word: str) -> bool:
    """A capitalised word of the dictionaries that no name table holds (``Hund``, ``Polizei``)."""
    return word[:1].isupper() and not word.isupper() and is_word(word) and not _known_name(word.casefold())


def _known_name(folded: str) -> bool:
    """A person's name of the tables, or a place or organisation they hold that is no word as
    well (``Ask`` is a Norwegian village's name, and marked as a word too)."""
    if is_name(folded) or name_kinds(folded) != (None, None):
        return True
    features = table_features(folded)
    return "pl.amb" not in features and any(f.startswith(("pl=", "org")) for f in features)


def _sentence_word(words: Sequence[str]) -> bool:
    """The capitalised first word of a sentence is a word of the language, not the name's: a
    function word that is no first name (``Hat``, ``Does``; not ``Will``, ``May``), or a word no
    name table knows before a name in lower case (``Ask ravindra``)."""
    first = words[0]
    low = first.casefold()
    if not first[:1].isupper() or low in CONNECTORS or low in PARTICLES:
        return False
    if is_chat_word(low) and frequency(low) >= 5.0:
        return name_kinds(low)[0] is None
    rest = [w for w in words[1:] if _ALNUM.search(w)]
    return bool(rest) and all(is_lower(w) for w in rest) and _dictionary_word(low) and not _known_name(low)


def pieces(words: Sequence[str], initial: bool, category: str = "") -> list[tuple[int, int]]:
    """The parts of a span of ``words`` that are names, as (start, end) pairs of word indices;
    ``initial``: the span opens a sentence; ``category``: what the tagger read it as."""
    n = len(words)
    cuts: set[int] = set()
    # The writer capitalises: a capital anywhere but on a sentence's first word that is a word of
    # the language as well (``Ask``; ``Sienna may`` is capitalised, ``Ask ravindra`` is not).
    titled = any(
        w[:1].isupper() and (k or not initial or not _dictionary_word(w.casefold())) for k, w in enumerate(words)
    )
    if titled:
        cuts.update(k for k, w in enumerate(words) if language_word(w) and not _attributive(words, k))
        for k in range(1, n - 1):
            if words[k] in LOCATIVES and words[k - 1][:1].isupper() and _town(words[k + 1 :]):
                cuts.add(k)
    else:
        # In lower case, a word of the language after a name ends it (``paul doof``, ``rammstein
        # waere``) where some other word of the span is a name or no word.
        end = n
        while (
            end > 1
            and is_word(words[end - 1])
            and not is_name(words[end - 1])
            and any(not is_word(w) or is_name(w) for w in words[: end - 1])
        ):
            end -= 1
            cuts.add(end)
    # A town's genitive before a common noun (``Wittens Hund``, ``Bochums Innenstadt``,
    # ``Dortmunds Polizei``): the town is the name, the noun is the sentence's.
    cuts.update(k + 1 for k in range(n - 1) if town_genitive(words[k : k + 1]) and _common_noun(words[k + 1]))
    cuts.update(k for k in range(1, n - 1) if _sentence_break(words, k))
    # "Kettering Roofing Services and Moss Bank Garage", "Elmstead Rotary Club and of Harlow
    # Cricket Club": an organisation's last word before "and" ends one name, the next begins.
    cuts.update(
        k
        for k in range(1, n - 1)
        if words[k].casefold() in ("and", "und") and ends_organisation(words[k - 1]) and _capital_after(words, k)
    )
    if initial and n > 1 and _sentence_word(words):
        cuts.add(0)
    # A firm's or a person's name after a sentence's preposition (a place's may begin with one),
    # a firm's after any other word a sentence opens with before one (``Contact Ashdown Tiles Ltd``).
    opener = words[0].casefold() in OPENING_PREPOSITIONS and category in ("ORG", "PER")
    if initial and n > 2 and (opener or category == "ORG" and opens_no_firm(words[0])):
        cuts.add(0)
    found: list[tuple[int, int]] = []
    start = 0
    for k in range(n + 1):
        if k == n or k in cuts:
            if k > start:
                found.extend(_trimmed(words, start, k))
            start = k + 1
    return found


def _capital_after(words: Sequence[str], k: int) -> bool:
    """A capitalised word follows word ``k``, connectors between (``and of Harlow``)."""
    k += 1
    while k < len(words) and words[k].casefold() in CONNECTORS:
        k += 1
    return k < len(words) and words[k][:1].isupper()


# Abbreviations of three letters or more that a full stop ends inside a name (``St. Louis``, ``Smith
# Bros. Ltd``, ``Gebr. Meyer``); titles and degrees are person_titles.title_abbreviation's.
_ABBREVIATIONS = frozenset(
    "str ave inc ltd corp bros gebr dept univ inst intl assn mrs capt sgt rev hon gov sen rep col gen est".split()
)
# Marks a name never holds: a sentence's end (``by June. Ravi Patel collects``) or a quotation
# mark (``„Für Elise" von Beethoven``).
_BREAKS = (SENTENCE_ENDS - {".", ":"}) | {"«", "»"}


def _sentence_break(words: Sequence[str], k: int) -> bool:
    """Word ``k`` inside a span ends a sentence or a quotation: the span is two. A full stop does
    after a word of three letters or more that is no abbreviation, before a capital (not the stop of
    ``Dr.``, ``J.``, ``St.``, ``Co.``)."""
    word = words[k]
    if word in _BREAKS:
        return True
    before = words[k - 1]
    return (
        word == "."
        and len(before) >= 3
        and before.isalpha()
        and before.casefold() not in _ABBREVIATIONS
        and not title_abbreviation(f"{before}.")
        and words[k + 1][:1].isupper()
    )


# Marks of a tokenised post between two words that part names: a name holds none of them (an
# ampersand, an apostrophe or a full stop after an initial or an abbreviation may stand inside one).
_PARTING = frozenset({",", ";", ":", "-", "–", "—", "/", "|", "(", ")", "[", "]"}) | _BREAKS


def parts_names(before: str, mark: str, after: str) -> bool:
    """The punctuation ``mark`` between the words ``before`` and ``after`` ends a name before it."""
    return mark in _PARTING or _sentence_break((before, mark, after), 1)


def _trimmed(words: Sequence[str], a: int, b: int) -> list[tuple[int, int]]:
    """The piece without the connectors, punctuation and kinship words (``Masi``) at its edges (a
    particle stays before a capitalised word: ``van der Vaart``); nothing if only such words are left."""

    def edge(w: str) -> bool:
        if w in PARTICLES or w.casefold().rstrip(".") in FORMS_OF_ADDRESS:
            return False
        if w.casefold() in kinship_words():
            return True  # "Masi Sunita": the aunt's name is Sunita; the kinship word stays as written
        # In lower case only a function word is surely the sentence's (``the kiosk``): ``lake constance``.
        return not _ALNUM.search(w) or w in CONNECTORS or (not titled and is_lower(w) and is_chat_word(w))

    titled = any(w[:1].isupper() for w in words[a:b])
    while a < b and (
        edge(words[a])
        or a + 1 < b
        and words[a] in PARTICLES
        and (words[a] in _ARTICLES or not _particle_leads(words, a, b, titled))
    ):
        a += 1
    while b > a and (edge(words[b - 1]) and words[b - 1] != "." or b - 1 > a and words[b - 1] in PARTICLES):
        b -= 1
    return [(a, b)] if a < b else []


# Particles that are German articles: a name's only after ``von``/``van`` (``van der Vaart``), an
# article of the sentence where they begin it (``der Hundeschule Krall``).
_ARTICLES = frozenset("der den".split())


def _particle_leads(words: Sequence[str], a: int, b: int, titled: bool) -> bool:
    """Particles at ``a`` lead a surname (``van der Vaart``, ``de Gaulle``; capitalised where the
    writer capitalises)."""
    k = a
    while k < b and words[k] in PARTICLES:
        k += 1
    return k < b and (words[k][:1].isupper() or not titled)


def possessive(words: Sequence[str]) -> int:
    """How many characters at the end of a person's name ``words`` are a possessive ending: 2
    after a full name or a first name of the tables that is no surname too (``Imogen
    Pratchett's``, ``Aurelio's``), else 0: a surname alone with its ``'s`` is as often a shop's or
    a brand's name (``Hanratty's``, ``Marsh's``)."""
    last = words[-1]
    if len(last) <= 3 or last[-2:] not in ("'s", "’s") or not last[:1].isupper():
        return 0
    first, surname = name_kinds(last[:-2])
    return 2 if len(words) > 1 or first is not None and surname is None else 0


_NUMBER = regex.compile(r"\d+[.,:]?")


def names_nothing(words: Sequence[str], initial: bool = False) -> bool:
    """What is left of a cut span names no one: function words, punctuation and numbers, one
    ordinary word that no name table holds (``The``, ``walls``), or words of the dictionaries only,
    capitalised at most as a sentence's first (``Lemon verbena``; ``initial``: the words open a
    sentence). Two capitalised words of the language are left to the decision (``Harbour Road``)."""

    def function(w: str) -> bool:
        low = w.casefold()
        return not _ALNUM.search(w) or _NUMBER.fullmatch(w) is not None or low in CONNECTORS or is_chat_word(low)

    content = [(k, w) for k, w in enumerate(words) if not function(w)]
    if not content:
        return True
    if sum(1 for w in words[1:] if w[:1].isupper()) > 1:
        return False  # a title's capitals (``In the Heat of the Night``: ``night`` greets in chat)
    if len(content) == 1:
        word = content[0][1]
        # A word of the dictionaries in lower case (``walls``), or a frequent word no table holds.
        return is_lower(word) and _dictionary_word(word) or is_ordinary(word) and not table_features(word.casefold())
    return all(
        (is_lower(w) or k == 0 and initial and w[:1].isupper()) and _dictionary_word(w.casefold()) for k, w in content
    )


def lone_person(words: Sequence[str]) -> bool:
    """A piece of one word that the person tables know and the place tables do not (a first name
    the tagger read as an organisation together with the verb before it)."""
    return len(words) == 1 and name_kinds(words[0]) != (None, None) and not places().get((words[0].casefold(),))


# German Zipf frequency from which a noun that no table holds as a name, place or firm is the
# noun when the tagger reads it alone as a person (``hat Urlaub``, ``Klavier spielen``).
_FREQUENT_NOUN = 4.0
# English Zipf frequency from which the word is an English word too (``Mist``, ``Bank``).
_ENGLISH_WORD = 3.5


def common_noun_alone(word: str) -> bool:
    """A frequent German noun that no name, place or organisation table holds and that is no
    English word: alone, the tagger's person there is the noun (``Die Ärztin hat Urlaub``,
    ``Fieber``). A surname that is a noun is in the tables (``Engel``), and after a form of
    address the title rule reads it."""
    return (
        word[:1].isupper()
        and word in german_nouns()
        and german_frequency(word) >= _FREQUENT_NOUN
        and zipf(word.casefold(), "en") < _ENGLISH_WORD
        and not table_features(word.casefold())
    )


# A lower-case German infinitive (``spielen``, ``basteln``, ``füttern``).
_INFINITIVE = regex.compile(r"\s+\p{Ll}+(?:en|ern|eln)\b")


def object_of_infinitive(word: str, text: str, end: int) -> bool:
    """``word``, the last of a person's span that ends at ``end`` of ``text``, is a frequent noun
    (:func:`common_noun_alone`) before an infinitive: the verb's object, no part of the name
    (``Herrn Albers Klavier spielen hören``)."""
    return common_noun_alone(word) and _INFINITIVE.match(text, end) is not None
