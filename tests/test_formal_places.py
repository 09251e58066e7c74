"""Places a tagger cuts or misreads (issue 38, item 4): a town of several words of the tables
whole, a town named like a brand or a celebrity after a verb of moving, a town's genitive, a
street named without its house number, a town's part in formal prose (``the X district of
Y``); and the words that only look like them stay."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # A brand's name is the town's first word: the town whole, not the brand kept.
        ("The reporters from Rapid City came too.", "Rapid City"),
        ("I grew up near Rapid City.", "Rapid City"),
        # A singer's surname that is the town where someone moved.
        ("He moved to Springfield in May.", "Springfield"),
    ],
)
def test_a_town_is_replaced_where_a_public_name_shares_it(text: str, place: str) -> None:
    assert ("GPE", place) in replaced(text)


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Kassels Oberbürgermeister eröffnete die Messe, und auch Göttingens Stadtrat kam.", ["Kassels", "Göttingens"]),
        ("Die Geschichte Osnabrücks ist lang; Bielefelds Einwohnerzahl wächst.", ["Osnabrücks", "Bielefelds"]),
    ],
)
def test_a_towns_genitive_is_the_town(text: str, places: list[str]) -> None:
    got = replaced(text)
    for place in places:
        assert ("GPE", place) in got


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Die Praxis liegt an der Kleiststraße gleich beim Brühlerdamm.", "Brühlerdamm"),
        ("Wir sind von der Ostendorfallee in die Brüningstraße gezogen.", "Ostendorfallee"),
    ],
)
def test_a_street_without_its_house_number(text: str, street: str) -> None:
    assert any(value == street for _, value in replaced(text))


@pytest.mark.parametrize(
    "text",
    [
        "Der Laden liegt in einer Einbahnstraße nahe der Seitenstraße.",
        "Wir gingen am Rheinufer entlang bis zum Staudamm und in die Sackgasse.",
        "Die Kastanienallee und die Umgehungsstraße sind gesperrt.",
        # People whose nouns end in "-ufer" after a/ä: no river's bank
        "Der Wiedertäufer predigte, ein Davonläufer und ein Schanzläufer hörten zu.",
    ],
)
def test_street_words_of_the_dictionary_stay(text: str) -> None:
    assert found(text, "place") == []


def test_a_genitive_that_is_a_word_or_a_name_is_no_town() -> None:
    # "Essens" is the genitive of the noun, "Peters" a person's: not Essen, not a town Peter.
    assert found("Der Duft des Essens und Peters Auto.", "place") == []


def test_a_town_inside_a_longer_name_is_left_to_the_tagger() -> None:
    # A team or a paper named after its town: not the town alone out of the name.
    assert ("GPE", "San Antonio") not in replaced("Sie bezwangen die San Antonio Spurs vor heimischer Kulisse.")


def test_a_public_name_that_is_the_whole_town_of_several_words_stays_public() -> None:
    # The gazetteer holds "White House" as another name of a city; the listed body stays.
    assert ("ORG", "White House") not in replaced("The documents were withheld by the White House.")
    assert ("GPE", "White House") not in replaced("The documents were withheld by the White House.")


# A town's part in formal prose (issue 38, fourth round); the parts are invented.
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("They lived in the Pellowick district of Leeds until 2009.", "Pellowick"),
        ("He grew up in the Moss Side area of Manchester.", "Moss Side"),
        ("The flat is in the Tregarne suburb of Truro.", "Tregarne"),
    ],
)
def test_a_towns_part_in_formal_prose_is_a_place(text: str, part: str) -> None:
    assert ("GPE", part) in found(text, "place")
    assert ("GPE", part) in replaced(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("We walked in the Lake District of England.", "Lake"),
        ("She lived in the Latin Quarter of Paris.", "Latin"),
        ("They moved to the Old Town area of Bonn.", "Old Town"),
        ("He had a shop in the Galician quarter of Buda.", "Galician"),
    ],
)
def test_a_word_or_a_peoples_quarter_before_district_of_is_no_place(text: str, words: str) -> None:
    from teianon.detect.place_phrases import parts_of  # (here: the module imports before the rule existed)

    # (The place tables may hold such a word as a town; this rule adds nothing for it.)
    assert list(parts_of(text)) == []
