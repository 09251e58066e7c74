"""The post-processor's per-value and per-document look-ups: what teianon tells it instead of a
search over all strings or all documents before.

- teianon:hide searches a value listed under "candidates" only for the strings listed there
  (and those under "always"): the list decides, so a string left out of it stays;
- :func:`hidden_candidates` lists every string whose part (the stylesheet's teianon:hidden-runs)
  stands in the value, checked here against that definition written out again;
- a teiCorpus of several documents is numbered, seeded and recorded per document as
  ``count(preceding::tei:TEI) + 1`` numbers it (checked on the inventory and the change ids).
"""

from __future__ import annotations

import json
import re

from lxml import etree

from teianon.replace.hidden import hidden_candidates
from teianon.replace.xslt import run_stylesheet, transform

NS = "http://www.tei-c.org/ns/1.0"
INV = "urn:x-teianon:xslt"


def _document(comment: str) -> etree._ElementTree:
    return etree.ElementTree(etree.fromstring(
        f'<TEI xmlns="{NS}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>"
        f"<text><body><!--{comment}--><p>ja</p></body></text></TEI>"))


def _comment(tree: etree._ElementTree) -> str:
    return tree.getroot().xpath("string(//comment()[1])")


STRINGS = [{"text": "lela2", "category": "NICK"}, {"text": "www.lela.de", "category": "URL"}]


def test_a_listed_value_is_searched_for_its_candidates_only() -> None:
    comment = " Export lela2 von www.lela.de "
    listed = {"strings": STRINGS, "always": [], "candidates": {comment: [1]}}
    out = _comment(transform(_document(comment), "t.xml", hidden_json=json.dumps(listed)))
    assert out == " Export lela2 von [_WWWURL_] "  # lela2 was not listed: the list decides
    everything = {"strings": STRINGS, "always": [0], "candidates": {comment: [1]}}
    assert _comment(transform(_document(comment), "t.xml", hidden_json=json.dumps(everything))) == \
        " Export [_NICKNAME_] von [_WWWURL_] "


def test_a_value_not_listed_is_searched_for_every_string() -> None:
    comment = " Export lela2 von www.lela.de "
    other = {"strings": STRINGS, "always": [], "candidates": {"something else": []}}
    assert _comment(transform(_document(comment), "t.xml", hidden_json=json.dumps(other))) == \
        " Export [_NICKNAME_] von [_WWWURL_] "


def _part(text: str) -> str:
    """teianon:hidden-runs for one string, as hidden.xsl defines it."""
    folded = " ".join(text.split()).lower()
    runs = re.split(r"[^!-~]+", folded)
    return sorted(runs, key=lambda run: -len(run))[0] if runs else ""


def test_candidates_are_the_strings_whose_part_stands_in_the_value() -> None:
    strings = [{"text": t, "category": "OTH"} for t in
               ["lela2", "Anna Koch", "KOCH", "a.b@c.de", "Müller", "Straße 5", "\u212aarl", "x", "Ab  Cd"]]
    values = ["hallo LELA2 und anna koch", "mÜller", "KARL und \u212aarl", "nichts", "ab cd", "A.B@C.DE x",
              "str\u0130sse 5", ""]
    always, candidates = hidden_candidates(strings, values)
    assert [strings[i]["text"] for i in always] == ["Müller", "Straße 5", "\u212aarl"]  # not ASCII
    fold = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u0131\u017f\u212a", "abcdefghijklmnopqrstuvwxyziisk")
    for value in values:
        folded = value.translate(fold)
        expected = sorted(i for i, s in enumerate(strings) if i not in always and _part(s["text"]) in folded)
        assert candidates[value] == expected, value
    assert candidates["hallo LELA2 und anna koch"] == [0, 1, 2]
    assert candidates["nichts"] == []


def _corpus(documents: int) -> etree._ElementTree:
    teis = "".join(
        f'<TEI><teiHeader><fileDesc><titleStmt><title>d{i}</title></titleStmt><publicationStmt><p/></publicationStmt>'
        f'<sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc><listPerson><person xml:id="d{i}.A1">'
        f'<persName type="nickname">nick{i}</persName></person></listPerson></particDesc></profileDesc></teiHeader>'
        f'<text><body><post xml:id="d{i}.p1" who="#d{i}.A1">hallo <name type="GPE" resp="#teianon" cert="high">'
        f"Ort{i}</name></post></body></text></TEI>" for i in range(1, documents + 1))
    return etree.ElementTree(etree.fromstring(
        f'<teiCorpus xmlns="{NS}"><teiHeader><fileDesc><titleStmt><title>c</title></titleStmt><publicationStmt><p/>'
        f"</publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>{teis}</teiCorpus>"))


def test_documents_of_a_corpus_are_numbered_in_order() -> None:
    inventory = etree.fromstring(run_stylesheet(_corpus(5), "c.xml", {"task": "inventory"}).encode())
    posts = inventory.findall(f"{{{INV}}}post")
    assert [(p.get("id"), p.get("document")) for p in posts] == [(f"d{i}.p1", str(i)) for i in range(1, 6)]
    references = inventory.findall(f"{{{INV}}}reference")
    assert [(r.text, r.get("document")) for r in references] == [(f"Ort{i}", str(i)) for i in range(1, 6)]


def test_change_records_of_a_corpus_are_numbered_per_document() -> None:
    out = transform(_corpus(3), "c.xml", run_date="2026-01-01",
                    surrogates_json=json.dumps({"references": {"GPE": {f"Ort{i}": f"Stadt{i}" for i in range(1, 4)}}}))
    ids = out.getroot().xpath("//tei:change/@xml:id", namespaces={"tei": NS})
    assert ids == ["teianon-pseudonyms-1", "teianon-pseudonyms-2", "teianon-pseudonyms-3"]
    changes = out.getroot().xpath("//tei:name/@change", namespaces={"tei": NS})
    assert changes == ["#teianon-pseudonyms-1", "#teianon-pseudonyms-2", "#teianon-pseudonyms-3"]


def test_a_reference_of_many_tokens_collapses_into_its_first() -> None:
    words = " ".join(f'<w xml:id="w{i}">Anna</w>' for i in range(1, 301))
    tree = etree.ElementTree(etree.fromstring(
        f'<TEI xmlns="{NS}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p/>'
        "</publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader><text><body>"
        f'<post xml:id="p1"><name type="OTH" resp="#teianon" cert="high">{words}</name> <w xml:id="x">ja</w>'
        '<anchor xml:id="a1" corresp="#w150 #x"/><anchor xml:id="a2" corresp="#w1"/></post></body></text></TEI>'))
    post = transform(tree, "t.xml", run_date="2026-01-01").getroot().find(f".//{{{NS}}}post")
    assert etree.tostring(post, encoding="unicode").replace(f' xmlns="{NS}"', "") == (
        '<post xml:id="p1"><name type="OTH" resp="#teianon" cert="high"><w xml:id="w1">[_OTHERNAME-1_]</w></name> '
        '<w xml:id="x">ja</w>'
        '<anchor xml:id="a1" corresp="#w1 #x"/><anchor xml:id="a2" corresp="#w1"/></post>')
