"""A token whose lemma or spelling names someone is replaced with them (issue 39):
``<w norm="Frau …">d'…in</w>``, ``<w lemma="Surname">clipped</w>``. Ordinary tokens whose
reading is their own word stay. The names are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"

TOKENS = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented chat</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1">{first}</post>
<post xml:id="p2" who="#A1">{second}</post>
</div></body></text></TEI>"""


def _w(n: int, text: str, **attributes: str) -> str:
    extra = "".join(f' {k}="{v}"' for k, v in attributes.items())
    return f'<w xml:id="w{n}"{extra}>{text}</w>'


GERMAN = {
    "lang": "de",
    "first": _w(1, "gestern", lemma="gestern")
    + _w(2, "hat", lemma="haben")
    + _w(3, "Frau", lemma="Frau")
    + _w(4, "Pfennigwerth", lemma="Pfennigwerth")
    + _w(5, "angerufen", lemma="anrufen"),
    "second": _w(6, "dann", lemma="dann")
    + _w(7, "pf", lemma="Pfennigwerth", orig="Pfennichwerth")
    + _w(8, "mit", lemma="mit")
    + _w(9, "d'Strunkhorstin", norm="Frau Adalgisa Strunkhorst")
    + _w(10, "rosa", lemma="rosa", norm="rosa")
    + _w(11, "Kleid", lemma="Kleid"),
}
ENGLISH = {
    "lang": "en",
    "first": _w(1, "I", lemma="I")
    + _w(2, "phoned", lemma="phone")
    + _w(3, "Mrs", lemma="Mrs")
    + _w(4, "Gallowglass", lemma="Gallowglass")
    + _w(5, "today", lemma="today"),
    "second": _w(6, "then", lemma="then")
    + _w(7, "Gal", lemma="Gallowglass", reg="Gallowglass")
    + _w(8, "and", lemma="and")
    + _w(9, "auntie-Bee", norm="Aunt Beatrix Ormerod")
    + _w(10, "came", lemma="come", norm="came")
    + _w(11, "over", lemma="over"),
}
SECRETS = {"de": ("Pfennigwerth", "Pfennichwerth", "Strunkhorst"), "en": ("Gallowglass", "Ormerod", "auntie-Bee")}
KEPT = {"de": ("rosa", "Kleid", "mit"), "en": ("came", "over", "and")}


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("texts", [GERMAN, ENGLISH], ids=["de", "en"])
def test_a_token_whose_reading_is_a_name_is_replaced(tmp_path: Path, mode: str, texts: dict[str, str]) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(TOKENS.format(**texts), encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "-q", "--ner", "none"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    output = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    for secret in SECRETS[texts["lang"]]:
        assert secret not in output, secret
    tokens = {w.get(XML_ID): "".join(w.itertext()) for w in etree.fromstring(output.encode()).iter(f"{T}w")}
    # Every token stays (each a reference of its own), and the ordinary ones as written.
    assert sorted(tokens) == sorted(f"w{n}" for n in range(1, 12))
    assert {tokens["w10"], tokens["w11"], tokens["w8"]} == set(KEPT[texts["lang"]])


# A lemma that is an ordinary word shared with a replaced name ("rosa" beside a replaced Rosa)
# makes no reference of a token that is no form of the name.
ORDINARY = {
    "lang": "de",
    "first": " ".join(
        _w(n, text, lemma=lemma)
        for n, text, lemma in ((1, "Hallo", "hallo"), (2, "Rosa", "Rosa"), (3, ",", ","), (4, "wie", "wie"))
    ),
    "second": " ".join(
        _w(n, text, lemma=lemma)
        for n, text, lemma in ((5, "das", "das"), (6, "rosafarbene", "rosa"), (7, "Kleid", "Kleid"), (8, "ist", "sein"))
    ),
}


def test_an_ordinary_lemma_shared_with_a_name_is_no_reference(tmp_path: Path) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(TOKENS.format(**ORDINARY), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q", "--ner", "none"])
    assert result.exit_code == 0, result.output
    output = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    tokens = {w.get(XML_ID): "".join(w.itertext()) for w in etree.fromstring(output.encode()).iter(f"{T}w")}
    assert ">Rosa<" not in output
    assert tokens["w6"] == "rosafarbene"
    assert tokens["w7"] == "Kleid"
