"""Addresses, places and file numbers of formats the rules missed (issues 38 and 39, "addresses as
one unit"), with strings of our own: South Asian and West African address units, local roads by
their number, Swiss and Austrian postcodes before a village named like a word, field and forest
names, offices' file numbers and allotment, grave and stall numbers, small shops named by a
phrase; and beside each kind, what must stay."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our new address is 9/14 Nehru Marg, near the temple.", ("LOC", "9/14 Nehru Marg")),
        ("Send it to House 22/C, Gandhi Road, Pune.", ("LOC", "House 22/C, Gandhi Road")),
        ("Plot 31/B, Okafor Crescent, Lekki is where we live now.", ("LOC", "Plot 31/B, Okafor Crescent")),
        ("I live at Block C, House 7, Gulshan.", ("LOC", "Block C, House 7")),
        ("I live at Block C, House 7, Gulshan.", ("GPE", "Gulshan")),
        ("My flat: Flat 3A, Lotus Court Apartments, Banani.", ("LOC", "Flat 3A, Lotus Court Apartments")),
        ("He stays in Sector 14, Phase 3, Rohini.", ("LOC", "Sector 14, Phase 3")),
        ("we moved to Close 4, Lane 6, Festac Town", ("LOC", "Close 4, Lane 6")),
        ("Our home is in Sunrise Heights, Tower B.", ("LOC", "Sunrise Heights, Tower B")),
        ("We live at Royal Residency, Flat 202.", ("LOC", "Royal Residency, Flat 202")),
        ("Mein Cousin wohnt in Block 4, Sector 62, Noida.", ("LOC", "Block 4, Sector 62")),
        ("House No. 45, Road 12, Dhanmondi, Dhaka", ("LOC", "House No. 45, Road 12")),
        ("We stay at C-5/12 Vasant Kunj, near the mall.", ("LOC", "C-5/12 Vasant Kunj")),
        ("My address is H.No. 5-6-112/A, Lane 3, Banjara Hills.", ("LOC", "H.No. 5-6-112/A, Lane 3")),
        ("I live in DHA Phase 5, Lahore.", ("LOC", "DHA Phase 5")),
        ("Sunrise Heights is where we live now.", ("LOC", "Sunrise Heights")),
        ("my house in Palm Heights has a pool", ("LOC", "Palm Heights")),
    ],
)
def test_an_address_of_units_is_one_place(text: str, expected: tuple[str, str]) -> None:
    assert expected in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "she swam in lane 5 today",
        "Phase 2 begins in May.",
        "Sector 7 in the game is hard.",
        "Block A and Block B exams are tomorrow",
        "We visited the Botanical Gardens.",
        "He works 24/7 Customer Service Road",
        "Phase 1, Phase 2 and Phase 3 are finished",
        "she swam Lane 4, Lane 5 and then rested",
        "the case moved to Crown Court last week",
    ],
)
def test_a_unit_without_an_address_stays(text: str) -> None:
    assert found(text, "address_estates") == []


@pytest.mark.parametrize(
    ("text", "road"),
    [
        ("the B4632 through Welford was closed", "B4632"),
        ("ein Unfall auf der L 3075 zwischen den Dörfern", "L 3075"),
        ("Unfall auf der K112 bei uns", "K112"),
        ("we live just off the A4232", "A4232"),
        ("auf der B 27 Richtung Tübingen", "B 27"),
        ("I live on County Road 12 outside town", "County Road 12"),
    ],
)
def test_a_local_roads_number_is_a_place(text: str, road: str) -> None:
    assert ("LOC", road) in found(text, "place_roads")
    assert ("LOC", road) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "the M25 was jammed",
        "Ich habe die B 2 Prüfung bestanden.",
        "Vitamin B12 ist wichtig.",
        "Er hat die L 40 Größe gekauft.",
        "Die K 2 ist ein Berg.",
        "I bought the A4 paper",
    ],
)
def test_a_grade_a_size_or_a_motorway_alone_is_no_local_road(text: str) -> None:
    assert found(text, "place_roads") == []


@pytest.mark.parametrize(
    ("text", "code", "town"),
    [
        ("Ich komme aus 4813 Lauf, das kennt keiner.", "4813", "Lauf"),
        ("Wir wohnen in 3127 Linde, Hauptstrasse 4.", "3127", "Linde"),
        ("Meine Oma lebt in 6284 Mut im Seetal.", "6284", "Mut"),
        ("Sie zog nach CH-8717 Stein.", "8717", "Stein"),
    ],
)
def test_a_village_named_like_a_word_after_its_postcode(text: str, code: str, town: str) -> None:
    refs = replaced(text)
    assert ("NUMBER", code) in refs
    assert ("GPE", town) in refs


@pytest.mark.parametrize(
    "text",
    [
        "In 2024 Urlaub gemacht.",
        "Das Puzzle aus 1500 Teilen, echt schwer.",
        "Wir sind in 3000 Metern Höhe.",
        "Das Dorf von 3500 Einwohnern.",
        "aus 1234 Stück, fertig.",
    ],
)
def test_a_year_or_a_count_is_no_postcode(text: str) -> None:
    assert found(text, "address_alpine") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Die Kühe stehen auf der Langmatt.", "Langmatt"),
        ("Wir waren heute im Chessitobel, es ist kühl.", "Chessitobel"),
        ("Wir waren gestern im Haslerwald oben spazieren.", "Haslerwald"),
        ("Wir grillen beim Ribimatt.", "Ribimatt"),
        ("Wir waren im Rotmoos baden.", "Rotmoos"),
    ],
)
def test_a_swiss_field_or_forest_name_in_a_frame_of_place(text: str, name: str) -> None:
    assert ("LOC", name) in found(text, "place")


@pytest.mark.parametrize(
    "text",
    [
        "Wir waren im Mischwald.",
        "Wir gingen durch den Tannenwald.",
        "Er ist im Regenwald.",
        "Er lag im Moos.",
        "Wir liefen in den Föhrenwald.",
    ],
)
def test_a_kind_of_forest_is_no_field_name(text: str) -> None:
    assert [f for f in found(text, "place") if f[0] == "LOC"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("we went up at Hanger Wood yesterday", "Hanger Wood"),
        ("down by Mill Brook the kids played", "Mill Brook"),
        ("we met on Stanton Common", "Stanton Common"),
        ("the dog ran off into Coldharbour Copse again", "Coldharbour Copse"),
    ],
)
def test_an_english_wood_common_or_brook_in_a_frame_of_going(text: str, name: str) -> None:
    assert ("LOC", name) in replaced(text)


@pytest.mark.parametrize(
    "text", ["we went for a walk in the wood", "I saw a photo of Kelly Brook", "Wood is good for burning"]
)
def test_a_public_heath_or_a_person_is_no_field(text: str) -> None:
    assert found(text, "place_fields") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Az. PI-KL 2026/0041177", "PI-KL 2026/0041177"),
        ("unter dem Aktenzeichen KPI-WÜ 3302-004781/26", "KPI-WÜ 3302-004781/26"),
        ("Die Anzeige läuft unter PI-KS 2025/003311.", "PI-KS 2025/003311"),
        ("the case ref is MPS-CR 2025/004412", "MPS-CR 2025/004412"),
    ],
)
def test_an_offices_file_number_with_its_code(text: str, value: str) -> None:
    assert ("NUMBER", value) in replaced(text)


@pytest.mark.parametrize(
    "text", ["nach DIN-EN 12345/2004 geprüft", "die A-B 2020-2021 Saison", "der ICE-TD 2000/2001 Fahrplan"]
)
def test_a_standard_or_a_season_is_no_file_number(text: str) -> None:
    assert found(text, "reference_number") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Our allotment is plot 47, next to the shed.", "47"),
        ("Wir haben die Parzelle 23 im Schrebergarten.", "23"),
        ("Opa liegt auf dem Friedhof, Grab 14, Reihe 3.", "14"),
        ("Mein Stand 12 auf dem Wochenmarkt.", "12"),
        ("I have stall 8 at the Sunday market.", "8"),
        ("our plot 9 at the allotments flooded", "9"),
        ("come to plot 27 at the allotments, I'm there from 10", "27"),
        ("Drop by plot 12 at the allotments on Sunday.", "12"),
    ],
)
def test_a_plot_grave_or_stall_in_its_frame(text: str, value: str) -> None:
    assert ("NUMBER", value) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "the plot 3 of the story was thin",
        "Stand 12. Mai ist alles gut.",
        "Parzelle 7 ist für Bauland ausgewiesen.",
        "the grave 2 in the game was empty",
        "Wir waren auf dem Markt, Stand 2024 war alles teurer.",
    ],
)
def test_a_small_number_without_a_site_stays(text: str) -> None:
    assert [f for f in found(text, "cued_number") if f[0] == "NUMBER"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The staff at Dough & Daisy were lovely.", "Dough & Daisy"),
        ("The staff at Corner and Cup were rude.", "Corner and Cup"),
        ("We bought bread at Quick Fix Market.", "Quick Fix Market"),
        ("Ich hab bei Bäckerei am Markt eingekauft.", "Bäckerei am Markt"),
        ("Heute bei Brot und Butter eingekauft.", "Brot und Butter"),
        ("had a great coffee at Salt and Pepper yesterday", "Salt and Pepper"),
        ("we love Nook and Cranny on the high street", "Nook and Cranny"),
        ("the new Quick Stop Mart on our corner is open 24 hours", "Quick Stop Mart"),
    ],
)
def test_a_shop_named_by_a_phrase_in_an_errand(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "I bought it at Marks & Spencer.",
        "got presents from Mum and Dad",
        "had dinner with Tom and Anna",
        "bought it at Aldi and Lidl",
        "the staff at Tesco Express were nice",
        "bei Wind und Wetter draußen gewesen",
        "Ich war bei Tom und Anna.",
        "we went to the Christmas Market on the high street",
        "Tom and Anna opened the door",
    ],
)
def test_a_chain_people_or_a_saying_is_no_shop(text: str) -> None:
    assert found(text, "org_shops") == []
