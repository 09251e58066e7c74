"""`run -j N` does each file's work once, as `-j 1` does (issue 41): the rounds of a run (every
file annotated, the files that hold another's name again, then each replaced) share one pool of
worker processes, and a file sent round again is written from what its first round detected,
whichever worker takes it, instead of detected again."""

from __future__ import annotations

import multiprocessing
import os
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI

from teianon.cli import main
from teianon.pipeline import annotation
from teianon.pipeline.across_files import across_files
from teianon.pipeline.corpus import plan
from teianon.pipeline.file import annotate_first
from teianon.pipeline.settings import Prepared, Settings
from teianon.pipeline.workers import kept_workers, run_parallel


def _pid(item: int) -> int:
    return os.getpid()


def test_the_rounds_of_a_run_share_one_pool_of_workers():
    before = set(multiprocessing.active_children())
    with kept_workers():
        rounds = [set(run_parallel(list(range(n)), 2, _pid, [])) for n in (6, 4, 2)]
        assert len(set().union(*rounds)) <= 2, rounds  # no new workers for the later rounds
    assert os.getpid() not in set().union(*rounds)
    assert set(multiprocessing.active_children()) <= before  # ended with the run


def test_without_a_kept_pool_each_call_has_its_own():
    # What a caller outside a run gets, as before: its workers end with the call.
    before = set(multiprocessing.active_children())
    assert len(set(run_parallel(list(range(4)), 2, _pid, []))) >= 1
    assert set(multiprocessing.active_children()) <= before


def _file(folder: Path, name: str, nick: str, *posts: str) -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


@pytest.fixture
def chats(tmp_path: Path) -> Path:
    # second.xml names a person first.xml replaces for sure: the run sends second.xml round again.
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "first.xml", "reiher", "Heute rief Frau Quirina Abendroth-Mbeki vom Sozialamt an.")
    _file(
        folder,
        "second.xml",
        "amsel",
        "abendroth-mbeki hat sich wieder gemeldet",
        "Met Tobias in Leeds yesterday, call 0113 4960 123",
    )
    return folder


def _rounds(jobs, monkeypatch) -> tuple[list[Prepared], Counter[str]]:
    """The two rounds of a run's names, each file of a round as another worker process takes
    it: one that holds nothing this process detected."""
    calls: Counter[str] = Counter()
    original = annotation.annotate_document

    def counted(document, *args, **kwargs):
        calls["".join(document.posts[0].itertext())] += 1
        return original(document, *args, **kwargs)

    monkeypatch.setattr(annotation, "annotate_document", counted)

    def elsewhere(some):
        for job in some:
            annotation._WRITTEN.clear()
            yield annotate_first(job)

    return across_files(jobs, elsewhere, lambda p: p.result), calls


def test_a_file_sent_round_again_is_not_detected_again_by_another_worker(tmp_path, chats, monkeypatch):
    jobs = plan("run", [chats], tmp_path / "out", Settings())
    prepared, calls = _rounds(jobs, monkeypatch)
    assert sorted(calls.values()) == [1, 1], calls  # second.xml went round again, undetected
    assert all(not p.result.detected and not p.job.detected for p in prepared)  # not sent on
    # Detected again (nothing handed over): the same file, byte for byte.
    monkeypatch.setattr(annotation, "_WRITTEN_MAX", 0)
    again, calls = _rounds(jobs, monkeypatch)
    assert sum(calls.values()) == 3, calls
    assert [p.data for p in again] == [p.data for p in prepared]
    assert [p.result.digest for p in again] == [p.result.digest for p in prepared]


@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--salt", "s")])
def test_two_workers_write_what_one_writes(tmp_path, chats, mode):
    written = []
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}"
        options = (*mode, "--key", str(tmp_path / f"k{jobs}.json")) if mode else ()
        result = CliRunner().invoke(
            main, ["run", str(chats), "-o", str(out), "--annotated", str(out / "review"), "-q", "-j", jobs, *options]
        )
        assert result.exit_code == 0, result.output
        files = {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
        if mode:
            files["key"] = (tmp_path / f"k{jobs}.json").read_bytes()
        written.append(files)
    assert b"abendroth" not in written[0]["second.xml"].lower()
    assert written[0] == written[1]
