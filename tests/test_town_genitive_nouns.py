"""A town's German genitive before a common noun (``Wittens Hund``, ``Bochums Innenstadt``,
``Dortmunds Polizei``; issue 39, a review's list): the town is the name, replaced as a place, and
the noun after it is the sentence's word, which stays. Towns and nouns of our own."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.detect.tagger_spans import pieces, town_genitive


@pytest.mark.parametrize(
    ("text", "town", "noun"),
    [
        ("Gelsenkirchens Feuerwehr war schnell da", "Gelsenkirchens", "Feuerwehr"),
        ("ich find Bottrops Innenstadt hässlich", "Bottrops", "Innenstadt"),
        ("Paderborns Polizei kam spät", "Paderborns", "Polizei"),
    ],
)
def test_the_town_is_replaced_and_the_noun_stays(text: str, town: str, noun: str) -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))["p0"]
    assert all(noun not in name for name, _, _ in found), found
    assert (town, "GPE", None) in found


def test_the_span_is_cut_after_the_genitive() -> None:
    assert pieces(["Mindens", "Polizei"], True, "ORG") == [(0, 1)]
    assert pieces(["Wuppertals", "Zoo"], False, "LOC") == [(0, 1)]


@pytest.mark.parametrize(
    "words",
    [
        ["Paderborn"],  # the town itself
        ["Peters"],  # a person's genitive
        ["Haus"],  # a word
        ["Paderborns", "Polizei"],  # two words
    ],
)
def test_what_is_no_towns_genitive(words: list[str]) -> None:
    assert not town_genitive(words)


def test_a_name_after_the_genitive_is_not_cut() -> None:
    """``Dortmunds Westfalenhalle``: a hall's name no dictionary holds is no common noun."""
    assert pieces(["Dortmunds", "Westfalenhalle"], True, "LOC") == [(0, 2)]
