"""A pseudonym of a web or e-mail address keeps a common top-level domain (``.de``, ``.com``) and
gives another for one that may name a town or a trade (``.hamburg``, ``.london``, ``.studio``).
Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

TEI = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
    "<sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader><text><body><p>{}</p></body></text></TEI>"
)


def _pseudonymised(tmp_path: Path, text: str) -> str:
    source = tmp_path / "in.xml"
    source.write_text(TEI.format(text), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["run", str(source), "-o", str(out), "--mode", "pseudonym", "--key", str(tmp_path / "k.json")]
    )
    assert result.exit_code == 0, result.output
    return (out / "in.xml").read_text(encoding="utf-8").split("<body>")[1]


@pytest.mark.parametrize(
    ("address", "tld"),
    [
        ("anfrage@tischlerei-brandhorst.hamburg", ".hamburg"),
        ("hello@fernhollow.london", ".london"),
        ("s.kaymaz@physio-kaymaz.ruhr", ".ruhr"),
    ],
)
def test_a_top_level_domain_that_may_name_a_town_is_replaced(tmp_path: Path, address: str, tld: str) -> None:
    body = _pseudonymised(tmp_path, f"Schreib an {address}, danke.")
    assert tld not in body
    assert address.split("@")[0] not in body


def test_a_common_top_level_domain_stays(tmp_path: Path) -> None:
    body = _pseudonymised(tmp_path, "Schreib an anfrage@tischlerei-brandhorst.de, danke.")
    assert "tischlerei-brandhorst" not in body
    assert ".de</ref>" in body
