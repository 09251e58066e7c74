"""A red team's leaks in obituaries, family trees and announcements (issue 39, round 69): dates
of birth in other frames than the cues, a person's ``Jahrgang``, an age or a room in words, and
identity numbers of other countries. Invented names and numbers, none of the red team's."""

from __future__ import annotations

import pytest
from detector_helpers import replaced
from tei_places_helpers import doc, run


def _numbers(text: str) -> list[str]:
    return [t for c, t in replaced(text) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, number",
    [
        ("Unser Vater Gerold Huneke erblickte am 2.11.1949 in Soest das Licht der Welt.", "2.11.1949"),
        ("Die Kleine hat am 30. Januar 2019 das Licht der Welt erblickt.", "30. Januar 2019"),
        (
            "Unsere Tochter hat am dritten Juli zweitausendfünfzehn das Licht der Welt erblickt.",
            "dritten Juli zweitausendfünfzehn",
        ),
        ("Our grandson came into the world on 17 October 2020.", "17 October 2020"),
        ("Tante Wilma feiert am 22. September ihren 90. Geburtstag.", "22. September"),
        ("Am 5. Juni feiert Opa Egon seinen 80. Geburtstag.", "5. Juni"),
        ("My aunt Clarice celebrates her 75th birthday on 14 July.", "14 July"),
        ("Onkel Kuno wird am 11. März 70.", "11. März"),
        ("Meine Schwägerin ist Jahrgang 1958.", "1958"),
        ("Ich bin Jahrgang 71 und wohne hier.", "71"),
        ("Kottmeier ist Jahrgang 1939 und erzählt vom Krieg.", "1939"),
        ("Der wird am Samstag sieben.", "sieben"),
        ("Oma wird morgen neunzig!", "neunzig"),
        ("My nephew turns eleven on Sunday.", "eleven"),
        ("Opa liegt jetzt in Zimmer hundertvierzehn im Krankenhaus.", "hundertvierzehn"),
        ("Mum is in room two hundred and six at the care home.", "two hundred and six"),
    ],
)
def test_a_date_year_age_or_room_in_a_private_frame_is_a_number(text, number):
    assert number in _numbers(text)


@pytest.mark.parametrize(
    "text",
    [
        "Am 22. September treffen wir uns im Park.",
        "Der Silvaner ist Jahrgang 2020.",
        "Der Wein ist Jahrgang 2016, sehr trocken.",
        "Meine Tochter ist im Jahrgang 11.",
        "Grauburgunder, Jahrgang 2021, halbtrocken",
        "Die Gemeinde feiert am 4. Juli ihren 800. Geburtstag.",
        "The club celebrates its 40th birthday on 9 May.",
        "Am 18. März feiern wir den Geburtstag.",
        "Er wird am Freitag neun Stunden arbeiten.",
        "Die Kleine wird bald neun.",
        "Das Zimmer eins ist frei.",
        "Die Vorlesung ist im Raum dreihundert der Uni.",
        "Goethe erblickte am 28. August 1749 das Licht der Welt.",
    ],
)
def test_an_ordinary_date_year_or_number_stays(text):
    assert _numbers(text) == []


def test_a_gedcom_birth_date_is_a_number_and_a_later_event_stays():
    post = "0 @I7@ INDI\n1 NAME Wiebke /Lührsen/\n1 BIRT\n2 DATE 14 FEB 1962\n2 PLAC Verden\n1 MARR\n2 DATE 3 JUN 1985"
    numbers = _numbers(post)
    assert "14 FEB 1962" in numbers and "3 JUN 1985" not in numbers


@pytest.mark.parametrize(
    "text, number",
    [
        ("Medicare number: 7KD2-RW6-TP38", "7KD2-RW6-TP38"),
        ("Her card shows 2GH9-QX4-NY57 as the MBI.", "2GH9-QX4-NY57"),
        ("RFC: BAEL7705219K3", "BAEL7705219K3"),
        ("Mi RFC es SOTR880214HX5.", "SOTR880214HX5"),
        ("UPN: N330100000105", "N330100000105"),
        ("Unique pupil number W820200003007 on the form.", "W820200003007"),
    ],
)
def test_an_identity_number_of_another_country_is_a_number(text, number):
    assert number in _numbers(text)


@pytest.mark.parametrize(
    "text",
    [
        "See RFC 7231 for the semantics.",
        "Part 1AB2-CD3-EF45 is in stock.",  # letters an MBI leaves out (B, S, L, O, I, Z)
        "The pupil number rose to 1200 this year.",
    ],
)
def test_other_codes_stay(text):
    assert _numbers(text) == []


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_birth_date_in_an_obituary_is_replaced_in_both_modes(tmp_path, pseudonyms):
    body = (
        '<post xml:id="p1" who="#A1">Unsere Mutter erblickte am 9.4.1941 in Vreden das Licht der Welt '
        "und feierte am 9. April ihren 80. Geburtstag. Medicare number: 4HW6-PN3-CT29</post>"
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "9.4.1941" not in output and "9. April" not in output and "4HW6-PN3-CT29" not in output
    assert "das Licht der Welt" in output and "Geburtstag" in output
