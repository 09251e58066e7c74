"""Words of everyday and clinical text that the name tagger reads as places or firms and that
name no one: a line of public transport (``S1``, ``RE 7``), a laboratory value or examination
(``TSH``, ``CRP``, ``MRT``), a drug with its dose (``Pantoprazol 40 mg``). A motorway stays a
place. Made-up sentences."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> list[str]:
    return ["".join(e.itertext()) for e in annotated(text).getroot().iter(tei("name"))]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Ab Hauptbahnhof mit dem ICE 578, dann umsteigen in den RE 11.", ["ICE 578", "RE 11"]),
        ("Ich nehme morgens die U 35 und abends die RB43.", ["U 35", "RB43"]),
        ("Labor: TSH 1,8 mU/l, CRP 12 mg/l, eGFR 74.", ["TSH", "CRP", "eGFR"]),
        ("Entlassmedikation: Candesartan 16 mg 1-0-0, Torasemid 10 mg.", ["Candesartan", "Torasemid"]),
    ],
)
def test_lines_lab_values_and_doses_name_no_one(text: str, kept: list[str]) -> None:
    names = _names(text)
    assert not any(k in name for name in names for k in kept), names


def test_a_motorway_stays_a_place() -> None:
    assert "A 40" in _names("Wir fahren über die A 40 zu meiner Oma.")


@pytest.mark.parametrize("text", ["The meeting has been moved to Thurs.", "Can we go back to Weds instead?"])
def test_a_shortened_weekday_after_a_verb_of_moving_is_no_place(text: str) -> None:
    assert _names(text) == []


def test_a_postcode_district_that_looks_like_a_line_stays_a_place() -> None:
    # S and EC lines of German cities share their letters with Sheffield's and London's postcode
    # districts: "moved to S11" names where someone lives.
    assert "S11" in _names("We moved to S11 last year, near the park.")
