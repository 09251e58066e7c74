"""Nothing identifying in file names: import numbers its outputs by default, run/anonymise on
request (--rename), the mapping stays private, and audit/check read the output paths."""

from __future__ import annotations

import stat
from pathlib import Path

from click.testing import CliRunner
from conftest import T

from teianon.cli import main

CHAT = "Chat_Anna_Schmidt_0171-2345678"
EXPORT = ("Datum;Uhrzeit;Name;Nachricht\n"
          "01.03.2024;10:15;Anna Schmidt;Hallo Tom, ruf mich an: 0171 2345678\n"
          "01.03.2024;10:16;Tom Becker;mach ich, bin in Bochum\n")


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def _import(tmp_path: Path, *extra: str):
    source = tmp_path / f"{CHAT}.csv"
    source.write_text(EXPORT, encoding="utf-8")
    return source, invoke("import", "csv", str(source), "-o", str(tmp_path / "tei"), "--date", "2026-01-01",
                          "--option", "delimiter=;", "--option", "text=Nachricht", "--option", "author=Name", *extra)


def test_import_numbers_its_outputs_and_keeps_the_mapping_private(tmp_path: Path):
    source, result = _import(tmp_path)
    assert result.exit_code == 0, result.output
    assert [p.name for p in (tmp_path / "tei").iterdir()] == ["doc-0001.xml"]
    mapping = tmp_path / "tei-names.tsv"
    assert mapping.read_text(encoding="utf-8") == f"output\tsource\ndoc-0001.xml\t{source}\n"
    assert stat.S_IMODE(mapping.stat().st_mode) == 0o600
    text = (tmp_path / "tei" / "doc-0001.xml").read_text(encoding="utf-8")
    # The file name titled the document: the title and the source note give the number instead.
    assert CHAT not in text and '<title resp="#teianon">doc-0001</title>' in text  # teianon's own
    assert "Hallo Tom, ruf mich an: 0171 2345678" in text  # the posts are untouched
    # A second import keeps the number, and a new input gets the next one.
    other = tmp_path / "Gruppe_Familie_Becker.csv"
    other.write_text(EXPORT, encoding="utf-8")
    again = invoke("import", "csv", str(other), str(source), "-o", str(tmp_path / "tei"), "--option", "delimiter=;",
                   "--option", "text=Nachricht", "--option", "author=Name")
    assert again.exit_code == 0, again.output
    assert mapping.read_text(encoding="utf-8").splitlines()[1:] == [f"doc-0001.xml\t{source}",
                                                                     f"doc-0002.xml\t{other}"]


def test_keep_names_and_a_mapping_inside_the_output_folder(tmp_path: Path):
    _, result = _import(tmp_path, "--rename-map", str(tmp_path / "tei" / "names.tsv"))
    assert result.exit_code == 1 and "would be published with the corpus" in result.output
    assert not (tmp_path / "tei").exists()
    _, result = _import(tmp_path, "--keep-names")
    assert result.exit_code == 0, result.output
    assert [p.name for p in (tmp_path / "tei").iterdir()] == [f"{CHAT}.xml"]
    assert not (tmp_path / "tei-names.tsv").exists()


