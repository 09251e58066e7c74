"""A ``<date>`` the text gives as a birth date: its words and its ``@when`` are NUMBER (issue 39).

``Unsere Kleine wird am <date when="2015-08-09">neunten August</date> zehn``: the day in words
says the birthday, and the normalised value keeps the year, from which the age gives the year of
birth. A date element in a clause of birth (``geboren``, ``geb.``, ``Geburtstag``, ``birthday``,
``born``) or of an age reached on it (``wird am … zehn``, ``turns ten on …``) is a birth date:
its content is written as one NUMBER reference (rule ``number.birth-date-element``), and the
replacement leaves out its ``@when``, ``@from``, ``@to``, ``@notBefore`` and ``@notAfter`` (and
their ``-iso`` forms; ``xslt/modules/policy.xsl``), which the audit reports where they remain
(:mod:`teianon.checks.audit_dates`). A date without such a cue (a meeting, a deadline) and the
birth of a thing (``the project was born on …``) stay as written.
"""

from __future__ import annotations

from collections import Counter

import regex
from lxml import etree

from ..detect.birth_date import _thing_born
from ..lazy import lazy
from ..read.datable import DATED
from ..read.tei import tei
from .markup import RESP

RULE = "number.birth-date-element"
_DATE, _REF, _NAME = tei("date"), tei("ref"), tei("name")
_BLOCKS = frozenset(tei(n) for n in ("post", "p", "u", "ab", "item", "l", "s", "seg"))
_REACH = 60

_CUE_BEFORE = lazy(
    r"(?i)(?<!\p{L})(?:geboren|geb\.|geburtstag\w*|birthday|born|date\sof\sbirth|geburtsdatum)(?!\p{L})"
    r"[^.!?\n]*$",
    regex.VERSION1,
)
_CUE_AFTER = lazy(
    r"(?i)^[^.!?\n]{0,40}?(?<!\p{L})(?:geboren|geburtstag\w*|birthday|born|zur\swelt)(?!\p{L})", regex.VERSION1
)
_AGE_WORD = (
    r"\d{1,3}|ein|eins|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwoelf|\p{L}+zehn|\p{L}*zig|"
    r"\p{L}*ßig|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|\p{L}*ty(?:[-\s]\p{L}+)?"
)
# "turns ten on", "wird zehn am": the age before the date.
_AGE_BEFORE = lazy(
    rf"(?i)(?<!\p{{L}})(?:turns?|turning|wird|werden)\s+(?:{_AGE_WORD})(?:\s+(?:years?(?:\s+old)?|jahre?\s+alt))?"
    r"\s+(?:on|am|den)?\s*(?:the\s+)?$",
    regex.VERSION1,
)
# "wird am … zehn", "turns on … ten": the age after the date.
_AGE_AFTER = lazy(
    rf"(?i)^\s*(?:{_AGE_WORD})(?:\s+(?:years?(?:\s+old)?|jahre?(?:\s+alt)?))?\s*(?:[.!?,;)]|$)", regex.VERSION1
)
_AGE_VERB = lazy(r"(?i)(?<!\p{L})(?:turns?|turning|wird|werden)\s+(?:am|on|den)?\s*(?:the\s+)?$", regex.VERSION1)


def _block(date: etree._Element) -> etree._Element | None:
    return next((a for a in date.iterancestors() if a.tag in _BLOCKS), None)


def _text_around(block: etree._Element, date: etree._Element) -> tuple[str, str]:
    """The block's text before and after the date element, as a reader reads it."""
    before: list[str] = []
    after: list[str] = []
    side = [before]

    def walk(element: etree._Element) -> None:
        if element is date:
            side[0] = after  # the date's own words are neither
            return
        if isinstance(element.text, str):
            side[0].append(element.text)
        for child in element:
            walk(child)
            if isinstance(child.tail, str):
                side[0].append(child.tail)

    walk(block)
    return "".join(before)[-_REACH:], "".join(after)[:_REACH]


def is_birth_date(date: etree._Element) -> bool:
    """A ``<date>`` with a value whose clause makes it a date of birth (see the module's doc)."""
    if not any(date.get(a) for a in DATED):
        return False
    block = _block(date)
    if block is None:
        return False
    before, after = _text_around(block, date)
    cue = _CUE_BEFORE.search(before)
    if cue is not None:
        return not _thing_born(before, cue.start())
    if _CUE_AFTER.search(after):
        return not _thing_born(before, len(before))  # "die Idee wurde am … geboren"
    if _AGE_BEFORE.search(before):
        return True
    return bool(_AGE_VERB.search(before) and _AGE_AFTER.match(after))


def mark_birth_dates(document: etree._Element) -> Counter[str]:
    """Write the content of each birth-date element of ``document``'s text as one NUMBER
    reference; counts per category."""
    counts: Counter[str] = Counter()
    for text in document.iter(tei("text")):
        for date in list(text.iter(_DATE)):
            if (
                not (date.text or "").strip()
                and not len(date)
                or any(e is not date for e in date.iter(_REF, _NAME))
                or any(a.tag in (_REF, _NAME) for a in date.iterancestors())
                or not is_birth_date(date)
            ):
                continue
            ref = etree.Element(
                _REF, {"type": "NUMBER", "resp": RESP, "cert": "high", "ana": f"teianon:{RULE}"}, nsmap=None
            )
            ref.text, date.text = date.text, None
            for child in list(date):
                ref.append(child)
            date.append(ref)
            counts["NUMBER"] += 1
    return counts
