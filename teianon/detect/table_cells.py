"""Names, places and telephone numbers in a TEI table (``<table><row><cell>``), read by its columns.

A table parts what running text would join: the first name in one cell, the surname in the next
(``<cell>Annegret</cell><cell>Dusterhoff</cell>``), and a column of surnames, towns or telephone
numbers stands under a header that says what they are (``<row role="label"><cell>Nachname</cell>``).
Each cell is a text of its own for the other detectors (a block, :data:`teianon.read.places.BLOCK_TAGS`),
so a surname that is also a word (``Sommer``) or an unknown town has no sentence around it to tell.
Two frames tell here:

- **a labelled column**: under a header cell that names persons (``Vorname``, ``Nachname``,
  ``Surname``, ``Last name``), places of residence (``Ort``, ``Wohnort``, ``Town``) or telephone
  numbers (``Telefon``, ``Phone``), a cell written as such is a PER, GPE or NUMBER candidate. A
  column labelled only ``Name`` may hold products as well: it is read as persons where at least
  half of its cells hold a name of the name tables that is no word, or words that are no words.
  A place cell must read as a place name, not as a word of the dictionaries (``Turnhalle`` under
  ``Ort``), unless the place tables hold it; a telephone cell holds five digits or more.
- **a surname right of a first name** in the same row: a cell of one first name of the tables
  that is no word as well, and right of it a cell of one capitalised word that a surname table
  holds or no dictionary has (not a day or a month: ``Anna | Montag`` is a rota).

A header row is a ``row`` or ``cell`` with ``role="label"``, or a table's first row whose cells
are all labels this module knows. Products, prices, dates and ordinary words stay.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from lxml import etree

from ..mention import Category, Mention
from ..read.tei import tei
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import CALENDAR_LONG
from .person_words import better_read_as_place, is_ambiguous_name, known_elsewhere, name_kinds, written_as_name

_CELL, _ROW, _TABLE = tei("cell"), tei("row"), tei("table")

# Header labels (folded, without punctuation) -> what the column holds. German and English.
_PERSON_LABELS = frozenset(
    {
        *("vorname", "vornamen", "nachname", "nachnamen", "familienname", "zuname", "rufname", "vor und nachname"),
        *("vor und zuname", "name vorname", "nachname vorname", "vorname nachname", "geburtsname", "mädchenname"),
        *("teilnehmer", "teilnehmerin", "teilnehmende", "ansprechpartner", "ansprechpartnerin", "kontaktperson"),
        *("surname", "surnames", "last name", "lastname", "family name", "first name", "firstname", "forename"),
        *("given name", "given names", "full name", "maiden name", "contact person", "participant"),
    }
)
# Labelled "Name" alone, a column may hold products, places or teams as well: its cells decide.
_NAME_LABELS = frozenset({"name", "namen", "names", "name n", "person", "personen", "persons", "people"})
_PLACE_LABELS = frozenset(
    {
        *("ort", "wohnort", "stadt", "heimatort", "geburtsort", "herkunftsort", "herkunft", "gemeinde", "dorf"),
        *("wohnhaft in", "plz ort", "plz und ort", "town", "city", "home town", "hometown", "village"),
        *("place of residence", "residence", "birthplace", "place of birth", "town city", "city town"),
    }
)
_PHONE_LABELS = frozenset(
    {
        *("telefon", "telefonnummer", "tel", "tel nr", "telefon nr", "handy", "handynummer", "mobil"),
        *("mobilnummer", "mobilfunk", "festnetz", "fax", "rufnummer", "phone", "telephone", "phone number"),
        *("telephone number", "mobile", "mobile number", "mobile phone", "cell", "cell phone", "tel no"),
    }
)
KINDS: dict[str, Category | None] = {
    **dict.fromkeys(_PERSON_LABELS, Category.PER),
    **dict.fromkeys(_NAME_LABELS, None),
    **dict.fromkeys(_PLACE_LABELS, Category.GPE),
    **dict.fromkeys(_PHONE_LABELS, Category.NUMBER),
}
# Labels of other columns that a header row of names holds beside them (a header row without
# role="label" is recognised when each of its cells is a label).
OTHER_LABELS = frozenset(
    "nr no anrede titel geschlecht alter e mail email mail adresse anschrift straße strasse plz postleitzahl "
    "datum date geburtsdatum klasse gruppe rolle funktion bemerkung bemerkungen notiz notes note age sex "
    "gender title role group class address street postcode zip code remarks comment comments".split()
)
_NOT_LETTERS = regex.compile(r"[^\p{L}]+")
# Words a person's name is written with: capitalised words, with the particles between them.
_PARTICLES = frozenset("von van de der den ter ten zu zur vom di da la le du del dos das bin ibn al".split())
_WORD = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}'’.-]*")
_PHONE = regex.compile(r"\+?[\d\s()/.\-–]+")
_MIN_DIGITS = 6
# A count grouped in thousands: "12.345", "1,234,567".
_THOUSANDS = regex.compile(r"\d{1,3}(?:[.,]\d{3})+")


def label_of(text: str) -> str:
    """A header cell's text as the label tables hold it: folded, punctuation as spaces."""
    return " ".join(_NOT_LETTERS.sub(" ", text.casefold()).split())


