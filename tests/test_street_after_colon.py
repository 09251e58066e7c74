"""After a verb of living and a colon, a street named with a preposition is still a street
where it is the whole answer to where one lives (a review of the held-out round's rule); an idiom
of the kind of place, a time, or a phrase that opens a clause stays."""

from __future__ import annotations

import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, street",
    [
        ("Wir wohnen jetzt: Unter den Ulmen.", "Unter den Ulmen"),
        ("Meine Eltern wohnen seit März: Am Kuhkamp, gleich hinter dem Hof.", "Am Kuhkamp"),
        ("Wohne seit Juni: Zwischen den Teichen", "Zwischen den Teichen"),
        ("Sie wohnt inzwischen: An der Ziegelei in Rheine", "An der Ziegelei"),
        ("We live at: Hinter dem Bach.", "Hinter dem Bach"),
    ],
)
def test_a_street_after_living_and_a_colon_is_taken(text, street):
    assert found(text, "address_frames") == [("LOC", street)]


@pytest.mark.parametrize(
    "text",
    [
        "Wir wohnen jetzt: Auf dem Land.",
        "Wir wohnen seit Mai: In der Nacht hört man die Züge.",
        "Wir wohnen seit Mai: In der Stadt ist es laut.",
        "Wir wohnen jetzt: Im Freien, quasi.",
        "Wir wohnen seit Mai: Am See.",
    ],
)
def test_an_idiom_a_time_or_a_clause_after_living_and_a_colon_stays(text):
    assert found(text, "address_frames") == []
