"""A replaced name keeps the corpus's structure inside it (issue 39): a word split over tokens
(``<w part="I">…</w><w part="F">…</w>``) keeps every token and id, and markup around letters
of a name (``<add>``, ``<seg>``, ``<c>``, ``<g ref>``) stays, emptied, in both modes. The names
are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"

DOCUMENT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented chat</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<encodingDesc><charDecl><glyph xml:id="sz"><mapping>ß</mapping></glyph></charDecl></encodingDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
{posts}
</div></body></text></TEI>"""

GERMAN = {
    "lang": "de",
    "posts": '<post xml:id="p1" who="#A1"><w xml:id="w1">gestern</w> <w xml:id="w2">hat</w> <w xml:id="w3">Frau</w> '
    '<w xml:id="w4" part="I">Sturm</w><w xml:id="w5" part="F">höfelmann</w> <w xml:id="w6">angerufen</w></post>'
    '<post xml:id="p2" who="#A1">Gestern hat mich Herr Ludge<add>r</add> Kettelbrin<seg type="x">ck</seg> '
    "angerufen.</post>"
    '<post xml:id="p3" who="#A1">Frau Gro<g ref="#sz">ß</g>kreutzwieser kommt morgen, sagt Herr Kettelbrinck.</post>',
}
ENGLISH = {
    "lang": "en",
    "posts": '<post xml:id="p1" who="#A1"><w xml:id="w1">yesterday</w> <w xml:id="w2">Mrs</w> '
    '<w xml:id="w4" part="I">Thistle</w><w xml:id="w5" part="F">thwaite</w> <w xml:id="w6">phoned</w></post>'
    '<post xml:id="p2" who="#A1">Yesterday Mr Barnab<add>a</add>s Quill<c>e</c>thorpe phoned me.</post>'
    '<post xml:id="p3" who="#A1">Mrs Ha<g ref="#sz">ß</g>lewhistle comes tomorrow, says Mr Quillethorpe.</post>',
}
SECRETS = {
    "de": ("höfelmann", "Kettelbrin", "kreutzwieser", "Ludge"),
    "en": ("thwaite", "Quill", "lewhistle", "Barnab"),
}


def _skeleton(root: etree._Element) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """The corpus's elements in order with their ids, @part and pointers (teianon's references
    and declarations left out)."""
    own = {f"{T}name", f"{T}ref"}
    found = []
    for element in root.iter(etree.Element):
        if element.tag in own or element.get("ident") == "teianon" or element.get(XML_ID) == "teianon":
            continue
        if any(a.get("ident") == "teianon" or a.get(XML_ID) == "teianon" for a in element.iterancestors()):
            continue
        if element.tag in (f"{T}appInfo", f"{T}listPrefixDef", f"{T}prefixDef", f"{T}revisionDesc", f"{T}change"):
            continue
        if any(a.tag == f"{T}revisionDesc" for a in element.iterancestors()):
            continue
        kept = tuple((k, v) for k, v in sorted(element.attrib.items()) if k in (XML_ID, "part", "ref", "type"))
        found.append((element.tag, kept))
    return found


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("texts", [GERMAN, ENGLISH], ids=["de", "en"])
def test_a_replaced_name_keeps_its_tokens_and_inner_markup(tmp_path: Path, mode: str, texts: dict[str, str]) -> None:
    source_text = DOCUMENT.format(**texts)
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(source_text, encoding="utf-8")
    command = ["run", str(source), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    output = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    for secret in SECRETS[texts["lang"]]:
        assert secret not in output, secret
    after = etree.fromstring(output.encode())
    assert _skeleton(after) == _skeleton(etree.fromstring(source_text.encode()))
    # The split word's final part stays a token of its own, with its id and @part.
    (final,) = after.iter(f"{T}w") and [w for w in after.iter(f"{T}w") if w.get(XML_ID) == "w5"]
    assert final.get("part") == "F"
