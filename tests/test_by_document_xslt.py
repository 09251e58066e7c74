"""The stylesheet on a tree that holds one document of a teiCorpus (with the corpus element and
its header), given how many documents come before it and how many the file holds, writes that
document as the whole file's run does: renamed ids ``dN.…``, placeholder numbers, shifted time
stamps, the change record (issue 29; the groundwork of run and anonymise one document at a time)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT
from lxml import etree

from teianon.cli import main
from teianon.policy import load_policy
from teianon.read.tei import tei
from teianon.read.xmlio import parse_file
from teianon.replace.inventory import Inventory, Reference, read_inventory
from teianon.replace.xslt import transform

CORPUS = ROOT / "samples" / "corpus-docc21.xml"
SHIFT_AND_RENAME = """[timestamps]
action = "shift"
scope = ["timeline", "posts", "header"]

[ids]
rename = true
"""


@pytest.fixture(scope="module")
def annotated(tmp_path_factory: pytest.TempPathFactory) -> etree._ElementTree:
    folder = tmp_path_factory.mktemp("by-document-xslt")
    (folder / "in").mkdir()
    (folder / "in" / "corpus.xml").write_bytes(CORPUS.read_bytes())
    result = CliRunner().invoke(main, ["annotate", str(folder / "in"), "-o", str(folder / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    return parse_file(folder / "ann" / "corpus.xml")


def _holders(tree: etree._ElementTree) -> list[etree._ElementTree]:
    """One tree per document: the corpus element, its header and that document."""
    root = tree.getroot()
    documents = root.findall(tei("TEI"))
    holders = []
    for document in documents:
        holder = copy.deepcopy(root)
        for other in holder.findall(tei("TEI")):
            if other.get("id") != document.get("id"):
                holder.remove(other)
        holders.append(holder.getroottree())
    return holders


def _documents(tree: etree._ElementTree) -> list[bytes]:
    return [etree.tostring(d, encoding="UTF-8", with_tail=False) for d in tree.getroot().iter(tei("TEI"))]


def _policy(tmp_path: Path, text: str) -> str:
    path = tmp_path / "p.toml"
    path.write_text(text, encoding="utf-8")
    return load_policy(path)[0].as_json()


@pytest.mark.parametrize("markup", ["docc", "guidelines"])
def test_each_document_alone_is_written_as_in_the_whole_file(annotated: etree._ElementTree, markup: str) -> None:
    whole = _documents(transform(annotated, "corpus.xml", "2026-01-01", markup=markup))
    holders = _holders(annotated)
    assert len(holders) == len(whole) == 3
    alone = [_documents(transform(h, "corpus.xml", "2026-01-01", markup=markup, documents=(n, 3)))[0]
             for n, h in enumerate(holders)]
    assert alone == whole


def test_renamed_ids_and_shifted_times_are_numbered_as_in_the_whole_file(annotated: etree._ElementTree,
                                                                           tmp_path: Path) -> None:
    policy = _policy(tmp_path, SHIFT_AND_RENAME)
    whole = _documents(transform(annotated, "corpus.xml", "2026-01-01", policy, "secret"))
    # The file's documents get ids d1.…, d2.…, d3.… (there are several), and each its own shift.
    assert [b'id="d%d"' % n in w or b'xml:id="d%d"' % n in w for n, w in enumerate(whole, 1)] == [True] * 3
    holders = _holders(annotated)
    alone = [_documents(transform(h, "corpus.xml", "2026-01-01", policy, "secret", documents=(n, 3)))[0]
             for n, h in enumerate(holders)]
    assert alone == whole
    # Without the parameters, a tree of one document numbers it as the only one: not the same.
    assert _documents(transform(holders[1], "corpus.xml", "2026-01-01", policy, "secret"))[0] != whole[1]


def test_the_inventory_numbers_documents_as_in_the_whole_file(annotated: etree._ElementTree) -> None:
    whole = read_inventory(annotated, "corpus.xml")
    holders = _holders(annotated)
    parts = [read_inventory(h, "corpus.xml", documents=(n, 3)) for n, h in enumerate(holders)]
    in_documents = [r for r in whole.references if r.document > 0]
    assert {r.document for r in in_documents} >= {1, 2}

    def of(inventory: Inventory, number: int) -> list[Reference]:
        return [r for r in inventory.references if r.document == number]

    # The corpus header's references count as the first document's, in each tree that holds it.
    for n, part in enumerate(parts, 1):
        assert of(part, n) == of(whole, n)
        assert [p for p in part.posts if p.document == n] == [p for p in whole.posts if p.document == n]
