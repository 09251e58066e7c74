from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner
from conftest import SAMPLE_FILES, SAMPLES, T

from teianon.cli import main
from teianon.read.xmlio import parse_file


@pytest.fixture()
def runner():
    return CliRunner()


@pytest.mark.parametrize("command", [[], ["run"], ["annotate"], ["anonymise"], ["audit"], ["mapping"],
                                     ["mapping", "export"], ["mapping", "import"]])
def test_help_everywhere(runner, command):
    result = runner.invoke(main, [*command, "--help"])
    assert result.exit_code == 0
    assert "Usage:" in result.output


def test_run_on_samples_keeps_relative_paths_and_reports_counts(runner, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(main, ["run", str(SAMPLES), "-o", str(out), "--date", "2026-11-22"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in SAMPLE_FILES)
    assert "NICK" in result.stdout and "Σ" in result.stdout
    for sample in SAMPLE_FILES:
        tree = parse_file(out / sample.name)
        assert tree.getroot().find(f".//{T}revisionDesc/{T}change") is not None


def test_annotate_then_anonymise_equals_run(runner, tmp_path):
    sample = SAMPLES / "chat-de-tokenised.xml"
    assert runner.invoke(main, ["annotate", str(sample), "-o", str(tmp_path / "a")]).exit_code == 0
    assert runner.invoke(main, ["anonymise", str(tmp_path / "a"), "-o", str(tmp_path / "b"), "--date", "2026-11-22"]).exit_code == 0
    assert runner.invoke(main, ["run", str(sample), "-o", str(tmp_path / "c"), "--date", "2026-11-22"]).exit_code == 0
    assert (tmp_path / "b" / sample.name).read_bytes() == (tmp_path / "c" / sample.name).read_bytes()


def test_parallel_run_gives_the_same_files(runner, tmp_path):
    one = runner.invoke(main, ["run", str(SAMPLES), "-o", str(tmp_path / "1"), "--date", "2026-11-22", "-q"])
    two = runner.invoke(main, ["run", str(SAMPLES), "-o", str(tmp_path / "2"), "--date", "2026-11-22", "-q", "-j", "2"])
    assert one.exit_code == two.exit_code == 0
    for sample in SAMPLE_FILES:
        assert (tmp_path / "1" / sample.name).read_bytes() == (tmp_path / "2" / sample.name).read_bytes()


def test_bad_file_in_folder_reports_one_line_and_others_go_through(runner, tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(SAMPLES, corpus)
    (corpus / "broken.xml").write_text("<TEI xmlns='http://www.tei-c.org/ns/1.0'>\n<text>\n</TEI>")
    (corpus / "sub").mkdir()
    (corpus / "sub" / "other.xml").write_text("<html/>")
    out = tmp_path / "out"
    result = runner.invoke(main, ["run", str(corpus), "-o", str(out), "-q"])
    assert result.exit_code == 1
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert f"{corpus / 'broken.xml'}:3: not well-formed XML" in lines[0] or any(
        line.startswith(f"{corpus / 'broken.xml'}:3: not well-formed XML") for line in lines)
    assert any(line.startswith(f"{corpus / 'sub' / 'other.xml'}:1: not a TEI document") for line in lines)
    assert not (out / "broken.xml").exists() and not (out / "sub" / "other.xml").exists()
    for sample in SAMPLE_FILES:
        assert (out / sample.name).exists()


def test_refuses_to_overwrite_input(runner, tmp_path):
    corpus = tmp_path / "c"
    corpus.mkdir()
    shutil.copy(SAMPLES / "forum-de.xml", corpus)
    before = (corpus / "forum-de.xml").read_bytes()
    result = runner.invoke(main, ["run", str(corpus), "-o", str(corpus), "-q"])
    assert result.exit_code == 1
    assert "refusing to overwrite the input" in result.stderr
    assert (corpus / "forum-de.xml").read_bytes() == before
    assert runner.invoke(main, ["run", str(corpus), "-o", str(corpus), "-q", "--in-place"]).exit_code == 0
    assert (corpus / "forum-de.xml").read_bytes() != before


def test_unknown_category_is_a_usage_error(runner, tmp_path):
    result = runner.invoke(main, ["run", str(SAMPLES), "-o", str(tmp_path), "--categories", "NICK,FOO"])
    assert result.exit_code == 2
    assert "unknown category FOO" in result.output


def test_category_selection(runner, tmp_path):
    result = runner.invoke(main, ["annotate", str(SAMPLES / "chat-en-untokenised.xml"), "-o", str(tmp_path),
                                  "--categories", "URL,EMAIL"])
    assert result.exit_code == 0
    tree = parse_file(tmp_path / "chat-en-untokenised.xml")
    kinds = {e.get("type") for e in tree.getroot().iter(f"{T}name", f"{T}ref") if e.get("resp")}
    assert kinds == {"URL", "EMAIL"}


def test_missing_input_is_a_usage_error(runner, tmp_path):
    result = runner.invoke(main, ["run", str(tmp_path / "nope"), "-o", str(tmp_path / "o")])
    assert result.exit_code == 2


def test_post_xpath_selects_posts(runner, tmp_path):
    result = runner.invoke(main, ["annotate", str(SAMPLES / "forum-de.xml"), "-o", str(tmp_path),
                                  "--post-xpath", ".//tei:post[@xml:id='f.p3']"])
    assert result.exit_code == 0, result.output
    tree = parse_file(tmp_path / "forum-de.xml")
    body = tree.getroot().find(f"{T}text")
    annotated = [e for e in body.iter(f"{T}name", f"{T}ref") if e.get("resp")]
    assert [e.text for e in annotated] == ["sonnenblume"]
