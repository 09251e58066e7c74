"""Names in attribute values (issue 39, red team): a person's name that stands only in an
attribute (``n``, ``type``, ``key``, a controlled ``rend``) is replaced there and found by the
audit, while the vocabulary of real TEI (``type="chat"``, ``rend="italic"``, ``n="3"``,
``key="#A01"``, a font's name) stays as written."""

from __future__ import annotations

import re
import shutil

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.replace.attribute_names import described_person_names, describes_person
from teianon.replace.hidden import attribute_person_names

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">moonraker7</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">quillfox</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div type="chat">
    <post xml:id="m1" who="#A01"><p>gestern hat Hildegard angerufen, sie kommt morgen</p></post>
    <post xml:id="m2" who="#A02"><p rend="Hildegard">ok <seg n="Edna Quarrington">cool</seg>
      <seg type="Cornelius Ashdown">ja</seg> <seg subtype="x" type="Bartholomew Kettering">gut</seg></p></post>
    <post xml:id="m3" who="#A01"><p><rs key="leopold.vanterpool">er</rs> und <rs key="leopold_vanterpool">er</rs>
      <seg rend="moonraker7">so</seg> <hi rend="italic">bis</hi> <seg n="3" type="chat">dann</seg>
      <rs key="#A01">ich</rs> <seg rend="Times New Roman" type="Victoria Station">da</seg></p></post>
  </div></body></text>
</TEI>
"""
SECRETS = ("hildegard", "quarrington", "ashdown", "kettering", "vanterpool", "moonraker7")
KEPT = (
    '<div type="chat">',
    '<hi rend="italic">',
    '<seg n="3" type="chat">',
    '<rs key="#A01">',
    '<seg rend="Times New Roman" type="Victoria Station">',
    'subtype="x"',
)
MODES = {"placeholder": [], "pseudonym": ["--mode", "pseudonym", "--salt", "s"]}


def _run(tmp_path, mode: str) -> tuple[str, str]:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(CHAT, encoding="utf-8")
    extra = [*MODES[mode], *(["--key", str(tmp_path / "key.json")] if mode == "pseudonym" else [])]
    result = CliRunner().invoke(
        main,
        ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann")]
        + ["--date", "2026-12-02", *extra],
    )
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8"), result.output


@pytest.mark.parametrize("mode", sorted(MODES))
def test_names_in_attribute_values_are_replaced_and_the_vocabulary_stays(tmp_path, mode):
    text, output = _run(tmp_path, mode)
    body = text[text.index("<text>") :]
    assert [s for s in SECRETS if s in text.casefold()] == [], body
    for kept in KEPT:
        assert kept in text, kept
    assert "audited clean" in output
    # Each value is replaced, not dropped: the elements keep their attributes.
    assert len(re.findall(r"<rs key=\"[^\"#]+\">er</rs>", body)) == 2, body
    assert re.search(r'<seg n="[^"]+">cool</seg>', body) and re.search(r'<seg type="[^"]+">ja</seg>', body)


def test_in_placeholder_mode_a_reference_keeps_its_number_in_the_attribute(tmp_path):
    text, _ = _run(tmp_path, "placeholder")
    number = re.search(r">(\[_\w+-\d+_\])</name> angerufen", text)
    assert number, text
    assert f'<p rend="{number.group(1)}">' in text
    assert '<seg rend="[_PARTICIPANT-A01_]">so</seg>' in text


def test_the_audit_finds_a_name_left_in_an_attribute(tmp_path):
    _run(tmp_path, "placeholder")
    # The source itself as an output: each name it holds in an attribute is a leak.
    (tmp_path / "leaky").mkdir()
    shutil.copy(tmp_path / "in" / "chat.xml", tmp_path / "leaky" / "chat.xml")
    result = CliRunner().invoke(main, ["audit", str(tmp_path / "ann"), str(tmp_path / "leaky")])
    assert result.exit_code == 1
    leaks = [line for line in result.output.splitlines() if ": error: leak: " in line]
    for found, where in (
        ("Edna Quarrington", "@n of <seg>"),
        ("Cornelius Ashdown", "@type of <seg>"),
        ("leopold.vanterpool", "@key of <rs>"),
        ("leopold_vanterpool", "@key of <rs>"),
        ("Hildegard", "@rend of <p>"),
        ("moonraker7", "@rend of <seg>"),
    ):
        assert any(f"'{found}'" in line and where in line for line in leaks), (found, leaks)
    # The vocabulary is no one's name.
    assert not any(word in line for line in leaks for word in ("italic", "Times", "Victoria", "'chat'"))


@pytest.mark.parametrize(
    "value, found",
    [
        ("Rosamund Blackwood", ["Rosamund Blackwood"]),
        ("an Edna Quarrington", ["Edna Quarrington"]),
        ("edna.quarrington", ["edna.quarrington"]),
        ("Edna_Quarrington", ["Edna_Quarrington"]),
        ("Times New Roman", []),
        ("Helvetica Neue", []),
        ("Victoria Station", []),
        ("Austin Texas", []),
        ("Grace Period", []),
        ("Holly Wood", []),
        ("font.italic", []),
        ("chat.message", []),
        ("#edna_quarrington", []),
        ("https://example.org/edna.quarrington.1985", []),
        ("chat", []),
        ("Hildegard", []),
    ],
)
def test_the_rule_for_a_full_name(value, found):
    assert list(attribute_person_names(value)) == found


# --- attributes that label a person --------------------------------------------------------------

LABELLED = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant" n="Honor Pendlebury">
        <persName type="nickname">moonraker7</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">quillfox</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div type="chat">
    <post xml:id="m1" who="#A01" n="Fenella Tregarthen"><p>frag <persName key="Peregrine Ashcombe">ihn</persName> oder
      <rs type="person" n="Ottoline Vardy">sie</rs> oder <persName key="ravensworth.ambrose">den</persName></p></post>
    <post xml:id="m2" who="#A02"><p>wer ist <persName>Fenella Tregarthen</persName>?
      <persName key="#A01" n="Project Lead">ich</persName> <rs type="place" n="Market Square">da</rs>
      <persName key="tei.xml" reg="Guest Speaker">du</persName></p></post>
  </div></body></text>
</TEI>
"""


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_name_in_an_attribute_that_labels_a_person_is_replaced(tmp_path, mode):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(LABELLED, encoding="utf-8")
    extra = [*MODES[mode], *(["--key", str(tmp_path / "key.json")] if mode == "pseudonym" else [])]
    command = ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", "--ner", "none"]
    result = CliRunner().invoke(main, [*command, *extra])
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    # A first name that is a word too, names of no table, a key, and on a post a name the
    # corpus marks elsewhere.
    secrets = ("pendlebury", "ashcombe", "vardy", "ravensworth", "tregarthen")
    assert [s for s in secrets if s in text.casefold()] == []
    # Roles, places and files are no person's name, and pointers stay.
    kept = ('key="#A01" n="Project Lead"', '<rs type="place" n="Market Square">', 'key="tei.xml" reg="Guest Speaker"')
    assert [k for k in kept if k not in text] == []


