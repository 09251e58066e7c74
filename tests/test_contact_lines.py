"""A contact's line names a person: after ``Kontakt:``, ``Ansprechpartnerin:``, ``Contact
person:`` (as after a mail's ``An:``), two or three capitalised words no dictionary holds are a
name, of whatever origin the tables lack."""

from __future__ import annotations

import pytest
from detector_helpers import replaced


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Kontakt: Eike Tammling, Tel. 0171 5550199", "Eike Tammling"),
        # a first name that is a word as well (meinte: "meant")
        ("Kontakt: Meinte Saathoff", "Meinte Saathoff"),
        ("Ansprechpartnerin: Wiebke Ahlrichs", "Wiebke Ahlrichs"),
        ("Contact person: Ffion Bevanwy", "Ffion Bevanwy"),
        ("An: Tjalda Brookmann, Okko Wübbena", "Okko Wübbena"),
    ],
)
def test_a_name_on_a_contact_line(text, expected):
    assert ("PER", expected) in replaced(text)


@pytest.mark.parametrize(
    "text",
    ["Kontakt: Geschäftsstelle des Vereins", "Contact: Support Team", "Von: Marketing Abteilung", "An: Alle Mitglieder"],
)
def test_words_on_a_contact_line_name_no_one(text):
    assert replaced(text) == []


def test_a_body_and_its_town_on_a_contact_line_is_no_person():
    assert not [r for r in replaced("Kontakt: Kreisverwaltung Wittmund") if r[0] == "PER"]


def test_a_first_name_a_hamlet_bears_too_goes_with_the_double_surname_after_it():
    # the tables know a hamlet of that name; before a double surname it is the
    # first name, and a photo's caption names the person
    assert ("PER", "Lenne Tammen-Eilts") in replaced("Foto von Lenne Tammen-Eilts am Deich")
