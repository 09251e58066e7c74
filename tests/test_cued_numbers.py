"""Short numbers that only their cue makes private, bare house numbers, and streets without a
street word after a cue of sending (issues 38 and 39: the held-out round's kinds, other strings)."""

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


def _refs(text: str) -> list[tuple[str, str]]:
    """``(type, text)`` of every reference the default run writes into a post of ``text``."""
    tree = annotated(text)
    post = next(tree.iter(tei("post")))
    return [(e.get("type"), "".join(e.itertext())) for e in post.iter(tei("name"), tei("ref"))]


@pytest.mark.parametrize(
    "text, expected",
    [
        # A room where a person stays: a home or hospital, a verb of staying, an owner.
        ("Opa liegt seit Montag auf Zimmer 305 in der Klinik", "305"),
        ("sie ist im Seniorenheim untergebracht, Zi. 12", "12"),
        ("dad's on ward 7, bed 14 since Friday", "14"),
        ("we're in room 4.18 of the halls", "4.18"),
        ("komm doch in mein Zimmer 21b", "21b"),
        # A plot, a parking space, a parcel of land.
        ("Gartenparzelle 141 gehört uns", "141"),
        ("our plot 209 at the allotments flooded", "209"),
        ("Flurstück 233/4 wurde verkauft", "233/4"),
        ("mein Tiefgaragenstellplatz 127 ist belegt", "127"),
        # Register numbers, flights, meters, a plate in part.
        ("eingetragen im Register des Amtsgerichts unter VR 7310", "7310"),
        ("Vereinsregister Nr. 30412", "30412"),
        ("unsere Flugnummer: EW 9561, Ankunft 18:40", "EW 9561"),
        ("our flight U2 4717 leaves at six", "U2 4717"),
        ("the gas meter number is 0042 7781 33", "0042 7781 33"),
        ("MPAN 1200034567891", "1200034567891"),
        ("der Wagen mit ...-TZ 83 stand wieder vor dem Haus", "TZ 83"),
        # A house number without its street, and a bare postcode in chat.
        ("meine Hausnummer ist 31a", "31a"),
        ("wir leben jetzt in der 57, gleich hinter der Kirche", "57"),
        ("they live at number 112 now", "112"),
        ("Nr. 19 ist unser neues Haus", "19"),
        ("our house is number 66", "66"),
        ("bin heut in 32052 unterwegs", "32052"),
    ],
)
def test_a_cue_makes_a_short_number_private(text, expected):
    assert ("NUMBER", expected) in found(text, "cued_number")


@pytest.mark.parametrize(
    "text",
    [
        # Rooms of public buildings, counts, chapters, lines, years, scores, ranks, round numbers.
        "Die Übung findet in Raum 2.14 statt",
        "Seminar: room 101, Tuesdays",
        "Die Klausur schreiben wir in Raum 108 der Uni Mannheim",
        "Wohnung mit Zimmer 4 Küche Bad und Balkon",
        "Kapitel 3 lesen wir morgen",
        "Linie 18 fährt heute nicht",
        "wir wohnen seit 2015 in der Stadt",
        "wir wohnen in der 3. Etage",
        "we're at number 2 in the league",
        # A first person alone is no home, a station no ward (the review's probes, other strings).
        "we're at number 5 now after beating Derby 3-0",
        "i'm at number 9 in the queue for the dentist",
        "ich bin in Raum 117 für das Tutorium",
        "meet me at the station, room 6 is the waiting room",
        "Das Spiel ging 3:1 aus",
        "in 50000 Jahren ist alles anders",
        "in 12345 Fällen",
        "der Flug um 14 Uhr",
        "Flight QZ 8501 disappeared over the Java Sea",
        "VR 360 Videos sind toll",
        "plot 3 of the novel is weak",
        # A plot's or a parking space's number of one or two digits is one of a few dozen
        # (at the allotments or a cemetery it is one person's: tests/test_addresses_round70.py).
        "Gartenparzelle 41 gehört uns",
        "unser Stellplatz 12 ist frei",
        "das Auto fährt 120",
        "Kennzeichen DO-KL 552",
    ],
)
def test_without_its_evidence_a_short_number_stays(text):
    assert found(text, "cued_number") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Bitte senden Sie die Unterlagen an Eichkamp 22.", "Eichkamp 22"),
        ("Paket an: Wiesengrund 5, zweiter Stock", "Wiesengrund 5"),
        ("please post the keys to 3 Larch Dene.", "3 Larch Dene"),
        ("our new house is 27 Foxglove Dene, come over", "27 Foxglove Dene"),
    ],
)
def test_a_cue_of_sending_announces_a_street_without_a_street_word(text, expected):
    assert ("LOC", expected) in found(text, "address")


