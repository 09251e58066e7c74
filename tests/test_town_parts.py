"""Issue 38, kind 2: parts of towns and villages as locals name them: a quarter (``-viertel``,
``-kiez``), a village after the word for it (``Dorf``, ``village``, ``hamlet``, with ``namens``
or ``called`` too), and a small river or lake in the frame of swimming in it. Kinds of quarter
every town has, lodgings and ordinary phrases stay. All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Wir wohnen seit Mai im Wendelinviertel.", "Wendelinviertel"),
        ("Ich bin im Scharnhorst-Viertel aufgewachsen.", "Scharnhorst-Viertel"),
        ("abends hängen wir im Körnerkiez rum", "Körnerkiez"),
        ("treffen uns im brunnenkiez", "brunnenkiez"),
    ],
)
def test_a_quarter_by_its_name_is_a_place(text: str, name: str) -> None:
    assert ("GPE", name) in found(text, "place")
    assert ("GPE", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Das Bahnhofsviertel ist nachts laut.",
        "Im Studentenviertel gibt es viele Kneipen.",
        "Wir haben ein Dreiviertel der Strecke geschafft.",
        "Er schlug sein Standquartier im Gasthof auf.",
        "Das Häuserviertel war eng.",
        "wir treffen uns in der Stadtmitte",
    ],
)
def test_a_kind_of_quarter_or_a_lodging_is_no_name(text: str) -> None:
    assert [m for m in found(text, "place") if m[0] == "GPE"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Meine Oma kommt aus einem Dorf namens Gökçeyazlar.", "Gökçeyazlar"),
        ("Wir fahren jeden Sommer ins Dorf Kocakavak bei Tokat.", "Kocakavak"),
        ("My granddad grew up in a village called Drumnaveagh.", "Drumnaveagh"),
        ("They lived in the hamlet of Cloughmore for years.", "Cloughmore"),
    ],
)
def test_a_village_after_the_word_for_it_is_a_place(text: str, name: str) -> None:
    assert ("GPE", name) in found(text, "place")
    assert ("GPE", name) in replaced(text)


@pytest.mark.parametrize(
    "text", ["Das Dorf Fest war schön.", "The village Green was busy.", "We love the village of course."]
)
def test_a_word_after_village_is_no_name(text: str) -> None:
    assert [m for m in found(text, "place") if m[0] == "GPE"] == []


def test_a_river_swum_in_is_a_place() -> None:
    assert ("LOC", "Glenarrow") in found("we went swimming in the Glenarrow after school", "place")
    assert ("LOC", "Sea") not in found("we went swimming in the Sea", "place")
