"""WholeWords: whether any of many strings stands in a text as a whole word, in any case, without
compiling their alternation; it must answer what the alternation (places.whole_words) answers."""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from teianon.read.places import whole_words
from teianon.read.search import WholeWords, _apart

# Names and words in several cases, letters whose case folding changes a text's length (ß, ﬀ,
# İ) or differs from lower() (ſ, K Kelvin sign, final sigma), digits and separators that do or
# do not end a word.
PIECES = ["Lena", "LENA", "lena", "Lenas", "xLena", "Lena2", "Straße", "STRASSE", "strasse", "ſtraße", "ẞ",
          "\u212aoch", "Koch", "koch", "ﬀ", "ff", "İz", "iz", "ız", "Σίσυφος", "σίσυφοσ", "Anna Koch", "anna  koch",
          " ", "-", "_", "/", ".", "1", "é", "e\u0301"]
STRINGS = ["Lena", "Straße", "strasse", "Koch", "Anna Koch", "ff", "iz", "Σίσυφος", "é", "Lena2"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12), st.sets(st.sampled_from(STRINGS), min_size=1))
def test_whole_words_answers_what_their_alternation_answers(pieces: list[str], strings: set[str]) -> None:
    text = "".join(pieces)
    expected = whole_words(sorted(strings)).search(text) is not None
    assert WholeWords(sorted(strings)).search(text) is expected


def test_a_string_counts_as_a_whole_word_in_any_case_only() -> None:
    words = WholeWords(["Lena", "Anna Koch"])
    assert words.search("hallo LENA!")
    assert words.search("bei anna koch")
    assert not words.search("Helena und Lenas")
    assert not words.search("Anna  Koch")  # as the pattern: one space where the string has one
    assert not WholeWords([]).search("Lena")


def test_the_turkish_i_is_found_as_the_pattern_finds_it() -> None:
    # regex pairs i with İ and I with ı in any case; casefold does not.
    assert WholeWords(["iz"]).search("İz") is (regex.search("iz", "İz", regex.IGNORECASE) is not None)
    assert WholeWords(["İz"]).search("iz") is (regex.search("İz", "iz", regex.IGNORECASE) is not None)


def test_case_folding_pairs_what_regex_pairs_outside_the_letters_set_apart() -> None:
    # Every pair of characters regex matches to each other in any case: the automaton's case
    # folding must read them alike, or one of them must be set apart (tried by the pattern).
    from regex import _regex, _regex_core  # regex's own case tables (not public API)

    flags = _regex_core.IGNORECASE | _regex_core.UNICODE
    unpaired = []
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000:
            continue
        char = chr(code)
        for other in map(chr, _regex.get_all_cases(flags, code)):
            if other.casefold() != char.casefold() and not (_apart(char) or _apart(other)):
                unpaired.append((char, other))
    assert unpaired == []


def test_regex_pairs_what_case_folding_pairs_one_for_one() -> None:
    # The converse: two characters that case folding makes the same single character (outside
    # the letters set apart) are the same for regex in any case, so a find of the automaton
    # between word boundaries is a match of the pattern.
    from regex import _regex, _regex_core

    flags = _regex_core.IGNORECASE | _regex_core.UNICODE
    by_fold: dict[str, list[str]] = {}
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000:
            continue
        char = chr(code)
        folded = char.casefold()
        if len(folded) == 1 and not _apart(char):
            by_fold.setdefault(folded, []).append(char)
    unmatched = [
        (char, other)
        for group in by_fold.values()
        if len(group) > 1
        for char in group
        for other in group
        if other != char and ord(other) not in _regex.get_all_cases(flags, ord(char))
    ]
    assert unmatched == []


def test_texts_and_strings_whose_folding_changes_their_length_are_searched_by_pattern() -> None:
    assert not WholeWords(["Straße"]).search("strasse")  # regex: ß is no "ss" in any case
    assert WholeWords(["Straße"]).search("die STRAßE")
    assert WholeWords(["strasse"]).search("strasse, Straße")
    assert not WholeWords(["Lena"]).search("") and WholeWords(["", "Lena"]).search("")
