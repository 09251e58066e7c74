"""PER: what the name tables and the dictionaries say of one word, for :mod:`.person`.

Whether a word is a first name or a surname of the tables (in another spelling or the genitive
too), whether it is also an ordinary word, a place or a firm, whether it is written as a name is,
and whether a capitalised noun after a first name reads as the surname (``Józef Fuß``) or as the
noun (``Lisa Blumen``). Split from the detector, which weighs these readings in context.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import regex

from ..lists import Entry, demonyms, english_words, german_nouns, is_first_name, organisations, persons, places
from ..read import textview
from .evidence import Word, Words, is_common_word, is_compound_noun, is_plain_word
from .institution_words import institution_compound
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, german_frequency, is_chat_word
from .line_breaks import street_ends_line
from .not_persons import office_after_town
from .person_context import ADDRESS_WORDS, CLEAR, CUE_WORDS, POLITE_PRONOUNS, in_a_date
from .person_titles import FORMS_OF_ADDRESS, PARTICLES, names_profession
from .private_cues import words as cue_words
from .syllable_names import syllable_given_name

# Words that join two names ("Emre und Büşra"; "&" is no word to the detectors' word lists).
CONJUNCTIONS = frozenset("und and oder or sowie".split())
MAX_WORDS = 4
# Zipf frequency from which a listed name is treated as an ordinary word ("das", "man", "will").
FREQUENT_WORD = 5.0
# Zipf frequency from which a listed name is too common a word to be one by its context
# ("sie", "einer", "schön", "davon"; "Paul", "Michael" and "David" stay below it).
ORDINARY_IN_CONTEXT = 5.5
# A surname alone from this frequency is also an ordinary word ("Jung", "Frisch", "Kurz").
FREQUENT_SURNAME = 4.0
# A single word that is a place of this size is read as the place, not as a surname.
PLACE_OVER_NAME = 10_000


@lru_cache(maxsize=100_000)
def name_kinds(text: str) -> tuple[Entry | None, Entry | None]:
    """The first-name and the surname reading of a word, if the lists have them (per word type)."""
    entries = lookup_names(text)
    first = next((e for e in entries if e.kind == "first"), None)
    last = next((e for e in entries if e.kind == "last"), None)
    return first, last


def is_ambiguous_name(entry: Entry | None, text: str) -> bool:
    """A name that is also a word ("Mark", "Will", "Das", "Man") needs more than its string.

    A German noun is capitalised, so a lower-case "anna" cannot be the noun "Anna".
    """
    if entry is None:
        return False
    noun = "n" in entry.flags and text[:1].isupper()
    return noun or "w" in entry.flags or frequency(text) >= FREQUENT_WORD


def common_not_name(words: Words, i: int) -> bool:
    """Word i, a first name of the tables, read as an ordinary word: a word of the dictionaries,
    or a compound whose first part has three letters or more. A name is seldom a German
    compound with a two-letter first part, however its end reads (``Ismail`` is no ``Is-mail``)."""
    if not words.common(i):
        return False
    text = words[i].text
    if syllable_given_name(text) is not None:
        return False  # "Hye-won" is no compound of the currency "Won"
    return is_plain_word(text) or text[:1].isupper() and is_compound_noun(text, modifier=3)


def known_elsewhere(key: tuple[str, ...] | None) -> bool:
    return key is not None and (key in organisations() or key in places())


def better_read_as_place(text: str) -> bool:
    """ "Berlin", "Paris", "Siemens" alone are a place or an organisation before a surname."""
    key = (text.casefold(),)
    if key in organisations() or key in demonyms():
        return True
    return any(e.weight >= PLACE_OVER_NAME for e in places().get(key))


def lookup_names(text: str) -> list[Entry]:
    entries = persons().get((text.casefold(),))
    if not entries and len(text) > 3 and text.endswith(("s", "'s", "’s")):
        entries = persons().get((text.rstrip("s").rstrip("'’").casefold(),))  # genitive: Merkels
    if not entries:
        # The tables spell some names without their letters' marks: Ayşe as Ayse, Małgorzata.
        plain = without_marks(text.casefold())
        if plain != text.casefold():
            entries = persons().get((plain,))
    if not entries and (syllables := syllable_given_name(text)) is not None:
        entries = [syllables]
    if not entries and text.count("-") == 1:
        entries = _double_first_name(text)
    return entries


def _double_first_name(text: str) -> list[Entry]:
    """``Torben-Hauke``, ``Jan-Ole``, ``Marie-Claire``: two first names of the tables joined by a
    hyphen, which the tables hold only in their common pairs (``Anna-Lena``). Of the first
    name's sex; never a word, whatever its parts are."""
    parts = text.split("-")
    if any(len(p) < 2 or not p.isalpha() for p in parts):
        return []
    firsts = [next((e for e in persons().get((p.casefold(),)) if e.kind == "first"), None) for p in parts]
    calendar = CALENDAR_LONG
    if any(
        e is None or e.ambiguous or is_plain_word(p) or p.casefold() in calendar
        for e, p in zip(firsts, parts, strict=True)
    ):
        return []  # "Sing-Sing", "West-Nil", "Mai-Juni": words and months, no double first name
    sex = "".join(f for f in (firsts[0].flags if firsts[0] else "") if f in "mf")
    return [Entry(text, "PER", "first", 0, sex, "double-first")]