def _columns(row: etree._Element) -> Iterator[tuple[int, etree._Element]]:
    """The cells of ``row`` with the column each begins in (``@cols`` spans counted)."""
    column = 0
    for cell in row.iterchildren(_CELL):
        yield column, cell
        span = cell.get("cols") or "1"
        column += int(span) if span.isdigit() and int(span) > 0 else 1


def _header(row: etree._Element, first: bool) -> dict[int, Category | None] | None:
    """The columns a header row labels, by column (None: not a header row)."""
    cells = list(_columns(row))
    marked = row.get("role") == "label" or (cells and all(c.get("role") == "label" for _, c in cells))
    labels = {column: label_of("".join(cell.itertext())) for column, cell in cells}  # type: ignore[arg-type]
    known = {column: label for column, label in labels.items() if label in KINDS}
    if not marked and not (first and known and all(not v or v in KINDS or v in OTHER_LABELS for v in labels.values())):
        return None
    return {column: KINDS[label] for column, label in known.items()}


def _name_words(text: str) -> list[str] | None:
    """The words of a cell written as a person's name (one to four capitalised words, particles
    between them), or None."""
    words = text.split()
    if not 1 <= len(words) <= 4 or any(_WORD.fullmatch(w) is None for w in words):
        return None
    named = [w for w in words if w.casefold() not in _PARTICLES]
    if not named or not all(written_as_name(w.rstrip(".")) for w in named):
        return None
    return named


def is_named(text: str) -> bool:
    """A cell that says by itself that it holds a person's name: a word of the name tables that
    is no word of the dictionaries, or two words and more, none of them such a word
    (``Swimming Pool`` is none)."""
    words = _name_words(text)
    if words is None:
        return False
    plain = [w for w in words if not is_dictionary_word(w)]
    return any(kind is not None for w in plain for kind in name_kinds(w)) or (len(words) > 1 and plain == words)


def is_place(text: str) -> bool:
    """A cell that reads as a place name: capitalised words, one the place tables hold or none a
    word of the dictionaries."""
    words = _name_words(text)
    if words is None:
        return False
    return any(better_read_as_place(w) or known_elsewhere((w.casefold(),)) for w in words) or not all(
        is_dictionary_word(w) for w in words
    )


def is_phone(text: str) -> bool:
    """Digits a telephone number is written with, not a count grouped in thousands (``12.345``)."""
    return (
        _PHONE.fullmatch(text) is not None
        and sum(c.isdigit() for c in text) >= _MIN_DIGITS
        and _THOUSANDS.fullmatch(text.strip()) is None
    )


def is_person(text: str) -> bool:
    """A cell under a person's label that can be a name: German capitalises every noun, so one
    word at least is a name of the tables or no word of the dictionaries (``Gäste``,
    ``Sekretariat`` under ``Teilnehmer`` are none)."""
    words = _name_words(text)
    return words is not None and any(
        not is_dictionary_word(w) or any(kind is not None for kind in name_kinds(w)) for w in words
    )


def is_first_name(text: str) -> bool:
    """One first name of the tables that is no word as well (``Marlies``, not ``Rose``)."""
    words = _name_words(text)
    if words is None or len(words) != 1 or len(text.split()) != 1:
        return False
    first = name_kinds(text)[0]
    return first is not None and not is_ambiguous_name(first, text) and not is_dictionary_word(text)


def is_surname(text: str) -> bool:
    """One capitalised word a surname table holds or no dictionary has; no day or month."""
    words = _name_words(text)
    if words is None or len(words) != 1 or len(text.split()) != 1 or text.casefold() in CALENDAR_LONG:
        return False
    return name_kinds(text)[1] is not None or not (
        is_dictionary_word(text) or better_read_as_place(text) or known_elsewhere((text.casefold(),))
    )


