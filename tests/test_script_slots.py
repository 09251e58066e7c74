"""Issue 38: names in Han, kana, Hangul, Hebrew, Thai or Devanagari inside German or English
text, in a slot where a person stands, are persons, and so are their repeats; the same scripts
quoted as words of their language stay. Made-up people, strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found, replaced

from teianon.read.tei import tei


def _persons(text: str) -> list[str]:
    return [t for c, t in found(text, "script_names") if c == "PER"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Servus 林志强, lange nicht gesehen", "林志强"),
        ("hey 박서연 what's up", "박서연"),
        ("thanks 高橋 for the notes", "高橋"),
        ("ich habe gestern mit 周杰 telefoniert", "周杰"),
        ("Frau 渡辺 kommt später", "渡辺"),
        ("Prof. 黄丽 hält die Vorlesung", "黄丽"),
        ("My neighbour 이서준 fixed the bike", "이서준"),
        ("sie heißt さくら und wohnt nebenan", "さくら"),
        ("Liebe Grüße\n王秀英", "王秀英"),
        ("Kind regards,\nนภา", "นภา"),
        ("LG, רונית", "רונית"),
        ("Von: 孙浩 <x@example.org>\nBetreff: Protokoll", "孙浩"),
        ("From: 山田花子\nSubject: minutes", "山田花子"),
        ("Am Montag schrieb 赵磊:\n> alles klar", "赵磊"),
        ("Sent from my phone. Cheers, प्रिया", "प्रिया"),
    ],
)
def test_a_name_in_a_person_slot_is_a_person(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "auf Japanisch heißt das おやすみ",  # a word of the language, no person
        "was heißt 犬 eigentlich?",
        "das heißt 东京 auf Chinesisch",
        "the word for tea is 茶 in Japanese",
        "in Korea you say 감사합니다 when you leave",
        "hallo こんにちは und guten Tag",  # a greeting beside a greeting
        "danke ขอบคุณ merci",
        "das Restaurant heißt 金龙",  # a noun names a thing
        "Viele Grüße aus 大阪的 Hotel und dem Rest der Welt",  # no name closing the line
        "hallo 我今天很累但是明天会更好",  # a run of Han this long is a sentence
    ],
)
def test_a_quoted_word_of_those_scripts_stays(text: str) -> None:
    assert _persons(text) == []


def test_the_name_is_replaced_where_it_stands_again() -> None:
    tree = annotated("Herr 吴强 hat angerufen", "ich finde 吴强 nett", "sag 吴强 bitte Bescheid")
    texts = ["".join(e.itertext()) for e in tree.iter(tei("name")) if e.get("cert") in ("high", "medium")]
    assert texts.count("吴强") == 3


def test_a_greeting_of_another_script_is_no_ones_name() -> None:
    # The tagger reads an unknown word after a verb of saying as a name: a greeting is none.
    assert replaced("Frau Okada sagt こんばんは") == [("PER", "Okada")]
    assert replaced("sie sagte שלום und ging") == []


def test_a_chat_in_japanese_is_left_to_its_own_language() -> None:
    from lxml import etree

    from teianon.detect import DocumentContext, build_detectors, detect
    from teianon.read.textview import post_text

    post = etree.Element(tei("post"))
    post.set("{http://www.w3.org/XML/1998/namespace}lang", "ja")
    post.text = "hallo 健太 今日は"
    assert detect(post_text(post), DocumentContext(), build_detectors(["script_names"])) == []
