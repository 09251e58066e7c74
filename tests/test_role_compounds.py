"""Issue 38 review: a hyphenated compound of ordinary nouns after a role word says what the role
is about, not who fills it; a double surname after the same words is still a person. Strings of
our own, of the kind the review found (``unser Trainer Kraft-Ausdauer``)."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.detect.person_words import noun_compound


def _persons(text: str) -> list[str]:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))
    return [name for name, kind, _ in found["p0"] if kind == "PER"]


@pytest.mark.parametrize(
    "text",
    [
        "unser Trainer Kraft-Ausdauer ist echt hart",
        "unser Coach Lauf-Technik hilft total",
        "die Trainerin Wald-Lauf macht Spaß",
        "mein Trainer Kraft-Training ist anstrengend",
        "unser Coach Zeit-Management war gut",
    ],
)
def test_a_compound_of_nouns_after_a_role_word_is_no_person(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("unser Trainer Meier-Klopp ist gut", "Meier-Klopp"),
        ("mein Coach Yilmaz-Berger kommt", "Yilmaz-Berger"),
        ("die Anwältin Okafor-Brandt hat geschrieben", "Okafor-Brandt"),
        # After a form of address anything capitalised is a surname, words too.
        ("Frau Sonnen-Schein hat angerufen", "Sonnen-Schein"),
        ("Herr Winter-Garten kommt morgen", "Winter-Garten"),
    ],
)
def test_a_double_surname_there_is_still_a_person(text: str, name: str) -> None:
    assert _persons(text) == [name]


def test_a_noun_compound_is_made_of_words_not_all_surnames() -> None:
    assert noun_compound("Kraft-Ausdauer")
    assert noun_compound("Zeit-Management")
    assert not noun_compound("Bauer-Fischer")  # two surnames that are words too
    assert not noun_compound("Okafor-Brandt")
    assert not noun_compound("Kraft")
