"""A name a greeting addresses at a letter's or an e-mail's head is a person's, also one the
name tables lack and one written with a capital in German (``Liebe Jorinde,``), and also a
double first name the tables hold only in its parts (``Danke Jan-Ole!``). Words of the language
a greeting addresses stay (``Liebe Gemeinde,``, ``Hallo Elternbeirat,``). Made-up cases."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> list[str]:
    return ["".join(e.itertext()) for e in annotated(text).getroot().iter(tei("name"))]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Liebe Heilwig,\nanbei die Unterlagen.", "Heilwig"),
        ("Hallo Tjorven, kommst du morgen?", "Tjorven"),
        ("Hallo Jorinde,\nwie besprochen schicke ich dir die Liste.", "Jorinde"),
        ("Danke Jan-Ole! Bis morgen.", "Jan-Ole"),
        ("Hallo Maike-Sophie, wie geht es dir?", "Maike-Sophie"),
    ],
)
def test_a_greeted_name_is_a_persons(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(
    "text",
    [
        "Liebe Gemeinde,\nam Sonntag feiern wir.",
        "Hallo Elternbeirat,\nhier die Termine.",
        "Hallo Klassenpflegschaft,\nanbei das Protokoll.",
        "Liebe Sportsfreunde,\ndas Training fällt aus.",
    ],
)
def test_a_greeted_word_of_the_language_stays(text: str) -> None:
    assert _names(text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [("Viele Grüße von Hannelore Brinkschulte-Wiese", []), ("Warm greetings from Castle Bridge!", ["Castle Bridge"])],
)
def test_a_greetings_person_is_no_place_and_an_english_town_keeps_its_words(text: str, places: list[str]) -> None:
    # After "von" a first name before a word the tables lack is a person, not the greeting's
    # place; after "from" an English town's word that German has as a noun ("Bridge") is the
    # town's, not the start of a new phrase.
    from detector_helpers import view

    from teianon.detect.place_phrases import greetings

    post = view(text)
    assert [post.text[m.start : m.end] for m in greetings(post.text)] == places
