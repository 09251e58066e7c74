"""A shop's or a campaign's code after a word that names one (``Gutscheincode HERBST15``,
``promo code SPRING10``) is no place, firm or person (issue 39, a review's list): the tagger read
such codes as places. A road's number (``A6``) stays a place. Codes of our own."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked


@pytest.mark.parametrize(
    "text",
    [
        "mit Gutscheincode FRUEHLING15 gibts Rabatt",
        "Gutscheincode HERBST15 gilt bis Sonntag",
        "use coupon code AUTUMN25 at checkout",
        "Rabattcode OSTERN30 und fertig",
    ],
)
def test_a_code_after_its_cue_is_no_name(text: str) -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))["p0"]
    assert found == [], found


def test_a_roads_number_stays_a_place() -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, "wir fahren über die A6 nach Mannheim")]))["p0"]
    assert ("A6", "LOC", None) in found
