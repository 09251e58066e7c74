"""Adjectives derived from a person's name the document replaces: ``die Kettelhacksche Wiese``.

German makes an adjective of a surname with ``-sche`` (``die Grimmschen Märchen``), written with
an apostrophe too (``Grimm'sche``, which the repeats find as they find ``Grimm's``); the word
names names the family as the surname does. ``-ische`` (``Kettelhackische``) makes adjectives of places
and words too (``Bayerische``, ``Hessische``), whose stem a surname may share: such a word is a
repeat only where no word list knows it (Zipf 0).

Where a person's name is replaced in the document, such a word of it is a repeat of the name: the
name inside it is marked and its ending stays as written (as ``'schen`` after a marked
``Kettelhack`` stays; the genitive ``s`` of ``Kettelhacks Hof`` goes with the name a repeat
marks), so that a placeholder (``[_PERSONNAME-2_]sche Wiese``, the name's number) or a surrogate
(``Poletenersche Wiese``, the name's surrogate) takes the name's place. A name kept as public
(``die Merkelsche Politik``) is no target of the repeats and stays, as its name does.

In a tokenised post the name is marked inside its ``<w>`` (``<m function="name">``), as any name
inside a token is, and the stylesheet writes the token's ``@lemma`` and ``@norm`` as it writes
them for every replaced token (the placeholder or the surrogate): no attribute keeps the name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex
from lxml import etree

from ..detect.lexicon import frequency
from ..mention import Category, Mention
from ..read.textview import PostText
from .markup import RESP
from .strip import unwrap

if TYPE_CHECKING:
    from .repeats import Target

# A capitalised word ending as an adjective of a name: -sche, -schen, -schem, -scher, -sches, and
# -ische. The name before it is four letters at least.
_DERIVED = regex.compile(r"(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{M}]{3,}?)(i?)sch(?:e[nmrs]?)(?![\p{L}\p{N}])")
SOURCE = "repeat:derived"


def derived_repeats(view: PostText, by_text: dict[str, Target], found: list[Mention]) -> list[Mention]:
    """The names of persons among ``by_text`` (targets by folded text) inside the adjectives of
    ``view`` derived from them, as mentions of the name alone; none inside what ``found`` holds."""
    text = view.text
    if "sch" not in text:
        return []
    out = []
    for match in _DERIVED.finditer(text):
        stem = match.group(1)
        target = by_text.get(stem.casefold())
        if target is None and match.group(2):
            target = by_text.get((stem + "i").casefold())  # Nicolaische of Nicolai: -sche
            stem += "i" if target is not None else ""
        elif target is None:
            target = by_text.get((stem + "s").casefold())  # Harmssche, Harmsche of Harms: -che
            stem += "s" if target is not None else ""
        elif match.group(2) and frequency(match.group()) > 0:
            continue  # Bayerische, Hessische: a word of its own
        if target is None or target.category is not Category.PER or " " in target.text:
            continue
        start, end = match.start(), match.start() + len(stem)
        if any(m.start < match.end() and start < m.end for m in found):
            continue
        cert = "medium" if target.cert == "medium" or target.exact_case else target.cert
        out.append(Mention(start, end, Category.PER, corresp=target.corresp, cert=cert, source=SOURCE))
    return out


# A whole word that is such an adjective, the apostrophe's form too (Ostermöller'schen).
_WHOLE = regex.compile(r"(\p{Lu}[\p{L}\p{M}]{3,}?)(?:['’]s|i?s)ch(?:e[nmrs]?)?")
_NAMES = frozenset({Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH, Category.PER})


def loosen_derived(document: etree._Element) -> int:
    """Unwrap teianon's own proposals of a whole adjective of a person's name the document
    confirms (a reference of high certainty, or a part of one that identifies alone): a tagger
    reads ``Ostermöller'schen`` as a place's derivation, and its placeholder would be a place's
    with a number of its own. The repeats then mark the name inside, as the person's. How many."""
    from .repeats import identifying_parts, references  # repeats imports this module

    persons: set[str] = set()
    mine = []
    for element, category, text in references(document):
        if element.get("resp") == RESP and not element.get("corresp") and category in _NAMES:
            mine.append((element, text))
        if category is Category.PER and (element.get("cert") or "high") == "high":
            persons.update(w.casefold() for w in (text, *identifying_parts(text, person=True)) if " " not in w)
    loosened = 0
    for element, text in mine:
        match = _WHOLE.fullmatch(text)
        if match is not None and match.group(1).casefold() in persons and text.casefold() not in persons:
            unwrap(element)
            loosened += 1
    return loosened


__all__ = ["SOURCE", "derived_repeats", "loosen_derived"]
