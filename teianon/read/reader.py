"""Text as a reader sees it: the spelling that detection, replacement and audit compare.

A name hides from a plain string search in many ways that do not hide it from a reader:
compatibility forms (``ⓛⓔⓛⓐ②``, full-width ``ｌｅｌａ２``), invisible format characters between its
letters (zero-width space, soft hyphen, U+180E, tag characters, bidi isolates), a right-to-left
override that displays ``2alel`` as ``lela2``, look-alike letters of other scripts (Cyrillic
``lеla2``), small capitals (``ʟᴇʟᴀ``), a letter and its combining accent written apart
(``Zoe\\u0308``). :func:`fold` maps a text to one spelling for all of these, in lower case:

1. bidi overrides resolved: what stands between U+202E and its U+202C is displayed in reverse;
2. default-ignorable characters removed (every format character, variation selectors, fillers),
   and the combining marks that strike through or underline a letter (U+0332-U+0338 and the
   overlines U+0305, U+033F);
3. "fancy text" read as the Latin letters it shows (negative circled and squared letters,
   regional indicators written apart, Braille letters, upside-down words: :mod:`teianon.read.fancy`),
   then NFKC (compatibility forms, composition);
4. look-alike letters folded to the ASCII letter or digit they imitate, with Unicode's
   confusables data (TR39) as the ``confusable-homoglyphs`` package ships it, and small capitals
   by their Unicode names; ASCII characters themselves stay (``I`` and ``l`` stay apart);
5. case folded.

:func:`fold_with_offsets` does the same and says where each folded character came from, so that
a match can be mapped back to the characters as written (the hidden-strings pass replaces those).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import regex

from .fancy import unfancy, unfancy_order

# What a reader does not see: format characters (Cf: soft hyphen, zero-width characters, bidi
# marks, embeddings, overrides and isolates, U+180E, tag characters) and the rest of Unicode's
# default-ignorable code points (variation selectors, Hangul fillers, combining grapheme joiner).
# The combining marks that strike through, slash, underline or overline a letter (a plain-text
# "strikethrough": ``T̶h̶e̶o̶``) are read through too: the letter beneath is what a reader reads.
# Accents written apart (``Gu\u0308nther``) make a letter and stay.
DECORATION = "\u0305\u0332\u0333\u0334\u0335\u0336\u0337\u0338\u033f"
UNSEEN = regex.compile(rf"[\p{{Cf}}\p{{Default_Ignorable_Code_Point}}{DECORATION}]+")
_IGNORABLE = UNSEEN
OVERRIDE = _OVERRIDE = "\u202e"  # RIGHT-TO-LEFT OVERRIDE
POP = _POP = "\u202c"  # POP DIRECTIONAL FORMATTING
# A word written with the same symbol between each two of its letters (M\U0001f495a\U0001f495r\U0001f495l,
# J\u2605o\u2605h\u2605n, J*o*h*n): a reader reads the letters. Three letters at least, each
# alone between two fillers, and one filler (a symbol or emoji, with its variation selector) all
# along; a letter, a digit or a punctuation mark of words (``.``, ``-``, ``_``, ``@``, ``/``) is no
# filler, so that abbreviations, URLs and hyphenated words read as before.
_FILLER = (
    r"[\p{S}\p{Extended_Pictographic}*\u2022\u00b7]"
    r"[\p{S}\p{Extended_Pictographic}\p{Cf}\p{Default_Ignorable_Code_Point}]*"
)
_INTERLEAVED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}\p{{M}}])\p{{L}}\p{{M}}*(?P<f>{_FILLER})\p{{L}}\p{{M}}*(?:(?P=f)\p{{L}}\p{{M}}*)+(?![\p{{L}}\p{{N}}\p{{M}}])",
    regex.VERSION1,
)
_NOT_LETTER = regex.compile(r"[^\p{L}\p{M}]+", regex.VERSION1)
# A filler's character at all (the symbols of ASCII and Latin-1, general punctuation's bullet,
# letterlike symbols to dingbats and arrows, the emoji planes), then a letter with one after it
# and a letter after that: most texts have neither, and the standard library's search for the
# first is many times cheaper than the whole pattern's (asked of every post and text folded).
_QUICK = re.compile(
    "[*+<=>|~^$`\u00a2-\u00a9\u00ac\u00ae-\u00b1\u00b4\u00b7\u00b8\u00d7\u00f7\u02c2-\u02c5\u2022"
    "\u2100-\u2bff\u3000-\u303f\U0001f000-\U0001faff]"
)
_MAYBE = regex.compile(r"\p{L}[\p{S}\p{Extended_Pictographic}*\u2022\u00b7][\p{S}\p{Cf}\p{M}]*\p{L}", regex.VERSION1)


def interleaved_fillers(text: str) -> list[tuple[int, int]]:
    """The spans of the fillers between the letters of an interleaved word (``J\u2605o\u2605h\u2605n``)."""
    spans: list[tuple[int, int]] = []
    if _QUICK.search(text) is None or _MAYBE.search(text) is None:
        return spans
    for match in _INTERLEAVED.finditer(text):
        base = match.start()
        spans.extend((base + f.start(), base + f.end()) for f in _NOT_LETTER.finditer(match.group()))
    return spans


def _without_fillers(text: str) -> str:
    spans = interleaved_fillers(text)
    if not spans:
        return text
    kept, at = [], 0
    for start, end in spans:
        kept.append(text[at:start])
        at = end
    kept.append(text[at:])
    return "".join(kept)


@lru_cache(maxsize=1)
def _table() -> dict[int, str]:
    """Code point -> the ASCII letter or digit it imitates (lower case)."""
    from confusable_homoglyphs.confusables import confusables_data

    table: dict[int, str] = {}
    for source, glyphs in confusables_data.items():
        if len(source) != 1 or source.isascii():
            continue
        targets = [g["c"] for g in glyphs if len(g["c"]) == 1 and g["c"].isascii() and g["c"].isalnum()]
        if not targets:
            continue
        # A glyph that looks like both "l" and "1" (or "I") is folded to a letter, in lower case,
        # the way names are compared.
        letters = [t.lower() for t in targets if t.isalpha()]
        table[ord(source)] = min(letters) if letters else min(targets)
    for code in range(0x80, 0x20000):
        name = unicodedata.name(chr(code), "")
        # LATIN LETTER SMALL CAPITAL L, MODIFIER LETTER SMALL CAPITAL L, ...
        if "SMALL CAPITAL " in name and code not in table:
            letter = name.rsplit("SMALL CAPITAL ", 1)[1]
            if len(letter) == 1 and "A" <= letter <= "Z":
                table[code] = letter.lower()
    return table


def _resolve_overrides(text: str) -> str:
    """``text`` with every right-to-left override's span reversed, as it displays."""
    if _OVERRIDE not in text:
        return text
    return "".join(text[i] for i in display_order(text))


