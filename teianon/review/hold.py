"""Holding: teianon's proposals less certain than ``--min-cert`` are left as written until a
reviewer decides (:func:`hold_below`), unless their words are replaced anyway (a participant's
name, words replaced elsewhere in the file: :func:`replaced_everywhere`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from lxml import etree

from ..annotate.repeat_words import stands_as_word
from ..annotate.repeats import identifying_parts, words_replaced
from ..annotate.strip import unwrap
from ..errors import line_of
from ..read.tei import tei, words_of
from .proposals import ANNOTATIONS, Span, blocks, category_of, outermost_block

CERT_ORDER = {"high": 0, "medium": 1, "low": 2}
# Held until a reviewer confirms them, whatever --min-cert says (the post-processor's rule).
HELD = frozenset({"IMPLICIT", "CITATION"})


@dataclass(frozen=True)
class Held:
    """A proposal of teianon held below ``--min-cert``: left as written until a reviewer decides."""

    span: Span
    category: str
    cert: str
    # Its line in the annotated file (None where the tree was not parsed from one).
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.span.id} ({self.category}, cert {self.cert})"


@dataclass
class HoldFacts:
    """What decides, for teianon's proposals below ``--min-cert``, which are held: the strings
    replaced for sure (casefolded, with their identifying parts), and the category and words of
    each proposal below the bound."""

    replaced: set[str] = field(default_factory=set)
    undecided: list[tuple[str, str]] = field(default_factory=list)


def _below(min_cert: str) -> Callable[[etree._Element], bool]:
    bound = CERT_ORDER[min_cert]

    def below(element: etree._Element) -> bool:
        return element.get("resp") == "#teianon" and CERT_ORDER.get(element.get("cert") or "high", 0) > bound

    return below


def _forms(text: str) -> Iterator[str]:
    yield text.casefold()
    yield from (t.casefold() for t in identifying_parts(text))


def hold_facts(root: etree._Element, min_cert: str) -> HoldFacts:
    """The :class:`HoldFacts` of the references under ``root``."""
    below = _below(min_cert)
    facts = HoldFacts()
    for element in root.iter(*ANNOTATIONS):
        category = category_of(element)
        if not category or not (text := words_of(element)):
            continue
        if not below(element):
            facts.replaced.update(_forms(text))
        elif category not in HELD:
            facts.undecided.append((category, text))
    return facts


def replaced_everywhere(facts: Iterable[HoldFacts]) -> frozenset[str]:
    """The strings replaced in a file (casefolded) of the :class:`HoldFacts` of its parts: those
    replaced for sure, and, until none is added, the words of each proposal below the bound that
    is replaced all the same (a participant's name, or words replaced elsewhere)."""
    facts = list(facts)
    replaced = {form for fact in facts for form in fact.replaced}
    undecided = list(dict.fromkeys(item for fact in facts for item in fact.undecided))
    kept: set[tuple[str, str]] = set()
    added = True
    while added:
        added = False
        for category, text in undecided:
            if (category, text) in kept:
                continue
            if _replaced_anyway(category, text, replaced):
                kept.add((category, text))
                replaced.update(_forms(text))
                added = True
    return frozenset(replaced)


def _replaced_anyway(category: str, text: str, replaced: set[str] | frozenset[str]) -> bool:
    """Whether a proposal below the bound is replaced all the same: a participant's name, or
    words (or a word of them) that ``replaced`` (casefolded) holds."""
    return category == "NICK" or words_replaced(text, replaced)


def hold_below(
    root: etree._Element, document: str, min_cert: str, replaced: frozenset[str] | None = None
) -> list[Held]:
    """Unwrap teianon's proposals less certain than ``min_cert`` (they stay as written, for a
    reviewer to confirm); returns the proposals held. ``replaced``: what the whole file
    replaces (:func:`replaced_everywhere`), where ``root`` holds a part of it."""
    below = _below(min_cert)
    low = [e for e in root.iter(*ANNOTATIONS) if category_of(e) and below(e)]
    if not low:
        return []
    # A string replaced somewhere is replaced everywhere: holding it in one place would leave
    # what the output hides elsewhere (and the self-audit would refuse the file). A
    # participant's name is replaced however weak the evidence: a missed nickname can
    # re-identify its owner (and the self-audit refuses a participant's name left). A proposal
    # replaced for either reason makes its own words replaced everywhere in turn ("Lena Der
    # Felix" is replaced for "Felix", so a lone "Lena" is no longer held).
    if replaced is None:
        replaced = replaced_everywhere([hold_facts(root, min_cert)])
    held: list[Held] = []
    for element, span in _below_in(root, document, low, below):
        category = category_of(element)
        if category is None or category in HELD:
            continue
        text = words_of(element)
        # Not a word after a determiner ("Frau Koch", then "der Koch kam"): the word stays, and
        # the self-audit reads it as the word (teianon.annotate.repeat_words.stands_as_word).
        if (
            text
            and _replaced_anyway(category, text, replaced)
            and not (category != "NICK" and stands_as_word(element, text))
        ):
            continue
        held.append(Held(span, category, element.get("cert") or "", line_of(element)))
        unwrap_reference(element)
    return held


def _below_in(
    root: etree._Element, document: str, low: list[etree._Element], below: Callable[[etree._Element], bool]
) -> Iterator[tuple[etree._Element, Span]]:
    """Each proposal below the bound with its span, block by block (the spans of a block as it
    was before any of them was unwrapped)."""
    found = list(blocks(root, document, {b for b in map(outermost_block, low) if b is not None}))
    for block in found:
        for element, (start, end) in list(block.spans.items()):
            if element.tag in ANNOTATIONS and below(element):
                yield element, Span(document, block.id, start, end, block.text[start:end])


def unwrap_reference(element: etree._Element) -> None:
    """Remove an annotation, its words staying; an addressing term around it goes too when no
    other reference is left in it (its marker alone is no reference)."""
    parent = element.getparent()
    unwrap(element)
    if (
        parent is not None
        and parent.tag == tei("ref")
        and (parent.get("type") or "").lower() == "addressingterm"
        and not any(category_of(e) for e in parent.iter(*ANNOTATIONS) if e is not parent)
    ):
        unwrap(parent)
