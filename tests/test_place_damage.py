"""Damage of the small places and street shapes (review of issue 38): small places named like a
word of another language, a web word or a font; street words before a citation, a plural or a
quantity; a junction's next noun; a chat post before a year and a city; public names on "The" lines
and at junctions. Strings of our own per kind, with the private cases that must still be found."""

from __future__ import annotations

import pytest
from detector_helpers import annotated
from test_place_kinds import paragraph_references, references, small_town

from teianon.detect.address_kinds import junction_streets
from teianon.lists import build_places
from teianon.read.tei import tei


def places_in(*posts: str) -> list[tuple[str, str]]:
    return [r for r in references(*posts) if r[0] in ("GPE", "LOC")]


@pytest.mark.parametrize(
    ("form", "country"),
    [
        ("Tok", "US"),  # German chat: "nen Tok" (a clip)
        ("Fino", "IT"),
        ("Paese", "IT"),
        ("Dieren", "NL"),
        ("Voisins", "FR"),
        ("Steinway", "US"),
        ("Firestone", "US"),
        ("Downton", "GB"),
        ("Tahoma", "US"),
    ],
)
def test_small_places_named_like_words_of_any_language_or_web_names_are_not_added(form: str, country: str) -> None:
    assert build_places.is_web_word(form, country)
    assert not small_town(form, country)


@pytest.mark.parametrize(
    ("form", "country"),
    [("Hathersage", "GB"), ("Didsbury", "GB"), ("Heswall", "GB"), ("Kinsale", "IE"), ("Katwijk", "NL")],
)
def test_small_places_that_are_only_places_stay_in_the_bars(form: str, country: str) -> None:
    # Katwijk is frequent in Dutch as the town: the own language has the higher bar.
    assert not build_places.is_web_word(form, country)


@pytest.mark.parametrize(
    ("post", "word"),
    [
        ("I typed it all in Tahoma lol", "Tahoma"),
        ("she got new tyres from Firestone", "Firestone"),
        ("ho studiato Lettere a Padova", "Lettere"),
        ("ich hab nen Tok bekommen lol", "Tok"),
    ],
)
def test_such_words_in_chat_are_no_places(post: str, word: str) -> None:
    # The tagger weighs the tables' towns: without the row it no longer reads the word as one.
    assert word not in [text for _, text in places_in(post)]


@pytest.mark.parametrize(
    "post",
    [
        "Wie Schmidt et al. Nature 2018 gezeigt haben",
        "vgl. Meier et al. Brain 1999",
        "see Jones et al. Cell 2021 for the method",
        "Pl. Bäume 2 und 3 sind unregelmäßig",
        "Pl. Häuser 4 bis 6 fehlen",
    ],
)
def test_citations_and_abbreviated_plurals_are_no_streets(post: str) -> None:
    assert not [r for r in references(post) if r[0] == "LOC"]


@pytest.mark.parametrize(
    ("post", "street"),
    [
        ("mieszkam przy ul. Kwiatowa 12", "ul. Kwiatowa 12"),
        ("Adresse: pl. Grunwaldzki 3, Wrocław", "pl. Grunwaldzki 3"),
        ("biuro: al. Niepodległości 18", "al. Niepodległości 18"),
        ("she lives at Via Mazzini 27, Parma", "Via Mazzini 27"),
    ],
)
def test_street_words_before_a_name_still_take_the_street(post: str, street: str) -> None:
    assert ("LOC", street) in references(post)


@pytest.mark.parametrize(
    ("post", "number"),
    [
        ("Zug via Basel 3x umsteigen", "3x"),
        ("arrivo via Bologna 2 ore dopo", "2"),
        ("jedziemy via Poznań 2 godziny", "2"),
        ("on passe via Lyon 3 heures plus tard", "3"),
        ("train via Utrecht 4 keer per dag", "4"),
    ],
)
def test_a_number_with_a_unit_or_time_after_via_is_no_house_number(post: str, number: str) -> None:
    assert not [r for r in references(post) if r[0] == "LOC" and number in r[1]]


