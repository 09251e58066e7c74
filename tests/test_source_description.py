"""The source a header's ``sourceDesc`` names in its prose stays (issue 39, no. 9): a public
corpus or site and its link are the publisher's record of where the texts come from, while a
private person the same paragraph names is still replaced."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Invented sentences</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>{source}</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="B07" role="participant"><persName type="nickname">graupelschauer</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="q1" who="#B07">hallo</post></div></body></text></TEI>"""


def _source(tmp_path: Path, source: str) -> str:
    """The text of the written file's ``sourceDesc``."""
    path = tmp_path / "in" / "chat.xml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(TEI.format(source=source), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(path.parent), "-o", str(tmp_path / "out"), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    root = etree.parse(str(tmp_path / "out" / "chat.xml")).getroot()
    return "".join(root.find(f"{T}teiHeader//{T}sourceDesc").itertext())


def test_the_source_s_name_and_links_stay_and_its_collector_goes(tmp_path: Path) -> None:
    written = _source(
        tmp_path,
        "Sentences from Tatoeba (https://tatoeba.org), downloaded from manythings.org, "
        "collected by Anna Berger in Dortmund.",
    )
    assert "Tatoeba (https://tatoeba.org)" in written and "manythings.org" in written
    assert "Anna Berger" not in written and "Dortmund" not in written


@pytest.mark.parametrize(
    "source, kept",
    [
        ("Die Sätze stammen aus dem Korpus Wortgarten (https://wortgarten.example.org/korpus).", "Wortgarten"),
        ("Posts of the Quillfeather forum, https://quillfeather.example.net", "Quillfeather"),
        # A research project collects a source too (red team round 7).
        ("Collected by the Aberystwyth SMS project (https://sms.example.ac.uk/) from a family group.", "Aberystwyth SMS"),
        ("Erhoben im Projekt Lindwurm Chat, https://lindwurm.example.de", "Lindwurm Chat"),
    ],
)
def test_a_source_named_by_its_kind_or_its_site_stays(tmp_path: Path, source: str, kept: str) -> None:
    written = _source(tmp_path, source)
    assert kept in written and "[_" not in written, written


def test_a_person_s_own_page_is_no_source(tmp_path: Path) -> None:
    """The page of the person who collected the texts names them: it goes with the name."""
    written = _source(tmp_path, "Gesammelt von Hannelore Quabeck, https://hannelore-quabeck.example.de")
    assert "Quabeck" not in written and "hannelore" not in written.casefold(), written
