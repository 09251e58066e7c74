"""An address and a name in a vCard pasted into a post (``ADR;TYPE=HOME:;;Birkenweg 3;Ebersdorf;;8700;DE``,
``N:Kowarik;Herbert;;;``). The fields stand in a fixed order between semicolons (RFC 6350): an
ADR's post box, extended address, street, locality, region, postal code and country; an N's
family name, given names, further names, prefixes and suffixes. The order says what each field
is where nothing around it does: the street is a LOC, the locality a GPE, the postcode a NUMBER
(the country and the region stay: they single out no one); the family and given names are PER.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_PROPERTY = regex.compile(
    r"(?<![^\n])[^\S\n]*(?:item\d+\.)?(?P<key>ADR|N)(?:;[^:\n]*)?:(?P<value>[^\n]*)", regex.VERSION1
)
# The fields of each property that name a person or a place, by their position.
_ADR = {2: Category.LOC, 3: Category.GPE, 5: Category.NUMBER}
_N = {0: Category.PER, 1: Category.PER, 2: Category.PER}
_QUICK = ("ADR", "\nN:", "\nN;")


@register
class VcardDetector(Detector):
    name = "vcard"
    categories = frozenset({Category.LOC, Category.GPE, Category.NUMBER, Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not any(q in text for q in _QUICK) and not text.startswith(("N:", "N;")):
            return
        for match in _PROPERTY.finditer(text):
            if ";" not in match["value"]:
                continue  # a structured value has its fields: "N: das ist …" is prose after a letter
            kinds = _ADR if match["key"] == "ADR" else _N
            at = match.start("value")
            for position, field in enumerate(match["value"].split(";")):
                value = field.strip()
                category = kinds.get(position)
                if category is not None and value and any(c.isalnum() for c in value) and len(value.split()) <= 4:
                    start = at + field.index(value)
                    yield Mention(start, start + len(value), category, cert="high", source="vcard:field")
                at += len(field) + 1
