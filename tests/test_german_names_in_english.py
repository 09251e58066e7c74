"""Issue 38: a German first name that German also reads as a noun or a compound (``Gottfried``,
``Friedhelm``) is a name inside an English post, where the German dictionary says nothing; an
English word capitalised there stays the word. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_lower_case_repeats import _run


@pytest.mark.parametrize("name", ["Gottfried", "Friedhelm", "Albrecht", "Diethelm"])
def test_a_german_first_name_in_an_english_post_is_a_name(tmp_path: Path, name: str) -> None:
    text, _ = _run(tmp_path, [f"Saved! By the way {name} from my team might join next month."])
    assert name not in text.split("<text>", 1)[1]


def test_an_english_word_stays(tmp_path: Path) -> None:
    text, _ = _run(tmp_path, ["Saved! By the way Frank advice from my team helped a lot."])
    assert "Frank advice" in text