def _cell_of(element: etree._Element, post: etree._Element) -> etree._Element | None:
    if element.tag == _CELL:
        return element
    for ancestor in element.iterancestors():
        if ancestor.tag == _CELL:
            return ancestor
        if ancestor is post:
            break
    return None


def cell_spans(view: PostText) -> dict[etree._Element, tuple[int, int]]:
    """Each table cell of ``view`` -> the span of its text in ``view.text`` (white space aside)."""
    spans: dict[etree._Element, tuple[int, int]] = {}
    parts: list[tuple[int, int, etree._Element | None]]
    if view.tokenised:
        parts = [(t.start, t.end, t.element) for t in view.tokens]
    else:
        parts = [(p.start, p.end, p.owner if p.slot == "text" else p.owner.getparent()) for p in view.pieces]
    seen: dict[etree._Element, etree._Element | None] = {}
    for start, end, element in parts:
        if element is None:
            continue
        if element not in seen:
            seen[element] = _cell_of(element, view.post)
        cell = seen[element]
        if cell is None:
            continue
        old = spans.get(cell)
        spans[cell] = (start, end) if old is None else (min(old[0], start), max(old[1], end))
    text = view.text
    trimmed = {}
    for cell, (start, end) in spans.items():
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            trimmed[cell] = (start, end)
    return trimmed


@register
class TableCellDetector(Detector):
    name = "table_cells"
    categories = frozenset({Category.PER, Category.GPE, Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        root = post.post
        if root.tag != _TABLE and next(root.iter(_TABLE), None) is None:
            return
        spans = cell_spans(post)
        if not spans:
            return
        tables = [root] if root.tag == _TABLE else list(root.iter(_TABLE))
        found: dict[tuple[int, int], Mention] = {}
        for table in tables:
            for mention in self._table(table, spans, post.text):
                found.setdefault((mention.start, mention.end), mention)
        yield from sorted(found.values())

    def _table(
        self, table: etree._Element, spans: dict[etree._Element, tuple[int, int]], text: str
    ) -> Iterator[Mention]:
        header: dict[int, Category | None] = {}
        body: list[list[tuple[int, etree._Element]]] = []
        for k, row in enumerate(table.iterchildren(_ROW)):
            labelled = _header(row, first=k == 0)
            if labelled is not None:
                yield from self._columns(header, body, spans, text)
                header, body = labelled, []
                continue
            cells = list(_columns(row))
            body.append(cells)
            yield from self._row(cells, spans, text)
        yield from self._columns(header, body, spans, text)

    def _row(
        self, cells: list[tuple[int, etree._Element]], spans: dict[etree._Element, tuple[int, int]], text: str
    ) -> Iterator[Mention]:
        """A surname-like cell right of a first name's cell: both a person's."""
        for (_, left), (_, right) in zip(cells, cells[1:], strict=False):
            if left not in spans or right not in spans:
                continue
            first, last = spans[left], spans[right]
            if is_first_name(text[first[0] : first[1]]) and is_surname(text[last[0] : last[1]]):
                yield Mention(*first, Category.PER, cert="medium", source="table:first-name-row")
                yield Mention(*last, Category.PER, cert="medium", source="table:first-name-row")

    def _columns(
        self,
        header: dict[int, Category | None],
        body: list[list[tuple[int, etree._Element]]],
        spans: dict[etree._Element, tuple[int, int]],
        text: str,
    ) -> Iterator[Mention]:
        for column, category in header.items():
            cells = [spans[cell] for row in body for at, cell in row if at == column and cell in spans]
            texts = [text[start:end] for start, end in cells]
            if category is None:
                # "Name" alone: persons where most of the column's cells hold a listed name, or
                # two capitalised words (a product list holds neither).
                named = sum(map(is_named, texts))
                if not named or 2 * named < len(texts):
                    continue
                category = Category.PER
            for (start, end), value in zip(cells, texts, strict=True):
                if category is Category.PER and is_person(value):
                    yield Mention(start, end, Category.PER, cert="medium", source="table:column")
                elif category is Category.GPE and is_place(value):
                    yield Mention(start, end, Category.GPE, cert="medium", source="table:column")
                elif category is Category.NUMBER and is_phone(value):
                    yield Mention(start, end, Category.NUMBER, cert="high", source="table:column")
