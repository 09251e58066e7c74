"""Which bundled format a file looks like, for the message of an import that found nothing.

Only a hint for the user (``it looks like CSV: teianon import csv …``): an import never switches
format on its own, since a wrong guess would put the wrong text into the corpus.
"""

from __future__ import annotations

import csv
import io
import json
import re

from .chatlog import _IRC_MESSAGE, _IRC_SYSTEM, _WA_START, _WEECHAT

# The names users know the formats by, for messages.
LABELS = {
    "csv": "CSV",
    "tsv": "TSV",
    "json": "JSON",
    "jsonl": "JSON Lines",
    "whatsapp": "WhatsApp",
    "irc": "IRC",
    "chatlog": "chat log",
    "mbox": "mbox",
    "text": "plain text",
}

_SAMPLE_LINES = 50


def label(name: str) -> str:
    """How a format is called in messages (``whatsapp`` → WhatsApp); a new importer's own name."""
    return LABELS.get(name, name)


def guess_format(text: str) -> str | None:
    """The bundled format the start of ``text`` looks like, or None where nothing fits clearly."""
    lines = [line for line in text.split("\n", _SAMPLE_LINES)[:_SAMPLE_LINES] if line.strip()]
    if not lines:
        return None
    first = lines[0].lstrip("\ufeff").strip()
    if first.startswith("From ") and any(re.match(r"(?i)(from|subject|date|to):", line) for line in lines):
        return "mbox"
    if first.startswith("{"):
        try:
            json.loads(first)
            return "jsonl"
        except ValueError:
            return "json"
    if first.startswith("[") and not _WA_START.match(first) and not _IRC_MESSAGE.match(first):
        return "json"

    def share(pattern: re.Pattern[str]) -> float:
        return sum(1 for line in lines if pattern.match(line.replace("\u202f", " "))) / len(lines)

    if share(_WA_START) >= 0.5:
        return "whatsapp"
    if max(share(_IRC_MESSAGE), share(_WEECHAT)) + share(_IRC_SYSTEM) >= 0.5:
        return "irc"
    delimiter = sniff_delimiter("\n".join(lines[:20]))
    if delimiter is not None:
        return "tsv" if delimiter == "\t" else "csv"
    return None


def sniff_delimiter(sample: str) -> str | None:
    """The cell separator of a table (comma, semicolon, tab, pipe) if every sampled row agrees, else None.

    :class:`csv.Sniffer` (the standard library's, well kept and enough for these four
    candidates) is asked first; its answer is checked, since it also "finds" a separator in prose.
    """
    rows = [line for line in sample.split("\n") if line.strip()]
    if len(rows) < 2:
        return None
    try:
        found = csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
    except csv.Error:
        found = None
    candidates = [found] if found else []
    candidates += [d for d in ";\t,|" if d != found]
    for delimiter in candidates:
        # Read as records, not lines: a quoted cell may hold line breaks (and separators).
        widths = [len(row) for row in csv.reader(io.StringIO(sample), delimiter=delimiter) if any(row)]
        if len(widths) < 2:
            continue
        # A header of 2+ cells and most rows of the same width (a quoted cell may span lines).
        if widths[0] >= 2 and sum(1 for w in widths if w == widths[0]) >= 0.8 * len(widths):
            return delimiter
    return None


def nothing_read(text: str, name: str, source: str, lines: int | None = None) -> str:
    """Why an import of ``text`` (or of a file of ``lines`` lines that starts with it) as format
    ``name`` gave no message, and the format that would fit."""
    if lines is None:
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    what = f"no {label(name)} message found ({lines} line{'s' if lines != 1 else ''} read)"
    guess = guess_format(text)
    if guess and guess != name:
        return f"{what}; it looks like {label(guess)}: teianon import {guess} {source} -o …"
    return what
