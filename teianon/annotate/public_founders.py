"""A big firm named after its founder, with the founder's first name and its legal form (round
70): ``Carl Zeiss AG``, ``Hugo Boss AG``, ``Robert Bosch GmbH``.

The lists know the firm by its surname (``Zeiss``), and the surname alone was kept while the
first name before it was replaced as what was left of a firm's proposal: a word went from a
public name. Where a legal form follows, one or two first names of the tables before a one-word
firm of the lists is the firm's own name, whole, if the lists know the founder in full as a
person (``Carl Zeiss``, the physicist): not a surname private people bear (flag ``s``: ``Peter
Müller GmbH`` is anybody's firm), nor a namesake's firm (``Hans Miele GmbH``).
:func:`teianon.annotate.public_frames.frame_spans` adds the spans; a workplace or a relation
before the name still makes it private (``mein Onkel arbeitet bei der Carl Zeiss AG``).
"""

from __future__ import annotations

from functools import cache

import regex

from ..lists import is_first_name, key_of, legal_forms, public_names
from ..mention import Category, Mention
from .public_marks import SUBTYPE

_NAME = r"\p{Lu}\p{Ll}+"


@cache
def _pattern() -> regex.Pattern[str]:
    forms = "|".join(regex.escape(f) for f in legal_forms())
    return regex.compile(
        rf"\b(?P<first>{_NAME}(?:\s{_NAME})?)\s(?P<firm>{_NAME})\s(?P<form>(?:{forms})(?:\s?&\s?Co\.?\s?KG)?)(?![\p{{L}}])"
    )


_QUICK = regex.compile(r"\b(?:AG|GmbH|SE|KG|KGaA|Inc|Ltd|PLC|plc|Limited|LLC)\b")


def founders_firms(text: str) -> list[Mention]:
    """The founders' firms of ``text`` (see the module's doc), as public mentions."""
    if _QUICK.search(text) is None:
        return []
    found = []
    for m in _pattern().finditer(text, overlapped=True):
        if not all(is_first_name(word.casefold()) for word in m.group("first").split()):
            continue
        entries = public_names().get(key_of(m.group("firm")))
        firm = [e for e in entries if e.category == "ORG" and not e.kind.startswith("surname:")]
        if not firm or any("s" in e.flags or "x" in e.flags for e in entries):
            continue
        # the founder in full is a person the lists know ("Carl Zeiss"): not anybody's namesake firm
        founder = public_names().get(key_of(f"{m.group('first')} {m.group('firm')}"))
        if not any(e.category == "PER" for e in founder):
            continue
        found.append(Mention(m.start(), m.end(), Category.ORG, cert="medium", source="public.founder", subtype=SUBTYPE))
    return found
