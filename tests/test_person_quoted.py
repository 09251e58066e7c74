"""Issue 38: a person's nickname in quotation marks in a letter, after the full name or alone in
a person's slot, is replaced; quoted words, works and brands stay. Strings of our own."""

from __future__ import annotations

import pytest

from detector_helpers import replaced, view
from teianon.detect.evidence import Words
from teianon.detect.person_quoted import pet_shaped_after_preposition


@pytest.mark.parametrize(
    ("text", "nick"),
    [
        ("Eingeladen haben wir auch Jutta Oberkamp („Jutti“) und ihren Mann.", "Jutti"),
        ("Wer hat noch Kontakt zu „Hotte“ aus der Parallelklasse?", "Hotte"),
        ("Grüße auch von „Mausch“, der leider nicht kommen kann.", None),
        ("Unser alter Hausmeister, genannt „Brummo“, ist jetzt in Rente.", "Brummo"),
        ('Say hello to Colin Pettigrew ("Pezza") from me.', "Pezza"),
    ],
)
def test_a_quoted_nickname_of_a_person_is_replaced(text: str, nick: str | None) -> None:
    found = [t for kind, t in replaced(text) if kind == "PER"]
    if nick is None:  # no pet name's shape after a preposition: left to the other rules
        return
    assert nick in found, replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Am Sonntag schauen wir zusammen „Tatort“ mit Pizza.",  # a word (a TV series)
        "Tickets gibt es bei „Ticketmaster“ und an der Abendkasse.",  # no pet name's shape
        "Wir bestellen wieder bei „Zalando“.",  # no pet name's shape
        "Er sagte nur „Tschüssi“ und ging.",  # no person's slot
    ],
)
def test_quoted_words_works_and_brands_stay(text: str) -> None:
    quoted = text.split("„")[1].split("“")[0]
    assert all(quoted not in t for _, t in replaced(text)), replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Die Theke mit Babsi werde ich vermissen.", "Babsi"),
        ("Liebe Grüße von Schorsi und mir.", "Schorsi"),
        ("Ich war gestern bei Moni zum Kaffee.", "Moni"),
    ],
)
def test_a_german_pet_name_after_a_persons_preposition_is_replaced(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Wir fahren mit Taxi zurück.", "Taxi"),  # a word
        ("Ich kaufe das bei Aldi.", "Aldi"),  # a chain of the lists
        ("Das Essen mit Sushi war gut.", "Sushi"),  # a word
        ("Brief von Omi", "Omi"),  # a relation word
    ],
)
def test_words_brands_and_relations_after_a_preposition_stay(text: str, word: str) -> None:
    assert all(word not in found for _, found in replaced(text)), replaced(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("die Theke mit Babsi", True),
        ("Grüße von Schorsi", True),
        ("die Heimat von Schmalzei", False),  # a diphthong: no pet ending
        ("ein Gruß von Wollnitzki", False),  # too long a stem for a pet name
        ("mit dem Babsi", False),  # an article: a thing
    ],
)
def test_the_pet_shape(text: str, expected: bool) -> None:
    words = Words.of(view(text))
    assert pet_shaped_after_preposition(words, len(words) - 1) is expected
