"""How a command ends on SIGTERM or Ctrl-C, whatever its main thread is doing.

Python runs a signal's handler in the main thread, between two of its bytecodes. That is where
the orderly stop happens (:class:`~teianon.errors.Interrupted` unwinds the run: workers ended,
temporary files removed, one line, exit 128 + signal number). It does not happen while the main
thread is in a call that the signal does not interrupt: a call into Saxon, or any blocking call
when the kernel hands the signal to another of the run's threads (the worker pool's manager and
queue threads, Saxon's own), as it may with a signal sent to the process. The main thread of a
``-j 2`` run then went on waiting for its next result.

So the signal is also seen outside the main thread: the interpreter writes its number to a pipe
(:func:`signal.set_wakeup_fd`) the moment it arrives, in whichever thread; a watcher thread
reading that pipe hands the signal on to the main thread (which interrupts its blocking call)
and starts a deadline. A run that has not ended by then (not even through the interpreter's own
shutdown, which joins the pool's threads and processes without a time limit) is ended from the
watcher: the workers killed, temporary files removed, the same line and exit code.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator

import click

from ..errors import Interrupted
from ..pipeline.workers import end_workers_now
from ..read.xmlio import remove_unfinished

STOPS = (signal.SIGTERM, signal.SIGINT)
# Seconds from the signal to the hard stop: the orderly one takes well under a second.
GRACE = 8.0


def message(signum: int) -> str:
    return f"teianon: stopped by {signal.Signals(signum).name}; files not finished were not written"


class Stop:
    """One command's watch: the stop's signal (None before one), whether it was raised in the
    main thread, reported, and whether the command has ended."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.raised = False
        self.reported = False
        self.ended = threading.Event()
        # Re-entrant: the main thread's handler takes it too, and may run while the thread holds it.
        self._lock = threading.RLock()

    def begin(self, signum: int) -> int:
        """Record the stop if it is the first signal: the stop's signal."""
        with self._lock:
            if self.signum is None:
                self.signum = signum
            return self.signum

    def report(self, start: str = "") -> None:
        """The one line, once (the hard stop does not write it again)."""
        with self._lock:
            if self.reported or self.signum is None:
                return
            self.reported = True
        click.echo(f"{start}{message(self.signum)}", err=True)


_current: Stop | None = None


def _on_signal(signum: int, frame: object) -> None:
    stop = _current
    if stop is None:
        raise Interrupted(signum)
    signum = stop.begin(signum)
    # Raised once: a further signal (Ctrl-C pressed again, the watcher's hand-on of one the main
    # thread has seen) is not raised into the clean-up under way; the deadline stands.
    if not stop.raised:
        stop.raised = True
        raise Interrupted(signum)


def _watch(read_end: int, stop: Stop, main_ident: int, grace: float, keep: Callable[[int], bool]) -> None:
    while True:
        try:
            data = os.read(read_end, 64)
        except OSError:
            return
        if not data:
            os.close(read_end)
            return  # the command ended without a stop
        first = next((s for s in data if s in STOPS), None)
        if first is not None:
            break
    signum = stop.begin(first)
    started = time.monotonic()
    if not stop.raised:
        # Delivered to another thread while the main thread blocks: sent to the main thread
        # itself, it interrupts the blocking call, and the handler runs.
        with contextlib.suppress(OSError, ValueError):
            signal.pthread_kill(main_ident, signum)
    # The pipe stays open while it is the wake-up fd (closed, every later signal would print
    # "Exception ignored"): the command's end puts the previous one back.
    if stop.ended.wait(grace):
        os.close(read_end)
        if not keep(signum):
            return
    # Not ended within the grace, or ended but the process (its own, which this signal ends) is
    # still here: its shutdown is stuck joining a thread or process of the pool.
    time.sleep(max(0.0, grace - (time.monotonic() - started)))
    _end_now(stop)


def _end_now(stop: Stop) -> None:
    signum = stop.signum or signal.SIGTERM
    remove_unfinished()
    end_workers_now()
    with contextlib.suppress(Exception):
        stop.report()
        sys.stderr.flush()
    os._exit(128 + signum)


@contextlib.contextmanager
def watched(grace: float = GRACE) -> Iterator[Stop]:
    """SIGTERM and SIGINT stop the command within; see the module's description. Only in the
    main thread (handlers cannot be set elsewhere, e.g. when a test runner's thread invokes a
    command); there the command runs unwatched."""
    global _current
    stop = Stop()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return
    previous = {signum: signal.getsignal(signum) for signum in STOPS}
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)

    def keep(signum: int) -> bool:
        # Past the command's end the deadline stands only where the signal would have ended the
        # process anyway (its default action): a program that runs a command and goes on keeps
        # its own way of ending.
        return previous.get(signal.Signals(signum)) == signal.SIG_DFL

    _current = stop
    for signum in STOPS:
        signal.signal(signum, _on_signal)
    old_wakeup = signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
    threading.Thread(
        target=_watch,
        args=(read_end, stop, threading.main_thread().ident, grace, keep),
        daemon=True,
        name="teianon-stop-watch",
    ).start()
    try:
        yield stop
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        signal.set_wakeup_fd(old_wakeup)
        _current = None
        os.close(write_end)
        stop.ended.set()
