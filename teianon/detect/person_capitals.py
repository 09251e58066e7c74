"""PER: a surname alone in capitals in a list of who was there (``Anwesend: OLTMANNS, FREESE,
JANSSEN``, ``Present: GRIMSHAW, Pendlebury``).

Minutes, registers and letters write surnames in capitals, and a tagger trained on text with
capitals reads a word in capitals as an acronym or nothing. After a cue of attendance (``Anwesend``,
``Entschuldigt``, ``Teilnehmer``, ``Gäste``, ``Present``, ``Attendees``, ``Apologies``,
``Guests``) and a colon, each item of the list that is one word in capitals is a surname
(``person.list-capitals``, medium) where it is rare as a word (Zipf below 4, or a surname of
the tables below 5: ``SMITH``) and no organisation or band the notable table holds (``NATO``,
``ABBA``); ``Anwesend: ALLE``, ``Present: NONE``, ``Teilnehmer: VORSTAND`` stay.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, persons
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import frequency

_CUE = regex.compile(
    r"(?i)(?<![\p{L}])(?:anwesend|abwesend|entschuldigt|teilnehmer(?:innen)?|teilnehmende|gäste|verteiler|"
    r"present|absent|attendees|attending|in[^\S\n]+attendance|apologies|guests|participants)[^\S\n]*:[^\S\n]*"
)
# An item of the list: up to a comma, a semicolon, ``und``/``and``/``&`` or the line's end.
_ITEM = regex.compile(r"(?:(?![^\S\n]+(?:und|and|&)[^\S\n])[^,;\n])+")
_CAPITALS = regex.compile(r"(?:(?:und|and|&)[^\S\n]+)?(?P<name>\p{Lu}{3,}(?:-\p{Lu}{2,})?)")
# A rare word (Zipf) is a name in such a list; a surname of the tables may be commoner.
_RARE = 4.0
_SURNAME_RARE = 5.0


def _surname(word: str) -> bool:
    folded = word.casefold()
    shown = word.capitalize()
    if any(e.category != "PER" for e in notable().get(key_of(shown)) or ()):
        return False  # an organisation, a band, a work: NATO, ABBA
    if frequency(shown) < _RARE:
        return True
    return frequency(shown) < _SURNAME_RARE and any(e.kind == "last" for e in persons().get((folded,)) or ())


@register
class ListCapitalsDetector(Detector):
    name = "person_capitals"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for cue in _CUE.finditer(text):
            line_end = text.find("\n", cue.end())
            end = len(text) if line_end < 0 else line_end
            for item in _ITEM.finditer(text, cue.end(), end):
                match = _CAPITALS.fullmatch(item.group().strip())
                if match is None or not _surname(match["name"].split("-")[0]):
                    continue
                start = item.start() + (len(item.group()) - len(item.group().lstrip())) + match.start("name")
                yield Mention(start, start + len(match["name"]), Category.PER, None, "medium", "person:list-capitals")
