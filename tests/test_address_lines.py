"""Addresses whose lines are apart (``<lb/>``, a new line) and towns beside a postcode without a
street (issue 39, a red team's findings): the town goes with its postcode. Made-up addresses."""

from __future__ import annotations

import pytest
from detector_helpers import found
from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import tei


@pytest.mark.parametrize(
    "text, town",
    [
        ("Liebe Grüße\n36341 Lauterbach", "Lauterbach"),
        ("Absender: K. Mertes, 54290 Trier", "Trier"),
        ("Versand nach Marlow PL7 2QN", "Marlow"),
        ("Yours, Jo, Tadcaster, LS24 9AB", "Tadcaster"),
        ("Grüße aus 8404 Winterthur", "Winterthur"),
    ],
)
def test_the_town_beside_a_postcode_goes_with_it(text, town):
    assert [t for c, t in found(text, "address", resolve=True) if c == "GPE"] == [town]


@pytest.mark.parametrize(
    "text",
    ["wir haben 10000 Essen ausgegeben", "über 25000 Bitcoin", "Gruppe MP3 4GB", "belagerte 1142 Chartres erfolglos",
     "47110 BW 3 ist die Kennung"],
)
def test_no_town_beside_a_number_that_is_no_postcode(text):
    assert [t for c, t in found(text, "address", resolve=True) if c == "GPE"] == []



@pytest.mark.parametrize(
    "lines, secrets",
    [
        ("Herrn Jens Ubbelohde<lb/>Wacholderstieg 6<lb/>31737 Rinteln", ["Wacholderstieg 6", "31737", "Rinteln"]),
        ("Brombeerkamp 17<lb/>32791 Lage", ["Brombeerkamp 17", "32791", "Lage"]),
        ("Mrs Nia Trevelyan<lb/>5 Kiln Lane<lb/>Bodmin<lb/>PL31 2EU", ["5 Kiln Lane", "Bodmin", "PL31 2EU"]),
    ],
)
def test_an_address_across_line_breaks_is_one_unit(lines, secrets):
    root = etree.fromstring(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>t</p></publicationStmt><sourceDesc><p>t</p></sourceDesc></fileDesc></teiHeader>"
        f'<text><body><div><post xml:id="p1"><p>{lines}</p></post></div></body></text></TEI>'
    )
    annotate_tree(etree.ElementTree(root), "t", Settings())
    marked = ["".join(e.itertext()) for e in root.iter(tei("name"), tei("ref")) if e.get("resp") == "#teianon"]
    for secret in secrets:
        assert secret in marked, (secret, marked)


@pytest.mark.parametrize(
    "lines, places",
    [
        ("Mrs Tamsin Polglase<lb/>Lanivet<lb/>Cornwall<lb/>PL30 5HE", ["Lanivet", "Cornwall"]),
        ("Ffos Trefnant<lb/>Denbighshire<lb/>LL16 5UD", ["Ffos Trefnant", "Denbighshire"]),
        ("Herrn Ole Brinkhus<lb/>Vennebeck<lb/>32457 Porta Westfalica", ["Vennebeck"]),
        ("Viele Grüße<lb/>Knetterheide<lb/>32108 Bad Salzuflen", ["Knetterheide"]),
    ],
)
def test_the_place_lines_above_a_postcode_go_with_it(lines, places):
    """A village, district or county on its own line above the postcode's line, with no street
    word: the address's, not the addressee's name nor a closing above it."""
    root = etree.fromstring(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>t</p></publicationStmt><sourceDesc><p>t</p></sourceDesc></fileDesc></teiHeader>"
        f'<text><body><div><post xml:id="p1"><p>{lines}</p></post></div></body></text></TEI>'
    )
    annotate_tree(etree.ElementTree(root), "t", Settings())
    marked = {
        "".join(e.itertext()): e.get("type") for e in root.iter(tei("name"), tei("ref")) if e.get("resp") == "#teianon"
    }
    for place in places:
        assert marked.get(place) == "GPE", (place, marked)
    assert not {"Viele Grüße", "Mrs", "Herrn"} & set(marked)
    assert not any("Polglase" in m or "Brinkhus" in m for m, t in marked.items() if t == "GPE")


@pytest.mark.parametrize(
    "text",
    ["I got the MacBook Air M2 8GB yesterday", "selling my ThinkPad X1 16GB", "Surface Book S2 8GB ist da",
     "the Dell XPS L3 2TB drive"],
)
def test_a_model_and_its_memory_are_no_postcode_and_town(text):
    assert found(text, "address", resolve=True) == []
    assert found(text, "number", resolve=True) == []


@pytest.mark.parametrize(
    "text, code", [("Leeds LS1 8GB", "LS1 8GB"), ("Adresse: 4 Elm Road, Hull, HU1 2TB", "HU1 2TB"), ("M2 8GB", "M2 8GB")]
)
def test_a_postcode_that_looks_like_a_memory_size_on_an_address_line_stays_one(text, code):
    assert ("NUMBER", code) in found(text, "number", resolve=True)


@pytest.mark.parametrize(
    "text, street",
    [
        ("Absender: Im Kleefeld 8 · 37191 Katlenburg-Lindau", "Im Kleefeld 8"),
        ("Unsere Adresse: Auf der Heide 3 – 6094 Axams", "Auf der Heide 3"),
        ("Briefkopf: Hasenwinkel 11 | 49565 Bramsche", "Hasenwinkel 11"),
    ],
)
def test_a_street_without_a_street_word_before_a_postcode_after_a_dot_or_dash(text, street):
    # A letterhead parts street and postcode by a middle dot, a dash or a bar, not a comma.
    assert street in [t for c, t in found(text, "address", resolve=True) if c == "LOC"]


def test_a_dash_between_a_number_and_a_count_is_no_address():
    assert [t for c, t in found("Im Jahr 2 – 1500 Besucher kamen", "address", resolve=True) if c == "LOC"] == []


@pytest.mark.parametrize(
    "text, street",
    [
        ("mail it to 418 W 112th St, Chicago", "418 W 112th St"),
        ("we moved to 27 E 3rd Avenue last May", "27 E 3rd Avenue"),
        ("Office: 1550 N 21st Street, Arlington", "1550 N 21st Street"),
    ],
)
def test_an_american_numbered_street_is_a_street(text, street):
    assert street in [t for c, t in found(text, "address", resolve=True) if c == "LOC"]


@pytest.mark.parametrize("text", ["we bought 2 1st Class tickets", "in 2019 5th Avenue was closed", "page 12 5th Edition"])
def test_an_ordinal_without_a_street_is_no_address(text):
    assert [t for c, t in found(text, "address", resolve=True) if c == "LOC"] == []
