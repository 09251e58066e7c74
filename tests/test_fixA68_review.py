"""Four faults a review found in the rules of issue 39 and the red team's eighth round: a weekday
that is a surname cut off its person, a word name before a subject kept although the post
names the person, a spelling-alphabet run of a dictionary word or the alphabet itself read as
a name, and a greeting in a script without capitals made a listed person. Made-up people."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced

# --- a weekday after a first name is the surname -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Meine Nachbarin Jutta Freitag hat uns Kuchen gebracht.", "Jutta Freitag"),
        ("Wir waren gestern bei Holger Sonntag zum Grillen.", "Holger Sonntag"),
        ("Mein Kollege Timo Montag ist krank.", "Timo Montag"),
    ],
)
def test_a_weekday_after_a_first_name_is_the_surname(text: str, name: str) -> None:
    assert name in [t for _, t in replaced(text)]


@pytest.mark.parametrize(
    ("text", "name", "time"),
    [
        ("She drove up from Little Harwick on Sunday.", "Little Harwick", "Sunday"),
        ("Wir haben Kerrin Jessen Montag abgeholt.", "Kerrin Jessen", "Montag"),
        ("Ich treffe Silke Dienstag um 10 Uhr.", "Silke", "Dienstag"),
    ],
)
def test_a_weekday_as_a_time_still_ends_the_name(text: str, name: str, time: str) -> None:
    texts = [t for _, t in replaced(text)]
    assert name in texts and not any(time in t for t in texts), texts


# --- a word name after a verb of telling, or named elsewhere in the post ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Tell Hope that we miss her, my cousin Hope is lovely.",
        "Please tell Hope that I called.",
        "my aunt Hope you know her",
    ],
)
def test_a_word_name_in_a_name_frame_is_a_person(text: str) -> None:
    word = "Hope"
    texts = [t for _, t in replaced(text)]
    assert texts.count(word) == text.count(word), texts


@pytest.mark.parametrize("text", ["Hope you are well, my sister is great.", "Hope to see you soon!"])
def test_the_verb_hope_stays(text: str) -> None:
    assert not any("Hope" in t for _, t in replaced(text))


# --- a spelling alphabet that spells a word is no name -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Romeo Echo Delta heißt rot",
        "Golf Oscar Lima Delta is the word",
        "Alpha Bravo Charlie Delta Echo are the squads",
        "Xray Yankee Zulu was the last group",
    ],
)
def test_a_spelt_word_is_no_coded_name(text: str) -> None:
    assert found(text, "coded_names") == []


def test_a_spelt_name_is_still_coded() -> None:
    assert found("die neue heißt Kilo India Mike", "coded_names") == [("PER", "Kilo India Mike")]


# --- a greeting in a script without capitals is no listed person --------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Danke Jorinde, שלום und bis bald", "שלום"),
        ("Thanks Malte, سلام and see you", "سلام"),
        ("Liebe Grüße an Wiebke, नमस्ते", "नमस्ते"),
        ("Danke Jorinde, بكرة und bis bald", "بكرة"),
    ],
)
def test_a_greeting_beside_a_person_stays(text: str, word: str) -> None:
    assert not any(word in t for _, t in replaced(text))


@pytest.mark.parametrize(
    ("text", "word"), [("Jorinde, سارة und Malte kommen", "سارة"), ("Malte und प्रिया kommen morgen", "प्रिया")]
)
def test_an_uncased_name_in_a_list_is_a_person(text: str, word: str) -> None:
    assert ("PER", word) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Romeo Echo Delta heißt rot",
        "Alpha Bravo Charlie Delta Echo are the squads",
        "Golf Oscar Lima Delta is the word",
    ],
)
def test_a_spelt_word_is_no_person_of_any_detector(text: str) -> None:
    assert replaced(text) == []


def test_a_list_of_people_that_spells_a_word_stays_people() -> None:
    texts = [t for _, t in replaced("Heinrich, Anton, Ulrich, Samuel kommen auch")]
    assert "Heinrich" in "".join(texts) and "Samuel" in "".join(texts), texts
