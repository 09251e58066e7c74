"""Issue 38, kind 5: the people of a place too small for the tables, named by its ending after a
word that counts people (``die Hollerbacher``-like), GEO_DE, in lower case too; a compound of a
noun, a frequent word and a family's surname stay; and English's small place before a word for a
person (``a Ballymena man``-like), not a city's. All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("die oberkirchweilerer feiern wieder", "oberkirchweilerer"),
        ("Die Untermooshartinger haben gewonnen.", "Untermooshartinger"),
        ("Wir Grubenhausener halten zusammen.", "Grubenhausener"),
        ("die Siebenbrückener sind schon da", "Siebenbrückener"),
    ],
)
def test_the_people_of_a_small_place_are_geo_de(text: str, name: str) -> None:
    assert ("GEO_DE", name) in found(text, "demonym")
    assert ("GEO_DE", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "die Geltungsdauer ist abgelaufen",
        "die Hofmauer ist eingestürzt",
        "der geringer werdende Abstand",
        "die Schneider kommen auch",
        "die Steinberger kommen zum Essen",
    ],
)
def test_words_and_families_are_no_people_of_a_place(text: str) -> None:
    assert [m for m in found(text, "demonym") if m[1] not in ("Schneider",)] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("He's a Carrowbrackan man through and through.", "Carrowbrackan"),
        ("She was a proper Dunglassan lass.", "Dunglassan"),
    ],
)
def test_a_small_place_before_a_word_for_a_person_is_geo_de(text: str, name: str) -> None:
    assert ("GEO_DE", name) in found(text, "demonym")
    assert ("GEO_DE", name) in replaced(text)


@pytest.mark.parametrize(
    "text", ["He's a London man.", "He was a family man.", "He's a Ford man.", "She is a Sarah girl."]
)
def test_a_city_a_word_a_maker_or_a_first_name_before_man_is_no_demonym(text: str) -> None:
    assert not any(category == "GEO_DE" for category, _ in found(text, "demonym"))
