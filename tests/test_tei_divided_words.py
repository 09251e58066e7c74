"""A word divided at a line's end (issue 39): read whole, replaced whole, the line break kept."""

from __future__ import annotations

import pytest
from lxml import etree
from tei_places_helpers import doc, paragraph, root_of, run

from teianon.checks.audit import Sought, audit_tree
from teianon.read.textview import post_text

# --- a word divided at a line's end --------------------------------------------------------------


@pytest.mark.parametrize(
    ("xml", "read"),
    [
        ("Herr Ansgar Ketteler-<lb/>kamp kam", "Herr Ansgar Kettelerkamp kam"),
        ("Frau Wester\u00ad<lb/>mann", "Frau Westermann"),
        ('Frau Hinter-<lb break="no"/>berger', "Frau Hinterberger"),
        ("Frau Hinter-<lb/>\n      berger", "Frau Hinterberger"),
        ("der Ein-<lb/>und Ausgang", "der Ein-\ue000\ue000und Ausgang"),  # a left part, no divided word
    ],
)
def test_a_word_divided_at_a_lines_end_reads_whole(xml, read):
    assert post_text(paragraph(xml)).text == read


def test_a_divided_token_reads_whole():
    view = post_text(paragraph("<w>Herrn</w><w>Bodo</w><w>Sieben-</w><lb/><w>hüner</w>"))
    assert view.text == "Herrn Bodo Siebenhüner"
    assert [t.text for t in view.tokens] == ["Herrn", "Bodo", "Sieben", "hüner"]


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_divided_at_a_lines_end_is_replaced_whole_and_the_break_stays(tmp_path, pseudonyms):
    body = (
        '<post xml:id="c1" who="#A1"><p>Mit freundlichen Grüßen, Ihr Gotthard Lüningschrö-<lb/>der</p></post>'
        '<post xml:id="c2" who="#B1"><p><w>Herrn</w><w>Volkwin</w><w>Dreck-</w><lb/><w>schmidt</w></p></post>'
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    for secret in ("Lüningschrö", "der</p>", "Dreck-", "schmidt"):
        assert secret not in output
    assert output.count("<lb/>") == 2


def test_the_audit_reads_a_divided_word_whole():
    tree = etree.ElementTree(root_of(doc('<post xml:id="c1" who="#A1"><p>von Frau Quernhor-<lb/>st</p></post>')))
    sought = Sought({"quernhorst": "PER reference"}, frozenset())
    assert [leak.text for leak in audit_tree(sought, tree, "x.xml")] == ["Quernhorst"]


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_divided_name_has_the_placeholder_of_the_name_on_one_line(tmp_path, pseudonyms):
    body = (
        '<post xml:id="c1" who="#A1"><p>Ihr Gotthard Lüningschrö-<lb/>der</p></post>'
        '<post xml:id="c2" who="#B1"><p>Gotthard Lüningschröder kam gestern</p></post>'
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    posts = [p for p in etree.fromstring(output.encode()).iter("{http://www.tei-c.org/ns/1.0}post")]
    replaced = ["".join(n.itertext()) for p in posts for n in p.iter("{http://www.tei-c.org/ns/1.0}name")]
    assert len(replaced) == 2 and replaced[0] == replaced[1], replaced


def test_an_equals_sign_divides_a_word_as_fraktur_transcriptions_write_it():
    assert post_text(paragraph("Herrn Notker Wibbel=<lb/>kamp")).text == "Herrn Notker Wibbelkamp"
    assert post_text(paragraph("a=<lb/>B")).text != "a B"  # a capital after it: no divided word


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_surname_divided_after_a_title_in_a_tokenised_post_is_replaced_whole(tmp_path, pseudonyms):
    body = '<post xml:id="c1" who="#A1"><p><w>Grüße</w><w>an</w><w>Herrn</w><w>Quernhor-</w><lb/><w>st</w><w>.</w></p></post>'
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Quernhor" not in output and ">st<" not in output
    assert output.count("<lb/>") == 1
