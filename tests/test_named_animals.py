"""Issue 38: the name of a boat, a horse or a pet, read from the frame that names it (``unser
Boot „Möwe“``, ``the yacht Kittiwake``), is replaced (OTH); nouns after a noun, days and text
without the frame stay. Strings of our own."""

from __future__ import annotations

import pytest

from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Am Wochenende segeln wir mit unserem Boot „Möwe“ nach Laboe.", "Möwe"),
        ("We took the yacht Kittiwake out past the harbour wall.", "Kittiwake"),
        ("Our dog Noodle needs walking twice a day.", "Noodle"),
        ("my cat Pumpkin is ill again", "Pumpkin"),
        ("Die Jolle „Sturmvogel“ liegt noch im Winterlager.", "Sturmvogel"),
    ],
)
def test_a_named_boat_horse_or_pet_is_replaced(text: str, name: str) -> None:
    assert ("OTH", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Wir fahren mit dem Boot Richtung Kiel.",  # a German noun after the noun, unquoted
        "I left the boat Monday morning.",  # a day
        "the dog I walk is big",  # no name
        "his boat The Swallow sank in the storm",  # a function word: the start of a longer name
        "Das Boot ist ein Film von Wolfgang Petersen.",  # no name after it
    ],
)
def test_no_name_without_the_frame(text: str) -> None:
    assert found(text, "named_animals") == []
