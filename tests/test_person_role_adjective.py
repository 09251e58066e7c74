"""Issue 38: a role word in lower case that is also an adjective's comparative (``dichter`` of
``dicht``) before a capitalised noun that is a surname too: the adjective, not a title. Strings
of our own."""

from __future__ import annotations

import pytest

from detector_helpers import replaced
from teianon.detect.person_titles import comparative_reading


@pytest.mark.parametrize(
    "text",
    [
        "Dort lag dichter Staub auf den Regalen.",
        "Aus dem Kamin kam dichter Ruß, die Nachbarn riefen an.",
        "Nach dem Sturm lag überall dichter Staub.",
    ],
)
def test_a_lower_case_comparative_before_a_surname_noun_is_no_title(text: str) -> None:
    assert not [t for kind, t in replaced(text) if kind == "PER"], replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Unser Dichter Vogel liest am Freitag im Gemeindehaus.", "Vogel"),
        ("frag mal trainer Krause ob das training ausfällt", "Krause"),
    ],
)
def test_a_role_word_before_a_name_still_makes_a_person(text: str, name: str) -> None:
    assert any(name in t for kind, t in replaced(text) if kind == "PER"), replaced(text)


def test_comparative_reading() -> None:
    assert comparative_reading("dichter")
    # Role words whose stem is a noun, or no word: the role.
    assert not any(comparative_reading(w) for w in ("maler", "spieler", "trainer", "Dichter", "sänger"))
