"""A bibliography's idno is a private person's file only by the words of private ownership
(``Privatbesitz``, ``private collection``), whole: a textbook of private law (``Privatrecht``)
or a publisher called ``Private Eye Productions`` holds no one's file, and a book's ISBN is
public whatever its entry says (review of round 66: both ISBNs were replaced)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from teianon.cli import main

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt><sourceDesc>{bibl}"
    "</sourceDesc></fileDesc></teiHeader><text><body><div><p>Hallo</p></div></body></text></TEI>"
)


def _written(tmp_path, bibl: str) -> str:
    source = tmp_path / "in"
    source.mkdir()
    (source / "a.xml").write_text(HEAD.format(bibl=bibl), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "a.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("bibl", "number"),
    [
        ('<bibl><title>Grundkurs</title><note>Lehrbuch zum Privatrecht</note><idno type="ISBN">978-3-16-148410-0</idno></bibl>', "978-3-16-148410-0"),
        ("<biblStruct><monogr><title>Tapes</title><imprint><publisher>Private Eye Productions</publisher>"
         "</imprint></monogr><idno>PEP 2231</idno></biblStruct>", "PEP 2231"),
        ('<bibl><note>Privatbesitz der Familie</note><idno type="ISBN">978-3-16-148410-0</idno></bibl>', "978-3-16-148410-0"),
    ],
)
def test_a_public_number_in_a_bibliography_stays(tmp_path, bibl, number):
    assert number in _written(tmp_path, bibl)


def test_a_file_in_private_hands_is_replaced(tmp_path):
    written = _written(tmp_path, "<bibl><note>Privatbesitz</note><idno>Ordner 17/3</idno></bibl>")
    assert "Ordner 17/3" not in written
