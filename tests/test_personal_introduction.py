"""Issue 38: a name introduced by a pronoun or a possessive (``sie heißt``, ``sein Rufname
ist``, ``her name is``) is a person's even where it is a word too (``Freude``); ``das heißt`` and
a thing's name (``der Film heißt``) introduce no one. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_lower_case_repeats import _run


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Unsere Kleine ist da! Sie heißt übrigens Freude mit Zweitnamen, haha.", "Freude"),
        ("Mein Neffe ist zwei. Sein Rufname ist Frieden, wie beim Opa.", "Frieden"),
        ("Er heißt Segen, sagt seine Mutter.", "Segen"),
    ],
)
def test_a_word_introduced_as_a_persons_name_is_replaced(tmp_path: Path, post: str, name: str) -> None:
    text, _ = _run(tmp_path, [post])
    assert name not in text.split("<text>", 1)[1]


@pytest.mark.parametrize(
    ("post", "word"),
    [("Der Film heißt Sonne und läuft im Kino.", "Sonne"), ("Wir fahren am Freitag, das heißt Urlaub!", "Urlaub")],
)
def test_a_things_name_stays(tmp_path: Path, post: str, word: str) -> None:
    text, _ = _run(tmp_path, [post])
    assert word in text.split("<text>", 1)[1]
