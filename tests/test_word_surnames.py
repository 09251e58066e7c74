"""Surnames that are words, surnames spelt like a degree, and their false alarms reversed (issues
38/39). Strings of our own; counter-examples that must stay."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced

from teianon.detect import DocumentContext, build_detectors, detect
from teianon.read.textview import post_text
from teianon.read.xmlio import parse_bytes


def _sources(post: str) -> list[str]:
    root = parse_bytes(f'<post xmlns="http://www.tei-c.org/ns/1.0">{post}</post>'.encode(), "p.xml").getroot()
    return [m.source for m in detect(post_text(root), DocumentContext(), build_detectors(["person"]))]


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Mein Nachbar Will Fuchs ist krank.", "Will Fuchs"),
        ("Our teacher Will Baker is ill.", "Will Baker"),
        ("Die Patientin Rosa Stern wurde entlassen.", "Rosa Stern"),
        ("Die Kundin Marta Vogel hat angerufen.", "Marta Vogel"),
        ("Der Schüler Jonas Hammer fehlt.", "Jonas Hammer"),
        ("Unsere Mieterin Helga Winter zahlt nicht.", "Helga Winter"),
    ],
)
def test_a_first_name_and_a_word_surname_after_a_role_are_one_name(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Meine Ärztin heißt Frau Dent.", "Dent"),
        ("Mr Ing was admitted yesterday.", "Ing"),
        ("Ich habe mit Frau Dr. Ing gesprochen.", "Ing"),
        ("Frau Dr. Dent, Zahnärztin, hat heute frei.", "Dent"),
        ("Frau Roswitha Prof hat angerufen.", "Roswitha Prof"),
    ],
)
def test_a_surname_spelt_like_a_degree_is_the_surname(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    "post",
    [
        "Herr Dr. med. Weber kommt.",
        "Herr Prof hat gesagt, es passt.",
        "Herr Dipl Ing Weber kommt.",
        "Frau Dr. rer. nat. Hollmann ist da.",
    ],
)
def test_a_degree_in_a_title_chain_is_no_surname(post: str) -> None:
    names = [text for _, text in found(post, "person_word_surname")]
    assert not any(word in text for text in names for word in ("med", "Prof", "Ing", "rer", "nat"))


@pytest.mark.parametrize(
    ("post", "word"),
    [
        ("Mein Sohn Paul Fußball spielt gern.", "Fußball"),
        ("Wir haben meine Schwester Anna Klavier spielen hören.", "Klavier"),
        ("Mein Nachbar Tom kommt aus Frankfurt.", "Frankfurt"),
        ("Mein Nachbar Tom Montag kommt nicht.", "Montag"),
    ],
)
def test_a_word_after_a_first_name_that_is_no_surname_stays(post: str, word: str) -> None:
    assert not any(word in text for _, text in found(post, "person_word_surname"))


@pytest.mark.parametrize(
    ("post", "month"),
    [
        ("Am 3. Mai 2023 schrieb uns die Kanzlei.", "Mai"),
        ("Seit April 2019 wohnt sie hier.", "April"),
        ("The lease ends on the 21st June.", "June"),
        ("Wir sehen uns am 14. Juni wieder.", "Juni"),
    ],
)
def test_a_month_of_a_date_is_no_person(post: str, month: str) -> None:
    assert ("PER", month) not in found(post, "person")


@pytest.mark.parametrize(("post", "name"), [("Ich habe April gefragt, ob sie kommt.", "April")])
def test_a_first_name_that_is_a_month_outside_a_date_is_still_a_person(post: str, name: str) -> None:
    assert ("PER", name) in found(post, "person")


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Mit freundlichen Grüßen\ni. A. Petra Holm", "Petra Holm"),
        ("Beste Grüße, i.V. Jonas Reuter", "Jonas Reuter"),
        ("Das Gerät, z. B. K. Bergmoser gehörend, ist weg.", "K. Bergmoser"),
    ],
)
def test_an_abbreviation_of_two_letters_is_no_initial(post: str, name: str) -> None:
    persons = [text for kind, text in replaced(post) if kind == "PER"]
    assert name in persons
    assert not any(text.startswith(("A.", "V.", "B.")) for text in persons)


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Herr Mann von nebenan hat geklingelt.", "Mann"),
        ("Frau Engel hat angerufen.", "Engel"),
        ("Herr Kurz wohnt über uns.", "Kurz"),
        ("Frau Fromm hat angerufen.", "Fromm"),
        ("Frau Voss ist heute nicht da.", "Voss"),
        ("Mrs Young called about the boiler.", "Young"),
    ],
)
def test_a_word_after_herr_or_frau_is_the_surname(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    "post",
    [
        "Herr Kollege, bitte kommen Sie.",
        "Herr Pfarrer hat gepredigt.",
        "Frau Doktor hat gesagt, ich soll liegen.",
        "Herr Präsident, meine Damen und Herren.",
        "Herr Gott nochmal!",
        "Herr Hallo kommt.",
    ],
)
def test_a_role_or_an_exclamation_after_herr_is_no_surname(post: str) -> None:
    assert [text for kind, text in replaced(post) if kind == "PER"] == []


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("die neue heißt ernst jung", "ernst jung"),
        ("meine freundin heißt rosa fink", "rosa fink"),
        ("meine freundin heißt lena-marie fink-vogel", "lena-marie fink-vogel"),
    ],
)
def test_a_lower_case_name_and_word_surname_after_heisst_is_one_name(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    ("post", "word"),
    [
        ("Die Ärztin Grete hat Urlaub.", "Urlaub"),
        ("Meine Kollegin hat heute Fieber.", "Fieber"),
        ("Wir haben Herrn Albers Klavier spielen hören.", "Klavier"),
        ("Ich sah Frau Lindqvist Geige üben.", "Geige"),
    ],
)
def test_a_frequent_noun_is_no_persons_name(post: str, word: str) -> None:
    assert not any(word in text for _, text in replaced(post))


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Frau König hat gestern angerufen.", "König"),
        ("Herr Herzog wohnt oben.", "Herzog"),
        ("Mrs Graf left a note.", "Graf"),
    ],
)
def test_a_title_of_rank_that_is_a_surname_after_herr_or_frau_is_the_surname(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    "post", ["Herr Pfarrer hat gepredigt.", "Frau Kanzlerin, bitte.", "Herr Bürgermeister, bitte."]
)
def test_a_title_no_table_holds_as_a_surname_after_herr_is_no_name(post: str) -> None:
    assert [text for kind, text in replaced(post) if kind == "PER"] == []


@pytest.mark.parametrize(
    "post", ["Der Herr Wachtmeister war sehr freundlich.", "Wir danken Herrn Kapitän für die Fahrt."]
)
def test_a_role_after_a_form_of_address_is_no_surname_of_the_title_word_rule(post: str) -> None:
    # A word no table holds as a name, after Herr or Frau, is the person's role (a red team's
    # finding): the title-word rule, which the decision model does not lower, leaves it alone.
    assert not any(source == "person:title-word" for source in _sources(post))
