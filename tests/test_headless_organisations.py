"""Small local organisations without a known head (issue 38, the largest miss of a held-out
round): a club, choir or meeting place named by a word as a Kita is (``Chor Frohsinn``), and a
pub's sign of two ordinary words that a list knows the first of (``the Crown and Anchor``). And
what only looks like them stays: a compound written apart (``Chor Probe``), a work of the list
alone (``The Crown``), two people (``Queen and David Bowie``). Invented names."""

from __future__ import annotations

import pytest
from detector_helpers import annotated
from test_formal_places import replaced
from test_public_frames import kept

from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ich bin Mitglied im Schützenverein Eintracht.", "Schützenverein Eintracht"),
        ("Wir singen seit Jahren im Chor Frohsinn.", "Chor Frohsinn"),
        ("Oma geht jeden Dienstag zum Seniorentreff Lindenhof.", "Seniorentreff Lindenhof"),
        ("Der Tierschutzverein Hoffnung sucht Pflegestellen.", "Tierschutzverein Hoffnung"),
        ("Ich war im Kirchenchor Sankt Marien.", "Kirchenchor Sankt Marien"),
    ],
)
def test_a_club_choir_or_meeting_place_named_by_a_word_is_one_organisation(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Der Chor Probe fällt heute aus.",
        "Der Sportverein Vorstand tagt morgen.",
        "Im Verein Satzung steht das anders.",
        "Jeden Dienstag gehe ich zum Seniorentreff.",
        "Der Club Mitgliedsbeitrag ist gestiegen.",
    ],
)
def test_a_compound_written_apart_or_a_bare_kind_makes_no_club(text: str) -> None:
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We had a pint at the Crown and Anchor after work.", "Crown and Anchor"),
        ("She works at the Rose and Crown, the pub near the station.", "Rose and Crown"),
        ("We met for lunch at the Swan and Feathers before the match.", "Swan and Feathers"),
        ("My brother is a barman at the Plough and Harrow until Christmas.", "Plough and Harrow"),
    ],
)
def test_a_pubs_sign_is_replaced_whole_though_a_list_knows_its_first_word(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)
    assert kept(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The Crown and The Favourite are my favourite shows.", "The Crown"),
        ("Queen and David Bowie made Under Pressure.", "David Bowie"),
    ],
)
def test_a_listed_work_or_person_beside_and_stays_public(text: str, name: str) -> None:
    assert name in [k for k, _ in kept(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sie arbeitet im Papierflieger, dem Café in der Altstadt.", "Papierflieger"),
        ("Die Brötchen hole ich immer bei Kornblume, der Bäckerei am Eck.", "Kornblume"),
        ("Ich arbeite bei Pusteblume, das ist ein Kindergarten.", "Pusteblume"),
        ("She works at Greenleaf, the florist on the corner.", "Greenleaf"),
        ("I work at Pebble & Finch, the bookshop on the corner.", "Pebble & Finch"),
    ],
)
def test_an_apposition_that_names_the_kind_makes_the_word_before_it_a_venue(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ich hab die Jacke bei Hollisters gekauft.", "Hollisters"),
        ("Ich habe einen Termin bei Haarwerk am Dienstag.", "Haarwerk"),
        ("Die Vorhänge habe ich bei Stoffwerkstatt bestellt.", "Stoffwerkstatt"),
        ("We ordered the invitations from Inkwhistle last week.", "Inkwhistle"),
    ],
)
def test_a_made_up_word_after_a_frame_of_dealings_is_a_firm(text: str, name: str) -> None:
    assert ("ORG", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ich war beim Bäcker, dem kleinen Laden am Eck.",  # the kind named twice
        "Wir waren im Krankenhaus, dem größten in der Stadt.",
        "Ich habe ein Buch im Laden gekauft.",
        "Ich habe das Geschenk bei Nacht bestellt.",
    ],
)
def test_a_kind_noun_or_an_ordinary_word_in_the_frame_is_no_name(text: str) -> None:
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "brand"),
    [("Ich habe die Schuhe bei Amazon bestellt.", "Amazon"), ("I bought it at Tesco yesterday.", "Tesco")],
)
def test_a_public_brand_in_the_frame_stays(text: str, brand: str) -> None:
    assert brand in [k for k, _ in kept(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Steuernummer und USt-IdNr bitte angeben.",
        "Please quote your UTR and VAT number.",
        "Bitte nennen Sie Ihre Steuer-ID und die KdNr im Betreff.",
    ],
)
def test_the_cue_of_a_number_is_no_name(text: str) -> None:
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    assert [e.text for e in post.iter(tei("name"))] == []


@pytest.mark.parametrize(
    "text",
    [
        "Mr. Chief Justice, and may it please the Court.",
        "Thank you, Mr. Chief Justice.",
        "I welcome the Court 's questions.",
        "We are grateful for the Tribunal 's patience.",
    ],
)
def test_an_office_addressed_or_a_courts_possessive_is_no_name(text: str) -> None:
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [("We met Mr. Chairman Berger yesterday.", "Berger"), ("Mrs Speakman called about the fence.", "Speakman")],
)
def test_a_name_after_an_office_or_like_one_stays_a_name(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)
