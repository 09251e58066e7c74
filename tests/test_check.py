"""teianon check: one command for CI that validates, audits and checks the review, prints one
table and says by its exit code whether the corpus may be released."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from ci_helpers import valid_junit, valid_sarif
from click.testing import CliRunner
from conftest import SAMPLES, T, shared_path
from lxml import etree

from teianon.cli import main
from teianon.policy import load_policy


def check(*args: str):
    return CliRunner().invoke(main, ["check", *args])


def table(output: str) -> dict[str, list[str]]:
    rows = {}
    for line in output.splitlines():
        cells = line.split()
        if cells and cells[0] in ("validation", "audit", "review"):
            rows[cells[0]] = cells[1:5]
    return rows


def test_the_samples_may_be_released(repo: Path):
    result = check("corpus/", "--annotated", "review/", "--policy", "policy.toml")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    # The four possible leaks of the samples (nicknames that are words) are warnings, one line each.
    warnings = [line for line in lines if ": warning: possible leak" in line]
    assert len(warnings) == 4 and all(line.endswith("[audit/possible-leak]") for line in warnings)
    # Every output paired with its source and audited, every source reviewed: a yes that checked.
    assert table(result.stdout) == {"validation": ["4", "0", "0", "0"], "audit": ["4", "0", "0", "4"],
                                    "review": ["4", "0", "0", "0"]}
    assert lines[-1] == "release: yes"
    assert result.stderr == ""


def test_strict_fails_on_possible_leaks(repo: Path):
    result = check("corpus/", "--annotated", "review/", "--policy", "policy.toml", "--strict", "-q")
    assert result.exit_code == 1
    assert table(result.stdout)["audit"] == ["4", "2", "0", "4"]
    assert result.stdout.splitlines()[-1] == "release: no (audit: 2 file(s) failed)"
    assert "possible leak" not in result.stdout  # -q: the table only


def test_a_leak_in_the_output_stops_the_release(repo: Path):
    target = repo / "corpus" / "chat-de-tokenised.xml"
    tree = etree.parse(str(target))
    post = tree.getroot().find(f".//{T}post")
    post.append(etree.fromstring(f'<w xmlns="{T[1:-1]}">lela2</w>'))
    tree.write(str(target), encoding="UTF-8", xml_declaration=True)
    result = check("corpus/", "--annotated", "review/", "--report", "junit", "junit.xml", "--report", "sarif", "c.sarif")
    assert result.exit_code == 1
    [leak] = [line for line in result.stdout.splitlines() if ": error: leak" in line]
    assert re.fullmatch(r"corpus/chat-de-tokenised\.xml:\d+: error: leak: 'lela2' \(name of participant A03, "
                        r"in the text of <w>\) \[audit/leak\]", leak)
    assert table(result.stdout)["audit"][:3] == ["4", "1", "1"]
    assert result.stdout.splitlines()[-1] == "release: no (audit: 1 file(s) failed)"
    # The reports are written although the check failed: that is what they are for.
    junit = valid_junit(repo / "junit.xml")
    assert [s.get("name") for s in junit.iter("testsuite")] == ["validation", "audit", "review"]
    [failed] = [c for c in junit.iter("testcase") if c.find("failure") is not None]
    assert (failed.get("classname"), failed.get("name")) == ("teianon.audit", "corpus/chat-de-tokenised.xml")
    assert "audit/leak" in [r["ruleId"] for r in valid_sarif(repo / "c.sarif")["runs"][0]["results"]]


def test_a_broken_file_is_one_line_not_a_traceback(repo: Path):
    (repo / "corpus" / "broken.xml").write_text("<TEI xmlns='http://www.tei-c.org/ns/1.0'>\n<text>\n</TEI>")
    result = check("corpus/", "--annotated", "review/")
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    broken = [line for line in result.stdout.splitlines() if line.startswith("corpus/broken.xml")]
    assert len(broken) == 2 and broken[0].startswith("corpus/broken.xml:3: error: ")
    # Not valid, and with no annotated source it could not be audited either: no release.
    assert broken[1] == "corpus/broken.xml: error: no annotated source in review: not audited [audit/no-source]"
    assert table(result.stdout)["validation"][:2] == ["5", "1"]


def required(repo: Path) -> Path:
    policy = repo / "policy.toml"
    policy.write_text(policy.read_text().replace("required = false", "required = true"))
    assert load_policy(policy)[0].review_required
    return policy


def test_a_policy_that_demands_review_fails_on_unconfirmed_proposals(repo: Path):
    required(repo)
    result = check("corpus/", "--annotated", "review/", "--policy", "policy.toml")
    assert result.exit_code == 1
    unconfirmed = [line for line in result.stdout.splitlines() if "unconfirmed proposal" in line]
    assert unconfirmed and all(line.startswith("review/") and line.endswith("[review/unconfirmed]")
                               for line in unconfirmed)
    proposals = sum(1 for path in (repo / "review").glob("*.xml") for e in etree.parse(str(path)).iter(f"{T}name", f"{T}ref")
                    if e.get("resp") == "#teianon" and e.get("cert") != "high"
                    and (e.tag, (e.get("type") or "").lower()) != (f"{T}ref", "addressingterm"))
    assert len(unconfirmed) == proposals
    rows = table(result.stdout)
    assert rows["review"][0] == "4" and rows["review"][2] == str(proposals)
    assert result.stdout.splitlines()[-1].startswith("release: no (review: ")


def test_confirming_every_proposal_releases_the_annotated_files(repo: Path):
    required(repo)
    assert check("review/", "--policy", "policy.toml", "-q").exit_code == 1
    for path in (repo / "review").glob("*.xml"):
        tree = etree.parse(str(path))
        for element in tree.iter(f"{T}name", f"{T}ref"):
            if element.get("resp") == "#teianon":
                element.set("cert", "high")  # what accepting it in the review does
        tree.write(str(path), encoding="UTF-8", xml_declaration=True)
    result = check("review/", "--policy", "policy.toml")
    # Confirmed, but no output was audited and no held proposal looked for: checked, not released.
    assert result.exit_code == 1, result.output
    assert table(result.stdout)["review"] == ["-", "-", "-", "-"]
    assert "unconfirmed proposal" not in result.stdout
    assert result.stdout.splitlines()[-1] == (
        "release: no (audit not run: no --annotated sources to audit the outputs against; "
        "review not run: no --annotated sources to find the held proposals in)")


def test_a_broken_policy_is_one_line(repo: Path):
    (repo / "policy.toml").write_text('[review]\nrequired = "yes"\n')
    result = check("corpus/", "--policy", "policy.toml")
    assert result.exit_code == 1
    assert result.output.strip() == "Error: policy.toml: [review] required must be true or false"


@pytest.mark.parametrize("args, message", [
    ([], "Missing argument 'CORPUS'"),
    (["corpus/", "--annotated", "nowhere/"], "'nowhere/' does not exist"),
    (["corpus/", "--schema-location", "http://x/s.rng=policy.toml"], "only with --declared-schemas"),
    (["corpus/", "--report", "html", "r.html"], "'html' is not one of 'junit', 'sarif'"),
    (["corpus/", "--format", "gitlab"], "'gitlab' is not one of 'text', 'github'"),
])
def test_usage_errors_exit_2(repo: Path, args: list[str], message: str):
    result = check(*args)
    assert result.exit_code == 2 and message in result.output


def test_help_reads_as_a_ci_command():
    result = CliRunner().invoke(main, ["check", "--help"], prog_name="teianon")
    assert result.exit_code == 0
    for text in ("Usage: teianon check [OPTIONS] CORPUS", "--annotated", "--tei-all", "--report FORMAT FILE",
                 "--format [text|github]", "Exit status 0: the corpus may be released"):
        assert text in result.output


def test_github_format_annotates_and_writes_the_job_summary(repo: Path, monkeypatch):
    summary = repo / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    result = check("corpus/", "--annotated", "review/", "--format", "github")
    assert result.exit_code == 0
    commands = [line for line in result.stdout.splitlines() if line.startswith("::")]
    assert len(commands) == 4 and all(line.startswith("::warning file=corpus/") for line in commands)
    assert "| audit | 4 | 0 | 0 | 4 |" in summary.read_text()
    assert "| review | 4 | 0 | 0 | 0 |" in summary.read_text()
    assert "**release: yes**" in summary.read_text()


# Anything but an element <extra>.
RNG = """<grammar xmlns="http://relaxng.org/ns/structure/1.0" ns="http://www.tei-c.org/ns/1.0">
  <start><ref name="element"/></start>
  <define name="element"><element><anyName><except><name>extra</name></except></anyName>
    <zeroOrMore><choice><attribute><anyName/></attribute><text/><ref name="element"/></choice></zeroOrMore>
  </element></define>
