"""The value of a replaced birth date left in its ``<date>`` (issue 39).

``<date when="2015-08-09"><ref type="NUMBER" …>[_NUMBER-1_]</ref></date>``: the words of a birth
date are replaced (:mod:`teianon.annotate.birth_elements`, or a birth date the detectors found),
and its ``@when`` keeps the day with its year. The replacement leaves such values out; where one
remains, the audit reports it as a leak. So it does for a date that says itself that it is a
birth date (``<date type="birth" when="…"/>``, ``<date when="…">Geburtstag von …</date>`` where a
private name or the writer's own stands, or a name the source replaced) and a ``<birth>`` outside a
person entry.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from lxml import etree

from ..read.datable import DATED, is_birth_valued, speaks_of_birth
from ..read.reader import fold
from ..read.tei import tei

_DATE, _REF, _BIRTH = tei("date"), tei("ref"), tei("birth")


def birth_date_values(output: etree._ElementTree, originals: dict[str, str]) -> Iterator[tuple[etree._Element, str]]:
    """Each ``(date element, value)`` of a birth date whose words were replaced (no original of
    ``originals``, the audit's folded strings, stands there) but whose value remains."""
    for date in output.getroot().iter(_DATE, _BIRTH):
        if is_birth_valued(date) or speaks_of_birth(date) and _names_original(date, originals):
            # A birth date by its type or its own words: its value goes whatever its words.
            yield from ((date, value) for name in DATED if (value := date.get(name)))
            continue
        refs = [r for r in date.iter(_REF) if r.get("type") == "NUMBER" and "number.birth-date" in (r.get("ana") or "")]
        if not refs or any(fold(str(r.xpath("string()"))) in originals for r in refs):
            continue  # not a birth date, or its words stay (a held proposal): so does its value
        for name in DATED:
            value = date.get(name)
            if value:
                yield date, value


def _names_original(date: etree._Element, originals: dict[str, str]) -> bool:
    """The words of ``date`` hold a string the source replaced (a file written without its
    markup: ``Geburtstag von Tjorven`` where ``Tjorven`` went)."""
    words = f" {_SPLIT.sub(' ', fold(str(date.xpath('string()'))))} "
    return any((key := _SPLIT.sub(" ", original).strip()) and f" {key} " in words for original in originals)


_SPLIT = regex.compile(r"[^\p{L}\p{N}]+")
