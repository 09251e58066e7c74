"""Issue 39 (a red team's leak classes, reading and markup): what a reader sees beside <text>
(sourceDoc, facsimile), words beside a placeholder the corpus wrote, a replaced token's
readings, text encoded in a binaryObject, public figures the corpus marked, a person entry's
structure, the publisher's key of a document. Invented names, none of the benchmark's."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from click.testing import CliRunner
from tei_places_helpers import doc

from teianon.cli import main

_PSEUDO = ["--mode", "pseudonym", "--key", "{tmp}/k.key", "--salt", "s"]


def _run(tmp_path: Path, text: str, pseudonyms: bool = False, code: int = 0) -> tuple[str | None, str]:
    """(the output's text or None, what the run printed); the review copy goes to ``ann/``."""
    (tmp_path / "in").mkdir(exist_ok=True)
    (tmp_path / "in" / "chat.xml").write_text(text, encoding="utf-8")
    options = [o.format(tmp=tmp_path) for o in _PSEUDO] if pseudonyms else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), *options]
    )
    assert result.exit_code == code, result.output
    output = tmp_path / "out" / "chat.xml"
    return (output.read_text(encoding="utf-8") if output.exists() else None), result.output


def _audit(tmp_path: Path, leaked: str) -> str:
    """What the audit says of ``leaked`` as the output of the review copy of the last run."""
    (tmp_path / "leaked.xml").write_text(leaked, encoding="utf-8")
    result = CliRunner().invoke(main, ["audit", str(tmp_path / "ann" / "chat.xml"), str(tmp_path / "leaked.xml")])
    return result.output


def _beside_text(document: str, extra: str) -> str:
    return document.replace("<text>", extra + "<text>")


# --- 1. sourceDoc and facsimile ------------------------------------------------------------