def test_check_and_audit_flag_an_identifying_output_path(tmp_path: Path):
    _, result = _import(tmp_path, "--keep-names")
    assert result.exit_code == 0, result.output
    run = invoke("run", str(tmp_path / "tei"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "-q")
    assert run.exit_code == 0, run.output
    output = tmp_path / "out" / f"{CHAT}.xml"
    assert "0171 2345678" not in output.read_text(encoding="utf-8")  # the text is clean, the name is not
    loud = invoke("run", str(tmp_path / "tei"), "-o", str(tmp_path / "again"))
    assert (f"{tmp_path / 'again' / CHAT}.xml: warning: 'Anna Schmidt' (PERSONNAME found by detection) in the "
            "output's name: teianon check fails it; --rename numbers the outputs") in loud.stderr.splitlines()
    checked = invoke("check", str(tmp_path / "out"))
    assert checked.exit_code == 1
    assert (f"{output}: error: leak in the path: '0171-2345678' (NUMBER found by detection, in the file name "
            f"'{CHAT}.xml'; rename the file (run --rename)) [audit/path]") in checked.stdout.splitlines()
    assert "'Anna Schmidt' (PERSONNAME found by detection" in checked.stdout
    audited = invoke("audit", str(tmp_path / "ann"), str(tmp_path / "out"))
    assert audited.exit_code == 1
    # Against the annotated source, the participant's name is found as the text's search finds it.
    assert "'Anna Schmidt' (name of participant A01, in the file name" in audited.stdout
    assert "leak in the path" in audited.stdout and "in file or folder names" in audited.stderr
    # A folder's name is a path component too.
    nested = tmp_path / "nested" / "Familie_Becker"
    nested.mkdir(parents=True)
    (nested / "chat.xml").write_bytes((tmp_path / "out" / f"{CHAT}.xml").read_bytes())
    assert "in the folder name 'Familie_Becker'" in invoke("check", str(tmp_path / "nested")).stdout


def test_a_renamed_run_passes_and_pairs_its_outputs_by_the_mapping(tmp_path: Path):
    _, result = _import(tmp_path, "--keep-names")
    assert result.exit_code == 0, result.output
    key = tmp_path / "secret" / "key.json"
    run = invoke("run", str(tmp_path / "tei"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"),
                 "--rename", "--mode", "pseudonym", "--key", str(key), "--salt", "s")
    assert run.exit_code == 0, run.output
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["doc-0001.xml"]
    # Beside the key: the two secrets together; the review copy keeps the source's name.
    mapping = tmp_path / "secret" / "key-names.tsv"
    assert mapping.read_text(encoding="utf-8") == f"output\tsource\ndoc-0001.xml\t{CHAT}.xml\n"
    assert [p.name for p in (tmp_path / "ann").iterdir()] == [f"{CHAT}.xml"]
    # The pairing is what this test is about: a proposal held in the import's header note may
    # stay undecided here.
    allowing = tmp_path / "allow-held.toml"
    allowing.write_text("[review]\nallow-held = true\n", encoding="utf-8")
    checked = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"),
                     "--rename-map", str(mapping), "--policy", str(allowing), "--key", str(key))
    assert checked.exit_code == 0, checked.output
    assert "no annotated source" not in checked.stdout and "audit/path" not in checked.stdout
    # Found beside the key without being named, as run --rename wrote it.
    found = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "--policy", str(allowing),
                   "--key", str(key))
    assert found.exit_code == 0, found.output
    # Without the mapping, nothing pairs: the output is not audited at all, and nothing is released.
    unpaired = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "--policy", str(allowing))
    assert unpaired.exit_code == 1
    assert "no annotated source" in unpaired.stdout


def test_review_anonymise_check_with_renamed_outputs(tmp_path: Path):
    """The reviewer's decisions name a document by its path under the annotated folder; the
    numbered output is found through the mapping."""
    annotated = tmp_path / "annotated"
    annotated.mkdir()
    (annotated / f"{CHAT}.xml").write_text(
        f'<TEI xmlns="{T[1:-1]}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        '<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>'
        '<listPerson><person xml:id="A01"><persName type="nickname">lela2</persName></person></listPerson>'
        '</particDesc></profileDesc></teiHeader><text><body><div>\n'
        '<post xml:id="p1" who="#A01">ich wohne in <name type="GPE" resp="#teianon" cert="high">Kirchwinkelhausen</name></post>\n'
        '<post xml:id="p2" who="#A01">das <name type="ORG" resp="#teianon" cert="medium">Zottelbahn</name> ist kaputt</post>\n'
        '</div></body></text></TEI>', encoding="utf-8")
    decisions = tmp_path / "d.tsv"
    decisions.write_text("document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
                         f"{CHAT}.xml\tp2\t4\t14\tZottelbahn\treject\t\t\n", encoding="utf-8")
    mapping = tmp_path / "names.tsv"
    made = invoke("anonymise", str(annotated), "-o", str(tmp_path / "out"), "--decisions", str(decisions),
                  "--rename-map", str(mapping))
    assert made.exit_code == 0, made.output
    assert "decisions: 1 applied (1 reject), 0 stale" in made.stderr
    out = tmp_path / "out" / "doc-0001.xml"
    assert "das Zottelbahn ist kaputt" in out.read_text(encoding="utf-8")
    checked = invoke("check", str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions),
                     "--rename-map", str(mapping))
    assert checked.exit_code == 0, checked.output
    assert checked.stdout.splitlines()[-1].startswith("release: yes")


def test_rename_refuses_in_place(tmp_path: Path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "a.xml").write_text(f'<TEI xmlns="{T[1:-1]}"/>', encoding="utf-8")
    result = invoke("anonymise", str(folder), "-o", str(folder), "--in-place", "--rename")
    assert result.exit_code == 2 and "cannot rename files in place" in result.output
