"""Towns of several words joined by small words (issue 38/39): where such a town is replaced,
the whole name goes, not its first word."""

import pytest
from detector_helpers import replaced


@pytest.mark.parametrize(
    "text, town",
    [
        ("Meine Tante zog nach Frankfurt an der Oder", "Frankfurt an der Oder"),
        ("wir wohnen seit Mai in Freiburg im Breisgau", "Freiburg im Breisgau"),
        ("Ich komme aus Kempten im Allgäu", "Kempten im Allgäu"),
        ("Lindau am Bodensee ist unser Zuhause", "Lindau am Bodensee"),
        ("my brother works in Burton upon Trent now", "Burton upon Trent"),
        ("Wir wohnen in Rothenburg ob der Tauber", "Rothenburg ob der Tauber"),
    ],
)
def test_the_whole_town_is_one_reference(text, town):
    assert replaced(text) == [("GPE", town)]


@pytest.mark.parametrize(
    "text, town",
    [
        ("Ich war in Berlin an der Uni", "Berlin"),
        ("Wir treffen uns in Hamburg am Hafen", "Hamburg"),
        ("I was in London on Monday", "London"),
        ("ich war in Frankfurt an der Börse", "Frankfurt"),
    ],
)
def test_a_town_and_a_phrase_after_it_stay_apart(text, town):
    assert replaced(text) == [("GPE", town)]
