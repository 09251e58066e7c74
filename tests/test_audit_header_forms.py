"""A form of a replaced name that the self-audit seeks (a part of a double first name) standing in
the project's own header metadata, where no markup goes: the post-processor hides it there as it
hides the name's other forms, so that the file is written instead of refused; an ordinary word
there stays. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

TEI = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>Forum thread</title>{title_stmt}</titleStmt>"
    "<publicationStmt><p>Test data</p></publicationStmt><sourceDesc>{source}</sourceDesc></fileDesc>"
    '<profileDesc><langUsage><language ident="{lang}"/></langUsage>{keywords}<particDesc><listPerson>'
    '<person xml:id="A1"><persName type="nickname">kettle_kite</persName></person>'
    '<person xml:id="A2"><persName type="nickname">slow_loris9</persName></person></listPerson></particDesc>'
    '</profileDesc></teiHeader><text xml:lang="{lang}"><body><div type="thread">'
    '<post who="#A1" xml:id="p1">{post}</post><post who="#A2" xml:id="p2">Thanks, will do.</post>'
    "</div></body></text></TEI>"
)

PLACES = {
    "editor": lambda word: {"title_stmt": f"<editor>{word}</editor>"},
    "respStmt": lambda word: {"title_stmt": f"<respStmt><resp>photos by {word}</resp><name>Jo Test</name></respStmt>"},
    "keywords": lambda word: {"keywords": f"<textClass><keywords><term>{word}</term></keywords></textClass>"},
    "source record": lambda word: {
        "source": f"<bibl><title>Bike talk with {word}</title><editor>Jo Test</editor></bibl>"
    },
}

# (the post naming the person, the double name's part that stands in the header, language)
PEOPLE = [
    ("Ask Ann-Kathrin Dobberstein about the bike.", "Kathrin", "en"),
    ("Frag mal Lise-Marit Grabowsky wegen dem Rad.", "Marit", "de"),
    ("Ask Mary-Beth Okonjo about the saddle.", "Beth", "en"),
]


def _run(tmp_path: Path, post: str, place: str, word: str, lang: str, *mode: str) -> tuple[int, str, str]:
    fields = {"title_stmt": "", "keywords": "", "source": "<p>Written for a test.</p>"}
    fields.update(PLACES[place](word))
    source = tmp_path / "in.xml"
    source.write_text(TEI.format(post=post, lang=lang, **fields), encoding="utf-8")
    out = tmp_path / "out"
    options = tuple(str(tmp_path / "key.json") if o == "KEY" else o for o in mode)
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--date", "2026-01-01", *options])
    written = out / "in.xml"
    return result.exit_code, result.output, written.read_text(encoding="utf-8") if written.exists() else ""


@pytest.mark.parametrize(("post", "word", "lang"), PEOPLE)
@pytest.mark.parametrize("place", sorted(PLACES))
def test_a_double_names_part_in_the_projects_metadata_is_hidden_not_refused(
    tmp_path: Path, post: str, word: str, lang: str, place: str
) -> None:
    code, output, written = _run(tmp_path, post, place, word, lang)
    assert code == 0, output
    header = written.split("<particDesc>")[0]
    assert word not in header and "[_PERSONNAME" in header


def test_in_pseudonym_mode_too(tmp_path: Path) -> None:
    post, word, lang = PEOPLE[0]
    code, output, written = _run(tmp_path, post, "keywords", word, lang, "--mode", "pseudonym", "--key", "KEY")
    assert code == 0, output
    assert word not in written.split("<particDesc>")[0]


@pytest.mark.parametrize("place", sorted(PLACES))
def test_an_ordinary_word_of_a_double_name_stays_in_the_metadata(tmp_path: Path, place: str) -> None:
    """``Linde`` of ``Rosa-Linde``: a word of the language (a lime tree), sought nowhere alone."""
    code, output, written = _run(tmp_path, "Ask Rosa-Linde Quabeck about the bike.", place, "Linde", "en")
    assert code == 0, output
    assert "Linde" in written.split("<particDesc>")[0]
