"""PER: a person named by initials alone beside another person (issue 39).

Minutes, reports and notices shorten a second name to its initials: ``anwesend waren K.
Brockhinke und R. Ö.-T.``, ``present were J. Featherstonehaugh and M. O.-B.``. Two or more
initials (``R. Ö.-T.``, ``M.O.B.``) joined by ``und``, ``and``, ``&`` or ``sowie`` to a person
written with an initial or a title and a surname (``K. Brockhinke``, ``Frau Brockhinke``), on
either side, are a person's too (rule ``person:initials-beside``). Initials without such a
neighbour stay (``U. S.``, ``z. B.`` and the like are abbreviations as often), but where a
first name in apposition spells the first of them out (``Q. Y. – Quirin –``, ``M. O. (Marit)``):
left as written, the initials would stand beside the name's surrogate and contradict it.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .person_words import name_kinds

_FLAGS = regex.VERSION1
_SURNAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_PERSON = (
    rf"(?:\p{{Lu}}\.[^\S\n]?(?:\p{{Lu}}\.[^\S\n]?)?{_SURNAME}"
    rf"|(?:Frau|Herr|Herrn|Fr\.|Hr\.|Dr\.|Mrs\.?|Mr\.?|Ms\.?|Miss)[^\S\n]{_SURNAME})"
)
# Two or more initials, with a hyphen between those of a double name ("Ö.-T.").
_INITIALS = r"\p{Lu}\.(?:(?:[^\S\n]?|-)\p{Lu}\.)+"
_JOIN = r"[^\S\n](?:und|and|&|sowie|u\.)[^\S\n]"
_AFTER = regex.compile(rf"(?<![\p{{L}}.])(?:{_PERSON}){_JOIN}(?P<initials>{_INITIALS})(?![\p{{L}}])", _FLAGS)
_BEFORE = regex.compile(rf"(?<![\p{{L}}.])(?P<initials>{_INITIALS}){_JOIN}(?:{_PERSON})(?![\p{{L}}])", _FLAGS)
_QUICK = regex.compile(r"\p{Lu}\.[^\S\n]?-?\p{Lu}\.", _FLAGS)
# Initials that a first name in apposition spells out (``Q. Y. – Quirin –``, ``M.O. (Marit)``):
# the name begins with the first initial and is a first name of the tables (``U.S. (Utah)`` is no
# person).
_EXPLAINED = regex.compile(
    rf"(?<![\p{{L}}.])(?P<initials>{_INITIALS})[^\S\n]*(?:[–—-]|\(|,)[^\S\n]*(?P<name>\p{{Lu}}\p{{Ll}}+)(?![\p{{L}}])",
    _FLAGS,
)


@register
class PersonInitialsDetector(Detector):
    name = "person_initials"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for pattern in (_AFTER, _BEFORE):
            for match in pattern.finditer(text):
                start, end = match.span("initials")
                yield Mention(start, end, Category.PER, None, "medium", "person:initials-beside")
        for match in _EXPLAINED.finditer(text):
            name = match["name"]
            if name[0] == match["initials"][0] and name_kinds(name)[0] is not None:
                start, end = match.span("initials")
                yield Mention(start, end, Category.PER, None, "medium", "person:initials-beside")
