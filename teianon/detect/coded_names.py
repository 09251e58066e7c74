"""PER: a name written in a code letter for letter (issue 39): in Morse code (``..-. . -.. -.. .``,
words parted by `` / `` or by more spaces) or in a spelling alphabet (the NATO alphabet, ``Lima
Echo November Alpha``; the German one of DIN 5009, ``Martha Anton Ida Kaufmann Emil``). Writers
use them in chat to play, or to keep a name from a search; no word table sees the name in them.

The code is read as its letters: where a word of them is a first name or a surname of the name
tables and no word of the dictionaries (``... --- ...`` is SOS, ``Alpha Bravo Charlie`` is ABC),
or any word of no dictionary after a cue of naming (``heißt``, ``my name is``), the whole code is
a PER. A letter run that joins a first name and a surname (``LENAMEIER``) counts as a name.
Three letters at least; Morse must be nothing but dots and dashes of valid letters, and a
spelling alphabet's words a run of three (NATO) or four (DIN 5009, whose words are first names
themselves) with nothing but spaces, commas or hyphens between.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .person_words import name_kinds

_MORSE_LETTERS = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h",
    "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p",
    "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x",
    "-.--": "y", "--..": "z", ".-.-": "ä", "---.": "ö", "..--": "ü", "...--...": "ß",
}  # fmt: skip
# Dots and dashes as keyboards and fonts write them.
_DOTS = str.maketrans({"·": ".", "•": ".", "∙": ".", "–": "-", "—": "-", "_": "-", "−": "-"})
_SIGN = r"[.\-·•∙–—_−]"
# Letters parted by one space, words by a slash, a bar or two spaces and more; three signs at least.
_MORSE = lazy(
    rf"(?<![\p{{L}}\p{{N}}.\-·•∙–—_−]){_SIGN}{{1,8}}(?:(?:[ \t]+[/|][ \t]+|[ \t]{{1,3}}){_SIGN}{{1,8}}){{2,}}"
    rf"(?![\p{{L}}\p{{N}}.\-·•∙–—_−])",
    regex.VERSION1,
)
_MORSE_QUICK = lazy(r"[.·•∙\-–—_−]{1,8} [.·•∙\-–—_−]")

_NATO = {
    "alpha": "a", "alfa": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
    "golf": "g", "hotel": "h", "india": "i", "juliett": "j", "juliet": "j", "kilo": "k", "lima": "l",
    "mike": "m", "november": "n", "oscar": "o", "oskar": "o", "papa": "p", "quebec": "q", "romeo": "r",
    "sierra": "s", "tango": "t", "uniform": "u", "victor": "v", "whiskey": "w", "whisky": "w",
    "x-ray": "x", "xray": "x", "yankee": "y", "zulu": "z",
}  # fmt: skip
_DIN = {
    "anton": "a", "ärger": "ä", "berta": "b", "bertha": "b", "cäsar": "c", "charlotte": "c", "dora": "d",
    "emil": "e", "friedrich": "f", "gustav": "g", "heinrich": "h", "ida": "i", "julius": "j",
    "kaufmann": "k", "konrad": "k", "ludwig": "l", "martha": "m", "nordpol": "n", "otto": "o",
    "ökonom": "ö", "paula": "p", "quelle": "q", "richard": "r", "samuel": "s", "siegfried": "s",
    "schule": "sch", "theodor": "t", "ulrich": "u", "übermut": "ü", "viktor": "v", "wilhelm": "w",
    "xanthippe": "x", "ypsilon": "y", "zacharias": "z", "zeppelin": "z", "eszett": "ß",
}  # fmt: skip


def _run_pattern(table: dict[str, str], least: int) -> regex.Pattern[str]:
    """A run of ``least`` words of a spelling alphabet and more, spaces, commas, hyphens or a
    slash between."""
    word = "|".join(regex.escape(w) for w in sorted(table, key=len, reverse=True))
    between = r"(?:[ \t]*[,/][ \t]*|[ \t]*-[ \t]*|[ \t]+)"
    return regex.compile(
        rf"(?<![\p{{L}}\-])(?i:{word})(?:{between}(?i:{word})){{{least - 1},}}(?![\p{{L}}\-])", regex.VERSION1
    )


_NATO_RUN = _run_pattern(_NATO, 3)
_DIN_RUN = _run_pattern(_DIN, 4)
_ALPHABET_WORD = lazy(r"[\p{L}]+(?:-[\p{L}]+)?", regex.VERSION1)
_CUE = lazy(
    r"(?i:heiß\w*|heiss\w*|name\w*|named|called|ich\s+bin|i\s+am|i['’]m|is|ist|von|from|morse\w*|code\w*)"
    r"\W{0,3}$",
    regex.VERSION1,
)
_MIN_LETTERS = 3


def _name_word(word: str) -> bool:
    """A decoded word that is a name of the tables and no word (``sos``, ``abc`` stay)."""
    # A word of the dictionaries is the word (``red``, ``abcde`` is no name either): a name
    # that is a word as well (``rose``) needs a cue of naming (:func:`_names`).
    if len(word) < _MIN_LETTERS or is_dictionary_word(word) or _in_order(word):
        return False
    first, last = name_kinds(word.capitalize())
    if first is not None or last is not None:
        return True
    # A first name and a surname run together (``lenameier``).
    return any(
        name_kinds(word[:k].capitalize())[0] is not None and any(name_kinds(word[k:].capitalize()))
        for k in range(_MIN_LETTERS, len(word) - _MIN_LETTERS + 1)
    )


def _in_order(word: str) -> bool:
    """The letters run on in the alphabet (``abcde``, ``xyz``): the code read out, no name
    (a rare table lists ``Abcde`` as a given name)."""
    return all(ord(b) - ord(a) == 1 for a, b in zip(word, word[1:], strict=False))


def _names(decoded: list[str], text: str, start: int) -> bool:
    if any(_name_word(w) for w in decoded):
        return True
    if _CUE.search(text, max(0, start - 30), start) is None:
        return False
    return any(
        len(w) >= _MIN_LETTERS and (not is_dictionary_word(w) or name_kinds(w.capitalize())[0] is not None)
        for w in decoded
    )


def _morse(text: str) -> Iterator[Mention]:
    if _MORSE_QUICK.search(text) is None:
        return
    for match in _MORSE.finditer(text):
        words = regex.split(r"[ \t]*[/|][ \t]*|[ \t]{2,}", match.group().translate(_DOTS))
        decoded = ["".join(_MORSE_LETTERS.get(s, "?") for s in w.split()) for w in words]
        if any("?" in w for w in decoded) or sum(map(len, decoded)) < _MIN_LETTERS:
            continue
        if _names(decoded, text, match.start()):
            yield Mention(match.start(), match.end(), Category.PER, cert="high", source="person:coded")


_NATO_WORDS = frozenset(_NATO)
_DIN_WORDS = frozenset(_DIN)


def _alphabets(post: PostText) -> Iterator[Mention]:
    text = post.text
    # The words of the post as a set, in C: most posts hold no word of either alphabet, and the
    # run patterns (a long alternation at every position) are asked only of those that do.
    words = set(post.folded.replace(",", " ").replace("/", " ").split())
    for pattern, table, keys in ((_NATO_RUN, _NATO, _NATO_WORDS), (_DIN_RUN, _DIN, _DIN_WORDS)):
        if len(words & keys) < 2:  # a name of three letters and more spells two of them at least
            continue
        for match in pattern.finditer(text):
            letters = "".join(table.get(w.casefold(), "") for w in _ALPHABET_WORD.findall(match.group()))
            if _names([letters], text, match.start()):
                yield Mention(match.start(), match.end(), Category.PER, cert="high", source="person:coded")


def spelt_word(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` lies inside a run of spelling-alphabet words that spells a word of
    the dictionaries or the alphabet in order (``Romeo Echo Delta`` is ``red``): the run is a
    word spelt out, and no part of it a person (``Charlie``, ``Romeo`` are names elsewhere)."""
    # NATO's words only, parted by spaces or hyphens: DIN 5009's are common first names, and a
    # list of people (``Heinrich, Anton, Ulrich, Samuel``) may spell a word by chance.
    if len(set(text[max(0, start - 60) : end + 60].casefold().split()) & _NATO_WORDS) < 2:
        return False
    for match in _NATO_RUN.finditer(text, max(0, start - 60), min(len(text), end + 60)):
        if match.start() <= start and end <= match.end() and "," not in match.group():
            letters = "".join(_NATO.get(w.casefold(), "") for w in _ALPHABET_WORD.findall(match.group()))
            return len(letters) >= _MIN_LETTERS and (is_dictionary_word(letters) or _in_order(letters))
    return False


@register
class CodedNameDetector(Detector):
    name = "coded_names"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        yield from _morse(post.text)
        yield from _alphabets(post)
