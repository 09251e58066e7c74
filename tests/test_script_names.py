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
        # Large towns, also in a case form, and words of the dictionaries, as one word
        "wir fliegen nach Берлин und dann weiter",
        "Grüße aus Харьков, und Привет из Ростова",
        "das Schild sagt Магазин",
        "Urlaub: Πάμε στην Αθήνα!",
    ],
)
def test_words_of_those_scripts_that_name_no_one_stay(text):
    assert _persons(text) == []


def test_a_post_in_russian_is_left_to_its_own_tagger():
    from lxml import etree

    from teianon.detect import DocumentContext, build_detectors, detect
    from teianon.read.tei import tei
    from teianon.read.textview import post_text

    post = etree.Element(tei("post"))
    post.set("{http://www.w3.org/XML/1998/namespace}lang", "ru")
    post.text = "Вчера Ирина Белоусова звонила"
    assert detect(post_text(post), DocumentContext(), build_detectors(["script_names"])) == []
