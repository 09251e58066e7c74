"""A teiCorpus annotated one document at a time (issue 29): the same bytes and the same messages
as the whole tree gives (the file as one piece, ``BY_DOCUMENT`` off, whose passes work on the
whole tree at once), for the samples, the real files (when ../shared is there) and generated
chats whose documents name each other's participants; the document limit applies per document."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT

import teianon.pipeline.by_document as by_document
from teianon.cli import main
from teianon.pipeline.settings import Job, Settings
from teianon.read.xmlio import read_file

sys.path.insert(0, str(ROOT / "benchmarks"))
import large_file  # noqa: E402

REAL = ROOT.parent / "shared" / "data" / "tei-cmc"

HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-model href="x.rng"?>\n<teiCorpus xmlns="http://www.tei-c.org/ns/1.0">'
          "<teiHeader><fileDesc><titleStmt><title>c</title></titleStmt><publicationStmt><p/></publicationStmt>"
          "<sourceDesc><p>Gesammelt von Anna Koch in Mannheim</p></sourceDesc></fileDesc></teiHeader>\n")
CHAT = """<TEI xml:id="{d}"><teiHeader><fileDesc><titleStmt><title>{d}</title></titleStmt><publicationStmt><p/>
</publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person xml:id="{d}.A01" role="participant"><persName type="nickname">{nick}</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="{d}.m1" who="#{d}.A01">{text}</post></div></body></text></TEI>"""


def _wrapped(files: list[Path], declared: bool = False) -> str:
    # Whole TEI files as the documents of one teiCorpus (``declared``: each keeps its own
    # namespace declaration).
    parts = []
    for path in files:
        text = re.sub(r"^\s*<\?xml[^>]*\?>", "", path.read_text(encoding="utf-8"))
        if not declared:
            text = text.replace(' xmlns="http://www.tei-c.org/ns/1.0"', "", 1)
        parts.append(f"<!-- {path.name} -->\n" + re.sub(r"<\?xml-model[^>]*\?>", "", text).strip())
    return HEADER + "\n".join(parts) + "\n</teiCorpus>\n"


def _corpora(folder: Path) -> list[Path]:
    made = {
        "mentions.xml": HEADER + "\n".join((
            CHAT.format(d="d1", nick="zorrokater", text="hallo alle, ich bin aus Dortmund"),
            "<!-- between -->",
            CHAT.format(d="d2", nick="blaumeise", text="gestern war zorrokater auch da, sagt Anna"),
            CHAT.format(d="d3", nick="waldfee", text="blaumeise und zorrokater waren da, www.example.org"),
        )) + "\n</teiCorpus>\n",
        "samples.xml": _wrapped(sorted(p for p in (ROOT / "samples").glob("*.xml") if "corpus" not in p.name)),
    }
    for name, text in made.items():
        (folder / name).write_text(text, encoding="utf-8")
    large_file.write_corpus(folder / "generated.xml", 4, 150, False)
    large_file.write_corpus(folder / "tokenised.xml", 3, 100, True)
    paths = [folder / name for name in (*made, "generated.xml", "tokenised.xml")]
    paths.append(ROOT / "samples" / "corpus-docc21.xml")
    return paths


def _annotate(source: Path, out: Path, whole: bool, monkeypatch, *options: str) -> tuple[bytes, str]:
    monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(out), *options])
    assert result.exit_code == 0, result.stderr
    return (out / source.name).read_bytes(), result.stderr.replace(str(out), "OUT")


def _compare(source: Path, tmp_path: Path, monkeypatch) -> None:
    assert by_document.outline(read_file(source), str(source)) is not None, "not read document by document"
    whole = _annotate(source, tmp_path / "whole", True, monkeypatch)
    by_doc = _annotate(source, tmp_path / "by-document", False, monkeypatch)
    assert by_doc == whole


def test_annotated_one_document_at_a_time_as_the_whole_tree(tmp_path, monkeypatch):
    for source in _corpora(tmp_path):
        _compare(source, tmp_path / source.stem, monkeypatch)


def test_documents_that_declare_namespaces_are_read_whole(tmp_path, monkeypatch):
    source = tmp_path / "declared.xml"
    source.write_text(_wrapped(sorted((ROOT / "samples").glob("chat-*.xml")), declared=True), encoding="utf-8")
    with pytest.raises(by_document.NotStreamed):
        by_document.outline(read_file(source), str(source))
    whole = _annotate(source, tmp_path / "whole", True, monkeypatch)
    assert _annotate(source, tmp_path / "other", False, monkeypatch) == whole
    assert b' xmlns="http://www.tei-c.org/ns/1.0"' in whole[0].split(b"<TEI", 1)[1][:60]


@pytest.mark.skipif(not REAL.is_dir(), reason="the real TEI-CMC files are in ../shared/data/tei-cmc (absent here)")
def test_the_real_files_in_one_corpus_as_the_whole_tree(tmp_path, monkeypatch):
    source = tmp_path / "real.xml"
    source.write_text(_wrapped(sorted(REAL.glob("*.xml"))), encoding="utf-8")
    _compare(source, tmp_path, monkeypatch)


def test_a_document_names_the_participants_of_the_others(tmp_path, monkeypatch):
    source = _corpora(tmp_path)[0]
    written, _ = _annotate(source, tmp_path / "out", False, monkeypatch)
    d2 = written.decode().split('xml:id="d2.m1"')[1].split("</post>")[0]
    assert '<name type="nickname" corresp="#d1.A01"' in d2
    d3 = written.decode().split('xml:id="d3.m1"')[1].split("</post>")[0]
    assert 'corresp="#d2.A01"' in d3 and 'corresp="#d1.A01"' in d3


def test_workers_give_the_same_bytes(tmp_path, monkeypatch):
    # Two files: each also sees the other's participants (the run's table), in workers too.
    folder = tmp_path / "in"
    folder.mkdir()
    names = [s.name for s in _corpora(folder)[:2]]
    for path in folder.iterdir():
        if path.name not in names:
            path.unlink()
    written = {}
    for whole, jobs in ((True, "1"), (False, "2")):
        monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
        out = tmp_path / jobs
        result = CliRunner().invoke(main, ["annotate", str(folder), "-o", str(out), "-j", jobs, "-q"])
        assert result.exit_code == 0, result.stderr
        written[jobs] = {name: (out / name).read_bytes() for name in names}
    assert written["2"] == written["1"]


def _padded(documents: int, mb: float) -> str:
    # Each document padded with a comment to about ``mb`` MB.
    pad = "<!--" + " " * int(mb * 1024 * 1024) + "-->"
    return HEADER + "\n".join(CHAT.format(d=f"d{n}", nick=f"kater{n}", text="hallo").replace("<text>", pad + "<text>")
                              for n in range(1, documents + 1)) + "\n</teiCorpus>\n"


def test_the_document_limit_applies_to_each_document(tmp_path, monkeypatch):
    monkeypatch.setenv("TEIANON_MAX_DOCUMENT_MB", "1")
    many = tmp_path / "many.xml"
    many.write_text(_padded(3, 0.6), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(many), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.stderr
    one = tmp_path / "one.xml"
    one.write_text(_padded(1, 1.5), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(one), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[0] == (
        f"{one}:4: document d1 too large to process in memory (2 MB, limit 1 MB; it would need about 0.2 GB): "
        "split it into files of fewer documents or posts, or raise TEIANON_MAX_DOCUMENT_MB")
    assert not (tmp_path / "out" / "one.xml").exists()


def _strip(source: Path, out: Path, whole: bool, monkeypatch, *options: str) -> bytes:
    monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
    # Taken apart whatever its size (a small file is stripped whole, which is faster).
    monkeypatch.setattr(by_document, "STRIP_APART_FROM", 0)
    result = CliRunner().invoke(main, ["strip", str(source), "-o", str(out), "-q", *options])
    assert result.exit_code == 0, result.stderr
    return (out / source.name).read_bytes()


@pytest.mark.parametrize("only", [False, True], ids=["all", "only-teianon"])
def test_stripped_one_document_at_a_time(tmp_path, monkeypatch, only):
    # Annotated, then stripped of what annotate added: the corpus as teianon writes what it read,
    # byte for byte (and everything annotated removed where all annotations go).
    options = ("--only-teianon",) if only else ()
    for source in _corpora(tmp_path)[:2]:
        annotated, _ = _annotate(source, tmp_path / "annotated" / source.stem, False, monkeypatch)
        assert b'resp="#teianon"' in annotated
        path = tmp_path / "annotated" / source.stem / source.name
        job = Job("strip", path, tmp_path / "unused.xml", Settings(strip_only_teianon=only))
        monkeypatch.setattr(by_document, "STRIP_APART_FROM", len(annotated) + 1)
        assert by_document.streamable(job, annotated) is None, "a small file is stripped whole"
        monkeypatch.setattr(by_document, "STRIP_APART_FROM", 0)
        assert by_document.streamable(job, annotated) is not None, "not stripped document by document"
        stripped = _strip(path, tmp_path / "stripped" / source.stem, False, monkeypatch, *options)
        assert b'resp="#teianon"' not in stripped and b'xml:id="teianon"' not in stripped
        if only:
            as_read = _strip(source, tmp_path / "as-read" / source.stem, True, monkeypatch, "--only-teianon")
            assert stripped == as_read
        assert stripped == _strip(path, tmp_path / "whole" / source.stem, True, monkeypatch, *options)


def test_a_proposal_left_in_the_last_document_keeps_the_declarations(tmp_path, monkeypatch):
    source = _corpora(tmp_path)[0]
    annotated, _ = _annotate(source, tmp_path / "annotated", False, monkeypatch)
    # Something of teianon's that is no annotation, in the last document only: teianon stays
    # declared in every header, as in the whole tree, though the documents before it were
    # stripped before it was read.
    last = annotated.rindex(b"</post>")
    path = tmp_path / "edited.xml"
    path.write_bytes(annotated[:last] + b'<seg resp="#teianon">kept</seg>' + annotated[last:])
    declared = annotated.count(b'xml:id="teianon"')
    assert declared >= 1
    stripped = _strip(path, tmp_path / "by-document", False, monkeypatch)
    assert stripped.count(b'xml:id="teianon"') == declared and b'<seg resp="#teianon">kept</seg>' in stripped
    assert b'type="nickname" corresp' not in stripped
    assert stripped == _strip(path, tmp_path / "whole", True, monkeypatch)
