"""Public bodies named by a region (round 70, ``teianon.annotate.public_bodies``): a region's
police, a state's chamber, a canton's department, a government office of a big city, a
university hospital, an English body ``of`` a state; and a big firm named after its founder
with its legal form (``teianon.annotate.public_founders``). A small town's body, a workplace
and a home before the name stay private."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

KEPT = [
    ("de", "Die Polizei Nordhessen bittet um Hinweise.", "Polizei Nordhessen"),
    ("de", "Das Polizeipräsidium Unterfranken warnt vor Betrügern.", "Polizeipräsidium Unterfranken"),
    ("de", "Die Zahnärztekammer Westfalen-Lippe hat neue Regeln.", "Zahnärztekammer"),
    ("de", "Die Architektenkammer Sachsen hat gewählt.", "Architektenkammer Sachsen"),
    ("de", "Das Regierungspräsidium Darmstadt hat entschieden.", "Regierungspräsidium Darmstadt"),
    (
        "de",
        "Das Gesundheitsdepartement des Kantons Basel-Stadt informiert.",
        "Gesundheitsdepartement des Kantons Basel-Stadt",
    ),
    ("de", "Die Kantonspolizei Zürich meldet einen Unfall.", "Kantonspolizei Zürich"),
    ("de", "Sie wurde im Universitätsklinikum Heidelberg operiert.", "Universitätsklinikum Heidelberg"),
    (
        "en",
        "The College of Physicians and Surgeons of Alberta disciplined him.",
        "College of Physicians and Surgeons of Alberta",
    ),
    ("en", "The Law Society of Ontario changed its rules.", "Law Society of Ontario"),
    ("en", "Essex Fire and Rescue Service came quickly.", "Essex Fire and Rescue Service"),
    ("de", "Bei der Carl Zeiss AG wird gestreikt.", "Carl Zeiss AG"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_body_of_a_region_is_kept_whole(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert _kept_public(names, name), names
    assert all(subtype == "public" for subtype in names.values()), names


REPLACED = [
    # a small town's police and chamber point to a home; a city's police below a million too
    ("de", "Die Polizei Hünfeld sucht Zeugen.", "Hünfeld"),
    ("de", "Die Rechtsanwaltskammer Hünfeld hat zu.", "Hünfeld"),
    ("de", "Die Polizei Mannheim sucht Zeugen.", "Mannheim"),
    # a workplace before the body
    ("de", "Ich arbeite im Universitätsklinikum Heidelberg.", "Heidelberg"),
    ("en", "My sister works for the Law Society of Scotland.", "Scotland"),
    # a namesake's firm, anybody's firm
    ("de", "Die Peter Müller GmbH hat angerufen.", "Müller"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_a_small_towns_body_or_a_workplace_stays_private(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in "".join(names) and not _kept_public(names, name), names


# A university by its acronym (teianon.annotate.public_universities): with the town the listed
# name ends in, or alone in a sentence of university life; the organisation table's acronyms
# (the universities that point to a participant) and a study place stay private.
UNIVERSITIES = [
    ("en", "The IIT Kanpur hostel fees went up.", "IIT Kanpur"),
    ("de", "Die ETH Zürich hat ein neues Rechenzentrum.", "ETH Zürich"),
    ("de", "Die EPFL verlängert das Semester.", "EPFL"),
    ("en", "UCL students marched across campus.", "UCL"),
]


@pytest.mark.parametrize(("lang", "text", "name"), UNIVERSITIES)
def test_a_university_acronym_is_kept(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert _kept_public(names, name), names


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("de", "Die RUB hat ein neues Semester.", "RUB"),
        ("de", "Ich studiere an der ETH Zürich.", "ETH"),
        ("de", "Die EPFL hat angerufen.", "EPFL"),
    ],
)
def test_a_local_or_study_university_or_no_university_word_stays_private(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in "".join(names) and not _kept_public(names, name), names
