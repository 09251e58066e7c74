"""A name of the public sphere as a feature's string stays (``author`` ``Johann Wolfgang von
Goethe``); a private person's name there is replaced (review of round 66: all were replaced)."""

from __future__ import annotations

from click.testing import CliRunner

from teianon.cli import main

FILE = (
    '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt>"
    "<sourceDesc><p>x</p></sourceDesc></fileDesc></teiHeader><text><body><div><p>Zitate</p>"
    '<fs><f name="author"><string>Johann Wolfgang von Goethe</string></f></fs>'
    '<fs><f name="name"><string>Angela Merkel</string></f></fs>'
    '<fs><f name="Nachname"><string>Pruschinski</string></f></fs>'
    "</div></body></text></TEI>"
)


def test_public_names_in_features_stay_and_private_ones_go(tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "a.xml").write_text(FILE, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "a.xml").read_text(encoding="utf-8")
    assert "<string>Johann Wolfgang von Goethe</string>" in written
    assert "<string>Angela Merkel</string>" in written
    assert "Pruschinski" not in written
