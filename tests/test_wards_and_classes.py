"""Issue 38, kind 4: wards of hospitals and homes by their code or name (``Station 4B``, ``Ward
7``, ``on Rowan Ward``-like), and the classes of primary schools named by a plural or a tree
(``the Robins class``-like), whole and LOC; ``Station`` and ``ward`` as words, any hospital's
kind of ward and a subject's class stay. All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Papa liegt jetzt auf Station 3 West.", "Station 3 West"),
        ("Sie wurde auf Station 11c verlegt.", "Station 11c"),
        ("Grandad was moved to Ward 23 last night.", "Ward 23"),
        ("She's been on Heron Ward since Monday.", "Heron Ward"),
        ("Our son is in the Badgers class this year.", "Badgers class"),
        ("She moved up to Willow Class.", "Willow Class"),
    ],
)
def test_a_ward_or_a_class_by_its_name_is_a_place(text: str, name: str) -> None:
    assert ("LOC", name) in found(text, "place")
    assert ("LOC", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Die Station ist sehr sauber.",
        "Wir fahren zur Station.",
        "She is on the Maternity Ward.",
        "I was in Maths class.",
        "We met in the Spanish class.",
        "The ward was busy.",
    ],
)
def test_words_kinds_and_subjects_name_no_unit(text: str) -> None:
    assert [m for m in found(text, "place") if m[0] == "LOC"] == []