_MARKS = regex.compile(r"\p{Mn}+")
_UMLAUTS_KEPT = str.maketrans({"ä": "\x01", "ö": "\x02", "ü": "\x03"})
_PLAIN_LETTERS = str.maketrans({"ł": "l", "ı": "i", "ø": "o", "đ": "d", "ð": "d", "æ": "ae", "œ": "oe"})


def without_marks(text: str) -> str:
    """``ayşe`` -> ``ayse``, ``małgorzata`` -> ``malgorzata`` (German umlauts stay: ``jürgen``)."""
    if text.isascii():
        return text
    kept = text.translate(_UMLAUTS_KEPT)
    plain = _MARKS.sub("", unicodedata.normalize("NFKD", kept)).translate(_PLAIN_LETTERS)
    return plain.replace("\x01", "ä").replace("\x02", "ö").replace("\x03", "ü")


def in_dictionary(entries: tuple[Entry | None, ...]) -> bool:
    """A dictionary (German nouns, English words) holds the name as a word, in any case (chat
    writes nouns in lower case too)."""
    return any(e is not None and e.ambiguous for e in entries)


_SCOTTISH = regex.compile(r"(?:Mc|Mac)\p{Lu}\p{Ll}+")


def written_as_name(text: str) -> bool:
    """Capitalised as a name is: ``Anna-Lena``, ``McKenzie``, ``O'Brien``, or all in capitals
    (``DANKE MEHMET``); not with capitals inside (``ManU``)."""
    if text.isupper():
        return True
    return all(
        part[:1].isupper() and (part[1:].islower() or not part[1:] or _SCOTTISH.fullmatch(part))
        for part in regex.split(r"[-'’]", text)
        if part
    )


def particle_leads(words: Words, i: int) -> bool:
    """Word i, a particle of names, is read as one: a name follows it (``Van Halen``, ``van der
    Berg``), or it is too common or too short a word to be a first name alone (``von``, ``le``). ``Van answers
    all questions``: nothing follows that the particle could lead, so it is the first name."""
    if too_common(words[i]) or len(words[i].text) < 3:
        return True  # (an article of another language too: "Le film est bon")
    if i > 0 and words[i - 1].folded in _DETERMINERS:
        return True  # "the van replied", "der van meinte": a noun after an article, no first name
    j = i + 1
    return j < len(words) and words.adjacent(i, j) and (words[j].capitalised or words[j].folded in PARTICLES)


def too_common(word: Word) -> bool:
    """A function word or one of the commonest words ("einer", "sie", "davon"), which the name
    tables hold as well: no context makes it a name, only a title or an introduction."""
    return is_chat_word(word.text) or frequency(word.text) >= ORDINARY_IN_CONTEXT


