"""Absurd input and failing writes: one line naming the file, a non-zero exit, never a traceback.

A decisions file with a 5,000-digit offset or a cell over 128 KiB is refused with its line; a
write that fails (here: a file size limit, as on a full disk) fails that file alone, leaves no
partial or temporary file, and the run goes on with the next files.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT

from teianon.cli import main

SMALL = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">zorro77</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>ruf mich an: 0621/1581418</p></post>
    {more}
  </div></body></text>
</TEI>
"""
HEADER = "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"


def _decisions(tmp_path: Path, row: str) -> tuple[int, str]:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(exist_ok=True)
    source.write_text(SMALL.format(more=""), encoding="utf-8")
    decisions = tmp_path / "d.tsv"
    decisions.write_text(HEADER + row + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(tmp_path / "out"),
                                       "--decisions", str(decisions)])
    return result.exit_code, result.output


@pytest.mark.parametrize("row, message", [
    ("chat.xml\tm1\t" + "9" * 5000 + "\t" + "9" * 5001 + "\tx\treject\t\t",
     "d.tsv:2: start and end must be offsets of at most nine digits"),
    ("chat.xml\tm1\t0\t" + "1" * 10 + "\truf\treject\t\t", "d.tsv:2: start and end must be offsets"),
    ("chat.xml\tm1\t0\t3\t" + "x" * (129 * 1024) + "\treject\t\t", "d.tsv:2: the text cell is longer than"),
    ("chat.xml\tm1\t0\t3\truf\t" + "reject" * 30_000 + "\t\t", "d.tsv:2: the decision cell is longer than"),
    ("chat.xml\tm1\t0\t3\truf\tchange\t" + "PER" * 1000 + "\t", "d.tsv:2: change needs a category"),
])
def test_absurd_decisions_are_one_line_and_nothing_is_written(tmp_path, row, message):
    code, output = _decisions(tmp_path, row)
    assert code != 0
    assert "Traceback" not in output
    errors = [line for line in output.splitlines() if "d.tsv" in line]
    assert len(errors) == 1 and message in errors[0] and len(errors[0]) < 300
    assert not (tmp_path / "out").exists()


def _limited(size: int):
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return limit


@pytest.mark.skipif(not hasattr(resource, "RLIMIT_FSIZE"), reason="needs a file size limit (POSIX)")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_failing_write_fails_that_file_and_the_run_goes_on(tmp_path, jobs):
    source = tmp_path / "in"
    source.mkdir()
    # The middle file is larger than the file size limit; the others are well below it.
    (source / "a.xml").write_text(SMALL.format(more=""), encoding="utf-8")
    long_posts = "\n".join(f'<post xml:id="n{i}" who="#A01"><p>noch eine Zeile Text Nummer {i}</p></post>'
                           for i in range(400))
    (source / "b.xml").write_text(SMALL.format(more=long_posts), encoding="utf-8")
    (source / "c.xml").write_text(SMALL.format(more=""), encoding="utf-8")
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "teianon", "run", str(source), "-o", str(out), "-j", jobs,
                          "--date", "2026-11-25"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         preexec_fn=_limited(16 * 1024), timeout=300)
    assert run.returncode != 0
    assert "Traceback" not in run.stderr + run.stdout
    failures = [line for line in (run.stderr + run.stdout).splitlines() if "cannot write" in line]
    assert failures == [f"{out / 'b.xml'}: cannot write: File too large"]
    written = sorted(p.name for p in out.iterdir())
    assert written[:2] == ["a.xml", "c.xml"] and "b.xml" not in written
    assert not any(name.endswith(".tmp") for name in written)
    assert "0621/1581418" not in (out / "a.xml").read_text(encoding="utf-8")
