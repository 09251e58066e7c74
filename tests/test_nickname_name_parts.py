"""Issue 38: a part of a nickname of several parts, named later mid-sentence. A part the name
tables hold (a surname or first name that is also a word: ``miller``, ``fischer``) is the
participant where the clause puts a person, and stays the word after an article; a part of two
letters that another rule masks (``ask li about it``) is linked to its participant. Strings of
our own, of several origins."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.annotate.resolve import surer_links
from teianon.mention import Category, Mention


@pytest.mark.parametrize(
    ("nick", "greeting", "person", "word", "lang"),
    [
        ("jake_miller", "hi jake", "i think miller knows the answer", "the miller ground the flour", "en"),
        ("tom_baker", "hey tom", "and baker said no", "a baker makes bread", "en"),
        ("sarah_fischer", "na sarah", "und fischer hat recht", "ein fischer fängt fisch", "de"),
        ("lena.koch", "hi lena", "ok koch meinte das auch", "der koch hat gekocht", "de"),
        ("kemal_wagner", "hi kemal", "ja wagner kommt auch", "der wagner baut räder", "de"),
    ],
)
def test_a_part_that_is_a_name_and_a_word_names_its_participant_where_a_person_stands(
    nick: str, greeting: str, person: str, word: str, lang: str
) -> None:
    part = nick.replace(".", "_").split("_")[1]
    found = marked(chat([nick, "anna_b"], [(1, greeting), (0, "hey"), (1, person), (0, word)], lang))
    assert found["p2"] == [(part, "nickname", "#u0")]
    assert found["p3"] == []


def test_a_part_the_tagger_reads_as_a_person_is_replaced_not_held() -> None:
    found = marked(chat(["jake_miller", "anna_b"], [(1, "hi jake"), (0, "hey"), (1, "i met miller at the game")], "en"))
    assert found["p2"] == [("miller", "nickname", "#u0")]


@pytest.mark.parametrize(
    ("nick", "post", "part", "lang"),
    [
        ("li_wei", "ask li about it", "li", "en"),
        ("bo_chen", "thanks bo for the tip", "bo", "en"),
        ("Ed_Okafor", "frag mal ed", "ed", "de"),
    ],
)
def test_a_two_letter_part_another_rule_masks_is_linked(nick: str, post: str, part: str, lang: str) -> None:
    found = marked(chat([nick, "anna_b"], [(1, "hey"), (0, "hi"), (1, post)], lang))
    assert found["p2"] == [(part, "nickname", "#u0")]


def test_a_low_link_takes_the_certainty_of_a_surer_reading_of_the_same_words() -> None:
    link = Mention(4, 10, Category.NICK, "u0", "low", "nickname:part-exact")
    person = Mention(4, 10, Category.PER, None, "medium", "tagger:PER")
    other = Mention(0, 3, Category.PER, None, "high", "tagger:PER")
    assert surer_links([link, person, other])[0].cert == "medium"
    assert surer_links([link, other])[0].cert == "low"  # no reading of its words
