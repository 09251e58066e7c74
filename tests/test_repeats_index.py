"""repeats: the pattern tried only where a target's first word begins finds what trying it
everywhere finds; Literals finds which strings stand in a text."""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings
from hypothesis import strategies as st

from teianon.annotate.repeats import Target, _finditer, first_words, pattern_of
from teianon.mention import Category
from teianon.read.search import Literals

# Names, their case and inflection variants, a stretched end, letters whose case folding
# changes a text's length (ß) or differs from lower() (ſ, K Kelvin sign), and separators.
PIECES = ["Paul", "paul", "PAUL", "Pauls", "Paulll", "Anna", "anna", "Anna Koch", "anna  koch", "Koch", "Straße",
          "STRASSE", "ſtraße", "\u212aoch", "lela2", "Lela2s", "xPaul", "Paulx", "2Anna", " ", " ", "\n", ", ", "_"]
TARGETS = [Target("Paul", Category.PER, None, True, "t"), Target("Anna Koch", Category.PER, None, False, "t"),
           Target("Koch", Category.PER, None, False, "t"), Target("lela2", Category.NICK, "A01", False, "t"),
           Target("Straße", Category.LOC, None, False, "t"), Target("Anna", Category.PER, None, False, "t")]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30), st.sets(st.integers(0, len(TARGETS) - 1), min_size=1))
def test_the_indexed_search_finds_what_the_pattern_finds(pieces: list[str], chosen: set[int]) -> None:
    targets = [TARGETS[i] for i in sorted(chosen)]
    pattern = pattern_of(targets)
    assert pattern is not None
    text = "".join(pieces)
    expected = [m.span() for m in pattern.finditer(text)]
    assert [m.span() for m in _finditer(pattern, text, first_words(targets))] == expected


def test_a_long_post_of_one_name_is_found_at_each_of_its_places() -> None:
    targets = [Target(f"nick{i}", Category.NICK, None, False, "t") for i in range(3000)] + TARGETS
    pattern = pattern_of(targets)
    assert pattern is not None
    text = "hallo lela2 " * 5000
    spans = [m.span() for m in _finditer(pattern, text, first_words(targets))]
    assert spans == [(i * 12 + 6, i * 12 + 11) for i in range(5000)]


def test_literals_name_the_strings_that_stand_in_a_text() -> None:
    literals = Literals([("Anna", "a"), ("anna", "b"), ("Koch", "c")], casefold=True)
    assert literals.found("hallo ANNA") == {"a", "b"}
    assert literals.found("x", "kochen") == {"c"}
    assert not literals.any("Hannover")
    assert Literals([("Anna", 1)]).found("anna") == set()
    assert not Literals([]).any("anything")
    assert Literals([("", 1)]).any("")
