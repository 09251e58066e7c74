"""Dates of birth that only a field's or a column's name cues: a vCard's ``BDAY:1987-11-02``
and the rows under a table's header cell ``Geburtsdatum`` / ``Date of birth`` / ``DOB``
(``Name;Geburtsdatum;Ort`` and below it ``Eva Kurz;02.11.1987;Unna``). The cue stands in
another line than the date, so the cue-then-date rule of :mod:`teianon.detect.birth_date`
cannot see them; a date there identifies its row's person as surely as one after ``geb.``.

Only the cell in the header's column is taken, and only while the rows have as many cells
as the header (a table's end, a blank line or prose ends it); a date in another column
(``Eintritt``, ``Datum``) is a date the corpus keeps.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from .text_tables import SEPARATORS, rows_under, text_lines

_FLAGS = regex.IGNORECASE | regex.VERSION1
# A vCard's (RFC 6350) birthday property, with parameters (``BDAY;VALUE=date:``), and its
# compact date form (``19871102``) beside the extended ones.
_VCARD = regex.compile(
    r"(?<![^\n])[^\S\n]*(?:item\d+\.)?BDAY(?:;[^:\n]*)?:[^\S\n]*"
    r"(?P<date>(?:1\d\d\d|20\d\d)(?:-?(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01]))?(?:T[\d:Z+\-]+)?"
    r"|--(?:0[1-9]|1[0-2])-?(?:0[1-9]|[12]\d|3[01]))(?![\p{L}\p{N}])",
    _FLAGS,
)
# A header cell that names a date of birth; "Geburtstag"/"birthday" too, a column of them being
# a list of people's dates (the cell's date must then carry its year).
_HEADER_CELL = regex.compile(
    r"(?:geburtsdatum|geb\.?\s?-?\s?datum|geb\.?-?dat\.?|geburtstag|geboren(?:\sam)?|dob|d\.o\.b\.?|"
    r"date\sof\sbirth|birth\s?date|birthday|born(?:\son)?|bday)",
    _FLAGS,
)


def field_dates(text: str, date: regex.Pattern[str]) -> Iterator[tuple[int, int]]:
    """The spans of the dates a vCard's ``BDAY`` or a table's birth column holds; ``date``
    matches a whole date (with its ``year`` group) as the cued rule reads it."""
    if "bday" in text.casefold():
        for match in _VCARD.finditer(text):
            yield match.span("date")
    yield from _column_dates(text, date)


def _column_dates(text: str, date: regex.Pattern[str]) -> Iterator[tuple[int, int]]:
    lines = text_lines(text)
    resume = 0  # a table's rows are no header of another: each line is read as a row once
    for k, (_, header) in enumerate(lines):
        if k < resume:
            continue
        for separator in SEPARATORS:
            if separator not in header:
                continue
            cells = header.split(separator)
            columns = [i for i, cell in enumerate(cells) if _HEADER_CELL.fullmatch(cell.strip(" \"'*:"))]
            if not columns:
                continue
            rows = rows_under(lines, k, separator, len(cells))
            resume = max(resume, k + 1 + len(rows))
            for start, values in rows:
                for column in columns:
                    cell_start = start + sum(len(v) + 1 for v in values[:column])
                    value = values[column]
                    stripped = value.strip(" \"'")
                    found = date.fullmatch(stripped)
                    if found is None or not found.captures("year"):
                        continue
                    year = found.captures("year")[0]
                    if len(year) == 4 and int(year) < 1900:
                        continue
                    begin = cell_start + value.index(stripped)
                    yield begin, begin + len(stripped)
            break
