"""A reference that runs over two fields of a record (a bibl's ``pubPlace`` and ``idno``, with
white space between them) stopped the whole file: the white space alone became a third part of
the reference, empty once its words were taken, and its repeat an empty span
(``empty or negative span … from repeat:reference``)."""

from __future__ import annotations

from click.testing import CliRunner

from teianon.cli import main

FILE = (
    '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt><sourceDesc><bibl>"
    "<title>Brief</title> <pubPlace>Stadtarchiv Lemgo</pubPlace> <idno>Best. 12 Nr. 4471</idno></bibl>"
    "</sourceDesc></fileDesc></teiHeader><text><body><div><p>Gruß aus Lemgo</p></div></body></text></TEI>"
)


def test_white_space_between_two_fields_is_no_part_of_a_reference(tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "a.xml").write_text(FILE, encoding="utf-8")
    for command in (["annotate", str(source), "-o", str(tmp_path / "ann")], ["run", str(source), "-o", str(tmp_path / "out")]):
        result = CliRunner().invoke(main, [*command, "-q"])
        assert result.exit_code == 0, result.output
    annotated = (tmp_path / "ann" / "a.xml").read_text(encoding="utf-8")
    assert "</pubPlace> <idno>" in annotated  # the space between the fields is no reference's
    assert (tmp_path / "out" / "a.xml").is_file()
