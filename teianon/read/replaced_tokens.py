"""Tokens the corpus anonymised already, whose attributes still hold the original.

A tokenised corpus that replaced a name itself may have left the token's other readings of it
(``<w lemma="Nachname" norm="Nachname" orig="N4chname">[_PERSONNAME-1_]</w>``): a reader of the
file sees them all the same. The hidden-strings pass replaces such values wherever they stand
(:mod:`teianon.replace.hidden`), and the audit calls one left a leak (:mod:`teianon.checks.audit`).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from lxml import etree

from ..mention import PLACEHOLDER, Category
from .tei_names import TEI_NS, tei

# The attributes of a token that give its word again: its lemma, its normal and original
# spellings, its regularised form.
TOKEN_READINGS = ("lemma", "norm", "orig", "reg")
_W = tei("w")
_LETTER = regex.compile(r"\p{L}")
_NUMBERED = regex.compile(r"-\d+$")
_PARTICIPANT = regex.compile(r"-[A-Za-z]*\d+$")


def placeholder_category(placeholder: str) -> Category:
    """The category a placeholder names (``[_PERSONNAME-3_]`` PER, ``[_MALE-PARTICIPANT-A04_]``
    NICK); OTH for one of a corpus's own that names none of the 13."""
    inner = _NUMBERED.sub("", placeholder.strip()[2:-2])
    for category in Category:
        if inner in (category.long_form, category.name):
            return category
    # A participant's placeholder ends in its id ([_FEMALE-PARTICIPANT-A07_]).
    return Category.NICK if _PARTICIPANT.search(inner) else Category.OTH


# The tokens whose text holds "[_" at all (a placeholder's start), in document order: found by
# libxml2, not by a Python loop over every token of the file (twice a file: the hidden strings'
# table and the audit; every token of a tokenised corpus has a lemma).
_MAYBE_REPLACED = etree.XPath("descendant-or-self::t:w[contains(., '[_')]", namespaces={"t": TEI_NS})


def replaced_token_readings(root: etree._Element) -> Iterator[tuple[etree._Element, str, str, Category]]:
    """(token, attribute, value, category) of every reading of a placeholder token that is not
    a placeholder itself and holds a letter: what the corpus's replacement left."""
    found = _MAYBE_REPLACED(root)
    for token in found if isinstance(found, list) else ():
        if not isinstance(token, etree._Element):
            continue
        if not any(token.get(name) for name in TOKEN_READINGS):
            continue
        text = "".join(token.itertext()).strip()  # type: ignore[arg-type]
        if not text.startswith("[_") or PLACEHOLDER.fullmatch(text) is None:
            continue
        for name in TOKEN_READINGS:
            value = token.get(name)
            if value and _LETTER.search(value) and not PLACEHOLDER.search(value):
                yield token, name, value, placeholder_category(text)
