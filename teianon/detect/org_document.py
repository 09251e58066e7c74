"""ORG: a firm's name without its legal form, where the document names it with one (issue 38).

A mail signs ``Quillfeather Garden Supplies Ltd`` at its foot and writes ``From: Quillfeather
Garden Supplies Customer Service`` at its head; a letter names ``Brenner Haustechnik GmbH`` in
its sender block and ``Brenner Haustechnik`` in its text. The legal form makes the first a name
(``organisation:legal-form``); the document's other mentions of the same words, without it, are
the same firm (``organisation:same-firm``): words of the language (``Garden Supplies``) are no
evidence against that, since the document itself used them as a name.

The names are read from every post and text block of the document once (:meth:`DocumentContext.cached`).
A name of one word must be no word of the language (``Post`` of ``Post AG`` is the word
elsewhere); a name the organisation or notable lists hold is left to them (a public company).
``high``: the document says it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import regex

from ..lists import notable, organisations
from ..mention import Category, Mention
from ..read.textview import PostText
from . import DocumentContext
from .evidence import Words, is_plain_word
from .lexicon import frequency

SOURCE = "organisation:same-firm"
_KEY = "organisation:firms-with-legal-form"


def firm_names(context: DocumentContext, named: Callable[[Words], Iterable[Mention]]) -> frozenset[str]:
    """The names (without legal form) of the firms that ``named`` finds with their legal form
    anywhere in the document, read once per document."""

    def build() -> frozenset[str]:
        found: set[str] = set()
        for view in (*context.views, *context.text_views):
            words = Words.of(view)
            for mention in named(words):
                inside = [
                    words[k]
                    for k in range(len(words))
                    if mention.start <= words[k].start and words[k].end <= mention.end
                ]
                if len(inside) < 2:
                    continue
                name = view.text[inside[0].start : inside[-2].end]
                if _namelike(name):
                    found.add(name)
        return frozenset(found)

    value = context.cached(_KEY, build)
    assert isinstance(value, frozenset)
    return value


# A one-word name as common as this (Zipf) is the word elsewhere in the document.
_COMMON = 4.0


def _namelike(name: str) -> bool:
    parts = name.split()
    if not parts or not all(p[:1].isupper() for p in parts if p[:1].isalpha()):
        return False
    if len(parts) == 1 and (is_plain_word(name) or len(name) < 4 or frequency(name) >= _COMMON):
        return False  # "Sonne GmbH": "die Sonne scheint" elsewhere is the sun
    key = tuple(p.casefold() for p in parts)
    return not (organisations().get(key) or notable().get(key))


def same_firm(post: PostText, names: frozenset[str]) -> Iterator[Mention]:
    """The mentions in ``post`` of a firm's name the document gives with a legal form elsewhere."""
    for name in names:
        pattern = regex.compile(rf"(?<![\p{{L}}\p{{N}}]){regex.escape(name)}(?![\p{{L}}\p{{N}}])")
        for m in pattern.finditer(post.text):
            yield Mention(m.start(), m.end(), Category.ORG, cert="high", source=SOURCE)
