"""Issue 38: a nickname of an epithet and a first name (``Old Kev``) is replaced whole; the
epithet identifies the person with the name. Strings of our own."""

from __future__ import annotations

import pytest

from detector_helpers import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The keys are with Little Jo at the yard.", "Little Jo"),
        ("We bought the van off Old Kev last spring.", "Old Kev"),
        ("Tell Mad Mick I said hi.", "Mad Mick"),
        ("My brother Big Sam will help with the move.", "Big Sam"),
    ],
)
def test_an_epithet_before_a_first_name_is_part_of_the_nickname(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Little Tom cried all night.", "Little"),  # a sentence's start capitalises any adjective
        ("the big Tom cat sat on the wall", "big"),  # in lower case: an adjective
        ("She loves Little Richard songs.", "Little Richard"),  # the public list's singer
    ],
)
def test_no_epithet_where_the_adjective_is_capitalised_anyway_or_public(text: str, kept: str) -> None:
    assert all(kept not in found for _, found in replaced(text)), replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Her shoulder was treated at Young Will Osteopathy last week.",
        "We ordered the cake from Sweet Lily Patisserie for the party.",
    ],
)
def test_no_epithet_nickname_at_the_head_of_a_longer_name(text: str) -> None:
    # An epithet and a first name followed by a word no name table has: a business, not a person.
    assert all(kind != "PER" for kind, _ in replaced(text)), replaced(text)


def test_an_epithet_nickname_before_a_surname_is_still_a_person() -> None:
    assert any(kind == "PER" and "Declan" in found for kind, found in replaced("Ask Big Declan Walsh about the van."))