def possessive_first_name(text: str) -> bool:
    """A first name of the tables with its genitive or possessive ending (``Wiebkes``, ``Kofi's``,
    ``Max'``), where the bare name is the table's and the whole is no name of its own (``Annas``,
    ``Niklas`` are): the noun after it is what the person owns, never a surname."""
    first = name_kinds(text)[0]
    if first is None or first.form.casefold() == text.casefold():
        return False
    return text.casefold() in {first.form.casefold() + ending for ending in ("s", "'s", "’s", "'", "’")}


def owns_next(words: Words, i: int) -> bool:
    """Word i a first name's possessive (:func:`possessive_first_name`) before an ordinary word,
    what the person owns (``Wiebkes Hund``, ``Mary's heart``); not before a surname the tables
    lack (``Charitas Pirkheimer`` is a name whose bare form the tables hold as ``Charita``)."""
    if not possessive_first_name(words[i].text) or i + 1 >= len(words) or not words.adjacent(i, i + 1):
        return False
    if i > 0 and words[i - 1].folded.rstrip(".") in _SAINTS:
        return False  # "St. Patrick's Day", "Sankt Marien": a saint's feast or church, no owner
    owned = words[i + 1]
    # A word as it stands, not a compound reading ("Pirk-heimer"): a surname is often one.
    return not owned.capitalised or is_plain_word(owned.text)


def genitive_before_noun(words: Words, i: int) -> bool:
    """``Ahmeds Auto``, ``Mareikes Seminar``, ``Kofi's car``: a first name with the genitive
    ending, before the noun it owns (the tables read the ending; the tagger rarely does). A
    compound reading of the whole does not count against a name of the tables (``Gottfrieds``
    is no ``Gott-frieds``), a word of the language does (``Remis``, ``Franks``)."""
    text = words[i].text
    after = words.following(i, limit=1)
    if not after or not text.endswith("s"):
        return False
    if town_before_office(words, i):
        return False  # "Londons Bürgermeister": a town's office (teianon.detect.not_persons)
    if text[-2] not in "'’" and len(text) <= 4 and not after[0].capitalised:
        return False  # "Tres bien": a short name's German genitive stands before a noun
    ours = possessive_first_name(text) and not is_plain_word(text)
    return ours or not is_common_word(text)


def town_before_office(words: Words, i: int) -> bool:
    """Word i a town's genitive right before its office (``Sydneys Bürgermeisterin``): the town."""
    return i + 1 < len(words) and words.adjacent(i, i + 1) and office_after_town(words[i].text, words[i + 1].text)


def noun_surname(word: Word) -> bool:
    """A capitalised German noun right after a first name that is no word (``Józef Fuß``, ``Kasia
    Vogel``): the surname, which the tables cannot all hold. A first name and a bare noun as
    its object (``Mary Geld schulden``) is far rarer than a name, and a function word, a
    form of address, a first name or a cue is none (``Anna Sie``, ``Anna Frau``)."""
    text = word.text
    return (
        len(text) >= 3
        and written_as_name(text)
        and not text.isupper()
        and not is_chat_word(text)
        and word.folded not in CUE_WORDS
        and word.folded not in POLITE_PRONOUNS
        and name_kinds(text)[0] is None
        and frequency(text) < ORDINARY_IN_CONTEXT
        and not inflected_noun(text)
        and not text.endswith(_ABSTRACT_ENDINGS)
        # A German noun, the kind German surnames are: an English word after a first name is
        # more often a name of another kind (``Georgia Tech``, ``Victoria Station``).
        and text in german_nouns()
        # lower(), not casefold(): casefold makes "Fuß" the English "fuss".
        and text.lower() not in english_words()
    )


# Suffixes of German abstract nouns (``Botschaft``, ``Hoffnung``, ``Freiheit``, ``Nation``):
# German surnames are old words for trades, animals, places and looks (``Fuß``, ``Vogel``,
# ``Koch``), never such derivations, which after a first name are its object (``erwartete
# Wladislaw Botschaft``).
_ABSTRACT_ENDINGS = ("ung", "heit", "keit", "schaft", "tion", "ität", "nis", "ismus")


# Endings of German plurals and cases: ``Blumen``, ``Kinder``, ``Autos`` are no surname after a
# first name, but its object (``Lisa Blumen schenken``).
_NOUN_ENDINGS = ("en", "n", "e", "er", "s")


