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
        ("The appeal was heard by the Ohio Court of Appeals in March.", "Ohio Court of Appeals"),
        ("She filed in the Kent County Court of Common Pleas.", "Kent County Court of Common Pleas"),
    ],
)
def test_a_court_of_its_own_name_is_one_reference(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")
    assert ("ORG", name) in replaced(text)


# Issues 38/39, left-overs: a public court or authority named by its kind and its town is its
# town; the kind word stays (it names no one: each town has one), in either mode. A firm keeps
# its whole name. Made-up sentences; the towns are real, the cases not.
@pytest.mark.parametrize(
    ("text", "kind", "town"),
    [
        ("Das Amtsgericht Lüdinghausen hat den Antrag abgelehnt.", "Amtsgericht", "Lüdinghausen"),
        ("Laut Beschluss des Landgerichts Kleve ist das erledigt.", "Landgerichts", "Kleve"),
        ("Das Sozialgericht Osnabrück gab der Klage statt.", "Sozialgericht", "Osnabrück"),
        ("Die Staatsanwaltschaft Hechingen ermittelt gegen ihn.", "Staatsanwaltschaft", "Hechingen"),
        ("Der Bescheid vom Finanzamt Warendorf kam heute.", "Finanzamt", "Warendorf"),
        ("Ich war beim Jugendamt Recklinghausen.", "Jugendamt", "Recklinghausen"),
        ("Das Jobcenter Minden hat mir geschrieben.", "Jobcenter", "Minden"),
        ("Die Urkunde vom Standesamt Rheine ist da.", "Standesamt", "Rheine"),
        ("He was fined at Rochdale Magistrates' Court last week.", "Magistrates' Court", "Rochdale"),
        ("The claim was issued in the County Court at Burnley.", "County Court at", "Burnley"),
        ("My hearing is at Sheffield Employment Tribunal.", "Employment Tribunal", "Sheffield"),
        ("Oldham Council sent the letter.", "Council", "Oldham"),
    ],
)
def test_a_public_body_by_kind_and_town_is_its_town(text: str, kind: str, town: str) -> None:
    found_here = found(text, "institution")
    assert ("GPE", town) in found_here and not any(c == "ORG" for c, _ in found_here)
    assert replaced(text) == [("GPE", town)]


@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--salt", "s")])
def test_the_kind_word_of_a_public_body_stays_in_either_mode(tmp_path, mode) -> None:
    from detector_helpers import run_posts

    key = ("--key", str(tmp_path / "key.json")) if mode else ()
    tree = run_posts(tmp_path, ["Der Termin beim Amtsgericht Coesfeld ist am Montag."], *mode, *key)
    text = "".join(tree.getroot().find(f".//{tei('post')}").itertext())
    assert "Amtsgericht " in text and "Coesfeld" not in text, text


def test_a_firm_by_its_name_and_kind_stays_one_organisation() -> None:
    assert ("ORG", "Brinkhoff GmbH") in replaced("Ich arbeite seit Mai bei der Brinkhoff GmbH.")
    # A hospital is no body of a town's: its whole name is one reference, as before.
    assert ("ORG", "Klinikum Lippe-Detmold") in found("Sie liegt im Klinikum Lippe-Detmold.", "institution")


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


@pytest.mark.parametrize(
    "text",
    ["Insgesamt Hagen war schön.", "Daheim Bochum schauen wir Fußball.", "Allesamt Gütersloher waren da."],
)
def test_a_word_that_only_ends_like_an_office_is_no_body(text: str) -> None:
    # "Insgesamt" ends in "amt" and "daheim" in "heim": adverbs, no authority or home.
    assert [m for m in found(text, "institution") if m[0] == "ORG" or "public" in m[1]] == []
