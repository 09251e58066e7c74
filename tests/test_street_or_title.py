"""A numbered phrase of place is a work's title only where the words right around it name it
as one (a review of the held-out round's rule): a film, a book or a game spoken of elsewhere in
the sentence says nothing of the phrase, and the street is taken whole, its preposition with it."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


def _refs(text: str) -> list[tuple[str, str]]:
    post = next(annotated(text).iter(tei("post")))
    return [(e.get("type"), "".join(e.itertext())) for e in post.iter(tei("name"), tei("ref"))]


# A word of works nearby that does not name the street: a verb of a party, a book handed on, a
# game that starts, "zum Teil", a film seen yesterday, English "read" and "played".
STREETS_NEAR_WORKS = [
    ("Das Grillfest läuft ab 6 bei uns, Zum Schafstall 9, bringt Getränke mit.", "Zum Schafstall 9"),
    ("Ich hab das Buch schon, komm einfach zu mir, Am Lindenhang 14.", "Am Lindenhang 14"),
    ("Kommt morgen zu Opa, In den Wiesen 8, das Spiel fängt um 3 an.", "In den Wiesen 8"),
    ("Hab den Film gestern gesehen, feiern wir bei Jonas, Auf dem Kamp 6?", "Auf dem Kamp 6"),
    ("Die Möbel sind zum Teil schon drüben, Vor dem Tor 11, der Rest kommt Montag.", "Vor dem Tor 11"),
    ("I read your card, the parcel goes to my aunt, Hinter dem Deich 2, fine?", "Hinter dem Deich 2"),
    ("Wir haben gestern Karten gespielt, bei Ute, Unterm Berg 3, war lustig.", "Unterm Berg 3"),
]


@pytest.mark.parametrize("text, street", STREETS_NEAR_WORKS)
def test_a_work_spoken_of_elsewhere_leaves_the_street_an_address(text, street):
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize("text, street", STREETS_NEAR_WORKS[:3])
def test_the_street_is_replaced_whole_with_its_preposition(text, street):
    assert ("LOC", street) in _refs(text)


@pytest.mark.parametrize(
    "text",
    [
        # A verb of watching, reading or playing right before or after the phrase.
        "Gestern haben wir Unter den Sternen 3 geguckt",
        "we watched Unter den Wolken 2 last night",
        "Morgen wollen wir endlich Im Zwergenreich 2 zocken",
        "ich spiele gerade Im Drachenbann 3, echt schwer",
        "I'm listening to Unter dem Eis 2 on the train",
        # The noun of a work right before it, quotes around it, a copula and a work after it.
        "Ich lese gerade den Roman Hinter den Spiegeln 2.",
        "Der Film „Im Tiefenrausch 2“ war super",
        "Ich fand „Unter den Dächern 2“ besser",
        "Ich finde, Auf der Flucht 2 ist der beste Film der Reihe",
        # A list of titles under its heading.
        "Meine Lieblingsbücher:\nIm Traumland 2\nDer Weg 3",
        "Meine Top 3:\nAm Abgrund 2\nDer Weg 3",
    ],
)
def test_a_phrase_named_as_a_title_is_no_street(text):
    assert [f for f in found(text, "address") if f[0] == "LOC"] == []


@pytest.mark.parametrize(
    "text, street",
    [
        # "gehört" (belongs), "spielen" and a speech in quotes name no title.
        ("Das Haus, Hinter der Mühle 4, gehört meiner Tante", "Hinter der Mühle 4"),
        ("Die Kinder, Am Bolzplatz 2, spielen draußen", "Am Bolzplatz 2"),
        ("Sie schrieb: „Kommt zu mir, Am Hang 3“", "Am Hang 3"),
    ],
)
def test_words_of_works_that_name_no_title_leave_the_street(text, street):
    assert ("LOC", street) in found(text, "address")
