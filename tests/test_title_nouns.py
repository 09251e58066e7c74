"""Issue 38: after a role word (not a form of address), a frequent German noun that no name
table holds is the word the role qualifies, not a surname (``wegen Bundeskanzler Besuch``); a
rare name after the role stays a person's. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_lower_case_repeats import _run


@pytest.mark.parametrize(
    "post",
    [
        "Stau wegen Bundeskanzler Besuch in Köln, plant mehr Zeit ein.",
        "Ab morgen gilt Bürgermeister Urlaub bis zum Monatsende, sagt Tom.",
        "Heute ist Präsidentin Empfang im Rathaus, hat Tom gesagt.",
    ],
)
def test_a_frequent_noun_after_a_role_is_no_name(tmp_path: Path, post: str) -> None:
    text, _ = _run(tmp_path, [post])
    word = post.split()[3].rstrip(",")
    assert f" {word} " in text.split("<text>", 1)[1]


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Heute kommt Pfarrer Gerstenkorn zum Gottesdienst.", "Gerstenkorn"),
        ("Trainer Ostermeier hat angerufen.", "Ostermeier"),
        ("Das sagte Frau Dr. Brennecke gestern.", "Brennecke"),
    ],
)
def test_a_name_after_a_role_or_a_form_of_address_stays_a_name(tmp_path: Path, post: str, name: str) -> None:
    text, _ = _run(tmp_path, [post])
    assert name not in text.split("<text>", 1)[1]
