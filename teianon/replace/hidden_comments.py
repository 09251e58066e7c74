"""Comments and processing instructions: what of them the hidden strings read (teianon.replace.hidden).

The comments and processing instructions inside a document are prose; those before and after its
root are an exporter's or a publisher's notes, of which the persons, nicknames, addresses and
numbers are read. An oXygen change-tracking instruction is read by its parts: its author a name,
its comment prose (teianon.replace.instructions).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain
from typing import TypeGuard

from lxml import etree

from ..mention import Category
from .instructions import AUTHOR_PARTS, PROSE_PARTS, is_tracking, tracking_parts
from .table_search import PROJECT_PIS

Texts = list[tuple[str, frozenset[Category] | None]]
# A place element of a teiCorpus skeleton -> the texts of the document it stands for, by kind.
Places = dict[etree._Element, tuple[Texts, Texts, Texts]]

# A comment or processing instruction before or after the root: the names, addresses and
# numbers of prose (see comment_texts); a name there is written capitalised.
NAMES_AROUND = frozenset({Category.PER, Category.NICK})
AROUND = NAMES_AROUND | frozenset({Category.URL, Category.EMAIL, Category.NUMBER})
# The author of an oXygen change or comment (teianon.replace.instructions): a name, whole.
TRACKING_AUTHOR = frozenset({Category.PER, Category.NICK, Category.ROOM})


def comment_texts(root: etree._Element, places: Places) -> Iterator[tuple[str, frozenset[Category] | None]]:
    # The comments and processing instructions before and after the root are read as those
    # inside it: an exporter writes who exported what there (<!-- exported by … -->), a file
    # name after </TEI>, and a reader sees them as much as any other.
    around = list(chain(root.itersiblings(preceding=True), root.itersiblings())) if root.getparent() is None else []
    inside = root.iter() if places else root.iter(etree.Comment, etree.ProcessingInstruction)
    for node in around:
        # Before and after the root stand an exporter's and a publisher's notes ("A fictional
        # chat, tokenised as in the Dortmund Chat Corpus"): the persons, nicknames, addresses
        # and numbers of prose there, not its places or organisations, which name the project
        # or the corpus's source as often as anyone's.
        if _tracking(node):
            yield from _comment_texts_of(node)
        elif (
            not (isinstance(node, etree._ProcessingInstruction) and node.target in PROJECT_PIS)
            and node.text
            and node.text.strip()
        ):
            yield node.text, AROUND
    for node in inside:
        if node in places:
            yield from places[node][0]
        elif isinstance(node, etree._Comment | etree._ProcessingInstruction):
            if isinstance(node, etree._ProcessingInstruction) and node.target in PROJECT_PIS:
                continue
            if _tracking(node):
                yield from _comment_texts_of(node)
                continue
            if node.text and node.text.strip():
                yield node.text, None


def referencing_instructions(root: etree._Element) -> list[str]:
    """The data of the tracking instructions in and around ``root`` that hold a reference."""
    around = [*root.itersiblings(preceding=True), *root.itersiblings()] if root.getparent() is None else []
    return [
        node.text
        for node in chain(around, root.iter(etree.ProcessingInstruction))
        if _tracking(node) and node.text and "&" in node.text
    ]


def _tracking(node: object) -> TypeGuard[etree._ProcessingInstruction]:
    return isinstance(node, etree._ProcessingInstruction) and is_tracking(node)


def _comment_texts_of(node: etree._ProcessingInstruction) -> Iterator[tuple[str, frozenset[Category] | None]]:
    """The parts of an oXygen change-tracking instruction: its author a name, its comment prose."""
    for part, value in tracking_parts(node.text or ""):
        if part in AUTHOR_PARTS:
            yield value, TRACKING_AUTHOR
        elif part in PROSE_PARTS and value.strip():
            yield value, None
