"""The people of Pantheon 2.0 born up to 1980 in the notable table (issue 38): kept where a fan
talks about them, replaced in a private frame; a surname of theirs alone, and a full name that
private people bear too, need more than the list. Names of the table, sentences of our own."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, replaced, tei

from teianon.lists import key_of, public_names


def _replaced_names(text: str) -> list[str]:
    return [name for _, name in replaced(text)]


@pytest.mark.parametrize(
    "name", ["Uschi Disl", "Erik Zabel", "Jens Weißflog", "Heike Drechsler", "Paula Radcliffe", "Fritz Wunderlich"]
)
def test_the_table_holds_pantheon_2020_people(name: str) -> None:
    assert any(e.source == "pantheon2020" for e in public_names().get(key_of(name)))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Weißt du noch, wie Jens Weißflog damals gesprungen ist?", "Jens Weißflog"),
        ("Erik Zabel hatte einfach den besten Sprint, finde ich.", "Erik Zabel"),
        ("Ich hab gestern ein Interview mit Uschi Disl gelesen.", "Uschi Disl"),
        ("I still think Paula Radcliffe had the best stride of anyone.", "Paula Radcliffe"),
        ("Honestly Heike Drechsler jumped further than anyone.", "Heike Drechsler"),
        ("Heute Abend hören wir Fritz Wunderlich, die Winterreise.", "Fritz Wunderlich"),
    ],
)
def test_a_pantheon_2020_person_in_a_fans_chat_stays(text: str, name: str) -> None:
    assert name not in _replaced_names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Mein Nachbar Erik Zabel hat mir den Rasenmäher geliehen.", "Erik Zabel"),
        ("Meine Kollegin heißt Anja Radcliffe, sie sitzt neben mir.", "Anja Radcliffe"),
        ("Am 3. März 2026 schrieb Jens Weißflog:\n> Passt der Termin?", "Jens Weißflog"),
        ("Patientin Uschi Disl, geb. 12.04.1970, kommt zur Kontrolle.", "Uschi Disl"),
        ("My neighbour Paula Radcliffe is looking after the cat.", "Paula Radcliffe"),
        ("Mein Doktorand Fritz Wunderlich gibt die Arbeit im Mai ab.", "Fritz Wunderlich"),
        # With the writer: someone the writer knows.
        ("Erik Zabel und ich waren gestern radeln.", "Erik Zabel"),
        ("Kristin Otto and I watched the World Cup final at the pub.", "Kristin Otto"),
    ],
)
def test_the_same_people_in_a_private_frame_are_replaced(text: str, name: str) -> None:
    assert name in _replaced_names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A surname alone, after a title or a public cue: someone the writer knows.
        ("Laut Ihrem Trainer Herrn Zabel ist die Kündigung möglich.", "Zabel"),
        ("Zabel hat angerufen, er kommt später.", "Zabel"),
        # A full name whose last word is a first name or a common surname: it needs a cue.
        ("Kati Wilhelm kommt morgen zum Kaffee vorbei.", "Kati Wilhelm"),
        # A public cue that is no stage: "Trainer", "Spiel" are a club's too.
        ("Trainer Kristin Otto hat das Spiel am Samstag abgesagt.", "Kristin Otto"),
    ],
)
def test_more_than_the_list_is_needed_for_a_surname_or_a_common_name(text: str, name: str) -> None:
    assert name in _replaced_names(text)


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("Oma hört gern das Bert Kaempfert Orchester.", "Bert Kaempfert Orchester"),
        ("Im Radio lief die Herbert Grönemeyer Band, live.", "Herbert Grönemeyer Band"),
    ],
)
def test_a_listed_persons_name_before_a_band_word_is_the_band_whole(text: str, band: str) -> None:
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    kept = [("".join(e.itertext()), e.get("type")) for e in post.iter(tei("name")) if e.get("subtype") == "public"]
    assert (band, "ORG") in kept
