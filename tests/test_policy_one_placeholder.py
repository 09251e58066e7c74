"""The sample DOCC policy on a file that is no DOCC file: a title with annotations in it (a URL,
a participant's name, a name of the public sphere) becomes one placeholder, not one per piece
of text between them."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"


def test_a_title_a_metadata_rule_names_gets_one_placeholder(tmp_path: Path) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt>'
        "<title>Chat der Gruppe Nordlicht mit @kranich_7 über https://nordlicht.example.org/raum und Netflix</title>"
        "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
        '<profileDesc><particDesc><listPerson><person xml:id="u1"><persName type="nickname">kranich_7</persName>'
        "</person></listPerson></particDesc></profileDesc></teiHeader><text><body><div>"
        '<post xml:id="p1" who="#u1">hallo zusammen</post></div></body></text></TEI>',
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        main, ["run", str(source.parent), "-o", str(tmp_path / "out"), "--policy", str(SAMPLES / "policy-docc21.toml")]
    )
    assert result.exit_code == 0, result.output
    title = etree.parse(str(tmp_path / "out" / "chat.xml")).find(f".//{T}titleStmt/{T}title")
    text = "".join(title.itertext())
    assert text.count("[_CHATROOMNAME_]") == 1, etree.tostring(title, encoding=str)
    assert "kranich" not in text and "nordlicht" not in text.casefold() and "Chat der Gruppe" not in text
