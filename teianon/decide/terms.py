"""Words a tagger takes for private names that name no one private: academic terms, software
and products, and ordinary English words.

Four kinds of false alarm in finished chats and discussions, each judged by the shape of the
words rather than by a list of the strings that were seen:

- :func:`academic_term`: the terms of studying (a semester ``WS 12/13``, ``SoSe 2013``; a
  subject ``Romanische Philologie``, ``Politikwissenschaft``, ``Gender Studies``). A subject is
  recognised by its head (``-philologie``, ``-wissenschaft(en)``, ``-istik``, ``-ologie``,
  ``Studies``/``Studien``) with at most two adjectives before it; a name of an institute that
  holds a subject (``Institut für Romanische Philologie``) is not a term and stays proposed.
- :func:`software_version`: a software name followed by its version (``GermanFunScript V2.04``,
  ``Firefox 3.0.10``, ``Pidgin version 2``): a public-sphere work, as a brand is.
- :func:`product`: a name in the frame of a thing: after a container or measure (``ne Schüssel
  Asbach``, ``ein Glas Jägermeister``, ``a pint of Guinness``), or between a demonstrative and a
  word for a device or object (``dieses Icat teil``, ``das Tolino Ding``): a product, as a brand is.
- :func:`english_word`: a lower-case candidate in an English post that capitalises its sentences
  (a Wikipedia talk page, an e-mail), with no first name, surname or place among its words and no
  other detector behind it: careful English writes names in capitals, so ``binaries`` or
  ``astrophotography`` there is a word. Chat in lower case is never read so.

World regions (``Balkan``, ``Naher Osten``) are country words (:func:`teianon.lists.is_country_word`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex

from ..detect import DocumentContext
from ..detect.lexicon import GERMAN_SUBJECT_PRONOUNS, frequency, is_name, is_ordinary
from ..detect.nickname_post import DETERMINERS
from ..lists import english_words, german_nouns, is_first_name, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from ..tagger.features import table_features

__all__ = ["academic_term", "english_word", "predicate_noun", "product", "role_in_apposition", "software_version"]

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:[.\-_'’&/][\p{L}\p{N}]+)*")
# A semester: winter or summer, with its year(s) ("WS 12/13", "WiSe 2012/13", "SS13"). "WS" and
# "SS" alone are other abbreviations, so they need the year; "WiSe" and "SoSe" do not.
_YEAR = r"(?:\d{2}|\d{4})(?:\s?/\s?(?:\d{2}|\d{4}))?"
_SEMESTER = regex.compile(
    rf"(?:(?:WS|SS|WiSe|SoSe|Wintersemester|Sommersemester)\s?{_YEAR}|WiSe|SoSe|Wintersemester|Sommersemester)",
    regex.IGNORECASE,
)
# Heads of the names of academic subjects, German and English.
_SUBJECT_HEAD = regex.compile(
    r"(?i)\p{L}*(?:philologie|philology|wissenschaft|wissenschaften|istik|istics|ologie|ology|studies|studien"
    r"|pädagogik|didaktik)"
)
# The endings of a German or English adjective before a subject ("Romanische", "Angewandte",
# "Allgemeine", "Cultural", "Comparative").
_ADJECTIVE = regex.compile(
    r"(?i)\p{L}+(?:isch|ische|ischen|ischer|lich|liche|lichen|licher|ale|alen|aler|ive|iven|iver|te|ten|ter"
    r"|ende|enden|ender|al|ic|ical|ive|an|ish|ese)"
)
# School subjects whose names have none of those heads ("my Math test", "in Mathe", "Physik
# und Chemie"): a closed class. Languages are language words (kept by default), and a subject
# that is also a common first name ("Art") is left to the other evidence.
_SCHOOL_SUBJECTS = frozenset(
    "math maths mathematics mathe mathematik physics physik chemistry chemie biology biologie bio geography "
    "erdkunde informatik algebra geometry calculus trigonometry".split()
)
_SHARED_HEAD = regex.compile(r"\p{L}+-(?=\s)")
_JOINERS = frozenset({"und", "and", "&", "of"})

# A version: "V2.04", "v1.2.3", "ver. 5", "version 3.1"; a bare "3.0.10" or "6.35" after a name
# that is no place and no person's name (below).
_VERSION = regex.compile(
    r"\s?(?:(?:[vV](?:er(?:sion)?\.?)?|Version|version)\s?\d+(?:\.\d+)*[a-z]?(?!\w)|(\d{1,3}\.\d{1,3}(?:\.\d{1,4})*)[a-z]?(?![\w.,]\d))"
)
_TRAILING = regex.compile(r"\s+(?:[vV](?:er(?:sion)?\.?)?\s?\d+(?:\.\d+)*[a-z]?|\d{1,3}(?:\.\d+)+)$")
# A decimal followed by a noun or a unit is a quantity ("Foo 2.5 Stunden", "2.5 km"), not a version.
_NEXT_WORD = regex.compile(r"\s*(\p{L}+|%)")
_UNITS = frozenset(
    "% km m cm mm kg g h min s l ml mb gb tb kb ghz mhz hz euro eur dollar dollars usd pfund pounds "
    "prozent percent hours hour minutes minute seconds miles mile meter metres meters liter litres".split()
)
_NAMED_THINGS = frozenset({Category.ORG, Category.OTH, Category.GPE, Category.LOC, Category.GEO_DE})
# Function words of English and German: a post is read as English where it has several of the
# first and clearly fewer of the second.
_ENGLISH = frozenset(
    "the and of to is are was were be that this it for with not should would about which have has".split()
)
_GERMAN = frozenset("der die das und ist nicht ich du zu mit auf ein eine den dem sich es war wir".split())
# A sentence start: the text's start, or after a full stop, question or exclamation mark.
_SENTENCE_START = regex.compile(r"(?:^|[.!?]\s+)([\p{L}])")


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


def academic_term(text: str) -> bool:
    """A semester or an academic subject, and nothing else (``WS 12/13``, ``SoSe``,
    ``Romanische Philologie``, ``Gender Studies``)."""
    text = text.strip()
    if _SEMESTER.fullmatch(text) or text.casefold() in _SCHOOL_SUBJECTS:
        return True
    # "Sprach- und Literaturwissenschaft": the first part shares the head of the last.
    words = _words(_SHARED_HEAD.sub("", text))
    if not words or len(words) > 4 or not _SUBJECT_HEAD.fullmatch(words[-1]) or is_name(words[-1]):
        return False
    return all(_modifier(w) for w in words[:-1] if w.casefold() not in _JOINERS)


def _modifier(word: str) -> bool:
    """An adjective or a subject of its own before a subject (``Romanische``, ``Cultural``,
    ``Sprach- und Literaturwissenschaft``); never a name (``Meier Philologie``)."""
    if is_name(word) or any(f.startswith(("per=", "pl=")) for f in table_features(word.casefold())):
        return False
    return bool(
        _SUBJECT_HEAD.fullmatch(word) or _ADJECTIVE.fullmatch(word) or word.endswith("-") or _inflected_adjective(word)
    )


def _inflected_adjective(word: str) -> bool:
    """A German word with an adjective's ending that is no noun (``Allgemeine``, not
    ``Institut`` or ``Schule``)."""
    return word.endswith(("e", "en", "er", "es")) and word not in german_nouns() and is_ordinary(word.lower())


def software_version(view: PostText, mention: Mention) -> Mention | None:
    """The name of a piece of software followed by its version (``GermanFunScript V2.04``), as
    a public work (with the version where the proposal held it); None where it is no such name."""
    if mention.category not in _NAMED_THINGS or mention.corresp:
        return None
    surface = view.text[mention.start : mention.end]
    # The tagger may take the version into the name ("GermanFunScript V2.04").
    trailing = _TRAILING.search(surface)
    name_end = mention.start + trailing.start() if trailing else mention.end
    name = _words(view.text[mention.start : name_end])
    if not name or not any(c.isalpha() for c in name[-1]):
        return None
    found = _VERSION.match(view.text, name_end)
    if found is None or (found.group(1) and not _bare_version(view.text, found, name)):
        return None
    return Mention(mention.start, mention.end, Category.OTH, cert="medium", source="public.software", subtype="public")


def _bare_version(text: str, found: regex.Match[str], name: Sequence[str]) -> bool:
    """A bare number is a version after a name that is no place, person or word, with no word of
    a quantity after it and not in the shape of a date (``12.03.2013``)."""
    parts = found.group(1).split(".")
    after = _NEXT_WORD.match(text, found.end())
    # Three parts ("4.2.0") are no quantity; two ("2.5") may be one.
    if len(parts) == 2 and after and (after.group(1).casefold() in _UNITS or after.group(1) in german_nouns()):
        return False
    date = 1 <= int(parts[0]) <= 31 and 1 <= int(parts[1]) <= 12
    if date and (len(parts) == 2 or len(parts[2]) in (2, 4)):
        return False  # "Hagen 12.03." or "12.03.2013": a date
    last = name[-1]
    return not (
        places().get((last.casefold(),)) or is_name(last) or is_ordinary(last) or last.casefold() in english_words()
    )


@lru_cache(maxsize=8)
def _careful_english(text: str) -> bool:
    """An English post written with capitals: its sentences begin with one, and it has more
    English function words than German ones."""
    return _careful((text,))


def _careful(texts: Sequence[str]) -> bool:
    """English texts written with capitals: their sentences begin with one (nine in ten), and
    they have three English function words at least and three times as many as German ones."""
    folded = [w.casefold() for text in texts for w in _words(text)]
    english = sum(w in _ENGLISH for w in folded)
    german = sum(w in _GERMAN for w in folded)
    if english < 3 or english < 3 * german:
        return False
    starts = [s for text in texts for s in _SENTENCE_START.findall(text)]
    return bool(starts) and sum(s.isupper() for s in starts) >= 0.9 * len(starts)


def _careful_document(context: DocumentContext) -> bool:
    """A document in careful English: a judgment or a letter whose posts are single sentences,
    too short each to say how it is written, says it over all its posts."""
    return bool(context.cached("careful-english", lambda: _careful([v.text for v in context.views])))


@lru_cache(maxsize=8)
def _too_short_to_say(text: str) -> bool:
    """A post with too few function words to judge its language, none of whose sentences begins
    in lower case (``It doesn't say waive``): its document judges for it."""
    folded = [w.casefold() for w in _words(text)]
    if sum(w in _ENGLISH or w in _GERMAN for w in folded) >= 3:
        return False
    return all(s.isupper() for s in _SENTENCE_START.findall(text))


def english_word(
    view: PostText, mention: Mention, neighbours: Sequence[Mention], context: DocumentContext | None = None
) -> bool:
    """A lower-case candidate in careful English with no name among its words and no other
    detector proposing it: a word (``astrometric binaries``), not a name. A short post is read
    as its ``context``, the document, is written."""
    if mention.corresp or mention.category not in (*_NAMED_THINGS, Category.PER):
        return False
    surface = view.text[mention.start : mention.end]
    words = _words(surface)
    if not words or any(not w[:1].islower() for w in words):
        return False
    family = mention.source.partition(":")[0]
    if any(n is not mention and n.overlaps(mention) and n.source.partition(":")[0] != family for n in neighbours):
        return False
    # A word of the dictionary that is also a name (``sue``, ``urban``, ``river``, ``the``) is
    # written in lower case as the word: careful English capitalises the name.
    if any(w.casefold() not in english_words() and _named(w) for w in words):
        return False
    # A name no table knows ("efua", "thanh") may still be written in lower case: only the
    # dictionary's words, or words made with an English suffix, are read as words.
    if not all(w in english_words() or _ENGLISH_DERIVED.fullmatch(w) for w in words):
        return False
    if _careful_english(view.text):
        return True
    return context is not None and _too_short_to_say(view.text) and _careful_document(context)


def _named(word: str) -> bool:
    """A first name, surname or place of the tables."""
    return is_name(word) or any(f.startswith(("per=", "pl=")) for f in table_features(word.casefold()))


# Words made with an English derivational suffix ("asterisms", "astrophotography",
# "astrometric"), which names of people and places hardly ever end in.
_ENGLISH_DERIVED = regex.compile(
    r"\p{Ll}{3,}(?:isms?|ists?|graphy|graphic|metry|metric|ology|ologies|ological|ation|ations|ness|ment|ments"
    r"|ity|ities|ical|ically|ous|ive|ives|ary|aries|able|ible|ised|ized|ising|izing|ic|ics)"
)


# Containers and measures a drink or food is served in ("ne Schüssel Asbach", "a pint of").
_CONTAINERS = frozenset(
    "glas gläschen flasche fläschchen pulle schüssel tasse becher dose kasten kiste packung tüte schluck "
    "schuss kanne krug humpen".split()
)
# English ones only with "of" ("a pint of Guinness"): "can" and "shot" alone are verbs.
_CONTAINERS_OF = frozenset("pint pints glass bottle cup can mug shot box pack".split())

# Words for a device or an object that a product's name stands before ("dieses Icat teil").
_THINGS = frozenset(
    "teil ding dings gerät geraet programm tool handy modell software app gadget device thing thingy".split()
)
_DEMONSTRATIVES = frozenset("dies dieses dieser diesem diesen diese das so son sone this that these those the".split())
_NAME_WORDS = regex.compile(r"\p{L}[\p{L}\p{N}\-]*")


def product(view: PostText, mention: Mention) -> Mention | None:
    """A one-word name in the frame of a thing (:data:`_CONTAINERS` before it, or a
    demonstrative before and :data:`_THINGS` after it), as a public product; None otherwise.
    A person is never read so, nor a name someone lives in or works at (the frame has neither)."""
    if mention.category not in _NAMED_THINGS or mention.corresp:
        return None
    surface = view.text[mention.start : mention.end]
    if not _NAME_WORDS.fullmatch(surface):
        return None
    before = [w.casefold() for w in _words(view.text[max(0, mention.start - 40) : mention.start])]
    after = [w.casefold() for w in _words(view.text[mention.end : mention.end + 30])]
    contained = bool(before) and (
        before[-1] in _CONTAINERS or (len(before) > 1 and before[-1] == "of" and before[-2] in _CONTAINERS_OF)
    )
    shown = len(before) >= 1 and before[-1] in _DEMONSTRATIVES and bool(after) and after[0] in _THINGS
    if not (contained or shown):
        return None
    return Mention(mention.start, mention.end, Category.OTH, cert="medium", source="public.product", subtype="public")


# A German copula, and the subjects before it after which a noun at the clause's end says what
# someone is (``er ist Schreiner``, ``Ihr Mann Olaf Scholz ist Schreiner``), not who.
_COPULAS = frozenset("ist war wird wurde bin bist sind seid waren wäre wären".split())
_PRONOUNS = GERMAN_SUBJECT_PRONOUNS
_CLAUSE_END = regex.compile(r"\s*(?:[.!?,;:)]|$)")


def predicate_noun(view: PostText, mention: Mention, proposals: Sequence[Mention]) -> bool:
    """A German common noun alone after a copula at the clause's end, with a person or a personal
    pronoun as the subject right before the copula (``Ihr Mann Olaf Scholz ist Schreiner.``, ``sie
    wurde Bäckerin``): a trade or a role, which a tagger takes for the surname it also is. Not
    where the copula opens the clause with the name as its subject (``Am Telefon war Müller.``)
    or the subject is a name's word (``Mein Name ist Schreiner``: neither pronoun nor person)."""
    text = view.text[mention.start : mention.end]
    if mention.category is not Category.PER or not text.isalpha() or text not in german_nouns():
        return False
    if not _CLAUSE_END.match(view.text, mention.end):
        return False
    before = list(_WORD.finditer(view.text, max(0, mention.start - 60), mention.start))
    if len(before) < 2 or before[-1].group().casefold() not in _COPULAS:
        return False
    subject = before[-2]
    if view.text[subject.end() : before[-1].start()].strip():
        return False  # a comma or a quote between: another clause
    if subject.group().casefold() in _PRONOUNS:
        return True
    return any(p.category is Category.PER and p.end == subject.end() and p is not mention for p in proposals)


# The words before a determiner that make a title of the noun after it (``Herr Doktor``), or
# that a name may follow with an article in German chat (``der Herr Koch``): no word's frame.
_TITLED = frozenset("herr herrn frau mr mrs ms dr".split())


_NAME_KINDS = frozenset({Category.PER, Category.ORG, Category.OTH, Category.LOC, Category.GPE})


def word_after_determiner(view: PostText, mention: Mention) -> bool:
    """A tagger's one-word person that is a German noun, or its name of any kind that is a
    lower-case English word, right after a determiner (``der Koch kam spät``, ``ein Fuchs im
    Garten``, ``the baker was closed``): the word, which the tagger takes for the surname it
    also is. Held for review rather than dropped: German chat puts an article before a surname
    too (``der Koch hat angerufen``)."""
    text = view.text[mention.start : mention.end]
    if mention.corresp or not text.isalpha():
        return False
    # A lower-case English word is no name of any kind there (``a baker makes bread``); a
    # capitalised German noun is only no person's (``die Post``, ``der Spiegel`` name firms).
    english = text.islower() and text in english_words() and mention.category in _NAME_KINDS
    # The noun list holds some first names (``Anna``, ``Hans``): ``die Anna`` is a person.
    noun = text in german_nouns() and not is_first_name(text.casefold())
    if not (english or mention.category is Category.PER and noun):
        return False
    before = list(_WORD.finditer(view.text, max(0, mention.start - 30), mention.start))
    if not before or view.text[before[-1].end() : mention.start].strip():
        return False
    if before[-1].group().casefold() not in DETERMINERS:
        return False
    return len(before) < 2 or before[-2].group().casefold().rstrip(".") not in _TITLED


# A part of a compound shorter than this is no word of its own ("Headteacher" is "head" +
# "teacher"; "Ob" of "Obi" is nothing).
_COMPOUND_PART = 4


def _role_word(word: str) -> bool:
    """A word of either dictionary, or a compound whose head is one (``Headteacher``,
    ``Schulsekretärin``)."""
    if word.lower() in english_words() or word in german_nouns():
        return True
    # A compound no text writes is a rare surname more often than a post (``Quellenhorst``, of
    # ``Horst``): a post's compound is attested (``Schulsekretärin``, ``Headteacher``).
    if frequency(word) == 0:
        return False
    return any(
        (word[:i].lower() in english_words() and word[i:].lower() in english_words())
        or word[i:].capitalize() in german_nouns()
        for i in range(_COMPOUND_PART, len(word) - _COMPOUND_PART + 1)
    )


def role_in_apposition(view: PostText, mention: Mention, proposals: Sequence[Mention]) -> bool:
    """A one-word person proposal that is a word, between commas right after a person's name
    (``cc: Mr Obi, Bursar, Longmead School``, ``Kopie: Frau Keller, Schulleiterin, …``): the
    person's post on a letter's copy or signature line, not a second person. A first name or
    surname of the tables there (``Mr Obi, Baker, …``) may be one, and stays proposed."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    text = view.text[mention.start : mention.end]
    # An initial is no post ("Lutterbeck, E."): a word of three letters or more, written as one.
    if len(text) < 3 or not text.isalpha() or not text[:1].isupper() or not text[1:].islower():
        return False
    if not _CLAUSE_END.match(view.text, mention.end):
        return False
    if is_name(text) or any(e.category == "PER" for e in persons().get((text.casefold(),))) or not _role_word(text):
        return False
    return any(
        p.category is Category.PER
        and p.end <= mention.start
        and _APPOSITION.fullmatch(view.text, p.end, mention.start) is not None
        for p in proposals
    )


# Between a name and its apposition: a comma.
_APPOSITION = regex.compile(r"[ \t]*,[ \t]*")
