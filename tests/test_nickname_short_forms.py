"""Issue 38: the short forms other participants call someone by: initials opening a turn that
speaks to them (``FJ kannst du``), and a compound nickname's three-letter noun in the spelling
the dictionary has (``waldfee`` -> ``fee``, ``kuschelbaer`` -> ``bär``), only where it is
addressed. The same strings as words of a sentence stay. Strings of our own."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked


@pytest.mark.parametrize(
    ("nicks", "post"),
    [
        (["lotte_m", "Franz-Josef"], "FJ kannst du mal schauen"),
        (["lotte_m", "Franz-Josef"], "fj bist du noch da?"),
        (["lotte_m", "Anne-Kathrin"], "AK du bist dran"),
        (["ruth.b", "Paul-Gerhard"], "PG hast du die datei"),
    ],
)
def test_initials_opening_a_turn_spoken_to_them_name_the_participant(nicks: list[str], post: str) -> None:
    found = marked(chat(nicks, [(0, "hallo zusammen"), (0, post)]))
    assert [corresp for _, kind, corresp in found["p1"] if kind == "nickname"] == ["#u1"]


@pytest.mark.parametrize(
    ("nicks", "post"),
    [
        (["lotte_m", "Alma-Maria"], "am montag gehts los"),  # lower-case initials that are a word
        (["lotte_m", "Franz-Josef"], "FJ hat gestern angerufen"),  # no one spoken to
    ],
)
def test_initials_without_a_second_person_after_them_stay(nicks: list[str], post: str) -> None:
    found = marked(chat(nicks, [(0, "hallo zusammen"), (0, post)]))
    assert [kind for _, kind, _ in found["p1"] if kind == "nickname"] == []


@pytest.mark.parametrize(
    ("nick", "called", "sentence"),
    [
        ("kuschelbaer", "bär", "im zoo war ein bär"),
        ("zauberfee_7", "fee", "die fee im märchen"),
        ("wiesenreh", "reh", "ein reh stand am waldrand"),
    ],
)
def test_a_three_letter_noun_of_a_compound_nickname_is_called_only_where_addressed(
    nick: str, called: str, sentence: str
) -> None:
    found = marked(chat([nick, "lotte_m"], [(1, "hallo zusammen"), (1, f"danke {called}"), (1, sentence)]))
    assert (called, "nickname", "#u0") in found["p1"]
    assert found["p2"] == []


def test_a_frequent_three_letter_noun_is_no_short_form() -> None:
    from teianon.detect.forms import Kind, name_variants

    assert ("tag", Kind.COMPOUND) not in {(form, kind) for kind, form in name_variants("sommertag", extended=True)}
    assert (Kind.COMPOUND, "bär") in name_variants("brummbaer_77", extended=True)
