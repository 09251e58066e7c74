"""A post after a name on a letter's copy line is the person's job, not a second person (issue 38:
``cc: Mr Obi, Bursar, Longmead School`` had ``Bursar`` replaced as a person)."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> dict[str, str | None]:
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return {"".join(e.itertext()): e.get("type") for e in post.iter(tei("name"))}


@pytest.mark.parametrize(
    "text, person, role",
    [
        ("Regards, Anna Berger, Treasurer", "Anna Berger", "Treasurer"),
        ("cc: Mrs Ahn, Headteacher, Riverside Primary", "Ahn", "Headteacher"),
        ("cc: Mr Obi, Bursar, Longmead School", "Obi", "Bursar"),
    ],
)
def test_a_job_after_a_name_and_a_comma_is_no_name(text: str, person: str, role: str) -> None:
    names = _names(text)
    assert person in names and role not in names, names


@pytest.mark.parametrize(
    "text, second",
    [
        ("cc: Mr Obi, Baker, Longmead School", "Baker"),  # a surname, though a word too
        ("Dear Mr Obi, Rose and I will come", "Rose"),  # a first name: a second person
    ],
)
def test_a_name_of_the_tables_there_is_still_a_person(text: str, second: str) -> None:
    assert _names(text).get(second) == "PER"


@pytest.mark.parametrize(
    "text, second",
    [
        ("Kopie: Frau Keller, Brackenkamp, Schulamt", "Brackenkamp"),  # -kamp: a noun's tail, no post
        ("cc: Mrs Ahn, Quellenhorst, Riverside Primary", "Quellenhorst"),
    ],
)
def test_a_rare_surname_ending_in_a_noun_is_still_a_person(text: str, second: str) -> None:
    # A compound no text writes is a surname the tables lack, not a job.
    assert _names(text).get(second) == "PER", _names(text)
