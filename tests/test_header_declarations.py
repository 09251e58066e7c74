"""Parts of the header that hold prose although they declare vocabularies and tools (issue 39):
a category's description, a rendition's, an application's label, a prefix declaration's
paragraph and replacement pattern, a list of names' forms, and a revision status in words.

A private person named only there is replaced in both modes, the audit finds the name where it
is left, a reviewer's addition there is applied, and nothing else of the header changes. The
names are invented.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
NS = {"t": T[1:-1]}
PARSER = etree.XMLParser(resolve_entities=False, no_network=True)

# Each private name stands in one part only: nothing in the posts names them.
HEADER_PARTS = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented chat</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<encodingDesc>
<tagsDecl><rendition xml:id="r1">{rendition}</rendition></tagsDecl>
<classDecl><taxonomy><category xml:id="c1"><catDesc>{category}</catDesc></category></taxonomy></classDecl>
<appInfo><application ident="exporter" version="2"><label>{label}</label></application></appInfo>
<listPrefixDef><prefixDef ident="fam" matchPattern="(.+)" replacementPattern="https://{domain}.example/$1"><p>{prefix}</p></prefixDef></listPrefixDef>
</encodingDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01" role="participant"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc><textClass><catRef target="#c1"/></textClass>
<listNym><nym xml:id="n1"><form>{nym}</form></nym></listNym></profileDesc>
<revisionDesc status="{status}"><change when="2020-01-01">{change}</change></revisionDesc></teiHeader>
<text><body><div><post xml:id="p1" who="#A01">{post}</post></div></body></text></TEI>"""

GERMAN = {
    "lang": "de",
    "rendition": "Handschrift von Gerlinde Mauersberger, blaue Tinte",
    "category": "Briefe an Theodor Wunnenberg aus dem Familienbesitz",
    "label": "Export vom Telefon von Ansgar Hölscherbeck",
    "domain": "familie-tremmelkamp",
    "prefix": "Zeiger auf die Seite der Familie Tremmelkamp",
    "nym": "Wuschelbienchen",
    "status": "korrigiert von Irmtraud Kellershohn",
    "change": "angelegt",
    "post": "Hallo zusammen, wie geht es euch heute?",
}
ENGLISH = {
    "lang": "en",
    "rendition": "handwriting of Rosalind Featherstonehaugh, green ink",
    "category": "Letters to Ambrose Quillfeather from the family's papers",
    "label": "Export from the phone of Millicent Oakenshaw",
    "domain": "the-brackenridges",
    "prefix": "Links to the family page of the Brackenridge family",
    "nym": "Snugglepudding",
    "status": "checked by Winifred Harrowgate",
    "change": "created",
    "post": "Hello everyone, how are you all today?",
}
# What must go from each text (the private name), per part.
SECRETS = {
    "de": ("Mauersberger", "Wunnenberg", "Hölscherbeck", "Tremmelkamp", "Wuschelbienchen", "Kellershohn"),
    "en": ("Featherstonehaugh", "Quillfeather", "Oakenshaw", "Brackenridge", "Snugglepudding", "Harrowgate"),
}


def _run(tmp_path: Path, text: str, mode: str, *extra: str) -> tuple[str, Path]:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    out, annotated = tmp_path / f"out-{mode}", tmp_path / f"ann-{mode}"
    command = ["run", str(source), "-o", str(out), "--annotated", str(annotated), "-q", "--date", "2026-01-01", *extra]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return (out / "chat.xml").read_text(encoding="utf-8"), annotated


def _skeleton(root: etree._Element) -> list[tuple[str, tuple[str, ...]]]:
    """The elements of a tree in order, with their attributes' names, but for teianon's own
    references, declarations and change record."""
    own = {f"{T}name", f"{T}ref"}
    kept = []
    for element in root.iter(etree.Element):
        if element.tag in own or any(_own(e) for e in (element, *element.iterancestors())):
            continue
        # Pseudonym mode points a participant's name at its change record (@change).
        kept.append((element.tag, tuple(sorted(a for a in element.attrib if a != "change"))))
    return kept


def _own(element: etree._Element) -> bool:
    return element.get("ident") == "teianon" or element.get("type") in ("anonymisation", "pseudonymisation")


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("texts", [GERMAN, ENGLISH], ids=["de", "en"])
def test_a_private_name_in_a_declaration_s_prose_is_replaced(tmp_path: Path, mode: str, texts: dict[str, str]) -> None:
    source = HEADER_PARTS.format(**texts)
    output, _ = _run(tmp_path, source, mode)
    for secret in SECRETS[texts["lang"]]:
        assert secret.casefold() not in output.casefold(), secret
    # Nothing but the references changed: every element and attribute stays.
    before = etree.fromstring(source.encode())
    after = etree.fromstring(output.encode())
    assert _skeleton(after) == _skeleton(before)
    assert after.find(f".//{T}catRef").get("target") == "#c1"


