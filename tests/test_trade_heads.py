"""A town's pools, a home for the old, and shops named by their trade and their owner (issue 38):
German heads that a name follows (``Freibad Ellerkamp``, ``Tankstelle Kröger``, ``Zweirad
Ostermeier``), and the words that stay where no name follows. Strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import replaced


def _orgs(text: str) -> list[str]:
    return [name for kind, name in replaced(text) if kind == "ORG"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Der Schwimmkurs ist im Hallenbad Am Mühlenteich.", "Hallenbad Am Mühlenteich"),
        ("Morgen gehen wir ins Freibad Ellerkamp.", "Freibad Ellerkamp"),
        ("Oma wohnt jetzt in der Seniorenresidenz Am Schlosspark.", "Seniorenresidenz Am Schlosspark"),
        ("Ich hab bei der Tankstelle Kröger getankt.", "Tankstelle Kröger"),
        ("Die Spedition Hülsmann sucht wieder Fahrer.", "Spedition Hülsmann"),
        ("Das Auto steht in der Autowerkstatt Yılmaz.", "Autowerkstatt Yılmaz"),
        ("Der Fahrradladen Kettenblatt hat montags zu.", "Fahrradladen Kettenblatt"),
        # An owner whose surname ends in a noun (``-meier``, ``-bauer``) is still a name.
        ("Der Fahrradladen Zweirad Ostermeier hatte Ruhetag.", "Zweirad Ostermeier"),
        ("Bestell das Brennholz bei Holz Brakemeier, die liefern.", "Holz Brakemeier"),
        ("Die Küche hat Glaserei Westerhuber gemacht.", "Glaserei Westerhuber"),
    ],
)
def test_a_name_after_a_pool_home_or_trade_is_an_organisation(text: str, name: str) -> None:
    assert name in _orgs(text)


@pytest.mark.parametrize(
    "text",
    [
        "Im Hallenbad gibt es neue Zeiten.",
        "Nach dem Schwimmbad Montag gehen wir essen.",
        "Das war ein Blutbad, Leute.",
        "Ich war beim Bäcker, dem kleinen Laden am Eck.",
        "Der Rollladen klemmt seit Montag.",
        "Ich muss noch die Datei herunterladen.",
        "Ich habe Blumen gekauft, Blumen Kaufen macht Spaß.",
        "Er brachte Blumen Richtung Friedhof.",
        "Wir haben Holz Nachschub bestellt.",
        "Die Geschäftsfeldern der Druckerei wachsen.",
        "Die Werkstatt ist heute zu.",
    ],
)
def test_the_head_alone_or_before_a_word_is_no_name(text: str) -> None:
    assert _orgs(text) == []


def test_a_pool_named_by_its_town_leaves_the_town_to_the_place_rules() -> None:
    found = replaced("Wir gehen ins Freibad Bielefeld.")
    assert ("GPE", "Bielefeld") in found
    assert not any("Freibad" in name for _, name in found)
