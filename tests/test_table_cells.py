"""Names in TEI tables: a column labelled as names, places or telephone numbers, and a surname in
the cell right of a first name (teianon.detect.table_cells); a table outside the posts is read at
all. Tables of products, prices, dates and ordinary words stay. Issue 39; names made up here."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree
from tei_places_helpers import run

TEI = "{http://www.tei-c.org/ns/1.0}"

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Listen</title></titleStmt>
<publicationStmt><p>intern</p></publicationStmt><sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
</teiHeader><text><body><div>"""
TAIL = "</div></body></text></TEI>"


def _table(rows: list[list[str]], label: bool = True) -> str:
    out = []
    for k, row in enumerate(rows):
        role = ' role="label"' if label and k == 0 else ""
        out.append(f"<row{role}>" + "".join(f"<cell>{c}</cell>" for c in row) + "</row>")
    return "<table>" + "".join(out) + "</table>"


def _cells(tmp_path: Path, body: str, mode: str = "placeholder") -> list[list[str]]:
    output, _ = run(tmp_path, HEAD + body + TAIL, name="t.xml", pseudonyms=mode == "pseudonym")
    root = etree.fromstring(output.encode("utf-8"))
    return [["".join(c.itertext()) for c in row.iter(f"{TEI}cell")] for row in root.iter(f"{TEI}row")]


PEOPLE = [
    ["Vorname", "Nachname", "Wohnort", "Telefon"],
    ["Edeltraut", "Vogel", "Hesepe", "0541 8830217"],
    ["Gerwin", "Tiemeyer", "Ankum", "05462 774410"],
]


@pytest.mark.parametrize("in_post", [True, False])
def test_a_column_labelled_as_surnames_towns_and_phones_is_replaced(tmp_path: Path, in_post: bool) -> None:
    table = _table(PEOPLE)
    body = f'<post xml:id="p1"><p>Die Liste:</p>{table}</post>' if in_post else f"<p>Die Liste:</p>{table}"
    rows = _cells(tmp_path, body)
    assert rows[0] == PEOPLE[0]  # the header stays
    for row in rows[1:]:
        assert row[1].startswith("[_PERSONNAME-"), row
        assert row[2].startswith("[_GEOPOLITICALENTITYNAME-"), row
        assert row[3].startswith("[_NUMBER-"), row


def test_an_english_table_and_pseudonyms(tmp_path: Path) -> None:
    table = _table([["First name", "Last name", "Town"], ["Gwendolyn", "Pickersgill", "Barnoldswick"]])
    rows = _cells(tmp_path, f'<post xml:id="p1"><p>Our list</p>{table}</post>', mode="pseudonym")
    assert rows[0] == ["First name", "Last name", "Town"]
    assert "Pickersgill" not in rows[1] and "Barnoldswick" not in rows[1] and "Gwendolyn" not in rows[1]
    assert all(cell and not cell.startswith("[_") for cell in rows[1])


def test_a_surname_right_of_a_first_name_without_a_header(tmp_path: Path) -> None:
    table = _table([["Marlies", "Ostendarp", "kommt"], ["Hinnerk", "Wübbolding", "fehlt"]], label=False)
    rows = _cells(tmp_path, f'<post xml:id="p1"><p>Wer kommt?</p>{table}</post>')
    for row in rows:
        assert row[0].startswith("[_PERSONNAME-") and row[1].startswith("[_PERSONNAME-"), row
        assert row[2] in ("kommt", "fehlt")


def test_a_name_column_of_people_is_read_as_people(tmp_path: Path) -> None:
    table = _table([["Name", "Ort"], ["Hiltrud Kesseböhmer", "Lengerich"], ["Almuth Rehkämper", "Ladbergen"]])
    rows = _cells(tmp_path, f"<p>Anmeldungen</p>{table}")
    for row in rows[1:]:
        assert row[0].startswith("[_PERSONNAME-") and row[1].startswith("[_GEOPOLITICALENTITYNAME-"), row


NEAR_MISSES = [
    # products and prices under "Name": no person
    [["Name", "Preis"], ["Vollkornbrot", "3,00"], ["Apfelkuchen", "2,80"], ["Kaffee", "1,90"]],
    # rooms under "Ort": no town
    [["Ort", "Uhrzeit", "Thema"], ["Turnhalle", "10:00", "Begrüßung"], ["Aula", "14:00", "Abschluss"]],
    # no number under "Telefon"
    [["Stelle", "Telefon"], ["Sekretariat", "intern"], ["Hausmeister", "-"]],
    # English places that are words under "Name"
    [["Name", "Opening hours"], ["Swimming Pool", "9-17"], ["Library", "10-18"]],
    [["Product", "Price", "Date"], ["Orange Juice", "2.50", "2024-03-02"], ["Bread", "1.20", "2024-03-01"]],
]


@pytest.mark.parametrize("rows", NEAR_MISSES, ids=[r[0][0] + "-" + r[0][1] for r in NEAR_MISSES])
def test_tables_of_things_stay(tmp_path: Path, rows: list[list[str]]) -> None:
    assert _cells(tmp_path, f"<p>Plan</p>{_table(rows)}") == rows


def test_a_rota_of_first_names_and_days_keeps_the_days(tmp_path: Path) -> None:
    rows = _cells(tmp_path, "<p>Putzplan</p>" + _table([["Montag", "Küche"], ["Dienstag", "Bad"]], label=False))
    assert rows == [["Montag", "Küche"], ["Dienstag", "Bad"]]


def test_nouns_under_a_persons_label_and_counts_under_a_phones_label_stay(tmp_path: Path) -> None:
    rows = [
        ["Teilnehmer", "Anzahl", "Mobil"],
        ["Studierende", "120", "12.345"],
        ["Gäste", "15", "1.234.567"],
        ["Sekretariat", "2", "8.000"],
    ]
    cells = _cells(tmp_path, _table(rows))
    assert cells[1:] == [r for r in rows[1:]]
