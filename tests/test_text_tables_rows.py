"""A table written as text in a post without a header naming persons: a row of a first name and a
surname (with a telephone number, an e-mail address or a town) is a person's, in either order and
with any separator; tables of numbers, products, places and rotas stay. Names made up here."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from tei_places_helpers import doc, run

from teianon.cli import main


def _post(text: str) -> str:
    return doc(f'<post xml:id="p1" who="#A1">{text}</post>')


@pytest.mark.parametrize("pseudonyms", [False, True])
@pytest.mark.parametrize(
    ("table", "secrets"),
    [
        # No header at all, German, commas: first name, surname, phone, town.
        (
            "die liste:\nGerlinde,Haverkamp,0171 4455667,Bielefeld\nTorben,Uphoff,0160 2233445,Gütersloh",
            ["Haverkamp", "Uphoff", "Bielefeld", "Gütersloh"],
        ),
        # English, semicolons, e-mail addresses.
        (
            "contacts\nWinifred;Throssell;winnie@example.org\nCuthbert;Ravenscroft;cuth@example.net",
            ["Throssell", "Ravenscroft"],
        ),
        # A header that names no person column, pipes.
        ("Gruppe|Leitung|Raum\nA|Henrike|Balzereit|12\nB|Fenja|Oltrogge|14", ["Balzereit", "Oltrogge"]),
        # Surname first, tabs.
        ("Wendrich\tHeiko\t0172 5550199\nOltmanns\tSvenja\t0173 5550123", ["Wendrich", "Oltmanns"]),
        # One contact alone on its line, with an e-mail address.
        ("hier:\nDagmar;Ruthenbeck;dagmar.r@example.de", ["Ruthenbeck"]),
    ],
)
def test_a_row_of_first_name_and_surname_is_a_person(
    tmp_path: Path, table: str, secrets: list[str], pseudonyms: bool
) -> None:
    output, _ = run(tmp_path, _post(table), pseudonyms=pseudonyms)
    for secret in secrets:
        assert secret not in output, secret


def test_tables_of_numbers_products_places_and_rotas_stay(tmp_path: Path) -> None:
    text = (
        "preise\nApfel,1.20,kg\nBirne,2.30,kg\n"
        "Nivea;Creme;2.99\nLuna;Tasche;19.90\n"
        "Wien|Prag|Budapest\nOslo|Bergen|Tromsø\n"
        "Jonas\tMontag\tFrühschicht\nJonas\tDienstag\tSpätschicht\n"
        "team,rot,7\nteam,blau,9"
    )
    (tmp_path / "t.xml").write_text(_post(text), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(tmp_path / "t.xml"), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    annotated = (tmp_path / "out" / "t.xml").read_text(encoding="utf-8")
    assert "teianon:table" not in annotated
    output, _ = run(tmp_path, _post(text))
    for word in ("Apfel", "Creme", "Tasche", "Frühschicht", "rot", "blau"):
        assert word in output, word


def test_a_colour_beside_a_person_is_no_town(tmp_path: Path) -> None:
    output, _ = run(tmp_path, _post("Rot\tSvenja\tOltmanns\t9\nBlau\tHeiko\tWendrich\t7"))
    assert "Oltmanns" not in output and "Wendrich" not in output
    assert "Rot\t" in output and "Blau\t" in output
