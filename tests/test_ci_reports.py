"""Reports for CI systems: JUnit XML (against a JUnit schema), SARIF 2.1.0 (against the official
JSON schema) and GitHub workflow commands (against GitHub's documented escaping), from the
writers and from validate, audit and run."""

from __future__ import annotations

import json
from pathlib import Path

from ci_helpers import junit_schema, sarif_validator, valid_junit, valid_sarif
from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.checks.reports import FileReport, Finding, finding_from_line, github_command, junit_xml, sarif_json
from teianon.cli import main

REPORTS = [
    FileReport("validation", "corpus/good.xml", seconds=0.25),
    FileReport("validation", "corpus/bad.xml", (
        Finding("corpus/bad.xml", 12, "Expecting element teiHeader, got foo", "error", "validate/teianon.rng", 5),
        Finding("corpus/bad.xml", 3, 'duplicate xml:id "p1" (first at line 2)', "warning", "validate/file"),
    ), failed=True),
    FileReport("validation", "corpus/warned.xml", (
        Finding("corpus/warned.xml", None, "the declared schema x.rng is not available", "warning", "validate/file"),
    )),
    FileReport("audit", "corpus/gone.xml", skipped="no output of review/gone.xml"),
    FileReport("audit", "corpus/leaky.xml", (
        Finding("corpus/leaky.xml", 48, "leak: 'lela2' (name of participant A03)", "error", "audit/leak"),
    ), failed=True),
]


def test_junit_has_a_suite_per_check_and_a_case_per_file_and_is_valid():
    tree = etree.fromstring(junit_xml(REPORTS))
    assert junit_schema().validate(tree), junit_schema().error_log
    assert (tree.tag, tree.get("tests"), tree.get("failures"), tree.get("errors")) == ("testsuites", "5", "2", "0")
    validation, audit = tree.findall("testsuite")
    assert (validation.get("name"), validation.get("tests"), validation.get("failures")) == ("validation", "3", "1")
    assert (audit.get("name"), audit.get("skipped"), audit.get("failures")) == ("audit", "1", "1")
    good, bad, warned = validation.findall("testcase")
    assert (good.get("classname"), good.get("name"), good.get("file"), good.get("time")) == \
        ("teianon.validation", "corpus/good.xml", "corpus/good.xml", "0.250")
    assert len(good) == 0  # passed: no child
    failure = bad.find("failure")
    assert failure.get("type") == "validate/teianon.rng"
    assert failure.get("message") == "Expecting element teiHeader, got foo (and 1 more)"
    assert failure.text.splitlines() == [
        "corpus/bad.xml:12:5: error: Expecting element teiHeader, got foo [validate/teianon.rng]",
        'corpus/bad.xml:3: warning: duplicate xml:id "p1" (first at line 2) [validate/file]']
    # Warnings of a passing file are shown, but do not fail it.
    assert warned.find("failure") is None and "not available" in warned.findtext("system-out")
    assert audit.find("testcase/skipped").get("message") == "no output of review/gone.xml"


def test_the_junit_schema_rejects_what_ci_systems_do_not_read():
    # The schema check can fail: a test case without a name, a failure count that is no number.
    broken = [b'<testsuites><testsuite name="x" tests="1" failures="0" errors="0"><testcase classname="c"/>'
              b'</testsuite></testsuites>',
              b'<testsuites><testsuite name="x" tests="1" failures="many" errors="0"/></testsuites>',
              b'<testsuite name="x" tests="1" failures="0" errors="0"><testcase name="n"><oops/></testcase>'
              b'</testsuite>']
    for data in broken:
        assert not junit_schema().validate(etree.fromstring(data))


def test_junit_keeps_characters_xml_cannot_hold_out():
    report = FileReport("validation", "a.xml", (Finding("a.xml", 1, "bad \x01 byte"),), failed=True)
    failure = etree.fromstring(junit_xml([report])).find(".//failure")
    assert failure.get("message") == "bad \ufffd byte"


