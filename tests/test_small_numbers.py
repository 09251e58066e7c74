"""Numbers of a household and a file that the cue rules missed (issue 38): a flat's number
(``flat 7B``, ``Whg. 12``), a number whose cue stands a few words before its verb, and a
postcode alone after a street and a comma."""

from __future__ import annotations

import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, number",
    [
        ("Post for flat 7B goes next door.", "7B"),
        ("Apartment 31c is empty again.", "31c"),
        ("Wir wohnen in Whg. 12 ganz oben.", "12"),
        ("Meine Mitgliedsnummer beim Turnverein lautet 88-4471-2.", "88-4471-2"),
        ("Die Versichertennummer bei der Kasse ist übrigens XK-30917.", "XK-30917"),
    ],
)
def test_a_flats_number_and_a_number_whose_cue_is_words_away(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "reference_number")


@pytest.mark.parametrize(
    "text",
    [
        "The village lay flat 3 miles out.",
        "Eine Wohnung 3 Zimmer groß wäre schön.",
        "Sales stayed flat 2019 and 2020.",
        "Die Kundennummer bei uns ist wichtig.",
    ],
)
def test_counts_after_flat_and_cues_without_a_number_are_none(text: str) -> None:
    assert found(text, "reference_number") == []


def test_a_postcode_alone_after_a_street_is_a_number() -> None:
    assert ("NUMBER", "59555") in found("Bitte an Ulmenweg 8, 59555.", "address")
