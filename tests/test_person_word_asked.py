"""Everyday names that are also words where chat asks after, waits for, visits or lists a person
(issue 38): replaced in lower case too; the same words as words, and seasons, stay. None of the
names here are ``benchmarks/chat_names_heldout.py``'s dev examples."""

from __future__ import annotations

import pytest
from test_person_clause import _persons

from teianon.decide import first_name_not_word
from teianon.detect.person_word_asked import asked_frame
from teianon.detect.person_word_frames import word_frame


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # asked after
        ("wo ist anker?", "anker"),
        ("ist granit schon da?", "granit"),
        ("hat kobra dir geschrieben?", "kobra"),
        ("where is taro?", "taro"),
        ("is Ember home?", "Ember"),
        # told, greeted, seen
        ("sag anker bescheid", "anker"),
        ("frag mal granit ob sie mitkommt", "granit"),
        ("grüß kobra von mir", "kobra"),
        ("tell taro i said hi", "taro"),
        ("say hi to ember from me", "ember"),
        ("hast du Anker gesehen?", "Anker"),
        ("have you seen granit?", "granit"),
        ("granit called me", "granit"),
        # visited, waited for, gone with
        ("morgen kommt kobra vorbei", "kobra"),
        ("anker kommt auch mit", "anker"),
        ("wir sind heute abend bei granit", "granit"),
        ("ich warte auf kobra", "kobra"),
        # a state only people are in, a birthday
        ("anker ist krank", "anker"),
        ("granit hat heute geburtstag", "granit"),
        # in a list with first names
        ("Kobra, Tobias und Lena kommen auch", "Kobra"),
        ("tobias, anker und lena", "anker"),
    ],
)
def test_a_name_asked_after_or_listed_is_replaced(text: str, name: str) -> None:
    found = _persons(text)
    assert name in found and found[name][0] in ("high", "medium")


@pytest.mark.parametrize(
    "text",
    [
        "wo ist der anker?",
        "where is summer?",
        "is summer here yet?",
        "i'm waiting for summer",
        "ist der granit schon da?",
        "hab die kobra gesehen",
        "äpfel, birnen und rosen",
        "wir sind bei regen rausgegangen",
        "sag das nicht",
    ],
)
def test_the_same_words_as_words_stay(text: str) -> None:
    assert _persons(text) == {}


def test_the_frame_decides_not_the_word() -> None:
    assert word_frame("wo ist anker?", 7, 12) == "asked"
    assert asked_frame("wo ist der anker?", 11, 16, ["wo", "ist", "der"], [], True) == ""
    assert asked_frame("where is summer here", 9, 15, ["where", "is"], ["here"], False) == ""


def test_a_tagged_first_name_the_tables_know_is_not_held() -> None:
    # the tagger reads a person in lower case and the tables know the first name: replaced
    assert first_name_not_word("dieter")
    assert not first_name_not_word("mark")  # as frequent a word as a name: the model weighs it
    found = _persons("er war der letzte; joachim blieb absichtlich zurück.")
    assert found.get("joachim", ("low",))[0] in ("high", "medium")
