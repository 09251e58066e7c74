import pytest

from teianon.errors import InputError, UnsafeXMLError
from teianon.xmlio import parse_bytes, parse_file, write_atomic


@pytest.mark.parametrize(
    "data, what",
    [
        (b'<!DOCTYPE TEI [<!ENTITY x "y">]><TEI>&x;</TEI>', "entity declaration 'x'"),
        (b'<!DOCTYPE TEI SYSTEM "http://example.org/tei.dtd"><TEI/>', "external DTD"),
        (b'<!DOCTYPE TEI SYSTEM "/etc/passwd"><TEI/>', "external DTD"),
        (b'<!DOCTYPE TEI [<!ENTITY x SYSTEM "file:///etc/passwd">]><TEI>&x;</TEI>', "entity declaration"),
        (
            b'<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;">'
            b'<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;">]><TEI>&lol3;</TEI>',
            "entity declaration",
        ),
        (b"<TEI>\n<p>&nbsp;</p></TEI>", "nbsp"),
    ],
)
def test_hostile_xml_is_refused_with_a_clear_line(data, what):
    with pytest.raises(UnsafeXMLError) as info:
        parse_bytes(data, "chat.xml")
    assert str(info.value).startswith("chat.xml:")
    assert what in str(info.value)


def test_malformed_xml_names_file_and_line():
    with pytest.raises(InputError) as info:
        parse_bytes(b"<TEI>\n<text>\n<p></text></TEI>", "bad.xml")
    assert str(info.value).startswith("bad.xml:3: not well-formed XML")


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="cannot read"):
        parse_file(tmp_path / "nope.xml")


def test_harmless_doctype_is_accepted():
    tree = parse_bytes(b"<!DOCTYPE TEI><TEI/>")
    assert tree.getroot().tag == "TEI"


def test_atomic_write_leaves_no_partial_file(tmp_path):
    target = tmp_path / "out" / "a.xml"

    def failing(out):
        out.write(b"<half")
        raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError):
        write_atomic(target, failing)
    assert not target.exists()
    assert list((tmp_path / "out").iterdir()) == []


def test_atomic_write_replaces_whole_file(tmp_path):
    target = tmp_path / "a.xml"
    target.write_bytes(b"old")
    write_atomic(target, lambda out: out.write(b"new"))
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["a.xml"]


def test_deeply_nested_document_is_refused_with_its_line():
    data = b"<TEI>\n" + b"<div>" * 300 + b"</div>" * 300 + b"</TEI>"
    with pytest.raises(InputError) as info:
        parse_bytes(data, "deep.xml")
    assert str(info.value).startswith("deep.xml:2: ")


def test_huge_text_node_is_refused_not_read():
    data = b"<TEI>\n<p>" + b"a" * (11 * 1024 * 1024) + b"</p></TEI>"
    with pytest.raises(InputError) as info:
        parse_bytes(data, "huge.xml")
    assert str(info.value).startswith("huge.xml:")


def test_file_over_the_size_limit_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "big.xml"
    path.write_bytes(b"<TEI>" + b" " * (2 * 1024 * 1024) + b"</TEI>")
    monkeypatch.setenv("TEIANON_MAX_FILE_MB", "1")
    with pytest.raises(InputError, match=r"big\.xml: file too large \(2 MB, limit 1 MB\)"):
        parse_file(path)
    monkeypatch.setenv("TEIANON_MAX_FILE_MB", "3")
    assert parse_file(path).getroot().tag == "TEI"


def test_a_run_reports_hostile_files_and_goes_on(tmp_path):
    from click.testing import CliRunner

    from teianon.cli import main

    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "bomb.xml").write_bytes(
        b'<!DOCTYPE TEI [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<TEI>&b;</TEI>')
    (corpus / "xxe.xml").write_bytes(b'<?xml version="1.0"?>\n<!DOCTYPE TEI SYSTEM "http://evil.example/x.dtd">\n<TEI/>')
    (corpus / "ok.xml").write_bytes(
        b'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        b"<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        b"<text><body><p>hallo</p></body></text></TEI>")
    result = CliRunner().invoke(main, ["run", str(corpus), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert any(line.startswith(f"{corpus / 'bomb.xml'}:1: refusing the entity declaration") for line in lines)
    assert any(line.startswith(f"{corpus / 'xxe.xml'}:2: refusing a document type declaration") for line in lines)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["ok.xml"]
