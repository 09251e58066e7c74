"""What is not a name in chat: words a name tagger trained on news takes for names.

A chat about studying names degrees and exams (``B.Sc``, ``1-Fach-BA``, ``SAT2``, ``Abi``),
subjects and languages (``Englisch``, ``Latein``), borrows foreign phrases (``Merci beaucoup``,
``gracias amigo``), stretches and clips words (``HALLÖÖÖ``, ``hörn`` for ``hören``), speaks
baby talk (``hungi``) and abbreviates the institutions it is about (``ZVS``, ``HZO``). None of
these names a person, and the coders of the Dortmund Chat Corpus left them as they were; a
tagger that learnt from newspapers proposes them, often as sure.

The criteria, general where they can be and a list (``curated/not_names.tsv``) where they
cannot:

- :func:`reason`: every word of a span is a listed degree, language, phrase, pet form or IRC
  word (or a function word between them), or matches the ``N-Fach-X`` pattern of German degree
  names; or it is one chat spelling of a word (:func:`is_chat_spelling`: clipped ``hörn``, two
  chat words as one ``Bittesehr``; :func:`is_stretched_word`: ``HALLÖÖÖ``);
- :func:`judge` also drops an unsure ordinary word with a symbol (``@ Stats``) and a clause in
  lower case with a personal pronoun (``denk mir heute``);
- :func:`unknown_acronym`: two to five capitals (and a digit) that no name table knows and the
  web rarely writes are proposed for review only (``low``): a news acronym is often a company,
  a chat's acronym more often a public body or an exam, and neither is in the tables.

:func:`teianon.detect.lexicon.is_chat_word` reads this module inside the function, since this
one builds on the lexicon.

This module knows words, not XML; :mod:`teianon.detect.tagger` asks it about each name it would
propose (:func:`judge`), and :func:`teianon.detect.lexicon.is_chat_word` reads its word lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import demonyms, is_country_word, is_first_name, notable, organisations, persons, places, read_table
from .evidence import Words, is_common_word
from .lexicon import (
    FREQUENT,
    PERSONAL_PRONOUNS,
    chat_words,
    foreign_word,
    frequency,
    is_chat_word,
    is_name,
    is_ordinary,
    zipf,
)

TABLE = "not_names.tsv"
# Kinship words of other languages (``masi``, ``chacha``, ``teyze``): a relative, named by none.
KINSHIP_TABLE = "kinship_words.tsv"
# "1-Fach-BA", "2-Fach-Master", "Zwei-Fach-Bachelor", "Ein-Fach-Bachelor": German degree names.
_SUBJECTS = regex.compile(
    r"(?i)(?:\d+|ein|zwei|drei|mehr)-?fach-?"
    r"(?:ba|ma|bachelor|master|magister|b\.?a\.?|m\.?a\.?|studium|studiengang)\.?"
)
# A line of public transport by its kind and number (``RE 7``, ``RB43``, ``U 35``, ``ICE 578``,
# ``STR 301``): a line, no place (motorways, ``A 40``, ``M4``, are places and not here).
# Not S, EC or SE, which are postcode districts of Sheffield and London as well ("moved to S11").
_TRANSPORT_LINE = regex.compile(r"(?:U|RE|RB|RS|IC|ICE|IRE|STR|MEX)\s?\d{1,4}")
_ACRONYM = regex.compile(r"[\p{Lu}]{2,5}\d?")
_LETTER = regex.compile(r"\p{L}")
_DIGIT = regex.compile(r"\d")
# Three or more of one letter: chat's stretching (HALLÖÖÖ, jaaaa), not a double letter.
_STRETCH = regex.compile(r"(\p{L})\1{2,}")
_UMLAUTS = str.maketrans("äöüÄÖÜ", "aouAOU")
# A clipped infinitive keeps the letters before its final "n": hörn, gehn, erzähln (hören ...).
_CLIPPED = regex.compile(r"\p{Ll}+[bcdfghklmprstvwxzß]n")
# German web frequency (Zipf) from which the full form of a clipped word is an ordinary word.
CLIPPED_FULL_FORM = 4.0
# Web frequency (Zipf, German or English) from which an acronym is one everyone knows (AOK 3.5,
# ADAC 3.8, DGB 3.6; ZVS 1.7, HZO 0; universities' acronyms stay below: UDE 3.1, HAW 3.1).
WELL_KNOWN_ACRONYM = 3.3
# Personal pronouns: a span of lower-case words with one of them is a clause, not a name.
_PRONOUNS = PERSONAL_PRONOUNS
# Web frequency (Zipf) from which a word in such a clause is the word, whatever a table says.
FREQUENT_PLAIN = 4.0
# The shortest part of two chat words written as one.
COMPOUND_PART = 4
# Words that may stand between listed words without breaking a phrase ("Englisch und Latein").
_JOINERS = frozenset("und oder and or & / , la le de".split())


def _key(text: str) -> str:
    return " ".join(text.casefold().split())


@lru_cache(maxsize=1)
def kinship_words() -> frozenset[str]:
    """The kinship words of the languages chat borrows them from (``curated/kinship_words.tsv``),
    case-folded: a form of address, like ``Oma``, that names a relative and no one by name."""
    return frozenset(row[0].casefold() for row in read_table(KINSHIP_TABLE) if row)


@lru_cache(maxsize=1)
def not_names() -> dict[str, str]:
    """Listed form (case-folded, single-spaced) → kind (degree, language, subject, campus,
    phrase, endearment, irc, kinship)."""
    table: dict[str, str] = dict.fromkeys(kinship_words(), "kinship")
    for row in read_table(TABLE):
        if len(row) >= 2:
            table[_key(row[0])] = row[1]
            table.setdefault(_key(row[0]).rstrip("."), row[1])
    return table


@lru_cache(maxsize=1)
def _listed_words() -> dict[str, str]:
    """Every single word of the list, also the words of its phrases, with the kind."""
    words: dict[str, str] = {}
    for form, kind in not_names().items():
        for word in form.split():
            words.setdefault(word, kind)
    return words


def _listed(word: str) -> str | None:
    folded = word.casefold()
    kind = not_names().get(folded) or not_names().get(folded.rstrip("."))
    if kind == "office" and not word.isupper() and is_first_name(folded.rstrip(".")):
        # A form's label that is a first name too (``NINO``, ``VIN``) is the label in capitals
        # only: ``danke Nino`` thanks a person (the label before its number: number_labels).
        return None
    return kind


def _phrase_word(word: str) -> str | None:
    """A word of a listed foreign phrase (``vista`` of ``hasta la vista``): in a span of several
    words only (``Dias`` alone is a surname, ``buenos dias`` a greeting)."""
    kind = _listed_words().get(word.casefold())
    return kind if kind == "phrase" else None


def is_phrase(text: str) -> bool:
    """A listed foreign phrase of greeting or thanks (``grazie mille``, ``ciao bella``)."""
    return not_names().get(_key(text)) == "phrase"


def in_phrase(words: Words, i: int) -> bool:
    """``grazie mille``: word i and a neighbour make a listed foreign phrase."""
    return (
        i > 0
        and is_phrase(f"{words[i - 1].text} {words[i].text}")
        or i + 1 < len(words)
        and is_phrase(f"{words[i].text} {words[i + 1].text}")
    )


def is_chat_spelling(word: str) -> bool:
    """A foreign greeting or thanks (``gracias``), an infinitive clipped as chat speaks it
    (``hörn`` for ``hören``), or two chat words written as one (``Bittesehr``).

    Pet forms (``Mausi``) and IRC words (``NickServ``) are no chat spellings here: chatters and
    bots take them as nicknames, which the linker must not need more evidence for; a name the
    tagger proposes of them alone is dropped by :func:`reason` all the same."""
    if not_names().get(word.casefold()) == "phrase":
        return True
    return _is_clipped(word) or _is_chat_compound(word)


@lru_cache(maxsize=50_000)
def _is_chat_compound(word: str) -> bool:
    """Two chat words written as one (``Bittesehr``, ``dankeschön``, ``nabendallerseits``), each
    of four letters or more: so short a part (``da`` + ``na``) would split names too."""
    folded = word.casefold()
    if len(folded) < 2 * COMPOUND_PART or not folded.isalpha():
        return False
    words = chat_words()
    # Both parts are chat words, so neither is longer than the longest: a long word is no
    # compound at once, instead of being sliced at every cut (the square of its length).
    longest = _longest_chat_word()
    if len(folded) > 2 * longest:
        return False
    return any(
        folded[:k] in words and folded[k:] in words
        for k in range(max(COMPOUND_PART, len(folded) - longest), min(longest, len(folded) - COMPOUND_PART) + 1)
    )


@lru_cache(maxsize=1)
def _longest_chat_word() -> int:
    return max(map(len, chat_words()), default=0)


@lru_cache(maxsize=50_000)
def _is_clipped(word: str) -> bool:
    if not _CLIPPED.fullmatch(word):
        return False
    return zipf_frequency(word[:-1] + "en", "de") >= CLIPPED_FULL_FORM


def _known_to_tables(folded: str, *, ambiguous: bool = True) -> bool:
    """A name table knows the word; without ``ambiguous``, only as no common word too."""
    key = (folded,)
    if ambiguous:
        return key in places() or key in persons() or key in organisations() or key in notable()
    return (
        any(not e.ambiguous for table in (places(), persons()) for e in table.get(key))
        or key in organisations()
        or key in notable()
    )


@lru_cache(maxsize=50_000)
def is_stretched_word(word: str) -> bool:
    """``HALLÖÖÖ``, ``jaaaa``, ``süüüß``: a word stretched by repeating a letter, whose plain
    form is an ordinary or chat word that no name table knows (``doooortmund`` stays a place)."""
    if not _STRETCH.search(word):
        return False
    for repeat in (r"\1", r"\1\1"):
        plain = _STRETCH.sub(repeat, word)
        for form in dict.fromkeys((plain, plain.translate(_UMLAUTS))):
            # A greeting is a greeting, also where a place bears its name (Hallo).
            if is_chat_word(form):
                return True
            if _known_to_tables(form.casefold(), ambiguous=False):
                return False
            if is_ordinary(form):
                return True
    return False


def reason(words: Sequence[str]) -> str | None:
    """Why a span of these words (tokens, punctuation included) names nobody, or None."""
    letters = [w for w in words if _LETTER.search(w)]
    if not letters:
        return None
    if _TRANSPORT_LINE.fullmatch(" ".join(w for w in words if w.strip())):
        return "transport"
    whole = _listed(" ".join(letters))
    if whole is not None:
        return whole
    kinds = []
    for word in letters:
        if _SUBJECTS.fullmatch(word):
            kinds.append("degree")
        elif (kind := _listed(word) or (_phrase_word(word) if len(letters) > 1 else None)) is not None:
            kinds.append(kind)
        elif word.casefold() in _JOINERS:
            continue
        elif len(letters) > 1 and not word.isupper() and is_chat_word(word.lstrip("@#")):
            # "Moin Moin": greetings, interjections, function words; but one of them alone may be
            # a name ("Will", "May"), and in capitals a place ("US", "LA").
            kinds.append("chat")
        else:
            break
    else:
        if kinds:
            return kinds[0]
    if len(letters) == 1:
        word = letters[0].lstrip("@#")
        if is_stretched_word(word):
            return "stretched"
        if is_chat_spelling(word):
            return "chat"
        if is_chat_word(word) and not word.isupper() and not persons().get((word.casefold(),)):
            # A greeting or an interjection of the lists that no person table knows as a
            # name ("Moin zusammen", "Servus Leute", "Hiya all"): the tagger reads a
            # capitalised one at a post's start as a name; "Will", "May" are names too.
            return "chat"
        if _borrowed_word(word):
            # "Canım, ich hab …", "kochanie": a frequent word of a language chat borrows from
            # (a term of endearment, above all) that no name table knows names nobody.
            return "foreign"
        if _language_word(word):
            # "reading Harry Potter in German", "speaks Polish": a country's language or
            # people, which the demonym detector proposes as GEO_DE where the policy asks.
            return "language"
    if _WEEKDAY_POSSESSIVE.fullmatch("".join(words).strip()):
        return "calendar"  # "Saturday's race", "am Montag's": the day's, no place or person
    return None


def _borrowed_word(word: str) -> bool:
    """A frequent word of another language (:func:`~teianon.detect.lexicon.foreign_word`) that no
    name table knows, and no word of German or English that could be a name's (``Pizza`` stays
    to the tagger's reading)."""
    folded = word.casefold()
    return len(folded) >= 3 and foreign_word(folded) and not _known_to_tables(folded) and frequency(folded) < FREQUENT


