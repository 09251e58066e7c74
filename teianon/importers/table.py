"""CSV and TSV exports: one message a row, the columns named in a header row.

The columns are found by their header names (``author``/``user``/``from`` …, ``text``/``message``
…, case-insensitive) or mapped with options (``text=Nachricht``). A mapping that names a column
the header lacks, or a table without a text column, is refused with the header's columns, since
guessing would put the wrong column into the corpus. A row with too few cells or no text is a
:class:`~teianon.importers.Problem` and skipped; an unreadable time drops only the time.

The field names and the time normalisation are shared with :mod:`teianon.importers.json_lines`.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from itertools import chain
from typing import Any

from ..errors import InputError
from . import Conversation, Importer, Message, Problem, register
from .sniff import sniff_delimiter

# How much of a table the separator is detected from.
_SNIFF_CHARS = 64 * 1024
# The longest cell of a streamed table (a post of 16 million characters is a broken quote).
_STREAM_CELL_CHARS = 16 * 1024 * 1024

# The message fields an export may have, with the names exports commonly give them.
FIELDS: dict[str, tuple[str, ...]] = {
    # English and German (a German spreadsheet: Datum;Uhrzeit;Absender;Nachricht).
    "author": (
        "author",
        "user",
        "username",
        "from",
        "name",
        "sender",
        "nick",
        "autor",
        "absender",
        "von",
        "benutzer",
        "nutzer",
        "verfasser",
    ),
    "time": ("time", "uhrzeit", "zeit", "date", "datum", "timestamp", "zeitstempel", "datetime", "created_at"),
    "text": ("text", "message", "body", "content", "msg", "nachricht", "inhalt", "beitrag"),
    "thread": ("thread", "thread_id", "topic", "conversation"),
    "reply_to": ("reply_to", "replyto", "in_reply_to", "parent", "parent_id"),
    "id": ("id", "message_id", "msg_id"),
}

FIELD_HELP: dict[str, str] = {
    "author": "column of the author's name (default: author, user, username, from, name, sender, nick, "
    "and German Autor, Absender, Von, Benutzer, Nutzer, Verfasser)",
    "time": "column of the time (default: time, Uhrzeit, Zeit, date, Datum, timestamp, Zeitstempel, datetime, "
    "created_at; a separate date column (date, Datum) is joined to a time-of-day column)",
    "text": "column of the message text (default: text, message, body, content, msg, Nachricht, Inhalt, Beitrag)",
    "thread": "column of the thread (default: thread, thread_id, topic, conversation)",
    "reply_to": "column of the id of the message answered (default: reply_to, replyto, in_reply_to, parent, parent_id)",
    "id": "column of the message id (default: id, message_id, msg_id)",
    "title": "title of the document (default: the file name)",
    "genre": "genre for the header: chat, forum, email, … (default: chat)",
}

# W3C forms that post/@when (teidata.temporal.w3c) accepts as they are.
_W3C = re.compile(r"\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?")
# ISO 8601 that needs a small repair to be W3C: no seconds, space for T, offset without colon.
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?")
_DOTTED = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}),?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?")
_SLASHED = re.compile(r"(\d{1,4})/(\d{1,2})/(\d{1,4}),?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?")
# A time column of these names may hold only the time of day, and a date column beside it the day.
_CLOCK_NAMES = ("time", "uhrzeit", "zeit")
_DAY_NAMES = ("date", "datum", "tag")
_UNIX = re.compile(r"\d{9,10}(\.\d+)?|\d{12,13}")


def normalise_time(value: object) -> str | None:
    """ISO 8601 (``YYYY-MM-DDTHH:MM:SS``) for the common ways exports write a time; None if unknown.

    Unix seconds (or milliseconds) are UTC and keep a ``Z``; the other forms carry no zone and
    get none, since guessing one would invent information.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return _from_unix(float(value))
    text = str(value).strip()
    if not text:
        return None
    try:
        if _W3C.fullmatch(text):
            # Checked, not rebuilt: 2024-02-30 is ISO in form only.
            datetime.fromisoformat(text)
            return text
        if m := _ISO.fullmatch(text):
            year, month, day, hour, minute, second, fraction, zone = m.groups()
            stamp = _stamp(int(year), int(month), int(day), int(hour), int(minute), int(second or 0))
            zone = zone or ""
            if len(zone) == 5:  # +0100 → +01:00
                zone = zone[:3] + ":" + zone[3:]
            return stamp + (fraction or "") + zone
        if m := _DOTTED.fullmatch(text):  # German and many European exports: 05.03.2024 14:22
            day, month, year, hour, minute, second = m.groups()
            return _stamp(_year(year), int(month), int(day), hour, minute, second)
        if m := _SLASHED.fullmatch(text):
            first, second_part, third, hour, minute, second, half = m.groups()
            if len(first) == 4:
                year, month, day = int(first), int(second_part), int(third)
            else:
                # D/M/Y where the first number cannot be a month, otherwise the US order M/D/Y.
                a, b = int(first), int(second_part)
                month, day = (b, a) if a > 12 else (a, b)
                year = _year(third)
            if hour is not None and half:
                hour = int(hour) % 12 + (12 if half.lower() == "pm" else 0)
            return _stamp(year, month, day, hour, minute, second)
        if _UNIX.fullmatch(text):
            number = float(text)
            return _from_unix(number / 1000 if len(text) >= 12 and "." not in text else number)
    except (ValueError, OverflowError):
        return None
    return None


