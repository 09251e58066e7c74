"""Issue 38: a greeting or interjection of the chat word lists that no person table knows
(``Moin``, ``Servus``, ``Hiya``), a weekday with a possessive ending (``Saturday's``) and a
country's language or nationality word (``German``, ``Polish``) name no one, however sure the
tagger is (a place, ``Germany``, and a town's demonym, ``Mannheimer``, are left to the others);
a first name that is also such a word (``Will``, ``May``) and a plain first name stay for the
decision. Strings of our own."""

from __future__ import annotations

import pytest

from teianon.detect.chat_words import judge


@pytest.mark.parametrize(
    "words", [["Moin"], ["Servus"], ["Hiya"], ["Tach"], ["Saturday's"], ["Sunday", "'s"], ["Montags"], ["Friday’s"]]
)
def test_a_greeting_or_a_weekdays_possessive_names_no_one(words: list[str]) -> None:
    assert judge(words, "medium") is None


@pytest.mark.parametrize(
    "words", [["Will"], ["May"], ["Anna"], ["Sunday", "Okafor"], ["Moin", "Petersen"], ["Germany"], ["Mannheimer"]]
)
def test_a_name_stays(words: list[str]) -> None:
    assert judge(words, "medium") == "medium"
