"""Everyday first names that are also words, in frames where only a person stands (issue 38):
replaced in chat, in lower case too; the same words as words stay. The names here are none of
``benchmarks/chat_names_heldout.py``'s dev examples."""

from __future__ import annotations

import pytest
from test_person_clause import _persons

from teianon.detect.person_word_frames import may_be_name, word_frame


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the subject before a verb only people do, also with an adverb between
        ("anker meinte das passt schon", "anker"),
        ("Granit freut sich riesig", "Granit"),
        ("und anker hat gesagt dass sie kommt", "anker"),
        ("yesterday , fang also mentioned the bid", "fang"),
        ('" I will be late , " taro said .', "taro"),
        # greeted or thanked, the clause ending with it
        ("hi granit :)", "granit"),
        ("danke kobra!", "kobra"),
        ("Dear Lama ,", "Lama"),
        # after a kinship or relation word
        ("meine freundin pille kommt auch", "pille"),
        ("my flatmate anker is away", "anker"),
        # coordinated with a first name that is no word, in the same case
        ("jonas und anker kommen später", "anker"),
        ("Tobias and Lama are late", "Lama"),
        # the object of a verb of contact that takes only people
        ("I told taro about it", "taro"),
        ("ich hab granit gestern angerufen", "granit"),
        # a state only people are in
        ("kobra ist schwanger", "kobra"),
        ("granit is my best friend", "granit"),
        # addressed alone at the post's start or end, or after "o"/"oh"
        ("Pille, komm mal her", "Pille"),
        ("sei so gut, taro.", "taro"),
        ("oh kobra was hast du getan", "kobra"),
        ("lama , you 're in , right ?", "lama"),
        # asked after someone's age
        ("wie alt ist anker eigentlich?", "anker"),
        # a verb of the mind after an auxiliary, also in a question
        ("maybe granit doesn't want to come", "granit"),
        ("did ember remember the keys?", "ember"),
        # a noun of people after the copula
        ("Anker is the nicest teacher ever", "Anker"),
        # beside the writer or the one written to, alone with someone
        ("anker und ich gehen heute aus", "anker"),
        ("ich war mit granit allein", "granit"),
        # a name that is a modal verb, before a verb no modal takes, or greeted
        ("will hat mich gestern angerufen", "will"),
        ("tobias and will are late", "will"),
        ("danke will!", "will"),
    ],
)
def test_a_name_that_is_a_word_in_a_persons_frame_is_replaced(text: str, name: str) -> None:
    found = _persons(text)
    assert name in found and found[name][0] in ("high", "medium")


@pytest.mark.parametrize(
    "text",
    [
        "der anker liegt im hafen",
        "granit ist ein hartes gestein",
        "thanks pal :)",
        "danke dir, bis morgen",
        "moon, sun and stars",
        "summer, autumn, winter",
        "i told you so",
        "hi all",
        "die pille danach",
        "she married young",
        "oh well, whatever",
        "winter is the best season for it",
        "hope does not help",
        "wie alt ist der hund?",
        "mit zucker zusammen kochen",
        "ich will nach hause",
        "you will come too",
        "the will is signed",
        "may is a lovely month",
    ],
)
def test_the_same_words_as_words_stay(text: str) -> None:
    assert _persons(text) == {}


def test_the_frame_not_the_word_decides() -> None:
    text = "faith said so"
    assert word_frame(text, 0, 5) == "speech"
    assert word_frame("the faith said so", 4, 9) == ""  # after an article: the thing


def test_a_function_word_is_no_name_whatever_its_frame() -> None:
    # "you" and "man" are names in some tables; "soon" a given name nam_dict holds; "will" is
    # one only in its own frames (tested above)
    assert not may_be_name("man")
    assert not may_be_name("you")
    assert not may_be_name("soon")
    assert may_be_name("anker")