def _language_word(word: str) -> bool:
    """A country's language or nationality word of the curated demonyms in English (``German``,
    ``Polish``; English writes it more than German does), capitalised as a language is, no place (``Germany`` is the
    place tables'), and no name of the person tables but a rare one."""
    key = (word.casefold(),)
    if not word[:1].isupper() or not (is_country_word(key) or any("c" in e.flags for e in demonyms().get(key))):
        return False
    if zipf(key[0], "en") <= zipf(key[0], "de"):
        return False  # "Deutsch", "Deutschen": the German word, whose tagger reads GEO_DE as the corpora do
    return not places().get(key) and not any(e.weight > 0 for e in persons().get(key))


# A day of the week with a possessive ending, as one token or two.
_WEEKDAY_POSSESSIVE = regex.compile(
    r"(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*['’]s?|(?:mon|diens|donners|frei|sams|sonn)tag['’]?s"
)


def is_degree(word: str) -> bool:
    """A degree or exam (``B.Sc``, ``M.A.``, ``1-Fach-BA``): never part of a name beside it."""
    return bool(_SUBJECTS.fullmatch(word)) or _listed(word) == "degree"


def unknown_acronym(words: Sequence[str]) -> bool:
    """Two to five capitals (perhaps with a digit) that no name table knows and the web rarely
    writes: ``ZVS``, ``HZO``. (A frequent one, ``AOK``, ``ADAC``, is a body everyone knows:
    :mod:`teianon.annotate.public` keeps it.)"""
    letters = [w for w in words if _LETTER.search(w)]
    return (
        len(letters) == 1
        and _ACRONYM.fullmatch(letters[0]) is not None
        and not _known_to_tables(letters[0].casefold())
        and frequency(letters[0]) < WELL_KNOWN_ACRONYM
    )


