"""Issue 41: one table of the greetings of the scripts without capitals
(``teianon/lists/curated/greetings.tsv``), read by the script-slot rules and by the lists of
names; a first name (राम) and a word for "with" (مع) are no greetings. Made-up people."""

from __future__ import annotations

import pytest
from detector_helpers import replaced

from teianon.annotate import list_members
from teianon.detect.script_slots import foreign_greeting, foreign_greetings


def test_one_table_for_both_rules() -> None:
    greetings = foreign_greetings()
    # What each of the two tables had alone is in the one.
    assert {"สวัสดี", "안녕하세요", "谢谢", "ありがとう", "მადლობა", "सलाम"} <= greetings
    assert {"בוקר", "وداعا", "أهلاً", "अलविदा"} <= greetings
    assert "राम" not in greetings and "مع" not in greetings
    assert not hasattr(list_members, "_GREETINGS")
    assert foreign_greeting("ขอบคุณค่ะ!")


@pytest.mark.parametrize(
    ("text", "greeting"),
    [
        ("Danke Wiebke und สวัสดี kommen morgen", "สวัสดี"),
        ("Grüße an Hauke und 안녕 sagen alle", "안녕"),
        ("Thanks Rosalind and მადლობა go out to everyone", "მადლობა"),
    ],
)
def test_a_greeting_beside_a_listed_person_is_no_member_of_the_list(text: str, greeting: str) -> None:
    found = replaced(text)
    assert ("PER", greeting) not in found
    assert any(kind == "PER" for kind, _ in found)  # the person beside it still is one


@pytest.mark.parametrize(
    ("text", "name"), [("Dabei waren Okke, राम und Swantje.", "राम"), ("Teilnehmende: Bodo, राम, Liv", "राम")]
)
def test_a_first_name_once_listed_as_a_greeting_is_a_person(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("sie sagte وداعا und ging", "وداعا"),
        ("er rief अलविदा und fuhr los", "अलविदा"),
        ("Frau Okada sagt בוקר", "בוקר"),
    ],
)
def test_a_greeting_in_a_person_slot_is_no_one(text: str, word: str) -> None:
    assert ("PER", word) not in replaced(text)


def test_with_between_two_names_stays() -> None:
    assert ("PER", "مع") not in replaced("Malte مع Swantje kommen morgen")
