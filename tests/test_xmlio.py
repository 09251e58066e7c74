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
