import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, expected",
    [
        ("/join #blue", ["blue"]),
        ("lela2 betritt den Raum Lobby", ["Lobby"]),
        ("Tiger wechselt in den Raum Flirt", ["Flirt"]),
        ("Now talking in #movies", ["movies"]),
        ("SkyWalker88 has joined #movies", ["movies"]),
        ("Tiger wechselt in den Raum Talk", ["Talk"]),
        ("lela2 entered the room Lobby", ["Lobby"]),
    ],
)
def test_rooms_after_cues(text, expected):
    assert [t for _, t in found(text, "room")] == expected


def test_header_rooms_everywhere_but_ordinary_words_need_a_hash():
    assert found("komm in die Plauderecke", "room", rooms=["Plauderecke"]) == [("ROOM", "Plauderecke")]
    assert found("komm in die Lobby", "room", rooms=["Lobby"]) == []
    assert found("welcome to the chat", "room", rooms=["Welcome"]) == []
    assert found("geh nach #welcome", "room", rooms=["Welcome"]) == [("ROOM", "welcome")]


def test_hashtags_are_not_rooms():
    assert found("super Tag #bcrn18 #wikidach", "room") == []


@pytest.mark.parametrize(
    "text",
    [
        "Kalle BETRITT DEN KANAL Nebenan",
        "Ronja entered the ROOM Keller",
        "Channel: Quasselecke",
        "Kalle has left #ecke",
        "/PART ecke",
        # The Kelvin sign reads as a k in a case-insensitive pattern, and casefolds to one.
        "Kalle betritt den \u212aanal Nebenan",
    ],
)
def test_the_quick_test_lets_every_cue_through(text):
    # The test before the pattern may not lose a room the pattern finds.
    from teianon.detect.room import _CUES, _may_hold_a_cue

    assert _CUES.search(text) is not None
    assert _may_hold_a_cue(text)
    assert found(text, "room")


def test_a_post_without_a_cue_word_is_not_searched_for_cues():
    from teianon.detect.room import _may_hold_a_cue

    assert not _may_hold_a_cue("Ronja geht heute in den Keller, Kalle kommt mit")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("ich geh in den Ü30-Chat Sternschnuppe", ["Sternschnuppe"]),
        ("see you in the Gaming-Channel Nachtfalken", ["Nachtfalken"]),
        ("wir waren im Plauderkanal Morgentau", ["Morgentau"]),
    ],
)
def test_a_room_word_at_the_end_of_a_compound_cues_a_name(text, expected):
    assert [t for _, t in found(text, "room")] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("we moved to a Discord channel called Bookworms Lounge", ["Bookworms Lounge"]),
        ("es gibt einen Chatraum namens Nachteule", ["Nachteule"]),
        ("our server is named Pixelhöhle now", []),
        ("our server named Pixelhöhle is down", ["Pixelhöhle"]),
        ("der Raum heißt „Teestube Süd“", ["Teestube Süd"]),
    ],
)
def test_a_room_called_so(text, expected):
    assert [t for _, t in found(text, "room")] == expected


@pytest.mark.parametrize(
    "text",
    [
        "im Zeitraum Januar bis März war nix los",
        "der Kofferraum Platz reicht nicht",
        "wir treffen uns im Proberaum Mittwoch abend",
        "Der Lebensraum Wald schrumpft",
        "im Serverraum Ordnung machen",
        "bin gleich im Flirtraum Herzklopfen",
        "Ihr Traum Calpurniens",
        "in the drawing-room Amy was reading",
        "the Gchat Hangouts thing",
        "the chat room called General was busy",
        "ein Raum namens B 214",
        "she left the room with Anna",
        "he entered the room and sat down",
        "Wir brauchen mehr Raum: Die Frage ist nur wo",
    ],
)
def test_ordinary_words_after_a_compound_or_called_are_no_rooms(text):
    assert found(text, "room") == []
