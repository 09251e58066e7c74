"""The readings of a ``<choice>``: where one alternative names someone, the others do too.

``<choice><sic>Marlene Hülsbusch</sic><corr>Marlene Hülsebusch</corr></choice>``,
``<orig>``/``<reg>``, ``<abbr>``/``<expan>``: a reader sees every reading, and each stands for
the same words of the text. The reader's view reads each alternative on its own
(:mod:`teianon.read.textview`), so that detection may find the name in one of them and miss it in
another (an old spelling, an abbreviation, a misspelling the tagger does not know). Once a reading
holds a reference, the same words of every other reading become a reference of the same kind
(``ana="teianon:choice.reading"``), which the repeats, the replacement and the audit then treat
as any other.

The same words: where both readings have as many words, the reference's words by position
(``Th. Uhlendahl`` for ``Theodor Uhlendahl``); otherwise only a reference that is the whole
reading makes the whole other reading one. Readings with markup of their own other than tokens
(``<corr>Hül<hi>se</hi>busch</corr>``) are left to the reviewer, as a reading that holds a
reference already is.

Where the same words of another reading are ordinary words that no name or place list holds
(``<orig>Majestæt</orig><reg>Majestät</reg>``, ``<abbr>BReg</abbr><expan>Bundesregierung</expan>``),
the reading says what the words are: nothing is marked there, and teianon's own reference of the
first reading goes too (an old spelling or an abbreviation the tagger took for a name). A
reference a person made stays and is completed as before (the audit searches its words, so
every reading must lose them).
"""

from __future__ import annotations

from collections import Counter

import regex
from lxml import etree

from ..detect.evidence import is_plain_word
from ..detect.lexicon import is_name, is_wordlike
from ..lists import key_of, places
from ..mention import Category
from ..read.tei import tei
from ..read.textview import is_existing_annotation
from .markup import RESP, rule_uri, wrap_siblings
from .public_marks import is_public
from .strip import unwrap

_CHOICE = tei("choice")
_W = tei("w")
_WORD = regex.compile(r"\S+")
SOURCE = "choice:reading"


def _annotations(reading: etree._Element) -> list[etree._Element]:
    """The outermost references inside ``reading``."""
    found: list[etree._Element] = []
    for element in reading.iterdescendants():
        if not isinstance(element.tag, str) or not is_existing_annotation(element) or element.tag == _W:
            continue
        if not any(a in found for a in element.iterancestors()):
            found.append(element)
    return found


def _words(element: etree._Element) -> list[str]:
    return "".join(element.itertext()).split()  # type: ignore[arg-type]  # lxml gives str


def _before(element: etree._Element, target: etree._Element) -> str:
    """The text of ``element`` before its descendant ``target``."""
    parts = [element.text or ""]
    for child in element:
        if child is target:
            break
        if any(a is child for a in target.iterancestors()):
            parts.append(_before(child, target))
            break
        parts += [*child.itertext(), child.tail or ""]  # type: ignore[list-item]  # lxml gives str
    return "".join(parts)


def _position(reading: etree._Element, annotation: etree._Element) -> tuple[int, int, int]:
    """(words before the reference, its words, all words) of ``reading``."""
    return len(_before(reading, annotation).split()), len(_words(annotation)), len(_words(reading))


def _like(annotation: etree._Element) -> etree._Element:
    """An empty reference of the same kind as ``annotation``, teianon's, for another reading."""
    wrapper = etree.Element(annotation.tag)
    for name in ("type", "subtype", "corresp", "ref"):
        value = annotation.get(name)
        if value is not None:
            wrapper.set(name, value)
    wrapper.set("resp", RESP)
    wrapper.set("cert", annotation.get("cert") or "high" if annotation.get("resp") == RESP else "high")
    wrapper.set("ana", rule_uri(SOURCE))
    return wrapper


def _span(count: int, first: int, size: int, total: int) -> tuple[int, int] | None:
    """The words ``first .. first + size - 1`` of a reading of ``count`` words that stand for
    those of a reading of ``total`` words; None where they cannot be told."""
    if count == total:
        return first, first + size - 1
    if first == 0 and size == total and count:
        return 0, count - 1
    return None


