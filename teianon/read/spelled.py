"""A word spelled letter by letter as a reader reads it: its letters joined.

``K-O-W-A-L-C-Z-Y-K``, ``k o w a l c z y k``, ``K.O.W.A.L``, a first name and a surname two
spaces apart (``A N N A  B E R G``): a reader reads the word, so the audit compares the letters
joined with what the output must not contain (issue 39). One separator throughout a word, three
letters and more, each alone; the words of a spelled name one separator apart more (or a
comma), read as one name with a space between. An e-mail address spelled with a space between
each two of its characters is read without them.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

_WORD = regex.compile(
    r"(?<![\p{L}\p{N}.\-_*·])\p{L}(?P<sep>[.\-_*·]|[^\S\n])\p{L}(?:(?P=sep)\p{L})+(?![\p{L}\p{N}])", regex.VERSION1
)
_QUICK = regex.compile(r"\p{L}[.\-_*· ]\p{L}[.\-_*· ]\p{L}[.\-_*· ]\p{L}", regex.VERSION1)
# Characters each alone, a space between each two: an address or a number spelled so
# (``a n n a . b e r g @ g m x . d e``) is read without the spaces.
_SPACED = regex.compile(r"(?<!\S)(?:\S ){3,}\S(?!\S)")
# What may stand between the spelled words of one name.
_BETWEEN = regex.compile(r"[ .,\-_*·]{1,3}")


def spelled_words(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, letters joined) of each word of ``text`` spelled letter by letter, and of each
    run of such words side by side (joined by a space): ``a n n a  b e r g`` gives ``anna``,
    ``berg`` and ``anna berg`` (case as written)."""
    if _QUICK.search(text) is None:
        return
    words = [(m.start(), m.end(), "".join(c for c in m.group() if c.isalpha())) for m in _WORD.finditer(text)]
    for i, (start, end, joined) in enumerate(words):
        yield start, end, joined
        names = [joined]
        stop = end
        for next_start, next_end, next_joined in words[i + 1 :]:
            if not _BETWEEN.fullmatch(text[stop:next_start]):
                break
            names.append(next_joined)
            stop = next_end
            yield start, stop, " ".join(names)
    if "@" in text or "＠" in text:
        for match in _SPACED.finditer(text):
            joined = match.group().replace(" ", "")
            if "@" in joined:
                yield match.start(), match.end(), joined
