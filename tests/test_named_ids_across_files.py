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
    named = doc(
        f'<post xml:id="{ids[0]}" who="#A1"><p>{text}</p></post><post xml:id="{ids[1]}" who="#B1"><p>ok</p></post>'
    )
    # Every kind of pointer attribute the run follows, into the other file.
    other = doc(
        f'<post xml:id="x1" who="#A1" corresp="{pointer_file}#{ids[0]}">'
        f'<p>siehe <ptr target="{pointer_file}#{ids[0]}"/>'
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


def _corpus(*documents: str) -> str:
    """A teiCorpus of documents of :func:`doc` (their ids prefixed by their number)."""
    inner = "".join(
        d.split("\n", 1)[1]
        .replace(f' xmlns="{TEI_NS}"', "", 1)
        .replace('xml:id="A1"', f'xml:id="d{n}A1"')
        .replace('xml:id="B1"', f'xml:id="d{n}B1"')
        .replace('who="#', f'who="#d{n}')
        for n, d in enumerate(documents)
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="{TEI_NS}"><teiHeader><fileDesc><titleStmt>'
        "<title>Korpus</title></titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p>"
        f"</sourceDesc></fileDesc></teiHeader>{inner}</teiCorpus>\n"
    )


@pytest.mark.parametrize("extra", [[], ["--mode", "pseudonym", "-j", "2"]])
def test_a_pointer_follows_into_a_corpus_taken_apart_by_document(tmp_path, extra):
    # The second document's ids hold a town it replaces; the first's hold nothing.
    first = doc('<post xml:id="k1" who="#A1"><p>hallo</p></post><post xml:id="k2" who="#B1"><p>ja</p></post>')
    second = doc(
        '<post xml:id="sudbrack_fahrt_1" who="#A1"><p>wir fahren nach Horn-Bad Meinberg zu Elke Sudbrack</p></post>'
        '<post xml:id="sudbrack_fahrt_2" who="#B1"><p>gut</p></post>'
    )
    pointing = doc(
        '<post xml:id="x1" who="#A1"><p>siehe <ptr target="korpus.xml#sudbrack_fahrt_2"/>'
        ' und <ptr target="korpus.xml#k2"/></p></post>'
    )
    result = _run(tmp_path, {"korpus.xml": _corpus(first, second), "other.xml": pointing}, extra)
    out = tmp_path / "out"
    text = (out / "other.xml").read_text(encoding="utf-8")
    assert "sudbrack" not in text.casefold() and "sudbrack" not in (out / "korpus.xml").read_text().casefold()
    corpus = parse_file(out / "korpus.xml").getroot()
    posts = {e.get(XML_ID): "".join(e.itertext()) for e in corpus.iter(f"{TEI}post")}
    assert not any("sudbrack" in i.casefold() for i in posts), posts
    targets = [e.get("target") for e in parse_file(out / "other.xml").getroot().iter(f"{TEI}ptr")]
    assert [posts.get(t.split("#")[1]) for t in targets] == ["gut", "ja"], (targets, posts, result.output)


def test_anonymise_follows_ids_renamed_for_a_name_across_files(tmp_path):
    """Annotated files replaced on their own (``teianon anonymise``): the pointers follow too."""
    ids, text, gone = KINDS[0]
    (tmp_path / "in").mkdir()
    for name, content in _files(ids, text).items():
        (tmp_path / "in" / name).write_text(content, encoding="utf-8")
    runner = CliRunner()
    annotated = runner.invoke(main, ["annotate", str(tmp_path / "in"), "-o", str(tmp_path / "ann")])
    assert annotated.exit_code == 0, annotated.output
    result = runner.invoke(
        main, ["anonymise", str(tmp_path / "ann"), "-o", str(tmp_path / "out"), "--date", "2026-12-02"]
    )
    assert result.exit_code == 0, result.output
    other = (tmp_path / "out" / "other.xml").read_text(encoding="utf-8")
    assert gone not in other.casefold()
    for value in _targets(tmp_path / "out" / "other.xml").values():
        assert _resolves(tmp_path / "out", value) == []


@pytest.mark.parametrize("extra", [[], ["--mode", "pseudonym"]])
def test_a_name_in_a_pointer_into_a_file_outside_the_run_is_replaced_or_refused(tmp_path, extra):
    """The file pointed into is not in the run: where its ids go is unknown. A name the pointing
    file replaces does not stay in the pointer's fragment of a written file."""
    (tmp_path / "in").mkdir()
    pointing = doc(
        '<post xml:id="x1" who="#A1"><p>Gestern war Wiebke Strothmann da, '
        '<ptr target="../archiv/alt.xml#strothmann_2"/>'
        ' und <ref target="../archiv/alt.xml#brief_wiebke_4">ihr Brief</ref></p></post>'
    )
    (tmp_path / "in" / "one.xml").write_text(pointing, encoding="utf-8")
    (tmp_path / "in" / "two.xml").write_text(doc('<post xml:id="y1" who="#A1"><p>hallo</p></post>'), encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json"), "--salt", "s"] if extra else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra, *key]
    )
    written = tmp_path / "out" / "one.xml"
    if written.exists():
        text = written.read_text(encoding="utf-8").casefold()
        assert "strothmann" not in text and "wiebke" not in text, result.output
        # The pointers keep their file.
        assert text.count("../archiv/alt.xml") == 2
    else:
        assert result.exit_code != 0 and "one.xml" in result.output
