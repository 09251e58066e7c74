"""Names in Slavic case forms and in other scripts (red team round 3, N15): a known name's Polish,
Czech or Russian case forms are its repeats, and a capitalised word in Cyrillic or Greek letters
(or an Arabic word) after a greeting in a document of Latin text is a person's name."""

from __future__ import annotations

import pytest
from detector_helpers import found, run_posts
from lxml import etree

from teianon.detect import DocumentContext, build_detectors, detect
from teianon.detect.declension import case_forms
from teianon.read.tei import tei
from teianon.read.textview import post_text


@pytest.mark.parametrize(
    ("name", "form"),
    [
        ("Zosia", "Zosi"),
        ("Zosia", "Zosią"),
        ("Wojtek", "Wojtka"),
        ("Wojtek", "Wojtkiem"),
        ("Hanka", "Hanki"),
        ("Hanka", "Hankou"),
        ("Radek", "Radkovi"),
        ("Людмила", "Людмилы"),
        ("Людмила", "Людмилой"),
        ("Гоша", "Гоши"),
        ("Дмитрий", "Дмитрия"),
        ("Фёдор", "Фёдору"),
    ],
)
def test_a_name_has_its_slavic_case_forms(name, form):
    assert form in case_forms(name)


def test_no_case_form_is_a_word():
    # Tina -> Tiny, Julia -> Juli (the month), Mona -> Mono: words, not forms of the name.
    assert "Tiny" not in case_forms("Tina")
    assert "Juli" not in case_forms("Julia")
    assert "Mono" not in case_forms("Mona")
    assert case_forms("lowercase") == [] and case_forms("Eva") == []
    # Nor another first name: Paul -> Paula, Martin -> Martina, Maria -> Mario are other people.
    assert "Paula" not in case_forms("Paul")
    assert "Martina" not in case_forms("Martin")
    assert "Mario" not in case_forms("Maria")


def test_the_case_forms_of_a_known_name_are_replaced(tmp_path):
    tree = run_posts(tmp_path, ["Sag Zosia und Wojtek liebe Grüße!", "Dzięki, buziaki od Zosi i Wojtka!"])
    texts = ["".join(p.itertext()) for p in tree.iter(tei("post"))]
    assert not any(name in " ".join(texts) for name in ("Zosi", "Wojt")), texts
    assert "buziaki od" in texts[1]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Привет от Людмилы и Гоши!", [("PER", "Гоши"), ("PER", "Людмилы")]),
        ("Передай привет Ольге", [("PER", "Ольге")]),
        ("Φιλιά από τη Δέσποινα!", [("PER", "Δέσποινα")]),
        ("تحياتي من خديجة", [("PER", "خديجة")]),
    ],
)
def test_a_name_in_another_script_after_a_greeting(text, expected):
    assert found(text, "foreign_script") == expected


@pytest.mark.parametrize("text", ["Привет из Москвы", "Спасибо за всё", "Привет всем", "Ich war in Москва"])
def test_no_name_without_a_greeting_and_a_capital(text):
    assert found(text, "foreign_script") == []


def test_a_greeting_in_latin_text_is_replaced(tmp_path):
    tree = run_posts(tmp_path, ["Привет от Людмилы и Гоши!"])
    text = "".join(tree.getroot().itertext())
    assert "Людмил" not in text and "Гоши" not in text and "Привет от" in text


def test_a_post_in_that_language_is_left_to_its_own_tagger():
    post = etree.Element(tei("post"))
    post.set("{http://www.w3.org/XML/1998/namespace}lang", "ru")
    post.text = "Привет от Людмилы и Гоши!"
    assert detect(post_text(post), DocumentContext(), build_detectors(["foreign_script"])) == []