def display_order(text: str) -> list[int]:
    """The offsets of ``text`` in the order they display: the span after a right-to-left
    override (to its pop, or the end of its paragraph) reversed; the override and pop go."""
    if _OVERRIDE not in text:
        return list(range(len(text)))
    order: list[int] = []
    i = 0
    while i < len(text):
        if text[i] == _OVERRIDE:
            i, inner = _override_span(text, i + 1, 1)
            order.extend(reversed(inner))
        else:
            if text[i] != _POP:
                order.append(i)
            i += 1
    return order


# The bidi algorithm's deepest embedding (UAX #9, max_depth): an override below it has no effect.
_MAX_DEPTH = 125


def _override_span(text: str, i: int, depth: int) -> tuple[int, list[int]]:
    """(where the span after an override ends, its offsets with nested overrides resolved)."""
    parts: list[int] = []
    while i < len(text):
        char = text[i]
        if char == _POP:
            return i + 1, parts
        if char == _OVERRIDE and depth >= _MAX_DEPTH:
            i += 1
            continue
        if char == _OVERRIDE:
            i, inner = _override_span(text, i + 1, depth + 1)
            # Reversed twice (inner and outer): reads forward inside the reversed span.
            parts.extend(reversed(inner))
            continue
        if char in "\n\r\u2029":
            # An override ends with its paragraph.
            return i, parts
        parts.append(i)
        i += 1
    return i, parts


@lru_cache(maxsize=1)
def _latin1_kept() -> bytes:
    """The Latin-1 characters (as bytes) that every step but case folding leaves as they are
    (most German and English text: ``ä``, ``ß``, ``é``)."""
    return bytes(
        c
        for c in range(0x100)
        if not _IGNORABLE.fullmatch(chr(c)) and unicodedata.normalize("NFKC", chr(c)) == chr(c) and c not in _table()
    )


def _latin1_plain(text: str) -> bool:
    """Is ``text`` all of :func:`_latin1_kept`, so that it needs no more than ``casefold``? Asked
    of every text folded, up to a whole file for the audit: the bytes are tested in C."""
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return not data.translate(None, _latin1_kept())


