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
