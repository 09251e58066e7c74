"""Identity numbers by their shape and check digit, and internal lines after their cue
(issue 38/39): the whole number is NUMBER, ordinary numbers stay."""

import pytest
from detector_helpers import found, replaced

from teianon.detect.identity_numbers import licence_date, social_insurance_ok


@pytest.mark.parametrize(
    "text, number",
    [
        # UK driving licences, with a cue, with words between, and without one
        ("my driving licence number is PARKE705204TL9XZ", "PARKE705204TL9XZ"),
        ("Führerschein des Mieters: NORTH856014KA9QR", "NORTH856014KA9QR"),
        ("the form says LEE99 861127 AB9CD", "LEE99 861127 AB9CD"),
        ("licence OWENS612309D99TW 14 is the new one", "OWENS612309D99TW 14"),
        # German pension insurance numbers, whole (the letter and serial too)
        ("meine nummer 53 281172 K 011", "53 281172 K 011"),
        ("12030495M456 steht auf dem Brief", "12030495M456"),
        # check digits in groups apart by dots
        ("NHS 738.215.6044 please", "738.215.6044"),
        ("mijn nummer is 2635.19.478", "2635.19.478"),
        ("BSN: 263.519.478", "263.519.478"),
        ("Steuer-ID 47.192.385.614", "47.192.385.614"),
        # a UK NI number after "NI no." keeps its suffix
        ("NI no. QQ 44 12 90 B", "QQ 44 12 90 B"),
        # national ids of other countries by their check character, no cue needed (red team, issue 39)
        ("il mio codice è BNCGNN72C44F205N, grazie", "BNCGNN72C44F205N"),
        ("DNI 48215637R", "48215637R"),
        ("mi NIE es Y-7654321-G", "Y-7654321-G"),
        ("AHV-Nr. 756.9482.1563.75", "756.9482.1563.75"),
    ],
)
def test_the_whole_identity_number_is_replaced(text, number):
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "ABCDE123456XY1ZZ is a product code",  # no month 23
        "Die Stadt hat 263.519.478 Einwohner",  # an amount's groups, no cue
        "Umsatz 47.192.385.614 €",
        "die 738.215.6045 war falsch",  # the NHS check digit is wrong
        "Version 12.34.56 ist raus",
        "53 281172 K 012 ist ungültig",  # the check digit of the pension number is wrong
        "BNCGNN72C44F205A war falsch",  # the codice fiscale's check letter is wrong
        "Artikel 48215637A ist ausverkauft",  # a DNI's shape with a wrong letter
        "756.9482.1563.74",  # an AHV number's shape, its check digit wrong
    ],
)
def test_ordinary_numbers_stay(text):
    assert not found(text, "identity_numbers")


def test_the_cue_of_a_number_is_no_organisation():
    assert replaced("mein BSN is 263519478") == [("NUMBER", "263519478")]


def test_licence_and_pension_number_checks():
    assert licence_date("856014") and licence_date("705204") and not licence_date("123456")
    assert social_insurance_ok("15", "070649", "C", "10", "3")  # the Rentenversicherung's example
    assert not social_insurance_ok("15", "070649", "C", "10", "4")


@pytest.mark.parametrize(
    "text, number",
    [
        ("Sie erreichen mich unter Durchwahl: 27", "27"),
        ("meine Durchwahl ist 63", "63"),
        ("call ext. 5817 after lunch", "5817"),
        ("Tel. intern 4420", "4420"),
        ("ich sitze unter Klappe 31", "31"),
    ],
)
def test_an_internal_line_after_its_cue_is_replaced_and_the_cue_stays(text, number):
    assert replaced(text) == [("NUMBER", number)]


def test_an_internal_line_after_a_phone_number():
    assert ("NUMBER", "17") in replaced("Tel. 0521 338 9120, intern 17")


@pytest.mark.parametrize(
    "text",
    ["an extension of 14 months", "the pager 12 is broken", "wir haben 3 intern 15 extern", "er ist intern 40 Jahre"],
)
def test_a_count_after_a_line_word_stays(text):
    assert replaced(text) == []
