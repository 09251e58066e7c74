"""Issue 38: a telephone number read out in words where digits are glued into one word
(``nullnull`` for the 00 of an international call) is one NUMBER from its first digit; ordinary
counts and the idiom ``nullachtfünfzehn`` stay. Numbers of our own."""

from __future__ import annotations

import pytest
from detector_helpers import found


def _numbers(text: str) -> list[str]:
    return [t for c, t in found(text, "number_words") if c == "NUMBER"]


@pytest.mark.parametrize(
    ("text", "number"),
    [
        (
            "meine handynummer: nullnull drei eins sechs zwei acht vier neun",
            "nullnull drei eins sechs zwei acht vier neun",
        ),
        ("nullnull vier vier sieben neun eins zwei drei null", "nullnull vier vier sieben neun eins zwei drei null"),
        ("ruf mich an nulleinssechs drei drei acht zwei", "nulleinssechs drei drei acht zwei"),
        ("my cell is zerozero four four two zero seven one", "zerozero four four two zero seven one"),
        ("text me: zero seven ninenine one two three four", "zero seven ninenine one two three four"),
    ],
)
def test_digit_words_glued_into_one_word_are_part_of_the_number(text: str, number: str) -> None:
    assert _numbers(text) == [number]


@pytest.mark.parametrize(
    "text",
    [
        "das war alles nullachtfünfzehn",
        "ich hab null ahnung, zwei oder drei tage",
        "wir brauchen zweidrei leute mehr",
        "nullnull, das Spiel endete torlos",
        "ohoh, one two three, los",
    ],
)
def test_counts_idioms_and_short_glued_words_stay(text: str) -> None:
    assert _numbers(text) == []
