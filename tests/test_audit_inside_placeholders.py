"""The self-audit does not read teianon's own placeholders as text: a private number ``12``
replaced in a file with twelve numbers or more is not found again in ``[_NUMBER-12_]`` (a red
team's refused file). Numbers invented."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from teianon.cli import main


def test_a_short_number_is_not_found_in_a_placeholder(tmp_path: Path) -> None:
    phones = " ".join(f"Tel. 0171 48{i:02d}239," for i in range(13))
    source = tmp_path / "in" / "brief.xml"
    source.parent.mkdir()
    source.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
        "<titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
        '<sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader><text xml:lang="de"><body>'
        f"<p>Ich wohne in der Lindenallee 7, Whg. 12, im dritten Stock.</p><p>{phones}</p></body></text></TEI>",
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "brief.xml").read_text(encoding="utf-8")
    assert "Whg. 12" not in written and "[_NUMBER-12_]" in written