def _year(text: str) -> int:
    # Two-digit years in chat exports are this century.
    return int(text) + 2000 if len(text) == 2 else int(text)


def _stamp(year: int, month: int, day: int, hour: object = None, minute: object = None, second: object = None) -> str:
    if hour is None:
        return datetime(year, month, day).date().isoformat()
    moment = datetime(year, month, day, int(str(hour)), int(str(minute)), int(str(second or 0)))
    return moment.isoformat(timespec="seconds")


def _from_unix(seconds: float) -> str | None:
    # Below 1e8 (1973) a number is more likely a counter than a time.
    if not 1e8 <= seconds < 1e11:
        if 1e11 <= seconds < 1e14:
            seconds /= 1000
        else:
            return None
    moment = datetime.fromtimestamp(seconds, tz=UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def default_field(field: str, names: Sequence[str]) -> str | None:
    """The first of ``names`` that is one of the usual names of ``field`` (case-insensitive)."""
    lowered = {n.strip().lower(): n for n in reversed(names)}
    for alias in _DAY_NAMES if field == "day" else FIELDS[field]:
        if alias in lowered:
            return lowered[alias]
    return None


class TableImporter(Importer):
    """Rows of a delimited table with a header row."""

    delimiter: str | None = None  # None: detected from the first rows (comma, semicolon, tab, pipe)

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        delimiter = self.settings.get("delimiter", self.delimiter)
        if delimiter is None or delimiter.lower() == "auto":
            self.sep: str | None = None
            return
        # A tab is hard to type in --option; accept its name and escape as well.
        delimiter = {"tab": "\t", "\\t": "\t", "semicolon": ";", "comma": ",", "pipe": "|"}.get(
            delimiter.lower(), delimiter
        )
        if len(delimiter) != 1:
            raise ValueError(f"delimiter must be one character (or tab), got {delimiter!r}")
        self.sep = delimiter

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        # A cut-off last row would disagree with the others.
        sample = text if len(text) <= _SNIFF_CHARS else text[:_SNIFF_CHARS].rsplit("\n", 1)[0]
        conversation, messages = self._rows(io.StringIO(text, newline=""), sample, name, problems, len(text) + 1)
        conversation.messages.extend(messages)
        yield conversation

    def read_stream(
        self, lines: Iterable[str], name: str, problems: list[Problem]
    ) -> tuple[Conversation, Iterator[Message]]:
        """A large table row by row: the document (without messages) and its messages, lazily.

        ``lines`` keep their line ends (a quoted cell may span lines)."""
        iterator = iter(lines)
        head: list[str] = []
        size = 0
        for line in iterator:
            head.append(line)
            size += len(line)
            if size >= _SNIFF_CHARS:
                break
        sample = "".join(head[:-1] if size >= _SNIFF_CHARS and len(head) > 1 else head)
        # A cell of a streamed table may be as long as a post can reasonably be.
        return self._rows(chain(head, iterator), sample, name, problems, _STREAM_CELL_CHARS)

    def _rows(
        self, source: Iterable[str], sample: str, name: str, problems: list[Problem], cell_limit: int
    ) -> tuple[Conversation, Iterator[Message]]:
        conversation = Conversation(
            title=self.settings.get("title") or name, genre=self.settings.get("genre") or "chat"
        )
        sep = self.sep or sniff_delimiter(sample) or ","
        reader = csv.reader(source, delimiter=sep)
        # A long post (a pasted article) is a cell of its own; the csv module's default limit
        # of 128 KiB per cell would fail the whole file for it. Restored below.
        limit = csv.field_size_limit(cell_limit)
        try:
            columns, _ = self._header(reader, name)
        except csv.Error as err:
            raise InputError(f"not readable as {self.name}: {err}", name, reader.line_num) from None
        finally:
            csv.field_size_limit(limit)

        def messages() -> Iterator[Message]:
            limit = csv.field_size_limit(cell_limit)
            try:
                last_line = reader.line_num
                for row in reader:
                    line, last_line = last_line + 1, reader.line_num
                    if not any(cell.strip() for cell in row):
                        continue
                    message = self._message(row, columns, line, problems)
                    if message is not None:
                        yield message
            except csv.Error as err:
                raise InputError(f"not readable as {self.name}: {err}", name, reader.line_num) from None
            finally:
                csv.field_size_limit(limit)

        return conversation, messages()

    def _header(self, reader: Any, name: str) -> tuple[dict[str, int], int]:
        """Field → column index, from the first non-empty row."""
        for header in reader:
            if any(cell.strip() for cell in header):
                break
        else:
            raise InputError(f"empty: no header row found ({self.name})", name)
        line = reader.line_num
        header = [cell.strip() for cell in header]
        shown = ", ".join(repr(c) for c in header)
        columns: dict[str, int] = {}
        for field in FIELDS:
            wanted = self.settings.get(field)
            if wanted:
                found = _find(header, wanted)
                if found is None:
                    raise InputError(
                        f"column {wanted!r} (option {field}) is not in the header; columns: {shown}", name, line
                    )
                columns[field] = found
            else:
                default = default_field(field, header)
                if default is not None:
                    columns[field] = header.index(default)
        day = default_field("day", header)
        if (
            "time" in columns
            and header[columns["time"]].lower() in _CLOCK_NAMES
            and day is not None
            and header.index(day) != columns["time"]
        ):
            columns["day"] = header.index(day)
        if "text" not in columns:
            if len(header) == 1 and any(d in header[0] for d in ",;\t|"):
                raise InputError(
                    f"no text column: the header is one cell {header[0]!r}; give --option "
                    "delimiter=… (comma, semicolon, tab, pipe)",
                    name,
                    line,
                )
            raise InputError(f"no text column (give --option text=COLUMN); columns: {shown}", name, line)
        return columns, line

    def _message(self, row: list[str], columns: dict[str, int], line: int, problems: list[Problem]) -> Message | None:
        needed = max(columns.values()) + 1
        if len(row) < needed:
            problems.append(Problem(line, f"{len(row)} cell(s), expected at least {needed}"))
            return None
        cell = {field: row[index].strip() for field, index in columns.items()}
        text = row[columns["text"]].strip("\r\n")
        if not text.strip():
            problems.append(Problem(line, "empty text"))
            return None
        time = None
        if cell.get("day") and cell.get("time"):
            cell["time"] = f"{cell['day']} {cell['time']}"
        if cell.get("time"):
            time = normalise_time(cell["time"])
            if time is None:
                problems.append(
                    Problem(line, f"time {cell['time']!r} not understood; message kept without it", skipped=False)
                )
        return Message(
            author=cell.get("author", ""),
            text=text.strip(),
            time=time,
            thread=cell.get("thread") or None,
            reply_to=cell.get("reply_to") or None,
            id=cell.get("id") or None,
            line=line,
        )


def _find(header: list[str], wanted: str) -> int | None:
    if wanted in header:
        return header.index(wanted)
    lowered = [c.lower() for c in header]
    return lowered.index(wanted.lower()) if wanted.lower() in lowered else None


@register
class CsvImporter(TableImporter):
    name = "csv"
    description = "CSV with a header row: one message a row (columns by name or --option)"
    options = {
        **FIELD_HELP,
        "delimiter": "the cell separator (default: detected from the first rows among "
        "comma, semicolon, tab and pipe; else a comma)",
    }


@register
class TsvImporter(TableImporter):
    name = "tsv"
    description = "Tab-separated table with a header row: one message a row"
    delimiter = "\t"
    options = FIELD_HELP