def _ordinary_unknown(word: str) -> bool:
    return not _known_to_tables(word.casefold()) and (is_ordinary(word) or is_common_word(word))


def _plain_word(word: str) -> bool:
    """A chat word (``mir``), or an ordinary word that is no common personal name and that the
    name tables know at most as a rare one (``denk`` is a surname somewhere, and frequent)."""
    if is_chat_word(word):
        return True
    return (
        is_ordinary(word)
        and not is_name(word)
        and (frequency(word) >= FREQUENT_PLAIN or not _known_to_tables(word.casefold(), ambiguous=False))
    )


def judge(words: Sequence[str], cert: str) -> str | None:
    """The certainty a tagger's name of these words keeps in chat: None where it names nobody,
    ``low`` (for review) where it is an acronym no table knows, else ``cert``."""
    if reason(words) is not None:
        return None
    letters = [w for w in words if _LETTER.search(w)]
    if (
        cert == "low"
        and len(letters) == 1
        and len(words) > 1
        and _ordinary_unknown(letters[0])
        and not any(_DIGIT.search(w) for w in words)
    ):
        return None  # "@ Stats": an ordinary word with a symbol is judged as the word alone
    if (
        len(letters) > 1
        and any(w.casefold() in _PRONOUNS for w in letters)
        and all(w[:1].islower() and _plain_word(w) for w in letters)
    ):
        return None  # "denk mir heute": a clause in lower case (a name, "news aktuell", has no pronoun)
    if cert != "low" and unknown_acronym(words):
        return "low"
    return cert
