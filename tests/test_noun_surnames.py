"""A German noun after a first name that is no word is the surname (``Józef Fuß``), whatever
found the first name (a title, the tagger, a cue): left out, the surname stays readable."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> list[str]:
    tree = annotated(text)
    return ["".join(e.itertext()) for e in tree.getroot().iter(tei("name")) if e.get("cert") != "low"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "Maß" casefolds to the English "mass": a German ß is no English word.
        ("Gestern kam Radosław Maß vorbei.", "Radosław Maß"),
        ("Gestern kam Bogumił Fuß vorbei.", "Bogumił Fuß"),
        # After a kinship title too.
        ("Gestern hat Onkel Józef Fuß angerufen.", "Józef Fuß"),
    ],
)
def test_the_noun_after_a_first_name_is_its_surname(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ich war mit Lisa Blumen kaufen.", "Lisa"),  # a plural: the object
        ("Ich wünsche Lisa Glück.", "Lisa"),  # a first name that is a word: no surname by its noun
        # An abstract noun of a derivation is no surname, after a first name of any origin.
        ("Der König erwartete Ljubomir Botschaft aus Prag.", "Ljubomir"),
        ("Wir schulden Radosław Anerkennung.", "Radosław"),
        ("Sie gaben Bogumił Gelegenheit dazu.", "Bogumił"),
    ],
)
def test_an_object_after_a_first_name_stays_a_word(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and not any(n.startswith(name + " ") for n in names)
