"""Public bodies, public places and goods known by their frame (issue 38, the damage side): a
brand with its model code, a maker's app, a state's or county's police force, a diocese, an
airport, a regulation's nickname, a book's author after its title, an expert on television, a
firm's legal form after a kept brand, a food or drink named after a town and a maker after goods;
and each one's private side, which is still replaced."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, replaced

from teianon.read.tei import tei


def _replaced(text: str, name: str) -> bool:
    """Some reference the output replaces holds the name (or the name holds it)."""
    return any(name in ref or ref in name for _, ref in replaced(text))


@pytest.mark.parametrize(
    "text, name",
    [
        # a brand and its model code, a model number after the model's name
        ("Mein alter Saab 9000CS läuft immer noch super.", "Saab"),
        ("swapped my old Starkey Evolv 2400 for new ones.", "Starkey"),  # read as a place
        ("I pitch Safale S-04 into every stout I brew.", "Safale"),
        # a maker's app
        ("In der mySkoda App kann man die Heizung starten.", "mySkoda"),
        # a police force of a state, a county or a city of millions
        ("Die Polizei Brandenburg warnt vor falschen Handwerkern.", "Brandenburg"),
        ("Die Berliner Polizei hat den Platz geräumt.", "Berliner"),
        # a diocese, an airport
        ("The Diocese of Lichfield has closed two churches.", "Lichfield"),
        ("Das Bistum Limburg hat einen neuen Bischof.", "Limburg"),
        ("Der Flughafen Stuttgart war gestern komplett dicht.", "Stuttgart"),
        ("We were stuck at Bristol Airport overnight.", "Bristol"),
        # a regulation's nickname read as a place
        ("Die Airline muss nach EU261 zahlen.", "EU261"),
        # a book's author after its title, an expert on television
        ("I'm reading The Subtle Art by Mark Manson right now.", "Mark Manson"),
        ("Ich lese gerade Die Känguru-Chroniken von Marc-Uwe Kling nochmal.", "Marc-Uwe Kling"),
        ("Harald Lesch erklärte im Fernsehen, warum das so ist.", "Harald Lesch"),
        ("Wolf von Lojewski erklärte im Fernsehen, wie die Wahl ausging.", "Wolf von Lojewski"),
        # a firm's legal form after a kept brand
        ("You have to write to Ryanair DAC in Dublin for the refund.", "DAC"),
        # foods and drinks named after a town
        ("Zum Nachtisch gab es Frankfurter Kranz und Kaffee.", "Frankfurter"),
        ("Am liebsten trinke ich Berliner Weisse mit Waldmeister.", "Berliner"),
        ("We had Melton Mowbray pies at the picnic.", "Melton Mowbray"),
        ("Wir hatten Nürnberger Rostbratwürste und Kraut.", "Nürnberger"),
        # a maker after goods and "von", a word no person bears
        ("Ich nehme immer Trockenhefe von Mauripan, die geht gut.", "Mauripan"),
    ],
)
def test_a_public_body_place_or_good_stays(text: str, name: str) -> None:
    assert not _replaced(text, name), replaced(text)


@pytest.mark.parametrize(
    "text, name",
    [
        # a postcode district, a youth team, a time, a vitamin after a person: no model code
        ("I live in Leeds LS6 and work nights.", "Leeds"),
        ("Meine Tochter spielt beim SV Bergheim U12 im Tor.", "Bergheim"),
        ("We left Bradford at 6am and got home late.", "Bradford"),
        ("Frau Conrad 7B hat heute gefehlt.", "Conrad"),  # a teacher and her class
        # a town's force smaller than a million, someone working for a force, a home by the airport
        ("Die Polizei Mannheim hat den Unfall aufgenommen.", "Mannheim"),
        ("Ich arbeite bei der Polizei Brandenburg im Schichtdienst.", "Brandenburg"),
        ("We live right next to Norwich Airport, so noisy.", "Norwich"),
        # a town after a preposition of where before a German noun of food
        ("Ich war gestern in Berlin Bier trinken.", "Berlin"),
        # a letter by someone, a book by a relative, a neighbour on television
        ("I read the letter by John Hartley twice.", "John Hartley"),
        ("Ich lese gerade den Brief von Hans Wegmann.", "Hans Wegmann"),
        ("I'm reading a book by my cousin Anna Berger.", "Anna Berger"),
        ("My neighbour Tom Becker was on TV last night.", "Tom Becker"),
        # goods and "von" before a first name: whose the thing is
        ("Die Hefe von Thomas war besser.", "Thomas"),
        # a club's founding year after its name is no model number
        ("Ich kündige im Obst- und Gartenbauverein Quarnholz 1899 e.V. zum Jahresende.", "Quarnholz"),
        ("Opa ist im Schützenverein Brüxlingen 1921 seit Jahren.", "Brüxlingen"),
    ],
)
def test_the_private_side_is_still_replaced(text: str, name: str) -> None:
    assert _replaced(text, name), replaced(text)


def test_a_town_word_the_document_writes_elsewhere_keeps_no_frame_public() -> None:
    """``ich bin Hamburger`` replaced in one post: ``die Hamburger Polizei`` in another is not
    kept, or its ``Hamburger`` (a noun too, which no repeat finds) would stay as written."""
    root = annotated("Ich bin Hamburger durch und durch.", "Gestern hat die Hamburger Polizei gewarnt.").getroot()
    posts = list(root.iter(tei("post")))
    names = [
        "".join(e.itertext())
        for e in posts[1].iter(tei("name"))
        if e.get("subtype") != "public" and e.get("cert") in ("high", "medium")
    ]
    assert any("Hamburger" in n for n in names), names
