"""Worker processes for whole-corpus runs: started, watched and ended so that a stopped run
leaves nothing behind.

Files run in worker processes, each with its own Saxon processor. On Linux, where this process
has started no Saxon (whose runtime's threads a forked copy would lack), the workers are forked
from it once it has loaded the detectors (``preload``): they start at once, with the tables and
the model in pages they share with it and each other, instead of each importing teianon and
loading them again (some 2 CPU-s a worker). Elsewhere, and for a run whose loading is unsafe to
fork (a spaCy pipeline's threads), they are spawned. Killing the run (SIGTERM,
Ctrl-C, or the parent dying, even by SIGKILL) ends every worker at once, and the temporary
files of writes that were under way are removed (:func:`teianon.read.xmlio.write_atomic` keeps
track of them in each worker; the parent removes what a killed worker could not).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import TypeVar

from ..detect import tune_collector
from ..errors import TeianonError
from ..lazy import compile_all
from ..read.xmlio import remove_unfinished

T = TypeVar("T")
R = TypeVar("R")


def run_parallel(
    items: list[T],
    workers: int,
    work: Callable[[T], R],
    targets: list[Path],
    preload: Callable[[], object] | None = None,
) -> Iterator[R]:
    """``work`` on each item in ``workers`` processes, results as they finish; ``targets`` are
    the files the items write, whose temporary files are removed if the run is stopped. Inside
    :func:`kept_workers`, the processes of its first call do the later calls' work too (until
    :func:`renew_workers`). ``preload`` loads in this process what every worker needs, where
    the workers are forked from it (:func:`forks`)."""
    held = _held[-1] if _held else None
    if held is not None and held.pool is not None:
        pool, before = held.pool, held.before
    else:
        forked = preload is not None and forks()
        if forked:
            assert preload is not None
            preload()
            # The patterns compiled when first used (teianon.lazy) are compiled here, once,
            # in pages the forked workers share: each would otherwise compile those it uses.
            compile_all()
        before = set(multiprocessing.active_children())
        pool = ProcessPoolExecutor(
            max_workers=min(workers, len(items)),
            mp_context=multiprocessing.get_context("fork" if forked else "spawn"),
            initializer=_worker_started,
            initargs=(os.getpid(),),
        )
        if held is not None:
            held.pool, held.before, held.forked = pool, before, forked
    finished = False
    _running.append(targets)
    try:
        futures = [pool.submit(work, item) for item in items]
        for future in as_completed(futures):
            try:
                result = future.result()
            except BrokenProcessPool:
                raise TeianonError(
                    "a worker process ended unexpectedly (killed, or out of memory); "
                    "the files it had not finished were not written"
                ) from None
            yield result
        finished = True
    finally:
        _running.remove(targets)
        # Interrupted (SIGTERM, Ctrl-C, the consumer gave up) or broken: the workers are ended
        # now, not after the files they are on, and no temporary file of theirs stays behind.
        if not finished:
            if held is not None:
                held.pool = None
            _end_pool(pool, before)
            remove_temporary_files(targets)
        elif held is None:
            pool.shutdown(wait=True)


class _Held:
    """The pool of :func:`kept_workers`, from its first parallel call on."""

    def __init__(self) -> None:
        self.pool: ProcessPoolExecutor | None = None
        self.before: set[multiprocessing.process.BaseProcess] = set()
        self.forked = False


_held: list[_Held] = []


@contextlib.contextmanager
def kept_workers() -> Iterator[None]:
    """The parallel calls inside share one pool: a run's rounds (each file annotated, some
    again with the run's names, then replaced) are done by the same worker processes, which
    import teianon, load the detectors and compile the stylesheet once per run instead of once
    per round (issue 41: a run of three rounds started six workers for ``-j 2``)."""
    held = _Held()
    _held.append(held)
    try:
        yield
    finally:
        _held.remove(held)
        if held.pool is not None:
            held.pool.shutdown(wait=True)


def renew_workers() -> None:
    """Inside :func:`kept_workers`, the next parallel call starts new workers, where that costs
    next to nothing (forked ones): a run's replacement is done by processes that did not fill
    the per-word-type caches of its annotation, so that a worker's peak memory holds one stage's
    caches besides Saxon's heap, not both (issue 41: 560 MiB a worker of ``-j 2`` against 450
    when each round had its own spawned pool). Spawned workers are kept: starting them again
    would cost each some 2 CPU-s."""
    held = _held[-1] if _held else None
    if held is not None and held.pool is not None and held.forked:
        held.pool.shutdown(wait=True)
        held.pool = None


def forks() -> bool:
    """Whether workers are forked from this process (see the module's description): on Linux,
    from the main thread, where no Saxon processor was started here and no thread runs but
    teianon's own (a lock another thread holds at the fork stays held in the copy for ever)."""
    main = threading.main_thread()
    return (
        sys.platform.startswith("linux")
        and "fork" in multiprocessing.get_all_start_methods()
        and "saxonche" not in sys.modules
        and threading.current_thread() is main
        and all(thread is main or thread.name.startswith("teianon-") for thread in threading.enumerate())
    )


def holds_workers() -> bool:
    """Whether a pool of :func:`kept_workers` is open (a lone job goes to it, not to this
    process, which has loaded no detectors)."""
    return bool(_held) and _held[-1].pool is not None


def _end_pool(pool: ProcessPoolExecutor, before: set[multiprocessing.process.BaseProcess]) -> None:
    # Taken before shutdown(), which forgets it.
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    _end_workers([p for p in multiprocessing.active_children() if p not in before])
    # The pool's manager thread closes its wake-up pipe when it sees the workers gone; at exit,
    # concurrent.futures wakes it through that pipe from the main thread, and the two race
    # (Python 3.11 prints "Exception ignored ... Bad file descriptor"). Waiting for the thread
    # first leaves nothing to race.
    if manager is not None:
        manager.join(5.0)


# The targets of the parallel runs under way, for end_workers_now.
_running: list[list[Path]] = []


def end_workers_now() -> None:
    """End every worker of the process at once and remove the temporary files of the runs under
    way: for a process that ends from another thread than the one running them (a stop whose
    orderly unwinding did not come in time)."""
    _end_workers(multiprocessing.active_children(), grace=1.0)
    for targets in list(_running):
        remove_temporary_files(targets)


# Worker processes end at once on SIGTERM and when their parent dies, removing the temporary
# files of the writes they were in (no exception is raised for it: one raised by a signal
# handler can land in a __del__, where Python prints and drops it). Ctrl-C, which a terminal
# sends to every process of the run, is left to the parent, which ends them.
def _worker_started(parent: int) -> None:
    # A forked worker would write the signals it gets to the pipe through which the run's stop
    # watch learns of its own (teianon.cli.stop), which would then stop the run: it has none.
    with contextlib.suppress(ValueError, OSError):
        inherited = signal.set_wakeup_fd(-1)
        if inherited != -1:
            os.close(inherited)
    # A worker is a process of the run's own: its collector is tuned as the parent's.
    tune_collector()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _on_terminate)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            # PR_SET_PDEATHSIG (1): the kernel sends SIGTERM when the parent dies, even by SIGKILL.
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)
    # Everywhere else, and as a second line on Linux: watch the parent's pid.
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True, name="teianon-parent-watch").start()


def _watch_parent(parent: int) -> None:
    # Signals go to the main thread only: there the handler knows when a temporary file is being
    # made (read.xmlio holds them meanwhile); delivered to this thread, they would not wait.
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
    while os.getppid() == parent:
        time.sleep(0.5)
    _on_terminate(signal.SIGTERM, None)


def _on_terminate(signum: int, frame: object) -> None:
    remove_unfinished()
    os._exit(128 + signum)


def _end_workers(processes: list[multiprocessing.process.BaseProcess], grace: float = 5.0) -> None:
    """SIGTERM, then SIGKILL for those still there after ``grace`` seconds."""
    for process in processes:
        process.terminate()
    deadline = time.monotonic() + grace
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        if process.is_alive():
            process.kill()
            process.join(1.0)


def remove_temporary_files(targets: list[Path]) -> None:
    """The ``.NAME.*.tmp`` files of write_atomic for these targets, left by a killed worker."""
    wanted: dict[Path, set[str]] = defaultdict(set)
    for target in targets:
        wanted[target.parent].add(f".{target.name}.")
    for folder, prefixes in wanted.items():
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.name.endswith(".tmp") and any(entry.name.startswith(p) for p in prefixes):
                with contextlib.suppress(OSError):
                    entry.unlink()
