"""Whether an element of the text holds words of its own, for the reader's blocks outside posts
(:func:`teianon.read.tei.text_blocks`): prose beside its elements, words alone, tokens alone;
and which elements never do (the corpus's own references and tokens, values that admit no
markup)."""

from __future__ import annotations

from lxml import etree

from .tei_names import tei


def mixed(element: etree._Element) -> bool:
    """``element`` holds elements and words of its own beside them (mixed content)."""
    return len(element) > 0 and (
        bool((element.text or "").strip()) or any(bool((child.tail or "").strip()) for child in element)
    )


# The corpus's own references and tokens, which are read with what holds them (or through the
# mapping of the corpus's own markup), never as a text of their own; and the values that admit no
# markup (a feature's string, an interpretation, an idno), which the post-processor reads
# (teianon.replace.hidden).
_NO_TEXT_OF_THEIR_OWN = frozenset(
    tei(n)
    for n in (
        *("name", "rs", "w", "pc", "c", "gap", "ptr", "string", "numeric", "symbol", "interp", "idno"),
        # Text only, no <name> or <ref> allowed: a formula, encoded data, code, a character, a
        # tag's or an attribute's name, a measure's dimension, coordinates, a postcode.
        *("formula", "binaryObject", "code", "ident", "g", "gi", "val", "att", "tag", "ex", "am", "locus"),
        *("dim", "height", "width", "depth", "geo", "postCode"),
    )
)
# The TEI elements whose content model admits text but no <name>, by the shipped tei_all.rng
# (the tokens aside): the post-processor's $teianon:admits-no-name (xslt/modules/references.xsl),
# where a reference's replacement stands as text and a string replaced elsewhere is replaced in
# place (tests/test_text_only.py holds both lists to the schema).
ADMITS_NO_NAME = frozenset(
    tei(n)
    for n in (
        *("altIdent", "am", "att", "binaryObject", "code", "defaultVal", "depth", "dim", "ex", "f"),
        *("formula", "g", "geo", "gi", "height", "ident", "idno", "interp", "line", "locus", "mapping"),
        *("measureGrp", "memberOf", "oRef", "outputRendition", "pRef", "postBox", "postCode", "series"),
        *("string", "tag", "val", "width", "zone"),
    )
)
# Tokens and the empty elements between them: an element holding only these (a deletion of words,
# ``<del><w>…</w> <w>…</w></del>``) is read whole, as a sentence of tokens is.
_TOKENS = frozenset(tei(n) for n in ("w", "pc", "c", "lb", "cb", "pb", "space"))
_W = tei("w")


def words_alone(element: etree._Element) -> bool:
    """``element`` holds words and no element (``<div>words</div>``, ``<hi>words</hi>`` outside
    a paragraph, an ``<addrLine>``): a reader reads them, whether or not TEI allows them there."""
    return len(element) == 0 and element.tag not in _NO_TEXT_OF_THEIR_OWN and bool((element.text or "").strip())


def tokens_alone(element: etree._Element) -> bool:
    """``element`` holds tokens (``<w>``) and nothing else but the empty elements between them."""
    return (
        len(element) > 0
        and all(child.tag in _TOKENS for child in element)
        and any(child.tag == _W for child in element)
        and element.tag not in _NO_TEXT_OF_THEIR_OWN
    )


_LINE = tei("line")


def lines_alone(element: etree._Element) -> bool:
    """``element`` holds two or more of a source document's ``<line>`` elements and no words of
    its own (a ``<zone>`` of a letter's address): read whole, line by line, so that the postcode
    on its own line is read with the street above it and the town below (issue 39)."""
    lines = [c for c in element if isinstance(c.tag, str)]
    return (
        len(lines) > 1
        and all(c.tag == _LINE for c in lines)
        and not (element.text or "").strip()
        and not any((c.tail or "").strip() for c in lines)
    )
