"""ROOM: a messenger group's or a chat's name that a post gives with its town or its class
(``die WhatsApp-Gruppe heißt Elternrat GS Neudorf 3b``, ``our group chat is called Year 5 Oakfield
Parents``). Such a name is the group's own, and the school, the class and the town in it point
to the parents and children in it: the whole name is replaced, not its town alone (which left
``Elternrat GS [_GPE_] 3b`` readable).

After ``Gruppe``/``Chat``/``group``/``chat`` (compounds too: ``WhatsApp-Gruppe``,
``Klassenchat``) and ``heißt``/``hieß``/``nennt sich``/``is called``/``is named``/``named``, the
words up to the clause's end (capitalised words, numbers, class codes, ``&`` and a few
particles), if they hold a class (``3b``, ``Klasse 4``, ``Year 5``), a year, or a town the
gazetteer knows.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_towns import is_town
from .inside import is_dictionary_word
from .lexicon import SUBJECT_PRONOUNS

_FLAGS = regex.VERSION1
_CUE = regex.compile(
    r"(?i:(?:gruppe|gruppenchat|chat|group|group\schat|channel|kanal))(?i:\s(?:heißt|hieß|heisst|nennt\ssich|is\scalled|"
    r"was\scalled|is\snamed|named|called))(?::)?[^\S\n]+[„\"'“‚»«]?",
    _FLAGS,
)
# A word of the name: a dot only inside it ("GS.3b"), never at its end, where it ends a sentence.
_WORD = r"(?:[\p{Lu}\d](?:[\p{L}\p{N}\-/]|\.(?=[\p{L}\p{N}]))*|&|\+)"
_SMALL = r"(?:der|die|das|des|den|am|an|im|in|zum|zur|von|und|of|the|and|for|at)"
# Not a pronoun after a small word: "… 4a und Sie sind", "… Parents and I left" end the name.
_PRONOUN = "(?:" + "|".join(sorted(p.capitalize() for p in SUBJECT_PRONOUNS)) + r")(?![\p{L}\p{N}])"
_NAME = regex.compile(
    rf"{_WORD}(?:[^\S\n]+(?:(?!{_PRONOUN}){_WORD}|{_SMALL}(?=[^\S\n]+(?!{_PRONOUN})[\p{{Lu}}\d]))){{0,7}}", _FLAGS
)
_CLASS = regex.compile(
    r"(?<![\p{L}\p{N}])(?:\d{1,2}[a-fA-F]|(?i:klasse|year|class|grade|jg\.?)\s?\d{1,2})(?![\p{L}\p{N}])"
)
_YEAR = regex.compile(r"(?<![\p{L}\p{N}])(?:19|20)\d\d(?![\p{L}\p{N}])")
_QUICK = regex.compile(r"(?i:gruppe|chat|group|channel|kanal)")


@register
class GroupNameDetector(Detector):
    name = "group_names"
    categories = frozenset({Category.ROOM})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for cue in _CUE.finditer(text):
            name = _NAME.match(text, cue.end())
            if name is None:
                continue
            value = name.group().rstrip(".,")
            if len(value.split()) < 2:
                continue  # one word: the room rules' and the name rules'
            if _CLASS.search(value) or _YEAR.search(value) or any(_town(w) for w in value.split()):
                end = name.start() + len(value)
                yield Mention(name.start(), end, Category.ROOM, cert="medium", source="room:group-name")


def _town(word: str) -> bool:
    """A town's name of the gazetteer that is no word (``Die``, ``Leute`` are words)."""
    return word[:1].isupper() and len(word) > 3 and not is_dictionary_word(word) and is_town(word)
