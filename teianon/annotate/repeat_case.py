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
