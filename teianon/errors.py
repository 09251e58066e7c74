"""The one exception family of teianon: every error names the file and, where known, the line."""

from __future__ import annotations

from pathlib import Path


class TeianonError(Exception):
    """Base class: a problem with one input file or with the run's settings.

    ``str(error)`` is the single line a user sees: ``file:line: what``.
    """

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line

    def __str__(self) -> str:
        where = self.path or ""
        if where and self.line:
            where = f"{where}:{self.line}"
        return f"{where}: {self.message}" if where else self.message


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
