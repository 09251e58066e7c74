"""Religious figures and the exclamations made of them: public sphere, never a participant.

``Yours in Christ``, ``die Virgin Mary im Fenster``, ``Jesus Maria!``, ``Herrgott nochmal``,
``inshallah``: a tagger reads a capitalised name there and proposes a person, an organisation or
a place, but the name is the figure of a faith everyone may name (DESIGN, "What stays"), and
replacing it would change the words of a greeting or an oath. The list below is written for
teianon (German, English, and the Arabic phrases German and English chat writes), figures and
fixed exclamations only: a figure's first name alone (``Maria``, ``Mary``, ``Josef``) is a
private person's as any bare first name is.

A phrase is no figure where a name goes on after it (``Jesus Maria Gonzalez``: a capitalised
word after it that is no word of the language) or where a title or a first name stands before it
(``Herr Christ``, ``Anna Christ``: the surname). A figure of one word that people bear as a first
name too (``Jesus``, ``Krishna``, ``Petrus``, ``Vishnu``) is the figure only where it is called
on: after an interjection or a word of praise or thanks (``Oh Jesus``, ``thank God``, ``in
Christ``), or alone before an exclamation mark (``Jesus!``); elsewhere (``mein Kollege Jesus hat
angerufen``, ``Grüße von Krishna``) it is a person's name, as a bare first name is.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import regex

from ..detect.evidence import is_plain_word
from ..detect.person_titles import is_title
from ..detect.person_words import name_kinds
from ..lazy import lazy
from ..mention import Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE

SOURCE = "public.religious"
_PHRASES = (
    # Christian figures (English, German).
    *("Jesus", "Jesus Christ", "Christ", "Lord Jesus", "Lord Jesus Christ", "Christ Jesus", "Christ almighty"),
    *("Virgin Mary", "Blessed Virgin", "Blessed Virgin Mary", "Holy Mary", "Mother Mary", "Mary Mother of God"),
    *("Mother of God", "Holy Mother of God", "Holy Spirit", "Holy Ghost", "God", "God almighty", "Lord God"),
    *("Good Lord", "Dear Lord", "Lord", "Jesus Christus", "Christus", "Herr Jesus", "Herr Jesus Christus"),
    *("Jungfrau Maria", "Heilige Maria", "Heilige Jungfrau", "Heilige Jungfrau Maria", "Mutter Gottes"),
    *("Muttergottes", "Gottesmutter", "Maria Mutter Gottes", "Heilige Maria Mutter Gottes", "Heiliger Geist"),
    *("Gott", "Herrgott", "Herrgott nochmal", "Herrgottsakra", "Allmächtiger", "Petrus", "Christkind"),
    *("Christkindl", "Weihnachtsmann", "Santa Claus", "Satan", "Lucifer", "Luzifer", "Beelzebub", "Teufel"),
    # Exclamations made of them.
    *("Jesus Maria", "Jesus Maria und Josef", "Jesus Maria Josef", "Jesses Maria", "Jessas Maria"),
    *("Jessasmaria", "Jesses", "Jessas", "Jesus Christ almighty", "Mary and Joseph", "Jesus Mary and Joseph"),
    # Other faiths, and the Arabic phrases of chat in German and English.
    *("Allah", "Prophet Muhammad", "Prophet Mohammed", "Prophet Mohammad", "Buddha", "Gautama Buddha"),
    *("Yahweh", "Jehovah", "Krishna", "Vishnu", "Shiva", "Ganesha", "Allahu Akbar", "Inshallah", "Inschallah"),
    *("Hare Krishna", "Hare Rama"),
    *("Insha'Allah", "Mashallah", "Maschallah", "Alhamdulillah", "Wallah", "Wallahi", "Bismillah", "Subhanallah"),
)


def _pattern(phrases: tuple[str, ...]) -> regex.Pattern[str]:
    # Longest first; words apart by spaces or a comma (``Jesus, Maria und Josef``).
    alternatives = [
        r"[\s,]+".join(regex.escape(word) for word in phrase.split())
        for phrase in sorted(set(phrases), key=len, reverse=True)
    ]
    return regex.compile(
        r"(?<![\p{L}\p{M}'’\-])(?:" + "|".join(alternatives) + r")(?![\p{L}\p{M}'’\-])",
        regex.IGNORECASE | regex.VERSION1,
    )


_FIGURES = _pattern(_PHRASES)
_NEXT_WORD = lazy(r"[^\S\n]+(\p{Lu}[\p{L}\p{M}'’\-]*)")
_WORD_BEFORE = lazy(r"(\p{L}[\p{L}\p{M}'’\-]*)\.?[^\S\n]+$")
# How far before a phrase the word before it is sought (the whole post was searched each time).
_BEFORE = 64
# The words that call on a figure named like a person: an interjection, praise, thanks, an oath.
_CALLING = frozenset(
    "oh o ach och ah omg thank thanks praise praised dear lieber liebe gelobt in by um bei sweet "
    "good heiliger heilige mein my oi".split()
)
_EXCLAIMED = lazy(r"[^\S\n]*[!?]")
# How far around a proposal a phrase that holds it may begin or end.
_REACH = 48


def religious(view: PostText, proposal: Mention) -> Mention | None:
    """The religious figure or exclamation that holds ``proposal``, kept as public; or None."""
    text = view.text
    start, end = max(0, proposal.start - _REACH), min(len(text), proposal.end + _REACH)
    for match in _FIGURES.finditer(text, start, end, overlapped=False):
        if match.start() > proposal.start:
            break
        if match.end() < proposal.end:
            continue
        before = _word_before(text, match.start())
        if _name_goes_on(text, match.end()) or _name_before(before):
            return None
        if " " not in match[0] and _borne(match[0]) and not _called_on(before, text, match.end()):
            return None
        span = Mention(match.start(), match.end(), proposal.category)
        return replace(span, cert="high", source=SOURCE, subtype=SUBTYPE)
    return None


def _name_goes_on(text: str, end: int) -> bool:
    """A capitalised word after the phrase that is a surname of the tables or no word of the
    language: a full name's rest (``Petrus Müller``, ``Jesus Maria Gonzalez``)."""
    after = _NEXT_WORD.match(text, end)
    if after is None or _FIGURES.fullmatch(after[1]):
        return False
    return name_kinds(after[1])[1] is not None or not is_plain_word(after[1])


def _word_before(text: str, start: int) -> str | None:
    """The word right before ``start`` (sought near it only: a long post is not read again)."""
    before = _WORD_BEFORE.search(text, max(0, start - _BEFORE), start)
    return None if before is None else before[1]


def _name_before(word: str | None) -> bool:
    """A form of address or a capitalised first name of the tables right before the phrase."""
    if word is None:
        return False
    return is_title(word.casefold()) or (
        word[:1].isupper() and name_kinds(word)[0] is not None and not is_plain_word(word)
    )


@lru_cache(maxsize=64)
def _borne(figure: str) -> bool:
    """A figure of one word that people bear as a first name too (``Jesus``, ``Krishna``)."""
    return name_kinds(figure.capitalize())[0] is not None


def _called_on(before: str | None, text: str, end: int) -> bool:
    """The figure is called on: after an interjection or a word of praise or thanks (``before``),
    or alone in its sentence before an exclamation mark."""
    if before is not None:
        return before.casefold() in _CALLING
    return _EXCLAIMED.match(text, end) is not None
