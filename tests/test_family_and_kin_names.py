"""Issue 38: names after lower-case kinship words and ``familie``, and full names in capitals
after a double first name, in chat. The kinship word is no part of the name; ordinary words after
``familie`` and sentences in capitals stay. Made-up people, strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("gestern bei familie wrobelski gegrillt", "wrobelski"),
        ("grüße an die familie adeyemi-kraus", "adeyemi-kraus"),
        ("fam. tessendorf hat abgesagt", "tessendorf"),
    ],
)
def test_a_lower_case_surname_after_familie_is_a_person(text: str, name: str) -> None:
    assert ("PER", name) in found(text, "person_frames")


@pytest.mark.parametrize(
    "text",
    [
        "familie ist das wichtigste",
        "meine familie wohnt weit weg",
        "familie feierte bis spät",
        "die familie grüßt dich",
        "familie und freunde kommen",
        "familie zuerst",
        "fam. gesund und munter",
        "Das möchte ich meiner Familie voranstellen.",  # prose: a verb after a capital Familie
        "Sie hat sich vor der ganzen Familie verlobt",
    ],
)
def test_a_word_of_the_sentence_after_familie_stays(text: str) -> None:
    assert [t for c, t in found(text, "person_frames") if c == "PER"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Glückwunsch an KARL-OTTO WEISS", "KARL-OTTO WEISS"),
        ("Unterschrift: MARIE-LUISE KOCH", "MARIE-LUISE KOCH"),
        ("Gewinner ist HANS-PETER FISCHER!", "HANS-PETER FISCHER"),
    ],
)
def test_a_double_first_name_in_capitals_takes_a_surname_that_is_a_word(text: str, name: str) -> None:
    assert ("PER", name) in found(text, "separated_names")


@pytest.mark.parametrize(
    "text",
    [
        "KARL-OTTO WEISS NICHT WAS ER WILL",  # a sentence in capitals: WEISS is its verb
        "SAINT-GERMAIN BRAUN",
        "COCA-COLA LIGHT",
    ],
)
def test_capitals_that_go_on_or_are_no_double_first_name_stay(text: str) -> None:
    assert not [t for c, t in found(text, "separated_names") if " " in t]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Oma Hedwig hat angerufen", "Hedwig"),
        ("oma trudi hat angerufen", "trudi"),
        ("Opa Ewald war da", "Ewald"),
    ],
)
def test_the_kinship_word_is_no_part_of_the_name(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)
    assert not [t for _, t in replaced(text) if t.split()[0].casefold() in {"opa", "oma"}]
