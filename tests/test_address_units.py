"""Addresses as one unit (issue 39, item 8): street, house number, postcode and town replaced
together, with or without a street word, German and English; a town after a person in header
prose; and what is no address stays."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from detector_helpers import found

from teianon.cli import main


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "bitte an Birkenkamp 9, 32756 Hasenwinkel",
            [("GPE", "Hasenwinkel"), ("LOC", "Birkenkamp 9"), ("NUMBER", "32756")],
        ),
        (
            "Im Krähenfeld 11, 49080 Osnabrück ist neu",
            [("GPE", "Osnabrück"), ("LOC", "Im Krähenfeld 11"), ("NUMBER", "49080")],
        ),
        (
            "Zum Lerchenberg 3, D-55288 Udenheim",
            [("GPE", "Udenheim"), ("LOC", "Zum Lerchenberg 3"), ("NUMBER", "55288")],
        ),
        (
            "paket an Eschenallee 21 in 60385 Frankfurt am Main",
            [("GPE", "Frankfurt am Main"), ("LOC", "Eschenallee 21"), ("NUMBER", "60385")],
        ),
        ("wir feiern in der Ulmenstraße 4 in Paderborn", [("GPE", "Paderborn"), ("LOC", "Ulmenstraße 4")]),
        (
            "send it to 27 Thornfield Road, Hexham NE46 3AB please",
            [("GPE", "Hexham"), ("LOC", "27 Thornfield Road"), ("NUMBER", "NE46 3AB")],
        ),
        (
            "mail: 310 Birch Court, Dayton, OH 45402",
            [("GPE", "Dayton"), ("LOC", "310 Birch Court"), ("NUMBER", "OH 45402")],
        ),
        # British: district and town stand between the street and the postcode.
        (
            "post it to 41 Willow Crescent, Heaton, Newcastle NE6 5RT thanks",
            [("GPE", "Heaton"), ("GPE", "Newcastle"), ("LOC", "41 Willow Crescent"), ("NUMBER", "NE6 5RT")],
        ),
        (
            "Flat 12, 5 Quayside Road, Nailsea, Bristol BS48 1AB",
            [("GPE", "Bristol"), ("GPE", "Nailsea"), ("LOC", "Flat 12, 5 Quayside Road"), ("NUMBER", "BS48 1AB")],
        ),
        (
            "77 Cedar Avenue, Bloomington, IN 47401",
            [("GPE", "Bloomington"), ("LOC", "77 Cedar Avenue"), ("NUMBER", "IN 47401")],
        ),
        # Chat writes the town in lower case.
        ("neu: Ahornweg 8, 48149 münster", [("GPE", "münster"), ("LOC", "Ahornweg 8"), ("NUMBER", "48149")]),
        # No street word: an Austrian or Swiss postcode of four digits before a known town, a
        # British one after the town (red team round 7).
        ("Büro: Sonnleiten 14, 8020 Graz", [("GPE", "Graz"), ("LOC", "Sonnleiten 14"), ("NUMBER", "8020")]),
        ("post to 23 Brackenfield, Keswick CA12 4AB", [("GPE", "Keswick"), ("LOC", "23 Brackenfield")]),
    ],
)
def test_an_address_is_one_unit(text, expected):
    assert found(text, "address", resolve=True) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Kapitel 3, 12345 Zeichen",
        "Hauptstraße 5 in Ordnung",
        "Tabelle 2, 2019 Ergebnisse",
        "Seite 4 in Zukunft",
        "Gruppe 3, 25000 Euro",
        "we met at 12 Oak Lane, Bring snacks",
        "Hauptstraße 5, 12000 zuschauer",
        # A year before a town, and no British postcode after a number and a word.
        "Tabelle 2, 2019 Wien",
        "page 12 Results, Leeds",
    ],
)
def test_no_town_where_there_is_none(text):
    assert [c for c, _ in found(text, "address", resolve=True) if c == "GPE"] == []
    assert found("Kapitel 3, 12345 Zeichen", "address") == []


def test_places_without_a_postcode_end_with_the_last_known_town():
    towns = [t for c, t in found("we met at 12 Oak Lane, Leeds, Bring snacks", "address", resolve=True) if c == "GPE"]
    assert towns == ["Leeds"]


CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt>
    <sourceDesc><p>Transcribed from letters written by Gwendolyn Ashcroft, Bradford, in 1998.</p></sourceDesc>
    </fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">sky88</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">tomkat</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>Birkenkamp 9, 32756 Hasenwinkel ist die neue Adresse</p></post>
    <post xml:id="m2" who="#A02"><p>und meine: 27 Thornfield Road, Hexham NE46 3AB</p></post>
    <post xml:id="m3" who="#A01"><p>oder 8 Linden Grove, Fallowfield, Manchester M14 6QP</p></post>
    <post xml:id="m4" who="#A02"><p>paket an Ahornweg 8, 48149 münster bitte</p></post>
  </div></body></text>
</TEI>
"""


@pytest.mark.parametrize("mode", [[], ["--mode", "pseudonym", "--salt", "s"]])
def test_addresses_and_header_places_through_run(tmp_path, mode):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(CHAT, encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json")] if mode else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *mode, *key]
    )
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    secrets = ("Birkenkamp", "32756", "Hasenwinkel", "Thornfield", "Hexham", "NE46", "Ashcroft", "Bradford")
    for secret in (*secrets, "Linden Grove", "Fallowfield", "Manchester", "M14", "Ahornweg", "48149", "münster"):
        assert secret not in text, secret
    assert "ist die neue Adresse" in text and "in 1998" in text


@pytest.mark.parametrize("text", ["Tabelle 2, 2019 Wien", "page 12 Results, Leeds", "in 2019 Kendal, Kendal LA9 4AB"])
def test_no_street_where_there_is_none(text):
    assert [t for c, t in found(text, "address", resolve=True) if c == "LOC"] == []
