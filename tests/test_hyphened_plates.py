"""Dutch, Belgian and French plates of three hyphened groups (issue 38/39): the whole plate is
NUMBER, in a post about a car or after a plate's cue; alone only a Dutch plate's consonants."""

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    "text, plate",
    [
        ("das Auto mit TR-482-F stand vor der Tür", "TR-482-F"),
        ("my car is 34-PGD-7, the silver one", "34-PGD-7"),
        ("mijn kenteken is 8-KXN-71", "8-KXN-71"),
        ("ein Transporter mit NL-Kennzeichen 22-HB-KT parkte", "22-HB-KT"),
        ("the van had plate 1-ABE-234 on it", "1-ABE-234"),
        ("sein Wagen: FK-306-ZL", "FK-306-ZL"),
        ("87-FDJ-5 stand schon wieder da", "87-FDJ-5"),  # a Dutch plate's consonants alone
    ],
)
def test_the_whole_plate_is_replaced(text, plate):
    assert ("NUMBER", plate) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Seite 12-ABC-3 im Katalog",  # vowels, no car
        "Artikel AB-12-34 ist ausverkauft",  # groups of two, no car
        "wir spielten 12-10-09 im Satz",
    ],
)
def test_codes_of_that_shape_without_a_car_stay(text):
    assert not [m for m in found(text, "vehicle_id") if m[0] == "NUMBER"]
