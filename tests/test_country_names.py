"""Everyday names of countries stay as written by default, also where a first name or the
tagger's person has the same spelling; a person of that name outside a place frame is replaced."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.lists import is_country_word, key_of
from teianon.read.tei import tei


def _replaced(text: str) -> list[str]:
    tree = annotated(text)
    return ["".join(e.itertext()) for e in tree.getroot().iter(tei("name")) if e.get("subtype") != "public"]


@pytest.mark.parametrize(
    "name",
    [
        "UK",
        "Great Britain",
        "Großbritannien",
        "Schottland",
        "Northern Ireland",
        "USA",
        "Holland",
        "Turkey",
        "Bosnien",
        "Hongkong",
        "Weißrussland",
        "Ivory Coast",
        "Böhmen",
        "Lapland",
        "englisch",
        "britisch",
    ],
)
def test_everyday_country_names_and_their_language_words_are_country_words(name: str) -> None:
    assert is_country_word(key_of(name))


@pytest.mark.parametrize("name", ["Cornwall", "Bretagne", "Elsass", "Allgäu", "Yorkshire"])
def test_regions_inside_one_country_are_not(name: str) -> None:
    assert not is_country_word(key_of(name))


@pytest.mark.parametrize(
    "text",
    [
        "Nächsten Sommer fahren wir nach Holland, danach vielleicht in die USA.",
        "My brother moved to the UK last year and my parents still live in Turkey.",
        "Ihre Familie stammt aus Bosnien, sie selbst ist in Großbritannien aufgewachsen.",
        "Opa wurde in Schlesien geboren, die Urgroßeltern kamen aus Böhmen.",
        "We spent the winter in Lapland and flew home via Scotland.",
    ],
)
def test_countries_in_their_everyday_names_are_not_proposed(text: str) -> None:
    assert _replaced(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "After school she travelled to Georgia, Armenia and Jordan with her aunt.",
        "We went to Chad for a year and then moved to Jordan.",
        "Nach dem Abitur ist er nach Georgia gezogen.",
    ],
)
def test_a_country_spelled_like_a_first_name_in_a_place_frame_stays(text: str) -> None:
    assert not any(n in ("Georgia", "Jordan", "Chad", "Armenia") for n in _replaced(text))


@pytest.mark.parametrize(
    "text, name",
    [
        ("Yesterday I talked to Chad about the rota, he agreed.", "Chad"),
        ("ich war gestern mit Jordan im Kino, war lustig", "Jordan"),
        ("We went to Georgia's birthday party on Saturday.", "Georgia"),
        ("Gestern hat mir Jordan aus der Parallelklasse geschrieben.", "Jordan"),
        ("Georgia und Kenya wohnen seit Mai in unserer WG.", "Kenya"),
    ],
)
def test_a_person_named_like_a_country_outside_a_place_frame_is_replaced(text: str, name: str) -> None:
    assert any(name in n for n in _replaced(text))


@pytest.mark.parametrize(
    "text, town",
    [
        ("We moved to England, Arkansas, when I was nine.", "England"),
        ("Grandpa was born in Scotland, Connecticut, in 1931.", "Scotland"),
    ],
)
def test_a_town_named_like_a_country_before_a_us_state_is_replaced(text: str, town: str) -> None:
    assert town in _replaced(text)
