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
