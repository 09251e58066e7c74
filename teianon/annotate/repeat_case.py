"""A lower-case word that a capitalised name of the document is spelled like: the word, not the name.

A post names a daughter ``Rosa`` and then the table decoration ``in rosa``; a chat names ``Grace``
and another post asks for ``a grace period``. The repeats (:mod:`teianon.annotate.repeats`) and the
audit's second sweep (:func:`teianon.checks.audit.audit_tree`) look for a replaced name in any
case, because chat writes names in lower case (``hab anna gesehen``). The writing of the text
around the word tells the two apart: a writer who capitalises the names and nouns of a post
(``Meine Tochter Rosa``, ``the bus from Gilmerton``) and writes this one word in lower case
means the word of the language. Where the whole post is written in lower case, or where the
clause puts a person there (``grace said no``, :func:`~teianon.detect.person_stands.stands_for_person`),
or where the document writes the name itself in lower case, the occurrence stays the name's.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import regex

from ..detect.inside import is_dictionary_word
from ..detect.lexicon import FREQUENT, frequency
from ..detect.person_stands import stands_for_person
from ..lists import english_words, german_nouns

_WORD = regex.compile(r"[\p{L}][\p{L}'’-]*")
# What ends a sentence: the word after it is capitalised by the rule, not for being a name.
_SENTENCE_END = regex.compile(r"(?:^|[.!?:;\n\"“”»«(\[]\s*)$")


def capitalises(text: str, start: int, end: int, hidden: Iterable[tuple[int, str]] = ()) -> bool:
    """Whether ``text`` capitalises a word of two letters or more inside a sentence, outside
    ``start``..``end``: a name or a German noun the writer wrote with its capital (``I`` and a
    word that opens a sentence do not count; a word all in capitals is an acronym). ``hidden``:
    (offset, text) of the earlier annotations a view shows as barriers (``the bus from
    Gilmerton``: the writer's capital is in the annotation)."""
    if any(not start <= at < end for at in _capitals(text)):
        return True
    return any(not start <= at < end and _capital(text, at, word) for at, word in hidden)


def _capital(text: str, at: int, word: str) -> bool:
    return (
        len(word) >= 2
        and word[:1].isupper()
        and not word.isupper()
        and not _SENTENCE_END.search(text[max(0, at - 4) : at])
    )


@lru_cache(maxsize=64)
def _capitals(text: str) -> tuple[int, ...]:
    """Where ``text`` writes a word with its capital inside a sentence (:func:`capitalises`):
    read once per text, as the audit asks of every hit in a long post."""
    return tuple(m.start() for m in _WORD.finditer(text) if _capital(text, m.start(), m.group()))


def lower_word(word: str) -> bool:
    """``word`` is written in lower case and is a word of the dictionaries or a frequent one."""
    return word[:1].islower() and word.islower() and (is_dictionary_word(word) or frequency(word) >= FREQUENT)


# An article or a determiner right before the word (``a grace period``, ``die rosa Deko``, ``all
# faith``), or ``in`` (``in rosa``): the word's frame. A verb's object or subject (``picked up holly``,
# ``bought rose a Barbie``) is a person's slot as often, and stays the name's.
_WORD_FRAME = regex.compile(
    r"(?i)(?<![\p{L}])(?:a|an|the|this|that|these|those|some|any|no|every|ein|eine|einen|einem|einer|eines|"
    r"der|die|das|den|dem|des|kein|keine|keinen|keinem|all|much|such|in|im)\s+$"
)


def word_not_name(text: str, start: int, end: int, hidden: Iterable[tuple[int, str]] = ()) -> bool:
    """``text[start:end]``, spelled like a name the document writes capitalised only, is the
    lower-case word of the language there: a :func:`lower_word` after an article, a
    determiner or ``in`` (:data:`_WORD_FRAME`), in a text whose writer capitalises names and
    nouns (``hidden``: see :func:`capitalises`), and in no slot of a person (see the module's
    text)."""
    return (
        lower_word(text[start:end])
        and _WORD_FRAME.search(text, max(0, start - 12), start) is not None
        and capitalises(text, start, end, hidden)
        and not stands_for_person(text, start, end)
    )


def lower_reading(text: str, start: int, end: int) -> bool:
    """``text[start:end]``, spelled like a name the document writes capitalised only that is a
    word of the language too (``Faith``, ``Joy``), is that word here: written in lower case as a
    :func:`lower_word` (``have faith``, ``I hope so``), in no slot of a person. Unlike
    :func:`word_not_name`, no article is needed: the verb and the bare noun take none."""
    return lower_word(text[start:end]) and not stands_for_person(text, start, end)


# A past tense after the word (``Hope liked it``): a subject that did something, a person; the
# verb ``hope`` takes no past tense after it, the noun rarely opens a sentence before one.
_PAST_AFTER = regex.compile(r"\s+\p{Ll}{2,}ed(?![\p{L}])")
_DETERMINER_BEFORE = regex.compile(
    r"(?i)(?<![\p{L}])(?:a|an|the|this|that|my|your|his|her|our|their|its|no|some|any|all|much)\s+$"
)


def named_as_written(text: str, start: int, end: int, name: str) -> bool:
    """Whether an occurrence of a person's name that is an ordinary word (``Hope``), written with
    the capital the document gave the name, names the person again where no slot of
    :func:`~teianon.detect.person_stands.stands_for_person` says so: before a past tense
    (``Hope liked it``), or with its capital inside a sentence where English writes the word in
    lower case (``keep the hope, Hope is great``). Never after a determiner (``the Hope``), and
    never the sentence's first word before anything else (``Hope you are well``)."""
    if text[start:end] != name or not name[:1].isupper() or name[1:] != name[1:].lower():
        return False
    if _DETERMINER_BEFORE.search(text, max(0, start - 12), start):
        return False
    if _PAST_AFTER.match(text, end):
        return True
    # German writes every noun with its capital: only an English word's capital says "name".
    english = name.casefold() in english_words() and name not in german_nouns()
    inside = start > 0 and not _SENTENCE_END.search(text[max(0, start - 4) : start]) and bool(text[:start].strip())
    return english and inside
