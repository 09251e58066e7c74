"""Words in the text that stand in no paragraph, post or other block teianon knew: a verse line
(``lg/l``, a speech's ``l``), a sentence outside a paragraph (``s``), a ``div`` or the ``body``
holding words directly, a highlighted phrase or an example outside a paragraph, an address's
lines. A reader reads them; they were read by nothing, and ``run`` wrote the names, numbers and
places in them as they were, audited clean."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from teianon.cli import main

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>x</p></publicationStmt>"
    "<sourceDesc><p>x</p></sourceDesc></fileDesc></teiHeader><text><body>"
)
TAIL = "</body></text></TEI>"
WORDS = "schreib Hedwig Pruschinski, Tel. 0171 9384756, sie wohnt jetzt in Oberwürzbach"
SECRETS = ("Pruschinski", "9384756", "Oberwürzbach")
TOKENS = " ".join(f"<w>{w}</w>" for w in "frag Hedwig Pruschinski aus Oberwürzbach".split())

SHAPES = {
    "verse line": f"<div><lg><l>{WORDS}</l></lg></div>",
    "speech in verse": f"<div><sp><speaker>Oma</speaker><l>{WORDS}</l></sp></div>",
    "tokenised verse line": f"<div><lg><l>{TOKENS}</l><l>Tel. 0171 9384756</l></lg></div>",
    "sentence outside a paragraph": f"<div><s>{WORDS}</s></div>",
    "words in a div": f"<div>{WORDS}</div>",
    "words in the body": WORDS,
    "a highlighted phrase in a div": f"<div><hi>{WORDS}</hi></div>",
    "an example": f"<div><eg>{WORDS}</eg></div>",
    "an address's lines": (
        "<div><p>Hedwig Pruschinski schreibt:</p><address><addrLine>Tel. 0171 9384756</addrLine>"
        "<addrLine>66386 Oberwürzbach</addrLine></address></div>"
    ),
}


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_words_outside_a_block_are_read(tmp_path, shape, mode):
    source = tmp_path / "in"
    source.mkdir()
    (source / "a.xml").write_text(HEAD + SHAPES[shape] + TAIL, encoding="utf-8")
    out = tmp_path / "out"
    extra = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"] if mode == "pseudonym" else []
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "-q", *extra])
    assert result.exit_code == 0, result.output
    written = (out / "a.xml").read_text(encoding="utf-8")
    assert not [s for s in SECRETS if s in written], written
    assert "<body>" in written


def test_the_corpus_own_name_in_a_div_is_no_block_of_its_own(tmp_path):
    # A name the corpus marked is read through its markup (one reference inside it), never
    # again as a text of its own.
    source = tmp_path / "in"
    source.mkdir()
    body = '<div><name type="person">Hedwig Pruschinski</name><p>Sie kam aus Oberwürzbach.</p></div>'
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    annotated = (tmp_path / "ann" / "a.xml").read_text(encoding="utf-8")
    inner = '<name type="PER" resp="#teianon" cert="high" ana="teianon:markup.name.person">Hedwig Pruschinski</name>'
    assert f'<name type="person">{inner}</name>' in annotated


@pytest.mark.parametrize(
    "body",
    [
        '<div><lg><l>Ein Lied</l><del><w>Hedwig</w> <w>Pruschinski</w> <w>0171</w> <w>9384756</w></del></lg></div>',
        "<div><w>Hedwig</w> <w>Pruschinski</w> <w>aus</w> <w>Oberwürzbach</w></div>",
    ],
)
def test_tokens_alone_in_an_element_are_read(tmp_path, body):
    source = tmp_path / "in"
    source.mkdir()
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    assert "Pruschinski" not in (tmp_path / "out" / "a.xml").read_text(encoding="utf-8")


def test_no_markup_goes_where_tei_allows_none(tmp_path):
    # A formula and encoded data hold text only: teianon writes no <name> into them.
    source = tmp_path / "in"
    source.mkdir()
    body = (
        '<div><p>Hallo</p><figure><formula notation="none">x = Hedwig + 2</formula></figure>'
        '<figure><binaryObject mimeType="text/plain">SGVkd2lnIFBydXNjaGluc2tp</binaryObject></figure></div>'
    )
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    annotated = (tmp_path / "ann" / "a.xml").read_text(encoding="utf-8")
    assert '<formula notation="none">x = Hedwig + 2</formula>' in annotated
    assert ">SGVkd2lnIFBydXNjaGluc2tp</binaryObject>" in annotated


def test_the_text_keeps_every_element_and_id_but_the_references(tmp_path):
    # What is read now is only replaced: every element of the text, its ids and its order stay
    # (in pseudonym mode, where a name over two tokens keeps both; placeholder mode puts DOCC's one
    # placeholder for a name over several tokens, DOCC's collapse).
    from lxml import etree

    source = tmp_path / "in"
    source.mkdir()
    body = (
        '<div xml:id="d1"><lg xml:id="lg1"><l xml:id="l1">{0}</l><l xml:id="l2">'
        '<w xml:id="w1">Hedwig</w> <w xml:id="w2">Pruschinski</w></l></lg><s xml:id="s1">{0}</s>'
        '<eg xml:id="e1">{0}</eg><address xml:id="a1"><addrLine>{0}</addrLine></address></div>'
    ).format(WORDS)
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    key = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"]
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q", *key])
    assert result.exit_code == 0, result.output

    def shape(path):
        text = etree.parse(str(path)).getroot().find("{http://www.tei-c.org/ns/1.0}text")
        return [
            (etree.QName(e).localname, e.get("{http://www.w3.org/XML/1998/namespace}id"))
            for e in text.iter(etree.Element)
            if e.get("resp") != "#teianon"
        ]

    assert shape(tmp_path / "out" / "a.xml") == shape(source / "a.xml")
