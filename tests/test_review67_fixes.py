"""A review's confirmed problems of the morning's reading (67): a publisher's "key" that is a
year or a word, a name the encoders marked kept public in the writer's private life, a number
ended at a line break before no address line, and a token's lemma that is an ordinary word
sought across the file. Invented names and numbers, German and English, with near-misses."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree
from tei_places_helpers import doc

from teianon.annotate.markup_public import private_context
from teianon.cli import main
from teianon.read.project_metadata import publisher_keys
from teianon.replace.sought_forms import file_wide_spellings


def _run(tmp_path: Path, text: str) -> str:
    (tmp_path / "in").mkdir(exist_ok=True)
    (tmp_path / "in" / "chat.xml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")


def _with_idno(text: str, idno: str, source: str = "") -> str:
    text = text.replace("<publicationStmt><p>p</p>", f"<publicationStmt><p>p</p><idno>{idno}</idno>")
    return text.replace("<sourceDesc><p>s", f"<sourceDesc><p>s{source}")


# --- 1. the publisher's key: a real key, on the publisher's own host -----------------------


@pytest.mark.parametrize(
    ("key", "link"),
    [
        ("2024", "http://www.kuhlmann-hattingen-ostweg.de/fotos/2024"),
        ("Tagebuch", "https://blog.ottersberg-family.net/Tagebuch"),
        ("4711", "www.gaertnerei-wiesenkamp.de/shop/4711"),
    ],
)
def test_a_year_a_word_or_a_short_number_is_no_publishers_key(tmp_path: Path, key: str, link: str) -> None:
    text = _with_idno(doc(f'<post xml:id="p1" who="#A1">mein blog: {link} ist neu</post>'), key)
    output = _run(tmp_path, text)
    assert link not in output and "[_WWWURL" in output


def test_a_key_on_another_host_than_the_headers_is_no_record_of_the_publisher(tmp_path: Path) -> None:
    source = ' <ref type="url" target="https://archive.example.org/#/entry/kQzT7">Eintrag</ref>'
    link = "https://fotos.brockmeyer-privat.de/alben/kQzT7"
    text = _with_idno(doc(f'<post xml:id="p1" who="#A1">unser Album: {link}</post>'), "kQzT7", source)
    output = _run(tmp_path, text)
    assert link not in output
    # The publisher's own record (the header's host) stays.
    assert 'target="https://archive.example.org/#/entry/kQzT7"' in output


def test_publisher_keys_are_database_keys_only() -> None:
    head = doc('<post xml:id="p1" who="#A1">x</post>')
    for idno, kept in [("lscLB", True), ("kq7Zr", True), ("2213001", True), ("2024", False), ("Chat", False)]:
        root = etree.fromstring(_with_idno(head, idno, ' <ptr target="https://db.example.org/"/>').encode("utf-8"))
        assert (idno in publisher_keys(root).keys) is kept, idno


# --- 2. a name the encoders marked, in the writer's private life ---------------------------


@pytest.mark.parametrize(
    "post",
    [
        "<persName>Thomas Müller</persName> kommt morgen zu mir nach Hause",
        "gestern kam <persName>Heidi Klum</persName> bei uns vorbei",
        "I met <persName>Tom Hanks</persName> at my place yesterday",
    ],
)
def test_a_marked_public_name_in_a_private_context_is_replaced(tmp_path: Path, post: str) -> None:
    name = post.split("<persName>")[1].split("</persName>")[0]
    output = _run(tmp_path, doc(f'<post xml:id="p1" who="#A1">{post}</post>'))
    assert name not in output


@pytest.mark.parametrize(
    ("text", "name", "private"),
    [
        ("Angela Merkel sprach gestern im Bundestag", "Angela Merkel", False),
        ("Thomas Müller erzielte den Treffer im Stadion.", "Thomas Müller", False),
        ("Obama visited Berlin yesterday", "Obama", False),
        ("Wir haben Goethe gelesen. Er ist toll", "Goethe", False),
        ("meine Nachbarin Angela Merkel", "Angela Merkel", True),
        ("ich habe Tom Hanks gestern getroffen", "Tom Hanks", True),
    ],
)
def test_private_context_of_a_sentence(text: str, name: str, private: bool) -> None:
    start = text.index(name)
    assert private_context(text, start, start + len(name)) is private


# --- 3. a number ends at a line break only before an address line --------------------------


def test_a_telephone_number_runs_across_a_line_break_before_no_address(tmp_path: Path) -> None:
    body = (
        '<post xml:id="p1" who="#A1">meine Nummer ist 0231<lb/>9876543 ab 17 Uhr erreichbar</post>'
        '<post xml:id="p2" who="#B1">Handy: 0151 44<lb/>21 90 oder 0176<lb/>777 ab Dienstag</post>'
    )
    output = _run(tmp_path, doc(body))
    for part in ("9876543", "0176", ">777", "0231"):
        assert part not in output, part
    # One number across the break, not two.
    assert output.split('xml:id="p1"')[1].split("</post>")[0].count("[_NUMBER") == 1


# --- 4. a token's lemma that is an ordinary word ------------------------------------------


@pytest.mark.parametrize(("lemma", "token", "verb"), [("Sonne", "Sonnes", "scheint"), ("Kirsche", "Kirsches", "reift")])
def test_a_lemma_that_is_a_word_is_sought_in_its_own_token_only(
    tmp_path: Path, lemma: str, token: str, verb: str
) -> None:
    body = (
        '<post xml:id="p1" who="#A1"><w lemma="ich">ich</w> <w lemma="treffen">treffe</w> '
        f'<name type="PER"><w lemma="{lemma}">{token}</w></name> <w lemma="heute">heute</w></post>'
        f'<post xml:id="p2" who="#B1"><w lemma="die">die</w> <w lemma="{lemma}">{lemma}</w> '
        f'<w lemma="x">{verb}</w></post>'
    )
    output = _run(tmp_path, doc(body))
    assert f'lemma="{lemma}">{lemma}</w>' in output
    assert token not in output and f'lemma="{lemma}">[_' not in output


def test_file_wide_spellings() -> None:
    # A word (Sonne, Kirsche) no; a surname no dictionary has, or a name of the tables, yes.
    assert file_wide_spellings(("Sonne", "Kirsche", "Quastenberg", "Baum")) == ("Quastenberg", "Baum")


# --- 6. the names of one post are weighed from one reading of it ----------------------------


def test_a_blocks_names_are_read_from_one_reading() -> None:
    from teianon.annotate.markup_public import Readings, _sentence_of

    post = etree.fromstring(
        '<post xmlns="http://www.tei-c.org/ns/1.0">mit <persName>Ada Rein</persName> und<!-- x -->'
        " <hi><persName>Bo Lund</persName></hi> heute</post>"
    )
    readings: Readings = {}
    found = [_sentence_of(n, readings) for n in post.iter("{http://www.tei-c.org/ns/1.0}persName")]
    assert len(readings) == 1
    assert [(t[s:e], t) for t, s, e in (f for f in found if f)] == [
        ("Ada Rein", "mit Ada Rein und Bo Lund heute"),
        ("Bo Lund", "mit Ada Rein und Bo Lund heute"),
    ]