_SOURCE_DOC = (
    "<facsimile><surface><zone><desc>Briefkopf: Praxis Dr. Hiltrud Wessendorf, Amselweg 9, 48163 Münster"
    "</desc></zone></surface></facsimile>"
    "<sourceDoc><surface><zone><line>Absender: Adelheid Brockskothen</line><line>Schlehdornweg 17</line>"
    "<line>32657 Lemgo</line><line>Tel. 05261 / 778899</line></zone></surface></sourceDoc>"
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_source_documents_lines_and_a_facsimiles_descriptions_are_read(tmp_path, pseudonyms):
    text = _beside_text(doc('<post xml:id="p1" who="#A1">hallo zusammen</post>'), _SOURCE_DOC)
    output, _ = _run(tmp_path, text, pseudonyms)
    assert output is not None
    for secret in ("Brockskothen", "Schlehdornweg", "32657", "778899", "Wessendorf", "Amselweg", "48163"):
        assert secret not in output
    # The elements and the words around the names stay.
    assert output.count("<line>") == 4 and "<line>Absender: " in output and "<desc>Briefkopf: " in output


def test_the_audit_finds_a_name_left_in_a_source_documents_line(tmp_path):
    text = _beside_text(doc('<post xml:id="p1" who="#A1">hallo zusammen</post>'), _SOURCE_DOC)
    output, _ = _run(tmp_path, text)
    assert output is not None
    printed = _audit(tmp_path, text)
    assert "Brockskothen" in printed and "<line>" in printed


def test_a_line_of_ordinary_words_in_a_source_document_stays(tmp_path):
    lines = (
        "<sourceDoc><surface><zone><line>Lieber Freund,</line><line>das Wetter ist schön.</line>"
        "</zone></surface></sourceDoc>"
    )
    text = _beside_text(doc('<post xml:id="p1" who="#A1">hallo</post>'), lines)
    output, _ = _run(tmp_path, text)
    assert output is not None and lines in output


# --- 2. the corpus's placeholders ----------------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_words_beside_a_placeholder_the_corpus_wrote_are_read(tmp_path, pseudonyms):
    body = (
        '<post xml:id="p1" who="#A1">my colleague <name type="PER">[_PERSONNAME_] (real name Mortimer '
        "Quillfeather)</name> will come</post>"
        '<post xml:id="p2" who="#A1">call <ref type="NUMBER">[_NUMBER-1_] / 0176 2233 4455</ref> tonight</post>'
    )
    output, _ = _run(tmp_path, doc(body), pseudonyms)
    assert output is not None
    assert "Quillfeather" not in output and "2233 4455" not in output
    # The corpus's own placeholder and words stay where they were.
    assert '<name type="PER">[_PERSONNAME_] (real name ' in output and '<ref type="NUMBER">[_NUMBER-1_] / ' in output


def test_an_article_beside_a_participants_placeholder_stays_as_the_corpus_wrote_it(tmp_path):
    body = (
        '<post xml:id="p1" who="#A1">gestern war <name type="NICK" corresp="#B1">Der [_MALE-PARTICIPANT-B1_]'
        "</name> da</post>"
    )
    output, _ = _run(tmp_path, doc(body))
    assert output is not None
    assert '<name type="NICK" corresp="#B1">Der [_MALE-PARTICIPANT-B1_]</name> da' in output


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_replaced_tokens_readings_are_replaced_and_audited(tmp_path, pseudonyms):
    body = (
        '<post xml:id="p1" who="#A1"><w xml:id="w1">frag</w> <w xml:id="w2" lemma="Dreckmeier" norm="Dreckmeier" '
        'orig="Dr3ckmeier">[_PERSONNAME-1_]</w> <w xml:id="w3" lemma="morgen">morgen</w></post>'
    )
    output, _ = _run(tmp_path, doc(body), pseudonyms)
    assert output is not None
    assert "Dreckmeier" not in output and "Dr3ckmeier" not in output
    assert 'lemma="morgen">morgen</w>' in output and 'xml:id="w2"' in output
    printed = _audit(tmp_path, doc(body))
    assert "Dreckmeier" in printed and "@lemma" in printed and "@orig" in printed


# --- 3. encoded text -----------------------------------------------------------------------


def _binary(mime: str, content: str) -> str:
    data = base64.b64encode(content.encode()).decode()
    encoded = f'<binaryObject mimeType="{mime}">{data}</binaryObject>'
    return f'<post xml:id="p1" who="#A1">my card <figure>{encoded}</figure></post>'


_VCARD = "BEGIN:VCARD\nVERSION:3.0\nFN:Philippa Throgmorton\nTEL:+44 7700 900456\nEND:VCARD\n"


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_contact_card_in_base64_refuses_the_file_with_one_line(tmp_path, pseudonyms):
    output, printed = _run(tmp_path, doc(_binary("text/vcard", _VCARD)), pseudonyms, code=1)
    assert output is None
    line = next(line for line in printed.splitlines() if "binaryObject" in line)
    assert "chat.xml" in line and "refusing" in line and "Throgmorton" not in line


@pytest.mark.parametrize("mime", ["image/png", "text/plain"])
def test_encoded_data_without_a_private_string_passes(tmp_path, mime):
    content = "\x89PNG binary" if mime == "image/png" else "the weather is nice today\n"
    output, _ = _run(tmp_path, doc(_binary(mime, content)))
    assert output is not None and base64.b64encode(content.encode()).decode() in output


def test_the_audit_decodes_a_binary_object(tmp_path):
    body = '<post xml:id="p1" who="#A1">ask Philippa Throgmorton</post>'
    output, _ = _run(tmp_path, doc(body))
    assert output is not None and "Throgmorton" not in output
    leaked = output.replace("</body>", f"<div>{_binary('text/vcard', _VCARD).replace('p1', 'p9')}</div></body>")
    printed = _audit(tmp_path, leaked)
    assert "decoded text of <binaryObject>" in printed


# --- 9. public figures the corpus marked ---------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_public_figure_the_corpus_marked_stays_with_its_authority_link(tmp_path, pseudonyms):
    gnd = "https://d-nb.info/gnd/118540238"
    body = (
        f'<post xml:id="p1" who="#A1">we read <persName ref="{gnd}">Goethe</persName> at school</post>'
        '<post xml:id="p2" who="#A1">did you see <persName ref="http://www.wikidata.org/entity/Q76">Barack Obama'
        "</persName> on TV?</post>"
        '<post xml:id="p3" who="#A1">my neighbour <persName>Ermengild Pottendorf</persName> is coming</post>'
    )
    output, _ = _run(tmp_path, doc(body), pseudonyms)
    assert output is not None
    assert f'ref="{gnd}"' in output and ">Goethe</name>" in output and ">Barack Obama</name>" in output
    assert "entity/Q76" in output
    assert "Pottendorf" not in output


# --- 10. a person entry's structure --------------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_stand_off_persons_address_keeps_its_parts(tmp_path, pseudonyms):
    entry = (
        '<standOff><listPerson><person xml:id="x1"><persName>Winnifred Abblethwaite</persName><residence><address>'
        "<street>14 Tanner Row</street><postCode>YO1 6JB</postCode><settlement>York</settlement></address>"
        "</residence></person></listPerson></standOff>"
    )
    body = '<post xml:id="p1" who="#A1">my aunt <persName ref="#x1">Winnifred</persName> says hi</post>'
    text = doc(body).replace("</TEI>", entry + "</TEI>")
    output, _ = _run(tmp_path, text, pseudonyms)
    assert output is not None
    assert "Tanner" not in output and "YO1" not in output and "Abblethwaite" not in output
    for part in ("<residence><address><street>", "</street><postCode>", "</postCode><settlement>"):
        assert part in output
    assert 'xml:id="p1"' in output and 'xml:id="x1"' in output


# --- 11. the publisher's key of a document -------------------------------------------------


def test_the_publishers_key_of_a_document_and_its_link_stay(tmp_path):
    link = "https://archive.example.org/#/entry/kQzT7"
    header = f'Aus dem Archiv: <ref type="url" target="{link}">Eintrag</ref> <idno>kQzT7</idno>'
    text = doc('<post xml:id="p1" who="#A1">hallo</post>', header=header)
    text = text.replace("<publicationStmt><p>p</p>", "<publicationStmt><p>p</p><idno>kQzT7</idno>")
    text = text.replace("<title>t</title>", f'<title>t</title><editor corresp="{link}">Projekt</editor>')
    output, _ = _run(tmp_path, text)
    assert output is not None
    assert output.count("kQzT7") == text.count("kQzT7")
    assert 'xml:id="p1"' in output and 'xml:id="A1"' in output and "source-1" not in output


def test_a_key_no_publication_statement_gives_is_still_a_platforms(tmp_path):
    link = "https://chat.example.net/#/room/kQzT7"
    text = doc(f'<post xml:id="p1" who="#A1">see {link}</post>', header="<idno>kQzT7</idno>")
    output, _ = _run(tmp_path, text)
    assert output is not None and link not in output


# --- 4. a private person's key -------------------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_private_persons_key_goes_with_the_name_and_a_public_figures_stays(tmp_path, pseudonyms):
    body = (
        '<post xml:id="p1" who="#A1">my neighbour <persName key="fb:100004987654321" '
        'ref="https://www.facebook.com/profile.php?id=100004987654321">Ermengild Pottendorf</persName> is coming</post>'
        '<post xml:id="p2" who="#A1">meine Tante <persName key="wd:Q99887766">Walburga Oesterhelweg</persName>'
        " kommt</post>"
        '<post xml:id="p3" who="#A1">wir lesen <persName key="gnd:118540238">Goethe</persName></post>'
    )
    output, _ = _run(tmp_path, doc(body), pseudonyms)
    assert output is not None
    assert "100004987654321" not in output and "Q99887766" not in output
    assert 'key="gnd:118540238"' in output
    leaked = output.replace('key="[_NUMBER_]"', 'key="wd:Q99887766"', 1)
    assert "wd:Q99887766" in leaked and "a replaced name's @key" in _audit(tmp_path, leaked)


# --- 12. XInclude --------------------------------------------------------------------------


def test_an_xinclude_refuses_the_file_with_one_line(tmp_path):
    text = doc('<post xml:id="p1" who="#A1">hallo</post><xi:include href="attachment.xml"/>').replace(
        "<TEI ", '<TEI xmlns:xi="http://www.w3.org/2001/XInclude" ', 1
    )
    output, printed = _run(tmp_path, text, code=1)
    assert output is None
    assert any("chat.xml" in line and "refusing <xi:include" in line for line in printed.splitlines())


# --- 5. the header's extent ----------------------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_in_the_files_extent_is_replaced_and_a_count_stays(tmp_path, pseudonyms):
    text = doc('<post xml:id="p1" who="#A1">hallo Rosalind</post>').replace(
        "</titleStmt>", "</titleStmt><extent>3 chats by Rosalind Featherstonehaugh, 242 posts</extent>"
    )
    output, _ = _run(tmp_path, text, pseudonyms)
    assert output is not None and "Featherstonehaugh" not in output and ", 242 posts</extent>" in output
    counts = doc('<post xml:id="p1" who="#A1">hallo</post>').replace(
        "</titleStmt>", "</titleStmt><extent>242 Beiträge, 833 Wörter</extent>"
    )
    output, _ = _run(tmp_path / "n", counts, pseudonyms) if (tmp_path / "n").mkdir() is None else (None, "")
    assert output is not None and "<extent>242 Beiträge, 833 Wörter</extent>" in output


# --- 8. a line break after a number --------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Tel. +33 6 98 76 54 32<lb/>9 rue des Mimosas, 35000 Rennes",
        "Telefon 0521 7788990<lb/>33619 Quellenbrück",
        "phone 07700 900877<lb/>21 Tanner Row, York",
    ],
)
def test_a_telephone_number_takes_no_house_number_from_the_next_line(tmp_path, line):
    output, _ = _run(tmp_path, doc(f'<post xml:id="p1" who="#A1">{line}</post>'))
    assert output is not None
    for secret in ("Mimosas", "33619", "Tanner"):
        assert secret not in output
    # The number's reference ends at the line's end; the next line's number is a reference of its own.
    assert "_]</ref><lb/>" in output


def test_a_telephone_number_over_two_lines_is_one_number(tmp_path):
    output, _ = _run(tmp_path, doc('<post xml:id="p1" who="#A1">ruf an: 0441<lb/>98 17<lb/>2 34 danke</post>'))
    assert output is not None and "98 17" not in output and "2 34" not in output
