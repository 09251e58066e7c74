"""How far a small organisation's name reaches (issue 38): the writer's bare kind word before a
name of its own stays (``die Gärtnerei Stauden Kleinhenz``, ``die Kirche St. Lamberti``, ``der
Gemeinde Wedemark``), so does a preposition before where it is (``… in Hemmingen``, ``an der BBS
…``); a sign of a noun and a name, a double surname and a founding year belong to the name."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


def _references(text: str) -> list[tuple[str, str]]:
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return [(e.get("type") or "", "".join(e.itertext())) for e in post.iter(tei("name"), tei("ref"))]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Die Rosen sind aus der Gärtnerei Stauden Kleinhenz in Hemmingen.", "Stauden Kleinhenz"),
        ("Die Metzgerei Landfleisch Brunkhorst hat heute zu.", "Landfleisch Brunkhorst"),
        ("In der Nacht wurde in die Bäckerei Backstube Schulte-Bröker eingebrochen.", "Backstube Schulte-Bröker"),
        ("Sie kaufte Brot in der Bäckerei Brotzeit Kalinowski-Berg ein.", "Brotzeit Kalinowski-Berg"),
    ],
)
def test_a_sign_after_the_bare_kind_is_the_name(text: str, name: str) -> None:
    references = _references(text)
    assert ("ORG", name) in references, references


@pytest.mark.parametrize(
    "text, name",
    [
        ("Wir essen heute im Landgasthof Zum Ochsen.", "Landgasthof Zum Ochsen"),  # a compound kind is on the sign
        ("Ich lerne bei der Fahrschule Kettwig.", "Fahrschule Kettwig"),  # one word needs its kind
    ],
)
def test_a_compound_kind_or_a_one_word_name_keeps_its_kind(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "organisation")


@pytest.mark.parametrize(
    "text",
    [
        "Das Sommer-Fest der Bäckerei war toll.",  # a noun hyphenated, no double surname
        "Die Gärtnerei Rosen in Töpfen verkauft.",  # nouns, no name
    ],
)
def test_nouns_after_a_kind_name_no_shop(text: str) -> None:
    assert found(text, "organisation") == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("Die Probe ist in der Kirche St. Lamberti am Markt.", "St. Lamberti"),
        ("Wir singen am Sonntag in der Kirche Sankt Marien.", "Sankt Marien"),
    ],
)
def test_a_churchs_saint_is_its_name(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "organisation")
    assert not [n for _, n in found(text, "organisation") if n.startswith("Kirche")]


def test_a_school_at_another_school_reaches_not_over_the_preposition() -> None:
    names = [name for _, name in _references("Dienstags habe ich Berufsschule an der BBS Wechloy, dann Zeit.")]
    assert not [name for name in names if "an der" in name or name.startswith("Berufsschule")], names


def test_a_municipality_is_its_town() -> None:
    assert ("GPE", "Wedemark") in found("Der Platz wird mit Mitteln der Gemeinde Wedemark saniert.", "institution")
    assert ("GPE", "Samtgemeinde Hesel") in found("Er arbeitet bei der Samtgemeinde Hesel.", "institution")


@pytest.mark.parametrize(
    "text, name",
    [
        ("Protokoll der Versammlung des SV Concordia Ahlten von 1911 e.V.", "SV Concordia Ahlten von 1911"),
        ("Der Verein heißt TuS Germania Hövelhof von 1920 und spielt gut.", "TuS Germania Hövelhof von 1920"),
    ],
)
def test_a_clubs_founding_year_is_part_of_its_name(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "organisation")


@pytest.mark.parametrize(
    "text, name",
    [
        ("Von: Kfz-Meisterbetrieb Demir & Krämer <service@kfz-demir.example>", "Kfz-Meisterbetrieb Demir & Krämer"),
        ("Von: Dachdeckermeisterbetrieb Şahin & Krämer", "Dachdeckermeisterbetrieb Şahin & Krämer"),
    ],
)
def test_partners_after_a_firms_kind_are_one_firm(text: str, name: str) -> None:
    # The second partner is a surname that is a word too: after the kind and "&" it is a partner.
    references = _references(text)
    assert ("ORG", name) in references, references


def test_without_a_kind_a_first_name_and_a_word_are_no_firm() -> None:
    assert not [n for _, n in found("Gestern habe ich Tom & Krämer gesehen.", "organisation") if "&" in n]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Wir spielen am Sonntag gegen den NK Bistrička Zagorje.", "NK Bistrička Zagorje"),
        ("Die Partnerschaft mit dem KS Wisła Pruszków wird fortgesetzt.", "KS Wisła Pruszków"),
        ("Wir fahren zum FK Željezničar am Samstag.", "FK Željezničar"),
    ],
)
def test_a_foreign_clubs_form_and_name_are_one_club(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "organisation")


@pytest.mark.parametrize(
    "text",
    [
        "My CV Łukasz is attached.",  # no article or preposition before the capitals
        "We watched PSG Mbappé score.",  # a person's name of the lists
        "Ich war bei der AOK Niedersachsen.",  # no letter beyond German: the lists' and the club rules'
    ],
)
def test_capitals_before_a_persons_or_a_german_name_are_no_foreign_club(text: str) -> None:
    assert not [n for kind, n in found(text, "organisation") if " " in n and kind == "ORG" and "AOK" not in n]
