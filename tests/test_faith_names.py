"""A figure of a faith that people bear as a first name too (Jesus, Krishna, Petrus) is kept as the
figure only where it is called on; a colleague, a grandfather, a neighbour or a sender of greetings
of that name is a private person (review of round 66: all were kept as public). A long post
before the figure costs no more than a short one."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from teianon.cli import main

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt>"
    "<sourceDesc><p>x</p></sourceDesc></fileDesc></teiHeader><text><body><div>"
)
TAIL = "</div></body></text></TEI>"


def _annotated(tmp_path, text: str) -> str:
    source = tmp_path / "in"
    source.mkdir(exist_ok=True)
    (source / "a.xml").write_text(f'{HEAD}<post xml:id="p1">{text}</post>{TAIL}', encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    return (tmp_path / "ann" / "a.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Mein Kollege Jesus hat gestern angerufen.", "Jesus"),
        ("Mein Opa Petrus ist 90 geworden.", "Petrus"),
        ("Unser Nachbar Krishna grillt heute.", "Krishna"),
        ("Liebe Grüße von Jesus und Mareike", "Jesus"),
        ("My flatmate Vishnu cooked for us.", "Vishnu"),
    ],
)
def test_a_person_named_like_a_figure_is_private(tmp_path, text, name):
    annotated = _annotated(tmp_path, text)
    assert f">{name}</name>" in annotated and "public.religious" not in annotated, annotated


@pytest.mark.parametrize(
    ("text", "figure"),
    [("Oh Jesus, das war knapp!", "Jesus"), ("Jesus! Was für ein Tag.", "Jesus"), ("Yours in Christ, Martha", "Christ")],
)
def test_a_figure_called_on_stays_public(tmp_path, text, figure):
    annotated = _annotated(tmp_path, text)
    assert f'ana="teianon:public.religious">{figure}</name>' in annotated, annotated

