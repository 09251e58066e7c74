"""--executor dask: files as tasks on a Dask cluster give the same outputs (and, in pseudonym mode,
the same key) as a local run; the key stays with the client; failures are one line each.

Each run with --executor dask and no --scheduler starts a local cluster of two worker processes
(a few seconds each), so the checks are gathered into few tests.
"""

from __future__ import annotations

import os
import pickle
import socket
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("distributed", reason="needs the optional extra teianon[dask] (pip install '.[dask]')")

import dask  # noqa: E402
from conftest import SAMPLES  # noqa: E402

import teianon.pipeline.distributed  # noqa: E402
from teianon.cli import main  # noqa: E402
from teianon.pipeline.file import process  # noqa: E402
from teianon.pipeline.settings import FileResult, Job, Settings

SALT = "dask-test-salt"


def run(args: list[str]) -> None:
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_dask_gives_the_local_outputs_and_key(tmp_path, monkeypatch):
    common = ["run", str(SAMPLES), "--date", "2026-01-01", "-q"]
    run(common + ["-o", str(tmp_path / "local"), "-j", "1"])
    run(common + ["-o", str(tmp_path / "dask"), "-j", "2", "--executor", "dask"])
    local = files(tmp_path / "local")
    assert len(local) == 4
    assert files(tmp_path / "dask") == local

    # Pseudonym mode: what the workers are sent (pickled, as Dask sends it) holds neither the
    # key file nor its salt; they get each file's own surrogate table, nothing more.
    sent: list[bytes] = []
    original = teianon.pipeline.distributed._run

    def watched(client, work, jobs, targets):
        sent.extend(pickle.dumps(job) for job in jobs)
        return original(client, work, jobs, targets)

    monkeypatch.setattr(teianon.pipeline.distributed, "_run", watched)
    secret = tmp_path / "secret"
    secret.mkdir()
    for executor, jobs in (("local", "1"), ("dask", "2")):
        run(common + ["-o", str(tmp_path / f"p-{executor}"), "-j", jobs, "--executor", executor, "--mode", "pseudonym",
                      "--key", str(secret / f"{executor}.json"), "--salt", SALT])
    assert files(tmp_path / "p-dask") == files(tmp_path / "p-local")
    assert (secret / "dask.json").read_bytes() == (secret / "local.json").read_bytes()
    # Two passes over four files went to the workers.
    assert len(sent) == 8
    assert not [job for job in sent if SALT.encode() in job or b"KeyFile" in job or str(secret).encode() in job]
    # The key is where the client wrote it, and nowhere else (the workers share this disk).
    keys = [p for p in tmp_path.rglob("*") if p.is_file() and b'"teianon-key/1"' in p.read_bytes()]
    assert sorted(keys) == [secret / "dask.json", secret / "local.json"]


def _work(job: Job) -> FileResult:
    # A worker that dies on one file, as one killed or out of memory would.
    if job.source.name == "dies.xml":
        os._exit(1)
    return process(job)


def test_a_failing_file_and_a_dying_worker_are_one_line_each(tmp_path):
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / "broken.xml").write_text("<TEI", encoding="utf-8")
    (inputs / "dies.xml").write_text("<TEI/>", encoding="utf-8")
    sample = SAMPLES / "chat-en-untokenised.xml"
    (inputs / sample.name).write_bytes(sample.read_bytes())
    jobs = [Job("run", inputs / name, tmp_path / "out" / name, Settings(run_date="2026-01-01"))
            for name in ("broken.xml", "dies.xml", sample.name)]
    # The scheduler gives up on a task at the first worker that dies under it (default: 3).
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        with teianon.pipeline.distributed.cluster(None, 2) as distribute:
            results = {r.source.name: r for r in distribute(_work, jobs)}
    assert results[sample.name].error is None and (tmp_path / "out" / sample.name).is_file()
    for name in ("broken.xml", "dies.xml"):
        error = results[name].error
        assert error is not None and error.startswith(str(inputs / name)) and "\n" not in error
    assert "Dask workers on this file ended" in results["dies.xml"].error
    assert not list((tmp_path / "out").glob(".*.tmp"))


def test_unreachable_scheduler_fails_at_once_with_one_line(tmp_path):
    with socket.socket() as probe:  # a port of this machine that nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    start = time.monotonic()
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        result = CliRunner().invoke(main, ["run", str(SAMPLES), "-o", str(tmp_path / "out"), "--executor", "dask",
                                           "--scheduler", f"tcp://127.0.0.1:{port}"])
    assert time.monotonic() - start < 15
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        f"Error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: "
        f"Timed out trying to connect to tcp://127.0.0.1:{port} after 1 s"]
    assert not (tmp_path / "out").exists()


def test_command_line_mistakes(tmp_path, monkeypatch):
    args = ["run", str(SAMPLES), "-o", str(tmp_path / "out")]
    result = CliRunner().invoke(main, args + ["--scheduler", "tcp://127.0.0.1:8786"])
    assert result.exit_code == 2 and "--scheduler: only with --executor dask" in result.output
    # Without the extra installed.
    monkeypatch.setitem(sys.modules, "distributed", None)
    monkeypatch.delitem(sys.modules, "teianon.pipeline.distributed")
    result = CliRunner().invoke(main, args + ["--executor", "dask"])
    assert result.exit_code == 2
    assert "needs Dask: pip install 'teianon[dask]'" in result.output
