"""Small businesses and groups named by ordinary capitalised words and their trade at the end, a
legal form with its bracketed addition, German rental, farm and bar compounds before a name, and a
listed name that opens a local business's name (issue 38, round 11). Strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import replaced


def _orgs(text: str) -> list[str]:
    return [name for kind, name in replaced(text) if kind == "ORG"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I bought the saddle from Kettle & Fern Bakery last week.", "Kettle & Fern Bakery"),
        ("The frame came from Pedal & Chain Cycles in March.", "Pedal & Chain Cycles"),
        ("Got my copy at Harbour Light Books on the high street.", "Harbour Light Books"),
        ("Our daughter plays in the Blackfen Junior Strings since May.", "Blackfen Junior Strings"),
        ("Call with Oakrow Seed Capital moved to Monday.", "Oakrow Seed Capital"),
        ("my knee got taped at Quiet Mile Pilates, they were great", "Quiet Mile Pilates"),
        # A word of the name that a brand of the lists shares ("Ghost") is no brand here.
        ("I found it at Silver Ghost Books last week.", "Silver Ghost Books"),
    ],
)
def test_capitalised_words_before_a_trade_are_a_business(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Contract: Blauwal Labs UG (haftungsbeschränkt) buys.", "Blauwal Labs UG (haftungsbeschränkt)"),
        ("Gesellschafterin ist die Grünspan Werke gGmbH (i. G.) in Gründung.", "Grünspan Werke gGmbH (i. G.)"),
    ],
)
def test_a_legal_form_keeps_its_bracketed_addition(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Wer kommt heute in die Boulderbar Felsnase mit?", "Boulderbar Felsnase"),
        ("Den Transporter hab ich bei Autovermietung Brandl geholt.", "Autovermietung Brandl"),
        ("Ich war gestern beim Radverleih Kessler.", "Radverleih Kessler"),
        # An owner's surname that is a noun too, after a kind on the sign.
        ("Das Auto ist von der Autovermietung Becker.", "Autovermietung Becker"),
        ("Wir haben beim Fahrradverleih Fischer zwei Räder geholt.", "Fahrradverleih Fischer"),
        ("Die Eier sind vom Spargelhof Kellermann.", "Spargelhof Kellermann"),
    ],
)
def test_german_rental_farm_and_bar_compounds_name_a_business(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ich kündige hiermit meinen Vertrag bei der Silbermond Fitness GmbH.", "Silbermond Fitness GmbH"),
        ("Our son joined the Redford Junior Strings last year.", "Redford Junior Strings"),
    ],
)
def test_a_famous_name_at_the_head_of_a_local_name_is_not_public(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize(
    "text",
    [
        "Best Budget Road Bikes of the year",
        "I love the Science Books section.",
        "We all read the Harry Potter Books again.",
        "Wir treffen uns am Bahnhof Mitte.",
        "Im Innenhof Sonne tanken.",
        "Mein Nachbar wohnt nebenan.",
        "I listened to Kraftwerk all night.",
        "We drove past the Tesco Extra Garage.",
        "I use Ghost for my blog.",
    ],
)
def test_titles_ordinary_compounds_and_public_names_are_no_local_business(text: str) -> None:
    assert _orgs(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Also the venue: The Old Clubhouse on Mill Lane said they're free.", "The Old Clubhouse"),
        ("We booked The Copper Mill for the party.", "The Copper Mill"),
        ("The Old Farmhouse was lovely for the wedding.", "The Old Farmhouse"),
    ],
)
def test_a_venue_named_after_an_old_building(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize("text", ["I read The Mill on the Floss again.", "We watched The White House on TV."])
def test_a_work_or_public_building_is_no_venue(text: str) -> None:
    assert _orgs(text) == []


def test_an_old_buildings_word_is_no_kind_word_of_a_surrogate() -> None:
    # "Forge" of "Forge Innovation Hub" is the name: a pseudonym must not keep it as a kind.
    from teianon.detect.org_shapes import kind_word

    assert not kind_word("Forge")
    assert not kind_word("Mill")
