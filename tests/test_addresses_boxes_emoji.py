"""Addresses of other countries, parcel stations and post boxes, and a chat platform's custom
emoji and channel ids (issues 38/39): what leads to a person is found, a year, a page or an
ordinary word beside the same shapes stays."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced
from tei_places_helpers import TEI, doc, root_of, run


@pytest.mark.parametrize(
    "text, street, code, town",
    [
        ("Adres: Bloemgracht 57, 1016 KE Amsterdam", "Bloemgracht 57", "1016 KE", "Amsterdam"),
        # two letters that read as an institution's abbreviation
        ("wir wohnen jetzt Haarlemmerweg 8, 1014 EU Amsterdam", "Haarlemmerweg 8", "1014 EU", "Amsterdam"),
        ("send it to Rapenburg 19, 2311 GE Leiden", "Rapenburg 19", "2311 GE", "Leiden"),
        # a year's digits, a Dutch town
        ("Brink 4, 1901 AB Castricum", "Brink 4", "1901 AB", "Castricum"),
        # a Dutch street word, a village the tables lack
        ("Kerkpad 3, 2011 UN Oosterwinkel", "Kerkpad 3", "2011 UN", "Oosterwinkel"),
    ],
)
def test_a_dutch_address_is_found_whole(text, street, code, town):
    got = found(text, "place", resolve=True)
    assert ("LOC", street) in got and ("NUMBER", code) in got and ("GPE", town) in got


@pytest.mark.parametrize(
    "text",
    [
        "siehe Kapitel 7, 2019 EU Wahlen",
        "vgl. Abschnitt 3, 2021 IT Hamburg",
        "Folie 12, 2020 AI London",
        "see Figure 4, 2018 UN Geneva",
    ],
)
def test_a_page_a_year_and_an_abbreviation_are_no_dutch_address(text):
    assert not [t for c, t in found(text, "place", resolve=True) if c in ("LOC", "NUMBER")]


@pytest.mark.parametrize(
    "text, street, door, code",
    [
        ("mi piso: C/ Toledo 41, 2º D, 28005 Madrid", "C/ Toledo 41", "2º D", "28005"),
        ("Wohnung in der Calle de Bailén 7, 3.º izda., 28013 Madrid", "Calle de Bailén 7", "3.º izda.", "28013"),
        ("flat at Carrer de Verdi 82, 1r 2a, 08012 Barcelona", "Carrer de Verdi 82", "1r 2a", "08012"),
        ("c/Pintor Sorolla 9, 5ª, 46002 Valencia", "c/Pintor Sorolla 9", "5ª", "46002"),
    ],
)
def test_a_spanish_address_with_its_floor_and_door(text, street, door, code):
    got = found(text, "address", resolve=True)
    assert ("LOC", street) in got and ("NUMBER", door) in got and ("NUMBER", code) in got


def test_a_floor_named_by_its_word_is_passed_over_to_the_postcode():
    got = found("Avenida del Puerto 30, bajo, 46021 Valencia", "address", resolve=True)
    assert ("LOC", "Avenida del Puerto 30") in got and ("NUMBER", "46021") in got


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("Lieferung an Packstation 318, Postnummer 40917723", ["318", "40917723"]),
        ("bitte an die DHL Packstation 155 schicken", ["155"]),
        ("Paketstation-Nr. 207 am Markt", ["207"]),
        ("Postfach 10 22 47 reicht", ["10 22 47"]),
        ("Apartado de correos 318, Sevilla", ["318"]),
        ("pick it up from parcel locker 61 please", ["61"]),
        ("it's in Locker 2207 at the mall", ["2207"]),
        ("mein Schließfach 318 am Bahnhof", ["318"]),
    ],
)
def test_post_boxes_parcel_stations_and_lockers(text, numbers):
    got = replaced(text)
    for number in numbers:
        assert ("NUMBER", number) in got


@pytest.mark.parametrize(
    "text",
    [
        "das schaffen wir locker 40 Minuten früher",
        "Locker 30 Leute kamen",
        "die Packstation war voll",
        "Ich hab drei Packstationen in der Nähe",
    ],
)
def test_locker_as_a_word_and_a_station_without_number_stay(text):
    assert not [t for c, t in replaced(text) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("haha <:tante_frieda:1094837265019283746> zu gut", "frieda"),
        ("<a:jonas_dance:887766554433221100>", "jonas"),
        ("lol :sabine_wink: :lukas_cry:", "sabine"),
        (":greta_thumbs: wer kommt mit", "greta"),
    ],
)
def test_a_name_in_an_emoji_shortcode_is_replaced(text, name):
    assert ("PER", name) in found(text, "glued_names", resolve=True)


@pytest.mark.parametrize("text", [":joy: :heart_eyes: :sweat_smile:", "gg :fire: :sob:", "so :white_check_mark: done"])
def test_standard_emoji_shortcodes_stay(text):
    assert not found(text, "glued_names")


def test_a_custom_emoji_s_snowflake_is_a_platform_number():
    text = "na endlich <:team_hype:1094837265019283746>"
    assert ("NUMBER", "1094837265019283746") in found(text, "number")
    assert not found("10:30 treffen, 12:45 Essen", "number")


def test_an_emoji_shortcode_is_no_addressing():
    assert not found(":sabine_wink: kommt gleich", "addressing")


def test_a_snowflake_in_a_source_idno_is_replaced_and_the_corpus_ids_stay(tmp_path):
    text = doc('<post xml:id="p1" who="#A1"><p>hallo</p></post>').replace(
        "<sourceDesc><p>s</p></sourceDesc>",
        "<sourceDesc><bibl>Discord-Server<idno type='channel'>1094837265019283746</idno>"
        "<idno type='corpus'>dchat-2024-07</idno></bibl></sourceDesc>",
    )
    text = text.replace(
        "<publicationStmt><p>p</p></publicationStmt>",
        "<publicationStmt><p>p</p><idno>4711-2024</idno></publicationStmt>",
    )
    output, printed = run(tmp_path, text)
    assert "1094837265019283746" not in output, printed
    root = root_of(output)
    idnos = [e.text for e in root.iter(f"{TEI}idno")]
    assert "4711-2024" in idnos and "dchat-2024-07" in idnos


@pytest.mark.parametrize(
    "text",
    ["haha :face_with_tears_of_joy:", "gn :angel_face: :victory_hand:", "frühling :cherry_blossom: :candy_cane:"],
)
def test_the_standard_emojis_names_are_no_persons(text):
    assert [r for r in replaced(text) if r[0] == "PER"] == []


@pytest.mark.parametrize(
    "text", ["Locker 3 Wochen hat das gedauert.", "Locker 2 Bier und dann heim", "Locker 100 Seiten gelesen"]
)
def test_the_adverb_locker_before_a_count_is_no_locker(text):
    assert [r for r in replaced(text) if r[0] == "NUMBER"] == []
