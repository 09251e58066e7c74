"""The readings of a ``<choice>`` as the reader's view takes them.

A ``<choice>`` holds alternatives of the same words: ``<sic>``/``<corr>``, ``<orig>``/``<reg>``,
``<abbr>``/``<expan>`` (or ``<seg>``, ``<unclear>``, ``<supplied>``). A reader sees all of them;
the text runs on through one. The view of a post reads that one in place, joined with the words
around it (``Frau <choice><orig>Schulze</orig><reg>Schultze</reg></choice> kommt`` reads
``Frau Schultze kommt``), so that detection has the context a name needs and no word is read
twice; each other reading is read on its own, as a text of the document
(:func:`other_readings`). Where one reading holds a reference, the same words of the others
become one too (:mod:`teianon.annotate.readings`); the audit searches every reading.

The reading read in place is the edited one: ``corr``, ``reg``, ``expan``, else the first.

A ``<subst>`` (``<del>`` replaced by ``<add>``) and an apparatus entry (``<app>``: ``<lem>`` and
its ``<rdg>`` variants) are alternatives in the same way: the words written over (``add``, the
lemma) are read in place, what was struck out and each variant on its own. Read in place
together, ``<del>Jutta Lindqvist</del><add>jemand</add>`` ran into one word (``Lindqvistjemand``)
and a reference spanned both, taking ``add`` with it.
"""

from __future__ import annotations

from collections.abc import Iterable

from lxml import etree

_TEI = "{http://www.tei-c.org/ns/1.0}"
CHOICE = _TEI + "choice"
# Elements whose children are alternatives of the same words, each read on its own.
ALTERNATIVES = frozenset(_TEI + n for n in ("choice", "subst", "app"))
# The readings an editor gives as the text to read, before the source's own.
_EDITED = tuple(_TEI + n for n in ("corr", "reg", "expan", "add", "lem"))


def in_place(choice: etree._Element) -> etree._Element | None:
    """The reading of ``choice`` that the view reads in place."""
    readings = [c for c in choice if isinstance(c.tag, str)]
    edited = next((r for r in readings if r.tag in _EDITED), None)
    return edited if edited is not None else (readings[0] if readings else None)


def _has_text(element: etree._Element) -> bool:
    # lxml-stubs type itertext()'s pieces str | bytes; lxml gives str.
    return any(isinstance(t, str) and t.strip() for t in element.itertext())


def other_readings(elements: Iterable[etree._Element]) -> tuple[etree._Element, ...]:
    """The readings below ``elements`` that their views leave out (all but :func:`in_place`'s),
    in document order: read as texts of their own. A reading's own view reads the alternatives
    nested in it as a post's does, one in place, so the others of those are texts of their own
    too (``<app><lem>…</lem><rdg><subst><del>…</del><add>…</add></subst></rdg></app>``: the
    variant reads ``add``, and ``del`` is read on its own); no reading is in two views."""
    found: list[etree._Element] = []
    for element in elements:
        for choice in element.iter(*ALTERNATIVES):
            kept = in_place(choice)
            found += [c for c in choice if isinstance(c.tag, str) and c is not kept and _has_text(c)]
    return tuple(found)


_GAP = _TEI + "gap"
_DESC = _TEI + "desc"


def gap_descriptions(elements: Iterable[etree._Element]) -> tuple[etree._Element, ...]:
    """The descriptions of omissions below ``elements`` (``<gap><desc>Name: …</desc></gap>``):
    a view leaves a ``<gap>`` out, as it stands for no words of the text, but a reader reads what
    its description says, so each is read as a text of its own."""
    return tuple(
        desc
        for element in elements
        for gap in element.iter(_GAP)
        for desc in gap.iterchildren(_DESC)
        if _has_text(desc)
    )
