"""The attributes of TEI's ``att.datable`` that carry a date's value, and which dates are birth
dates by their own markup: what a replaced date must not keep. A module of its own, so that the
audit reads them without the detectors that write them (:mod:`teianon.annotate.birth_elements`
imports the birth-date detector)."""

from __future__ import annotations

import regex
from lxml import etree

from .tei import tei

DATED = (
    "when",
    "from",
    "to",
    "notBefore",
    "notAfter",
    "when-iso",
    "from-iso",
    "to-iso",
    "notBefore-iso",
    "notAfter-iso",
)


# A date that says itself that it is a birth date (xslt/modules/references.xsl,
# teianon:is-birth-valued, reads the same): by its type or its own words. Its value is left out
# in the output, and the audit reports one left (teianon.checks.audit_dates).
BIRTH_TYPES = frozenset("birth birthday birthdate dob geburt geburtstag geburtsdatum geb".split())
_TYPE_SPLIT = regex.compile(r"[\s_\-]+")
_BIRTH_WORDS = regex.compile(
    r"(?i)(?:^|[^\p{L}])(?:geboren|geb\.|geburtstag\p{L}*|geburtsdatum|birthday|born|date of birth|dob)(?:[^\p{L}]|$)",
    regex.VERSION1,
)
_BIRTH, _PERSON, _PERSON_GROUP, _DATE = tei("birth"), tei("person"), tei("personGrp"), tei("date")
# Whose birth the words speak of: a private reference inside the date (``Geburtstag von <name
# type="PER">…</name>``), or the writer's own and family's (``mein Geburtstag``, ``Omas
# Geburtstag``). A public figure's (``Goethe geboren``) or an institution's date keeps its value.
_REFERENCES = (tei("name"), tei("ref"), tei("persName"), tei("rs"))
_OWN = regex.compile(
    r"(?i)(?:^|[^\p{L}])(?:mein\p{L}*|dein\p{L}*|unser\p{L}*|euer|eure\p{L}*|my|your|our|oma\p{L}*|opa\p{L}*|"
    r"mama\p{L}*|papa\p{L}*|mum\p{L}*|mom\p{L}*|dad\p{L}*|grandma\p{L}*|grandpa\p{L}*)(?:[^\p{L}]|$)",
    regex.VERSION1,
)


def _private_birth(element: etree._Element) -> bool:
    if any(r.get("subtype") != "public" for r in element.iter(*_REFERENCES) if r is not element):
        return True
    return _OWN.search("".join(element.itertext())) is not None  # type: ignore[arg-type]


def is_birth_valued(element: etree._Element) -> bool:
    """A ``<date>`` whose type says it is a birth date, or whose own words say it is a private
    person's birth date, or a ``<birth>`` outside a person entry (whose dates keep their year)."""
    if element.tag == _BIRTH:
        return not any(a.tag in (_PERSON, _PERSON_GROUP) for a in element.iterancestors())
    if element.tag != _DATE:
        return False
    kinds = " ".join(element.get(a) or "" for a in ("type", "subtype")).casefold().strip()
    if kinds and not BIRTH_TYPES.isdisjoint(_TYPE_SPLIT.split(kinds)):
        return True
    return speaks_of_birth(element) and _private_birth(element)


def speaks_of_birth(element: etree._Element) -> bool:
    """A ``<date>`` whose own words speak of a birth (``Geburtstag``, ``born``), whoever's."""
    return element.tag == _DATE and _BIRTH_WORDS.search("".join(element.itertext())) is not None  # type: ignore[arg-type]
