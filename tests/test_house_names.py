"""A house's name before its street in an English address, wherever the documented forms put
it (a review of the held-out round's rule): alone in a post, on its own line, at a sentence's
start, after a colon or an address cue; a post without a digit too."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


@pytest.mark.parametrize(
    "text, house",
    [
        ("Holly Lodge, Station Road", "Holly Lodge"),
        ("Honeysuckle Cottage, Green Lane, is up for sale.", "Honeysuckle Cottage"),
        ("Mr and Mrs Dean\nThe Old Forge\nChurch Street\nWelford", "The Old Forge"),
        ("We moved! Orchard House, Mill Road, Sutton is our new home.", "Orchard House"),
        ("Post it to: Willow Barn, Chapel Lane", "Willow Barn"),
        ("we live at Beech Farm, Back Lane now", "Beech Farm"),
        ("Yesterday Rose Cottage, Mill Road was sold", "Rose Cottage"),
    ],
)
def test_a_house_name_before_its_street_is_found_where_it_begins(text, house):
    assert [value for category, value in found(text, "address") if category == "LOC"] == [house]


def test_the_house_name_is_replaced_whole_not_as_a_person():
    post = next(annotated("Lilac Cottage, Mill Road, is where my aunt lives.").iter(tei("post")))
    refs = [(e.get("type"), "".join(e.itertext())) for e in post.iter(tei("name"), tei("ref"))]
    assert ("LOC", "Lilac Cottage") in refs
    assert not any(category == "PER" for category, _ in refs)


@pytest.mark.parametrize(
    "text",
    [
        "The Opera House, Bridge Street",
        "We ate at the Coach House, High Street, lovely food",
        "She works at Manor House, Church Street",
        "Rose Cottage is a lovely tea room",
        "Ivy Cottage and Mill Road are both lovely names",
    ],
)
def test_no_house_name_mid_sentence_a_public_building_or_without_a_street(text):
    assert found(text, "address") == []


@pytest.mark.parametrize(
    "text, house",
    [
        ("Please speak to Dorothea Lindqvist (Bramble Cottage, Pound Lane) by Friday.", "Bramble Cottage"),
        (
            "Deceased: Mary Ashdown, born 3 May 1950, of Low Mill Cottage, Dallowgill, Ripon HG4 3RQ. The inquest",
            "Low Mill Cottage",
        ),
    ],
)
def test_a_house_name_in_brackets_or_before_village_town_and_postcode(text, house):
    assert house in [value for category, value in found(text, "address") if category == "LOC"]


def test_a_tea_rooms_name_alone_is_no_house():
    assert not [v for c, v in found("We had tea at Rose Cottage yesterday, lovely scones.", "address") if c == "LOC"]
