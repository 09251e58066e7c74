"""What run, annotate and review say where they cannot do their work: one line naming the input,
a non-zero exit, nothing written, and no summary that reads as a clean run."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from teianon.cli import main

HEADERLESS = (
    '<TEI xmlns="http://www.tei-c.org/ns/1.0"><text><body><div>'
    '<post xml:id="q1">Grüße an Veronika aus Wattenscheid</post></div></body></text></TEI>\n'
)


def _teianon(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def test_run_of_a_tei_without_header_names_the_input_and_writes_nothing(tmp_path: Path) -> None:
    source = tmp_path / "in" / "gruss.xml"
    source.parent.mkdir()
    source.write_text(HEADERLESS, encoding="utf-8")
    result = _teianon("run", source, "-o", tmp_path / "out")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    [line] = [line for line in lines if "teiHeader" in line]
    assert line.startswith(f"{source}:1: ")
    assert "Traceback" not in result.output and str(tmp_path / "out" / "gruss.xml") not in result.output
    # Nothing ran: no table of zeros, no "audited clean".
    assert "audited clean" not in result.output and "Σ" not in result.output
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_annotate_of_a_tei_without_header_fails_without_writing(tmp_path: Path) -> None:
    source = tmp_path / "gruss.xml"
    source.write_text(HEADERLESS, encoding="utf-8")
    result = _teianon("annotate", source, "-o", tmp_path / "ann")
    assert result.exit_code == 1
    assert f"{source}:1: " in result.output and "teiHeader" in result.output
    assert not (tmp_path / "ann" / "gruss.xml").exists()


def test_run_of_a_folder_without_xml_names_it_and_points_to_import(tmp_path: Path) -> None:
    folder = tmp_path / "exporte"
    folder.mkdir()
    (folder / "Chat mit Veronika.txt").write_text("01.02.24, 10:00 - Veronika: hallo\n", encoding="utf-8")
    result = _teianon("run", folder, "-o", tmp_path / "out")
    assert result.exit_code != 0
    [line] = [line for line in result.output.splitlines() if line.strip()]
    assert f"{folder}: no *.xml files found" in line and "teianon import" in line
    # The export's file name may name a person: it is counted, not shown.
    assert "Veronika" not in line


def test_review_of_an_empty_folder_is_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "leer"
    folder.mkdir()
    result = _teianon("review", folder, "-o", tmp_path / "report.html")
    assert result.exit_code != 0
    assert f"{folder}: no *.xml files to review" in result.output
    assert not (tmp_path / "report.html").exists()


def test_review_of_xml_that_is_no_tei_is_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "fremd"
    folder.mkdir()
    (folder / "notizen.xml").write_text("<notes>\n<note>Anruf bei Veronika</note></notes>", encoding="utf-8")
    result = _teianon("review", folder, "-o", tmp_path / "report.html")
    assert result.exit_code == 1
    assert f"{folder / 'notizen.xml'}:1: not a TEI document: the root element is <notes>" in result.output
    assert not (tmp_path / "report.html").exists()
