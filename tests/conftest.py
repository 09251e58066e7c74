"""Shared helpers for the tests: sample files, the shared evaluation data, tree comparisons."""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest
from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS, TEI_NS, element_id
from teianon.read.xmlio import parse_file

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
EXPECTED = SAMPLES / "expected"
SHARED = ROOT.parent / "shared"
SAMPLE_FILES = sorted(SAMPLES.glob("*.xml"))
T = f"{{{TEI_NS}}}"
# The browser tests drive Debian's chromium (.ci/run installs it); the machine's network is
# closed: no background connections, no component updates.
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--no-first-run", "--disable-sync", "--disable-quic"]


def shared_path(*parts: str) -> Path:
    """A file of ../shared, or skip the test where a fresh clone has no ../shared beside it."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"needs {path} (the project's shared evaluation data, not part of a clone)")
    return path


def annotated(path: Path) -> etree._ElementTree:
    tree = parse_file(path)
    annotate_tree(tree, str(path), Settings())
    return tree


def text_of(element: etree._Element) -> str:
    """Whitespace-normalised character data, without comments."""
    return " ".join("".join(element.xpath(".//text()")).split())


def post_text(element: etree._Element) -> str:
    """Text of a post with tokens joined by one space, as the expectation files write it."""
    tokens = element.xpath(".//tei:w[not(ancestor::tei:w)]", namespaces=NS)
    if tokens:
        parts = []
        for node in element.iter():
            if node.tag == f"{T}w" and not any(a.tag == f"{T}w" for a in node.iterancestors()):
                parts.append("".join(node.xpath(".//text()")))
            elif node.tag == f"{T}time":
                parts.append(text_of(node))
        return " ".join(" ".join(parts).split())
    return text_of(element)


def read_tsv(path: Path) -> list[tuple[str, ...]]:
    return [tuple(line.split("\t")) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def canonical(tree: etree._ElementTree | etree._Element) -> bytes:
    return etree.tostring(tree, method="c14n2", with_comments=True)


def unannotate(tree: etree._ElementTree) -> etree._ElementTree:
    """Undo what annotate adds (its name/ref/m elements, its appInfo entry and its prefixDef), by hand.

    Written independently of teianon.annotate so that the comparison proves something.
    """
    tree = copy.deepcopy(tree)
    root = tree.getroot()
    added = [
        el for el in root.iter(f"{T}name", f"{T}ref") if el.get("resp") == "#teianon"
    ] + [m for m in root.iter(f"{T}m") if m.get("function") == "name" and m.getparent().tag == f"{T}w"
         and m.getparent().getparent().get("resp") == "#teianon"]
    for element in reversed(added):
        _unwrap(element)
    for prefix in list(root.iter(f"{T}prefixDef")):
        if prefix.get("ident") == "teianon":
            prefixes = prefix.getparent()
            _remove(prefix)
            if len(prefixes) == 0:
                _remove(prefixes)
    for application in root.iter(f"{T}application"):
        if element_id(application) == "teianon":
            app_info = application.getparent()
            _remove(application)
            if len(app_info) == 0:
                encoding = app_info.getparent()
                _remove(app_info)
                if len(encoding) == 0:
                    _remove(encoding)
    return tree


def _remove(element: etree._Element) -> None:
    # lxml removes an element together with its tail, which is what annotate inserted with it.
    element.getparent().remove(element)


def _unwrap(element: etree._Element) -> None:
    parent = element.getparent()
    index = parent.index(element)
    previous = element.getprevious()
    text = element.text or ""
    if previous is not None:
        previous.tail = (previous.tail or "") + text
    else:
        parent.text = (parent.text or "") + text
    children = list(element)
    for offset, child in enumerate(children):
        parent.insert(index + offset, child)
    last = children[-1] if children else (parent[index - 1] if index > 0 else None)
    tail = element.tail or ""
    if children:
        children[-1].tail = (children[-1].tail or "") + tail
    elif last is not None:
        last.tail = (last.tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail
    parent.remove(element)


# The samples laid out as a corpus repository, for the CI tests (test_check, test_ci_docs).
@pytest.fixture(scope="module")
def layout(tmp_path_factory) -> Path:
    from ci_helpers import make_layout

    return make_layout(tmp_path_factory.mktemp("repo"))


@pytest.fixture()
def repo(layout: Path, tmp_path: Path, monkeypatch) -> Path:
    """A copy of the laid-out corpus repository, as the current folder."""
    from ci_helpers import copy_layout

    copy = copy_layout(layout, tmp_path / "repo")
    monkeypatch.chdir(copy)
    return copy
