"""Firms and schools of formal letters and judgments (issue 38, item 4, fourth round): a firm
named by its owners and partners (``X & Sons``, ``X und Partner``), legal forms the suffix
list lacked (``LLP``, ``mbH``), a school named by its place before a dictionary kind
(``Lindenhof-Grundschule``); and what only looks like them stays: kin and titles (``Father &
Son``, ``Fürst und Sohn``), a reference number's cue after a head (``Hospital No.``). All
names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("The goods were supplied by Tollervey & Sons of Norwich.", "Tollervey & Sons"),
        ("Er arbeitet bei Quernheim & Söhne in Ahaus.", "Quernheim & Söhne"),
        ("The printers were Josiah Pendlebrook and Son, of Bristol.", "Josiah Pendlebrook and Son"),
        ("She was employed by Varcoe & Associates as a bookkeeper.", "Varcoe & Associates"),
        ("Die Kanzlei Trebbinghaus & Partner vertritt die Klägerin.", "Trebbinghaus & Partner"),
    ],
)
def test_a_firm_named_by_its_owners_and_partners_is_one_organisation(text: str, firm: str) -> None:
    assert ("ORG", firm) in found(text, "organisation")
    # The owner's name is inside the firm's, never left beside its placeholder.
    assert any(value.endswith(firm) or value == firm for _, value in replaced(text))


@pytest.mark.parametrize(
    "text",
    [
        "Father & Son is a novel by a famous author.",
        "Der Fürst und Sohn kamen spät zurück.",
        "Brothers and Sisters was on television.",
        "Die Sublieferanten und Partner zahlen pünktlich.",
    ],
)
def test_kin_titles_and_nouns_before_a_partners_word_are_no_firm(text: str) -> None:
    assert [m for m in found(text, "organisation") if "&" in m[1] or " und " in m[1] or " and " in m[1]] == []


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("She is a partner at Penhallow Treloar LLP in the city.", "Penhallow Treloar LLP"),
        ("Die Wendhorst Anlagenbau mbH hat gekündigt.", "Wendhorst Anlagenbau mbH"),
        ("Er arbeitet für die Kleinsorge Pflegedienst gGmbH.", "Kleinsorge Pflegedienst gGmbH"),
    ],
)
def test_more_legal_forms_end_a_firms_name(text: str, firm: str) -> None:
    assert ("ORG", firm) in found(text, "organisation")
    assert ("ORG", firm) in replaced(text)


def test_a_school_named_by_its_place_before_a_dictionary_kind_is_one_organisation() -> None:
    # "Lindenhof", "Ahlen" are places of the tables; "Grundschule", "Realschule" kinds the
    # dictionary knows: the rule names the school, whatever the tagger guesses.
    assert ("ORG", "Lindenhof-Grundschule") in found("Sie besucht die Lindenhof-Grundschule.", "institution")
    assert ("ORG", "Ahlen-Realschule") in replaced("Sie geht auf die Ahlen-Realschule.")
    # A town's district joined by a hyphen stays a place.
    assert ("GPE", "Mönchengladbach-Neuwerk") in replaced("Er wohnt in Mönchengladbach-Neuwerk.")


@pytest.mark.parametrize(
    "text", ["Hospital No. K1234567 was given on admission.", "Die Rechnung nennt Klinikum Nr. 4471 als Absender."]
)
def test_a_reference_numbers_cue_after_a_head_ends_no_name(text: str) -> None:
    names = [value for category, value in replaced(text) if category == "ORG"]
    assert not any(value.endswith(("No", "Nr")) for value in names)
