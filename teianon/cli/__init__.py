"""The ``teianon`` command line. Each command reads its options, calls the library and turns
library errors into one line and an exit code: 0 all went well, 1 a file failed (the others
were still processed), 2 the command line was wrong.

The commands live by group: :mod:`~teianon.cli.corpus` (run, annotate, anonymise, strip),
:mod:`~teianon.cli.checks` (validate, audit, check), :mod:`~teianon.cli.review` (review, mapping,
evaluate, agreement) and :mod:`~teianon.cli.data` (import, import-bio, train, policy); the
options they share are in :mod:`~teianon.cli.options`. This module holds the group, and how a
run ends on a signal.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
from typing import Any

import click

from .. import __version__
from ..detect import tune_collector
from ..errors import Interrupted, TeianonError
from ..read.xmlio import remove_unfinished
from . import cache, checks, corpus, data, inception, review


def _raise_interrupted(signum: int, frame: object) -> None:
    if not _stopping:
        _stopping.append(signum)
        _stopped.clear()
        threading.Thread(target=_stop_hard, args=(signum,), daemon=True).start()
    raise Interrupted(signum)


_stopping: list[int] = []
_stopped = threading.Event()


def _stop_hard(signum: int, grace: float = 8.0) -> None:
    # The exception raised for the signal unwinds the run within a moment; it may not, where it
    # lands in a __del__ (Python prints and drops it there) or the main thread is in a long call
    # into Saxon. Then the run ends from here.
    if _stopped.wait(grace):
        return
    remove_unfinished()
    for process in multiprocessing.active_children():
        process.terminate()
    click.echo(f"teianon: stopped by {signal.Signals(signum).name}; files not finished were not written", err=True)
    sys.stderr.flush()
    os._exit(128 + signum)


class _Commands(click.Group):
    """Runs a command so that it ends in one line, never a traceback: SIGTERM and Ctrl-C stop it
    (workers ended, temporary files removed, exit 128 + signal number), and an error that
    escaped the command's own handling is reported as ``teianon: ...``."""

    def invoke(self, ctx: click.Context) -> Any:
        # Handlers can only be set in the main thread (not so when embedded, e.g. in a test runner's thread).
        main_thread = threading.current_thread() is threading.main_thread()
        signals = (signal.SIGTERM, signal.SIGINT) if main_thread else ()
        previous = {signum: signal.getsignal(signum) for signum in signals}
        for signum in previous:
            signal.signal(signum, _raise_interrupted)
        # The command's process is teianon's own: its collector is tuned for a run once the
        # detectors are loaded (a program that imports teianon keeps its own settings).
        tune_collector()
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as err:
            signum = getattr(err, "signum", signal.SIGINT)
            # A progress bar may be on the current line of a terminal.
            start = "\n" if sys.stderr.isatty() else ""
            click.echo(
                f"{start}teianon: stopped by {signal.Signals(signum).name}; files not finished were not written",
                err=True,
            )
            ctx.exit(128 + signum)
        except TeianonError as err:
            raise click.ClickException(str(err)) from None
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            if _stopping:
                _stopped.set()
                _stopping.clear()


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="teianon")
def main() -> None:
    """Anonymise TEI corpora of computer-mediated communication.

    \b
    teianon run samples/ -o out/               annotate + anonymise
    teianon annotate chat.xml -o annotated/    only add <name>/<ref> annotations
    teianon anonymise annotated/ -o out/       only replace annotated references
    """


for _command in (
    corpus.run,
    corpus.annotate,
    corpus.anonymise,
    corpus.strip,
    checks.validate,
    checks.audit,
    checks.check,
    review.review,
    review.mapping,
    review.evaluate,
    review.agreement,
    data.import_command,
    data.import_bio,
    data.train_command,
    data.policy,
    inception.inception,
    cache.cache,
):
    main.add_command(_command)
