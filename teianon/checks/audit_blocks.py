"""How the audit reads a hit in its block (:mod:`teianon.checks.audit`): whether a word spelled
like a name stands as the word of the language there (after a determiner, or in lower case where
the writer capitalises names), which makes it only a possible leak."""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree

from ..annotate.repeat_case import lower_word, word_not_name
from ..annotate.repeat_words import as_word
from ..mention import PLACEHOLDER
from ..read.tei_names import XML_NS
from .audit_words import language_word

# Why a lower-case word like a capitalised name is only possibly a leak.
LOWER_WORD = "a lower-case word, where the document writes the name capitalised"


def lower_word_of(
    node: etree._Element, kind: str, text: str, start: int, end: int, posts: frozenset[str], read: Read
) -> bool:
    """Whether the hit ``text[start:end]`` in a text of the output stands as the lower-case word
    of the language, read in its block (the post around a text or a token of a tokenised
    corpus, ``<w>grace</w>``): after a determiner, as the repeats read it there
    (:func:`teianon.annotate.repeat_words.as_word`: ``a grace period``), or written in lower case
    by a writer who capitalises (:func:`teianon.annotate.repeat_case.word_not_name`). The
    placeholders of the output hide how the writer wrote the names around it: in a post of
    ``posts`` (one with a reference written capitalised) they count as the writer's capitals."""
    found = text[start:end]
    if kind not in ("text", "tail") or not lower_word(found):
        return False
    read_in = _in_block(node, kind, start, end, posts, read)
    if read_in is None:
        return False
    context, hit_start, hit_end, capitals = read_in
    return as_word(context, hit_start, hit_end) or word_not_name(context, hit_start, hit_end, capitals)


# Why a word after a determiner, spelled like a name that is that word too, is only possibly a leak.
DETERMINED_WORD = "a word of the language after a determiner, spelled like the name"


def determined_word(node: etree._Element, kind: str, text: str, start: int, end: int, read: Read) -> bool:
    """Whether the hit ``text[start:end]``, a whole word that is a noun or a frequent word of the
    language (``Sonnenblume`` of Sonnenblume77, ``moss`` of moss_runner, ``Koch``), stands right
    after a determiner in its block (``die Sonnenblume im Garten``, ``the moss on the roof``):
    the word, as the linker and the repeats read it there, in whatever case it is written."""
    if kind not in ("text", "tail") or not language_word(text, start, end):
        return False
    read_in = _in_block(node, kind, start, end, frozenset(), read)
    return read_in is not None and as_word(read_in[0], read_in[1], read_in[2])


def _in_block(
    node: etree._Element, kind: str, start: int, end: int, posts: frozenset[str], read: Read
) -> tuple[str, int, int, tuple[tuple[int, str], ...]] | None:
    """The block's text around the hit, the hit's place in it and the writer's capitals that
    the placeholders stand for (in a post of ``posts``), or None where no block holds it."""
    block = node if kind == "text" else node.getparent()
    post = block
    while post is not None and etree.QName(post).localname != "post":
        post = post.getparent()
    scope = post if post is not None else _block_of(block)
    if scope is None:
        return None
    if scope not in read:
        read[scope] = _scope_text(scope)
    context, offsets, placeholders = read[scope]
    at = offsets.get((node, kind))
    if at is None:
        return None
    # The hit itself, at its own place in the block (not the first word spelled like it).
    capitals: tuple[tuple[int, str], ...] = ()
    if post is not None and (post.get(f"{{{XML_NS}}}id") or post.get("id")) in posts:
        capitals = placeholders
    return context, at + start, at + end, capitals


def _block_of(block: etree._Element | None) -> etree._Element | None:
    """Outside a post, the element around a hit that holds a few words at least (a token of a
    tokenised text, ``<w>grace</w>``, is read in its sentence), up to three levels up."""
    for _ in range(3):
        if (
            block is None
            or block.getparent() is None
            or len(" ".join(t for t in block.itertext() if isinstance(t, str)).split()) >= 4
        ):
            break
        block = block.getparent()
    return block


_ScopeText = tuple[str, dict[tuple[etree._Element, str], int], tuple[tuple[int, str], ...]]
# The blocks one audit has read (:func:`_scope_text`), for the hits in them.
Read = dict[etree._Element, _ScopeText]


def _scope_text(scope: etree._Element) -> _ScopeText:
    """A block's text as the audit reads a hit in it (its texts and tails joined by a space),
    where each text or tail of an element begins in it, and its placeholders (a writer's
    capitals): read once per block, as a long post may hold thousands of hits."""
    pieces: list[str] = []
    offsets: dict[tuple[etree._Element, str], int] = {}
    size = 0

    def add(element: etree._Element, kind: str, piece: str) -> None:
        nonlocal size
        offsets[(element, kind)] = size
        pieces.append(piece)
        size += len(piece) + 1

    # Handed itself (as in teianon.read.textview): no reference cycle holds the offsets' elements.
    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        if isinstance(element.tag, str) and element.text:
            add(element, "text", element.text)
        for child in element:
            again(child, again)
            if child.tail:
                add(child, "tail", child.tail)

    walk(scope, walk)
    context = " ".join(pieces)
    return context, offsets, tuple((m.start(), "Name") for m in PLACEHOLDER.finditer(context))
