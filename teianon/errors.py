"""The one exception family of teianon: every error names the file and, where known, the line."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lxml import etree


class TeianonError(Exception):
    """Base class: a problem with one input file or with the run's settings.

    ``str(error)`` is the single line a user sees: ``file:line: what``.
    """

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None):
        # Parser and Saxon messages come with line breaks and indentation; a user sees one line.
        message = " ".join(str(message).split())
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line

    def __str__(self) -> str:
        where = self.path or ""
        if where and self.line:
            where = f"{where}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


def line_of(element: etree._Element) -> int | None:
    """The line ``element`` starts on in its file, for ``file:line`` (None where lxml does not know)."""
    # lxml-stubs 0.5 declare sourceline as a bare `...`; lxml gives an int or None.
    return element.sourceline  # type: ignore[return-value]


class Interrupted(KeyboardInterrupt):
    """The run was asked to stop (SIGTERM, SIGINT): raised where the signal arrives, so that
    ``finally`` blocks and :func:`teianon.read.xmlio.write_atomic` clean up as for Ctrl-C."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


class LeakError(TeianonError):
    """The self-audit found an original string in an output about to be written."""


class InputError(TeianonError):
    """The input is not well-formed XML or not TEI as teianon reads it."""


class UnsafeXMLError(InputError):
    """The input asks for something teianon never does: entity expansion, a DTD fetch."""


class OutputError(TeianonError):
    """The output cannot be written where asked (e.g. it would overwrite the input)."""


class TransformError(TeianonError):
    """The XSLT post-processor failed on a file."""


class ValidationError(TeianonError):
    """An output is not valid against the schemas or the anonymisation rules."""


@contextlib.contextmanager
def native_stderr_dropped() -> Iterator[None]:
    """Drop what native code (Saxon) writes to file descriptor 2 meanwhile.

    Saxon prints each error it raises, over several lines, before raising it; the exception
    carries the same message, which teianon reports as one line.
    """
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no real stderr (embedded): nothing to drop
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
