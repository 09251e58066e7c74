"""A participant's real name written beside the parts of its entry (``Vorname Nachname<addName
type="ScreenName">nick</addName>``) is a name of its own (issue 39, class 10): replaced in both
modes, searched in the text, and the parts keep their elements. Every name here is invented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.read.name_words import LOOSE_WORDS
from teianon.read.tei import read_participants

T = "{http://www.tei-c.org/ns/1.0}"
MODES = pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
ROOT = Path(__file__).resolve().parents[1]


def _doc(pers_name: str, post: str = "na, alles klar?") -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de"><teiHeader>
<fileDesc><titleStmt><title>Erfundener Chat</title></titleStmt>
<publicationStmt><publisher>Beispielprojekt</publisher></publicationStmt>
<sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="K1">{pers_name}</person>
<person xml:id="K2"><persName type="nickname">kranich_3</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="k1" who="#K1"><p>{post}</p></post>
<post xml:id="k2" who="#K2"><p>jo, passt</p></post></div></body></text></TEI>"""


def _run(tmp_path: Path, text: str, mode: str) -> etree._ElementTree:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    out = tmp_path / f"out-{mode}"
    command = ["run", str(source), "-o", str(out), "--date", "2026-01-01"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "loose", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return etree.parse(str(out / "chat.xml"))


@MODES
def test_a_real_name_beside_a_screen_name_is_replaced_and_both_stay_apart(tmp_path: Path, mode: str) -> None:
    entry = '<persName>Gesa Rühlmann<addName type="ScreenName">moorlerche</addName></persName>'
    tree = _run(tmp_path, _doc(entry), mode)
    pers_name = tree.find(f".//{T}person[@{{http://www.w3.org/XML/1998/namespace}}id='K1']/{T}persName")
    assert pers_name is not None
    text = etree.tostring(tree, encoding="unicode")
    assert "Rühlmann" not in text and "Gesa" not in text and "moorlerche" not in text
    add_name = pers_name.find(f"{T}addName")
    assert add_name is not None and add_name.get("type") == "ScreenName"
    if mode == "pseudonym":
        # Two names, two surrogates: the real name does not become the screen name's.
        assert (pers_name.text or "").strip() and (pers_name.text or "").strip() != (add_name.text or "").strip()


@MODES
def test_the_real_name_is_searched_in_the_posts(tmp_path: Path, mode: str) -> None:
    tree = _run(
        tmp_path,
        _doc(
            '<persName>Gesa Rühlmann<addName type="ScreenName">moorlerche</addName></persName>',
            post="schreibt mir an gesa rühlmann, nicht an die alte adresse",
        ),
        mode,
    )
    assert "rühlmann" not in etree.tostring(tree, encoding="unicode").casefold()


@MODES
@pytest.mark.parametrize(
    "entry, kept",
    [
        ('<persName>Dr. Gesa Rühlmann<addName type="ScreenName">moorlerche</addName></persName>', "Dr. "),
        ('<persName>Gesa Rühlmann (Lehrerin)<addName type="ScreenName">moorlerche</addName></persName>', "Lehrerin"),
    ],
)
def test_text_with_a_title_or_a_role_beside_the_parts_is_left_whole(
    tmp_path: Path, mode: str, entry: str, kept: str
) -> None:
    # Neither the title nor the role becomes a name (nor a pseudonym), and the role's word in the
    # text stays the word.
    tree = _run(tmp_path, _doc(entry, post="die Lehrerin hat heute frei"), mode)
    text = etree.tostring(tree, encoding="unicode")
    assert kept in text and "die Lehrerin hat heute frei" in text


@MODES
def test_a_title_beside_the_parts_stays(tmp_path: Path, mode: str) -> None:
    tree = _run(tmp_path, _doc("<persName>Dr. <forename>Gesa</forename> <surname>Rühlmann</surname></persName>"), mode)
    pers_name = tree.find(f".//{T}person[@{{http://www.w3.org/XML/1998/namespace}}id='K1']/{T}persName")
    assert pers_name is not None and (pers_name.text or "").startswith("Dr. ")
    assert pers_name.find(f"{T}forename") is not None and pers_name.find(f"{T}surname") is not None
    assert "Rühlmann" not in etree.tostring(tree, encoding="unicode")


def test_the_reader_knows_the_loose_name() -> None:
    root = etree.fromstring(
        _doc('<persName>Gesa Rühlmann<addName type="ScreenName">moorlerche</addName></persName>').encode()
    )
    (first, _) = read_participants(root)
    assert "Gesa Rühlmann" in first.names and "moorlerche" in first.nicknames


def test_the_stylesheet_and_the_reader_skip_the_same_words() -> None:
    xsl = (ROOT / "xslt" / "modules" / "participants.xsl").read_text(encoding="utf-8")
    listed = re.search(r"tokenize\('([^']*)', ' '\)", xsl)
    assert listed is not None
    assert frozenset(listed.group(1).replace("&amp;", "&").split()) == LOOSE_WORDS
