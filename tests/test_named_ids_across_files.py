"""Pointers from another file of the run into ids renamed for a name (issue 39): the file whose
ids hold a name it replaces renames them (``test_named_ids.py``); a pointer from another file of
the same run follows, in both modes, with one worker or two, and into a ``teiCorpus`` taken apart
by document. Made-up people and places."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from tei_places_helpers import TEI, TEI_NS, XML_ID, doc

from teianon.cli import main
from teianon.read.xmlio import parse_file

# (ids of the file that names the thing, its text, the word that must go)
KINDS = [
    (["brakel_trip_1", "brakel_trip_2"], "Wir fahren nach Brakel zu Udo Pelkmann.", "brakel"),
    (["post_jorinde_3", "post_jorinde_4"], "Jorinde Osterkamp hat heute Geburtstag.", "jorinde"),
    (["ewaldsen-notes-1", "ewaldsen-notes-2"], "Herr Ewaldsen rief gestern an, sagt Frau Malte Ewaldsen.", "ewaldsen"),
]


def _files(ids: list[str], text: str, pointer_file: str = "named.xml") -> dict[str, str]:
    named = doc(f'<post xml:id="{ids[0]}" who="#A1"><p>{text}</p></post><post xml:id="{ids[1]}" who="#B1"><p>ok</p></post>')
    # Every kind of pointer attribute the run follows, into the other file.
    other = doc(
        f'<post xml:id="x1" who="#A1" corresp="{pointer_file}#{ids[0]}"><p>siehe <ptr target="{pointer_file}#{ids[0]}"/>'
        f' und <ref target="{pointer_file}#{ids[1]}">dort</ref></p></post>'
        f'<post xml:id="x2" who="#B1" sameAs="{pointer_file}#{ids[1]}"><p>gut</p></post>'
        f'<linkGrp><link target="#x1 {pointer_file}#{ids[0]}"/></linkGrp>'
    )
    return {"named.xml": named, "other.xml": other}


def _run(tmp_path: Path, files: dict[str, str], extra: list[str]) -> CliRunner:
    (tmp_path / "in").mkdir()
    for name, text in files.items():
        (tmp_path / "in" / name).write_text(text, encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json"), "--salt", "s"] if "pseudonym" in extra else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra, *key]
    )
    assert result.exit_code == 0, result.output
    return result


def _targets(path: Path) -> dict[str, str]:
    """The pointer values into another file of ``path``, by attribute name."""
    root = parse_file(path).getroot()
    found: dict[str, str] = {}
    for element in root.iter():
        for name, value in element.attrib.items():
            if ".xml#" in value:
                found[f"{etree_local(element)}@{name}"] = value
    return found


def etree_local(element: object) -> str:
    tag = getattr(element, "tag", "")
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _resolves(base: Path, value: str) -> list[str]:
    """The fragments of ``value``'s pointers into other files that name no id of their file."""
    lost = []
    for token in value.split():
        if ".xml#" not in token:
            continue
        path, fragment = token.split("#")
        ids = {e.get(XML_ID) for e in parse_file(base / path).getroot().iter() if isinstance(e.tag, str)}
        if fragment not in ids:
            lost.append(token)
    return lost


MODES = [[], ["-j", "2"], ["--mode", "pseudonym"], ["--mode", "pseudonym", "-j", "2"], ["--rename"]]


@pytest.mark.parametrize("extra", MODES)
@pytest.mark.parametrize("ids, text, gone", KINDS)
def test_a_pointer_from_another_file_follows_ids_renamed_for_a_name(tmp_path, extra, ids, text, gone):
    result = _run(tmp_path, _files(ids, text), extra)
    out = tmp_path / "out"
    written = {p: p.read_text(encoding="utf-8") for p in out.glob("*.xml")}
    assert len(written) == 2, result.output
    # No file holds the name any more, neither the one that names it nor the one pointing into it.
    assert [p.name for p, t in written.items() if gone in t.casefold()] == [], result.output
    other = next(p for p, t in written.items() if 'xml:id="x1"' in t)
    pointers = _targets(other)
    assert len(pointers) == 5, pointers
    for value in pointers.values():
        assert _resolves(other.parent, value) == [], (value, result.output)
    # Each pointer names the post it named before: the first or the second of the other file.
    named = next(p for p in written if p != other)
    posts = [e.get(XML_ID) for e in parse_file(named).getroot().iter(f"{TEI}post")]
    assert pointers["ptr@target"].split("#")[1] == posts[0]
    assert pointers["ref@target"].split("#")[1] == posts[1]
    assert pointers["post@sameAs"].split("#")[1] == posts[1]
