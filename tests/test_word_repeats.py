"""Issue 38: a repeat of a name that running text uses as a word too (``harm``, ``grace``, the
part ``agrarpolitik`` of a nickname) needs what the name had: no repeat where the same word
stands as a word, after a determiner or a possessive, or inside a compound or a contraction;
the repeat stays where a person may stand. Strings of our own, German and English."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked


@pytest.mark.parametrize(
    ("nicks", "first", "later", "lang"),
    [
        (["anna_b", "ravi_s"], "thanks harm", "the storm did no harm to the roof", "en"),
        (["anna_b", "ravi_s"], "thanks grace", "as his grace said at dinner", "en"),
        (["anna_b", "ravi_s"], "thanks heather", "the heather-covered hills", "en"),
        (["anna_b", "ravi_s"], "thanks don", "i don't know yet", "en"),
        (["anna_b", "ravi_s"], "thanks jack", "i need a jack for the car", "en"),
        (["anna_b", "ravi_s"], "thanks dawn", "we left at dawn-break", "en"),
        (["wolkeleidenschaft_7", "bernd_k"], "hallo leidenschaft", "mit seiner Leidenschaft für Musik", "de"),
    ],
)
def test_a_name_that_is_a_word_is_not_repeated_where_it_is_the_word(
    nicks: list[str], first: str, later: str, lang: str
) -> None:
    found = marked(chat(nicks, [(1, first), (0, "hi"), (1, later)], lang))
    assert found["p0"] != []
    assert found["p2"] == []


@pytest.mark.parametrize(
    ("nicks", "first", "later", "word", "lang"),
    [
        (["anna_b", "ravi_s"], "thanks harm", "i went there with harm yesterday", "harm", "en"),
        (["anna_b", "ravi_s"], "thanks grace", "grace said she would come", "grace", "en"),
        (
            ["sturmagrarpolitik_5", "bernd_k"],
            "hallo agrarpolitik",
            "und agrarpolitik meinte das auch",
            "agrarpolitik",
            "de",
        ),
    ],
)
def test_where_a_person_may_stand_the_repeat_stays(
    nicks: list[str], first: str, later: str, word: str, lang: str
) -> None:
    found = marked(chat(nicks, [(1, first), (0, "hi"), (1, later)], lang))
    assert [text for text, _, _ in found["p2"]] == [word]