_EDGES = ".,;:!?()[]\"'„“”‚‘’«»"


def _ordinary_word(word: str) -> bool:
    """A word that is no name: a common word that no name or place list holds. An abbreviation
    (``Fr.``) may stand for a name and is none."""
    if word.endswith("."):
        return False
    word = word.strip(_EDGES)
    return (
        len(word) > 1
        and word.isalpha()
        and (is_plain_word(word) or is_wordlike(word))
        and not is_name(word)
        and not any(e.category in ("GPE", "LOC") for e in places().get(key_of(word)))
    )


def _initials(word: str, named: list[str]) -> bool:
    """``word`` is written with the initials of the words ``named`` (``GW`` for ``Gudrun
    Wendler``, ``H.-J. K.``): a short form of the name, however ordinary its letters read."""
    letters = [c for c in word if c.isalpha()]
    return (
        len(named) > 1
        and len(letters) == len(named)
        and all(c.casefold() == w.strip(_EDGES)[:1].casefold() for c, w in zip(letters, named, strict=True))
    )


def _ordinary_at(reading: etree._Element, first: int, size: int, total: int, named: list[str]) -> bool:
    """The words of ``reading`` that stand for the reference's words (``named``) are all ordinary
    words, and not their initials."""
    words = _words(reading)
    span = _span(len(words), first, size, total)
    if span is None:
        return False
    standing = words[span[0] : span[1] + 1]
    if len(standing) == 1 and _initials(standing[0], named):
        return False
    return all(_ordinary_word(w) for w in standing)


def _mark(reading: etree._Element, annotation: etree._Element, first: int, size: int, total: int) -> bool:
    """Mark the words of ``reading`` that stand for the reference's words; whether it did."""
    children = [c for c in reading if isinstance(c.tag, str)]
    if not children and len(reading) == 0:
        words = list(_WORD.finditer(reading.text or ""))
        span = _span(len(words), first, size, total)
        if span is None:
            return False
        text = reading.text or ""
        start, end = words[span[0]].start(), words[span[1]].end()
        wrapper = _like(annotation)
        reading.text, wrapper.text, wrapper.tail = text[:start] or None, text[start:end], text[end:] or None
        reading.insert(0, wrapper)
        return True
    tokens = [c for c in children if c.tag == _W and len(c) == 0]
    if len(tokens) != len(children) or any((c.tail or "").strip() for c in children) or (reading.text or "").strip():
        return False
    span = _span(len(tokens), first, size, total)
    if span is None:
        return False
    wrap_siblings(tokens[span[0]], tokens[span[1]], _like(annotation))
    return True


def complete_readings(document: etree._Element, categories: frozenset[Category] | None = None) -> Counter[str]:
    """Mark, in every ``<choice>`` of ``document`` whose one reading holds one reference (of
    ``categories``, None for all), the same words of its other readings (see the module's
    description); counts per category."""
    counts: Counter[str] = Counter()
    for choice in document.iter(_CHOICE):
        readings = [c for c in choice if isinstance(c.tag, str)]
        found = [(r, _annotations(r)) for r in readings]
        sources = [
            (r, a[0])
            for r, a in found
            if len(a) == 1 and not is_public(a[0].get("subtype")) and a[0].get("type") != "addressingTerm"
        ]
        if not sources:
            continue
        source, annotation = sources[0]
        category = Category.from_markup(etree.QName(annotation).localname, annotation.get("type"))
        if category is None or categories is not None and category not in categories:
            continue
        first, size, total = _position(source, annotation)
        others = [reading for reading, inside in found if reading is not source and not inside]
        if annotation.get("resp") == RESP and any(
            _ordinary_at(reading, first, size, total, _words(annotation)) for reading in others
        ):
            unwrap(annotation)  # "Majestæt" for "Majestät": a word, not a name
            continue
        for reading in others:
            if _mark(reading, annotation, first, size, total):
                counts[category.name] += 1
    return counts
