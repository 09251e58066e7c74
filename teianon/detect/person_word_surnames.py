"""PER: surnames that are words of the language, and surnames spelt like a degree.

Many surnames are nouns, adjectives or verbs (``Fuchs``, ``Engel``, ``Stern``, ``Baker``,
``Young``), and some first names are words too (``Will``, ``Rosa``, ``Ernst``). The name rules
leave such a pair to the tagger, which keeps the first name and drops the word (``Will`` replaced,
``Fuchs`` left readable: a red-team run). Where a person is announced, the pair is one name:

- after a role, a relation or a form of address (``Mein Nachbar Will Fuchs``, ``Our teacher
  Will Baker``, ``Die Patientin Rosa Stern``), a capitalised first name and a capitalised word
  that the tables hold as a surname or that is a noun (``person:word-surname``);
- after an introduction in lower-case chat (``die neue heißt ernst jung``), a first name and a
  word the tables hold as a surname;
- a title of rank that the tables hold as a surname, right after a form of address and before
  no name (``Frau König hat angerufen``, ``Herr Herzog wohnt oben``; ``person:title-surname``);
- a word spelt like a degree or a title's abbreviation (``Dent``, ``Ing``, ``Med``, ``Prof``)
  without its full stop, after a form of address or a first name and before no name, is the
  surname (``Frau Dent``, ``Mr Ing was admitted``, ``Frau Roswitha Prof``).

A noun followed by an infinitive is the object of the verb, not a surname (``Wir haben Anna
Klavier spielen hören``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import english_words, german_nouns, persons, public_cues
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, is_chat_word
from .not_persons import after_saint
from .person_alone import evidence
from .person_context import ADDRESS_WORDS
from .person_titles import ACADEMIC_TITLES, DEGREE_PARTS, FORMS_OF_ADDRESS, is_title, names_profession
from .person_words import FREQUENT_WORD, better_read_as_place, is_ambiguous_name, name_kinds, owns_next, relation_word

__all__ = ["degree_surname_end", "title_surname_end", "word_surname_end"]

# Degrees and titles spelt as a surname can be (``Dent``, ``Ing``): ``Dr`` and ``Prof`` after a
# form of address are the person's title used alone (``Herr Prof hat gesagt``), no surname.
_DEGREE_WORDS = (DEGREE_PARTS | ACADEMIC_TITLES | frozenset({"prof"})) - frozenset(
    "h c hc em priv pd oa oä geschwister herren damen familien".split()
)
# Forms of address proper (not ``Dr.``, ``Prof.``, ``Familie``): a degree's word after them is a
# surname only where no name follows.
_ADDRESS = frozenset("herr herrn hr frau fr frl mr mrs ms mx miss".split())
# What may stand between a form of address and the surname: a space, or a title's full stop.
_CHAIN_GAP = regex.compile(r"\.?[^\S\n]+")
# A full stop that ends the post or its line: a sentence's, not an abbreviation's.
_CLOSING_STOP = regex.compile(r"\.[^\S\n]*(?:$|\n)")
# German Zipf frequency from which a noun that no table holds as a surname is the noun after a
# first name (``Mein Sohn Paul Fußball spielt``), not a surname.
_FREQUENT_NOUN = 4.0
# A third person's name given (``die neue heißt``, ``mein chef heisst``); not ``das heißt``,
# ``es heißt`` (``that is``, ``it is said``).
_NAMED = regex.compile(r"(?<!\b(?:das|es|was|wie|dies)\s+)\bhei(?:ß|ss)t\s+$", regex.IGNORECASE)
# A lower-case infinitive after a noun: the noun is its object (``Klavier spielen``).
_INFINITIVE = regex.compile(r"\p{Ll}+(?:en|ern|eln)")


def _word_surname(words: Words, j: int) -> bool:
    """Word j, capitalised, can be a surname that is also a word: the tables hold it as a
    surname, or it is a noun of German or a word of English, and it is no title, calendar word,
    place or firm, nor the object of an infinitive after it."""
    word = words[j]
    text = word.text
    if not word.capitalised or len(text) < 2 or text.isupper() or not text.isalpha():
        return False
    if is_title(word.folded) or word.folded in FORMS_OF_ADDRESS or is_chat_word(text):
        return False
    if word.folded in CALENDAR_LONG or word.folded in CALENDAR_SHORT:
        return False
    listed = name_kinds(text)[1] is not None
    if not listed and (better_read_as_place(text) or frequency(text) >= _FREQUENT_NOUN):
        return False  # "Paul Fußball spielt", "Peter Kaffee trinkt": a frequent noun no table holds
    if not listed and text not in german_nouns() and word.folded not in english_words():
        return False  # no word: the general rules read it as a name already
    after = words[j + 1] if j + 1 < len(words) and words.adjacent(j, j + 1) else None
    return not (after is not None and _INFINITIVE.fullmatch(after.text) and not listed)


def word_surname_end(words: Words, i: int, titles: frozenset[str]) -> int | None:
    """The end of ``first name + word surname`` at word i where a role, relation, form of address
    or introduction announces a person, or None."""
    first = words[i]
    if i + 1 >= len(words) or not words.adjacent(i, i + 1) or name_kinds(first.text)[0] is None:
        return None
    if owns_next(words, i) or after_saint(words.post.text, first.start):
        return None  # "Wiebkes Hund", "St. Valentine's Day": what follows is owned, a saint's feast
    announced = evidence(words, i, titles)
    if announced is None and _NAMED.search(words.post.text, max(0, first.start - 30), first.start):
        announced = "introduction"  # "die neue heißt ernst jung", "meine chefin heisst …"
    if announced is None and i > 0 and words.adjacent(i - 1, i):
        before = words[i - 1].folded
        private = public_cues().get("private", ())
        if (
            names_profession(before, titles)
            or before in private
            or relation_word(before)
            and before not in ADDRESS_WORDS
        ):
            announced = "role"  # "mein Nachbar Will Fuchs", "our teacher Will Baker"
    if announced is None:
        return None
    if first.capitalised:
        return i + 2 if _word_surname(words, i + 1) else None
    second = words[i + 1]
    if announced != "introduction" or second.capitalised or is_chat_word(second.text):
        return None
    # Lower case: only a surname of the tables, or a double one of two (``vogel-bauer``), after
    # an introduction ("heißt ernst jung").
    parts = second.text.split("-")
    if len(parts) > 2 or any(not part or is_title(part.casefold()) for part in parts):
        return None
    return i + 2 if all(name_kinds(part)[1] is not None for part in parts) else None


def degree_surname_end(words: Words, i: int) -> int | None:
    """The end of a surname spelt like a degree at word i (``Frau Dent``, ``Mr Ing``, ``Frau
    Roswitha Prof``), or None: written capitalised without a full stop, after a form of address
    or a first name, and before no capitalised word (``Herr Dipl Ing Weber`` is a chain)."""
    word = words[i]
    if i == 0 or not word.capitalised or word.text.isupper() or word.folded not in _DEGREE_WORDS:
        return None
    text = words.post.text
    if (
        text[word.end : word.end + 1] == "-"
        or text[word.end : word.end + 1] == "."
        and not _CLOSING_STOP.match(text, word.end)
    ):
        return None  # "Dr. med. Berger", "Dipl.-Ing.": the abbreviation (but "heißt Frau Dent." at the end)
    before = words[i - 1]
    if not _CHAIN_GAP.fullmatch(text, before.end, word.start):
        return None
    addressed = before.folded.rstrip(".") in _ADDRESS or (
        before.folded.rstrip(".") in ("dr", "prof") and i > 1 and words[i - 2].folded.rstrip(".") in _ADDRESS
    )
    named = before.capitalised and name_kinds(before.text)[0] is not None and not is_title(before.folded)
    if word.folded == "prof" and not named:
        return None  # "Herr Prof hat gesagt": the title as a form of address
    if not (addressed or named):
        return None
    if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
        return None  # a title's chain before the name
    return i + 1


def title_surname_end(words: Words, i: int, titles: frozenset[str]) -> int | None:
    """The end of a surname that is also a title of rank (``König``, ``Graf``, ``Herzog``) at word
    i, right after ``Herr``, ``Frau``, ``Mr``…, before no capitalised word, where the tables hold
    it as a surname and as no word of English (``Frau König hat angerufen``; not ``Herr Pfarrer``,
    ``Frau Kanzlerin``, which no table holds, nor ``Herr Graf Lambsdorff``, a title before a name)."""
    word = words[i]
    if i == 0 or not word.capitalised or word.folded not in titles or word.text.isupper():
        return None
    if words[i - 1].folded.rstrip(".") not in _ADDRESS or not _CHAIN_GAP.fullmatch(
        words.post.text, words[i - 1].end, word.start
    ):
        return None
    if not any(e.kind == "last" and "w" not in e.flags for e in persons().get((word.folded,))):
        return None
    if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
        return None
    return i + 1


# Surnames made of a numeral (``Achter``, ``Zwölfer``, ``Dreier``, ``Neuner``, ``Siebener``): the
# dictionaries hold them as nouns (a rowing eight, a bus line, a tenner) and the number rules as
# numbers, so no rule read them as a name even after a first name.
_NUMBER_SURNAME = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<first>\p{Lu}\p{Ll}+)[^\S\n](?P<last>(?:Ein|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|"
    r"Zehn|Elf|Zwölf|Zwanzig|Dreißig|Vierzig|Fünfzig|Hundert|Tausend)(?:en)?er)(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# The numeral's noun alone, capitalised: a literal search that most posts fail at once.
_NUMERAL_NOUN = regex.compile(
    r"(?:Ein|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Elf|Zwölf|Zwanzig|Dreißig|Vierzig|Fünfzig|Hundert|"
    r"Tausend)(?:en)?er(?![\p{L}\p{N}])",
    regex.VERSION1,
)


def number_surnames(text: str) -> Iterator[Mention]:
    """A first name of the tables (no word as well) and a numeral's noun after it: one person."""
    if _NUMERAL_NOUN.search(text) is None:
        return
    for match in _NUMBER_SURNAME.finditer(text):
        first = name_kinds(match["first"])[0]
        if first is None or is_ambiguous_name(first, match["first"]) or frequency(match["first"]) >= FREQUENT_WORD:
            continue
        yield Mention(match.start(), match.end(), Category.PER, cert="medium", source="person:number-surname")


@register
class PersonWordSurnameDetector(Detector):
    name = "person_word_surname"
    categories = frozenset({Category.PER})

    def load(self) -> None:
        from ..lists import cues

        self.titles = frozenset(t.casefold().rstrip(".") for t in cues()[("PER", "title")])

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        yield from number_surnames(post.text)
        words = Words.of(post)
        for i in range(len(words)):
            end = degree_surname_end(words, i)
            if end is not None:
                start = i - 1 if name_kinds(words[i - 1].text)[0] is not None and words[i - 1].capitalised else i
                yield Mention(
                    words[start].start, words[end - 1].end, Category.PER, cert="medium", source="person:degree-surname"
                )
                continue
            end = title_surname_end(words, i, self.titles)
            if end is not None:
                yield Mention(words[i].start, words[i].end, Category.PER, cert="medium", source="person:title-surname")
                continue
            end = word_surname_end(words, i, self.titles)
            if end is not None:
                yield Mention(
                    words[i].start, words[end - 1].end, Category.PER, cert="medium", source="person:word-surname"
                )