def inflected_noun(text: str) -> bool:
    """A German noun that is another noun with an ending (``Blumen`` of ``Blume``)."""
    nouns = german_nouns()
    return any(text.endswith(e) and len(text) - len(e) >= 3 and text[: -len(e)] in nouns for e in _NOUN_ENDINGS)


# Zipf frequency under which a word after a line break is no word of the language to speak of
# (``Haapakoski``), as a line's first word that starts a sentence (``Danke``, ``Schreib``,
# ``Sonntag``) always is one.
_RARE = 3.0


def name_across_break(before: str, after: str) -> bool:
    """Whether a line break between ``before`` and ``after`` lies inside a person's name
    (``Mr. Eero<lb/>Vänskä``) or a place's (``Bad<lb/>Kissingen``, ``St.<lb/>Ingbert``).

    A person's: a first name of the tables or a form of address before it, and after it a
    surname of the tables that is no word of the language, a rare word of none, or a double
    surname (``Peter<lb/>Danke nochmal``, ``bei Maria<lb/>Sonntag`` start a new sentence). An
    empty side is not judged. A place's: :func:`place_across_break`. A street's word before the
    break ends an address's line (``Back Lane<lb/>Stowford``)."""
    if place_across_break(before, after):
        return True  # before the street's word: St.<lb/>Blasien is Sankt Blasien
    if street_ends_line(before):
        return False
    if before.endswith(".") or (
        before and not (before.casefold() in FORMS_OF_ADDRESS or is_first_name(before.casefold()))
    ):
        return False
    if not after:
        return True
    if not is_plain_word(after) and (_surname(after) or frequency(after) < _RARE):
        return True
    # A double surname (``Hoffmann-Kleist``, ``Müller-Wienand``): one part a surname of the
    # tables, each a surname or no word (``Online-Kurs``, ``Sonntag-Abend`` start a sentence).
    parts = after.split("-")
    surnames = [_surname(p) for p in parts]
    return (
        len(parts) > 1
        and all(parts)
        and any(surnames)
        and all(s or not is_plain_word(p) for s, p in zip(surnames, parts, strict=True))
    )


def double_surname(text: str) -> bool:
    """A double surname after a first name, on one line or across one: ``Brackelmann-Sievering``,
    ``Hoffmann-Kleist``; two or three capitalised parts, each a surname of the tables or a rare
    word of no dictionary (``Online-Kurs``, ``Sonntag-Abend`` are words)."""
    parts = text.split("-")
    return (
        1 < len(parts) <= 3
        and all(len(p) >= 3 and p[:1].isupper() and p[1:].islower() for p in parts)
        and all(_surname(p) or (not is_plain_word(p) and frequency(p) < _RARE) for p in parts)
    )


# A saint's name shortened, as towns are written (``St. Ingbert`` of ``Sankt Ingbert``).
_SAINT = {"st": ("sankt", "saint", "st"), "st.": ("sankt", "saint", "st."), "ste.": ("sainte",), "ste": ("sainte",)}


def place_across_break(before: str, after: str) -> bool:
    """Whether ``before`` and ``after`` are the two words of a place of the tables (``Bad Kissingen``,
    ``Sankt Blasien``, ``St. Ingbert``, ``New York``): a break between them is inside its name. A
    line that ends in a word that starts places (``Bad``) and goes on with another word (``im
    Bad<lb/>Wasser``) names none."""
    if not before or not after:
        return False
    head = before.casefold()
    return any(places().get((h, after.casefold())) for h in _SAINT.get(head, (head,)))


def _surname(word: str) -> bool:
    return any(e.kind == "last" for e in persons().get((word.casefold(),)))


textview.name_across_break = name_across_break