def test_sarif_is_valid_against_the_official_schema_with_a_result_per_finding(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    odd = FileReport("audit", str(tmp_path / "my corpus" / "ä.xml"),
                     (Finding(str(tmp_path / "my corpus" / "ä.xml"), 7, "possible leak: 'blue'", "warning",
                              "audit/possible-leak"),))
    (tmp_path / "log.sarif").write_bytes(sarif_json(REPORTS + [odd]))
    log = valid_sarif(tmp_path / "log.sarif")
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-schema-2.1.0.json")
    [run] = log["runs"]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    assert rules == ["validate/teianon.rng", "validate/file", "audit/leak", "audit/possible-leak"]
    assert run["tool"]["driver"]["rules"][0]["shortDescription"]["text"].startswith("teianon's RELAX NG rules")
    results = run["results"]
    assert len(results) == 5  # one per finding; a skipped file has none
    for result in results:
        assert rules[result["ruleIndex"]] == result["ruleId"]
    first = results[0]
    assert (first["level"], first["message"]["text"]) == ("error", "Expecting element teiHeader, got foo")
    assert first["locations"][0]["physicalLocation"] == {"artifactLocation": {"uri": "corpus/bad.xml"},
                                                         "region": {"startLine": 12, "startColumn": 5}}
    # Code scanning needs a line: a finding about the whole file is on line 1.
    assert results[2]["locations"][0]["physicalLocation"]["region"] == {"startLine": 1}
    assert results[2]["level"] == "warning"
    # Paths below the current folder are relative (to the repository's root in CI), as URIs.
    assert results[4]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "my%20corpus/%C3%A4.xml"


def test_the_sarif_schema_rejects_a_broken_log():
    log = json.loads(sarif_json(REPORTS))
    del log["runs"][0]["tool"]
    assert list(sarif_validator().iter_errors(log))
    log = json.loads(sarif_json(REPORTS))
    log["runs"][0]["results"][0]["level"] = "fatal"
    assert list(sarif_validator().iter_errors(log))


def test_github_workflow_commands_escape_as_github_documents():
    finding = Finding("dir:1/a,b.xml", 12, "100% wrong\r\nsecond line", "error", "validate/teianon.sch", 3)
    assert github_command(finding) == ("::error file=dir%3A1/a%2Cb.xml,line=12,col=3,"
                                       "title=teianon validate/teianon.sch::100%25 wrong%0D%0Asecond line")
    assert github_command(Finding("a.xml", None, "x: y, z", "warning", "audit/possible-leak")) == \
        "::warning file=a.xml,title=teianon audit/possible-leak::x: y, z"
    assert github_command(Finding("a.xml", 2, "n", "note")).startswith("::notice file=a.xml,line=2,title=teianon::")


def test_printed_lines_become_findings():
    assert finding_from_line("c:/x 1.xml:40: warning: duplicate xml:id \"p7\"", ["c:/x 1.xml"], "run/warning") == \
        Finding("c:/x 1.xml", 40, 'duplicate xml:id "p7"', "warning", "run/warning")
    assert finding_from_line("out/a.xml:48: leak: 'lela2' (x)", ["out/a.xml", "in/a.xml"], "run/error") == \
        Finding("out/a.xml", 48, "leak: 'lela2' (x)", "error", "run/error")
    assert finding_from_line("in/a.xml: not TEI", ["out/a.xml", "in/a.xml"], "run/error") == \
        Finding("in/a.xml", None, "not TEI", "error", "run/error")
    # A line naming another file (a decisions file) keeps its own place.
    assert finding_from_line("decisions.tsv:3: stale decision: m1 0-4", ["out/a.xml"], "run/stale-decision",
                             "warning") == Finding("decisions.tsv", 3, "stale decision: m1 0-4", "warning",
                                                   "run/stale-decision")


BROKEN = "<TEI xmlns='http://www.tei-c.org/ns/1.0'>\n<text>\n</TEI>"


def test_validate_writes_both_reports_and_annotations_even_when_it_fails(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "good.xml").write_bytes((SAMPLES / "forum-de.xml").read_bytes())
    (tmp_path / "in" / "broken.xml").write_text(BROKEN)
    result = CliRunner().invoke(main, ["validate", "in", "--format", "github", "--report", "junit", "v.xml",
                                       "--report", "sarif", "out/v.sarif"])
    assert result.exit_code == 1
    [line] = result.stdout.splitlines()
    assert line.startswith("::error file=in/broken.xml,line=3,title=teianon validate/file::")
    cases = valid_junit(tmp_path / "v.xml").findall(".//testcase")
    assert [(c.get("name"), c.find("failure") is not None) for c in cases] == \
        [("in/broken.xml", True), ("in/good.xml", False)]
    [result_] = valid_sarif(tmp_path / "out" / "v.sarif")["runs"][0]["results"]
    assert result_["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "in/broken.xml"
    assert not [p for p in (tmp_path / "out").iterdir() if p.name.startswith(".")]  # no temporary file left


def test_validate_text_output_is_unchanged_by_a_report(tmp_path: Path):
    (tmp_path / "broken.xml").write_text(BROKEN)
    plain = CliRunner().invoke(main, ["validate", str(tmp_path / "broken.xml")])
    reported = CliRunner().invoke(main, ["validate", str(tmp_path / "broken.xml"), "--report", "junit",
                                         str(tmp_path / "r.xml")])
    assert plain.exit_code == reported.exit_code == 1
    assert plain.stdout == reported.stdout and plain.stdout.startswith(f"{tmp_path / 'broken.xml'}:3: error: ")


PERSON = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
          '<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>'
          '<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">{name}</persName>'
          '</person></listPerson></particDesc></profileDesc></teiHeader>\n<text><body>\n<post who="#A1">{text}</post>'
          '\n</body></text></TEI>')


def test_audit_reports_leaks_skipped_files_and_github_lines(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for folder in ("review", "out"):
        (tmp_path / folder).mkdir()
    (tmp_path / "review" / "a.xml").write_text(PERSON.format(name="zorro77", text="hallo"))
    (tmp_path / "review" / "gone.xml").write_text(PERSON.format(name="x", text="y"))
    (tmp_path / "out" / "a.xml").write_text(PERSON.format(name="[_PARTICIPANT-A1_]", text="hallo zorro77"))
    result = CliRunner().invoke(main, ["audit", "review", "out", "--format", "github", "--report", "junit", "a.xml",
                                       "--report", "sarif", "a.sarif"])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "::error file=out/a.xml,line=3,title=teianon audit/leak::leak: 'zorro77' (name of participant A1, "
        "in the text of <post>)"]
    suite = valid_junit(tmp_path / "a.xml").find("testsuite")
    assert (suite.get("name"), suite.get("tests"), suite.get("failures"), suite.get("skipped")) == \
        ("audit", "2", "1", "1")
    assert [r["ruleId"] for r in valid_sarif(tmp_path / "a.sarif")["runs"][0]["results"]] == ["audit/leak"]


def test_report_options_are_checked_when_parsed(tmp_path: Path):
    runner = CliRunner()
    wrong = runner.invoke(main, ["validate", str(SAMPLES), "--report", "xml", str(tmp_path / "r.xml")])
    assert wrong.exit_code == 2 and "'xml' is not one of 'junit', 'sarif'" in wrong.output
    twice = runner.invoke(main, ["validate", str(SAMPLES), "--report", "junit", str(tmp_path / "r"),
                                 "--report", "sarif", str(tmp_path / "r")])
    assert twice.exit_code == 2 and "is named twice" in twice.output
    assert runner.invoke(main, ["validate", str(SAMPLES), "--format", "gitlab"]).exit_code == 2


def test_run_reports_each_input_with_its_self_audit(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_bytes((SAMPLES / "chat-en-untokenised.xml").read_bytes())
    (tmp_path / "in" / "broken.xml").write_text(BROKEN)
    result = CliRunner().invoke(main, ["run", "in", "-o", "out", "--date", "2026-11-22", "--format", "github",
                                       "--report", "junit", "run.xml", "--report", "sarif", "run.sarif"])
    assert result.exit_code == 1  # as without reports: a file failed
    commands = [line for line in result.stdout.splitlines() if line.startswith("::")]
    assert commands[0].startswith("::error file=in/broken.xml,line=3,title=teianon run/error::")
    # The sample's nicknames blue and sky are ordinary words: the self-audit counts them.
    assert "::warning file=out/chat.xml,title=teianon audit/possible-leak::2 possible leak(s)" in result.stdout
    cases = {c.get("name"): c for c in valid_junit(tmp_path / "run.xml").iter("testcase")}
    assert sorted(cases) == ["in/broken.xml", "in/chat.xml"]
    assert cases["in/broken.xml"].find("failure").get("type") == "run/error"
    assert cases["in/chat.xml"].find("failure") is None
    assert "possible leak" in cases["in/chat.xml"].findtext("system-out")
    rules = [r["ruleId"] for r in valid_sarif(tmp_path / "run.sarif")["runs"][0]["results"]]
    assert rules == ["run/error", "audit/possible-leak"]


def test_a_report_that_cannot_be_written_is_one_line(tmp_path: Path):
    (tmp_path / "file").write_text("not a folder")
    result = CliRunner().invoke(main, ["validate", str(SAMPLES / "forum-de.xml"), "--report", "junit",
                                       str(tmp_path / "file" / "r.xml")])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1].startswith(f"Error: {tmp_path / 'file' / 'r.xml'}: cannot write")


def test_anonymise_reports_like_run(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["anonymise", str(SAMPLES / "forum-de.xml"), "-o", "out", "-q",
                                       "--date", "2026-11-22", "--report", "junit", "a.xml"])
    assert result.exit_code == 0, result.output
    [case] = valid_junit(tmp_path / "a.xml").iter("testcase")
    assert (case.get("classname"), case.get("name"), len(case)) == \
        ("teianon.anonymise", (SAMPLES / "forum-de.xml").as_posix(), 0)
