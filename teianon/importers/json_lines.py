"""JSON and JSON Lines exports: one message an object.

``json`` reads an array of objects, or an object holding that array (under the key given by
the option ``records``, a dotted path, or else the first list found); ``jsonl`` reads one object
a line, and a broken line is a :class:`~teianon.importers.Problem` and skipped. Fields are found
by the usual names at the top level of a record (as for CSV, see :mod:`teianon.importers.table`)
or mapped with dotted paths (``author=user.name``, ``text=content.0.text``). A mapping that
matches none of the first records is refused with the fields those records have, rather than
producing a corpus of empty posts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from itertools import chain, islice

from ..errors import InputError
from . import Conversation, Importer, Message, Problem, register
from .table import FIELD_HELP, FIELDS, default_field, normalise_time

# How many records the field check looks at before the rest is read.
_SAMPLE = 20
_MISSING = object()

PATH_HELP = {field: help_text.replace("column of", "dotted path to") for field, help_text in FIELD_HELP.items()}


def lookup(record: object, path: str) -> object:
    """The value at a dotted path (``user.name``, ``items.0.text``), or ``_MISSING``."""
    value = record
    for part in path.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def paths(record: object, prefix: str = "", depth: int = 3) -> list[str]:
    """The dotted paths of the scalar values in a record (a few levels deep), for error messages."""
    if depth < 0 or not isinstance(record, (dict, list)):
        return [prefix] if prefix else []
    items = record.items() if isinstance(record, dict) else enumerate(record[:2])
    found: list[str] = []
    for key, value in items:
        found += paths(value, f"{prefix}.{key}" if prefix else str(key), depth - 1)
    return found


class JsonImporter(Importer):
    """Shared field mapping of the two JSON formats."""

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        conversation, messages = self._stream(self.records(text, name, problems), name, problems)
        conversation.messages.extend(messages)
        yield conversation

    def _stream(
        self, records: Iterator[tuple[int, dict]], name: str, problems: list[Problem]
    ) -> tuple[Conversation, Iterator[Message]]:
        conversation = Conversation(
            title=self.settings.get("title") or name, genre=self.settings.get("genre") or "chat"
        )
        sample = list(islice(records, _SAMPLE))
        fields = self._fields(sample, name)

        def messages() -> Iterator[Message]:
            for line, record in chain(sample, records):
                message = self._message(record, fields, line, problems)
                if message is not None:
                    yield message

        return conversation, messages()

    def records(self, text: str, name: str, problems: list[Problem]) -> Iterator[tuple[int, dict]]:
        """(line, object) for each record; what is not an object goes to ``problems``."""
        raise NotImplementedError

    def _fields(self, sample: list[tuple[int, dict]], name: str) -> dict[str, tuple[str, ...]]:
        """Field → the dotted paths to try in turn, checked against the first records."""
        objects = [record for _, record in sample]
        line = sample[0][0] if sample else None
        keys = list(dict.fromkeys(key for record in objects for key in record))
        shown = ", ".join(repr(p) for p in dict.fromkeys(p for r in objects[:3] for p in paths(r))) or "none"
        fields: dict[str, tuple[str, ...]] = {}
        for field, aliases in FIELDS.items():
            wanted = self.settings.get(field)
            if wanted:
                if objects and all(lookup(r, wanted) is _MISSING for r in objects):
                    raise InputError(
                        f"field {wanted!r} (option {field}) is in none of the first {len(objects)} "
                        f"record(s); they have: {shown}",
                        name,
                        line,
                    )
                fields[field] = (wanted,)
            else:
                # Records of one export may differ (date here, created_at there): each tries every name found.
                lowered = {key.lower(): key for key in reversed(keys)}
                found = tuple(lowered[alias] for alias in aliases if alias in lowered)
                if found:
                    fields[field] = found
        if "text" not in fields and objects:
            raise InputError(f"no text field (give --option text=PATH); the records have: {shown}", name, line)
        fields.setdefault("text", ("text",))  # no records at all: an empty document, nothing to map
        return fields

    def _message(
        self, record: dict, fields: dict[str, tuple[str, ...]], line: int, problems: list[Problem]
    ) -> Message | None:
        raw = {field: _first(record, candidates) for field, candidates in fields.items()}
        value = {field: _scalar(found, field) for field, found in raw.items()}
        text = value.get("text")
        if not text or not text.strip():
            problems.append(Problem(line, "empty or missing text"))
            return None
        time = None
        raw_time = raw.get("time", _MISSING)
        if raw_time not in (_MISSING, None, ""):
            time = normalise_time(raw_time)
            if time is None:
                problems.append(
                    Problem(line, f"time {raw_time!r} not understood; message kept without it", skipped=False)
                )
        return Message(
            author=value.get("author") or "",
            text=text.strip(),
            time=time,
            thread=value.get("thread") or None,
            reply_to=value.get("reply_to") or None,
            id=value.get("id") or None,
            line=line,
        )


def _first(record: dict, candidates: tuple[str, ...]) -> object:
    for path in candidates:
        value = lookup(record, path)
        if value is not _MISSING:
            return value
    return _MISSING


def _scalar(value: object, field: str) -> str | None:
    """A field's value as text; an object such as ``"user": {"name": …}`` gives its usual name key.
    A text given as a list (rich text: Telegram's strings and entity objects) is its pieces joined."""
    if isinstance(value, list) and field == "text":
        pieces = [p if isinstance(p, str) else p.get("text") if isinstance(p, dict) else None for p in value]
        return "".join(p for p in pieces if isinstance(p, str)) or None
    if value is _MISSING or value is None or isinstance(value, list):
        return None
    if isinstance(value, dict):
        inner = default_field(field, list(value)) or next((k for k in ("name", "text", "id") if k in value), None)
        return _scalar(value[inner], field) if inner is not None and not isinstance(value[inner], dict) else None
    if isinstance(value, bool):
        return None
    return str(value).strip()


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


@register
class JsonArrayImporter(JsonImporter):
    name = "json"
    description = "JSON: an array of message objects, or an object holding one (option records)"
    options = {
        **PATH_HELP,
        "records": "dotted path to the list of messages (default: the top-level array, or the first list found)",
    }

    def records(self, text: str, name: str, problems: list[Problem]) -> Iterator[tuple[int, dict]]:
        decoder = json.JSONDecoder()
        start = len(text) - len(text.lstrip())
        if text[start : start + 1] == "[" and "records" not in self.settings:
            # A top-level array is read element by element, which also gives each its line.
            yield from self._array(decoder, text, start + 1, name, problems)
            return
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise InputError(f"not JSON: {err.msg}", name, err.lineno) from None
        where = self.settings.get("records")
        keys: list[str] | None
        if where:
            found = lookup(data, where)
            if not isinstance(found, list):
                shown = ", ".join(repr(k) for k in data) if isinstance(data, dict) else type(data).__name__
                raise InputError(f"no list at {where!r} (option records); top-level keys: {shown}", name, 1)
            keys = where.split(".")
        else:
            keys = _first_list(data)
            if keys is None:
                raise InputError("no list of messages found (give --option records=PATH)", name, 1)
        # json.loads keeps no positions: the list is found again in the text and read element by
        # element, so that a problem names the line its record stands on.
        index = _value_at(decoder, text, start, keys)
        if index is None or text[index : index + 1] != "[":
            found = lookup(data, ".".join(keys)) if keys else data
            for n, record in enumerate(found if isinstance(found, list) else [], 1):
                if isinstance(record, dict):
                    yield 0, record
                else:
                    problems.append(Problem(0, f"record {n} is not an object"))
            return
        yield from self._array(decoder, text, index + 1, name, problems, whole=False)

    def _array(
        self, decoder: json.JSONDecoder, text: str, index: int, name: str, problems: list[Problem], whole: bool = True
    ) -> Iterator[tuple[int, dict]]:
        """The records of the array whose first element starts at ``index``; ``whole``: the array
        is the document, and nothing may follow it."""

        def skip(i: int) -> int:
            while i < len(text) and text[i] in " \t\r\n":
                i += 1
            return i

        index = skip(index)
        if text[index : index + 1] == "]":
            return
        while True:
            try:
                record, end = decoder.raw_decode(text, index)
            except json.JSONDecodeError as err:
                raise InputError(f"not JSON: {err.msg}", name, err.lineno) from None
            line = _line_of(text, index)
            if isinstance(record, dict):
                yield line, record
            else:
                problems.append(Problem(line, "not an object"))
            index = skip(end)
            if text[index : index + 1] == "]":
                if whole and text[skip(index + 1) :].strip():
                    raise InputError("not JSON: extra data after the array", name, _line_of(text, index))
                return
            if text[index : index + 1] != ",":
                raise InputError("not JSON: expected ',' or ']'", name, _line_of(text, index))
            index = skip(index + 1)


def _first_list(data: object) -> list[str] | None:
    """The keys to the first list in document order, preferring one of objects (the messages)."""
    if isinstance(data, list):
        return []
    if not isinstance(data, dict):
        return None
    lists = [k for k, v in data.items() if isinstance(v, list)]
    for key in lists:
        if any(isinstance(item, dict) for item in data[key]):
            return [key]
    if lists:
        return lists[:1]
    for key, value in data.items():
        found = _first_list(value)
        if found is not None:
            return [key, *found]
    return None


_SPACE = " \t\r\n"


def _value_at(decoder: json.JSONDecoder, text: str, index: int, keys: list[str]) -> int | None:
    """Where in ``text`` the value at ``keys`` (object keys, list indexes) starts; ``index`` is
    where the enclosing value starts. None where the text is not as json.loads read it."""
    for key in keys:
        while index < len(text) and text[index] in _SPACE:
            index += 1
        opening = text[index : index + 1]
        if opening not in ("{", "["):
            return None
        index += 1
        position = 0
        while True:
            while index < len(text) and text[index] in _SPACE + ",":
                index += 1
            if text[index : index + 1] in ("}", "]", ""):
                return None
            if opening == "{":
                try:
                    name, index = decoder.raw_decode(text, index)
                except json.JSONDecodeError:
                    return None
                while index < len(text) and text[index] in _SPACE + ":":
                    index += 1
                here = name == key
            else:
                here = str(position) == key
                position += 1
            if here:
                break
            try:
                _, index = decoder.raw_decode(text, index)
            except json.JSONDecodeError:
                return None
    while index < len(text) and text[index] in _SPACE:
        index += 1
    return index


@register
class JsonLinesImporter(JsonImporter):
    name = "jsonl"
    description = "JSON Lines: one message object a line"
    options = PATH_HELP

    def read_stream(
        self, lines: Iterable[str], name: str, problems: list[Problem]
    ) -> tuple[Conversation, Iterator[Message]]:
        """A large export line by line: the document (without messages) and its messages, lazily."""
        return self._stream(self.records(lines, name, problems), name, problems)

    def records(self, text: str | Iterable[str], name: str, problems: list[Problem]) -> Iterator[tuple[int, dict]]:
        return json_objects(text.splitlines() if isinstance(text, str) else text, problems)


def json_objects(lines: Iterable[str], problems: list[Problem]) -> Iterator[tuple[int, dict]]:
    """(line number, object) of each line of JSON Lines; a line that is no JSON object is a
    problem of its own, a blank line nothing (JSON Lines, and Reddit's NDJSON dumps)."""
    for line, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except json.JSONDecodeError as err:
            problems.append(Problem(line, f"not JSON: {err.msg}"))
            continue
        if isinstance(record, dict):
            yield line, record
        else:
            problems.append(Problem(line, "not an object"))
