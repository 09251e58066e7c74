"""An English place of hyphenated parts with lower-case particles before a British postcode is
taken whole as the postcode's town (issue 39's review: ``Stoke-sub-Hamdon TA14 6XX``-kind), with
or without a comma, known to the gazetteer or not; the postcode stays NUMBER. Made-up
addresses."""

from __future__ import annotations

import pytest
from detector_helpers import view

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, detect, loaded_detectors
from teianon.detect.address_towns import postcode_towns
from teianon.mention import Category


def _proposed(text: str) -> list[tuple[str, Category]]:
    post = view(text)
    mentions = select(detect(post, DocumentContext(), loaded_detectors(None, "crf")))
    return [(post.text[m.start : m.end], m.category) for m in mentions]


@pytest.mark.parametrize(
    "text, town, code",
    [
        ("Address: 7 The Green, Westbury-sub-Mendip BA5 1HH", "Westbury-sub-Mendip", "BA5 1HH"),
        ("the farm is near Ashby-de-la-Zouch LE65 2AB now", "Ashby-de-la-Zouch", "LE65 2AB"),
        ("at Henley-in-Arden B95 5BX", "Henley-in-Arden", "B95 5BX"),
        ("we live in Norton-on-the-Hill OX7 5HQ", "Norton-on-the-Hill", "OX7 5HQ"),
        ("send it to 4 Mill Lane, Stoke-sub-Hamdon TA14 6QT please", "Stoke-sub-Hamdon", "TA14 6QT"),
        ("Trip: Newcastle-under-Lyme ST5 1AA and back", "Newcastle-under-Lyme", "ST5 1AA"),
    ],
)
def test_a_particled_town_before_a_postcode_is_taken_whole(text, town, code):
    found = _proposed(text)
    assert (town, Category.GPE) in found, found
    assert (code, Category.NUMBER) in found, found
    # No part of the town is left beside a shorter reference.
    assert not any(t != town and t in town for t, _ in found), found


@pytest.mark.parametrize(
    "text",
    [
        "Rolls-Royce DE24 8BJ",  # hyphenated, no particle: a firm
        "the Stoke-sub-Hamdon fete was lovely",  # no postcode after it
        "Coca-Cola-Werke NE1 4ST",
        "Bradford-on-Avon is on the list",
    ],
)
def test_without_a_postcode_or_a_particle_the_rule_says_nothing(text):
    assert [text[m.start : m.end] for m in postcode_towns(text)] == []
