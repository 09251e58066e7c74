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


# Issues 38/39, left-overs: the greeting frame (foreign_script) and the run of capitalised words
# (script_names) ask one first-name lookup. A Greek given name that the person tables hold in a
# Latin spelling, but that the German and English name lists do not, is sure in either.
@pytest.mark.parametrize("text", ["Φιλιά από τη Αριάδνη!", "Χαιρετίσματα από τον Αριστομένη"])
def test_a_greeting_frame_is_sure_of_a_first_name_the_person_tables_know(text):
    from detector_helpers import view

    from teianon.detect import DocumentContext, build_detectors, detect

    post = view(text)
    frames = detect(post, DocumentContext(), build_detectors(["foreign_script"]))
    assert [m.cert for m in frames] == ["high"]


def test_the_run_of_words_asks_the_same_lookup():
    # Without a frame the word must be a first name as written: the nominative is, the
    # accusative after the article is the frame's alone.
    assert _persons("gestern kam Αριάδνη vorbei") == ["Αριάδνη"]
    assert _persons("ich soll Αριστομένη grüßen") == []


def test_case_endings_are_undone_only_after_a_greeting():
    from teianon.detect.script_names import first_name

    assert first_name("Людмилы", declined=True) and first_name("Людмила")
    assert not first_name("Людмилы")  # no frame: a stem that is a name by chance is no proof
    assert not first_name("Όταν", declined=True)  # Greek names do not lose their last letter
    assert first_name("Αριστομένη", declined=True) and not first_name("Αριστομένη")  # τον Αριστομένη


# Red team, issue 39: names in scripts without capitals after a word for a person. Made-up names.
@pytest.mark.parametrize(
    "text, name",
    [
        ("Die Nachbarin ليلى العطار kommt später.", "ليلى العطار"),
        ("Mein Zahnarzt ist د. سامي خوري, sehr nett.", "د. سامي خوري"),
        ("my flatmate נועה לוי is away", "נועה לוי"),
        ("Herr अर्जुन मेहता aus Pune hat geschrieben", "अर्जुन मेहता"),
    ],
)
def test_a_name_in_a_script_without_capitals_after_a_word_for_a_person(text: str, name: str) -> None:
    assert ("PER", name) in found(text, "script_names")


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben سلام gelernt, das heißt Frieden.",  # a word taught, no person before it
        "the sign said שלום in big letters",
        "Ich mag नमस्ते als Gruß",
    ],
)
def test_words_of_those_scripts_without_a_word_for_a_person_stay(text: str) -> None:
    assert not [t for c, t in found(text, "script_names") if c == "PER"]


@pytest.mark.parametrize(
    "text",
    [
        "Mein Lieblingswort ist שלום",  # a possessive alone is no word for a person
        "my answer is नमस्ते",
        "Vokabeln: Mutter: أم, Vater: أب",
    ],
)
def test_a_possessive_or_a_vocabulary_list_names_no_one(text: str) -> None:
    assert not [t for c, t in found(text, "script_names") if c == "PER"]
