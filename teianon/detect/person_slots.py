"""PER: a word in a slot where chat puts a person, as a candidate for the decision to weigh.

Everyday names that are also words (``lilie``, ``mark``), names of origins the tables lack
(``obinna``) and one-syllable names (``wei``, ``hong``) get no chance from the tagger in lower
case (its marginal there is near 0), and the name rules leave them alone where the word reading
is possible. The slot of the clause says more than the word does (:func:`person_slot`):

- ``kin``: after a kinship or relation word, or ``den kleinen``/``die kleine``/``my little``
  (``her cousin kofi``, ``mit meiner Schwester Ivy``, ``bringt den kleinen Elias mit``);
- ``with``: the object of ``mit``/``ohne``/``für``/``with``/``without`` (``ohne jana gehts
  nicht``; but ``ohne geld`` too, which is why this is weighed, not decided);
- ``coord``: coordinated with a first name of the tables (``lulu und anna``, ``wei and tom``);
- ``subject``: opening a clause before a verb of saying, doing or coming (``obinna meinte``,
  ``ken finds``);
- ``vocative``: opening the post, or after a greeting, before a comma or the post's end
  (``jin, you're in``).

The detector proposes a word in such a slot with ``low`` certainty, as ``person:slot``, where
it is a first name or pet form of the tables, a syllable of Pinyin no dictionary holds as a word,
or no word of either language; the decision
model (:mod:`teianon.decide`), which reads the slot as a feature of every candidate, sets its
certainty. Alone the slot is weak evidence (``ohne Mark``, ``mit Rose``, ``the van``): the
model weighs it with how frequent the word is, its case and what the tables say.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lists import english_words, german_nouns, is_first_name, persons, public_cues
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .chat_words import is_phrase
from .evidence import is_compound_noun
from .lexicon import foreign_word, frequency, is_chat_word, is_name
from .not_persons import enumeration_follows
from .person_contact import PERSON_VERBS
from .person_context import ADDRESS_WORDS, GREETINGS, SUBJECT_VERBS
from .pet_forms import pet_forms

_WORD = regex.compile(r"\p{L}+(?:['’]\p{L}+)?")
# Punctuation that ends a clause: a word after it opens one.
_CLAUSE_END = regex.compile(r"[.!?;:,\n\"“„()]\s*$")
# ``bei`` takes a person as often (``wir sind heute bei hans``): weighed, as ``mit`` is. Not
# ``zu``, whose name is as often a town's (``wir fahren zu milan``), nor ``von``, whose name is
# as often a band's or an author's (``etwas von slade bitte``: a song requested).
_WITH = frozenset("mit ohne für fuer bei with without".split())
_LITTLE = frozenset("kleinen kleine kleiner kleines little".split())
# What stands before "kleine"/"little" where it names a child (``den kleinen``, ``my little``).
_DETERMINERS = frozenset(
    "der die das den dem des mein meine meinen meinem meiner dein deine deinen unser unsere unseren "
    "euer eure the my your his her our their".split()
)
_AND = frozenset("und and &".split())
# What may stand before a clause's subject besides punctuation: conjunctions and sentence adverbs.
_OPENERS = frozenset(
    "und aber oder denn weil wenn ob dass daß als and but or so because when if then maybe vielleicht "
    "na ja also ok okay".split()
) | frozenset(
    # Verbs of thinking before the clause they take without "that"/"dass" (``i think miller
    # knows``, ``ich glaub koch hat recht``).
    "think thought guess believe bet reckon glaub glaube denk denke schätze wette".split()
)
# Verbs of coming, going, doing and having after their subject, besides the verbs of saying.
_SUBJECT_MORE = frozenset(
    "kommt kam geht ging will wollte kann konnte muss musste macht machte hat hatte bringt brachte "
    "comes came goes went wants wanted can could must makes made has had brings brought gave gives finds found "
    "knows knew asks".split()
)
# Greetings and openers after which a word alone addresses someone (``hey jin,``).
_VOCATIVE_BEFORE = GREETINGS | frozenset("na ok okay oh re dear yo".split())
# German number words, also compounded ("fünfundsechzig", "zwanzig"): an age after "mit".
_NUMBER_WORD = regex.compile(r"(?:zig|ßig|ssig|zehn|hundert|tausend)$")
_ABBREVIATED = regex.compile(r"\.\s*\d")
_SURNAME_AFTER = regex.compile(r" \p{Lu}\p{Ll}")
# Chat's articles ("mit ner wolke", "für nen tag"): no table calls them words.
_CHAT_ARTICLES = frozenset("n ne ner nen nem nes".split())
# A word this frequent in German or English is a function word or a common noun (``among``,
# ``page``, ``lady``, which the first-name tables hold too), never proposed by its slot.
_FUNCTION = 5.0
# Under this frequency in both languages a word is no word of either (``obinna``, ``rehan``).
_NO_WORD = 2.0
# A syllable of Mandarin in Pinyin without tones: one-syllable given names (``Wei``, ``Hong``,
# ``Ming``) are more than the tables hold, and in a person's slot such a syllable that is no word
# of either language's dictionary is a candidate (``fang`` and ``lei`` are words: not by this).
_PINYIN = regex.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|er|ia|ie|iu|in|ua|uo|ui|un|ue|a|o|e|i|u)"
)


@lru_cache(maxsize=1)
def _relations() -> frozenset[str]:
    cues = public_cues()
    return cues.get("relation", frozenset()) | cues.get("spouse", frozenset())


def _words_before(text: str, start: int) -> tuple[str, str, bool]:
    """The two words right before ``start`` (folded, ``""`` where none) and whether a clause
    begins right there (the post's start or punctuation)."""
    before = text[max(0, start - 60) : start]
    if not before.strip() or _CLAUSE_END.search(before):
        return "", "", True
    found = _WORD.findall(before)
    last = found[-1].casefold() if found else ""
    if not before.rstrip().endswith(found[-1] if found else "\0"):
        return "", "", True  # a symbol or an emoticon between
    head = before.rstrip()[: -len(found[-1])] if found else ""
    second = found[-2].casefold() if len(found) > 1 and not _CLAUSE_END.search(head) else ""
    return last, second, False


def _words_after(text: str, end: int) -> tuple[str, str]:
    """The first word after ``end`` (folded, ``""`` where punctuation or the post's end comes
    first), and the punctuation or ``""`` right after the word."""
    after = text[end : end + 40]
    stripped = after.lstrip(" ")
    if not stripped:
        return "", "end"
    if not stripped[0].isalpha():
        return "", stripped[0]
    found = _WORD.match(stripped)
    return (found.group().casefold() if found else ""), ""


def person_slot(text: str, start: int, end: int) -> str:
    """The person's slot that ``text[start:end]`` stands in (see the module's text), or ``""``."""
    last, second, opens = _words_before(text, start)
    following, mark = _words_after(text, end)
    if last in _relations() or (last in _LITTLE and second in _DETERMINERS):
        return "kin"
    if last in _WITH:
        return "with"
    if last in _AND and second and is_name(second):
        return "coord"
    if following in _AND:
        after_and = _WORD.match(text[end:].lstrip(" ")[len(following) :].lstrip(" "))
        if after_and and is_name(after_and.group()):
            return "coord"
    if (opens or last in _OPENERS) and following in SUBJECT_VERBS | PERSON_VERBS | _SUBJECT_MORE:
        return "subject"
    if (opens and not text[:start].strip() or last in _VOCATIVE_BEFORE) and mark in (",", "?", "!", "end"):
        if mark == "," and enumeration_follows(text, end):
            return ""  # "Sunshine, bunting and a crowd": the first of a list of things, nobody addressed
        return "vocative"
    return ""


@lru_cache(maxsize=50_000)
def _may_name(word: str) -> bool:
    """A first name or pet form of the tables, or no word of either language; not a function
    word, a chat word or a word chat addresses people by (``hase``, ``buddy``)."""
    folded = word.casefold()
    if (
        len(folded) < 2
        or folded in ADDRESS_WORDS
        or folded in _CHAT_ARTICLES
        or folded in _relations()
        or is_chat_word(word)
    ):
        return False
    zipf = frequency(folded)
    if zipf >= _FUNCTION:
        return False
    if is_first_name(folded) or folded in pet_forms():
        return True
    if (
        _PINYIN.fullmatch(folded)
        and len(folded) >= 3
        and folded not in english_words()
        and folded.capitalize() not in german_nouns()
    ):
        return True
    # ("Satzstrukturen", "muttizettel": a compound of German nouns is a word, however rare)
    return (
        len(folded) >= 3
        and zipf < _NO_WORD
        and not persons().get((folded,))
        and folded not in english_words()
        and folded.capitalize() not in german_nouns()
        and not is_compound_noun(folded)
        and not foreign_word(folded)
    )


def _partner_capitalised(text: str, start: int, end: int) -> bool:
    """The first name coordinated with ``text[start:end]`` (before ``and`` or after it) is written
    with a capital."""
    before = _WORD.findall(text[max(0, start - 40) : start])
    if len(before) >= 2 and before[-1].casefold() in _AND:
        return before[-2][:1].isupper()
    after = _WORD.findall(text[end : end + 40])
    return len(after) >= 2 and after[0].casefold() in _AND and after[1][:1].isupper()


def _thing(word: str) -> bool:
    """A German noun that keeps company as a thing (``mit Kuchen``, ``mit Rose spazieren``): not
    a first name the noun list holds as a noun and no language as a word (``Hans``, ``Klaus``,
    ``Anna``), which in a person's slot is the person (``wir sind heute bei hans``)."""
    folded = word.casefold()
    if word.capitalize() not in german_nouns():
        return False
    # A first name that is no English word either is the noun list's name entry (``Hans``,
    # ``Klaus``); one that is (``Rose``, ``Mark``) is the thing as often.
    return folded in english_words() or not is_first_name(folded)


@register
class PersonSlotDetector(Detector):
    name = "person_slot"
    categories = frozenset({Category.PER})

    def load(self) -> None:
        pet_forms()
        persons()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _WORD.fullmatch(text.strip(" .!?")):
            # A post of one word: chat writes that of anything (``rose``, ``max``), and the
            # rules that read a lone post (participants, a name no word) decide on it.
            return
        for match in _WORD.finditer(text):
            word = match.group()
            if "'" in word or "’" in word or not _may_name(word):
                continue
            last, _, _ = _words_before(text, match.start())
            if is_phrase(word) or (last and is_phrase(f"{last} {word.casefold()}")):
                continue  # "ciao bella": a phrase, not a name
            slot = person_slot(text, match.start(), match.end())
            if slot == "coord" and word[:1].islower() and _partner_capitalised(text, match.start(), match.end()):
                continue  # "Grace and patience": who capitalises the name writes the word in lower case
            if slot == "with" and (_thing(word) or _NUMBER_WORD.search(word.casefold())):
                continue  # "mit Kuchen", "ging mit fünfundsechzig": a thing keeps company too
            if _ABBREVIATED.match(text, match.end()):
                continue  # "bei max. 30 Grad": an abbreviation before its number
            if word[:1].isupper() and _SURNAME_AFTER.match(text, match.end()):
                continue  # "mit Anna Hein": a full name, which the name rules read whole
            if slot:
                yield Mention(match.start(), match.end(), Category.PER, cert="low", source="person:slot")
