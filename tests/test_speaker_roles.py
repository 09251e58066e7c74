"""A transcript's speaker named by a relation alone (``Oma``, ``Nana``, ``Mama``, ``Lehrerin``) is
the role of who speaks, no name: it was proposed as a person (a first name of the tables on its
own line, read as a signature). A speaker's name stays a person."""

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


def _speakers(tmp_path, labels: list[str]) -> str:
    source = tmp_path / "in"
    source.mkdir()
    body = "".join(f"<sp><speaker>{label}</speaker><p>ja, so war das damals bei uns</p></sp>" for label in labels)
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    return (tmp_path / "ann" / "a.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize("role", ["Oma", "Nana", "Mama", "Lehrerin", "Grandma"])
def test_a_relation_alone_is_the_speakers_role(tmp_path, role):
    assert f"<speaker>{role}</speaker>" in _speakers(tmp_path, [role])


def test_a_speakers_name_stays_a_person(tmp_path):
    annotated = _speakers(tmp_path, ["Hedwig", "Frau Kowalczyk", "Oma Hedwig"])
    assert 'ana="teianon:person.signature">Hedwig</name></speaker>' in annotated
    assert ">Kowalczyk</name></speaker>" in annotated
    assert "<speaker>Oma Hedwig</speaker>" not in annotated