def rare_surname(text: str) -> bool:
    """A capitalised word that reads as a surname and as nothing else: a double surname
    (``Achterberg-Nwosu``), or a word no dictionary, place or firm table has and the web seldom
    writes (``Wójcikowska``, ``Thistlewood``). After a first name that is also a word
    (``Prudence``, ``Honor``), such a word makes the pair a person's name: a word would follow the
    word (``Hope Street``, ``Grace period``), a town or a firm the tables know (``Will Hamburg``)."""
    if not (text[:1].isupper() and not text.isupper() and written_as_name(text)):
        return False
    if known_elsewhere((text.casefold(),)) or better_read_as_place(text):
        return False
    if double_surname(text):
        return True
    # A compound reading counts only for a word the web writes at all: a surname is often made
    # like a compound (``Wendel-born``, ``Oster-hage``) and written nowhere else.
    compound = is_common_word(text) and (is_plain_word(text) or frequency(text) > 0)
    return "-" not in text and len(text) >= 4 and not compound and frequency(text) < _RARE


def unknown_before_double(words: Words, i: int) -> bool:
    """``Leontyne Abara-Fitzgerald``: word i, capitalised and in no table or dictionary, right
    before a double surname on the same line. The first name the tables lack goes with the
    surname; left out it stays readable beside the replaced surname."""
    word = words[i]
    if not (word.capitalised and i + 1 < len(words) and words.adjacent(i, i + 1)) or "-" in word.text:
        return False
    after = words[i + 1].text
    return (
        double_surname(after)
        and rare_surname(after)
        and written_as_name(word.text)
        and len(word.text) >= 3
        and not is_chat_word(word.text)
        # Not the compound test: a long name of another language reads as one (Oluwa|damilare).
        and not is_plain_word(word.text)
        # A hamlet's name is a first name there as often (Lenne): only a town of some size
        # or a firm reads as itself before a surname.
        and not better_read_as_place(word.text)
        and frequency(word.text) < _RARE
    )


def role_before_double(words: Words, i: int, titles: frozenset[str]) -> bool:
    """``die Anwältin Okafor-Brandt``, ``our accountant Mensah-Hale``: word i, a double surname
    that names no place or firm of the lists, right after a profession,
    a role or a relation. One listed surname after such a word is found by its context; a double
    one the tables do not hold as a whole, and read apart only its rare half was proposed."""
    word = words[i]
    if i == 0 or "-" not in word.text or not word.capitalised or not words.adjacent(i - 1, i):
        return False
    before = words[i - 1].folded
    # After a form of address the title rule decides (it knows "Frau Marien-Krankenhaus" is none).
    # A relation is a role; a word chat addresses anyone by is none ("Bro Tri-Engel", a pun).
    relation = relation_word(before) and before not in ADDRESS_WORDS
    if before.rstrip(".") in FORMS_OF_ADDRESS or not (names_profession(before, titles) or relation):
        return False
    if institution_compound(word.text):
        return False  # "die Ärztin Marien-Hospital": an institution's name
    parts = word.text.split("-")
    # The role speaks for the name, so one half may be a word too (``Hagedorn``, ``Winter``),
    # but one at least must read as a surname, and the whole be no word (``Anglo-Saxon``).
    # A compound of nouns says what the role is about (:func:`noun_compound`).
    return (
        1 < len(parts) <= 3
        and all(len(p) >= 2 and p[:1].isupper() and p[1:].islower() for p in parts)
        and any(_surname(p) or (not is_plain_word(p) and frequency(p) < _RARE) for p in parts)
        and not noun_compound(word.text)
        and not is_plain_word(word.text)
        and word.folded not in english_words()
        and not known_elsewhere((word.folded,))
    )


def noun_compound(text: str) -> bool:
    """``Kraft-Ausdauer``, ``Lauf-Technik``: a hyphenated word whose parts are all words of the
    dictionaries and not all surnames. German joins nouns with a hyphen; after a role word such
    a compound says what the role is about, not who fills it (``unser Trainer Kraft-Ausdauer``).
    Two surnames that are words too stay a name (``Bauer-Fischer``)."""
    parts = text.split("-")
    return (
        len(parts) > 1
        and all(part and is_plain_word(part) for part in parts)
        and not all(_surname(part) for part in parts)
    )


