"""Issue 38: a birth name after the word for it (``geb.``, ``geborene``, ``née``) is a person's
name in a funeral notice, a letter or a register, whatever word it is spelled like; a date or a
month after ``geb.`` is none. A nickname in quotes that an article leads (``'the Hammer'``)
joins first name and surname into one name. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main


def _replaced(tmp_path: Path, paragraphs: list[str]) -> str:
    source = tmp_path / "in" / "notice.xml"
    source.parent.mkdir()
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>x</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        f"<text><body>{body}</body></text></TEI>",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    return (out / "notice.xml").read_text(encoding="utf-8").split("<text>", 1)[1]


@pytest.mark.parametrize(
    ("paragraphs", "name"),
    [
        (["Wir trauern um Gertrud Albersmeyer", "geb. Kranzbühler", "* 3. März 1931"], "Kranzbühler"),
        (["Frau Ilse Kramer, geborene von Alten, verstarb am Montag."], "Alten"),
        (["Mrs Mary Jones (née Fairweather) died peacefully at home."], "Fairweather"),
        (["In Liebe: Hedwig Tenbusch geb. Schneider"], "Schneider"),
        (["Veteran Declan 'the Hammer' Mulqueen won silver."], "Hammer"),
    ],
)
def test_a_birth_name_and_a_quoted_nickname_are_replaced(tmp_path: Path, paragraphs: list[str], name: str) -> None:
    assert name not in _replaced(tmp_path, paragraphs)


def test_a_date_or_a_month_after_the_word_stays(tmp_path: Path) -> None:
    text = _replaced(tmp_path, ["Die Feier ist geb. im Mai geplant.", "Mitglied seit 2001, geb. Mai 1950 in Ulm."])
    assert "geb. im Mai" in text and "geb. Mai" in text
