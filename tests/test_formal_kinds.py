"""Organisations and places in formal English and German (issue 38, item 4): an acronym the
document defines by an organisation's name, firms and groups named by a kind word after a name,
two names joined by "and", a month after a council's "in", and a place that a ruler's or a
saint's epithet names. Strings of our own, none of them a benchmark's."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, replaced

from teianon.read.tei import tei


def _replaced_in(*posts: str) -> list[list[tuple[str, str]]]:
    """Per post of one document: ``(type, text)`` of each reference the default output replaces."""
    tree = annotated(*posts)
    return [
        [
            (e.get("type") or "", "".join(e.itertext()))
            for e in post.iter(tei("name"), tei("ref"))
            if e.get("cert") in ("high", "medium") and e.get("subtype") != "public"
        ]
        for post in tree.getroot().iter(tei("post"))
    ]


@pytest.mark.parametrize(
    ("definition", "later", "acronym"),
    [
        (
            "The tenancy is managed by the Larkfield Moor Housing Trust (LMHT) since 2016.",
            "In June LMHT wrote to every tenant about the repairs.",
            "LMHT",
        ),
        (
            "Funding came from the Brannock Renewal Partnership (BRP), set up in 2009.",
            "The BRP withdrew its offer in the spring.",
            "BRP",
        ),
        (
            "Träger ist die Diakonische Stiftung Quellental (DSQ) mit Sitz im Ort.",
            "Die DSQ hat den Vertrag zum Jahresende gekündigt.",
            "DSQ",
        ),
        (
            "She chairs the Graduate Research Forum ( G.R.F. ) of the faculty.",
            "Minutes of the G.R.F. are kept by the secretary.",
            "G.R.F.",
        ),
    ],
)
def test_an_acronym_the_document_defines_is_the_organisation_everywhere(
    definition: str, later: str, acronym: str
) -> None:
    first, second = _replaced_in(definition, later)
    # At its definition the acronym may be replaced with the name it follows, as one reference.
    assert any(kind == "ORG" and acronym in name for kind, name in first)
    assert ("ORG", acronym) in second


def test_the_defined_name_alone_before_its_definition_is_the_organisation_too() -> None:
    heading, body = _replaced_in(
        "Graduate Student Government", "The Graduate Student Government ( GSG ) asks the faculty for a room."
    )
    assert heading == [("ORG", "Graduate Student Government")]
    assert ("ORG", "GSG") in body


@pytest.mark.parametrize(
    "text",
    [
        "The Data Protection Act (DPA) applies to the records.",
        "Her Body Mass Index (BMI) was normal at the time.",
        "Die Datenschutz-Grundverordnung (DSGVO) gilt auch hier.",
    ],
)
def test_a_term_spelled_by_ordinary_words_is_no_organisation(text: str) -> None:
    assert not [name for kind, name in replaced(text) if kind == "ORG"]


def test_an_acronym_of_a_public_body_stays_public() -> None:
    first, second = _replaced_in(
        "Her care was paid for by the National Health Service (NHS) throughout.", "The NHS paid again in May."
    )
    assert not any("NHS" in name for _, name in first + second)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The survey was carried out by Fenwright Associates in 2021.", "Fenwright Associates"),
        ("The site belongs to Calloway Brook Holdings, a small family firm.", "Calloway Brook Holdings"),
        ("He drove for Pellow Haulage until the depot closed.", "Pellow Haulage"),
        ("The lease was signed with Tarrock Developments last spring.", "Tarrock Developments"),
    ],
)
def test_a_name_closed_by_a_firms_kind_is_an_organisation(text: str, name: str) -> None:
    assert any(name in found for _, found in replaced(text))


@pytest.mark.parametrize(
    "text",
    [
        "The request was passed to Adult Social Services in the autumn.",
        "Emergency Services arrived within ten minutes.",
        "The report of the Business Group was read at the meeting.",
    ],
)
def test_a_kind_word_after_ordinary_words_is_no_name(text: str) -> None:
    assert not replaced(text)


def test_two_institutions_joined_by_and_are_two_names() -> None:
    found = replaced("Her twins attend Ashgrove Primary School and Kelsey Park Academy this year.")
    assert ("ORG", "Ashgrove Primary School") in found
    assert ("ORG", "Kelsey Park Academy") in found
    assert not any(" and " in name for _, name in found)


def test_a_month_after_a_councils_in_is_a_date() -> None:
    found = replaced("The licence was revoked by Harlow Dene District Council in March.")
    assert ("GPE", "March") not in found
    assert not any(name == "March" for _, name in found)


@pytest.mark.parametrize("town", ["Moscow", "Kiev"])
def test_a_place_a_rulers_epithet_holds_is_a_place(town: str) -> None:
    assert ("GPE", town) in replaced(f"Things are quiet here in {town} this week, she wrote.")


def test_the_ruler_or_saint_named_in_full_stays_public() -> None:
    assert not replaced("The chapter is about Francis of Assisi and his order.")


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Please write to me care of my aunt in Tallahassee, Fla., until June.", "Fla."),
        ("The parcel went to 88 Orchard Road, Modesto, Calif. last week.", "Calif."),
        ("She wrote to us from Ithaca, N.Y., in the spring.", "N.Y."),
        ("He was stationed at Fort Riley, Kans., in 1943.", "Kans."),
        ("The letter was posted in Harrisburg, Pa., on the tenth.", "Pa."),
        ("SMALL PRINTS LTD, NORTHAMPTON, MASS.", "MASS."),
    ],
)
def test_a_state_abbreviated_after_its_town_is_a_place(text: str, state: str) -> None:
    assert ("GPE", state) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Yes, Pa. will drive us there tomorrow.",
        "Thanks, Mo. See you on Friday.",
        "Thank you, Miss. That was kind.",
        "I said, IN 2020 nothing happened.",
        "After the service the Mass. was long.",
    ],
)
def test_a_word_of_address_or_capitals_after_a_comma_is_no_state(text: str) -> None:
    assert not [name for kind, name in replaced(text) if kind == "GPE"]


def test_a_journeys_next_stop_after_went_on_to_is_a_place() -> None:
    assert ("GPE", "Savannah") in replaced("We stopped overnight at the inn and went on to Savannah.")


def test_went_on_to_a_chapter_or_a_win_is_no_place() -> None:
    assert not replaced("She went on to Chapter Two after lunch.")


def test_a_country_its_capital_names_stays_as_a_country() -> None:
    # Mexico was kept by the epithet of an emperor "of Mexico"; as a country it stays by default.
    assert not replaced("The settlers declared their independence from Mexico in 1836.")
    assert ("GPE", "Mexico City") in replaced("We moved to Mexico City in 2010.")
