"""Attachments written in TEI (issue 39, red team of session leak39): a picture, a recording or a
scan that a post points to by its file's name (``graphic/@url``, ``media/@url``, ``ref/@target``,
``ptr/@target``, ``@facs``) names the person in that name, percent-encoded or joined by
underscores, and nowhere else. The name is replaced inside the pointer (its folder, the rest of
the file's name and the extension stay), and the audit finds it where it was left."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main
from teianon.replace.attribute_names import file_name_person_names

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">wetterhahn</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">taubnessel4</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div type="chat">
    <post xml:id="m1" who="#A01"><p>guck mal <graphic url="anhang/Passfoto_Mechthild_Ruthenbeck.jpg"/></p></post>
    <post xml:id="m2" who="#A02">
      <media mimeType="audio/ogg" url="sprachnachrichten/Gruss_von_korbinian_esterhues.ogg"/></post>
    <post xml:id="m3" who="#A01"><p><ref target="dokumente/Attest%20Theresia%20Wolbeck.pdf">das Attest</ref></p></post>
    <post xml:id="m4" who="#A02" facs="scans/Brief-an-Ansgar-Tiemeyer-1.png"><p>der Brief</p></post>
    <post xml:id="m5" who="#A01"><p><ptr target="bilder/IMG_20240412_0007.jpg"/> <graphic url="styles/Main_Street.svg"/>
      <ref target="https://example.org/docs/Grace_Period.pdf">AGB</ref></p></post>
  </div></body></text>
</TEI>
"""
SECRETS = ("ruthenbeck", "mechthild", "esterhues", "korbinian", "wolbeck", "theresia", "tiemeyer")
# The pointers keep their folders, the rest of the file's name and the extension; a file name
# that names no one stays as it is.
KEPT = (
    'url="anhang/Passfoto_',
    '.jpg"',
    'url="sprachnachrichten/Gruss_von_',
    'target="dokumente/Attest%20',
    'facs="scans/Brief-an-',
    'target="bilder/IMG_20240412_0007.jpg"',
    'url="styles/Main_Street.svg"',
)


def _run(tmp_path: Path, mode: str) -> tuple[str, str]:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(CHAT, encoding="utf-8")
    command = ["run", str(source.parent), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann")]
    command += ["--date", "2026-12-03", "--ner", "none"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "files", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8"), result.output


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_in_a_pointer_s_file_name_is_replaced_there(tmp_path: Path, mode: str) -> None:
    text, output = _run(tmp_path, mode)
    body = text[text.index("<text>") :]
    assert [s for s in SECRETS if s in text.casefold()] == [], body
    for kept in KEPT:
        assert kept in body, (kept, body)
    assert "audited clean" in output


def test_the_audit_finds_a_name_left_in_a_file_name(tmp_path: Path) -> None:
    _run(tmp_path, "placeholder")
    # The source itself as an output: each name its pointers hold is a leak.
    (tmp_path / "leaky").mkdir()
    shutil.copy(tmp_path / "in" / "chat.xml", tmp_path / "leaky" / "chat.xml")
    result = CliRunner().invoke(main, ["audit", str(tmp_path / "ann"), str(tmp_path / "leaky")])
    assert result.exit_code == 1
    leaks = [line for line in result.output.splitlines() if ": error: leak: " in line]
    # (A name between percent-escapes, Attest%20Theresia%20Wolbeck.pdf, is replaced, but the
    # audit's search does not read escapes yet.)
    for found in ("Mechthild_Ruthenbeck", "esterhues", "Tiemeyer"):
        assert any(found.casefold() in line.casefold() for line in leaks), (found, leaks)


@pytest.mark.parametrize(
    "value, found",
    [
        ("anhang/Passfoto_Mechthild_Ruthenbeck.jpg", ["Mechthild_Ruthenbeck"]),
        ("dokumente/Attest%20Theresia%20Wolbeck.pdf", ["Theresia Wolbeck"]),
        ("a.pdf dokumente/protokoll-korbinian-esterhues.docx", ["korbinian-esterhues"]),
        ("Fotos_Mechthild_Ruthenbeck/IMG_0001.jpg", ["Mechthild_Ruthenbeck"]),
        # No file's name: a pointer into the file, a folder, a key of an attribute's own.
        ("#Mechthild_Ruthenbeck", []),
        ("anhang/Mechthild_Ruthenbeck/", []),
        # File names that name no one.
        ("bilder/IMG_20240412_0007.jpg", []),
        ("styles/Main_Street.css", []),
        ("https://example.org/docs/Grace_Period.pdf", []),
        ("schema/tei_all.rng", []),
    ],
)
def test_the_names_in_a_pointer_s_file_names(value: str, found: list[str]) -> None:
    assert list(file_name_person_names(value)) == found


# Red team round 7: a pointer to another document of an edition or a site (.xml, .html), and
# names the glued rule leaves (a surname that is a town, a surname first in a scan's name).
@pytest.mark.parametrize(
    "value, found",
    [
        ("briefe/Hedwig_Sommerkamp_1951.xml", ["Hedwig_Sommerkamp"]),
        ("../personen/Lorenz-Vennemann.html", ["Lorenz-Vennemann"]),
        ("scans/vennemann-lorenz-07.jpg", ["vennemann-lorenz"]),
        ("post/an-gertrud-olfen.pdf", ["gertrud-olfen"]),
        ("Akte_Quakernack_Irmgard.pdf", ["Quakernack_Irmgard"]),
        # A first name the tables lack: two rare words of no dictionary, place or firm.
        ("fotos/Konfirmation_Ilvie_Brakelmann.jpg", ["Ilvie_Brakelmann"]),
        ("anleitung/Nextcloud_Jupyter_Setup.pdf", []),
        # A word of the language before a first name, a first name alone, a large place.
        ("fotos/Taufe_Mattis.jpg", []),
        ("fotos/Sommer_Anna_2019.jpg", []),
        ("fotos/Anna_Berlin.jpg", []),
        ("thread_b.xml", []),
        ("docc_irc_2213001.xml", []),
    ],
)
def test_the_names_in_other_documents_and_scans(value: str, found: list[str]) -> None:
    assert list(file_name_person_names(value)) == found


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_in_a_pointer_to_another_document_is_replaced(tmp_path: Path, mode: str) -> None:
    chat = CHAT.replace(
        '<post xml:id="m5"',
        '<post xml:id="m6" who="#A02"><p><ref target="briefe/Hedwig_Sommerkamp_1951.xml#b3">Brief</ref>'
        '<pb facs="scans/sommerkamp-hedwig-02.tif"/></p></post><post xml:id="m5"',
    )
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True)
    source.write_text(chat, encoding="utf-8")
    command = ["run", str(source.parent), "-o", str(tmp_path / "out"), "--date", "2026-12-03", "--ner", "none"]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "files", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    assert "sommerkamp" not in text.casefold() and "hedwig" not in text.casefold()
    assert 'target="briefe/' in text and '_1951.xml#b3"' in text and 'facs="scans/' in text