@pytest.mark.parametrize(
    "element, attribute, labels",
    [
        ('<person xmlns="http://www.tei-c.org/ns/1.0"/>', "n", True),
        ('<persName xmlns="http://www.tei-c.org/ns/1.0"/>', "key", True),
        ('<rs xmlns="http://www.tei-c.org/ns/1.0" type="Person"/>', "n", True),
        ('<name xmlns="http://www.tei-c.org/ns/1.0" type="person"/>', "reg", True),
        ('<rs xmlns="http://www.tei-c.org/ns/1.0" type="place"/>', "n", False),
        ('<persName xmlns="http://www.tei-c.org/ns/1.0"/>', "ref", False),
        ('<post xmlns="http://www.tei-c.org/ns/1.0"/>', "n", False),
        ("<persName/>", "n", False),
    ],
)
def test_which_attributes_label_a_person(element, attribute, labels):
    assert describes_person(etree.fromstring(element), attribute) is labels


@pytest.mark.parametrize(
    "value, found",
    [
        ("Honor Pendlebury", ["Honor Pendlebury"]),
        ("Ottoline Vardy", ["Ottoline Vardy"]),
        ("ravensworth.ambrose", ["ravensworth.ambrose"]),
        ("vardy_ottoline", ["vardy_ottoline"]),
        ("Project Lead", []),
        ("Guest Speaker", []),
        ("New York", []),
        ("Red Cross", []),
        ("tei.xml", []),
        ("user.name", []),
        ("Honor Pendlebury and more", []),
    ],
)
def test_the_rule_for_a_name_that_labels_a_person(value, found):
    assert list(described_person_names(value)) == found


@pytest.mark.parametrize(
    "value",
    [
        "Rosalind  Thackeray",  # two spaces: the value as written
        "Thackeray, Rosalind",
        "R. Thackeray",
        "Rosalind P. Thackeray",
        "ROSALIND THACKERAY",
        "Niamh O'Donovan",
        "Karim al-Haddad",
        "Henrike van der Linden",
        "Pascale d'Aubigny",
        "thackeray-rosalind",
        "thackeray.r",
        "o'donovan.niamh",
        "RosalindThackeray",
        "thackeray_rosalind_1991",
    ],
)
def test_wider_shapes_of_a_name_that_labels_a_person(value):
    assert list(described_person_names(value)) == [value]


@pytest.mark.parametrize(
    "value", ["Chat Bot", "Support Team", "Signal Desktop", "lemma.pos", "guest_user", "Times New Roman"]
)
def test_labels_of_tools_and_roles_are_no_names(value):
    assert described_person_names(value) == ()


WIDER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant" n="Rosalind  Thackeray">
        <persName type="nickname" key="o'donovan.niamh">niamh</persName></person>
      <person xml:id="A02" role="participant" n="THACKERAY, ROSALIND" key="thackeray-r">
        <persName type="nickname">quillfox</persName></person>
      <person xml:id="A03" role="bot" n="Chat Bot" key="lemma.pos"><persName type="nickname">helper</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div type="chat">
    <post xml:id="m1" who="#A01"><p>hallo</p></post>
  </div></body></text>
</TEI>
"""


def test_wider_name_labels_are_replaced_whole(tmp_path):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(WIDER, encoding="utf-8")
    command = ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", "--ner", "none"]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    assert [s for s in ("thackeray", "donovan") if s in text.casefold()] == []
    # Replaced whole, not in part (no "o'donovan.[_PARTICIPANT-A01_]").
    assert re.findall(r'\s(?:n|key)="([^"]*)"', text)[:4] == ["[_PERSONNAME_]"] * 4
    assert 'n="Chat Bot" key="lemma.pos"' in text


def test_the_names_of_prose_without_markup_are_the_same_read_once_or_twice():
    """attribute_names of a tree and of its texts read once (the one-piece run) agree: another
    vocabulary's header text is prose for both."""
    from lxml import etree

    from teianon.replace.hidden import attribute_names, hidden_texts

    root = etree.fromstring(
        b'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        b"<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        b'<xenoData><note xmlns="urn:x">Nachlass Adalbert Vornholt</note></xenoData></teiHeader>'
        b"<text><body><p>hi</p></body></text></TEI>"
    )
    assert attribute_names(root) == attribute_names(root, texts=hidden_texts(root)) == ["Adalbert Vornholt"]

