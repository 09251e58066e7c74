"""Helpers of the hidden pass (:mod:`teianon.replace.hidden`) that read a file apart from its
table of strings: the encoded text it must refuse, the project's titles, an inflected name of an
attribute, and the prose (comments, instructions, header texts) the stylesheet searches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from lxml import etree

from ..errors import InputError, line_of
from ..mention import Category
from ..read.encoded import decoded_objects, holds_word
from ..read.own_words import ADMITS_NO_NAME
from ..read.tei import is_project_metadata, tei
from .table_search import PROJECT_PIS


def refuse_encoded_private(
    root: etree._Element,
    table: dict[str, dict[str, str]],
    detected: Callable[[str, frozenset[Category] | None], Iterable[tuple[str, Category, str | None]]],
) -> None:
    """Refuse a document whose encoded text (a contact card in a ``binaryObject``) holds a string
    the table replaces or one detection finds there: markup cannot reach inside it."""
    for element, text in decoded_objects(root):
        folded = text.casefold()
        held = [entry["category"] for key, entry in table.items() if len(key) > 2 and holds_word(folded, key)]
        held += [category.name for _, category, _ in detected(text, None)]
        if held:
            raise InputError(
                f'refusing <binaryObject mimeType="{element.get("mimeType")}">: its decoded text holds a '
                f"private string ({', '.join(sorted(set(held)))}), which teianon cannot replace inside "
                "encoded data; remove it or write its text as text",
                None,
                line_of(element),
            )


def project_titles(root: etree._Element) -> list[str]:
    """The titles in the project's own metadata (a corpus's title), folded: the publisher's
    words, which a name of the text does not hide there."""
    return [
        " ".join(str(e.xpath("string()")).split()).casefold() for e in root.iter(tei("title")) if is_project_metadata(e)
    ]


def inflected(name: str, table: dict[str, dict[str, str]]) -> bool:
    """A name found in an attribute that is a known string with an ending ("Lena Hoffmanns" of
    the participant Lena Hoffmann): the known string is replaced in it, the ending stays."""
    folded = name.casefold()
    return any(folded[: -len(ending)] in table for ending in _ENDINGS if folded.endswith(ending))


_ENDINGS = ("s", "'s", "’s", "es")


def header_prose(root: etree._Element) -> Iterator[str]:
    """The comments, processing instructions' data and header texts the hidden pass searches."""
    for node in root.iter(etree.Comment, etree.ProcessingInstruction):
        if not (isinstance(node, etree._ProcessingInstruction) and node.target in PROJECT_PIS) and node.text:
            yield node.text
    for header in root.iter(tei("teiHeader")):
        for element in header.iter():
            if isinstance(element.tag, str):
                for value in (element.text, element.tail):
                    if value and value.strip():
                        yield value
    # The text of an element that admits no <name> (code, a formula, a postcode), in the text
    # too: the stylesheet replaces strings there in place (hidden.xsl).
    for element in root.iter(*ADMITS_NO_NAME):
        for child in (element, *element):
            if isinstance(child.tag, str) and child.text and child.text.strip():
                yield child.text
