"""Issue 38: a person's name that is also a word, replaced once, at its next mention; and a
nickname's word that the name tables hold too, not repeated after an article. Other strings
than the issue's: the rules are about kinds."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.annotate.called_names import stands_for_person


def test_a_names_word_the_tables_hold_is_no_repeat_after_an_article() -> None:
    found = marked(
        chat(["blackbird_4", "ravi_s"], [(1, "thanks bird"), (0, "np"), (1, "a bird sat on the roof")], "en")
    )
    assert found["p0"] == [("bird", "nickname", "#u0")]
    assert found["p2"] == []


def test_a_person_named_by_a_word_is_replaced_at_the_next_mention_where_a_person_stands() -> None:
    found = marked(
        chat(
            ["kim_o", "dan_r"],
            [
                (0, "thanks sage for the tip"),
                (1, "sage is wise"),
                (0, "add some sage to the soup"),
                (1, "the sage in the pot"),
                (0, "sage said so"),
            ],
            "en",
        )
    )
    assert found["p0"] == [("sage", "PER", None)]
    assert found["p1"] == [("sage", "PER", None)]
    assert found["p2"] == []
    assert found["p3"] == []
    assert found["p4"] == [("sage", "PER", None)]


@pytest.mark.parametrize(
    ("text", "word", "person"),
    [
        ("yeah ivy is great", "ivy", True),
        ("ja jin war auch da", "jin", True),
        ("und merle meinte das auch", "merle", True),
        ("the ivy is green", "ivy", False),
        ("i hope so", "hope", False),
        ("zwei merle im garten", "merle", False),
        # A frequent word before a copula is itself (the review's probes, other strings).
        ("i agree. summer was too short", "summer", False),
        ("but hope is all we have", "hope", False),
        # A frequent word still names the person in a slot of its own.
        ("hope said she would come", "hope", True),
        # Issue 38 review: an abstract noun opens a clause bare as itself, however rare; a count
        # noun needs an article there, and a first name that ends like one is still a name.
        ("i agree. freedom was never free", "freedom", False),
        ("yeah kindness is rare", "kindness", False),
        ("ja gerechtigkeit ist wichtig", "gerechtigkeit", False),
        ("naja freundschaft war das nie", "freundschaft", False),
        ("and friendship was all that mattered", "friendship", False),
        ("yeah florence is great", "florence", True),
        ("ja sternchen ist cool", "sternchen", True),
        ("yeah trinity was there", "trinity", True),
    ],
)
def test_where_a_word_stands_for_the_person_it_named(text: str, word: str, person: bool) -> None:
    start = text.index(word)
    assert stands_for_person(text, start, start + len(word)) is person


def test_an_abstract_noun_of_a_nickname_is_itself_before_a_copula() -> None:
    found = marked(
        chat(
            ["freedom_rider", "anna_b"],
            [(1, "hi freedom"), (0, "hey"), (1, "i agree. freedom was never free"), (0, "ok freedom said so")],
            "en",
        )
    )
    assert found["p0"] == [("freedom", "nickname", "#u0")]
    assert found["p2"] == []
    assert found["p3"] == [("freedom", "nickname", "#u0")]
