"""Organisations of formal text and letters (issue 38, item 4): a local court or prosecutor by
its town, in German and English, one ORG reference whole; a body's name whose head is a work's
title too; a tagger's guess held around a rule's surer name. Courts without a place, a
person's surname ``Court`` and a court's kind alone stay."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found
from test_formal_places import replaced

from teianon.annotate.resolve import select, without_held_around
from teianon.mention import Category, Mention
from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Das Amtsgericht Lüdinghausen hat den Antrag abgelehnt.", "Amtsgericht Lüdinghausen"),
        ("Das Landgericht Kleve verwies die Sache weiter.", "Landgericht Kleve"),
        ("Das Sozialgericht Detmold gab der Klage statt.", "Sozialgericht Detmold"),
        ("Die Staatsanwaltschaft Hechingen ermittelt gegen ihn.", "Staatsanwaltschaft Hechingen"),
        ("The appeal was heard by the Ohio Court of Appeals in March.", "Ohio Court of Appeals"),
        ("She filed in the Kent County Court of Common Pleas.", "Kent County Court of Common Pleas"),
    ],
)
def test_a_local_court_is_one_reference_with_its_town(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")
    assert ("ORG", name) in replaced(text)


def test_a_municipality_by_its_kind_is_one_place() -> None:
    assert ("GPE", "Samtgemeinde Hesel") in replaced("Die Samtgemeinde Hesel hat den Antrag genehmigt.")
    # A parish is an organisation.
    assert ("ORG", "Kirchengemeinde St. Anna") in found("Die Kirchengemeinde St. Anna lädt ein.", "institution")


@pytest.mark.parametrize(
    "text",
    [
        "Das Amtsgericht hat entschieden, das Hauptgericht war kalt.",
        "The Court of Appeals reversed, and the Supreme Court agreed.",
        "She beat Margaret Court in the final.",
        "We had lunch in the Food Court and played on the Tennis Court.",
    ],
)
def test_a_court_without_its_place_is_no_institution(text: str) -> None:
    assert found(text, "institution") == []


def test_a_bodys_name_is_not_kept_as_the_series_of_its_head() -> None:
    # "The Office" is a television series; "the Office of Graduate Admissions" is no work.
    post = "Please write to the Office of Graduate Admissions at Harwick College."
    names = [value for _, value in replaced(post)]
    assert "the Office" not in names
    kept = [e for e in annotated(post).getroot().iter(tei("name")) if e.get("subtype") == "public"]
    assert kept == []


def test_a_guess_held_low_around_a_surer_rule_gives_way() -> None:
    rule = Mention(4, 25, Category.ORG, cert="high", source="institution:head")
    guess = Mention(0, 25, Category.ORG, cert="low", source="tagger:ORG")
    assert select(without_held_around([rule, guess])) == [rule]
    # A guess that is not held still wins by its length, as before.
    sure_guess = Mention(0, 25, Category.ORG, cert="medium", source="tagger:ORG")
    assert select(without_held_around([rule, sure_guess])) == [sure_guess]
