""" "Fancy text" a reader decodes at a glance, read as the Latin letters it shows (issue 39).

Text generators of social media write a name in letters that Unicode gives no compatibility
decomposition, so NFKC and the confusables data leave them as they are:

- negative circled and negative squared letters (``🅐🅝🅝🅐``, ``🅰🅽🅽🅰``, U+1F150-U+1F189);
- regional indicator symbols written apart (``🇦 🇳 🇳 🇦``): one alone, or a run of five and more,
  is a letter; a pair (``🇩🇪``) or two pairs display as flags and stay;
- Braille letters (``⠁⠝⠝⠁``): the 26 letter cells of (grade 1) Braille;
- upside-down text (``ɐuuɐ``, ``uɐʎɹ∩``): a word of turned letters is read turned back,
  from its end, where it holds at least one letter that only turned text writes (``ɐ``, ``ǝ``,
  ``ɹ``, ``ʇ``, ``ɯ`` …) and nothing that turned text does not.

Each character becomes one character (an upside-down word is reversed in place), so offsets
stay: :func:`unfancy` serves the detectors' view, the audit's folding and the replacement's
search alike (:mod:`teianon.read.reader`).
"""

from __future__ import annotations

import regex

# Negative circled (U+1F150) and negative squared (U+1F170) capital letters.
_TABLE: dict[int, str] = {}
for _base in (0x1F150, 0x1F170):
    for _k in range(26):
        _TABLE[_base + _k] = chr(ord("A") + _k)
# The 26 letter cells of Braille (dots 1-6), a to z.
_BRAILLE = "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵"
for _k, _cell in enumerate(_BRAILLE):
    _TABLE[ord(_cell)] = chr(ord("a") + _k)
del _base, _k, _cell

_QUICK = regex.compile(
    r"[\U0001F150-\U0001F189\U0001F1E6-\U0001F1FF\u2800-\u28ff\u0250-\u02af\u1d09\u2200-\u22a5\u2132\u2141\u02e5\u0500\ua4e4\ua4ed\ua4d8\u15e1\u01dd\u018e]"
)
_INDICATORS = regex.compile(r"[\U0001F1E6-\U0001F1FF]+")

# A letter as upside-down text writes it -> the letter it is turned back.
_TURNED = {
    "ɐ": "a",
    "q": "b",
    "ɔ": "c",
    "p": "d",
    "ǝ": "e",
    "ɟ": "f",
    "ƃ": "g",
    "ɥ": "h",
    "ı": "i",
    "ᴉ": "i",
    "i": "i",
    "ɾ": "j",
    "ʞ": "k",
    "l": "l",
    "ɯ": "m",
    "u": "n",
    "o": "o",
    "d": "p",
    "b": "q",
    "ɹ": "r",
    "s": "s",
    "ʇ": "t",
    "n": "u",
    "ʌ": "v",
    "ʍ": "w",
    "x": "x",
    "ʎ": "y",
    "z": "z",
    "∀": "A",
    "ꓭ": "B",
    "Ɔ": "C",
    "ᗡ": "D",
    "Ǝ": "E",
    "Ⅎ": "F",
    "⅁": "G",
    "H": "H",
    "I": "I",
    "ſ": "J",
    "ꓘ": "K",
    "˥": "L",
    "W": "M",
    "N": "N",
    "O": "O",
    "Ԁ": "P",
    "ꓤ": "R",
    "S": "S",
    "⊥": "T",
    "∩": "U",
    "Λ": "V",
    "M": "W",
    "X": "X",
    "⅄": "Y",
    "Z": "Z",
}
# Letters only turned text writes: one of them makes a word of the letters above upside-down
# (``ɔ``, ``ʌ`` and ``ı`` are letters of living languages and of IPA on their own, so they do not).
_ONLY_TURNED = "ɐǝɟƃɥᴉɾʞɯɹʇʍʎ∀ꓭᗡƎℲ⅁ꓘ˥Ԁꓤ⊥∩⅄"
_TURNED_WORD = regex.compile(
    "(?<![\\p{L}\\p{M}\\p{N}])["
    + regex.escape("".join(_TURNED))
    + "]*["
    + regex.escape(_ONLY_TURNED)
    + "]["
    + regex.escape("".join(_TURNED))
    + "]*(?![\\p{L}\\p{M}\\p{N}])",
    regex.VERSION1,
)
# Two flags side by side are four indicators; a name spelled in them is longer, or written apart.
_FLAGS = 4


def _indicators(match: regex.Match[str]) -> str:
    run = match.group()
    if 1 < len(run) <= _FLAGS:
        return run
    return "".join(chr(ord(c) - 0x1F1E6 + ord("A")) for c in run)


def _turned_back(match: regex.Match[str]) -> str:
    return "".join(_TURNED[c] for c in reversed(match.group()))


def _upright(text: str) -> str:
    text = text.translate(_TABLE)
    if max(text) >= "\U0001f1e6":
        text = _INDICATORS.sub(_indicators, text)
    return text


def unfancy(text: str) -> str:
    """``text`` with fancy letters written as the Latin letters they show, one for one."""
    if _QUICK.search(text) is None:
        return text
    return _TURNED_WORD.sub(_turned_back, _upright(text))


def unfancy_order(text: str) -> tuple[str, list[int]]:
    """:func:`unfancy` of ``text`` and, for each of its characters, the offset in ``text`` it
    comes from (an upside-down word is reversed)."""
    order = list(range(len(text)))
    if _QUICK.search(text) is None:
        return text, order
    upright = _upright(text)
    shown = _TURNED_WORD.sub(_turned_back, upright)
    for match in _TURNED_WORD.finditer(upright):
        order[match.start() : match.end()] = reversed(order[match.start() : match.end()])
    return shown, order
