"""A bare postcode in a chat names where someone is, unless the number is itself a show's title
(a review of the held-out round's rule): a series or a film spoken of elsewhere in the sentence
says nothing of the number."""

from __future__ import annotations

import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, code",
    [
        ("Bin morgen in 26121 unterwegs, abends dann Serie schauen.", "26121"),
        ("Wir sind jetzt in 79098, der Film fängt um 9 an.", "79098"),
        ("Ich wohn ja jetzt in 04109, hab gestern die ganze Staffel geguckt", "04109"),
        ("Bin bei Oma in 34117, sie schaut gerade ihre Serie", "34117"),
        ("we're near 24937 now, watching a show tonight", "24937"),
        # A verb of watching right before is one's own doing, no title.
        ("ich schau in 48149 vorbei, dann gucken wir", "48149"),
    ],
)
def test_a_show_elsewhere_in_the_sentence_leaves_the_postcode(text, code):
    assert ("NUMBER", code) in found(text, "cued_number")


@pytest.mark.parametrize(
    "text",
    [
        # The noun of a show right before the number: its title.
        "Kennt ihr die Serie In 12345? Total unterschätzt",
        "Staffel 2 von In 47110 fand ich besser",
        # A title known by its number, where the sentence speaks of the show.
        "in 90210 spielt ja auch Luke Perry",
        "I watched every season of the show set in 90210",
        "Brenda aus 90210 war meine Lieblingsrolle",
    ],
)
def test_a_number_that_is_the_title_stays(text):
    assert found(text, "cued_number") == []


@pytest.mark.parametrize(
    "text, code",
    [("Serienabend in 48653, wer kommt?", "48653"), ("Filmabend bei uns in 33602, bringt Chips mit", "33602")],
)
def test_an_evening_of_films_names_where_it_is(text, code):
    assert ("NUMBER", code) in found(text, "cued_number")
