"""Audit: prove that no original string of a replaced reference survives in the output.

The annotated original says what is sensitive: the text of every reference the post-processor
replaces (its inventory, after the corpus policy) and every name of a participant it
anonymises, with the variants detection looks for (``lela2`` -> ``lela``). Each of these is
searched in the output, in text and attribute values, case-insensitively and as a whole word.
A hit is a leak. Strings that are also ordinary words (a nickname ``blue``) occur legitimately
elsewhere, so their hits are reported as possible leaks (warnings), for a person to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import regex
from lxml import etree

from .detect.lexicon import is_wordlike
from .detect.variants import name_variants
from .inventory import Inventory, read_inventory
from .xmlio import parse_file


@dataclass(frozen=True)
class Leak:
    path: str
    line: int | None
    text: str
    what: str
    certain: bool

    def __str__(self) -> str:
        kind = "error: leak" if self.certain else "warning: possible leak (also an ordinary word)"
        return f"{self.path}:{self.line or 0}: {kind}: {self.text!r} ({self.what})"


# A placeholder of an earlier anonymisation ([_MALE-PARTICIPANT-A07_]) is no original.
_PLACEHOLDER = regex.compile(r"\[_[A-Z0-9_\-]*_\]")


def sensitive_strings(inventory: Inventory) -> dict[str, str]:
    """Folded string -> what it is, for everything the output must not contain."""
    found: dict[str, str] = {}
    for person in inventory.participants:
        if not person.replaced:
            continue
        for name in person.names:
            if _PLACEHOLDER.search(name):
                continue
            for _, form in name_variants(name):
                found.setdefault(form.casefold(), f"name of participant {person.id or person.key}")
    for reference in inventory.references:
        original = reference.original.strip()
        if reference.category in ("IMPLICIT", "CITATION") or len(original) < 2 or _PLACEHOLDER.search(original):
            continue
        found.setdefault(original.casefold(), f"{reference.category} reference")
        words = original.split()
        for word in words if len(words) > 1 else ():
            if len(word) >= 4 and not is_wordlike(word):
                found.setdefault(word.casefold(), f"part of a {reference.category} reference")
    return found


def _places(tree: etree._ElementTree) -> Iterator[tuple[int | None, str, str]]:
    """(line, where, text) for every text and attribute value of a document."""
    for element in tree.getroot().iter():
        if not isinstance(element.tag, str):
            continue
        name = etree.QName(element).localname
        if element.text:
            yield element.sourceline, f"text of <{name}>", element.text
        for attribute, value in element.attrib.items():
            yield element.sourceline, f"@{etree.QName(attribute).localname} of <{name}>", value
        if element.tail:
            yield element.sourceline, f"text after <{name}>", element.tail


def audit_file(original: Path, output: Path, policy_json: str | None = None) -> list[Leak]:
    """The leaks of one output file, judged by its annotated original."""
    strings = sensitive_strings(read_inventory(parse_file(original), str(original), policy_json))
    if not strings:
        return []
    pattern = regex.compile(
        r"(?<![\p{L}\p{N}])(?:" + "|".join(regex.escape(s) for s in sorted(strings, key=len, reverse=True))
        + r")(?![\p{L}\p{N}])", regex.IGNORECASE)
    leaks = []
    for line, where, text in _places(parse_file(output)):
        for match in pattern.finditer(text):
            found = match.group(0)
            what = strings.get(found.casefold(), "sensitive string")
            leaks.append(Leak(str(output), line, found, f"{what}, in the {where}", not is_wordlike(found)))
    return leaks
