"""The second round of a run's names (teianon.pipeline.across_files, issue 41): every file is
annotated first and replaced once, after the run's names are known; a file whose text only seems
to hold another file's name is annotated again, and where that changes nothing, its first
annotation is replaced, byte for byte what the file alone gives."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI

import teianon.pipeline.file as file_stage
from teianon.cli import main


def _file(folder, name: str, nick: str, *posts: str) -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


@pytest.fixture
def replaced(monkeypatch):
    """The files replaced, in order (each replacement of each round)."""
    calls: list[str] = []
    original = file_stage.replace_by_document

    def counting(split, inventories, excluded, job, result, found):  # type: ignore[no-untyped-def]
        calls.append(job.source.name)
        return original(split, inventories, excluded, job, result, found)

    monkeypatch.setattr(file_stage, "replace_by_document", counting)
    return calls


def _run(tmp_path, folder, out: str) -> dict[str, bytes]:
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / out), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    return {path.name: path.read_bytes() for path in sorted((tmp_path / out).glob("*.xml"))}


def test_every_file_is_replaced_once(tmp_path, replaced):
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", "Gestern kam Herr Bertram Oyelaran-Schütt vom Jugendamt vorbei.")
    # "Schüttgut" holds the first letters of a part of the name ("Schütt"): due again, no repeat.
    _file(folder, "b.xml", "eisvogel", "Das Schüttgut liegt im Hof.", "Nichts Neues sonst.")
    # The name itself: due again, annotated again with it, and replaced once.
    _file(folder, "c.xml", "zaunkoenig", "oyelaran-schütt war wieder da")
    outputs = _run(tmp_path, folder, "out")
    assert sorted(replaced) == ["a.xml", "b.xml", "c.xml"], replaced
    assert "Schüttgut".encode() in outputs["b.xml"]
    assert b"oyelaran" not in outputs["c.xml"].lower()
    # The output that stood is what the file alone gives (no name of the run in it).
    (tmp_path / "alone").mkdir()
    (tmp_path / "alone" / "b.xml").write_bytes((folder / "b.xml").read_bytes())
    (tmp_path / "alone" / "a.xml").write_bytes((folder / "a.xml").read_bytes())
    assert _run(tmp_path, tmp_path / "alone", "out-alone")["b.xml"] == outputs["b.xml"]
