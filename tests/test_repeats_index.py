"""repeats: the search by first words (repeat_search.Search) finds what the pattern of all targets
finds, without compiling it (issue 41); Literals finds which strings stand in a text."""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings
from hypothesis import strategies as st

from teianon.annotate import repeat_search
from teianon.annotate.repeats import Search, Target, pattern_of
from teianon.mention import Category
from teianon.read.search import Literals

# Names, their case and inflection variants, a stretched end, letters whose case folding
# changes a text's length (ß, ﬀ, İ) or differs from lower() (ſ, K Kelvin sign), the Turkish
# dotless i that regex pairs with I in any case (casefold does not), and separators.
PIECES = ["Paul", "paul", "PAUL", "Pauls", "Paulll", "Paul's", "Anna", "anna", "Anna Koch", "anna  koch", "Koch",
          "Straße", "STRASSE", "strasse", "ſtraße", "\u212aoch", "lela2", "Lela2s", "xPaul", "Paulx", "2Anna",
          "Işık", "ISIK", "isik", "ışık", "İpek", "ipek", "ﬀ", "Weiß", "WEISS", "Annan", "Annen",
          " ", " ", "\n", ", ", "_", "-"]
TARGETS = [Target("Paul", Category.PER, None, True, "t"), Target("Anna Koch", Category.PER, None, False, "t"),
           Target("Koch", Category.PER, None, False, "t"), Target("lela2", Category.NICK, "A01", False, "t"),
           Target("Straße", Category.LOC, None, False, "t"), Target("Anna", Category.PER, None, False, "t"),
           Target("Isik", Category.PER, None, False, "t"), Target("Işık", Category.PER, None, False, "t"),
           Target("Weiss", Category.PER, None, False, "t"), Target("Ann", Category.PER, None, False, "t"),
           Target("Paul Weiß", Category.PER, None, True, "t"), Target("Annan", Category.PER, None, False, "t")]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30), st.sets(st.integers(0, len(TARGETS) - 1), min_size=1))
def test_the_search_finds_what_the_pattern_of_all_targets_finds(pieces: list[str], chosen: set[int]) -> None:
    targets = [TARGETS[i] for i in sorted(chosen)]
    pattern = pattern_of(targets)
    assert pattern is not None
    text = "".join(pieces)
    assert [m.span() for m in Search(targets).finditer(text)] == [m.span() for m in pattern.finditer(text)]


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        # The longer target first where both begin ("Anna Koch" before "Anna"), with its ending.
        ("bei Anna Kochs und anna", [(4, 14), (19, 23)]),
        # Beside a ß, which folds to two letters: the places are the text's, not the folded text's.
        ("Straße zu Paul, dann Koch", [(0, 6), (10, 14), (21, 25)]),
        ("Grüße an Annan heißt es", [(9, 14)]),
        # A stretched end, and no match inside a word.
        ("kochhh mit xPaul und Paulx", [(0, 6)]),
    ],
)
def test_the_search_gives_the_places_of_the_text(text: str, spans: list[tuple[int, int]]) -> None:
    assert [m.span() for m in Search(TARGETS).finditer(text)] == spans


def test_a_long_post_of_one_name_is_found_at_each_of_its_places() -> None:
    targets = [Target(f"nick{i}", Category.NICK, None, False, "t") for i in range(3000)] + TARGETS
    text = "hallo lela2 " * 5000
    spans = [m.span() for m in Search(targets).finditer(text)]
    assert spans == [(i * 12 + 6, i * 12 + 11) for i in range(5000)]


def test_literals_name_the_strings_that_stand_in_a_text() -> None:
    literals = Literals([("Anna", "a"), ("anna", "b"), ("Koch", "c")], casefold=True)
    assert literals.found("hallo ANNA") == {"a", "b"}
    assert literals.found("x", "kochen") == {"c"}
    assert not literals.any("Hannover")
    assert Literals([("Anna", 1)]).found("anna") == set()
    assert not Literals([]).any("anything")
    assert Literals([("", 1)]).any("")


def test_the_automaton_folds_alike_what_regex_matches_in_any_case() -> None:
    # Every pair of characters regex matches to each other in any case (its own case tables,
    # not public API) folds alike, so no match begins where the automaton found no first word;
    # characters Python's tables do not know are searched with the alternation.
    import unicodedata

    from regex import _regex, _regex_core

    flags = _regex_core.IGNORECASE | _regex_core.UNICODE
    unpaired = []
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000 or unicodedata.category(chr(code)) == "Cn":
            continue
        for other in map(chr, _regex.get_all_cases(flags, code)):
            if repeat_search._fold(other) != repeat_search._fold(chr(code)) and unicodedata.category(other) != "Cn":
                unpaired.append((chr(code), other))
    assert unpaired == []
