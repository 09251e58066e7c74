"""The workers of `-j N` forked from a run that has loaded its detectors (issue 41): they start
without importing teianon and loading the tables again, a run's replacement gets workers of its
own (without the annotation's caches), a round gives the largest files out first, and what is
written is byte for byte what one process writes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from detector_helpers import ONE_PARTICIPANT_TEI

from teianon.pipeline import corpus
from teianon.pipeline.corpus import plan, run_jobs
from teianon.pipeline.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked on Linux only")


def _python(code: str, folder: Path) -> str:
    # A fresh interpreter: the test process may have started Saxon, after which nothing forks.
    # A script of its own, whose functions spawned workers can import.
    script = folder / "script.py"
    script.write_text(textwrap.dedent(code), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@LINUX
def test_workers_are_forked_from_the_run_once_it_has_loaded_what_they_need(tmp_path):
    out = _python(
        """
        import os
        from teianon.pipeline import workers

        loaded = []

        def preload():
            loaded.append(os.getpid())

        def seen(item):
            return os.getpid(), tuple(loaded)

        if __name__ == "__main__":
            print(workers.forks())
            got = set(workers.run_parallel([1, 2, 3, 4], 2, seen, [], preload))
            pids = {pid for pid, _ in got}
            print(os.getpid() not in pids, {found for _, found in got} == {(os.getpid(),)}, loaded == [os.getpid()])
        """,
        tmp_path,
    )
    assert out.splitlines() == ["True", "True True True"]


@LINUX
def test_no_fork_once_saxon_runs_here_nor_without_anything_to_load(tmp_path):
    out = _python(
        """
        import os
        from teianon.pipeline import workers

        def parent(item):
            return os.getppid()

        def preload():
            raise AssertionError("loaded for spawned workers")

        if __name__ == "__main__":
            print(workers.forks())
            import threading
            ended = threading.Event()
            other = threading.Thread(target=ended.wait)  # a program's own thread, which may hold a lock
            other.start()
            print(workers.forks())
            ended.set()
            other.join()
            import saxonche  # noqa: F401 (its runtime's threads are not copied by a fork)
            print(workers.forks())
            print(set(workers.run_parallel([1, 2], 2, parent, [], preload)) == {os.getpid()})
        """,
        tmp_path,
    )
    assert out.splitlines() == ["True", "False", "False", "True"]


@LINUX
def test_a_replacement_gets_new_forked_workers_and_spawned_ones_are_kept(tmp_path):
    out = _python(
        """
        import os
        from teianon.pipeline import workers

        def pid(item):
            return os.getpid()

        if __name__ == "__main__":
            for preload in (lambda: None, None):
                with workers.kept_workers():
                    first = set(workers.run_parallel([1, 2, 3, 4], 2, pid, [], preload))
                    workers.renew_workers()
                    second = set(workers.run_parallel([1, 2, 3, 4], 2, pid, [], preload))
                print(bool(first & second))
        """,
        tmp_path,
    )
    assert out.splitlines() == ["False", "True"]


@LINUX
def test_a_forked_worker_ended_by_a_signal_does_not_stop_the_run(tmp_path):
    # The run's stop watch learns of a signal through a pipe that the interpreter writes every
    # signal's number to: a worker forked with it would tell the run of its own SIGTERM.
    out = _python(
        """
        import os, signal, time
        from teianon.cli.stop import watched
        from teianon.errors import Interrupted, TeianonError
        from teianon.pipeline import workers

        def ended(item):
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(5)

        if __name__ == "__main__":
            with watched(grace=2.0):
                try:
                    list(workers.run_parallel([1], 2, ended, [], lambda: None))
                except Interrupted:
                    print("stopped")
                except TeianonError:
                    print("the worker ended")
                time.sleep(0.5)  # where the watch would hand the signal on
            print("went on")
        """,
        tmp_path,
    )
    assert out.splitlines() == ["the worker ended", "went on"]


def test_a_round_gives_the_largest_files_out_first(tmp_path, monkeypatch):
    folder = tmp_path / "in"
    folder.mkdir()
    posts = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>hallo du</p></post>' for i in range(1, 40))
    for name, count in (("a.xml", 1), ("b.xml", 39), ("c.xml", 10)):
        text = ONE_PARTICIPANT_TEI.format(posts="\n".join(posts.splitlines()[:count]))
        (folder / name).write_text(text, encoding="utf-8")
    jobs = plan("run", [folder], tmp_path / "out", Settings())
    given = []

    def parallel(items, workers, work, targets, preload=None):
        given.append([item.job.source.name for item in items])
        return iter(())

    monkeypatch.setattr(corpus, "run_parallel", parallel)
    list(run_jobs(jobs, 2, largest_first=True))
    list(run_jobs(jobs, 2))  # results read as they come: the run's order, as before
    assert given == [["b.xml", "c.xml", "a.xml"], ["a.xml", "b.xml", "c.xml"]]


def _chats(folder: Path) -> None:
    folder.mkdir()
    texts = {
        "first.xml": ("reiher", ["Heute rief Frau Quirina Abendroth-Mbeki vom Sozialamt an.", "bis morgen in Husum"]),
        "second.xml": ("amsel", ["abendroth-mbeki hat sich wieder gemeldet", "ruf mich an: 0151 2345 6789"]),
        "third.xml": ("lerche", ["Met Tobias in Leeds yesterday", "mail me at lerche77@example.org"]),
    }
    for name, (nick, lines) in texts.items():
        body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{line}</p></post>' for i, line in enumerate(lines, 1))
        (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--salt", "s")])
def test_forked_workers_write_what_one_process_writes(tmp_path, mode):
    source = tmp_path / "in"
    _chats(source)
    written = []
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}"
        options = (*mode, "--key", str(tmp_path / f"k{jobs}.json")) if mode else ()
        done = subprocess.run(
            [sys.executable, "-m", "teianon", "run", str(source), "-o", str(out), "--annotated", str(out / "review")]
            + ["-q", "-j", jobs, "--date", "2026-01-01", *options],
            capture_output=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            timeout=600,
        )
        assert done.returncode == 0, done.stderr
        files = {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
        if mode:
            files["key"] = (tmp_path / f"k{jobs}.json").read_bytes()
        written.append((files, done.stdout, done.stderr))
    assert b"abendroth" not in written[0][0]["second.xml"].lower()
    assert written[0] == written[1]


def test_a_rounds_shared_settings_travel_once_a_round_and_come_back_as_the_runs_own(tmp_path):
    # The run's settings hold every participant of every file: pickled with each job they grew
    # with the square of the files, on the way to the workers and back.
    from teianon.pipeline import sending
    from teianon.pipeline.settings import Prepared

    source = tmp_path / "in"
    _chats(source)
    jobs = plan("run", [source], tmp_path / "out", Settings())
    assert jobs[0].settings.corpus_participants and len({id(job.settings) for job in jobs}) == 1
    items = sending.sent(jobs)
    assert all(item.settings is items[0].settings for item in items)  # pickled once
    assert all(item.job.settings == Settings() for item in items)  # not with each job
    seen = []

    def work(job):
        seen.append(job.settings)
        return Prepared(job, None)  # type: ignore[arg-type]

    sending._received.clear()
    back = [sending.received(work, item) for item in items]
    assert seen[0] == jobs[0].settings
    assert all(settings is seen[0] for settings in seen)  # unpickled once, one object for all
    assert all(prepared.job.settings == Settings() for prepared in back)  # nothing brought back
    by_source = {job.source: job for job in jobs}
    assert all(sending.restored(p, by_source).job.settings is jobs[0].settings for p in back)


@LINUX
def test_forked_workers_find_the_patterns_compiled(tmp_path):
    # Patterns compiled when first used (teianon.lazy) are compiled once in the run before it
    # forks: each worker would otherwise compile those it uses again.
    out = _python(
        """
        import teianon.lazy as lazy
        from teianon.pipeline import workers

        made = lazy.lazy(r"(?<!\\p{L})Ortsteil\\s\\p{Lu}\\p{L}+")

        def compiled(item):
            return "_compiled" in made.__dict__

        if __name__ == "__main__":
            before = "_compiled" in made.__dict__
            print(before, set(workers.run_parallel([1, 2], 2, compiled, [], lambda: None)))
        """,
        tmp_path,
    )
    assert out == "False {True}"
