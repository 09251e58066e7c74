"""Issue 38, held-out round 8: small local organisations named after the word for their kind,
rooms of buildings by their code, a chat server's channels, and codes that only their shape or
a cue a few words away make private. The strings are our own, none of the round's; each kind
has counter-examples that must stay (ordinary noun phrases, big cities, public bands, counts,
years, standards)."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    "text, expected",
    [
        # an inn named after an animal or a sign, with its compound kind on the sign
        ("Wir sind heute abend im Landgasthof Ochsen, kommst du?", ("ORG", "Landgasthof Ochsen")),
        ("Die Feier ist im Gasthof Krone, gleich hinter der Kirche.", ("ORG", "Gasthof Krone")),
        ("Ich war im Restaurant Zum Goldenen Löwen essen.", ("ORG", "Zum Goldenen Löwen")),
        # clubs and music groups: a compound kind and a village, an article-led band name
        ("Für Stimmung sorgte der Fanfarenzug Bergheide.", ("ORG", "Fanfarenzug Bergheide")),
        ("Die Coverband Die Zaunkönige spielte bis Mitternacht.", ("ORG", "Die Zaunkönige")),
        ("Es spielte die Partyband Die Dorfgeister Schlager von damals.", ("ORG", "Die Dorfgeister")),
        ("Danach spielte die Blaskapelle Eichenrode auf dem Festplatz.", ("ORG", "Eichenrode")),
        # facilities and services: a studio, a hall of a small town, an archive of a district
        ("Das Tanzstudio Schrittwerk hat montags Salsa.", ("ORG", "Tanzstudio Schrittwerk")),
        ("Vielleicht im Bürgerhaus Lemförde?", ("ORG", "Bürgerhaus Lemförde")),
        ("Das Stadtarchiv Hörde hat alte Adressbücher.", ("ORG", "Stadtarchiv Hörde")),
        ("Wir lassen die Flyer bei der Druckerei Papierwerk drucken.", ("ORG", "Druckerei Papierwerk")),
        # a café named by two words joined with an ampersand; the plain kind stays readable
        ("Treffen ist im Café Teestube Brandhorst am Markt.", ("ORG", "Teestube Brandhorst")),
        ("Ich stricke im Café Wolle & Zimt mit.", ("ORG", "Wolle & Zimt")),
        ("Treffen ist im Bistro Salz & Pfeffer am Markt.", ("ORG", "Salz & Pfeffer")),
        # an estate, a winery, a care service named by a phrase, a club with its founding year
        ("Die Feier ist auf dem Gut Birkenhain bei Kempten.", ("ORG", "Gut Birkenhain")),
        ("Wir haben uns für Weingut Kessler entschieden.", ("ORG", "Weingut Kessler")),
        ("Der Pflegedienst Pflege mit Herz Lindenau übernimmt ab Montag.", ("ORG", "Pflege mit Herz Lindenau")),
        ("Der Schützenverein Niederwetter von 1888 feiert Jubiläum.", ("ORG", "Schützenverein Niederwetter von 1888")),
        # a restaurant named by its host, a shop by its owner's possessive
        ("Ich bestell heute Pizza bei Da Pino.", ("ORG", "Da Pino")),
        ("you still owe me for the dice from Grumpy Gus's", ("ORG", "Grumpy Gus's")),
        ("we got chips from Doyle's Chipper?", ("ORG", "Doyle's Chipper")),
        ("get me a battered sausage from Kavanagh's Chipper.", ("ORG", "Kavanagh's Chipper")),
        # English: the kind, a comma and the name
        ("Send the flyer to the print shop, Inkwell Salford, they know us.", ("ORG", "Inkwell Salford")),
        ("We always get coffee at our local café, Bean Counter, before work.", ("ORG", "Bean Counter")),
    ],
)
def test_a_local_organisation_after_its_kind_is_replaced(text, expected):
    assert expected in replaced(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Wir haben im Café Kuchen gegessen und Tee getrunken.", "Kuchen"),
        ("Er hat in der Band Gitarre gespielt.", "Gitarre"),
        ("Beim Pflegedienst Urlaub beantragt.", "Urlaub"),
        ("Im Studio Aufnahmen gemacht, dann zum Verein gefahren.", "Aufnahmen"),
        ("Das Konzert ist in der Stadthalle Bielefeld.", "Stadthalle"),
        ("Die Band Rammstein spielt im Sommer.", "Rammstein"),
        ("I went to the shop, Monday morning it was.", "Monday"),
        ("Im Hotel Frühstück gegessen, dann los.", "Frühstück"),
        ("Der Verein Mitgliedsbeitrag wird im Mai fällig.", "Mitgliedsbeitrag"),
        ("Im Café Sitzplätze reservieren geht nur telefonisch.", "Sitzplätze"),
        ("Wir haben im Café Kännchen bestellt, nicht Tassen.", "Kännchen"),
        ("Außerdem veranstaltet der Heimatverein Storm-Abende im Winter.", "Storm-Abende"),
        ("davor warnt der Arbeitgeberverband Südmetall seit Jahren", "Südmetall"),
        ("To Marion's astonishment, the door was open.", "Marion"),
        ("He looked at Rigby's last article and laughed.", "Rigby"),
        ("we had dinner at Mum's on Sunday", "Mum"),
        ("at the crowded bar, Stephen, with a glance, ordered", "Stephen"),
        ("Das Bild ist von Da Vinci gemalt.", "Vinci"),
    ],
)
def test_an_ordinary_phrase_or_public_name_after_a_kind_stays(text, kept):
    # No organisation takes the word (a person's name there is the person rules' to decide).
    assert not any(kind == "ORG" and kept in surface for kind, surface in replaced(text))


def test_a_public_bodys_archive_or_school_is_no_local_kind():
    # "Bundes-", "Landes-": a public body's, left to the public-body rules.
    assert found("Die Akten liegen im Bundesarchiv Kleinwalde.", "organisation") == []
    assert found("Der Bericht liegt im Landesarchiv Kleinwalde.", "organisation") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Die Probe ist im Gemeindehaus, Raum K07, ab 19 Uhr.", "K07"),
        ("Übergabe: Zimmer 318 Bett 1 braucht Insulin.", "318"),
        ("Vielleicht Saal C im Gemeindezentrum?", "C"),
        ("rehearsal is in room 2C again", "2C"),
        ("Could we meet in your office, room 3.07?", "3.07"),
        ("The seminar is in building K2 this week.", "K2"),
        ("Die Sitzung findet im Raum B 1.205 statt.", "B 1.205"),
        ("die auf unserer Station 4A behandelt wurde", "4A"),
        ("Der Proberaum 12b ist ab Freitag frei.", "12b"),
    ],
)
def test_a_room_code_after_a_word_for_a_room_is_replaced(text, expected):
    # A room of a building is no chat room (ROOM): its code is a NUMBER, as a bed's is.
    assert ("NUMBER", expected) in replaced(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Zimmer 2 ist frei", "2"),
        ("für ein Zimmer 600, 700 Euro zahlt man hier", "600"),
        ("Station 4 der Tour führt nach Bonn", "4"),
        ("Meeting room 2019 was booked out", "2019"),
        ("Wir treffen uns um 10.30 Uhr im Raum davor", "10.30"),
        ("meet me at the station, room 6 is the waiting room", "6"),
        ("the conference hall seats 400 people", "400"),
        ("to the servants' hall I must take him", "I"),
    ],
)
def test_a_count_year_time_or_price_after_a_room_word_stays(text, kept):
    assert not any(surface == kept for _, surface in replaced(text))


def test_a_hash_name_is_a_channel_where_the_document_speaks_of_channels():
    channel = replaced("the channel #raid-night is for that, keep #offtopic clean pls")
    assert ("ROOM", "offtopic") in channel
    # Elsewhere a #name is a hashtag and stays.
    assert not any("weekend" in s for _, s in replaced("what a day #weekend #sunshine"))
    # A directive in a post about a server is code, no channel.
    assert not any("include" in s for _, s in replaced("on the server, #include <stdio.h> fails"))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Mitgliedsnummer, z. B. TSV-0815", "TSV-0815"),
        ("Bitte gib deine Mitgliedsnummer an, also etwa SVW-12345.", "SVW-12345"),
        ("your loyalty card, e.g. CFE-88213, gets you a discount", "CFE-88213"),
        ("The car registered 191-D-12345 has been allocated.", "191-D-12345"),
        ("Our hire car is 08 KY 4471 if you see it.", "08 KY 4471"),
        ("Bike lock code changed to 9123", "9123"),
        ("Der Code fürs Zahlenschloss ist 7710", "7710"),
        ("Türcode: 4711, bitte nicht weitergeben", "4711"),
        ("The shed padlock combination is 3391 now", "3391"),
    ],
)
def test_a_code_by_its_shape_or_cue_is_replaced(text, expected):
    assert ("NUMBER", expected) in replaced(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Die Norm ISO-9001 gilt seit 2015.", "9001"),
        ("Error code 404 again on the server", "404"),
        ("We changed the lock code in 2019 to make it safer.", "2019"),
        ("Die Vorwahl-Code 0621 gilt für die Stadt", "0621"),
        ("The A-380 made 1200 flights last year", "1200"),
    ],
)
def test_a_standard_an_error_code_or_a_year_stays(text, kept):
    assert not any(kind == "NUMBER" and kept in surface for kind, surface in replaced(text))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("die Flyer macht die Druckerei-Rendtorff, wie immer", ("ORG", "Druckerei-Rendtorff")),
        ("Brötchen von der Bäckerei-Wisniewski sind die besten", ("ORG", "Bäckerei-Wisniewski")),
        ("der Mieterverein-Reudnitz hat uns geschrieben", ("ORG", "Mieterverein-Reudnitz")),
        ("das Autohaus-Jansen hat den Wagen noch", ("ORG", "Autohaus-Jansen")),
        # a plain kind stays readable before the name it is joined to
        ("treffen wir uns im Café-Kowalke?", ("ORG", "Kowalke")),
    ],
)
def test_a_kind_joined_to_its_name_by_a_hyphen(text, expected):
    assert expected in found(text, "organisation")


@pytest.mark.parametrize(
    "text",
    [
        "der Pizzeria-Besitzer und die Bäckerei-Filiale haben zu",
        "mit dem KiTa-Qualitätsgesetz und dem Parkplatz-PV",
        "das Hotel-Management und der Salon-Termin",
        "der Hof-Hund bellt, die Band-Probe fällt aus",
    ],
)
def test_a_kind_joined_to_a_noun_is_no_name(text):
    assert [m for m in found(text, "organisation") if "-" in m[1] or m[1] in ("Besitzer", "Termin")] == []


def test_the_kind_word_left_of_a_kept_public_name_is_no_name_of_its_own():
    # the public-sphere decision keeps "Milano"; the kind word before it was replaced alone
    # and then repeated wherever the document says "Pizzeria"
    assert ("ORG", "Pizzeria") not in replaced("Wir waren gestern in der Pizzeria Milano essen.")
