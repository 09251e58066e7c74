"""PER: a first name that stands bare where a person may stand, as a candidate for the decision.

The other person rules read a name where the frame leaves no other reading (a greeting, a
kinship word, a verb of saying: :mod:`.person_slots`, :mod:`.person_word_frames`). Elsewhere a
first name that is also a word (``rose``, ``hope``, ``guy``), or that chat writes in lower case,
gets nothing from them, and the tagger, which learnt from text that capitalises names, gives it
almost no chance (``ich sah lena soeben``, ``find him before ken finds it``, ``wir müssen zu
mari gehn``): no candidate, so the decision model (:mod:`teianon.decide`) never weighed it.

This rule proposes every such word as ``person:bare-name``, ``low``, for the model to weigh: a
first name or pet form of the tables, or a given name the tables leave out as a word
(:func:`teianon.lists.word_names.word_names`), that is no frequent word of either language
(:data:`_COMMON`), no chat word, word people are addressed by, weekday, month or language, and
that stands *bare*: not
right after an article, a demonstrative, a possessive or a contracted preposition, where a
common noun stands (``die Rose blüht``, ``der Wolf heult``, ``the mark``). A capitalised German
noun (``in seiner Huld``) and a frequent word capitalised as a sentence's first (``Anders als``)
are left to the tagger, which reads capitals well. The model reads the
rest (how frequent a word it is, its case and the post's, the words around it, the person's
slot, the same word elsewhere in the document) and was trained with these candidates; a
candidate it does not find at least as likely a name as not is dropped, not held
(:data:`teianon.decide.PROPOSED_ONLY`), so that the rule adds no review, and where another rule
proposes the same name it stands aside. The lines a chat system writes (``generatedBy="system"``)
are not read: their people are nicknames, which the linker finds.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import german_nouns, is_country_word, is_first_name, persons, public_cues
from ..lists.name_frequency import name_against_word
from ..lists.word_names import word_names
from ..mention import Category, Mention
from ..read.tei import tei
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .chat_words import is_phrase
from .clause_language import post_language
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, PERSONAL_PRONOUNS, frequency, is_chat_word
from .not_persons import holiday
from .person_context import ADDRESS_WORDS
from .person_titles import FORMS_OF_ADDRESS, title_abbreviation
from .pet_forms import pet_forms
from .table_cells import cell_spans

SOURCE = "person:bare-name"
_TABLE_TAGS = (tei("table"), tei("row"), tei("cell"))
_WORD = regex.compile(r"\p{L}+(?:['’\-]\p{L}+)*")
# A word this frequent in German or English is the language's (``will``, ``mal``, ``man``),
# whatever the tables say; below it the model weighs the word's frequency with the rest.
_COMMON = 5.5
# Where a common noun stands: after an article, a demonstrative, a possessive, a contracted
# preposition or chat's clipped article (``die Rose``, ``im Wald``, ``ne rose``, ``the will``).
_NOUN_BEFORE = frozenset(
    "der die das dem den des ein eine einen einem einer eines dies diese dieser dieses diesen jene jener jenes "
    "jede jeder jedes jeden welche welcher welches kein keine keinen keinem keiner mein meine meinen meinem "
    "meiner dein deine deinen deinem deiner sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer unser "
    "unsere unseren unserem euer eure euren eurem vom im am zum zur beim ins ans aufs n ne ner nen nem nes "
    "the a an this that these those my your his her its our their every each some any no".split()
)


# Prepositions a town follows as often as a person does not (``to milan``, ``nach jordan``).
_PLACE_BEFORE = frozenset("to from into in nach aus via".split())
# An apostrophe right after a word and no letter after it: verse and dialect cut a word's end
# (``Nam'``, ``hab'``); a name takes one so only after s, x or z (``Agnes' Mutter``).
_ELIDED = regex.compile(r"['’](?!\p{L})")
# A digit, an underscore or a handle's mark glued to a word: the word is a part of a handle.
_GLUED = regex.compile(r"[\p{N}_@#]")
# An abbreviation before its number (``max. 30``).
_ABBREVIATED = regex.compile(r"\.\s*\d")
# A sentence's first word (after nothing or a sentence's end), capitalised whatever it is.
_OPENS = regex.compile(r"[.!?:\n]\s*$")
# A capitalised word there this frequent as a word is the word (``Anders als …``).
_FREQUENT_OPENER = 4.5
# A sentence adverbial or conjunction that opens a sentence before its first word proper, which
# is then capitalised as the opener (``By the way Frank advice …``, ``Übrigens Klar ist …``).
# Not an interjection (``Oh Grace, …``, ``Ok Bill``): a name addressed follows it as often.
_OPENING_ADVERBIAL = regex.compile(
    r"(?<![\p{L}'’\-])(?:by the way|btw|anyway|anyways|incidentally|also|well|so|and|but|"
    r"übrigens|uebrigens|apropos|jedenfalls|naja|na ja|und|aber|tja|achso|ach so)[,;]?[^\S\n]+$",
    regex.IGNORECASE,
)
# How much more common as a first name than as a word (powers of ten) a capitalised word of the
# German noun list must be to be weighed as a name all the same: the list, from Wiktionary, holds
# rare loans and forms that are first names far more often (``Lala``, ``Yuko``, ``Mette``), and
# the tagger, which learnt that a capitalised German word is a noun, is silent on them.
_NAME_OVER_NOUN = 3.5
# In an English post a capitalised word of the list this frequent in English (Zipf) is English's
# word (``Major``, ``Lady``); a rarer one, a name (``Alija``).
_ENGLISH_IN_USE = 3.5
# A saint's title before a name makes a church, a town or a feast of it (``San Marco``,
# ``St. Anna``, ``Santa Chiara``), no one's first name.
_SAINTS = frozenset("san santa santo sankt st ste saint sainte são sao sint sveti".split())
# A capitalised run (``Chiara``, ``Chiara Maria``) that a particle joins to a further capitalised
# word (``della Pietà``, ``de la Luz``): a place, an institution or a full name with its particle,
# which the place, institution and particle rules read as a whole.
_RUN_TO_PARTICLE = regex.compile(r"(?:[^\S\n]+\p{Lu}\p{L}*\.?)*[^\S\n]+(\p{Ll}+)(?:[^\S\n]+(\p{Ll}+))?[^\S\n]+\p{Lu}")
# The particles and articles that join such a run to its name (``de los``, ``van der``), not the
# German ones, which stand before a noun as often (``Lena zu Hause``, ``weil Lena das Auto hat``).
_LINKS = frozenset(
    "van ver ter ten te de del della dello degli dei dal dalla di dos ibn bint abu al el ben ap "
    "la le les los las lo".split()
)
# A word set off by a comma after an opening adverbial: the one addressed (``By the way Frank, …``).
_ADDRESSED = regex.compile(r"\p{L}+[^\S\n]*,")
# A saint's title, maybe abbreviated, before the capitalised name (``St. Anna``).
_TITLE_BEFORE_NAME = regex.compile(r"\.?[^\S\n]+\p{Lu}")
# What follows a particle in such a run: maybe an article, then the capitalised name.
_LINK_AFTER = regex.compile(r"(?:[^\S\n]+(?:la|le|los|las|lo|der|den|de))?[^\S\n]+\p{Lu}")
_CAPITALISED_BEFORE = regex.compile(r"(?<![\p{L}'’\-])(\p{Lu}\p{L}*)(\.?)[^\S\n]+$")


# A word coordinated with an ordinary word is a word too (``frank und frei``, ``rosa und blau``,
# ``salt and pepper``): people are coordinated with people, pronouns and nouns after a determiner.
# A list's first item counts too (``Hazel, oak and birch``): its next item after a comma, where
# the list ends in ``and`` within the sentence.
_COORDINATED = regex.compile(
    r"(?:[^\S\n]+(?:und|and|oder|or|&)|,(?=[^.!?\n]*?[^\S\n](?:und|and|oder|or)[^\S\n]))[^\S\n]+(\p{L}+)(?!['’\-]?\p{L})",
    regex.IGNORECASE,
)
_COORDINATED_BEFORE = regex.compile(r"(?<![\p{L}'’\-])(\p{L}+)[^\S\n]+(?:und|and|oder|or|&)[^\S\n]+$", regex.IGNORECASE)
# A judge's title of England and Wales, which holds a word that is a first name too: before a
# capitalised name it is the title (``Mr Justice Kerr``, ``Lady Justice Arden``), the judge the name.
_JUDICIAL_TITLE = regex.compile(r"(?<![\p{L}])(?:Mr|Mrs|Ms|Lord|Lady)\.?[^\S\n]+Justice$")
_CAPITALISED_AFTER = regex.compile(r"[^\S\n]+\p{Lu}")
# The word after a candidate, to see a feast's name behind a wish (``Merry Xmas``).
_NEXT_WORD = regex.compile(r"[^\S\n]+\p{L}+")
# An ordinary word that frequent is a function word (``so``, ``co``): it coordinates anything.
_FUNCTION_WORD = 6.0


def _coordinated_with_a_word(text: str, start: int, end: int) -> bool:
    """Whether an ordinary word, no name, pronoun, determiner or word for a person, follows
    ``und``/``and`` right after ``end`` (or a comma there opens a list that ends in one), or
    stands right before ``und``/``and`` before ``start`` (``moss and fern``)."""
    found = _COORDINATED.match(text, end)
    if found is not None and _ordinary(found.group(1)):
        return True
    found = _COORDINATED_BEFORE.search(text, max(0, start - 40), start)
    return found is not None and _ordinary(found.group(1))


def _ordinary(other: str) -> bool:
    """A word that names no one: no name, pronoun, determiner, function word or word for a person."""
    folded = other.casefold()
    if len(folded) < 3 or folded in PERSONAL_PRONOUNS or folded in _NOUN_BEFORE or frequency(folded) >= _FUNCTION_WORD:
        return False
    if folded in ADDRESS_WORDS or folded in _relations() or folded in pet_forms() or folded in word_names():
        return False
    return frequency(folded) > 0 and not is_first_name(folded)


@lru_cache(maxsize=1)
def _relations() -> frozenset[str]:
    cues = public_cues()
    return cues.get("relation", frozenset()) | cues.get("spouse", frozenset())


@lru_cache(maxsize=100_000)
def may_be_first_name(word: str) -> bool:
    """A first name, pet form or word-name of the tables that is no frequent word of either
    language, no chat word and no word people are addressed or related by."""
    folded = word.casefold()
    if len(folded) < 3 or not folded.isalpha() or frequency(folded) >= _COMMON:
        return False
    if folded in ADDRESS_WORDS or folded in _relations() or is_chat_word(word) or is_phrase(folded):
        return False
    # A title that is a given name too (``Judge``, ``Justice``) introduces the name after it
    # (``Employment Judge Harlow``) and is kept as written: the title rules read that frame.
    if folded in FORMS_OF_ADDRESS:
        return False
    # A weekday or month (``Thu Jul 14``), a language or nationality (``Trailer German``).
    if folded in CALENDAR_SHORT or folded in CALENDAR_LONG or is_country_word((folded,)):
        return False
    return folded in pet_forms() or folded in word_names() or is_first_name(folded)


def _opens(text: str, start: int) -> bool:
    """Whether ``start`` opens a sentence (a window before it is read, not the whole post)."""
    before = text[max(0, start - 12) : start]
    return bool(_OPENS.search(before)) or (start <= 12 and not before.strip())


def _opens_after_adverbial(text: str, start: int) -> bool:
    """Whether only a sentence adverbial stands between a sentence's opening and ``start``
    (``Saved! By the way Frank …``): the word is the sentence's first proper, capitalised as such,
    unless a comma sets it off as the one addressed (``By the way Frank, …``)."""
    found = _OPENING_ADVERBIAL.search(text, max(0, start - 20), start)
    if found is None or not _opens(text, found.start()):
        return False
    return _ADDRESSED.match(text, start) is None


def _in_place_phrase(text: str, start: int, end: int) -> bool:
    """Whether the word stands in a capitalised run that names a place or an institution: a saint's
    title begins it (``Santa Chiara``, ``St. Anna``), or a particle joins it to a further capitalised
    word (``Chiara della Pietà``); a lower-case particle between capitalised words is its part."""
    word = text[start:end]
    if word.islower():
        return (
            word in _LINKS
            and _CAPITALISED_BEFORE.search(text, max(0, start - 40), start) is not None
            and _LINK_AFTER.match(text, end) is not None
        )
    if not word[:1].isupper():
        return False
    if word.casefold() in _SAINTS and _TITLE_BEFORE_NAME.match(text, end) is not None:
        return True  # "Santa Chiara": the title itself
    at = start
    while (before := _CAPITALISED_BEFORE.search(text, max(0, at - 40), at)) is not None:
        if before.group(1).casefold() in _SAINTS:
            return True  # "Santa Chiara", "San Giovanni Battista"
        at = before.start()
    joined = _RUN_TO_PARTICLE.match(text, end)
    return joined is not None and all(part in _LINKS for part in joined.groups() if part is not None)


def _cells(post: PostText) -> list[tuple[int, int]]:
    """The spans of a table's cells in the view: a header's label or a cell's item, where no
    sentence tells a name from a word (``Price``); the table rule reads them by their columns."""
    root = post.post
    if root is None or (root.tag not in _TABLE_TAGS and next(root.iter(_TABLE_TAGS[0]), None) is None):
        if root is None or not any(a.tag in _TABLE_TAGS for a in root.iterancestors()):
            return []
        return [(0, len(post.text))]
    return list(cell_spans(post).values())


def _after_place_word(text: str, start: int) -> bool:
    """Whether a preposition of places goes right before ``start`` (``to``, ``nach``, ``aus``)."""
    before = text[max(0, start - 12) : start]
    found = _WORD.findall(before)
    return bool(found) and before.rstrip().endswith(found[-1]) and found[-1].casefold() in _PLACE_BEFORE


def _after_noun_word(text: str, start: int) -> bool:
    """Whether the word right before ``start`` (with only spaces between) takes a noun."""
    before = text[max(0, start - 20) : start]
    if before[-1:] != " " and before:
        return False
    found = _WORD.findall(before)
    return bool(found) and before.rstrip().endswith(found[-1]) and found[-1].casefold() in _NOUN_BEFORE


def _german_noun(text: str, word: str) -> bool:
    """Whether a capitalised word is to be read as a noun: the noun list holds it and, in an
    English post, English uses it as a word (``Major``); in another post, it is a word English
    text never writes, or not far more common as a first name than as a word
    (:data:`_NAME_OVER_NOUN`)."""
    if word.capitalize() not in german_nouns():
        return False
    folded = word.casefold()
    if post_language(text) == "en":
        # English capitalises titles, ranks and words of place as the list's nouns (``Major``,
        # ``Lady``, ``West``): those English uses are its words there.
        return zipf_frequency(folded, "en") >= _ENGLISH_IN_USE
    if not zipf_frequency(folded, "en"):
        return True  # a word only German writes (``Huld``): names are written in English text too
    against = name_against_word(folded, frequency(word))
    return against is None or against < _NAME_OVER_NOUN


@register
class PersonBareDetector(Detector):
    name = "person_bare"
    categories = frozenset({Category.PER})

    def load(self) -> None:
        pet_forms()
        persons()
        word_names()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        cells = _cells(post)
        if _WORD.fullmatch(text.strip(" .!?")):
            return  # a post of one word: chat writes that of anything; the rules of lone posts decide
        if post.post is not None and post.post.get("generatedBy") == "system":
            return  # the chat software's words (``Quit (Ping timeout)``): its people are nicknames
        for match in _WORD.finditer(text):
            word = match.group()
            if not may_be_first_name(word) or _after_noun_word(text, match.start()):
                continue
            if _GLUED.match(text, match.end()) or _GLUED.match(text, match.start() - 1 if match.start() else 0):
                continue  # "lela2", "_mara": a part of a handle, which the linker reads whole
            if _ELIDED.match(text, match.end()) and word[-1:].casefold() not in "sxz":
                continue  # "sein wahrer Nam' ist …": a word cut short; a name takes the mark after s only
            if any(a <= match.start() and match.end() <= b for a, b in cells):
                continue  # "Product | Price | Date": a table's cell; its columns tell, by their rule
            if _in_place_phrase(text, match.start(), match.end()):
                continue  # "Santa Chiara della Pietà": a church, not Chiara
            if text[match.end() : match.end() + 1] == "." and title_abbreviation(text[match.start() : match.end() + 1]):
                continue  # "Ing." of "Dr.-Ing.", "Mag.": a title's abbreviation
            if _ABBREVIATED.match(text, match.end()) or _after_place_word(text, match.start()):
                continue  # "bei max. 30 Grad": an abbreviation; "flew to milan": a town
            if _coordinated_with_a_word(text, match.start(), match.end()):
                continue  # "frank und frei", "rosa und blau": a pair of words
            if _JUDICIAL_TITLE.search(text, max(0, match.start() - 12), match.end()) and _CAPITALISED_AFTER.match(
                text, match.end()
            ):
                continue  # "Mr Justice Kerr", "Lady Justice Arden": a judge's title, the name follows
            after = _NEXT_WORD.match(text, match.end())
            if holiday(text, match.start(), match.end()) or (
                after is not None and holiday(text, match.start(), after.end())
            ):
                continue  # "Happy Ramazan", "Merry Xmas": a feast and its wish
            if word[:1].isupper() and (
                _german_noun(text, word)
                or (
                    (_opens(text, match.start()) or _opens_after_adverbial(text, match.start()))
                    and frequency(word) >= _FREQUENT_OPENER
                )
            ):
                continue  # "in seiner Huld", "Anders als …": German capitalises the noun and the opener
            yield Mention(match.start(), match.end(), Category.PER, cert="low", source=SOURCE)
