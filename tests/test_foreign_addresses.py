"""Addresses of other countries by their postcode: street, postcode and town replaced together
(red team, issue 39: only German, British, Irish and American addresses were found whole). The
streets and towns are made up or real places in made-up addresses."""

from __future__ import annotations

import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, street, code, town",
    [
        ("Adres: ul. Lipowa 17/3, 62-081 Przeźmierowo", "ul. Lipowa 17/3", "62-081", "Przeźmierowo"),
        ("Skicka till Björkvägen 12, 736 30 Kungsör tack", "Björkvägen 12", "736 30", "Kungsör"),
        ("Morada: Rua das Flores 88, 4050-262 Porto", "Rua das Flores 88", "4050-262", "Porto"),
        ("adres: Kerkstraat 4, 3991 CD Houten", "Kerkstraat 4", "3991 CD", "Houten"),
        ("Adresa: Lipová 9, 602 00 Brno", "Lipová 9", "602 00", "Brno"),
    ],
)
def test_the_street_postcode_and_town_of_a_foreign_address(text: str, street: str, code: str, town: str) -> None:
    mentions = found(text, "place", resolve=True)
    assert ("LOC", street) in mentions and ("NUMBER", code) in mentions and ("GPE", town) in mentions


def test_a_canadian_postal_code_after_its_province_with_the_town() -> None:
    mentions = found("mail it to 18 Birch Street, Swift Current SK S9H 3V2 please", "place", resolve=True)
    assert ("NUMBER", "S9H 3V2") in mentions and ("GPE", "Swift Current") in mentions


@pytest.mark.parametrize(
    "text",
    [
        "Im Jahr 1998, 12-345 Besucher kamen",  # no street line before the code
        "Seite 12, 300 40 Leute",  # a page and a count, no street line of capitalised words
        "wir spielen 3:1, 44 10 Tore",
    ],
)
def test_numbers_without_an_address_stay(text: str) -> None:
    assert not [m for m in found(text, "place", resolve=True) if m[0] == "NUMBER"]
