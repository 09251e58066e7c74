"""Names and telephone numbers in a table written as text in a post, and a list of persons
written surname first.

A post may hold a table copied as text: a header row ``Vorname,Nachname,Telefon`` (or with
``;``, tabs or ``|``) and rows below it with as many cells. The labels are those of a TEI
table's header (:mod:`teianon.detect.table_cells`): under a person's label a cell that can be
a name is a PER, under a telephone's label a number of six digits or more a NUMBER, under a
place's label a place name a GPE; the table ends at the first row of another number of cells.
Without a header naming persons, a row tells by its cells (:func:`_person_rows`): a first name
of the tables beside a surname is a person's, whatever else the row holds.

A list of persons written surname first (``Teilnehmende: Brenner, Ilse; Kowarik, Jens``): an
item ``Surname, First name`` standing alone between the list's marks (the line's start, a
colon or a semicolon before it; a semicolon or the line's end after it), whose second word is
a first name of the tables and whose first reads as a surname (a surname table
holds it or no dictionary does), is both a PER, unless the pair is a famous person's; a famous
surname alone there is the listed person's, not its famous bearer's. ``Ja, Anna`` and ``Danke, Jens`` are no such
item: their first word is a word.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import CALENDAR_LONG
from .person_words import better_read_as_place, name_kinds
from .table_cells import (
    KINDS,
    OTHER_LABELS,
    is_first_name,
    is_named,
    is_person,
    is_phone,
    is_place,
    is_surname,
    label_of,
)

SEPARATORS = (";", "\t", "|", ",")
_EMAIL = regex.compile(r"[^\s@]+@[^\s@]+\.\w+")
_INVERTED = regex.compile(
    r"(?:(?<![^\n])|(?<=[:;][^\S\n]*))[^\S\n]*(?P<last>\p{Lu}[\p{L}'’\-]+),[^\S\n]*(?P<first>\p{Lu}[\p{Ll}\-]+)"
    r"(?=[^\S\n]*(?:;|$))",
    regex.MULTILINE | regex.VERSION1,
)


@register
class TextTableDetector(Detector):
    name = "text_tables"
    categories = frozenset({Category.PER, Category.GPE, Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "," not in text and ";" not in text and "\t" not in text and "|" not in text:
            return
        if "\n" in text:
            yield from _tables(text)
        for match in _INVERTED.finditer(text):
            # The surname's test is the frame's guard; the first name may be a word as well (Carol).
            if (
                name_kinds(match["first"])[0] is not None
                and is_surname(match["last"])
                # A famous person written surname first ("Merkel, Angela") is the public check's.
                and not notable().get((match["first"].casefold(), match["last"].casefold()))
            ):
                yield Mention(*match.span("last"), Category.PER, cert="medium", source="person:surname-list")
                yield Mention(*match.span("first"), Category.PER, cert="medium", source="person:surname-list")


def text_lines(text: str) -> list[tuple[int, str]]:
    """(offset, line) of every line of ``text``."""
    lines: list[tuple[int, str]] = []
    offset = 0
    for line in text.split("\n"):
        lines.append((offset, line))
        offset += len(line) + 1
    return lines


def rows_under(lines: list[tuple[int, str]], k: int, separator: str, width: int) -> list[tuple[int, list[str]]]:
    """(offset, cells) of the rows right under line ``k`` that ``separator`` splits into ``width``
    cells: the table under a header, which the first other line ends."""
    rows: list[tuple[int, list[str]]] = []
    for start, row in lines[k + 1 :]:
        values = row.split(separator)
        if len(values) != width:
            break
        rows.append((start, values))
    return rows


def _tables(text: str) -> Iterator[Mention]:
    lines = text_lines(text)
    found: dict[tuple[int, int], Mention] = {}
    resume = 0  # a table's rows are no header of another: each line is read as a row once
    for k, (_, header) in enumerate(lines[:-1]):
        if k < resume:
            continue
        separator = next((s for s in SEPARATORS if s in header), None)
        if separator is None:
            continue
        labels = [label_of(cell) for cell in header.split(separator)]
        known = {i: KINDS[label] for i, label in enumerate(labels) if label in KINDS}
        # A header row: every cell a label this module knows, one of them of a kind it reads.
        if not known or not all(not v or v in KINDS or v in OTHER_LABELS for v in labels):
            continue
        rows = [_cells(start, values) for start, values in rows_under(lines, k, separator, len(labels))]
        resume = k + 1 + len(rows)
        for mention in _columns(known, rows):
            found.setdefault((mention.start, mention.end), mention)
    # Without a header naming persons (or with none at all), a row says by its cells that it is a
    # person's: a first name of the tables beside a surname, as a list of contacts is written.
    for rows in _blocks(lines):
        for mention in _person_rows(rows):
            found.setdefault((mention.start, mention.end), mention)
    yield from sorted(found.values())


def _cells(start: int, values: list[str]) -> list[tuple[int, int, str]]:
    """(start, end, text) of each cell of a row at ``start`` split into ``values``, the white
    space and quotes around each cell left out."""
    cells = []
    at = start
    for value in values:
        stripped = value.strip(" \"'\r")
        begin = at + (value.index(stripped) if stripped else 0)
        cells.append((begin, begin + len(stripped), stripped))
        at += len(value) + 1
    return cells


def _blocks(lines: list[tuple[int, str]]) -> Iterator[list[list[tuple[int, int, str]]]]:
    """The rows of each run of lines that one separator splits into as many cells (two or more):
    a table, whatever its first line. One line alone is a row only with three cells or more, one
    of them a telephone number or an e-mail address (a contact written out)."""
    shapes = []
    for _, line in lines:
        separator = next((s for s in SEPARATORS if s in line), None)
        shapes.append((separator, len(line.split(separator))) if separator else None)
    k = 0
    while k < len(lines):
        shape = shapes[k]
        end = k + 1
        while shape is not None and end < len(lines) and shapes[end] == shape:
            end += 1
        if shape is not None:
            separator, width = shape
            rows = [_cells(start, line.split(separator)) for start, line in lines[k:end]]
            if len(rows) > 1 or width > 2 and any(_contact(cell) for _, _, cell in rows[0]):
                yield rows
        k = end


def _surname_beside(cell: str) -> bool:
    """A surname right of a first name: as in :func:`is_surname`, and a village's name as well
    (many surnames are one: ``Dagmar;Ruthenbeck``), not a city's or a firm's."""
    if is_surname(cell):
        return True
    one = " " not in cell and cell.casefold() not in CALENDAR_LONG and is_person(cell)
    return one and not is_dictionary_word(cell) and not better_read_as_place(cell)


def _town(cell: str) -> bool:
    """A place the tables hold, none of its words a word of the dictionaries (``Rot``, a team's
    colour and a village, stays)."""
    return bool(cell) and is_place(cell) and key_of(cell) in places() and not any(map(is_dictionary_word, cell.split()))


def _contact(cell: str) -> bool:
    return is_phone(cell) or _EMAIL.fullmatch(cell) is not None


def _person_rows(rows: list[list[tuple[int, int, str]]]) -> Iterator[Mention]:
    """A first name of the tables that is no word, beside a surname (one capitalised word a
    surname table holds or no dictionary has): both a person's, in either order (``Vorname;
    Nachname`` or ``Nachname;Vorname``, a surname first only where it is no first name). In a row of
    a person, a cell that holds a town of the place tables alone is the person's town."""
    for row in rows:
        pairs = []
        for left, right in zip(row, row[1:], strict=False):
            forward = is_first_name(left[2]) and _surname_beside(right[2])
            if forward or is_surname(left[2]) and name_kinds(left[2])[0] is None and is_first_name(right[2]):
                pairs.append((left, right))
        for left, right in pairs:
            yield Mention(left[0], left[1], Category.PER, cert="medium", source="table:first-name-row")
            yield Mention(right[0], right[1], Category.PER, cert="medium", source="table:first-name-row")
        if not pairs:
            continue
        named = {cell for pair in pairs for cell in pair}
        for cell in row:
            if cell not in named and _town(cell[2]):
                yield Mention(cell[0], cell[1], Category.GPE, cert="medium", source="table:column")


def _columns(known: dict[int, Category | None], rows: list[list[tuple[int, int, str]]]) -> Iterator[Mention]:
    for column, category in known.items():
        cells = [row[column] for row in rows if row[column][2]]
        # A column a person's label heads (Nachname, Vorname) holds private people: its names win
        # over a famous bearer's (table:text-column); under "Name" alone the public check weighs.
        source = "table:text-column"
        if category is None:
            # "Name" alone: persons where most of the column's cells hold a listed name.
            named = sum(is_named(value) for _, _, value in cells)
            if not named or 2 * named < len(cells):
                continue
            category, source = Category.PER, "table:column"
        for start, end, value in cells:
            if category is Category.PER and is_person(value):
                yield Mention(start, end, Category.PER, cert="medium", source=source)
            elif category is Category.GPE and is_place(value):
                yield Mention(start, end, Category.GPE, cert="medium", source="table:column")
            elif category is Category.NUMBER and is_phone(value):
                yield Mention(start, end, Category.NUMBER, cert="high", source="table:column")
