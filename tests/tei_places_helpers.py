"""What the tests of TEI's own places for names (issue 39: ``test_tei_*.py``) share: a document with
two participants, a run of it, a paragraph. Invented names, none of the benchmark's."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

TEI_NS = "http://www.tei-c.org/ns/1.0"
TEI = f"{{{TEI_NS}}}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


def doc(body: str, people: str = "", header: str = "") -> str:
    people = people or (
        '<person xml:id="A1"><persName type="nickname">regenbogen4</persName></person>'
        '<person xml:id="B1"><persName type="nickname">kastanie9</persName></person>'
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="{TEI_NS}"><teiHeader><fileDesc><titleStmt><title>t'
        f"</title></titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s{header}</p></sourceDesc>"
        f"</fileDesc><profileDesc><particDesc><listPerson>{people}</listPerson></particDesc></profileDesc>"
        f"</teiHeader><text><body><div>{body}</div></body></text></TEI>\n"
    )


def run(tmp_path: Path, text: str, name: str = "chat.xml", pseudonyms: bool = False) -> tuple[str, str]:
    """(the output's text, what the run printed)."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    options = ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "k.key")] if pseudonyms else []
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(tmp_path / name), "-o", str(out), *options])
    assert result.exit_code == 0, result.output
    return (out / name).read_text(encoding="utf-8"), result.output


def root_of(text: str) -> etree._Element:
    return etree.fromstring(text.encode())


def paragraph(xml: str) -> etree._Element:
    return etree.fromstring(f'<p xmlns="{TEI_NS}">{xml}</p>')
