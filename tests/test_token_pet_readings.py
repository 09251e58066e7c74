"""A token whose lower-case lemma is a replaced first name and whose text is a pet form of it
(``<w lemma="jens">jensi</w>``), and a token clipped from a surname of the tables that its
reading gives (``<w lemma="Wendt">we</w>``), are references too (issue 39). A compound of a
word (``rosafarbene`` of ``rosa``) and a clipped ordinary word stay. The names are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.annotate.token_readings import _clipped_name, _pet_form
from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented chat</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1"><w xml:id="w1">{kin}</w> <w xml:id="w2">{name}</w> <w xml:id="w3">{comes}</w></post>
<post xml:id="p2" who="#A1"><w xml:id="w4">{the}</w> <w xml:id="w5" lemma="{lemma}">{pet}</w> <w xml:id="w6">{laughs}</w></post>
<post xml:id="p3" who="#A1"><w xml:id="w7" lemma="{word}">{compound}</w> <w xml:id="w8" lemma="{clipped}">{clip}</w></post>
<post xml:id="p4" who="#A1"><w xml:id="w9" lemma="{plain}">{plain_clip}</w> <w xml:id="w10">ok</w></post>
</div></body></text></TEI>"""
CASES = {
    "de": {
        "lang": "de", "kin": "Schwester", "name": "Roswitha", "comes": "kommt", "the": "die", "lemma": "roswitha",
        "pet": "witchen", "laughs": "lacht", "word": "rosa", "compound": "rosafarbene", "clipped": "Wendt",
        "clip": "we", "plain": "Fischer", "plain_clip": "fi",
    },
    "en": {
        "lang": "en", "kin": "sister", "name": "Marigold", "comes": "came", "the": "then", "lemma": "marigold",
        "pet": "goldie", "laughs": "laughed", "word": "rose", "compound": "rosewood", "clipped": "Schmidt",
        "clip": "schm", "plain": "Baker", "plain_clip": "bak",
    },
}  # fmt: skip


def _referenced(tmp_path: Path, case: dict[str, str]) -> set[str]:
    source = tmp_path / "in" / "doc.xml"
    source.parent.mkdir()
    source.write_text(DOC.format(**case), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "ann" / "doc.xml"))
    return {
        w.get("{http://www.w3.org/XML/1998/namespace}id")
        for name in tree.iter(f"{T}name")
        if name.get("type") == "PER"
        for w in name.iter(f"{T}w")
    }


@pytest.mark.parametrize("lang", ["de", "en"])
def test_pet_forms_and_clipped_names_are_references(tmp_path: Path, lang: str) -> None:
    found = _referenced(tmp_path, CASES[lang])
    assert {"w2", "w5", "w8"} <= found
    assert not {"w7", "w9"} & found  # a compound of the word, a clipped ordinary word


def test_the_shapes() -> None:
    assert _pet_form("jens", "jensi") and _pet_form("henrike", "rikchen") and _pet_form("josef", "sepperl") is False
    assert not _pet_form("rosa", "rosafarbene") and not _pet_form("schwester", "schwestern")
    assert _clipped_name("Wendt", "we") and not _clipped_name("Wendt", "Wendt") and not _clipped_name("Sommer", "so")
