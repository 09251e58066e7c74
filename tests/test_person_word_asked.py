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
        ("hat bay dir geschrieben?", "bay"),
        ("where is taro?", "taro"),
        ("is Ember home?", "Ember"),
        # told, greeted, seen
        ("sag anker bescheid", "anker"),
        ("frag mal granit ob sie mitkommt", "granit"),
        ("grüß kobra von mir", "kobra"),
        ("tell taro i said hi", "taro"),
        ("say hi to pille from me", "pille"),
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
        ("Pille, Tobias und Lena kommen auch", "Pille"),
        ("han, tobias and lena are late", "han"),
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
    # an old verb form where a name could stand bare is the verb: no frame of these reads it
    assert asked_frame("wie es gehört ward.", 14, 18, ["wie", "es", "gehört"], [], True) == ""
    assert asked_frame("wo ist der anker?", 11, 16, ["wo", "ist", "der"], [], True) == ""
    assert asked_frame("where is summer here", 9, 15, ["where", "is"], ["here"], False) == ""


def test_a_tagged_first_name_the_tables_know_is_not_held() -> None:
    # the tagger reads a person in lower case and the tables know the first name: replaced
    assert first_name_not_word("dieter")
    assert not first_name_not_word("mark")  # as frequent a word as a name: the model weighs it
    found = _persons("er war der letzte; uwe blieb absichtlich zurück.")
    assert found.get("uwe", ("low",))[0] in ("high", "medium")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # addressed before a request, doing what people do, where people are
        ("granit kannst du mir das schicken?", "granit"),
        ("taro if you could send me the file", "taro"),
        ("kobra bitte melde dich", "kobra"),
        ("anker schläft schon", "anker"),
        ("granit lässt grüßen", "granit"),
        ("pille hat recht", "pille"),
        ("han wants to know", "han"),
        ("ember is at work", "ember"),
        ("anker ist zuhause", "anker"),
        ("wann kommt granit?", "granit"),
        ("bay kommt nicht mit", "bay"),
        ("hab mit anker telefoniert", "anker"),
    ],
)
def test_a_name_addressed_or_doing_what_people_do_is_replaced(text: str, name: str) -> None:
    found = _persons(text)
    assert name in found and found[name][0] in ("high", "medium")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # German: bare after a finite verb, an imperative or before "zu" and an infinitive
        ("ich habe tin irgendwo schon gesehen", "tin"),
        ("auch das weiß Tin!", "Tin"),
        ("rühr shu nicht an!", "shu"),
        ("damit würde tin kein glück haben", "tin"),
        ("der chef ließ mich rufen, shu zu grüßen", "shu"),
        ("das macht er nur, um tin zu ärgern", "tin"),
    ],
)
def test_a_name_bare_after_a_german_verb_is_replaced(text: str, name: str) -> None:
    found = _persons(text)
    assert name in found and found[name][0] in ("high", "medium")


@pytest.mark.parametrize(
    "text",
    [
        "ich habe das geld nicht",
        "er wollte ihn möglichst fern zu halten",
        "die türme so lustig brennen zu sehen",
        "sie hat nie davon gesprochen",
        "Go to Miss Martha, Peggy, as fast as you can",
        "moon, sun and stars",
        "hope you are well",
        "summer please come back",
    ],
)
def test_words_in_the_same_frames_stay(text: str) -> None:
    assert set(_persons(text)) <= {"Martha", "Peggy"}


def test_a_german_verb_with_sharp_s_is_a_verb_when_folded() -> None:
    # the rules compare folded words, and casefold writes "weiß" as "weiss"
    from teianon.detect.clause_language import german_verb

    assert german_verb("weiß") and german_verb("weiss") and german_verb("ließ".casefold())
