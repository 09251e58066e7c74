"""Addresses with their house-number word, vehicle plates, NI numbers and identifiers written
with spaced hyphens (the red team's findings of issues 38 and 39)."""

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


@pytest.mark.parametrize(
    "text, expected",
    [
        ("wir wohnen in der Ulmenstraße, Haus Nr. 29.", "Ulmenstraße, Haus Nr. 29"),
        ("Ich wohne Kirchgasse Hausnummer 6a", "Kirchgasse Hausnummer 6a"),
        ("Adresse: Mühlenweg Nr. 14, 33602 Bielefeld", "Mühlenweg Nr. 14"),
        ("schick es an Lange Straße Hausnr. 8", "Lange Straße Hausnr. 8"),
        ("adresse: fasanenstr. nr. 3", "fasanenstr. nr. 3"),
    ],
)
def test_a_house_number_word_after_the_street_belongs_to_the_address(text, expected):
    assert ("LOC", expected) in found(text, "address")


def test_a_street_one_lives_in_is_no_public_work():
    tree = annotated("Wir wohnen in der Lindenstraße, Haus Nr. 52.", "Sie wohnt in der Lindenstraße.")
    for post in tree.iter(tei("post")):
        names = [n for n in post.iter(tei("name")) if "Lindenstraße" in "".join(n.itertext())]
        assert names and all(n.get("subtype") != "public" for n in names)


def test_the_series_named_as_a_work_stays_public():
    tree = annotated("Die Serie Lindenstraße lief sonntags.")
    names = [n for n in tree.iter(tei("name")) if "".join(n.itertext()) == "Lindenstraße"]
    assert names and names[0].get("subtype") == "public"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Kfz-Kennzeichen DO-KL 552 notiert", "DO-KL 552"),
        ("das Auto HB-T 73 parkt", "HB-T 73"),
        ("sein Nummernschild war BI XR 404", "BI XR 404"),
        ("vor der Tür stand SB RT 88E", "SB RT 88E"),
        ("mein kennzeichen: hn-gk 12", "hn-gk 12"),
        ("Kennzeichen KS-AB-812", "KS-AB-812"),
        ("the van MA19 TRZ was there", "MA19 TRZ"),
        ("my reg number is yx08wqa", "yx08wqa"),
        ("Kennzeichen W-12345 B (Wien)", "W-12345 B"),
        ("NI number PR 55 23 19 D please", "PR 55 23 19 D"),
        ("national insurance: qq-10-20-30", "qq-10-20-30"),
        ("his NINO is JT 71 04 88", "JT 71 04 88"),
        ("JT710488A is on the letter", "JT710488A"),
        # In lower case without a hyphen right after the cue (districts are short words too),
        # a historic car's H after letters that are a unit elsewhere, a bare "reg".
        ("Kennzeichen: hb kl 742", "hb kl 742"),
        ("unser auto hat das kennzeichen do ab 1234", "do ab 1234"),
        ("der Oldtimer B MW 1975H steht in der Halle", "B MW 1975H"),
        ("reg yk19 rzt, silver", "yk19 rzt"),
    ],
)
def test_plates_and_ni_numbers_are_numbers(text, expected):
    assert ("NUMBER", expected) in found(text, "vehicle_id")


@pytest.mark.parametrize(
    "text",
    [
        "die EM 2024 in Deutschland",
        "laut DIN EN 1090 geprüft",
        "BMW X 5 und VW ID 3",
        "von A-Z 100 Seiten lang",
        "Kennzeichen ist in 123 Fällen falsch",
        "das Kennzeichen war am 12 mal falsch",
        "after the registration of 1837 he won",
        "die Anlage hat MW 2045 Leistung",
        "the car XZ50 HSD",  # no age identifier of a current UK plate, no cue
        "QQ 12 34 56 C",  # a prefix HMRC never issues, without a cue
        "ruf an: 0176 1234567",
        "Das Spiel endete 3 - 1",
    ],
)
def test_no_plate_without_its_shape_or_cue(text):
    assert found(text, "vehicle_id") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Auftrag 2021 - 5512 - 03 ist storniert", "2021 - 5512 - 03"),
        ("Vorgang 2020/3318-7 bearbeitet", "2020/3318-7"),
        ("Kundennr. 6620 - 0915 - 31 bitte angeben", "6620 - 0915 - 31"),
        ("Versicherungsnummer 65 170839 J 578", "65 170839 J 578"),
        ("Rechnungsnummer: 2019 / 88213", "2019 / 88213"),
    ],
)
def test_an_identifier_with_spaced_hyphens_after_a_cue_is_one_number(text, expected):
    assert ("NUMBER", expected) in found(text, "reference_number")


@pytest.mark.parametrize(
    "text",
    [
        "Kundennummer 2019 - 2020",  # a range of years
        "Auftrag 12 - 15 erledigt",  # a range
        "das Spiel im Auftrag 3 - 1",  # a score
        "Die Akte 2023 war dick",  # a year
        "Rechnung 2019 - 2020 bezahlt",
        "Auftrag 4711 - 2 Stück",
    ],
)
def test_ranges_scores_years_after_a_cue_stay(text):
    assert found(text, "reference_number") == []