@pytest.mark.parametrize("text", ["schick mir Folie 3 bitte", "schick es an Gruppe 2.", "send me 3 Big Macs"])
def test_a_cue_of_sending_is_no_address_before_a_thing_or_a_count(text):
    assert [f for f in found(text, "address") if f[0] == "LOC"] == []


@pytest.mark.parametrize(
    "text, expected, cue",
    [
        ("Mutti liegt jetzt auf Zimmer 227 im Pflegeheim", "227", "Zimmer"),
        ("the water meter number is 20418, she said", "20418", "meter"),
        ("unser Kleingarten, Parzelle 164, wird verkauft", "164", "Parzelle"),
        ("wir wohnen in der 23, komm vorbei", "23", "wohnen"),
    ],
)
def test_the_run_replaces_the_number_and_keeps_the_cue(text, expected, cue):
    refs = _refs(text)
    assert ("NUMBER", expected) in refs
    assert not any(cue in value for _, value in refs)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("wir wohnen seit Mai Auf dem Kamp, gleich am Wald", "Auf dem Kamp"),
        ("Neue Anschrift: Hinter der Schmiede", "Hinter der Schmiede"),
        ("Sie wohnt jetzt Im Kleinen Feld.", "Im Kleinen Feld"),
    ],
)
def test_a_street_named_with_a_preposition_needs_no_house_number_after_a_cue(text, expected):
    assert ("LOC", expected) in found(text, "address_frames")


@pytest.mark.parametrize(
    "text",
    [
        "wir wohnen Am Ende der Welt",
        "Im Garten wohnen die Igel",
        "ich wohne im grünen Bereich",
        "wohnen Sie Im Norden?",
        "Hinter der Schmiede beginnt der Wald",
    ],
)
def test_a_phrase_of_place_without_the_cue_or_a_name_stays(text):
    assert found(text, "address_frames") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # A resident, patient or guest in the sentence, a person by a form of address before the
        # room, or a bare number of three digits after such a person: a handover's or a house's room.
        ("Heimbewohner in Zimmer 118 hat Fieber", "118"),
        ("patient in bed 6 needs a drip change", "6"),
        ("Frau Nowicka (Zi. 27) hat gut geschlafen", "27"),
        ("Mr Achterberg, Room 2C, had a fall at 3am", "2C"),
        ("Mrs Eze in room 19 refused her tablets", "19"),
        ("Herr Szabo in 318 braucht um 7 Uhr sein Insulin", "318"),
        ("Frau Lindqvist aus 204 hat wieder geklingelt", "204"),
    ],
)
def test_who_stays_there_makes_a_room_private(text, expected):
    assert ("NUMBER", expected) in found(text, "cued_number")


@pytest.mark.parametrize(
    "text",
    [
        # A titled person in a room one goes to, a count, a time, a year, a distance.
        "Herr Kaminski in Raum 117 hält die Vorlesung",
        "Frau Okoro in 120 Minuten, dann fährt der Bus",
        "Herr Brandt in 300 Metern links abbiegen",
        "Mr Hale in 1984 bought the farm",
        "Frau Ebert in 204 hat Sprechstunde",
        "Die Patientin bekommt 100 mg Ibuprofen",
    ],
)
def test_a_titled_person_without_a_stay_leaves_the_number(text):
    assert found(text, "cued_number") == []
