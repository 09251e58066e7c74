"""--salt makes pseudonym mode reproducible with any number of workers (-j): surrogates are
assigned in job order, not in the order in which workers happen to finish."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from teianon.cli import main

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader>
    <fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
      <sourceDesc><p>s</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
{people}
    </listPerson></particDesc></profileDesc>
  </teiHeader>
  <text><body>
{posts}
  </body></text>
</TEI>
"""
# Nicknames whose letters are short first names: every participant draws from the same pool of
# female first names, so that two files contend for the same surrogates.
STEMS = ["mia", "lea", "ina", "eva", "ida", "ute", "ann", "ela", "ria", "isa", "uta", "kim"]


def corpus_file(path: Path, number: int, posts: int) -> None:
    nicks = [f"{stem}{number}{i}" for i, stem in enumerate(STEMS)]
    people = "\n".join(f'      <person xml:id="P{i}"><persName type="nickname">{nick}</persName><sex>female</sex></person>'
                       for i, nick in enumerate(nicks))
    lines = [f'    <post xml:id="m{k}" who="#P{k % len(nicks)}"><p>hallo {nicks[(k + 1) % len(nicks)]}, '
             f"kommst du heute nach Mannheim oder Kassel?</p></post>" for k in range(posts)]
    path.write_text(HEAD.format(people=people, posts="\n".join(lines)), encoding="utf-8")


def run(args: list[str]) -> None:
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output


def outputs(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*.xml"))}


def test_same_salt_same_output_with_any_number_of_workers(tmp_path):
    corpus = tmp_path / "in"
    corpus.mkdir()
    # The first file in job order is the slowest: with two workers the others finish first.
    corpus_file(corpus / "a.xml", 0, posts=200)
    for number, name in enumerate("bcdef", 1):
        corpus_file(corpus / f"{name}.xml", number, posts=4)
    secret = tmp_path / "secret"
    secret.mkdir()
    # A starting key, made on part of the corpus, that both runs extend (each its own copy).
    start = secret / "start.json"
    run(["run", str(corpus / "c.xml"), "--mode", "pseudonym", "--key", str(start), "--salt", "fixed",
         "-o", str(tmp_path / "start-out"), "-q"])

    results = {}
    for jobs in ("1", "2"):  # six files, more than workers
        key = secret / f"key-{jobs}.json"
        shutil.copy(start, key)
        key.chmod(0o600)
        out = tmp_path / f"out-{jobs}"
        run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "--salt", "fixed",
             "--date", "2026-01-01", "-j", jobs, "-o", str(out), "-q"])
        results[jobs] = (outputs(out), key.read_bytes())
    assert len(results["1"][0]) == 6
    assert results["2"][0] == results["1"][0]
    assert results["2"][1] == results["1"][1]

    # Not a vacuous comparison: the order in which files draw does change who gets what, so
    # that finishing order would show if it decided (here the slow file moves to the end).
    shutil.move(corpus / "a.xml", corpus / "z.xml")
    key = secret / "reordered.json"
    shutil.copy(start, key)
    key.chmod(0o600)
    run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "--salt", "fixed", "-o", str(tmp_path / "o"), "-q"])
    reordered = json.loads(key.read_text(encoding="utf-8"))["participants"]
    assert reordered != json.loads(results["1"][1])["participants"]


def test_files_beyond_the_memory_budget_are_annotated_again_to_the_same_output(tmp_path, monkeypatch):
    """The first pass keeps annotated files in memory only up to a budget; the others are
    annotated again when written. The outputs, the key and the summary are the same."""
    import teianon.pipeline.corpus

    corpus = tmp_path / "in"
    corpus.mkdir()
    for number, name in enumerate("abc"):
        corpus_file(corpus / f"{name}.xml", number, posts=6)
    results = {}
    for budget in (teianon.pipeline.corpus.PREPARED_BUDGET, 0):
        monkeypatch.setattr(teianon.pipeline.corpus, "PREPARED_BUDGET", budget)
        out, key = tmp_path / f"out{budget}", tmp_path / f"secret{budget}" / "key.json"
        result = CliRunner().invoke(main, ["run", str(corpus), "-o", str(out), "--mode", "pseudonym", "--key", str(key),
                                           "--salt", "s", "--date", "2026-01-01"], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        summary = result.output.replace(str(out), "OUT").replace(str(key), "KEY")
        results[budget] = (outputs(out), key.read_bytes(), summary)
    kept, again = results.values()
    assert kept[0] == again[0] and len(kept[0]) == 3
    assert kept[1] == again[1]
    assert kept[2] == again[2]
