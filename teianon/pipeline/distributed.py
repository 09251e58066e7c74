"""Files as tasks on a Dask cluster: ``--executor dask``, the optional extra ``teianon[dask]``.

Imported only when that executor is chosen. Each job (one file) becomes one task, and results
come back as files finish, so that a run's progress bar, its per-file errors and its summary
are the same as with local worker processes. The workers read the inputs and write the
outputs themselves, under the same paths as the client (a shared file system). What a worker
is sent is the job: paths, settings and, in pseudonym mode, the annotated document with its
surrogate table; never the key file, which only the client reads and writes
(:func:`teianon.pipeline.corpus.run_pseudonymised`).

Without a scheduler address, a cluster of worker processes on this machine is started for the
run (listening on loopback only, no dashboard), so that the same command works on a laptop.
However the run ends (done, a failure, Ctrl-C, SIGTERM), the client is closed, and a cluster
started here is closed with it.
"""

from __future__ import annotations

import logging
import signal
import threading
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, cast

import dask
from distributed import Client, KilledWorker, LocalCluster, as_completed
from distributed.client import CancelledError
from distributed.utils import silence_logging_cmgr

from .. import __version__
from ..errors import TeianonError
from .file import prepare
from .settings import FileResult, Job, Prepared
from .workers import remove_temporary_files

# ``distribute(work, jobs)``: ``work(job)`` for each job on the cluster, results as they finish.
Distribute = Callable[[Callable[[Job], Any], list[Job]], Iterator[Any]]


@contextmanager
def cluster(address: str | None, workers: int) -> Iterator[Distribute]:
    """A client of the Dask scheduler at ``address``, or of ``workers`` processes started on
    this machine; yields the function that runs work on it (for :func:`teianon.pipeline.corpus.run_jobs`)."""
    targets: list[Path] = []
    finished = False
    # Dask's own log lines (workers starting and stopping, connections closed at the end) are
    # not the user's business; what goes wrong for the run comes back as one line of ours.
    with (
        silence_logging_cmgr(logging.CRITICAL),
        dask.config.set(
            {
                # A worker short of memory never writes task results (annotated documents, their
                # originals) to its scratch folder on disk.
                "distributed.worker.memory.target": False,
                "distributed.worker.memory.spill": False,
            }
        ),
    ):
        local = None
        try:
            if address is None:
                # Everything listens on loopback, on ports of the system's choosing: the scheduler's
                # HTTP server too (health and metrics only; no dashboard).
                with _sigint_ignored():
                    local = LocalCluster(
                        n_workers=workers,
                        threads_per_worker=1,
                        processes=True,
                        host="127.0.0.1",
                        dashboard_address=None,
                        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                        silence_logs=logging.CRITICAL,
                    )
                client = Client(local)
            else:
                client = Client(address)
        except (OSError, ValueError) as err:
            if local is not None:
                local.close()
            where = f"the Dask scheduler at {address}" if address else "a local Dask cluster"
            raise TeianonError(f"cannot reach {where}: {_reason(err)}") from None
        try:
            if address is not None:
                _check_versions(client, address)
            yield lambda work, jobs: _run(client, work, jobs, targets)
            finished = True
        finally:
            client.close()
            if local is not None:
                local.close()
            # Files were written by this cluster's workers: once none of them can be writing
            # (all finished, or the local workers ended), a worker that died mid-write leaves no
            # temporary file behind. Workers of a remote cluster may still finish a file of a
            # stopped run; they write it whole, and their temporary files are theirs.
            if finished or local is not None:
                remove_temporary_files(targets)


def _run(client: Client, work: Callable[[Job], Any], jobs: list[Job], targets: list[Path]) -> Iterator[Any]:
    targets += [t for job in jobs for t in (job.target, job.annotated_target) if t is not None]
    submitted = {}
    with warnings.catch_warnings():
        # Pseudonym mode sends each annotated document along with its task; Dask's advice about
        # large graphs is for its own data collections.
        warnings.filterwarnings("ignore", message="Sending large graph", category=UserWarning)
        for job in jobs:
            submitted[client.submit(work, job, pure=False)] = job
    try:
        for future in as_completed(submitted):
            job = submitted.pop(future)
            try:
                result = future.result()
            except KilledWorker:
                # The scheduler gives up on a task whose workers died under it, again and again:
                # this file fails, the others go on.
                result = _lost(work, job)
            except ImportError as err:
                raise TeianonError(
                    f"a Dask worker cannot run teianon ({err}); every worker needs the same "
                    "teianon installed as this client, with the same extras"
                ) from None
            yield result
    except (OSError, CancelledError) as err:
        # The connection to the scheduler broke (which cancels every task of the run) or timed out.
        reason = "the connection broke" if isinstance(err, CancelledError) else _reason(err)
        raise TeianonError(f"lost the Dask scheduler: {reason}; files not finished were not written") from None
    finally:
        if submitted and client.status == "running":
            # The run stops early: what has not started does not start (closing the client,
            # which follows, would cancel it too, a moment later).
            with suppress(OSError, CancelledError):
                client.cancel(list(submitted))


def _lost(work: Callable[[Job], Any], job: Job) -> FileResult | Prepared:
    result = FileResult(
        job.source,
        None,
        error=f"{job.source}: the Dask workers on this file ended (killed, or out of memory); not written",
    )
    return Prepared(job, result) if work is prepare else result


def _check_versions(client: Client, address: str) -> None:
    """A worker with another teianon (or none) would write other output: refused before any file."""
    # A synchronous client returns the dict itself, not the coroutine an asynchronous one would.
    versions = cast("dict[str, Any]", client.get_versions(packages=["teianon"]))
    for worker, info in sorted(versions["workers"].items()):
        theirs = (info or {}).get("packages", {}).get("teianon")
        if theirs != __version__:
            raise TeianonError(
                f"the Dask worker {worker} of {address} has teianon {theirs or '(none)'}, this client "
                f"{__version__}; every worker needs the same teianon with the same extras"
            )


@contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Worker processes started meanwhile ignore SIGINT (they inherit it): Ctrl-C, which a
    terminal sends to every process of the run, is left to this one, which closes the cluster
    (as :mod:`teianon.pipeline.workers` does for its own workers)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _reason(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__
