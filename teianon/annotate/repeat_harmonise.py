"""Document consistency: teianon's proposals of a string the document confirms elsewhere take
the confirmed category and certainty (:func:`harmonise`; see :mod:`.repeats`)."""

from __future__ import annotations

from lxml import etree

from ..detect.declension import case_forms
from ..detect.folding import is_upper, name_key
from ..detect.lexicon import is_ordinary
from ..mention import CERTAINTIES, Category
from .markup import RESP
from .repeat_words import searchable, stands_as_word
from .repeats import ENDING, identifying_parts, references, stretched

# Categories of names whose proposals a confirmed reading of the same string may re-type.
NAME_CATEGORIES = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH})
# ... and the categories that confirm: a nickname too (the corpus's <addName type="nick">Kiki</addName>
# makes "Kiki" elsewhere the nickname, one placeholder and one surrogate, not a person's name).
_CONFIRMING = NAME_CATEGORIES | {Category.NICK}


def harmonise(document: etree._Element, categories: frozenset[Category] | None = None) -> int:
    """Give teianon's proposals of a string that the document confirms elsewhere (a reference of
    high certainty, or a person's, or a part of a person's name that identifies on its own) the
    confirmed category and certainty; how many changed.

    One pass to collect the confirmed strings and one over the annotations: linear in the
    document. A string confirmed in two categories (``Essen`` the town and the surname) decides
    nothing.
    """
    confirmed: dict[str, set[tuple[Category, bool]]] = {}
    # The same by name key (teianon.detect.folding): a name in capitals written without its
    # letters (ODEGARD of Ødegård) is the confirmed name, whatever a tagger reads in capitals.
    by_key: dict[str, set[tuple[Category, bool]]] = {}
    mine: list[tuple[etree._Element, Category, str]] = []
    # The strings the corpus itself marked (its persName, addName, placeName …, or a person's).
    marked: dict[str, set[tuple[Category, bool]]] = {}
    for element, category, text in references(document):
        if element.get("resp") == RESP and not element.get("corresp"):
            mine.append((element, category, text))
        if (element.get("cert") or "high") != "high" or element.get("corresp") or category not in _CONFIRMING:
            continue
        if categories is not None and category not in categories:
            continue
        # A person's surname alone names the person too ("Gressler" after "Dr. Ortwin Gressler"),
        # however the tagger reads it there; a part of another name may be a name of its own
        # ("Bielefeld" of "Universität Bielefeld").
        # ... and its Slavic case forms (od Małgosi after Małgosia: teianon.detect.declension).
        person = (*identifying_parts(text, person=True), *case_forms(text)) if category is Category.PER else ()
        for form in (text, *person):
            searched, exact = searchable(form)
            if searched:
                confirmed.setdefault(form.casefold(), set()).add((category, exact))
                if form == text and _corpus_markup(element):
                    marked.setdefault(form.casefold(), set()).add((category, exact))
                if category is Category.PER and not is_upper(form):
                    by_key.setdefault(name_key(form), set()).add((category, False))
    changed = 0
    for element, category, text in mine:
        # In capitals, the person the document names in its own letters goes first: a tagger
        # reads capitals as a firm's as often as not (ODEGARD once PER, once ORG).
        capitals = by_key.get(name_key(text)) if len(text) >= 3 and is_upper(text) else None
        # The corpus's own markup of the string decides over teianon's readings of it.
        readings = (
            marked.get(text.casefold()) or capitals or confirmed.get(text.casefold()) or stretched(text, confirmed)
        )
        if readings is None:
            stem = ENDING.sub("", text)
            readings = None if is_ordinary(text) else confirmed.get(stem.casefold())
        if readings is None or len(readings) != 1 or category not in NAME_CATEGORIES:
            continue
        if stands_as_word(element, text):
            continue  # "Frau Koch", then "der Koch kam", "the baker was closed": the word, not her
        ((target, exact),) = readings
        if exact and not text[:1].isupper():
            continue  # confirmed in its capitalised spelling only: "Rose" says nothing of "rose"
        cert = "medium" if exact else "high"
        current = element.get("cert") or "high"
        if target is category and CERTAINTIES.index(current) <= CERTAINTIES.index(cert):
            continue
        element.set("type", target.markup_type)
        if CERTAINTIES.index(current) > CERTAINTIES.index(cert):
            element.set("cert", cert)
        ana = element.get("ana")
        if ana and not ana.endswith("+document"):
            element.set("ana", ana + "+document")
        changed += 1
    return changed


def _corpus_markup(element: etree._Element) -> bool:
    """A reference the corpus or a person made: its own markup read (``markup.*``), or not teianon's."""
    return element.get("resp") != RESP or (element.get("ana") or "").startswith("teianon:markup.")
