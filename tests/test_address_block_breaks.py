"""An address block written with line breaks (issue 39): an English house named without a house
word over its street (``The Willows<lb/>12 Station Road``) is a LOC, a street's word before a
break ends the line (``Back Lane<lb/>Stowford`` is no person called Lane Stowford), and two
words a break parts without a space stay two words (``Thank you<lb/>for``, ``the Old
Mill<lb/>and``). The names are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.detect.line_breaks import street_ends_line, words_apart

DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented letter</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc></teiHeader><text><body><div type="letter">
{paragraphs}
</div></body></text></TEI>"""
T = "{http://www.tei-c.org/ns/1.0}"

ENGLISH = [
    "<p>The Laurels<lb/>27 Quarry Road<lb/>Eddleston</p>",
    "<p>Primrose Cottage<lb/>\n  Mill Lane<lb/>\n  Wexcombe</p>",
    "<p>Many thanks<lb/>for the parcel.<lb/>We walked to the Old Mill<lb/>and back.</p>",
]
GERMAN = [
    "<p>Absender:<lb/>Alte Schmiede<lb/>Birkenweg 9<lb/>Talheim</p>",
    "<p>Vielen Dank<lb/>für das Paket, es kam<lb/>und war heil.</p>",
]


def _names(tmp_path: Path, lang: str, paragraphs: list[str]) -> list[tuple[str, str]]:
    source = tmp_path / "in" / "letter.xml"
    source.parent.mkdir()
    source.write_text(DOC.format(lang=lang, paragraphs="\n".join(paragraphs)), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "ann" / "letter.xml"))
    return [
        (name.get("type") or "", " ".join("".join(name.itertext()).split()))
        for name in tree.iter(f"{T}name")
        if name.get("subtype") != "public"
    ]


def test_an_english_address_block(tmp_path: Path) -> None:
    found = _names(tmp_path, "en", ENGLISH)
    assert ("LOC", "The Laurels") in found
    assert ("LOC", "Mill Lane") in found
    assert not [n for _, n in found if "Lane Wexcombe" in n or n.startswith("you") or "Milland" in n]
    assert not [n for _, n in found if n in ("thanksfor", "Milland", "Mill and")]


def test_a_german_letter(tmp_path: Path) -> None:
    found = _names(tmp_path, "de", GERMAN)
    assert ("LOC", "Alte Schmiede") in found
    assert not [n for _, n in found if "Dankfür" in n or "kamund" in n]


@pytest.mark.parametrize(("before", "after"), [("you", "for"), ("Mill", "and"), ("kam", "und"), ("Dank", "für")])
def test_words_a_break_parts(before: str, after: str) -> None:
    assert words_apart(before, after)


@pytest.mark.parametrize(("before", "after"), [("Reim", "ersdörfer"), ("Hasel", "brink"), ("Sonnen", "schein")])
def test_a_word_the_line_divides(before: str, after: str) -> None:
    assert not words_apart(before, after)


def test_street_words_end_a_line() -> None:
    assert street_ends_line("Lane") and street_ends_line("Road") and not street_ends_line("Martha")
