"""Round 70's leaks: a town named like a word between two places, particles after a hyphen in a
double surname, a village's and a school's office before a surname, a list of people beside a
listed name, the age of a private person's birthday, a date of birth with its place between it
and ``geboren``."""

from __future__ import annotations

import pytest
from detector_helpers import replaced

# --- a town named like a word between two places ------------------------------------------------

PAIRED = [
    ("Jedes Wochenende fahren wir von Kamen nach Leer.", {"Kamen", "Leer"}),
    ("Zwischen Kamen und Leer liegen zwei Stunden Stau.", {"Kamen", "Leer"}),
    ("Mein Schwager pendelt zwischen Hamm und Herne.", {"Hamm", "Herne"}),
    ("I commute between Reading and Bath every day.", {"Reading", "Bath"}),
    ("We moved from Bath to Reading last spring.", {"Bath", "Reading"}),
]


@pytest.mark.parametrize(("text", "towns"), PAIRED)
def test_a_town_named_like_a_word_beside_another_town_is_replaced(text: str, towns: set[str]) -> None:
    assert towns <= {words for _kind, words in replaced(text)}


NOT_PAIRED = [
    "Zwischen Essen und Trinken liegt bei uns eine Stunde.",
    "Von Kopf bis Fuß war er nass.",
    "From time to time I go there.",
    "Von Anfang bis Ende war es langweilig.",
]


@pytest.mark.parametrize("text", NOT_PAIRED)
def test_an_idiom_of_the_same_shape_stays(text: str) -> None:
    assert replaced(text) == []


# --- double surnames with particles, offices, a list of people -----------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Unsere Nachbarin heißt Jansen-van der Berg.", "Jansen-van der Berg"),
        ("Das ist Frau Mulder-ten Have aus der Nachbarschaft.", "Mulder-ten Have"),
        ("Herr Visser-van den Heuvel hat geschrieben.", "Visser-van den Heuvel"),
    ],
)
def test_particles_after_a_hyphen_belong_to_the_surname(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ortsvorsteher Wiemken will den Spielplatz schließen.", "Wiemken"),
        ("Der Ortsbürgermeister Harms kam auch.", "Harms"),
        ("Gestern war Pastorin Ubbenkamp bei uns.", "Ubbenkamp"),
    ],
)
def test_a_village_s_parish_s_or_school_s_office_before_a_surname(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Bürgermeister Tjaden hat gestern bei uns angerufen.", "Tjaden"),
        ("Bürgermeisterin Ubbenga war auch beim Fest.", "Ubbenga"),
    ],
)
def test_a_town_s_mayor_by_surname_alone_is_replaced(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    ["Zur Eröffnung sprach Bürgermeister Norbert Kampmann ein Grußwort", "Bürgermeister Scholz sprach im Bundestag."],
)
def test_a_mayor_named_as_the_news_name_him_stays_public(text: str) -> None:
    assert not [words for kind, words in replaced(text) if kind == "PER"]


def test_an_office_word_alone_stays() -> None:
    assert replaced("Headteacher training starts Monday.") == []
    assert replaced("Die Pastorin hat angerufen.") == []


@pytest.mark.parametrize(
    "text",
    ["Ich weiß, daß die Frau Pastorin Sie nicht fortlassen wird.", "Dann hat der Rektor Verantwortung übernommen."],
)
def test_a_pronoun_or_a_noun_after_an_office_is_no_surname(text: str) -> None:
    assert not [words for kind, words in replaced(text) if kind == "PER"]


@pytest.mark.parametrize(("text", "name"), [("Teilnehmer: ABERNETHY, Colwell, Smith", "Colwell")])
def test_a_surname_in_a_list_of_people_is_not_kept_as_a_product(text: str, name: str) -> None:
    # Before, "Colwell" was kept as public, joined to a listed "Smith" as a product to a brand.
    assert name in [words for _kind, words in replaced(text)]


