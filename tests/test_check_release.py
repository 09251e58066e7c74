"""From a run to ``release: yes`` without a trap (issue 40): check's yes means every output was
paired with its annotated source, audited and reviewed; a reject takes the repeats teianon
completed from it; the decisions file's errors are one line each."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from conftest import T

from teianon.cli import main

# A chat in which a coffee roaster is taken for a person ("Frau Hollweck" in p1) and teianon
# marks its repeats in p2 and p3; participant Zaunkönig shares a word of the language (p4).
CHAT = (
    f'<TEI xmlns="{T[1:-1]}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
    "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
    '<listPerson><person xml:id="A01"><persName type="nickname">Zaunkönig</persName></person>'
    '<person xml:id="A02"><persName type="nickname">wanderer_92</persName></person></listPerson>'
    "</particDesc></profileDesc></teiHeader><text><body><div>\n"
    '<post xml:id="p1" who="#A02">ich habe gestern mit Frau Hollweck telefoniert</post>\n'
    '<post xml:id="p2" who="#A01">Hollweck ist eine tolle Marke für Kaffee</post>\n'
    '<post xml:id="p3" who="#A02">ja Hollweck schmeckt</post>\n'
    '<post xml:id="p4" who="#A02">ein Zaunkönig singt im Garten</post>\n'
    "</div></body></text></TEI>"
)
HEADER = "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def sources(tmp_path: Path) -> Path:
    folder = tmp_path / "sources"
    folder.mkdir()
    (folder / "kaffee.xml").write_text(CHAT, encoding="utf-8")
    return folder


def annotated(tmp_path: Path) -> Path:
    result = invoke("annotate", str(sources(tmp_path)), "-o", str(tmp_path / "ann"), "-q")
    assert result.exit_code == 0, result.output
    text = (tmp_path / "ann" / "kaffee.xml").read_text(encoding="utf-8")
    # What the test stands on: the tagger's person, and two repeats completed from it.
    assert text.count('ana="teianon:repeat.reference">Hollweck</name>') == 2, text
    return tmp_path / "ann"


def decide(tmp_path: Path, *rows: str) -> Path:
    path = tmp_path / "d.tsv"
    path.write_text(HEADER + "".join(f"{row}\n" for row in rows), encoding="utf-8")
    return path


def verdict(result) -> str:
    return result.stdout.splitlines()[-1]


# --- check's yes means checked -------------------------------------------------------------


def test_numbered_outputs_pair_through_the_mapping_the_run_wrote(tmp_path: Path):
    run = invoke(
        "run",
        str(sources(tmp_path)),
        "-o",
        str(tmp_path / "out"),
        "--annotated",
        str(tmp_path / "ann"),
        "--rename",
        "-q",
    )
    assert run.exit_code == 0, run.output
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["doc-0001.xml"]
    assert (tmp_path / "out-names.tsv").is_file()
    # Not named: check finds the mapping where the run wrote it, and audits and reviews the output.
    checked = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"))
    assert checked.exit_code == 0, checked.output
    rows = {line.split()[0]: line.split()[1:5] for line in checked.stdout.splitlines()[-4:-1]}
    assert rows == {"validation": ["1", "0", "0", "0"], "audit": ["1", "0", "0", "0"], "review": ["1", "0", "0", "0"]}
    assert verdict(checked) == "release: yes"
    # A participant's nickname put back in clear text is found: the output was audited.
    output = tmp_path / "out" / "doc-0001.xml"
    output.write_text(output.read_text(encoding="utf-8").replace("ein ", "ein wanderer_92 ", 1), encoding="utf-8")
    leaked = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"))
    assert leaked.exit_code == 1 and "leak: 'wanderer_92'" in leaked.stdout
    # Without the mapping nothing pairs: no yes over an output that was never audited.
    (tmp_path / "out-names.tsv").rename(tmp_path / "elsewhere.tsv")
    unpaired = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"))
    assert unpaired.exit_code == 1
    assert (
        f"{output}: error: no annotated source in {tmp_path / 'ann'}: not audited; a numbered output of run "
        "--rename: give the mapping the run wrote (--rename-map; it is looked for beside the corpus folder, and "
        "beside --key) [audit/no-source]" in unpaired.stdout.splitlines()
    )
    assert verdict(unpaired) == "release: no (audit: 1 file(s) failed)"


def test_without_the_annotated_sources_nothing_was_audited_and_nothing_is_released(tmp_path: Path):
    run = invoke("run", str(sources(tmp_path)), "-o", str(tmp_path / "out"), "-q")
    assert run.exit_code == 0, run.output
    result = invoke("check", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert verdict(result) == (
        "release: no (audit not run: no --annotated sources to audit the outputs against; "
        "review not run: no --annotated sources to find the held proposals in)"
    )


def test_one_output_is_checked_against_its_own_source_in_the_folder(tmp_path: Path):
    folder = sources(tmp_path)
    (folder / "other.xml").write_text(CHAT.replace("Hollweck", "Brennecke"), encoding="utf-8")
    run = invoke("run", str(folder), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "-q")
    assert run.exit_code == 0, run.output
    result = invoke("check", str(tmp_path / "out" / "kaffee.xml"), "--annotated", str(tmp_path / "ann"))
    rows = {line.split()[0]: line.split()[1:] for line in result.stdout.splitlines() if line.split()}
    # One output, one source: not every source of the folder, and no "no annotated source".
    assert rows["audit"][:2] == ["1", "0"] and rows["review"][:1] == ["1"], result.output
    assert "no annotated source" not in result.output


def test_the_corpus_as_its_own_annotated_sources_audits_nothing_and_is_no_release(tmp_path: Path):
    run = invoke("run", str(sources(tmp_path)), "-o", str(tmp_path / "out"), "-q")
    assert run.exit_code == 0, run.output
    result = invoke("check", str(tmp_path / "out"), "--annotated", str(tmp_path / "out"))
    assert result.exit_code == 1
    output = tmp_path / "out" / "kaffee.xml"
    assert (
        f"{output}: error: not audited: its annotated source {output} is anonymised output (the header records a "
        "change of type 'anonymisation'); give --annotated the annotated files the output was made from (teianon "
        "annotate, or run --annotated) [audit/no-annotations]" in result.stdout.splitlines()
    )
    assert verdict(result) == "release: no (audit: 1 file(s) failed)"


# --- a reject rejects what came from it ----------------------------------------------------


def test_a_rejected_proposal_takes_its_repeats_with_it(tmp_path: Path):
    ann = annotated(tmp_path)
    decisions = decide(tmp_path, "kaffee.xml\tp1\t26\t34\tHollweck\treject\t\t")
    made = invoke("anonymise", str(ann), "-o", str(tmp_path / "out"), "--decisions", str(decisions))
    assert made.exit_code == 0, made.output
    assert "decisions: 1 applied (1 reject), 0 stale" in made.stderr
    assert "replaced all the same" not in made.stderr
    text = (tmp_path / "out" / "kaffee.xml").read_text(encoding="utf-8")
    assert text.count("Hollweck") == 3 and "PERSONNAME" not in text
    checked = invoke("check", str(tmp_path / "out"), "--annotated", str(ann), "--decisions", str(decisions))
    assert checked.exit_code == 0, checked.output
    assert verdict(checked) == "release: yes" and "replaced-anyway" not in checked.stdout


def test_a_rejection_replaced_for_another_reason_says_so_in_anonymise_and_check(tmp_path: Path):
    ann = annotated(tmp_path)
    # A repeat rejected while its source stands; a participant's name rejected where it is a word.
    decisions = decide(
        tmp_path, "kaffee.xml\tp2\t0\t8\tHollweck\treject\t\t", "kaffee.xml\tp4\t4\t13\tZaunkönig\treject\t\t"
    )
    made = invoke("anonymise", str(ann), "-o", str(tmp_path / "out"), "--decisions", str(decisions))
    assert made.exit_code == 0, made.output
    said = [line for line in made.stderr.splitlines() if "replaced all the same" in line]
    assert said == [
        f"{decisions}:2: warning: rejected 'Hollweck' in p2 of kaffee.xml is replaced all the same, in 3 "
        "place(s): another proposal of the same words stands (PER in p1); reject it too, or put the words on the "
        "keep-list",
        f"{decisions}:3: warning: rejected 'Zaunkönig' in p4 of kaffee.xml is replaced all the same, in 1 place(s): "
        "they are a name of participant A01 (the header lists it)",
    ]
    assert "Hollweck" not in (tmp_path / "out" / "kaffee.xml").read_text(encoding="utf-8")
    checked = invoke("check", str(tmp_path / "out"), "--annotated", str(ann), "--decisions", str(decisions))
    assert checked.exit_code == 0, checked.output
    lines = [line for line in checked.stdout.splitlines() if line.endswith("[review/replaced-anyway]")]
    assert [line.split(": warning: ")[0] for line in lines] == [f"{decisions}:2", f"{decisions}:3"]
    assert "is replaced all the same, in 3 place(s)" in lines[0]


# --- the decisions file's errors -----------------------------------------------------------


def test_a_row_with_spaces_for_tabs_is_named_as_such(tmp_path: Path):
    ann = annotated(tmp_path)
    bad = tmp_path / "d.tsv"
    bad.write_text(HEADER + "kaffee.xml p1 26 34 Hollweck reject\n", encoding="utf-8")
    result = invoke("anonymise", str(ann), "-o", str(tmp_path / "out"), "--decisions", str(bad))
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"Error: {bad}:2: expected at least 6 cells separated by tabs (document … decision), found 1; the cells are "
        "separated by spaces, not tabs"
    ]


def test_a_participant_without_its_hash_is_an_error(tmp_path: Path):
    ann = annotated(tmp_path)
    bad = decide(tmp_path, "kaffee.xml\tp3\t3\t11\tHollweck\tlink\t\tA02")
    result = invoke("check", str(ann), "--annotated", str(ann), "--decisions", str(bad))
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"Error: {bad}:2: link needs a participant's id with its '#' in the corresp column (#A03), not 'A02'"
    ]


def test_words_not_found_say_what_stands_there(tmp_path: Path):
    ann = annotated(tmp_path)
    decisions = decide(tmp_path, "kaffee.xml\tp1\t17\t25\tHollweck\treject\t\t")
    made = invoke("anonymise", str(ann), "-o", str(tmp_path / "out"), "--decisions", str(decisions))
    assert made.exit_code == 0, made.output
    assert (
        f"{decisions}:2: stale decision: p1 17-25 'Hollweck' not found in kaffee.xml (17-25 holds "
        "'mit Frau'; the words stand at 26-34)"
    ) in made.stderr.splitlines()


def test_a_decision_for_a_file_not_in_the_run_stops_it(tmp_path: Path):
    ann = annotated(tmp_path)
    decisions = decide(
        tmp_path, "kaffee.xml\tp1\t26\t34\tHollweck\treject\t\t", "roester/kaffee.xml\tp1\t26\t34\tHollweck\treject\t\t"
    )
    result = invoke("anonymise", str(ann), "-o", str(tmp_path / "out"), "--decisions", str(decisions))
    assert result.exit_code == 2 and not (tmp_path / "out").exists()
    assert result.output.splitlines() == [
        f"Error: {decisions}:3: 1 decision(s) for 'roester/kaffee.xml', a file not in this run (a file is named "
        "by its path under the folder given; its files are named as 'kaffee.xml' is)"
    ]
    assert re.search(r"Usage:", result.output) is None
