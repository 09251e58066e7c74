"""A ministry's kept name ends where its subject ends (review of the public-frame rules): never
past a line break, a title or form of address, a role, a person's first name, a town or ``and``
with another body, and a person or place proposed inside it is never hidden. A workplace before
it makes it private. Invented sentences of the reviewer's kinds and of our own."""

from __future__ import annotations

import pytest
from test_formal_places import replaced
from test_public_frames import kept


@pytest.mark.parametrize(
    ("text", "ministry", "person"),
    [
        (
            "I rang the Department for Work and Pensions Tracy Holloway was no help.",
            "Department for Work and Pensions",
            "Tracy Holloway",
        ),
        (
            "Call the Department for Transport Dennis Whitfield picked up.",
            "Department for Transport",
            "Dennis Whitfield",
        ),
        ("A letter from the Ministry of Defence Case Officer Gareth Morgan came.", None, "Gareth Morgan"),
        ("Ich habe beim Bundesministerium der Finanzen Frau Sabine Kellermann erreicht.", None, "Sabine Kellermann"),
        (
            "Das Ministerium für Umwelt Dieter Wollschläger hat zurückgerufen.",
            "Ministerium für Umwelt",
            "Dieter Wollschläger",
        ),
        (
            "Im Ministerium für Kultus Sachbearbeiter Uwe Brinkhaus sagte mir das.",
            "Ministerium für Kultus",
            "Uwe Brinkhaus",
        ),
        (
            "To: Department for Work and Pensions\nKathleen Ormerod\n3 Mill Lane",
            "Department for Work and Pensions",
            "Kathleen Ormerod",
        ),
        (
            "An das Ministerium für Schule und Bildung\nFrau Hannelore Siebert",
            "Ministerium für Schule und Bildung",
            "Hannelore Siebert",
        ),
    ],
)
def test_a_person_after_a_ministry_is_replaced(text: str, ministry: str | None, person: str) -> None:
    names = " ".join(t for _, t in replaced(text))
    assert all(part in names for part in person.split()), names
    public = [k for k, _ in kept(text)]
    assert not any(person.split()[0] in k for k in public), public
    if ministry:
        assert (ministry, "teianon:public.ministry") in kept(text)


@pytest.mark.parametrize(
    ("text", "ministry", "other"),
    [
        (
            "I applied to the Ministry of Housing, Communities and Local Government and Barnsley Council.",
            "Ministry of Housing, Communities and Local Government",
            "Barnsley",
        ),
        ("We wrote to the Department for Education and Rotherham Council.", "Department for Education", "Rotherham"),
        ("Write to the Department for Transport Swansea office, please.", "Department for Transport", "Swansea"),
        ("Das Ministerium für Justiz Bochum hat geschrieben.", "Ministerium für Justiz", "Bochum"),
    ],
)
def test_a_town_or_another_body_after_a_ministry_is_not_part_of_it(text: str, ministry: str, other: str) -> None:
    assert (ministry, "teianon:public.ministry") in kept(text)
    assert any(other in t for _, t in replaced(text))


@pytest.mark.parametrize(
    ("text", "ministry", "town"),
    [
        ("My dad is a clerk at the Ministry of Justice in Hereford.", "Ministry of Justice", "Hereford"),
        (
            "My aunt is a caseworker at the Department for Work and Pensions in Preston.",
            "Department for Work and Pensions",
            "Preston",
        ),
        (
            "Meine Schwester arbeitet im Bundesministerium für Gesundheit in Bonn.",
            "Bundesministerium für Gesundheit",
            "Bonn",
        ),
        ("Sie ist Sachbearbeiterin beim Ministerium für Umwelt in Mainz.", "Ministerium für Umwelt", "Mainz"),
    ],
)
def test_a_workplace_before_a_ministry_makes_it_private(text: str, ministry: str, town: str) -> None:
    # Replaced, or held for a reviewer: never kept as public.
    assert not any(ministry in k for k, _ in kept(text))
    assert ("GPE", town) in replaced(text)


@pytest.mark.parametrize(
    ("text", "ministry"),
    [
        # Counter-examples: whole ministries stay whole and public.
        (
            "The Department for Environment, Food and Rural Affairs issued guidance.",
            "Department for Environment, Food and Rural Affairs",
        ),
        (
            "The Department for Energy Security and Net Zero replied in May.",
            "Department for Energy Security and Net Zero",
        ),
        (
            "Das Bundesministerium für Familie, Senioren, Frauen und Jugend fördert das.",
            "Bundesministerium für Familie, Senioren, Frauen und Jugend",
        ),
        ("A spokesperson for the Ministry of Justice said so.", "Ministry of Justice"),
        ("Das Ministerium für Kultus, Jugend und Sport hat geantwortet.", "Ministerium für Kultus, Jugend und Sport"),
    ],
)
def test_a_ministrys_whole_name_stays_public(text: str, ministry: str) -> None:
    assert all(k == ministry for k, _ in kept(text))
    assert replaced(text) == []