# --- the age of a private person's birthday ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Wir feiern am Samstag den 80. Geburtstag von Oma Elfriede.", "80"),
        ("Zum 75. Geburtstag von Onkel Berti kommen alle.", "75"),
        ("Omas 85. Geburtstag war schön.", "85"),
        ("We're celebrating Grandad's 90th birthday on 12 June.", "90"),
        ("We went to my neighbour's 70th birthday party.", "70"),
        ("Tante Hilde wird am 3. März 85.", "85"),
        ("My dad turns 60 on Friday.", "60"),
    ],
)
def test_the_age_of_a_private_person_s_birthday_is_replaced(text: str, age: str) -> None:
    assert ("NUMBER", age) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Happy 90th birthday to the Queen!",
        "Der Verein feiert seinen 100. Geburtstag.",
        "Mein Bruder wird um 8 kommen.",
        "Our team will be 10 strong.",
    ],
)
def test_a_public_jubilee_or_a_time_stays(text: str) -> None:
    assert not [words for kind, words in replaced(text) if kind == "NUMBER"]


def test_a_date_of_birth_in_words_with_the_place_between() -> None:
    text = "Meine Mutter wurde am ersten Mai neunzehnhundertfünfzig in Jever geboren."
    assert ("NUMBER", "ersten Mai neunzehnhundertfünfzig") in replaced(text)


# --- facilities named Haus and a word, children's facilities with their district ---------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Die Jugendlichen treffen sich im Haus Regenbogen am Markt.", "Haus Regenbogen"),
        ("Meine Mutter ist ins Haus Abendfrieden gezogen.", "Haus Abendfrieden"),
        ("Papa ist jetzt in der Kurzzeitpflege im Haus Heideblick.", "Haus Heideblick"),
        ("Unser Sohn geht in die Kita Regenbogen Bürgerfelde.", "Kita Regenbogen Bürgerfelde"),
        ("Er geht auf die Grundschule Kleine Strolche.", "Grundschule Kleine Strolche"),
    ],
)
def test_a_facility_named_like_a_house_or_a_kita_with_its_district(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)


def test_the_district_after_a_kita_s_name() -> None:
    assert ("GPE", "Eversten") in replaced("Wir haben einen Platz in der Kita Pusteblume in Eversten.")


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben das Haus Sonnenhang nicht gekauft, es war zu teuer.",
        "In der Kita Mittagessen gab es Nudeln.",
        "Die Kita hat morgen zu.",
    ],
)
def test_a_house_without_a_frame_or_a_kita_s_ordinary_word_stays(text: str) -> None:
    assert not [words for kind, words in replaced(text) if kind == "ORG"]


# --- streets without a street word ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Meine Adresse:\nHanna Gerdes\nDieck 12\n26409 Wittmund", "Dieck 12"),
        ("Herrn\nJan Ubben\nWurt 3\nD-26427 Esens", "Wurt 3"),
        ("Wir wohnen Tange 9 in Apen.", "Tange 9"),
        ("Er wohnt jetzt 4 square Lamartine in Paris.", "4 square Lamartine"),
        ("Il habite 3 montée du Gourguillon.", "3 montée du Gourguillon"),
    ],
)
def test_a_street_without_a_street_word_in_a_block_or_after_a_verb_of_living(text: str, street: str) -> None:
    assert ("LOC", street) in replaced(text)


def test_a_big_town_s_postal_district_is_no_street() -> None:
    assert ("LOC", "Hamburg 20") not in replaced("Wohnen Sie noch in Hamburg 20?")


# --- a surname alone in capitals in a list of who was there --------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Anwesend: OLTMANNS, FREESE und JANSSEN", {"OLTMANNS", "FREESE", "JANSSEN"}),
        ("Present: GRIMSHAW, Pendlebury", {"GRIMSHAW"}),
    ],
)
def test_a_surname_in_capitals_in_a_list_of_attendance(text: str, names: set[str]) -> None:
    assert names <= {words for kind, words in replaced(text) if kind == "PER"}


@pytest.mark.parametrize("text", ["Anwesend: ALLE", "Teilnehmer: VORSTAND und ELTERN", "Present: NONE"])
def test_words_in_capitals_in_such_a_list_stay(text: str) -> None:
    assert replaced(text) == []


def test_an_english_phrase_after_a_french_street_word_stays() -> None:
    assert replaced("We need 4 square Metres of carpet.") == []
