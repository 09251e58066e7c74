"""Issue 38, kind 3: English house names and named buildings in prose, without an address
(``at Bramble Cottage``-like): the frame and the house word make a place, whole, and LOC, not
the firm or person a tagger reads. Public buildings, a town's hall, a kind of house and ``the
house`` stay. All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We spent the summer at Foxglove Cottage.", "Foxglove Cottage"),
        ("My aunt still lives at Tremellyn House.", "Tremellyn House"),
        ("He helps out up at Crawshaw Farm.", "Crawshaw Farm"),
        ("The reception was at Brackenhurst Lodge.", "Brackenhurst Lodge"),
        ("Our team sits in the Ospreys Building now.", "Ospreys Building"),
    ],
)
def test_a_house_name_in_prose_is_one_place(text: str, name: str) -> None:
    assert ("LOC", name) in found(text, "place")
    assert ("LOC", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "The White House said nothing.",
        "We went to the Town Hall.",
        "The meeting is in the Science Building.",
        "We stayed in a Holiday Cottage.",
        "She lives at Green Farm.",
        "He lectured at Exeter Hall.",
        "Ask at the Porter's Lodge.",
        "I went into the house.",
    ],
)
def test_public_buildings_kinds_and_ordinary_words_stay(text: str) -> None:
    assert [m for m in found(text, "place") if m[0] == "LOC"] == []
