"""Large exports, imported in bounded memory: read twice, line by line, never whole.

An importer that can (it has ``read_stream(lines, name, problems)``, returning the document
without messages and an iterator of its messages) gets a file larger than
:func:`stream_bytes` this way; the others get the whole text as before. The first pass
collects the participants (the header lists them before the first post) and the messages
answered; the second writes the posts one by one (:func:`teianon.importers.tei.stream_tei`)
to a temporary file that replaces the target only when complete. Memory grows with the
participants, not with the messages.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Protocol, runtime_checkable

from ..errors import InputError
from ..read.xmlio import write_atomic
from . import Conversation, Importer, Message, Problem
from .encoding import sniff_encoding
from .sniff import nothing_read
from .tei import stream_tei

_HEAD_BYTES = 64 * 1024


def stream_bytes() -> int:
    """Files above this size are streamed (TEIANON_STREAM_MB, default 64; 0: every file an importer can stream)."""
    try:
        return int(float(os.environ.get("TEIANON_STREAM_MB", "64")) * 1024 * 1024)
    except ValueError:
        return 64 * 1024 * 1024


@runtime_checkable
class Streaming(Protocol):
    """An importer that can read a file line by line (see the module's description)."""

    def read_stream(
        self, lines: Iterable[str], name: str, problems: list[Problem]
    ) -> tuple[Conversation, Iterator[Message]]: ...


def can_stream(importer: Importer) -> bool:
    return isinstance(importer, Streaming)


def _lines(path: Path, codec: str, progress: Callable[[int], None] | None) -> Iterator[str]:
    """The decoded lines of ``path`` with their line ends (\\r\\n and \\r made \\n), reporting bytes read."""
    with open(path, "rb") as raw:
        text = io.TextIOWrapper(raw, encoding=codec, newline=None)
        done = 0
        for number, line in enumerate(text, 1):
            yield line
            if progress is not None and number % 20_000 == 0:
                position = raw.tell()
                progress(position - done)
                done = position
        if progress is not None:
            progress(os.path.getsize(path) - done)


def import_streamed(
    importer: Importer,
    path: Path,
    target: Path,
    source_format: str,
    settings: Mapping[str, str],
    encoding: str | None,
    keep_ids: bool,
    tokenise: bool,
    run_date: str | None,
    problems: list[Problem],
    progress: Callable[[int], None] | None = None,
    label: str | None = None,
) -> int:
    """Import one large file into ``target``; the number of posts. Nothing is written if no message is read.
    ``label`` names the file in the document (its title, the source description) instead of its
    own name, which may name the person (``import --rename``)."""
    if not isinstance(importer, Streaming):
        raise TypeError(f"the {importer.name} importer cannot stream (see can_stream)")
    numbered = label is not None
    label = label or path.name
    with open(path, "rb") as raw:
        head = raw.read(_HEAD_BYTES)
    codec = sniff_encoding(head, path, encoding)
    names: dict[str, None] = {}
    replied: set[str] = set()
    found = 0
    first_pass: list[Problem] = []  # the second pass reports the same problems
    counted = [0]

    def counting(lines: Iterator[str]) -> Iterator[str]:
        for line in lines:
            counted[0] += 1
            yield line

    try:
        conversation, messages = importer.read_stream(counting(_lines(path, codec, None)), label, first_pass)
        for message in messages:
            found += 1
            if message.author:
                names.setdefault(message.author)
            for _, _, mentioned in message.mentions:
                names.setdefault(mentioned)
            if message.reply_to:
                replied.add(message.reply_to)
    except UnicodeDecodeError as err:
        raise InputError(f"not valid {codec} ({err.reason}); give --encoding", path) from None
    if not found:
        sample = head.decode(codec, errors="replace")
        raise InputError(nothing_read(sample, source_format, str(path), counted[0]), path)
    names.update(dict.fromkeys(conversation.people))

    def write(out: IO[bytes]) -> None:
        nonlocal found
        conversation, messages = importer.read_stream(_lines(path, codec, progress), label, problems)
        found = stream_tei(
            out,
            conversation,
            names,
            messages,
            source_format,
            settings,
            label,
            keep_ids,
            tokenise,
            run_date,
            replied,
            numbered,
        )

    write_atomic(target, write)
    return found
