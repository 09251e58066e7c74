"""PER: a name written in another script beside its Latin form (issue 39).

``Yusuf Demirel (يوسف دميرل)``, ``अनिका शर्मा (Anika Sharma)``: a writer gives a name in both
scripts, in brackets or after a slash or a dash. The Latin form is found as any name is; the
other, in a script the tagger never saw (Arabic, Hebrew, Devanagari and the other scripts of
South Asia, Thai, Georgian, Ethiopic, Cyrillic, Greek, Han, Hangul, Kana), is the same name and
was left, to be read by whoever reads the Latin one's placeholder beside it. Rule
``person:script-beside`` (medium): a run of one to four words of one such script right beside
a run of as many capitalised Latin words (one word more or less: a middle name, a family name
written together), in brackets or after ``/``, ``-`` or ``=``, where the Latin run is a name of
the person tables: its first word a first name, or its last a surname, and neither a word of
the dictionaries alone (``Grace``, ``Morse`` beside a translation are no name's).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import LARGE_PLACE, notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .person_words import name_kinds

_OTHER = (
    r"[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}"
    r"\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}"
    r"\p{Script=Thai}\p{Script=Georgian}\p{Script=Ethiopic}\p{Script=Cyrillic}\p{Script=Greek}"
    r"\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Armenian}]"
)
_OTHER_WORD = rf"{_OTHER}[{_OTHER[1:-1]}\p{{M}}\u200c\u200d'\-]*"
_OTHER_RUN = rf"{_OTHER_WORD}(?:[ \u00a0]{_OTHER_WORD}){{0,3}}"
_LATIN_WORD = r"\p{Lu}[\p{Ll}\p{M}'\-]+"
_LATIN_RUN = rf"{_LATIN_WORD}(?: {_LATIN_WORD}){{0,3}}"
_OPEN = r"\s*(?:\(|\[|/|[-–—=]\s)\s*"
_PAIRS = (
    lazy(
        rf"(?<![\p{{L}}\p{{M}}])(?P<latin>{_LATIN_RUN}){_OPEN}(?P<other>{_OTHER_RUN})(?![\p{{L}}\p{{M}}])",
        regex.VERSION1,
    ),
    lazy(
        rf"(?<![\p{{L}}\p{{M}}])(?P<other>{_OTHER_RUN}){_OPEN}(?P<latin>{_LATIN_RUN})(?![\p{{L}}\p{{M}}])",
        regex.VERSION1,
    ),
)
_QUICK = lazy(_OTHER)


def _place_or_public(words: list[str]) -> bool:
    """A large town (``Berlin (برلين)``) or a notable person (a president's name in both scripts)."""
    key = tuple(w.casefold() for w in words)
    if any(e.weight >= LARGE_PLACE for e in places().get(key) or ()):
        return True
    return bool(notable().get(key))


def _latin_name(words: list[str]) -> bool:
    if _place_or_public(words):
        return False
    first, _ = name_kinds(words[0])
    _, last = name_kinds(words[-1])
    if len(words) == 1:
        return (first is not None or last is not None) and not is_dictionary_word(words[0])
    return (first is not None or last is not None) and not all(is_dictionary_word(w) for w in words)


@register
class ScriptBesideDetector(Detector):
    name = "script_beside"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for before, pattern in enumerate(_PAIRS):
            for match in pattern.finditer(text):
                latin = match["latin"].split()
                start, end = match.span("other")
                other = match["other"].split()
                if before and len(other) > len(latin):
                    # The words before the name are the sentence's (मेरी दोस्त प्रिया वर्मा (Priya Verma)).
                    start = end - len(" ".join(other[-len(latin) :]))
                    other = other[-len(latin) :]
                if abs(len(latin) - len(other)) > 1 or not _latin_name(latin):
                    continue
                yield Mention(start, end, Category.PER, cert="medium", source="person:script-beside")
