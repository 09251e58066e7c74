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
    words = [(m.start(), m.group()) for m in _WORD.finditer(text)] + list(hidden)
    for at, word in words:
        if start <= at < end or len(word) < 2 or not word[:1].isupper() or word.isupper():
            continue
        if not _SENTENCE_END.search(text[max(0, at - 4) : at]):
            return True
    return False


def lower_word(word: str) -> bool:
    """``word`` is written in lower case and is a word of the dictionaries or a frequent one."""
    return word[:1].islower() and word.islower() and (is_dictionary_word(word) or frequency(word) >= FREQUENT)


def word_not_name(text: str, start: int, end: int, hidden: Iterable[tuple[int, str]] = ()) -> bool:
    """``text[start:end]``, spelled like a name the document writes capitalised only, is the
    lower-case word of the language there: a :func:`lower_word`, in a text whose writer
    capitalises names and nouns (``hidden``: see :func:`capitalises`), and in no slot of a
    person (see the module's text)."""
    return (
        lower_word(text[start:end])
        and capitalises(text, start, end, hidden)
        and not stands_for_person(text, start, end)
    )