def fold(text: str) -> str:
    """``text`` as a reader reads it, in one spelling and lower case (see the module docstring)."""
    if text.isascii():
        return text.lower()
    if _latin1_plain(text):
        return text.casefold()
    text = unfancy(_IGNORABLE.sub("", _without_fillers(_resolve_overrides(text))))
    return unicodedata.normalize("NFKC", text).translate(_table()).casefold()


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """:func:`fold` of ``text``, and for each of its characters the offset in ``text`` of the
    character (or the start of the cluster) it comes from."""
    if text.isascii():
        return text.lower(), list(range(len(text)))
    order = display_order(text)
    table = _table()
    out: list[str] = []
    offsets: list[int] = []
    # A cluster of a letter and its combining marks is normalised as one: NFKC composes within it.
    shown, turned = unfancy_order("".join(text[i] for i in order))
    order = [order[i] for i in turned]
    fillers = {i for start, end in interleaved_fillers(shown) for i in range(start, end)}
    for match in regex.finditer(r"\X", shown):
        if match.start() in fillers:
            continue
        kept = "".join(c for c in match.group() if not _IGNORABLE.fullmatch(c))
        if not kept:
            continue
        folded = unicodedata.normalize("NFKC", kept).translate(table).casefold()
        origin = order[match.start() + next(k for k, c in enumerate(match.group()) if not _IGNORABLE.fullmatch(c))]
        out.append(folded)
        offsets.extend([origin] * len(folded))
    return "".join(out), offsets


def is_plain(text: str) -> bool:
    """ASCII only: :func:`fold` is ``lower()`` and keeps every offset."""
    return text.isascii()


def displayed(text: str) -> str:
    """``text`` as it displays, in its own letters and case: overrides resolved, invisible
    characters gone, compatibility forms normalised (what a message shows of a hidden name)."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", unfancy(_IGNORABLE.sub("", _without_fillers(_resolve_overrides(text)))))


_LETTER_RUN = regex.compile(r"[\p{L}\p{N}\p{M}]+")


@lru_cache(maxsize=1)
def _legible_table() -> dict[int, str]:
    """Code point -> the ASCII letter or digit it displays as, in its own case, where that is
    one character for one: compatibility forms (full-width ``ｌ``, circled ``ⓛ``, mathematical
    letters) and small capitals. Latin-1 (``²``, ``µ``, ``ª``) stays as written."""
    table: dict[int, str] = {}
    for code in range(0x100, 0x20000):
        char = chr(code)
        compatible = unicodedata.normalize("NFKC", char)
        if len(compatible) == 1 and compatible.isascii() and compatible.isalnum():
            table[code] = compatible
    for code, letter in _table().items():
        if "SMALL CAPITAL " in unicodedata.name(chr(code), "") and code not in table:
            table[code] = letter
    # Spaces and hyphens of typesetting (no-break, thin, figure, ideographic space; the Unicode and
    # no-break hyphen): a telephone number, an IBAN or a tax id grouped by them ("0151 2299 3300"
    # with thin spaces) is grouped as with a space or a hyphen, and read so.
    for code in range(0xA0, 0x3001):
        if unicodedata.category(chr(code)) == "Zs":
            table[code] = " "
    for code in (0x2010, 0x2011, 0x2012):
        table[code] = "-"
    return table


def legible(text: str) -> str:
    """``text`` with every character that displays as an ASCII letter or digit written as that
    letter, one character for one (offsets stay): full-width, circled and mathematical forms,
    small capitals, spaces and hyphens of typesetting as ``" "`` and ``"-"``, and look-alike
    letters of another script inside a word of Latin letters (Cyrillic ``е`` in ``lеla2``; a word
    all Cyrillic stays). Case stays; format characters
    stay (removing them would move offsets). What detection reads (:mod:`teianon.read.textview`)."""
    if text.isascii() or _latin1_plain(text):
        return text
    text = unfancy(text).translate(_legible_table())
    if text.isascii():
        return text
    confusable = _table()

    def latin(run: regex.Match[str]) -> str:
        word = run.group()
        if word.isascii() or not any(c.isascii() and c.isalpha() for c in word):
            return word
        return "".join(_cased(c, confusable) if ord(c) in confusable else c for c in word)

    return _LETTER_RUN.sub(latin, text)


def _cased(char: str, confusable: dict[int, str]) -> str:
    letter = confusable[ord(char)]
    return letter.upper() if char.isupper() else letter
