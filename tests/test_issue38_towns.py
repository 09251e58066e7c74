"""Issue 38 (red team): places, streets and numbers missed or over-read. Each table holds other
strings than the issue quotes: the kinds, not the examples."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


@pytest.mark.parametrize(
    "text",
    [
        "A 27-year-old woman was taken to hospital.",
        "An A 61 year old cyclist was hurt.",
        "A 15 minute walk from the station.",
        "A 40-ton lorry overturned.",
    ],
)
def test_an_article_before_a_measure_is_no_road(text: str) -> None:
    assert not [m for m in found(text, "place") if m[0] == "LOC" and m[1].startswith("A")]


@pytest.mark.parametrize(
    ("text", "road"),
    [
        ("Stau auf der A 7 bei Kassel", "A 7"),
        ("the A34 was closed after a crash", "A34"),
        ("Vollsperrung der A 45 zwischen Olpe und Wenden", "A 45"),
    ],
)
def test_motorways_stay_found(text: str, road: str) -> None:
    assert ("LOC", road) in found(text, "place")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kindly settle invoice BLX-40917 within 14 days.", "BLX-40917"),
        ("your order KD77031 is on its way", "KD77031"),
        ("quote membership GYM-2291 at the desk", "GYM-2291"),
        ("the policy HHP/30518/B was renewed", "HHP/30518"),
    ],
)
def test_an_id_of_letters_and_digits_after_a_document_word(text: str, value: str) -> None:
    assert any(category == "NUMBER" and span.startswith(value) for category, span in found(text, "reference_number"))


@pytest.mark.parametrize(
    "text",
    [
        *(
            "the order of 2019 was late",
            "my account MP3 player",
            "a ticket A380 flight",
            "the invoice for 12345 pounds",
        ),
        *("my order GTX1080 arrived today", "the ticket IC2021 was late"),  # a model, a train
    ],
)
def test_no_id_without_its_shape(text: str) -> None:
    assert found(text, "reference_number") == []


@pytest.mark.parametrize(
    ("text", "agency"),
    [
        ("Meschede (epd). Der Kirchenkreis lädt ein.", "epd"),
        ("Wie die Nachrichtenagentur KNA meldet, tagt die Synode.", "KNA"),
        ("Attendorn (AFP) – Ein Radfahrer wurde verletzt.", "AFP"),
    ],
)
def test_a_news_agency_is_public(text: str, agency: str) -> None:
    tree = annotated(text)
    names = {"".join(e.itertext()): e.get("subtype") for e in tree.iter(tei("name"))}
    assert names.get(agency, "public") == "public"


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Dale Price, of 14 Heron Walk, was fined.", "14 Heron Walk"),
        ("The parcel went to 3 Miller's Croft.", "3 Miller's Croft"),
        ("they moved to 61 tannery yard in May", "61 tannery yard"),
        ("she lives at 8 Sandpiper Reach", "8 Sandpiper Reach"),
    ],
)
def test_a_street_without_a_street_type_in_an_address_frame(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize(
    "text", ["The offices of 3 Deutsche Bank.", "He won 3 of 4 Hill climbs.", "We walked 5 miles to Chapel Green."]
)
def test_no_street_without_its_frame(text: str) -> None:
    assert [m for m in found(text, "address") if m[0] == "LOC"] == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Eine 71-jährige Rentnerin aus Nieheim stürzte.", "Nieheim"),
        ("Der 19-Jährige aus Borgentreich flüchtete zu Fuß.", "Borgentreich"),
        ("Ein Radfahrer aus Marsberg wurde leicht verletzt.", "Marsberg"),
        ("We met at Liskeard station at noon.", "Liskeard"),
        ("Write to the solicitors of Pateley Bridge.", "Pateley Bridge"),
        ("The residents of Tetbury objected.", "Tetbury"),
        ("Warburg (dpa) – Ein Feuer zerstörte eine Scheune.", "Warburg"),
        ("Meschede, 4. Mai – Die Polizei sucht Zeugen.", "Meschede"),
        ("Lügde. Ein Unbekannter hat eingebrochen.", "Lügde"),
    ],
)
def test_a_town_named_by_its_frame(text: str, town: str) -> None:
    assert ("GPE", town) in found(text, "place")


@pytest.mark.parametrize(
    "text",
    [
        "Eine Frau aus Angst schwieg.",
        "Ein Mann aus Leidenschaft.",
        "The Police station was closed.",
        "The station was busy.",
        "The Council of Ministers met.",
        "Hallo. Die Sache ist klar.",
        "Danke. Eine Frage noch.",
        "Der 50-Jährige in Rente lacht.",
        "Sie sprach mit der Frau von Stolzenbach.",
        "Eine Frau in Landestracht saß da.",
        "Er wollte den Angeklagten in Schutz nehmen.",
        "the inhabitants of No. 5 complained",
    ],
)
def test_no_town_without_place_evidence(text: str) -> None:
    assert [m for m in found(text, "place") if m[0] == "GPE"] == []


def _frames(text: str) -> list[tuple[str, str]]:
    from detector_helpers import view

    from teianon.detect.place_frames import frames

    post = view(text)
    return [(post.text[m.start : m.end], m.source) for m in frames(post)]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Brakel, 14. Juni – Ein Radfahrer ist gestürzt.", "Brakel"),
        ("Marsberg (epd). Die Gemeinde feiert.", "Marsberg"),
        ("Hamm. Eine 40-jährige Frau aus Hamm wurde verletzt.", "Hamm"),
        ("Warstein. Ein Mann aus Rüthen wurde verletzt.", "Warstein"),
    ],
)
def test_a_dateline_names_its_town(text: str, town: str) -> None:
    assert (town, "place:dateline") in _frames(text)


@pytest.mark.parametrize(
    "text",
    [
        "Essen. Das war ein langer Abend.",  # a town named like a word, no frame names it a place
        "Wetter. Die Sonne scheint endlich.",
        "Training am Dienstag, 12. März - wer kommt mit?",  # lower-case words are no town
        "Hallo, 2. Versuch - klappt das jetzt?",  # a word before the date
        "heute, 3. Mai - endlich frei!",
    ],
)
def test_no_dateline_of_a_word_or_a_chat_line(text: str) -> None:
    assert [found for found in _frames(text) if found[1] == "place:dateline"] == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Bramhall, 14th June\nDear Mrs Patel,", "Bramhall"),
        ("Ballyhaunis, 2nd of March 2024", "Ballyhaunis"),
        ("Kirchlinteln, den 9. Oktober 2024\nSehr geehrte Damen und Herren,", "Kirchlinteln"),
        ("Gronau-Epe, 03.11.2023", "Gronau-Epe"),
        ("Todmorden, March 3, 2025", "Todmorden"),
    ],
)
def test_a_letters_date_line_names_its_town(text: str, town: str) -> None:
    # A line of a town, a comma and a date: the letter's place, the tables' town or not.
    assert (town, "place:dateline") in _frames(text)


@pytest.mark.parametrize(
    "text", ["Protokoll, 3. März 2025", "Montag, 12. Mai 2025", "Update, 14th June", "Treffen am Freitag, 12. Mai"]
)
def test_no_letter_date_line_of_words_of_the_language(text: str) -> None:
    assert [found for found in _frames(text) if found[1] == "place:dateline"] == []


@pytest.mark.parametrize("text", ["Die Ost-West Achse ist gesperrt.", "Der Süd-Ost Wind wird stärker."])
def test_two_directions_joined_are_no_town_and_district(text: str) -> None:
    # A hamlet of the tables is called "Ost" (or "Süd"); joined to another direction it is one.
    from detector_helpers import view

    from teianon.detect.place_phrases import districts

    post = view(text)
    assert [post.text[m.start : m.end] for m in districts(post.text)] == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Hof, den 3. April 2024\nSehr geehrte Frau Brandt,", "Hof"),
        ("Deal, 4th May 2021", "Deal"),
        ("Lage, 12.05.2023", "Lage"),
    ],
)
def test_a_date_line_names_a_town_that_is_a_word_too(text: str, town: str) -> None:
    # A town of the tables of some size, alone before a letter's date: the letter's place.
    assert (town, "place:dateline") in _frames(text)


@pytest.mark.parametrize("text", ["Ort, den 12.05.2024", "Termin, 14. Mai 2024"])
def test_no_date_line_of_a_hamlet_named_like_a_form_word(text: str) -> None:
    assert [found for found in _frames(text) if found[1] == "place:dateline"] == []


def test_a_date_lines_town_is_not_the_notable_firm_of_its_name() -> None:
    # "Nokia" is a firm of the public list and a Finnish town: on a letter's date line, the town.
    tree = annotated("Nokia, 12 March 2023\nDear Mr Laine,")
    names = [n for n in tree.iter(tei("name")) if "".join(n.itertext()) == "Nokia"]
    assert names and all(n.get("subtype") != "public" for n in names)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Fachärztin für Kinderheilkunde (Bocholt)", "Bocholt"),
        ("Praxis für Physiotherapie Linde (Herne)", "Herne"),
        ("Gemeinschaftspraxis Dr. Aydin (Hamm)", "Hamm"),  # a town named like a word: a city
        ("consultant ophthalmologist (Keighley)", "Keighley"),
    ],
)
def test_a_town_alone_in_brackets_names_where_someone_works(text: str, town: str) -> None:
    assert (town, "place:frame") in _frames(text)


@pytest.mark.parametrize(
    "text", ["Abfahrt am Bahnhof (Nord) um acht", "ein Wort (Wetter) im Rätsel", "die Göttin (Nike) der Sieg"]
)
def test_no_bracketed_town_of_a_region_a_village_word_or_a_name(text: str) -> None:
    assert [found for found in _frames(text) if found[1] == "place:frame"] == []
