"""A name parted by an invisible character (zero-width space, soft hyphen, word joiner) is
replaced whole: a reader sees one word, and a detector that stopped at the character left the
rest of it (red team, issue 39: ``Wil`` replaced, ``helm`` left, audited clean). Made-up names."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
<publicationStmt><p>intern</p></publicationStmt><sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
</teiHeader><text><body><div><post xml:id="p1"><p>{text}</p></post></div></body></text></TEI>
"""


@pytest.mark.parametrize("mark", ["\u200b", "\u00ad", "\u2060"])
@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_parted_by_an_invisible_character_is_replaced_whole(tmp_path: Path, mark: str, mode: str) -> None:
    text = f"Gestern hat Frau Bern{mark}hardine Klapp{mark}rott angerufen, sie kommt morgen."
    source = tmp_path / "chat.xml"
    source.write_text(DOC.format(text=text), encoding="utf-8")
    args = ["run", str(source), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        args += ["--mode", "pseudonym", "--key", str(tmp_path / "k.json"), "--salt", "s"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    post = etree.parse(str(tmp_path / "out" / "chat.xml")).getroot().find(".//{http://www.tei-c.org/ns/1.0}post/{http://www.tei-c.org/ns/1.0}p")
    seen = "".join(post.itertext()).replace(mark, "")
    assert "hardine" not in seen and "rott" not in seen and "Bern" not in seen and "Klapp" not in seen
    assert seen.startswith("Gestern hat Frau ") and seen.endswith(" angerufen, sie kommt morgen.")