</grammar>"""


def test_a_schema_is_compiled_once_per_run_however_often_it_is_named(tmp_path: Path, monkeypatch):
    schema = tmp_path / "small.rng"
    schema.write_text(RNG)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    model = f'<?xml-model href="{schema.as_uri()}" schematypens="http://relaxng.org/ns/structure/1.0"?>'.encode()

    def declaring(data: bytes) -> bytes:
        declaration, _, rest = data.partition(b"?>")
        return declaration + b"?>\n" + model + rest

    for sample in sorted(SAMPLES.glob("*.xml"))[:3]:
        (corpus / sample.name).write_bytes(declaring(sample.read_bytes()))
    (corpus / "forum-de.xml").write_bytes(declaring((SAMPLES / "forum-de.xml").read_bytes()).replace(
        b"</TEI>", b"<extra/></TEI>"))
    compiled = []
    real = etree.RelaxNG

    def counting(*args, **kwargs):
        grammar = args[0] if args else kwargs.get("etree")
        if grammar is not None and "small.rng" in (grammar.docinfo.URL or ""):
            compiled.append(grammar.docinfo.URL)
        return real(*args, **kwargs)

    monkeypatch.setattr(etree, "RelaxNG", counting)
    result = check(str(corpus), "--schema", str(schema), "--declared-schemas")
    assert len(compiled) == 1  # named with --schema and declared by four files
    # One problem, once: the declared and the named schema are the same grammar, checked once.
    problems = [line for line in result.stdout.splitlines() if "[validate/small.rng]" in line]
    assert len(problems) == 1 and problems[0].startswith(f"{corpus / 'forum-de.xml'}:")
    assert result.exit_code == 1


def test_tei_all_is_compiled_once_and_fails_only_the_dortmund_sample(repo: Path, monkeypatch):
    tei_all = shared_path("data", "tei", "tei_all_4.12.0.rng")
    shutil.copy(tei_all, repo / "tei_all.rng")
    compiled = []
    real = etree.RelaxNG

    def counting(grammar, *args, **kwargs):
        if (grammar.docinfo.URL or "").endswith("/tei_all.rng"):
            compiled.append(grammar.docinfo.URL)
        return real(grammar, *args, **kwargs)

    monkeypatch.setattr(etree, "RelaxNG", counting)
    result = check("corpus/", "--annotated", "review/", "--tei-all", "tei_all.rng", "-q",
                   "--report", "junit", "j.xml")
    assert result.exit_code == 1
    assert len(compiled) == 1
    failed = [c.get("name") for c in valid_junit(repo / "j.xml").iter("testcase") if c.find("failure") is not None]
    # DOCC 2.1 writes plain @id where TEI P5 has xml:id: known not to be TEI P5 (test_validate).
    assert failed == ["corpus/corpus-docc21.xml"]


# --- the reviewer's decisions: check and audit judge the output by them ----------------------

HEADER = "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"


def _reviewed_chat(folder: Path, held: bool = False) -> Path:
    """An annotated chat as a reviewer gets it: teianon's proposals; with ``held``, one of them
    (Kaiser) held below --min-cert."""
    annotated = folder / "annotated"
    annotated.mkdir()
    (annotated / "chat.xml").write_text(
        f'<TEI xmlns="{T[1:-1]}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        '<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>'
        '<listPerson><person xml:id="A01"><persName type="nickname">lela2</persName></person></listPerson>'
        '</particDesc></profileDesc></teiHeader><text><body><div>\n'
        '<post xml:id="p1" who="#A01">ich wohne in <name type="GPE" resp="#teianon" cert="high">Kirchwinkelhausen</name></post>\n'
        '<post xml:id="p2" who="#A01">das <name type="ORG" resp="#teianon" cert="medium">Zottelbahn</name> ist kaputt</post>\n'
        '<post xml:id="p3" who="#A01">in <name type="GPE" resp="#teianon" cert="high">Kirchwinkelhausen</name> wieder</post>\n'
        '<post xml:id="p4" who="#A01">der <name type="PER" resp="#teianon" '
        f'cert="{"low" if held else "high"}">Kaiser</name> kommt</post>\n'
        '</div></body></text></TEI>', encoding="utf-8")
    return annotated


def _decide(folder: Path, name: str, *rows: str) -> Path:
    path = folder / name
    path.write_text(HEADER + "".join(f"{row}\n" for row in rows), encoding="utf-8")
    return path


def _anonymise(annotated: Path, output: Path, *args: str) -> None:
    result = CliRunner().invoke(main, ["anonymise", str(annotated), "-o", str(output), "-q", *args])
    assert result.exit_code == 0, result.output


def test_a_rejected_proposal_is_no_leak_when_check_is_given_the_decisions(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    assert "das Zottelbahn ist kaputt" in (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    given = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions))
    assert given.exit_code == 0, given.output
    assert given.stdout.splitlines()[-1] == "release: yes"
    assert "leak" not in given.stdout
    # Without them, the rejected words are a leak, and check says which decisions are missing.
    bare = check(str(tmp_path / "out"), "--annotated", str(annotated))
    assert bare.exit_code == 1
    lines = bare.stdout.splitlines()
    assert any(": error: leak: 'Zottelbahn' (ORG reference" in line for line in lines)
    assert f"{tmp_path / 'out' / 'chat.xml'}:2: error: anonymised with reviewer decisions (1 reject); " \
           "give them with --decisions [audit/decisions]" in lines
    assert lines[-1] == "release: no (audit: 1 file(s) failed)"


def test_audit_takes_the_decisions_too(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    given = CliRunner().invoke(main, ["audit", str(annotated), str(tmp_path / "out"), "--decisions", str(decisions)])
    assert given.exit_code == 0, given.output
    assert given.stderr.strip() == "1 file(s) audited (0 without output): 0 leak(s), 0 possible leak(s)"
    bare = CliRunner().invoke(main, ["audit", str(annotated), str(tmp_path / "out")])
    assert bare.exit_code == 1
    assert "anonymised with reviewer decisions (1 reject)" in bare.stdout and "leak: 'Zottelbahn'" in bare.stdout


def test_a_string_rejected_in_one_post_but_replaced_in_another_is_a_leak_where_it_survives(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    # Kirchwinkelhausen is rejected in p1 but stays a reference in p3: anonymise marks the repeat again, so
    # the check, applying the decisions as anonymise did, still counts Kirchwinkelhausen as sensitive.
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp1\t13\t31\tKirchwinkelhausen\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    output = tmp_path / "out" / "chat.xml"
    assert "Kirchwinkelhausen" not in output.read_text(encoding="utf-8")
    assert check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions)).exit_code == 0
    # An output that left it in p1 (as a run that knew nothing of the repeat would) leaks.
    tree = etree.parse(str(output))
    post = tree.getroot().find(f".//{T}post[@{{http://www.w3.org/XML/1998/namespace}}id='p1']")
    post.text, post[:] = "ich wohne in Kirchwinkelhausen", []
    tree.write(str(output), encoding="UTF-8", xml_declaration=True)
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions))
    assert result.exit_code == 1
    assert any(": error: leak: 'Kirchwinkelhausen' (GPE reference" in line for line in result.stdout.splitlines())


def test_a_note_the_order_or_other_files_decisions_change_nothing_for_a_file(tmp_path: Path):
    # Incremental team review: a note edited, rows reordered, a decision added for another file
    # after chat.xml was anonymised; chat.xml's output still passes with the file as it is now.
    annotated = _reviewed_chat(tmp_path)
    applied = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t\ta railway",
                      "chat.xml\tp4\t4\t10\tKaiser\tchange\tPER\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(applied))
    # The other file joins the annotated sources after chat.xml was anonymised.
    shutil.copy(annotated / "chat.xml", annotated / "other.xml")
    later = _decide(tmp_path, "d2.tsv", "other.xml\tp1\t0\t3\tAbc\treject\t\t",
                    "chat.xml\tp4\t4\t10\tKaiser\tchange\tPER\t\tasked the team",
                    "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t\ta model railway club, not a company")
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(later))
    assert result.exit_code == 0, result.output
    assert "audit/decisions" not in result.stdout and result.stdout.splitlines()[-1].startswith("release: yes")
    # What is applied to the file changed (Kaiser rejected, not re-typed): the check says so.
    changed = _decide(tmp_path, "d3.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t",
                      "chat.xml\tp4\t4\t10\tKaiser\treject\t\t")
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(changed))
    assert result.exit_code == 1
    assert "error: anonymised with other reviewer decisions" in result.stdout


def test_decisions_other_than_those_applied_are_an_error(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    applied = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    other = _decide(tmp_path, "e.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t", "chat.xml\tp3\t3\t21\tKirchwinkelhausen\taccept\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(applied))
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(other))
    assert result.exit_code == 1
    [line] = [line for line in result.stdout.splitlines() if "[audit/decisions]" in line]
    assert f"error: anonymised with other reviewer decisions (1 reject) than --decisions {other} holds " \
           "for chat.xml (1 accept, 1 reject); give those, or anonymise again with these" in line
    # An output made without decisions, checked with some: a warning (the audit applies them).
    _anonymise(annotated, tmp_path / "plain")
    made_without = check(str(tmp_path / "plain"), "--annotated", str(annotated), "--decisions", str(applied))
    [line] = [line for line in made_without.stdout.splitlines() if "[audit/decisions]" in line]
    assert f"warning: records no reviewer decisions, but --decisions {applied} was given" in line


def test_the_output_records_the_decisions_by_their_counts_without_names_paths_or_a_hash(tmp_path: Path):
    """A hash of a file's few decisions could be reversed by guessing their words from a list of
    names (the red team did, in 22,119 guesses): the record counts them, and that is all."""
    annotated = _reviewed_chat(tmp_path)
    shutil.copy(annotated / "chat.xml", annotated / "other.xml")
    decisions = _decide(tmp_path, "secret-reviewer-alice.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t",
                        "chat.xml\tp4\t4\t10\tKaiser\tchange\tPER\t", "other.xml\tp1\t0\t3\tAbc\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    text = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    tree = etree.fromstring(text.encode("utf-8"))
    [listing] = tree.findall(f".//{T}revisionDesc/{T}change/{T}list[@type='decisions']")
    assert dict(listing.attrib) == {"type": "decisions"}
    # This file's decisions (other.xml's row is not counted), every kind.
    assert [(i.get("n"), i.text) for i in listing] == [("accept", "0"), ("reject", "1"), ("change", "1"),
                                                      ("link", "0"), ("add", "0")]
    assert "alice" not in text and str(tmp_path) not in text and "Kaiser" not in text


def test_a_proposal_held_below_min_cert_is_unreviewed_not_a_leak(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path, held=True)
    _anonymise(annotated, tmp_path / "out")
    result = check(str(tmp_path / "out"), "--annotated", str(annotated))
    # Left as written and read by no one: the words may name someone, so no release by default.
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    assert f"{annotated / 'chat.xml'}:5: error: unreviewed proposal: 'Kaiser' (PER, cert low) in p4, left as " \
           "written below --min-cert; accept or reject it in the review (teianon review) [review/unreviewed]" in lines
    assert not any("leak" in line for line in lines)
    assert table(result.stdout)["review"] == ["1", "1", "1", "0"]
    assert lines[-1] == (f"release: no (review: 1 file(s) failed, 1 held proposal(s) undecided in "
                         f"{annotated / 'chat.xml'})")
    # A policy may let them stay undecided: then the verdict says so, and it is no bare yes.
    allowing = tmp_path / "allowing.toml"
    allowing.write_text("[review]\nallow-held = true\n")
    allowed = check(str(tmp_path / "out"), "--annotated", str(annotated), "--policy", str(allowing))
    assert allowed.exit_code == 0, allowed.output
    assert table(allowed.stdout)["review"] == ["1", "0", "0", "1"]
    assert allowed.stdout.splitlines()[-1] == ("release: yes (1 held proposal(s) left as written, undecided, as the "
                                               "policy allows: [review] allow-held = true)")
    # Decided, it is no longer waiting.
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp4\t4\t10\tKaiser\treject\t\t")
    _anonymise(annotated, tmp_path / "out2", "--decisions", str(decisions))
    decided = check(str(tmp_path / "out2"), "--annotated", str(annotated), "--decisions", str(decisions))
    assert "unreviewed" not in decided.stdout and decided.exit_code == 0
    # Where the policy requires the review, it is an error.
    policy = tmp_path / "policy.toml"
    policy.write_text("[review]\nrequired = true\n")
    _anonymise(annotated, tmp_path / "out3", "--policy", str(policy))
    strict = check(str(tmp_path / "out3"), "--annotated", str(annotated), "--policy", str(policy))
    assert strict.exit_code == 1
    assert any(line.endswith("[review/unreviewed]") and ": error: unreviewed proposal: 'Kaiser'" in line
               for line in strict.stdout.splitlines())
    assert not any(": error: leak" in line for line in strict.stdout.splitlines())


@pytest.mark.parametrize("command", ["check", "audit"])
def test_a_malformed_decisions_file_is_one_line_and_exit_2(tmp_path: Path, command: str):
    annotated = _reviewed_chat(tmp_path)
    _anonymise(annotated, tmp_path / "out")
    bad = _decide(tmp_path, "bad.tsv", "chat.xml\tp2\t9\t4\tGleis\treject\t\t")
    args = ([str(tmp_path / "out"), "--annotated", str(annotated)] if command == "check"
            else [str(annotated), str(tmp_path / "out")])
    result = CliRunner().invoke(main, [command, *args, "--decisions", str(bad)])
    assert result.exit_code == 2
    # The line to fix alone, without the usage text above it.
    assert result.output.splitlines() == [
        f"Error: {bad}:2: start and end must be offsets of at most nine digits with start < end, not '9', '4'"]


def test_decisions_that_run_wrote_into_its_review_copy_need_not_be_given_again(tmp_path: Path):
    sources = _reviewed_chat(tmp_path)
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    result = CliRunner().invoke(main, ["run", str(sources), "-o", str(tmp_path / "out"), "--annotated",
                                       str(tmp_path / "review"), "--decisions", str(decisions), "-q"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "chat.xml"))
    [listing] = tree.getroot().findall(f".//{T}list[@type='decisions']")
    assert listing.get("subtype") == "annotated"
    # The review copy holds the rejection: checked against it, the output needs no --decisions.
    plain = check(str(tmp_path / "out"), "--annotated", str(tmp_path / "review"))
    assert plain.exit_code == 0, plain.output
    assert "[audit/decisions]" not in plain.stdout
    # Given anyway, they are the same decisions: nothing to say.
    given = check(str(tmp_path / "out"), "--annotated", str(tmp_path / "review"), "--decisions", str(decisions))
    assert given.exit_code == 0 and "[audit/decisions]" not in given.stdout


def test_a_file_the_decisions_do_not_name_is_written_as_without_them(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    shutil.copy(annotated / "chat.xml", annotated / "other.xml")
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions), "--date", "2026-11-26")
    _anonymise(annotated, tmp_path / "plain", "--date", "2026-11-26")
    assert (tmp_path / "out" / "other.xml").read_bytes() == (tmp_path / "plain" / "other.xml").read_bytes()
    assert (tmp_path / "out" / "chat.xml").read_bytes() != (tmp_path / "plain" / "chat.xml").read_bytes()
    result = check(str(tmp_path / "out"), "--annotated", str(annotated))
    [line] = [line for line in result.stdout.splitlines() if "[audit/decisions]" in line]
    assert line.startswith(f"{tmp_path / 'out' / 'chat.xml'}:")


def test_check_with_decisions_but_no_annotated_sources_is_a_usage_error(tmp_path: Path):
    annotated = _reviewed_chat(tmp_path)
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp2\t4\t14\tZottelbahn\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    result = check(str(tmp_path / "out"), "--decisions", str(decisions))
    assert result.exit_code == 2
    assert result.output.splitlines() == [("Error: --decisions needs --annotated: the decisions are applied to the "
                                           "annotated sources the corpus was made from")]


@pytest.mark.parametrize("command", ["check", "audit"])
def test_check_and_audit_take_the_keep_list_the_output_was_made_with(tmp_path: Path, command: str):
    # anonymise --keep leaves Kirchwinkelhausen as written: judged without the keep-list, it is a
    # leak; with the run's --keep, the repeats and the inventory are the run's, and it is none.
    annotated = _reviewed_chat(tmp_path)
    _anonymise(annotated, tmp_path / "out", "--keep", "Kirchwinkelhausen")
    assert "Kirchwinkelhausen" in (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    args = ([str(tmp_path / "out"), "--annotated", str(annotated)] if command == "check"
            else [str(annotated), str(tmp_path / "out")])
    bare = CliRunner().invoke(main, [command, *args])
    assert bare.exit_code == 1 and "error: leak: 'Kirchwinkelhausen'" in bare.output
    kept = CliRunner().invoke(main, [command, *args, "--keep", "Kirchwinkelhausen"])
    assert kept.exit_code == 0, kept.output
    assert "leak: 'Kirchwinkelhausen'" not in kept.output


def test_a_decision_that_was_not_applied_fails_the_check(tmp_path: Path):
    """The red team's stale addition: anonymise listed it and went on, check passed while the
    words it marked survived. An addition, a change or a link not applied is an error; so is a
    decision for a file that is not among the annotated sources."""
    annotated = _reviewed_chat(tmp_path)
    decisions = _decide(tmp_path, "d.tsv", "chat.xml\tp9\t0\t6\tkaputt\tadd\tPER\t",
                        "annotated/chat.xml\tp2\t15\t18\tist\tadd\tPER\t",
                        "chat.xml\tp8\t0\t3\tder\treject\t\t")
    # A decision for a file the run does not read stops anonymise before anything is written.
    result = CliRunner().invoke(main, ["anonymise", str(annotated), "-o", str(tmp_path / "out"),
                                       "--decisions", str(decisions)])
    assert result.exit_code == 2 and not (tmp_path / "out").exists()
    assert result.output.splitlines() == [
        f"Error: {decisions}:3: 1 decision(s) for 'annotated/chat.xml', a file not in this run (a file is named by "
        "its path under the folder given; its files are named as 'chat.xml' is)"]
    _anonymise(annotated, tmp_path / "out")
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions))
    assert result.exit_code == 1
    stale = [line for line in result.stdout.splitlines() if "[review/stale-decision]" in line]
    # Words not found say what stands there; a file not among the sources is an error, whatever the decision.
    assert sorted(stale) == [
        (f"{decisions}:2: error: stale decision: p9 0-6 'kaputt' not found in chat.xml (no post or text block "
         "'p9' in it); its words may survive [review/stale-decision]"),
        (f"{decisions}:3: error: 1 decision(s) for 'annotated/chat.xml', a file not in {annotated} (a file is named "
         "by its path under the folder given; its files are named as 'chat.xml' is) [review/stale-decision]"),
        (f"{decisions}:4: warning: stale decision: p8 0-3 'der' not found in chat.xml (no post or text block 'p8' "
         "in it) [review/stale-decision]")]
    assert result.stdout.splitlines()[-1] == "release: no (review: 2 file(s) failed)"


def test_a_rejected_nickname_variant_that_stays_as_written_is_a_warning(tmp_path: Path):
    """The red team rejected ``leeeela`` (a stretched variant of participant A03's name): it
    stays in the output, and the audit, which searches the participant's names, does not see it.
    A rejected exact name is marked again by the repeats, and is not reported."""
    annotated = tmp_path / "annotated"
    result = CliRunner().invoke(main, ["annotate", str(SAMPLES / "chat-de-tokenised.xml"), "-o", str(annotated), "-q"])
    assert result.exit_code == 0, result.output
    decisions = _decide(tmp_path, "d.tsv", "chat-de-tokenised.xml\tm2\t6\t13\tleeeela\treject\t\t",
                        "chat-de-tokenised.xml\tm3\t2\t8\tTomcat\treject\t\t")
    _anonymise(annotated, tmp_path / "out", "--decisions", str(decisions))
    result = check(str(tmp_path / "out"), "--annotated", str(annotated), "--decisions", str(decisions))
    warned = [line for line in result.stdout.splitlines() if "[review/rejected-name]" in line]
    assert warned == [(f"{decisions}:2: warning: rejected 'leeeela' in m2 of chat-de-tokenised.xml, which teianon took "
                      "for a name of participant #A03: it stays as written; if it is theirs, it identifies them (the "
                      "audit searches only the participant's names) [review/rejected-name]")]
    assert result.exit_code == 0 and "leeeela" in (tmp_path / "out" / "chat-de-tokenised.xml").read_text(encoding="utf-8")


def test_reports_and_decisions_never_write_over_an_input(tmp_path: Path):
    """The red team wrote a JUnit report over a file of the annotated folder, an HTML report and
    a decisions file over annotated TEI files: each is refused before anything is written."""
    annotated = _reviewed_chat(tmp_path)
    _anonymise(annotated, tmp_path / "out")
    source = annotated / "chat.xml"
    before = source.read_bytes()
    for args in (["check", str(tmp_path / "out"), "--annotated", str(annotated), "--report", "junit", str(source)],
                 ["audit", str(annotated), str(tmp_path / "out"), "--report", "sarif", str(source)],
                 ["anonymise", str(annotated), "-o", str(tmp_path / "o2"), "--report", "junit", str(source)]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, (args, result.output)
        assert f"would write over a file that is read in the input {annotated.resolve()}" in result.output
        assert source.read_bytes() == before
    assert not (tmp_path / "o2").exists()


def test_sources_that_hold_no_annotation_are_no_sources_to_audit_against(tmp_path: Path):
    """The red team gave --annotated the stripped sources and put an IBAN back into the output:
    release: yes. A source without a single annotation, for an output that replaced some, is
    not the source the output was made from."""
    annotated = _reviewed_chat(tmp_path)
    _anonymise(annotated, tmp_path / "out")
    stripped = tmp_path / "stripped"
    assert CliRunner().invoke(main, ["strip", str(annotated), "-o", str(stripped), "-q"]).exit_code == 0
    result = check(str(tmp_path / "out"), "--annotated", str(stripped))
    assert result.exit_code == 1
    assert f"{tmp_path / 'out' / 'chat.xml'}: error: records 4 replaced reference(s), but its annotated source " \
           f"{stripped / 'chat.xml'} holds no annotation: give --annotated the annotated files the output was made " \
           "from (teianon annotate, or run --annotated) [audit/no-annotations]" in result.stdout.splitlines()
    assert check(str(tmp_path / "out"), "--annotated", str(annotated)).exit_code == 0
