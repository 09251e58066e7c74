"""A person's name that only an attribute or a header's name list holds (issue 39): a
``@sortKey`` that is a surname, on a ``person`` or on any other element, any attribute of a
person's element that is a name alone (``<persName style="…">``), and the ``form``s of a
``listNym`` inside ``particDesc``. Replaced in both modes with the element tree kept; sort keys
that are words, numbers or places stay. The names are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.replace.attribute_names import sort_key_names

DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc>
<listPerson>
<person xml:id="A1" sortKey="{surname}"><persName type="nickname">zaunkoenig9</persName>
<persName><addName type="ScreenName">zaunkoenig9</addName></persName></person>
<person xml:id="A2" sortKey="{kept}">
<persName type="nickname" style="{styled}" rend="{rend}">feldhase</persName></person>
</listPerson>
<listNym><nym xml:id="n1"><form>{pet}</form></nym><nym xml:id="n2"><form>{full}</form></nym></listNym>
</particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1"><p sortKey="{other}">{post}</p></post>
<post xml:id="p2" who="#A2"><p sortKey="02">{post}</p></post>
</div></body></text></TEI>"""

CASES = {
    "de": {
        "lang": "de", "surname": "Oberniedermayr", "kept": "Einleitung", "pet": "Hildchen",
        "full": "Baldur Kreuzkamp", "other": "Sprengepiel", "post": "alles gut bei euch?", "styled": "Wuppermann",
        "rend": "italic",
    },
    "en": {
        "lang": "en", "surname": "Pettigrew, Alaric", "kept": "appendix", "pet": "Binky",
        "full": "Tamsin Blackwood", "other": "Fotheringay", "post": "all good with you?", "styled": "Ravenhill",
        "rend": "Bold",
    },
}  # fmt: skip
NS = {"t": "http://www.tei-c.org/ns/1.0"}


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_names_only_in_sort_keys_and_name_lists_are_replaced(tmp_path: Path, lang: str, mode: str) -> None:
    case = CASES[lang]
    source = tmp_path / "in" / "doc.xml"
    source.parent.mkdir()
    source.write_text(DOC.format(**case), encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    output = (tmp_path / "out" / "doc.xml").read_text(encoding="utf-8")
    for secret in (case["surname"], case["pet"], case["full"], case["other"], case["styled"], *case["full"].split()):
        assert secret not in output, secret
    tree = etree.fromstring(output.encode())
    # The tree stays: two persons and their sort keys, two nyms with one form each.
    assert len(tree.findall(".//t:person[@sortKey]", NS)) == 2
    assert len(tree.findall(".//t:listNym/t:nym/t:form", NS)) == 2
    assert f'sortKey="{case["kept"]}"' in output and 'sortKey="02"' in output
    assert f'rend="{case["rend"]}"' in output and 'type="ScreenName"' in output


@pytest.mark.parametrize("value", ["Wendt", "Quastenberg", "Wendt, Anna", "von Bülow", "Smith", "Müller"])
def test_a_sort_key_that_is_a_surname_is_a_name(value: str) -> None:
    assert sort_key_names(value) == (value,)


@pytest.mark.parametrize(
    "value", ["intro", "02", "Haus", "Berlin", "Kapitel 3", "chapter", "Vorwort", "zzz", "a01", "London", "ScreenName"]
)
def test_a_sort_key_that_is_a_word_a_number_or_a_place_stays(value: str) -> None:
    assert sort_key_names(value) == ()
