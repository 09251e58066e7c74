"""Numbers named by their kind and places named by their frame (issues 38 and 39, round 11's
kinds with other strings): a number after a possessive's cue, a frame's, an engine's or a
sail's number, a new one of a thing named before, a German tax number in a Land's format, a
care home's unit; and what must stay beside them."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced

from teianon.detect.kind_codes import names_a_kind


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # A possessive's "s" before the cue is no page's "S.".
        ("My gran's patient number is 558 901 3, can you check?", "558 901 3"),
        ("Her husband's membership no. is 40517.", "40517"),
        ("Is Tom's case number HB-330918 still open?", "HB-330918"),
        # A thing of one's own registered by its number.
        ("The frame number is W7730118, stamped under the bottom bracket.", "W7730118"),
        ("Engine number: KX2219054", "KX2219054"),
        ("Our sail number is IRL 2719, we start in the second fleet.", "IRL 2719"),
        ("Unsere Segelnummer ist DEN 4410.", "DEN 4410"),
        ("Wir segeln unter Segelnummer GER 2290 mit.", "GER 2290"),
        # A new one of a thing named before: only an id's shape.
        ("My library card got wet, the new one is LB-2093374.", "LB-2093374"),
        ("Mein Werksausweis ist abgelaufen, der neue lautet WA-77120.", "WA-77120"),
    ],
)
def test_a_number_named_by_its_kind_is_replaced(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "reference_number")
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Die Steuernummer beim Finanzamt Minden 335/5812/0917 bitte eintragen.", "335/5812/0917"),
        ("Das Finanzamt Erding hat mir 114/227/30518 zugeteilt.", "114/227/30518"),
        ("Für die Steuererklärung brauchst du 47/118/20334 und die ID.", "47/118/20334"),
        ("Steuerberater: bitte unter 91427/31046 ablegen", "91427/31046"),
        ("The German tax office wrote to me under 27/640/11095 again.", "27/640/11095"),
        ("Für die Steuer bitte 007 228 41190 angeben.", "007 228 41190"),
    ],
)
def test_a_german_tax_number_in_a_lands_format_is_replaced(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "reference_number")


@pytest.mark.parametrize(
    "text",
    [
        # The shape without a word of tax: a count, a list, a phone number.
        "Bitte an 21/815/08150 denken.",
        "Die Folge 12/345/67890 war lang.",
        # A new one without a thing named before, or a product's model.
        "The new one is KT-40519.",
        "My phone broke, the new one is iPhone 15.",
        "The old plane was a 747, the new one is A380.",
        # A page after a possessive.
        "See the author's p. 123 for that.",
        "Her s. 12 was missing.",
    ],
)
def test_numbers_without_their_kind_stay(text: str) -> None:
    assert found(text, "reference_number") == []


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Wegen Grippe ist auf Wohnbereich 4 ab heute Besuchsverbot.", "4"),
        ("Opa wohnt jetzt in Wohngruppe 2, gleich am Eingang.", "2"),
        ("Mama liegt auf Demenzbereich 3", "3"),
        ("Sie zieht in Wohneinheit 7 um.", "7"),
    ],
)
def test_a_care_homes_unit_with_its_number_is_replaced(text: str, number: str | None) -> None:
    found_numbers = [value for category, value in found(text, "room_codes") if category == "NUMBER"]
    assert found_numbers == ([number] if number else [])


@pytest.mark.parametrize(
    "text", ["Wohnbereich 3 Personen, 3 Zimmer.", "Der Wohnbereich 3 hat heute Grillfest.", "Wir liegen auf Platz 2."]
)
def test_a_units_count_or_a_rank_stays(text: str) -> None:
    assert found(text, "room_codes") == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # A fault's code on a display is the same on every appliance of its model.
        ("The boiler display shows error F28 again since Monday.", "F28"),
        ("Die Therme zeigt wieder Fehler F75 an, schon seit Montag.", "F75"),
        ("Our washer stopped with fault E21 last night.", "E21"),
        # Clock times and a race's goal.
        ("She was last seen at about 5.40pm near the station.", "5.40pm"),
        ("Aiming for sub-4 at the spring marathon, any advice?", "sub-4"),
        ("My goal is Sub-3:30 in Berlin this year.", "Sub-3:30"),
        # An era's or a style's adjective before its noun.
        ("We bought a Victorian terrace with damp in the cellar.", "Victorian"),
        ("The Edwardian villas on our road all have slate roofs.", "Edwardian"),
        ("It is a late Jacobean manor with odd chimneys.", "Jacobean"),
        ("Forum: Edwardian villa, damp cellar", "Edwardian"),
    ],
)
def test_codes_times_and_era_adjectives_are_no_places(text: str, kept: str) -> None:
    # Whoever proposes them as a name (the tagger reads some as places), they name a kind.
    start = text.index(kept)
    assert names_a_kind(text, start, start + len(kept))
    assert not any(kept in value or value in kept for _, value in replaced(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My Julian is ill today.", "Julian"),
        ("We drove to Lucan on Sunday.", "Lucan"),
        ("the Christian community meets", "Christian"),
        ("Call me at 4.20 tomorrow", "Call"),
        # A surname in -an before its verb, at a sentence's start or after a title's abbreviation.
        ("Sullivan said it twice.", "Sullivan"),
        ("Hat Mr. Krugman vergessen, was er schrieb?", "Krugman"),
    ],
)
def test_names_with_an_eras_ending_name_no_kind(text: str, name: str) -> None:
    start = text.index(name)
    assert not names_a_kind(text, start, start + len(name))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A first name with an era's ending stays a person; a town in -an stays a town.
        ("Christian said the roof was fine.", "Christian"),
        ("We moved from Bergen to Vivian's flat in Göteborg.", "Göteborg"),
    ],
)
def test_names_beside_them_are_still_replaced(text: str, name: str) -> None:
    assert any(name in value for _, value in replaced(text))


@pytest.mark.parametrize(
    ("text", "street", "town"),
    [
        # A house number after a preposition of place, a name without a street word, a known town.
        ("The leak in the kitchen at 14 Bryn Glas, Aberystwyth is worse.", "14 Bryn Glas", "Aberystwyth"),
        ("We moved to 5 Harbourside, Penzance last spring.", "5 Harbourside", "Penzance"),
        ("Please send it to 3 Gallowgate, Aberdeen by Friday.", "3 Gallowgate", "Aberdeen"),
    ],
)
def test_a_street_without_a_street_word_before_a_town_is_replaced(text: str, street: str, town: str) -> None:
    assert ("LOC", street) in found(text, "address")
    assert ("GPE", town) in replaced(text)


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("They have rented Flat 2, 17 Westgarth from March 2021.", "17 Westgarth"),
        ("Her address is Apartment 3B, 40 Quayside in the old town.", "40 Quayside"),
    ],
)
def test_a_street_after_a_flats_number_is_replaced(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize(
    "text",
    [
        "We had lunch at 5 Guys, Leeds was busy.",
        "I bought 3 Pizzas, London style.",
        "In 2019 Berlin, Germany hosted it.",
        "She came in at 4 Tuesday, Oxford time.",
    ],
)
def test_counts_and_firms_before_a_town_are_no_streets(text: str) -> None:
    assert not any(category == "LOC" for category, _ in found(text, "address"))


def test_the_village_between_a_street_and_a_british_postcode_is_replaced() -> None:
    text = "Ivy House, Mill Lane, Great Snodbury, Suffolk IP14 2XY"
    assert ("GPE", "Great Snodbury") in found(text, "address")


def test_a_citys_numbered_district_is_part_of_the_town() -> None:
    assert ("GPE", "Dublin 8") in found("7 Oak Road, Kilmainham, Dublin 8, D08 X1Y2", "address")


def test_a_street_named_again_without_its_number_is_replaced() -> None:
    from detector_helpers import annotated

    from teianon.read.tei import tei

    tree = annotated(
        "4 Heron Row, Clontarf, Dublin 3",
        "The residents of Heron Row have complained twice.",
        "The bins on Llys Madoc were left; I live at 9 Llys Madoc, Bangor.",
    )
    posts = list(tree.getroot().iter(tei("post")))
    second = [("".join(e.itertext()), e.get("type")) for e in posts[1].iter(tei("name"))]
    third = [("".join(e.itertext()), e.get("type")) for e in posts[2].iter(tei("name"))]
    assert ("Heron Row", "LOC") in second
    assert ("Llys Madoc", "LOC") in third


def test_a_word_is_not_repeated_as_a_street() -> None:
    from detector_helpers import annotated

    from teianon.read.tei import tei

    # A street named only with words of the language, no street word: the word stays elsewhere.
    tree = annotated("I live at 12 Market, Leeds.", "The Market was busy today.")
    posts = list(tree.getroot().iter(tei("post")))
    assert not list(posts[1].iter(tei("name")))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Pick-up at the bus stop Oberwinkling Bahnhof at 7:10.", "Oberwinkling Bahnhof"),
        ("Treffpunkt ist die Haltestelle Kleinhaslach, 8 Uhr.", "Kleinhaslach"),
        ("I'll wait at Ashcombe station after work.", "Ashcombe"),
    ],
)
def test_a_place_named_by_its_station_is_replaced(text: str, place: str) -> None:
    assert place in [value for _, value in found(text, "place_stations")]


@pytest.mark.parametrize(
    "text",
    ["Meet at Central Station.", "Victoria Station at noon.", "Bahnhof Zoo ist zu.", "the Fire Station is closed"],
)
def test_a_stations_word_name_stays(text: str) -> None:
    assert found(text, "place_stations") == []


@pytest.mark.parametrize(
    "iban",
    [
        # An IBAN's exact shape with wrong check digits (a typo, a made-up example): one number.
        "DE31 3705 0198 0012 3456 78",
        "de58 1001 0010 0987 6543 21",
        "AT12 1904 3002 3457 3201",
        "GB40 NWBK 6016 1331 9268 19",
    ],
)
def test_an_iban_with_wrong_check_digits_is_one_number(iban: str) -> None:
    text = f"Bitte auf mein Konto, IBAN {iban}, überweisen."
    assert ("NUMBER", iban) in found(text, "number")
    assert ("NUMBER", iban) in replaced(text)


@pytest.mark.parametrize("text", ["DE47 3701 0050 0012 3456 ist zu kurz.", "Das Modell AB12 3456 7890 1234 ist neu."])
def test_a_shape_short_of_an_iban_is_none(text: str) -> None:
    assert not any(value.startswith(("DE12", "AB12")) for _, value in found(text, "number"))


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("The shoe shop on Bridgegate closes at five.", "Bridgegate"),
        ("Meet me at the café off Longmead after work.", "Longmead"),
        ("There's a stall on Hallmarket that repairs bikes.", "Hallmarket"),
    ],
)
def test_a_town_centres_compound_street_after_on_is_replaced(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize(
    "text", ["We stayed on the Seaside all week.", "I read a book on Watergate.", "Prices on Supermarket shelves rose."]
)
def test_words_and_public_names_after_on_are_no_streets(text: str) -> None:
    assert not any(category == "LOC" for category, _ in found(text, "address"))


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Kastanienallee 14 · 10435 Berlin", "Kastanienallee 14"),
        ("Lange Straße 3 | 26122 Oldenburg", "Lange Straße 3"),
        ("Goethestraße 12 a, 53113 Bonn", "Goethestraße 12 a"),
    ],
)
def test_a_streets_mention_ends_at_its_number_before_a_separator(text: str, street: str) -> None:
    # The space before a letterhead's separator is the text's, not the street's: it stays.
    assert ("LOC", street) in found(text, "place")