@pytest.mark.parametrize(
    ("post", "word"),
    [
        ("an der Ecke Hauptstraße Richtung Bahnhof wohnt er", "Richtung"),
        ("Kreuzung Lindenallee Baustelle seit Wochen", "Baustelle"),
        ("Ecke Marktplatz Eisdiele treffen", "Eisdiele"),
        ("Kreuzung Schulweg und Ampel kaputt", "Ampel"),
        ("at the corner of King Street and Burger King", "Burger King"),
        ("at the junction of Mill Road and Lidl Metro", "Lidl Metro"),
    ],
)
def test_the_next_noun_or_a_public_name_is_no_junction_street(post: str, word: str) -> None:
    assert not any(post[start:end] == word for start, end in junction_streets(post))


@pytest.mark.parametrize(
    ("post", "street"),
    [
        ("Ecke Rosenweg Tulpenstraße treffen", "Tulpenstraße"),
        ("Kreuzung Lindenweg und Am Anger", "Am Anger"),
        ("Ecke Goethestraße/Schillerplatz war Stau", "Schillerplatz"),
        ("the corner of Ashton Road and Marlow Close", "Marlow Close"),
        ("the junction of Lever Street and Kingsway", "Kingsway"),
    ],
)
def test_the_other_street_of_a_junction_is_still_taken(post: str, street: str) -> None:
    assert any(post[start:end] == street for start, end in junction_streets(post))


@pytest.mark.parametrize(
    "posts",
    [
        ("Im Kapitel 3", "1998 Berlin war toll"),
        ("Auf Seite 4", "2010 Hamburg, das war ein Jahr"),
        ("Am Tisch 2", "2004 München hat gewonnen"),
    ],
)
def test_a_chat_post_before_a_year_and_a_city_is_no_letter_head(posts: tuple[str, ...]) -> None:
    assert not [r for r in references(*posts) if r[0] == "LOC"]


@pytest.mark.parametrize(
    "paragraphs", [("Im Kapitel 3", "1998 Berlin war toll"), ("Am Tisch 2", "2004 München hat gewonnen")]
)
def test_a_paragraph_before_a_year_and_a_big_city_is_no_letter_head(paragraphs: tuple[str, ...]) -> None:
    assert not [r for r in paragraph_references(*paragraphs) if r[0] == "LOC"]


@pytest.mark.parametrize(
    ("paragraphs", "street"),
    [
        (("Tom Berger", "Am Kamp 12", "49610 Quakenbrück"), "Am Kamp 12"),
        (("Vera Lind", "Im Winkel 4", "D-32049 Herford", "Liebe Vera,"), "Im Winkel 4"),
    ],
)
def test_a_letter_head_in_paragraphs_still_found(paragraphs: tuple[str, ...], street: str) -> None:
    assert ("LOC", street) in paragraph_references(*paragraphs)


@pytest.mark.parametrize(
    "post",
    [
        "she was on The Chase yesterday, the host was great",
        "he was on The Chase again last week",
        "we watched The Chase last night",
        "The British Library, 96 Euston Road, London NW1 2DB",
        "The National Gallery, Trafalgar Square, London WC2N 5DN",
    ],
)
def test_programmes_and_public_buildings_are_no_the_streets(post: str) -> None:
    tree = annotated(post)
    shapes = [e for e in tree.iter(tei("name")) if e.get("ana") == "teianon:address.street-shape"]
    assert not shapes


@pytest.mark.parametrize(
    ("post", "street"),
    [
        ("I'll see you on The Green at 5", "The Green"),
        ("my gran lives on The Laurels", "The Laurels"),
        ("The Old Rectory, Church Lane, Ludlow SY8 1AB", "The Old Rectory"),
        ("The Paddocks, Little Hadham, Hertfordshire SG11 2DX", "The Paddocks"),
    ],
)
def test_private_the_streets_and_houses_are_still_found(post: str, street: str) -> None:
    assert ("LOC", street) in references(post)


@pytest.mark.parametrize(
    ("post", "number"),
    [
        ("treffen uns am Bolzplatz gegen 7", "7"),
        ("wir sind dann am Kiosk um 6, ok?", "6"),
        ("bin am Skaterplatz ab 4", "4"),
    ],
)
def test_a_time_after_a_meeting_place_is_no_house_number(post: str, number: str) -> None:
    assert not [r for r in references(post) if r[0] == "LOC" and number in r[1]]
