"""TEI conformance of teianon's own markup (issue 30): the ``teianon:`` pointers of ``@ana``
resolve through the ``<prefixDef ident="teianon">`` that annotate declares.

An annotated sample is validated against the shipped tei_all; every pointer in it, and in the
four real files where ../shared is there, is resolved as TEI resolves it (the prefixDef's
patterns applied by Saxon's XPath ``replace``, anchored at both ends as XML Schema patterns
are) and must lead to an anchor of the rule list in ``docs/reference/markup.md``. The
declaration is added once, kept by the placeholder output and removed by ``strip
--only-teianon``.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLES, annotated, shared_path
from lxml import etree

from teianon.annotate.declaration import declare_tool
from teianon.annotate.strip import strip_annotations
from teianon.detect import REGISTRY, _load_bundled
from teianon.read.xmlio import parse_file, serialize
from teianon.replace.xslt import _processor

NS = {"t": "http://www.tei-c.org/ns/1.0"}
DOCS = ROOT / "docs" / "reference" / "markup.md"
DOCS_URL = "https://teianon.readthedocs.io/en/latest/reference/markup.html"


def _anchors() -> set[str]:
    return set(re.findall(r'id="(rule-[^"]+)"', DOCS.read_text(encoding="utf-8")))


def _xpath_replace(value: str, pattern: str, replacement: str) -> str:
    """What a TEI processor makes of ``teianon:VALUE``: XPath's replace with the pattern anchored."""
    xpath = _processor().new_xpath_processor()
    for name, text in (("v", value), ("p", f"^(?:{pattern})$"), ("r", replacement)):
        xpath.set_parameter(name, _processor().make_string_value(text))
    result = xpath.evaluate_single("if (matches($v, $p)) then replace($v, $p, $r) else ''")
    return result.get_string_value() if result is not None else ""


def _pointers(tree: etree._ElementTree) -> set[str]:
    return {token for value in tree.xpath("//@ana") for token in str(value).split() if token.startswith("teianon:")}


def _resolved(tree: etree._ElementTree) -> dict[str, str]:
    prefixes = tree.xpath("/*/t:teiHeader//t:listPrefixDef/t:prefixDef[@ident='teianon']", namespaces=NS)
    assert len(prefixes) == 1, "one prefixDef for teianon in the outermost header"
    pattern, replacement = prefixes[0].get("matchPattern"), prefixes[0].get("replacementPattern")
    return {p: _xpath_replace(p.removeprefix("teianon:"), pattern, replacement) for p in _pointers(tree)}


def _assert_all_resolve(tree: etree._ElementTree) -> None:
    anchors = _anchors()
    resolved = _resolved(tree)
    assert resolved, "the file holds teianon: pointers"
    for pointer, target in resolved.items():
        assert target.startswith(DOCS_URL + "#"), f"{pointer} does not resolve: {target!r}"
        assert target.removeprefix(DOCS_URL + "#") in anchors, f"{pointer} leads to {target}, no rule there"


@pytest.fixture(scope="module")
def tokenised() -> etree._ElementTree:
    return annotated(SAMPLES / "chat-de-tokenised.xml")


def test_annotated_sample_is_valid_tei_all_and_its_pointers_resolve(tokenised: etree._ElementTree) -> None:
    tei_all = etree.RelaxNG(etree.parse(str(ROOT / "schemas" / "tei_all.rng")))
    assert tei_all.validate(tokenised), tei_all.error_log.last_error
    _assert_all_resolve(tokenised)


@pytest.mark.parametrize("name", ["chat-en-untokenised.xml", "forum-de.xml", "corpus-docc21.xml"])
def test_every_sample_pointer_resolves(name: str) -> None:
    _assert_all_resolve(annotated(SAMPLES / name))


@pytest.mark.parametrize("name", ["docc_irc_2213001.xml", "twitter_tweets.xml", "whatsapp_mocoda1.xml",
                                  "wikitalk_astronomical_object.xml"])
def test_every_real_file_pointer_resolves(name: str) -> None:
    _assert_all_resolve(annotated(shared_path("data", "tei-cmc", name)))


def test_every_detector_has_its_rule_family_documented() -> None:
    _load_bundled()
    missing = {f"rule-{name}" for name in REGISTRY} - _anchors()
    assert not missing, f"docs/reference/markup.md lists no rule family {sorted(missing)}"


def test_the_pattern_resolves_what_teianon_writes() -> None:
    # Families with "_" and "-", rules with "+" and upper case, and one without a dot.
    tree = etree.ElementTree(etree.fromstring(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc/></teiHeader><text><body><p>'
        '<name ana="teianon:number_words.phone">x</name><name ana="teianon:nickname.part-clipped+document">y</name>'
        '<name ana="teianon:tagger.GEO_DE">z</name><name ana="teianon:user-list">w</name>'
        '<name ana="teianon:self-description.implicit other:thing">v</name></p></body></text></TEI>'))
    declare_tool(tree.getroot())
    assert _resolved(tree) == {
        "teianon:number_words.phone": DOCS_URL + "#rule-number_words",
        "teianon:nickname.part-clipped+document": DOCS_URL + "#rule-nickname",
        "teianon:tagger.GEO_DE": DOCS_URL + "#rule-tagger",
        "teianon:user-list": DOCS_URL + "#rule-user-list",
        "teianon:self-description.implicit": DOCS_URL + "#rule-self-description",
    }


def test_declared_once_and_stripped_back_to_the_original(tmp_path: Path) -> None:
    source = SAMPLES / "chat-en-untokenised.xml"
    original = serialize(parse_file(source))
    tree = annotated(source)
    again = copy.deepcopy(tree)
    declare_tool(again.getroot())
    assert serialize(again) == serialize(tree), "a second declaration adds nothing"
    assert len(tree.xpath("//t:prefixDef[@ident='teianon']", namespaces=NS)) == 1
    strip_annotations(tree.getroot(), only_teianon=True)
    assert not tree.xpath("//t:prefixDef | //t:listPrefixDef", namespaces=NS)
    assert serialize(tree) == original


def test_an_existing_list_of_prefixes_keeps_its_own(tmp_path: Path) -> None:
    xml = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc/><encodingDesc>\n  <listPrefixDef>\n'
           '    <prefixDef ident="psn" matchPattern="(.+)" replacementPattern="persons.xml#$1"/>\n  </listPrefixDef>\n'
           '</encodingDesc></teiHeader><text><body><p>x</p></body></text></TEI>')
    root = etree.fromstring(xml)
    declare_tool(root)
    assert [p.get("ident") for p in root.iter("{*}prefixDef")] == ["psn", "teianon"]
    assert len(list(root.iter("{*}listPrefixDef"))) == 1
    strip_annotations(root, only_teianon=True)
    assert etree.tostring(root, encoding="unicode") == xml


def test_placeholder_output_keeps_the_declaration(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from teianon.cli import main

    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(SAMPLES / "chat-de-tokenised.xml"), "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(out / "chat-de-tokenised.xml"))
    prefixes = tree.xpath("//t:prefixDef[@ident='teianon']", namespaces=NS)
    assert len(prefixes) == 1
    assert prefixes[0].get("replacementPattern") == DOCS_URL + "#rule-$1"
