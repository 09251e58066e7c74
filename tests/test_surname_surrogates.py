"""A participant's surname that the header marks (``<surname>``) gets a surname as its surrogate in
pseudonym mode, also where the name tables do not know the original (``Frau Kessebohm`` became
``Frau Brunhilde``, a first name; issue 39, a review's list). Names of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.pseudonym.surrogates import first_names, last_names
from teianon.read.xmlio import parse_bytes
from teianon.replace.inventory import read_inventory

_TEI = "{http://www.tei-c.org/ns/1.0}"
_SOURCE = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc>
<listPerson><person xml:id="A1" sex="2"><persName><forename>{first}</forename>
<surname>{last}</surname></persName></person>
<person xml:id="A2"><persName type="nickname">stichling88</persName></person></listPerson></particDesc></profileDesc>
</teiHeader><text><body><div><post xml:id="p1" who="#A2">{post}</post></div></body></text></TEI>
"""
_CASES = [
    ("de", "Irmtraud", "Kessebohm", "Frau Kessebohm hat recht. Kessebohm sagt das immer."),
    ("en", "Philippa", "Quarendon", "Mrs Quarendon agreed. Quarendon always says so."),
]


@pytest.mark.parametrize(("lang", "first", "last", "post"), _CASES)
def test_the_inventory_knows_the_surname(lang: str, first: str, last: str, post: str) -> None:
    source = _SOURCE.format(lang=lang, first=first, last=last, post=post)
    inventory = read_inventory(parse_bytes(source.encode("utf-8"), "in.xml"), "in.xml")
    (person,) = [p for p in inventory.participants if p.id == "A1"]
    assert person.surnames == (last,)


@pytest.mark.parametrize(("lang", "first", "last", "post"), _CASES)
def test_a_surname_gets_a_surname(tmp_path: Path, lang: str, first: str, last: str, post: str) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(_SOURCE.format(lang=lang, first=first, last=last, post=post), encoding="utf-8")
    out = tmp_path / "out"
    mode = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"]
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q", *mode])
    assert result.exit_code == 0, result.output
    root = etree.parse(str(out / "chat.xml")).getroot()
    (surname,) = root.iter(f"{_TEI}surname")
    (forename,) = root.iter(f"{_TEI}forename")
    language = "en" if lang == "en" else "de"
    assert surname.text in last_names(language) and surname.text not in first_names(language, "female")
    assert forename.text != first and surname.text != last
    # The surname's mentions in the post take the same surrogate.
    post_text = "".join(next(root.iter(f"{_TEI}post")).itertext())
    assert last not in post_text and post_text.count(surname.text) == 2
