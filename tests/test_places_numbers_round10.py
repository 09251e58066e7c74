"""Places named by their frame and numbers named by their cue (issues 38 and 39, round 10's
kinds with other strings): a village or suburb after a route's or an origin's preposition, a
register's place, a street named with "The" after a preposition of nearness, a town with its
river in brackets; an internal phone line, a flat's number after "App.", a building's room code
of several capitals, plates whose digits read as a year; and what must stay beside them."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found, replaced, view

from teianon.detect import DocumentContext, build_detectors, detect
from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # A route: "über" with a word of going, "via".
        ("Ich fahr eh über Kleinwöltingen, soll ich dich mitnehmen?", "Kleinwöltingen"),
        ("Der Bus fährt jetzt über Oberbrüggen und braucht länger.", "Oberbrüggen"),
        ("We drove back via Tollerbury because of the roadworks.", "Tollerbury"),
        # An origin or a place after a preposition of place: a name no dictionary has.
        ("My cousin runs a bakery in Ardwickton, lovely bread.", "Ardwickton"),
        ("Is there a bus from Craigentinny on Sundays?", "Craigentinny"),
        ("Die Oma kommt aus Hohenwuppel und bringt Kuchen mit.", "Hohenwuppel"),
    ],
)
def test_a_village_after_a_route_or_a_preposition_of_place_is_replaced(text: str, place: str) -> None:
    assert ("GPE", place) in found(text, "place")
    assert any(place in value for _, value in replaced(text))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Is it on the bus route from Thornliebank?", "Thornliebank"),
        # A suburb named like an English word, after a route's noun.
        ("It's ten minutes from Mossgiel by car.", "Mossgiel"),
        ("Is that on the bus route from Ferns?", "Ferns"),
    ],
)
def test_a_suburb_after_a_route_or_a_distance_is_a_place(text: str, place: str) -> None:
    assert ("GPE", place) in found(text, "place")


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Im Kirchenbuch von Niederhollen steht seine Taufe.", "Niederhollen"),
        ("Die Kirchenbücher von Wiebelsheide sind verbrannt.", "Wiebelsheide"),
        ("I found her in the parish register of Ashcombe Regis.", "Ashcombe Regis"),
        ("He was baptised in the parish of Kirkbeck in 1832.", "Kirkbeck"),
    ],
)
def test_a_registers_or_a_parishs_place_is_replaced(text: str, place: str) -> None:
    assert ("GPE", place) in found(text, "place")


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Watch out at the gate near The Orchards, the cows are out.", "The Orchards"),
        ("We live just past The Maltings, the blue door.", "The Maltings"),
        ("Park behind The Old Forge and walk up.", "The Old Forge"),
    ],
)
def test_a_street_named_with_the_after_a_preposition_of_nearness(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "place")


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Wir sind nach Weiden (Opf.) gezogen.", "Weiden (Opf.)"),
        ("Sie arbeitet in Frankfurt (Oder) im Krankenhaus.", "Frankfurt (Oder)"),
        ("Geboren in Neustadt (Holstein), aufgewachsen woanders.", "Neustadt (Holstein)"),
    ],
)
def test_a_town_with_its_river_or_district_in_brackets_is_one_place(text: str, town: str) -> None:
    assert ("GPE", town) in found(text, "place", resolve=True)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Prokurist: Jan de Vries, Arnhem (Niederlande), geboren 1970.", "Arnhem"),
        ("Director: A. Rossi, Bolzano (Italy), born 1975.", "Bolzano"),
        ("wohnhaft in Linz (Österreich) seit 2010", "Linz"),
    ],
)
def test_a_town_with_its_country_in_brackets_leaves_the_country(text: str, town: str) -> None:
    # A country stays as written (DESIGN "What stays"); the town is still a place.
    names = found(text, "place", resolve=True)
    assert ("GPE", town) in names
    assert not any("(" in name for _, name in names)


@pytest.mark.parametrize(
    "text",
    [
        "I learned it all from scratch and sent it via email.",
        "There is room for improvement in the draft.",
        "Wir fahren über Weihnachten weg und über Nacht zurück.",
        "Ich schreibe über Kafka und komme aus Versehen zu spät.",
        "We went from Monday to Friday and back in January.",
        "I heard it from Mum and via WhatsApp.",
        "Ich war bei Kevin und dann in Rekordzeit zu Hause.",
        "Sie kommt aus Deutschland und war in Europa.",
        "the register of Births is closed",
        "Wir wohnen in Hamburg (Hauptsitz ist Berlin).",
        "a cheeky pint from Kavanagh's before the match",
        "the chapter in Kapitel 3 is long",
        "steht so in Zeitschr.titel und Verlag",
        # German nouns: compounds, nouns by their suffix.
        "Das ist ein Ausschuss in Schmalspurgröße, und das wissen wir.",
        "Wir arbeiten auch in Nichtsitzungswochen, das ist doch klar.",
        "Das machen wir aus Bürokratievereinfachungsgründen so.",
        # A font, a brand, a word of another language.
        "I wrote the whole letter in Verdana, sorry.",
        "got the tyres from Goodyear",
        "Sie lebt in Dürftigkeit und ich habe das nicht gewusst.",
    ],
)
def test_words_days_names_and_countries_after_a_preposition_are_no_new_place(text: str) -> None:
    sources = {"place:route", "place:register", "place:the-name", "place:town-bracket"}
    post = view(text)
    mentions = detect(post, DocumentContext(), build_detectors(["place"]))
    assert [post.text[m.start : m.end] for m in mentions if m.source in sources] == []


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("I'm on nights, bleep me on 3302 if the drip runs out.", "3302"),
        ("Ring Dr Osei in radiology, extension 41877.", "41877"),
        ("Call Ward 3 on extension 41877. They know.", "41877"),
        ("Meine Durchwahl ist 2214, ruf einfach an.", "2214"),
        ("Erreichbar über Apparat -318 im Sekretariat.", "318"),
        ("Page me, pager 7710, after the round.", "7710"),
    ],
)
def test_an_internal_line_after_its_cue_is_a_number(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "cued_number")


@pytest.mark.parametrize(
    "text",
    [
        "The extension of 30 days was granted.",
        "The house extension 2 years ago cost a lot.",
        "see page 412 for the table",
        "Die Durchwahl 2019 gab es noch nicht.",
    ],
)
def test_no_line_without_its_cue_or_as_a_year_or_count(text: str) -> None:
    assert [f for f in found(text, "cued_number") if f[0] == "NUMBER"] == []


@pytest.mark.parametrize(
    ("text", "number"), [("Lindenallee 12, App. 214, 34117 Kassel", "214"), ("Bitte an Appartement 31 liefern.", "31")]
)
def test_a_flats_number_after_app_is_a_number(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "reference_number")


@pytest.mark.parametrize(
    ("text", "code"),
    [("Is the viva still in room HGB 104?", "HGB 104"), ("Die Klausur ist in Raum MZG 7.112.", "MZG 7.112")],
)
def test_a_room_code_of_several_capitals_is_a_number(text: str, code: str) -> None:
    assert ("NUMBER", code) in found(text, "room_codes")


@pytest.mark.parametrize(
    ("text", "plate"),
    [
        ("Schon wieder ein Auto aufgebrochen: schwarzer Passat, HI-KT 1984.", "HI-KT 1984"),
        ("Der Transporter mit B-XR 2003 parkt seit Tagen da.", "B-XR 2003"),
        ("Betreff: Reparatur Ihres Wagens, OS-MK 415", "OS-MK 415"),
        ("ST-PL 88 steht wieder in der Einfahrt", "ST-PL 88"),
    ],
)
def test_a_plate_whose_digits_read_as_a_year_or_whose_district_reads_as_a_unit(text: str, plate: str) -> None:
    assert ("NUMBER", plate) in found(text, "vehicle_id")


@pytest.mark.parametrize(
    "text",
    [
        "Die DFB-EM 2024 war toll.",
        "Die Norm DIN-EN 1090 gilt auch für das Auto.",
        "Das Auto ist von 2019.",
        "In der WM-EM 2024 Saison mit dem Auto.",
        "Die SPD-MV 2021 hatte ein gutes Ergebnis.",
    ],
)
def test_no_plate_in_a_year_a_standard_or_a_league(text: str) -> None:
    assert found(text, "vehicle_id") == []


@pytest.mark.parametrize(
    "text",
    [
        # (At the allotments a plot's number is one gardener's: tests/test_addresses_round70.py.)
        "Parzelle 7 hat die schönsten Tomaten.",
        "Wir sitzen an Tisch 4, Platz 12.",
    ],
)
def test_a_short_plot_table_or_seat_number_stays(text: str) -> None:
    assert [f for f in replaced(text) if f[0] == "NUMBER"] == []


def _names(*posts: str) -> list[str]:
    """The text of every name reference in a document of these posts."""
    return ["".join(e.itertext()) for e in annotated(*posts).iter(tei("name"))]


@pytest.mark.parametrize(
    ("posts", "village"),
    [
        (
            ("Nether Wallop hosts its flower show", "The Nether Wallop Parish Council thanked everyone."),
            "Nether Wallop",
        ),
        (("We met at Much Hadley Village Hall.", "Much Hadley was packed that night."), "Much Hadley"),
    ],
)
def test_a_village_with_an_adjective_first_is_replaced_whole_across_the_document(posts, village) -> None:
    # The village whole in the post that names it alone (a tagger may call it a person: it goes).
    assert village in _names(*posts)
    assert village.split()[1] not in _names(*posts)


def test_an_adjective_and_a_name_without_a_council_hall_or_church_is_no_village() -> None:
    from teianon.detect.place_routes import routes

    post = view("Old Smithy again! Little Chef is closed.")
    assert list(routes(post)) == []


@pytest.mark.parametrize(
    ("text", "street", "town"),
    [
        ("12 Hazel Grove, Kilkenny R95 K2P4", "12 Hazel Grove", "Kilkenny"),
        ("Send it to 4 Rowan Close, Hebden Bridge HX7 5AB please.", "4 Rowan Close", "Hebden Bridge"),
        ("Our place: 9 Bramble Court, Navan C15 R2C4", "9 Bramble Court", "Navan"),
    ],
)
def test_an_irish_or_british_address_before_its_postcode_is_one_unit(text: str, street: str, town: str) -> None:
    places = found(text, "place")
    assert ("LOC", street) in places
    assert ("GPE", town) in places


@pytest.mark.parametrize("text", ["The postcode LS6 2QD is wrong.", "Postcode: LS6 2QD", "Eircode R95 K2P4 ok"])
def test_a_postcode_after_its_cue_makes_no_town(text: str) -> None:
    assert [f for f in found(text, "place") if f[0] == "GPE"] == []


def test_a_name_in_a_list_with_a_public_product_is_no_route_place() -> None:
    # The place rule proposes it; the public-sphere decision keeps it with the listed product
    # (teianon.annotate.public_products.coordinated), as it keeps any name so joined.
    assert not any(name == "Fuzzlix" for _, name in replaced("Ich arbeite am liebsten in Fuzzlix und Photoshop."))


def test_a_route_place_joined_to_a_town_is_still_a_place() -> None:
    assert ("GPE", "Kleinwöltingen") in found("Ich fahr eh über Kleinwöltingen und Berlin.", "place")
