"""A dialect's declared language tag loses a replaced place as its uses do, and a rendition in
prose that opens with a word and a colon is read as prose, not skipped as CSS (issue 39)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from teianon.cli import main

_HEADER = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt>"
    "<sourceDesc><p>x</p></sourceDesc></fileDesc>{encoding}<profileDesc>{lang}<particDesc><listPerson>"
    '<person xml:id="A01"><persName>kiwi77</persName></person></listPerson></particDesc></profileDesc>'
    "</teiHeader><text><body><div>{posts}</div></body></text></TEI>"
)


def _run(tmp_path, text: str, pseudonyms: bool) -> str:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "f.xml").write_text(text, encoding="utf-8")
    options = ["--mode", "pseudonym", "--key", str(tmp_path / "k.key"), "--salt", "s"] if pseudonyms else []
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), *options])
    assert result.exit_code == 0, result.output
    assert "audited clean" in result.output
    return (tmp_path / "out" / "f.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_declared_private_use_tag_loses_the_place_as_its_uses_do(tmp_path, pseudonyms):
    text = _HEADER.format(
        encoding="",
        lang='<langUsage><language ident="nds-x-kaltenkirchen">Platt</language><language ident="de">Deutsch</language>'
        "</langUsage>",
        posts='<post xml:id="p1" who="#A01" xml:lang="nds-x-kaltenkirchen">ik wohn in Kaltenkirchen siet 1990.</post>',
    )
    output = _run(tmp_path, text, pseudonyms)
    assert "kaltenkirchen" not in output.casefold()
    assert 'ident="de"' in output and 'ident="nds-x-' in output


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_rendition_in_prose_is_read_and_css_stays(tmp_path, pseudonyms):
    text = _HEADER.format(
        encoding="<encodingDesc><tagsDecl>"
        '<rendition xml:id="r1">hinweis: kursiv gesetzt hat Jobst Wiggenhorn aus Bad Bramstedt</rendition>'
        '<rendition xml:id="r2">font-style: italic; color: #336699</rendition></tagsDecl></encodingDesc>',
        lang="",
        posts='<post xml:id="p1" who="#A01">na, alles klar bei euch?</post>',
    )
    output = _run(tmp_path, text, pseudonyms)
    assert "Wiggenhorn" not in output and "Jobst" not in output
    assert '<rendition xml:id="r2">font-style: italic; color: #336699</rendition>' in output
