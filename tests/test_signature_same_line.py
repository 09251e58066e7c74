"""A name that fills the line after a closing on that same line signs the mail or letter: it is
the writer's, private, also where a famous person has that name; a greeting sent to or from
someone is no signature. Names invented or of famous people, sentences of our own."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> dict[str, str | None]:
    tree = annotated(text)
    return {"".join(e.itertext()): e.get("subtype") for e in tree.getroot().iter(tei("name"))}


@pytest.mark.parametrize(
    "text, name",
    [
        ("Danke für die Unterlagen.\nGruß Hauke Eilts", "Hauke Eilts"),
        ("Bis Montag dann.\nLG Enno Harms", "Enno Harms"),
        ("Gruß Michael Ballack", "Michael Ballack"),
        ("Alles klar.\nDanke und Gruß, Michael Ballack", "Michael Ballack"),
        ("Thanks for sorting the invoice.\nBest, Hauke Eilts", "Hauke Eilts"),
    ],
)
def test_a_name_after_a_closing_on_its_line_is_the_writers(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and names[name] is None, names


@pytest.mark.parametrize(
    "text, name",
    [
        ("Viele Grüße an Boris Becker, falls du ihn triffst!", "Boris Becker"),
        ("Sie schickt Grüße von Oliver Kahn aus dem Fernsehstudio.", "Oliver Kahn"),
    ],
)
def test_a_greeting_to_or_from_someone_is_no_signature(text: str, name: str) -> None:
    names = _names(text)
    assert names.get(name) in (None, "public") and (name not in names or names[name] == "public"), names


@pytest.mark.parametrize(
    "text, name",
    [
        ("Mit freundlichen Grüßen\ni. A. Dziedzic", "Dziedzic"),
        ("Mit freundlichen Grüßen\ni. V. Kranz", "Kranz"),
        ("Viele Grüße\ni.A. Vogt", "Vogt"),
    ],
)
def test_who_signs_for_someone_is_named_whatever_the_word(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and names[name] is None, names


def test_on_behalf_of_a_body_names_no_one() -> None:
    assert _names("Mit freundlichen Grüßen\ni. A. Der Vorstand") == {}


@pytest.mark.parametrize(
    "text, name", [("omg love Taylor Swift", "Taylor Swift"), ("the best Mario Kart ever", "Mario Kart")]
)
def test_a_word_that_closes_letters_signs_only_with_its_comma(text: str, name: str) -> None:
    # "Love, Mum" signs a letter; "love Taylor Swift" is liking her: the public name stays.
    assert _names(text).get(name, "public") == "public"