def lower_surname(words: Words, j: int) -> bool:
    """``hamish macleod``, ``thandi ndlovu``: word j, in lower case, right after a first name of
    the tables that chat writes in lower case too, is the surname where it is no word of either
    language nor of chat (the tables cannot hold every surname; a word would be ``anna kommt``),
    in a post written in lower case."""
    word = words[j]
    if j == 0 or word.capitalised or len(word.text) < 4 or not _LOWER_NAME.fullmatch(word.text):
        return False
    before = words[j - 1]
    if (
        before.capitalised
        or name_kinds(before.text)[0] is None
        or is_ambiguous_name(name_kinds(before.text)[0], before.text)
    ):
        return False
    return (
        word.folded not in CUE_WORDS
        and not is_chat_word(word.text)
        and not words.common(j)
        and not is_common_word(word.text)
        and frequency(word.text) < _RARE
        and not known_elsewhere((word.folded,))
        and not participle(word.folded)
        and _lower_case(words)
    )


# A German past participle of a weak verb: ``ge`` + stem + ``t``/``et`` (``gechattet``,
# ``gezockt``, ``geskypt``); the stem's infinitive, or the stem itself (a verb chat borrows from
# English), is a word in use.
_PARTICIPLE = regex.compile(r"ge(\p{Ll}{3,}?)e?t")
_IN_USE = 2.5


def participle(folded: str) -> bool:
    """``folded`` is a German weak verb's past participle (``gechattet``, not ``gebhardt``): after
    a first name in lower case it is the clause's verb (``hab mit georgia gechattet``), no surname."""
    shape = _PARTICIPLE.fullmatch(folded)
    if shape is None:
        return False
    stem = shape.group(1)
    stems = {stem, stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem}
    return any(
        german_frequency(s + "en") >= _IN_USE
        or len(s) >= 5
        and s.endswith(("el", "er"))
        and german_frequency(s + "n") >= _IN_USE
        for s in stems
    ) or any(german_frequency(s) >= _IN_USE and len(s) >= 4 for s in stems)


def _lower_case(words: Words) -> bool:
    """The post is written in lower case, as chat is: hardly a word capitalised. Where writers
    capitalise (a novel, a letter, dialect written down), a name in lower case is no name, and
    the word after it a typo or dialect (``koa gscheiter``, ``dan kleenen``)."""
    return sum(w.capitalised for w in words.words) <= 0.1 * len(words) + 1


# A name in lower case: letters and an inner hyphen (``müller-lüdenscheid``); not an apostrophe,
# which a possessive or an elided article puts there (``rain's``, ``l'abîme``).
_LOWER_NAME = regex.compile(r"\p{Ll}+(?:-\p{Ll}+)*")


def named_pair(words: Words, i: int, end: int, first: Entry | None) -> str | None:
    """The rule that makes words i to end-1, a first name of the tables and what follows it, one
    person's name without a cue, or None: ``person:word-first-name`` for a first name that is
    also a word before a surname that is none (``Prudence Achterberg-Nwosu``; not a function word:
    ``Sie``), ``person:first-name-lower`` for a surname in lower case (``hamish macleod``)."""
    word = words[i]
    if word.capitalised:
        if end != i + 2 or word.folded in POLITE_PRONOUNS or is_chat_word(word.text) or too_common(word):
            return None
        if word.folded in CALENDAR_LONG | CALENDAR_SHORT or (first is not None and _german_noun(first, word.text)):
            return None  # "August 2008", "Geographische Lage Réauville", "vom Berg Lusen": the word
        before = words.previous(i)
        if before is not None and words.adjacent(before.index, i) and before.folded in _DETERMINERS:
            return None  # "the Grace Period", "die Hoffnung": an article makes a noun of it
        if is_ambiguous_name(first, word.text) and rare_surname(words[end - 1].text):
            return "person:word-first-name"
        if first is not None and not is_ambiguous_name(first, word.text) and _unknown_surname(words[end - 1]):
            return "person:first-name-surname"  # "Anneliese Voss": a surname the tables lack
        return None
    return "person:first-name-lower" if end == i + 2 and lower_surname(words, i + 1) else None


def _unknown_surname(word: Word) -> bool:
    """A capitalised word written as a name that no dictionary, place or firm table has (the
    tagger may miss the pair where it reads the sentence as a place's or a firm's)."""
    return (
        word.capitalised
        and not word.text.isupper()
        and written_as_name(word.text)
        and len(word.text) >= 3
        and not is_plain_word(word.text)
        and not known_elsewhere((word.folded,))
        and not better_read_as_place(word.text)
        and not places().get((word.folded,))
        and not double_surname(word.text)  # the double surname's own rule, surer (person.double-surname)
    )