def test_the_audit_finds_a_name_left_in_those_parts(tmp_path: Path) -> None:
    output, annotated = _run(tmp_path, HEADER_PARTS.format(**ENGLISH), "placeholder")
    left = etree.fromstring(output.encode())
    left.find(f".//{T}catDesc").text = ENGLISH["category"]
    for child in left.find(f".//{T}catDesc"):
        left.find(f".//{T}catDesc").remove(child)
    left.find(f".//{T}revisionDesc").set("status", ENGLISH["status"])
    leaked = tmp_path / "leaked" / "chat.xml"
    leaked.parent.mkdir()
    leaked.write_bytes(etree.tostring(left, encoding="UTF-8", xml_declaration=True))
    result = CliRunner().invoke(main, ["audit", str(annotated / "chat.xml"), str(leaked)])
    assert result.exit_code == 1
    assert "Quillfeather" in result.output and "Harrowgate" in result.output


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_reviewer_s_addition_in_a_category_s_description_is_applied(tmp_path: Path, mode: str) -> None:
    texts = {**GERMAN, "category": "Chats aus dem Umfeld von zaubermaus"}
    decisions = tmp_path / "decisions.tsv"
    start = texts["category"].index("zaubermaus")
    decisions.write_text(
        "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
        f"chat.xml\tteiHeader/encodingDesc/classDecl/taxonomy/category/catDesc\t{start}\t{start + 10}"
        "\tzaubermaus\tadd\tNICK\t\n",
        encoding="utf-8",
    )
    output, _ = _run(tmp_path, HEADER_PARTS.format(**texts), mode, "--decisions", str(decisions))
    assert "zaubermaus" not in output


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_ordinary_declarations_stay(tmp_path: Path, mode: str) -> None:
    # Near misses: a rendition in CSS, a category of the taxonomy, a tool's label, a status word.
    texts = {
        **ENGLISH,
        "rendition": "font-style: italic; color: #336699",
        "category": "Chat communication in private groups",
        "label": "WhatsApp Exporter",
        "domain": "www.tei-c",
        "prefix": "Pointers to the TEI Guidelines",
        "status": "published",
    }
    source = HEADER_PARTS.format(**texts)
    output, _ = _run(tmp_path, source, mode)
    for kept in (texts["rendition"], texts["category"], texts["label"], texts["prefix"], 'status="published"'):
        assert kept in output, kept


# --- a privately held source's description --------------------------------------------------------

PRIVATE_SOURCE = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc>
<titleStmt><title>Invented letters</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><msDesc><msIdentifier><repository>{repository}</repository><msName>{ms_name}</msName>
<altIdentifier><idno>{alt_idno}</idno></altIdentifier></msIdentifier>
<history><provenance>{provenance}</provenance></history></msDesc>
<bibl><title>{letter}</title><pubPlace>{place}</pubPlace></bibl>
<bibl><title>{book}</title><publisher>{publisher}</publisher><pubPlace>{book_place}</pubPlace></bibl></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01" role="participant"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="p1" who="#A01">{post}</post></div></body></text></TEI>"""

PRIVATE_DE = {
    "lang": "de",
    "repository": "Staatsbibliothek zu Berlin",
    "ms_name": "Tagebuch der Roswitha Brankensiek",
    "alt_idno": "Nachlass Hartwig Brankensiek",
    "provenance": "Im Besitz von Edeltraud Pfingsthorn",
    "letter": "Brief an die Schwester",
    "place": "Hamburg-Lokstedt",
    "book": "Deutsche Briefe",
    "publisher": "Suhrkamp",
    "book_place": "Frankfurt am Main",
    "post": "Hallo zusammen, wie geht es euch heute?",
}
PRIVATE_EN = {
    "lang": "en",
    "repository": "British Library",
    "ms_name": "Diary of Philippa Dunwoody-Carr",
    "alt_idno": "Papers of Lionel Dunwoody-Carr",
    "provenance": "In the possession of Agatha Treleaven",
    "letter": "Letter to her sister",
    "place": "Didsbury",
    "book": "English Letters",
    "publisher": "Penguin",
    "book_place": "London",
    "post": "Hello everyone, how are you all today?",
}
PRIVATE_SECRETS = {
    "de": ("Brankensiek", "Hartwig", "Pfingsthorn", "Lokstedt"),
    "en": ("Dunwoody", "Lionel", "Treleaven", "Didsbury"),
}


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("texts", [PRIVATE_DE, PRIVATE_EN], ids=["de", "en"])
def test_a_privately_held_source_loses_its_names_and_keeps_its_archive(
    tmp_path: Path, mode: str, texts: dict[str, str]
) -> None:
    source = PRIVATE_SOURCE.format(**texts)
    output, _ = _run(tmp_path, source, mode)
    for secret in PRIVATE_SECRETS[texts["lang"]]:
        assert secret not in output, secret
    # The public archive, and a published book's publisher and place, stay.
    for kept in ("repository", "publisher", "book_place"):
        assert texts[kept] in output, kept
    before, after = _skeleton(etree.fromstring(source.encode())), _skeleton(etree.fromstring(output.encode()))
    # What teianon declares itself where the header had no place for it.
    created = {f"{T}{n}" for n in ("encodingDesc", "appInfo", "listPrefixDef", "revisionDesc")} - {t for t, _ in before}
    assert [e for e in after if e[0] not in created] == before
