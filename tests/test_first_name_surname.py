"""A first name of the tables before a capitalised word no table or dictionary has is one
person's name, also where the tagger reads the sentence otherwise (a held-out round: ``My physio
Anneliese Voss at Uppermill Physio`` left the whole name)."""

from __future__ import annotations

import pytest
from detector_helpers import run_posts

T = "{http://www.tei-c.org/ns/1.0}"


def _text(tmp_path, posts: list[str]) -> str:
    return " ".join(run_posts(tmp_path, posts).getroot().find(f"{T}text").itertext())


@pytest.mark.parametrize(
    ("post", "surname"),
    [
        ("My physio Liesbeth Vorholt at Greenfield Physio says I need rest.", "Vorholt"),
        ("My dentist Gerlinde Vosskamp at Moorside Dental says hi.", "Vosskamp"),
        ("The landlord Hannelore Brinkjost at Holloway Lettings replied.", "Brinkjost"),
    ],
)
def test_a_listed_first_name_and_an_unknown_surname_are_replaced(tmp_path, post: str, surname: str) -> None:
    assert surname not in _text(tmp_path, [post])


@pytest.mark.parametrize(
    ("post", "kept"),
    [
        ("Wir lesen Anna Karenina in der Schule.", "Karenina")  # a work the public list keeps
    ],
)
def test_a_work_stays(tmp_path, post: str, kept: str) -> None:
    assert kept in _text(tmp_path, [post])
