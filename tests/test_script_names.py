"""Third parties named in Cyrillic or Greek letters in a German or English post (issue 39, a red
team's findings) are persons; words of those scripts that name no one stay. Made-up people."""

from __future__ import annotations

import pytest
from detector_helpers import found


def _persons(text: str) -> list[str]:
    return [t for c, t in found(text, "script_names") if c == "PER"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("gestern hat Людмила Сорокина angerufen", "Людмила Сорокина"),
        ("my colleague Богдан Ковальчук is late", "Богдан Ковальчук"),
        ("und dann kam Ирина, wie immer", "Ирина"),
        ("Grüße an Κατερίνα Αθανασίου aus Patras", "Κατερίνα Αθανασίου"),
        ("I met Γιάννης yesterday", "Γιάννης"),
        ("der neue Nachbar heißt Тарасенко", "Тарасенко"),
        ("ask Μαυρίδης about it", "Μαυρίδης"),
    ],
)
def test_a_name_in_cyrillic_or_greek_letters_is_a_person(text, name):
    assert _persons(text) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Привет! Как дела? Всё хорошо.",  # sentence starts, no names
        "Слов нет, честно",  # a surname's ending at a sentence's start
        "wir waren in Москва und Санкт-Петербург",
        "Καλημέρα σε όλους",
        "das Wort ирина klein geschrieben",
        "Homer: ᾽Ανδρα μοι ἐννεπε, Μουσα, πολυτροπον",  # ancient Greek
        "Владимир Путин sprach gestern",  # public, as the notable table knows him
    ],
)
def test_words_of_those_scripts_that_name_no_one_stay(text):
    assert _persons(text) == []
