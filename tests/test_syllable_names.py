"""Korean given names written with a hyphen are names by their shape, not by a table; words,
reduplications, opening hours and places of the same shape are not."""

from __future__ import annotations

import pytest
from detector_helpers import run_posts

from teianon.detect.person_words import name_kinds
from teianon.detect.syllable_names import syllable_given_name

T = "{http://www.tei-c.org/ns/1.0}"


@pytest.mark.parametrize("name", ["Ha-eun", "Seo-jun", "Kyung-soo", "Na-yeon", "Tae-hoon", "gil-dong", "Chul-soo"])
def test_two_romanised_syllables_read_as_a_first_name(name):
    first, _ = name_kinds(name)
    assert first is not None and first.kind == "first"
    assert syllable_given_name(name) is not None


@pytest.mark.parametrize(
    "word",
    [
        "Hot-Dog",
        "Ping-Pong",
        "Ding-Dong",
        "Bye-Bye",
        "Hip-Hop",
        "Mo-Do",
        "Sa-So",
        "Hong-Kong",
        "Pop-Up",
        "Go-Kart",
        "E-Mail",
        "Anna-Lena",
        "U-Bahn",
    ],
)
def test_words_reduplications_days_and_places_of_that_shape_are_not(word):
    assert syllable_given_name(word) is None


def test_a_korean_name_in_chat_is_replaced_and_a_day_range_stays(tmp_path):
    tree = run_posts(tmp_path, ["Danke Hye-won, bis Montag!", "hey da-hyun wie gehts", "Mo-Fr 9-17 Uhr, Sa-So zu"])
    text = " ".join(tree.getroot().find(f"{T}text").itertext())
    assert "Hye-won" not in text and "da-hyun" not in text
    assert "Sa-So zu" in text
