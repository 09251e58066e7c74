"""Street addresses (LOC, street and house number as one reference) and box numbers (NUMBER)."""

import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, expected",
    [
        ("ich wohne Am Rosengarten 5 in Bochum", [("GPE", "Bochum"), ("LOC", "Am Rosengarten 5")]),
        (
            "komm vorbei, Kaiser-Wilhelm-Ring 3, 50672 Köln",
            [("GPE", "Köln"), ("LOC", "Kaiser-Wilhelm-Ring 3"), ("NUMBER", "50672")],
        ),
        ("Musterstraße 12, 44137 Dortmund", [("GPE", "Dortmund"), ("LOC", "Musterstraße 12"), ("NUMBER", "44137")]),
        ("wir sind in der Hauptstr. 7a", [("LOC", "Hauptstr. 7a")]),
        ("Bahnhofstr 9 hinterhaus", [("LOC", "Bahnhofstr 9")]),
        ("treffpunkt An der Alten Mühle 14", [("LOC", "An der Alten Mühle 14")]),
        ("sie wohnt Unter den Linden 77", [("LOC", "Unter den Linden 77")]),
        ("paket an Bergstraße 12-14 schicken", [("LOC", "Bergstraße 12-14")]),
        ("wohne jetzt in der Lange Straße 3", [("LOC", "Lange Straße 3")]),
        ("I live at 221B Baker Street, London", [("GPE", "London"), ("LOC", "221B Baker Street")]),
        ("we're at 7 Station Rd now", [("LOC", "7 Station Rd")]),
        ("send it to 1600 Pennsylvania Avenue NW", [("LOC", "1600 Pennsylvania Avenue NW")]),
        ("write to PO Box 1234, Springfield IL 62704", [("NUMBER", "1234")]),
        ("P.O. Box 77 is my mail", [("NUMBER", "77")]),
        ("Postfach 10 12 34", [("NUMBER", "10 12 34")]),
        # in lower case, after an address cue
        ("ich wohne am rosengarten 5", [("LOC", "am rosengarten 5")]),
        ("adresse: musterstr 12, dortmund", [("LOC", "musterstr 12")]),
        ("i live at 221b baker street", [("LOC", "221b baker street")]),
        ("HAS MOVED TO 4783 Bay Rd Saginaw , Michigan", [("LOC", "4783 Bay Rd")]),
        ("I live at 141 Carter Mountains", [("LOC", "141 Carter Mountains")]),
        # a German street without a street word, after a cue of where one lives
        ("wir wohnen jetzt Lütke Feld 23", [("LOC", "Lütke Feld 23")]),
        (
            "meine Anschrift: Eichkamp 9, 33617 Bielefeld",
            [("GPE", "Bielefeld"), ("LOC", "Eichkamp 9"), ("NUMBER", "33617")],
        ),
        ("Neue Adresse: Brookwisch 31", [("LOC", "Brookwisch 31")]),
        ("sie wohnt Kleine Heide 4 in Velbert", [("GPE", "Velbert"), ("LOC", "Kleine Heide 4")]),
    ],
)
def test_addresses_found(text, expected):
    assert found(text, "address", resolve=True) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Am Montag 5 Leute",
        "Im Jahr 2005 war das",
        "Am Ende 3",
        "Im Kapitel 4 steht es",
        "Zum Glück 2 Tage frei",
        "Die Bundesstraße 216 liegt südlich",
        "in 1999 Wall Street crashed",
        "Benq will bis 2008 zehn Prozent am Handy-Markt 07",
        "Brasilien Platz 1 der Charts",
        "Hering 3 Stück",
        "Vorweg 2 Dinge",
        "Hauptstraße 12 Uhr",
        "Goethestraße 1.5 km",
        "Am Rosengarten",
        "mit 96k DSL Stream",
        "3 Jurassic Park movies",
        "2 Tiger Woods fans",
        "am rosengarten 5",  # lower case without a cue
        "ich wohne am see 5 min entfernt",
        "wir treffen uns am montag 5 leute",
        # after a cue of dwelling: a floor, a room, a duration, a town, a person
        "ich wohne auf Etage 3",
        "ich wohne Zimmer 12",
        "wir wohnen in Köln 3 Jahre",
        "wohnen Sie noch in Hamburg 20",
        "wohne jetzt mit Jana 2 Straßen weiter",
        "treffen uns Halle 3, Stand 12",
    ],
)
def test_no_address(text):
    assert found(text, "address") == []
