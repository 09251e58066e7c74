"""A name never runs across the punctuation of a tokenised post.

A tokenised post's text holds its ``<w>`` tokens only; its ``<pc>`` marks stand beside it
(:attr:`teianon.read.textview.PostText.marks`). A detector that reads word after word sees
``by June Ravi Patel`` where the writer put ``by June. Ravi Patel``, and ``Elise von Beethoven``
for ``„Für Elise" von Beethoven``: its name runs across the mark, and a reference replaced as one
loses the mark with the words it collapses. Such a mention is cut at every mark that parts names
(:func:`teianon.detect.tagger_spans.parts_names`), and the pieces that name nothing are left out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import regex

from ..mention import Mention
from ..read.textview import PostText
from .tagger_spans import names_nothing, parts_names

_WORD = regex.compile(r"\S+")


def _word_before(text: str, offset: int) -> str:
    words = _WORD.findall(text, max(0, offset - 60), offset)
    return words[-1] if words else ""


def _word_after(text: str, offset: int) -> str:
    found = _WORD.search(text, offset)
    return found.group() if found else ""


def within_marks(post: PostText, mention: Mention) -> Iterator[Mention]:
    """``mention``, or its pieces between the marks inside it that part names."""
    text = post.text
    cuts = [
        offset
        for offset, mark in post.marks
        if mention.start < offset < mention.end
        and parts_names(_word_before(text, offset), mark, _word_after(text, offset))
    ]
    if not cuts:
        yield mention
        return
    start = mention.start
    for stop in [*cuts, mention.end]:
        piece = text[start:stop]
        a = start + len(piece) - len(piece.lstrip())
        b = start + len(piece.rstrip())
        if a < b and not names_nothing(_WORD.findall(text, a, b)):
            yield replace(mention, start=a, end=b)
        start = stop
