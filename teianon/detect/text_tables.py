"""Names and telephone numbers in a table written as text in a post, and a list of persons
written surname first.

A post may hold a table copied as text: a header row ``Vorname,Nachname,Telefon`` (or with
``;``, tabs or ``|``) and rows below it with as many cells. The labels are those of a TEI
table's header (:mod:`teianon.detect.table_cells`): under a person's label a cell that can be
a name is a PER, under a telephone's label a number of six digits or more a NUMBER, under a
place's label a place name a GPE; the table ends at the first row of another number of cells.

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

from ..lists import notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .person_words import name_kinds
from .table_cells import _KINDS, _OTHER_LABELS, _label, _named, _person, _phone, _place, _surname

SEPARATORS = (";", "\t", "|", ",")
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
                and _surname(match["last"])
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
    resume = 0  # a table's rows are no header of another: each line is read as a row once
    for k, (_, header) in enumerate(lines[:-1]):
        if k < resume:
            continue
        separator = next((s for s in SEPARATORS if s in header), None)
        if separator is None:
            continue
        labels = [_label(cell) for cell in header.split(separator)]
        known = {i: _KINDS[label] for i, label in enumerate(labels) if label in _KINDS}
        # A header row: every cell a label this module knows, one of them of a kind it reads.
        if not known or not all(not v or v in _KINDS or v in _OTHER_LABELS for v in labels):
            continue
        rows: list[list[tuple[int, int, str]]] = []
        for start, values in rows_under(lines, k, separator, len(labels)):
            cells = []
            at = start
            for value in values:
                stripped = value.strip(" \"'\r")
                begin = at + (value.index(stripped) if stripped else 0)
                cells.append((begin, begin + len(stripped), stripped))
                at += len(value) + 1
            rows.append(cells)
        resume = k + 1 + len(rows)
        yield from _columns(known, rows)


def _columns(known: dict[int, Category | None], rows: list[list[tuple[int, int, str]]]) -> Iterator[Mention]:
    for column, category in known.items():
        cells = [row[column] for row in rows if row[column][2]]
        # A column a person's label heads (Nachname, Vorname) holds private people: its names win
        # over a famous bearer's (table:text-column); under "Name" alone the public check weighs.
        source = "table:text-column"
        if category is None:
            # "Name" alone: persons where most of the column's cells hold a listed name.
            named = sum(_named(value) for _, _, value in cells)
            if not named or 2 * named < len(cells):
                continue
            category, source = Category.PER, "table:column"
        for start, end, value in cells:
            if category is Category.PER and _person(value):
                yield Mention(start, end, Category.PER, cert="medium", source=source)
            elif category is Category.GPE and _place(value):
                yield Mention(start, end, Category.GPE, cert="medium", source="table:column")
            elif category is Category.NUMBER and _phone(value):
                yield Mention(start, end, Category.NUMBER, cert="high", source="table:column")
