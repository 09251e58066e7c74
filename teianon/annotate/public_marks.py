"""How an annotation says it was kept as public sphere, and the keys of names replaced elsewhere:
what the modules that apply decisions to annotations (the document's pass, repeats, readings,
review) ask of a name without the public-sphere lookup itself (:mod:`teianon.annotate.public`)."""

from __future__ import annotations

from collections.abc import Iterable

import regex
from lxml import etree

from ..mention import Mention
from .public_words import Words

# The ``@subtype`` of a name kept as written because it is of the public sphere.
SUBTYPE = "public"


def word_key(text: str) -> tuple[str, ...]:
    """The case-folded words of a text, as :data:`Evidence.replaced` holds them."""
    return tuple(w.key.rstrip(".") for w in Words(text))


def holds_replaced(text: str, replaced: frozenset[tuple[str, ...]]) -> bool:
    """Whether ``text`` is, or holds as a run of words, a string replaced elsewhere
    (``Tina Turner`` holds ``Turner``)."""
    if not replaced:
        return False
    key = word_key(text)
    return any(key[i:j] in replaced for i in range(len(key)) for j in range(i + 1, len(key) + 1))


def is_public(element_subtype: str | None) -> bool:
    """Whether an annotation's ``@subtype`` marks it as kept public."""
    return (element_subtype or "").strip().lower() == SUBTYPE


# The attributes by which a name element links its bearer to an authority file or a platform
# (``ref="…/gnd/…"``, ``key="wd:Q…"``, ``sameAs``).
AUTHORITY_LINKS = frozenset({"ref", "key", "sameAs"})


def kept_public(element: etree._Element) -> bool:
    """A corpus's name element whose whole content is a name kept public
    (:mod:`teianon.annotate.markup_public`): its links name the public figure and stay."""
    return (
        len(element) == 1
        and is_public(element[0].get("subtype"))
        and not (element.text or "").strip()
        and not (element[0].tail or "").strip()
    )


_NAME = "{http://www.tei-c.org/ns/1.0}name"
# A key that names an authority's or a platform's record: a prefix and an id (fb:100004…,
# wd:Q42, gnd:118540238, viaf:…), or a long number; not a pointer (#A01), a file or a word.
_AUTHORITY_KEY = regex.compile(r"^[A-Za-z][\w.-]*:\S+$|\d{4,}")


def is_authority_key(value: str) -> bool:
    return not value.startswith("#") and _AUTHORITY_KEY.search(value.strip()) is not None


def replaced_name(element: etree._Element) -> bool:
    """A corpus's name element that holds a name teianon replaces (its proposal inside, not kept
    public): its keys and links lead to a private bearer."""
    return any(
        child.tag == _NAME and child.get("resp") == "#teianon" and not is_public(child.get("subtype"))
        for child in element
    )


def holds_more(text: str, span: Mention, ending: int, proposals: Iterable[Mention]) -> bool:
    """A proposal holds the listed name ``span`` and more of a name: a word beyond it (``TSV
    Eintracht Oberhausen``, ``Byrne's SuperValu``), not only the possessive ending the lookup cut
    off (``Telstra's network``) or a score a tagger took in (``beat Wolves 3-1``)."""
    for p in proposals:
        if p.contains(span) and len(p) > len(span):
            rest = text[p.start : span.start] + " " + text[span.end + ending : p.end]
            if _LETTER.search(rest):
                return True
    return False


_LETTER = regex.compile(r"\p{L}")
