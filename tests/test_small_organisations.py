"""Small local organisations without a known head (issue 38, the largest miss of a held-out
round): a club, choir or meeting place named by a word as a Kita is (``Chor Frohsinn``), and a
pub's sign of two ordinary words that a list knows the first of (``the Crown and Anchor``). And
what only looks like them stays: a compound written apart (``Chor Probe``), a work of the list
alone (``The Crown``), two people (``Queen and David Bowie``). Invented names."""

from __future__ import annotations

import pytest
from test_formal_places import replaced
from test_public_frames import kept


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