_SAINTS = frozenset({"st", "saint", "sankt", "san", "santa", "sainte", "ste"})
# Possessive determiners: what follows is something someone has.
POSSESSIVES = frozenset(
    "my your his her its our their mein meine meinem meinen meiner dein deine deinem deinen deiner sein seine"
    " seinem seinen seiner unser unsere unserem unseren unserer euer eure eurem euren eurer".split()
)


# Verbs after a possessive's noun that a thing does as well (``my will says``, ``mein Herz sagt``):
# after such a word in lower case, or a German noun, they say nothing of a person.
_THINGS_SAY = frozenset(
    "says said sagt sagte told tells thinks thought writes wrote schreibt schrieb denkt weiß".split()
)
_ENGLISH_POSSESSIVES = frozenset("my your his her our their".split())


def relation_word(folded: str) -> bool:
    """A kinship or private relation word, or a word chat addresses people by (``sister``,
    ``boss``, ``oma``, ``mate``): some are first names of the tables too."""
    return folded in cue_words("relation") or folded in cue_words("spouse") or folded in ADDRESS_WORDS


def possessed_person(words: Words, i: int, score: int, cue: str) -> bool:
    """Word i, a first name that is also a word, after a possessive (``my Hope called``, ``my
    Jasper and I``, ``meine Rose rief an``), where the verb or the ``and I`` after it is a
    person's (``cue`` ``subject`` or ``participle``, from :func:`.person_context.person_context`):
    the person someone has, not the noun (``my hope is``). An English word capitalised after
    an English possessive reads as a name with any such cue; in lower case or as a German noun,
    only with a clear verb no thing does (``my will says`` stays the will, ``meine Rose hat``
    the flower), and never a word too common to be a name there (``ich meine sie hat``)."""
    if cue not in ("subject", "participle") or not score or relation_word(words[i].folded):
        return False  # "my sister called", "Rosamund's boss called": the relation, whom they name
    before = words.previous(i)
    if before is None or before.folded not in POSSESSIVES:
        return False
    if before.folded in _ENGLISH_POSSESSIVES and words[i].capitalised:
        return not words.sentence_initial(i)
    if score < CLEAR or too_common(words[i]):
        return False
    after = words.following(i, limit=1)
    return bool(after) and after[0].folded not in _THINGS_SAY


def after_possessive(words: Words, i: int) -> bool:
    """Word i right after a possessive determiner or a name with its possessive (``my sister``,
    ``seine oma``, ``Rosamund's sister``): where word i is also a word of the language, that word."""
    before = words.previous(i)
    if before is None or not words.adjacent(before.index, i):
        return False
    return before.folded in POSSESSIVES or possessive_first_name(before.text)


# Words after which a capitalised word is a noun, not a first name.
_DETERMINERS = frozenset(
    "der die das dem den des ein eine einem einen einer eines vom im am zum zur beim ins the a an this that".split()
)


def _german_noun(first: Entry, text: str) -> bool:
    """A first name of the tables that is a frequent German noun (``Lage``, ``Berg``): read as the
    noun before a word no table has (``Lage Réauville``); a rare one is the name (``Clementine``)."""
    return "n" in first.flags and german_frequency(text) >= 4.0


def noun_surname_after(words: Words, end: int) -> int:
    """``end`` + 1 where a first name of the tables ends the span and a noun that reads as
    its surname follows (``Józef Fuß``): whatever found the first name (a title, the tagger,
    a cue), the surname is the same person's, and left out it stays readable."""
    if end >= len(words) or not words[end - 1].capitalised or not words.adjacent(end - 1, end):
        return end
    first = name_kinds(words[end - 1].text)[0]
    if first is None or is_ambiguous_name(first, words[end - 1].text) or better_read_as_place(words[end - 1].text):
        return end
    if in_a_date(words, end - 1) or owns_next(words, end - 1):
        return end  # "Thu Jul 14": a day and a month; "Wiebkes Hund": what she owns
    return end + 1 if noun_surname(words[end]) else end
