"""Laws named by their number, state or year are public names: nothing in them names anyone."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _replaced(text: str) -> list[tuple[str, str]]:
    """``(type, text)`` of what the default run replaces in a post of ``text``."""
    post = next(annotated(text).iter(tei("post")))
    return [
        (e.get("type"), "".join(e.itertext()))
        for e in post.iter(tei("name"), tei("ref"))
        if e.get("cert") != "low" and e.get("subtype") != "public"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Die Lenkzeiten regelt die Verordnung (EG) Nr. 1071/2009 seit Jahren.",
        "Compensation is owed under Regulation (EC) No 2027/97 in such cases.",
        "Das steht so in der Richtlinie 2014/65/EU und wurde umgesetzt.",
        "Maßgeblich ist die Landesbauordnung für Rheinland-Pfalz in der neuen Fassung.",
        "Das Hessische Schulgesetz sieht das nicht vor.",
        "The duty arises under the Housing and Regeneration Act 2008 alone.",
    ],
)
def test_a_law_by_its_number_state_or_year_stays(text):
    assert _replaced(text) == []


def test_a_private_number_beside_a_law_is_still_replaced():
    text = "Nach Verordnung (EU) Nr. 181/2011 erstatten Sie mir bitte Buchung Nr. 77341902."
    assert ("NUMBER", "77341902") in _replaced(text)


def test_a_home_state_outside_a_law_is_still_read():
    # only the law's span is public: the same state named apart goes as the rules decide
    laws = _replaced("Die Landesbauordnung für Rheinland-Pfalz gilt.")
    assert not [r for r in laws if r[1] == "Rheinland-Pfalz"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("I told Imogen Castleford the Equality Act 2010 protects her.", "Imogen Castleford"),
        ("Dear all, Rupert Ashdale of the Housing Act 1988 tenancy office called.", "Rupert Ashdale"),
    ],
)
def test_a_name_before_an_act_is_no_part_of_it(text, name):
    assert ("PER", name) in _replaced(text)


def test_an_adjective_of_a_private_surname_before_a_rule_is_no_state_law():
    found = _replaced("Dann kam Frau Gesine Tammling. Die Tammlingsche Hausordnung ist streng.")
    assert any(kind == "PER" and "Tammling" in text for kind, text in found[1:])
