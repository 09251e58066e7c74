"""The ``teianon`` command line. Each command reads its options, calls the library and turns
library errors into one line and an exit code: 0 all went well, 1 a file failed (the others
were still processed), 2 the command line was wrong.

The commands live by group: :mod:`~teianon.cli.corpus` (run, annotate, anonymise, strip),
:mod:`~teianon.cli.checks` (validate, audit, check), :mod:`~teianon.cli.review` (review, mapping,
evaluate, agreement) and :mod:`~teianon.cli.data` (import, import-bio, train, policy); the
options they share are in :mod:`~teianon.cli.options`. This module holds the group, and how a
run ends on a signal (with :mod:`~teianon.cli.stop`).
"""

from __future__ import annotations

import signal
import sys
from typing import Any

import click

from .. import __version__
from ..detect import tune_collector
from ..errors import TeianonError
from . import cache, checks, corpus, data, inception, review, stop


class _Commands(click.Group):
    """Runs a command so that it ends in one line, never a traceback: SIGTERM and Ctrl-C stop it
    (workers ended, temporary files removed, exit 128 + signal number), and an error that
    escaped the command's own handling is reported as ``teianon: ...``."""

    def invoke(self, ctx: click.Context) -> Any:
        with stop.watched() as stopping:
            # The command's process is teianon's own: its collector is tuned for a run once the
            # detectors are loaded (a program that imports teianon keeps its own settings).
            tune_collector()
            try:
                return super().invoke(ctx)
            except KeyboardInterrupt as err:
                stopping.begin(getattr(err, "signum", signal.SIGINT))
                # A progress bar may be on the current line of a terminal.
                stopping.report("\n" if sys.stderr.isatty() else "")
                ctx.exit(128 + (stopping.signum or signal.SIGINT))
            except TeianonError as err:
                raise click.ClickException(str(err)) from None


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
