"""A date whose words speak of a public figure's or an institution's birth keeps its value; a
private person's and the writer's own lose it (issue 39, review of the birth-date values)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from tei_places_helpers import doc

from teianon.cli import main

_DATES = (
    '<post xml:id="p1" who="#A1"><date when="2011-07-23">Geburtstag von Okke Harmsen</date>, '
    "Okke wird zwölf!</post>"
    '<post xml:id="p2" who="#A1">Laut Lexikon <date when="1770-12-16">Beethoven geboren</date> in Bonn.</post>'
    '<post xml:id="p3" who="#A1"><date when="1990-10-03">Tag der Einheit, der Verein geb. 1990</date></post>'
    '<post xml:id="p4" who="#A1">am <date when="2010-06-30">unser Geburtstag</date> feiern wir</post>'
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_only_a_private_birth_loses_its_value(tmp_path, pseudonyms):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "f.xml").write_text(doc(_DATES), encoding="utf-8")
    options = ["--mode", "pseudonym", "--key", str(tmp_path / "k.key"), "--salt", "s"] if pseudonyms else []
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), *options])
    assert result.exit_code == 0, result.output
    assert "audited clean" in result.output
    output = (tmp_path / "out" / "f.xml").read_text(encoding="utf-8")
    assert "2011-07-23" not in output and "2010-06-30" not in output
    assert '<date when="1770-12-16">' in output and '<date when="1990-10-03">' in output
