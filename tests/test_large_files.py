"""Large files (issue 29): a document too large to process in memory is refused before it is read,
with one line that says what to do, and a run goes on with the next file."""

from __future__ import annotations

from click.testing import CliRunner
from conftest import ROOT

from teianon.cli import main

SMALL = (b'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
         b"<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
         b"<text><body><p>hallo</p></body></text></TEI>")


def _big(size: int) -> bytes:
    # Well-formed TEI padded with a comment: the limit is on the size, before anything is parsed.
    return SMALL.replace(b"<text>", b"<!--" + b" " * size + b"--><text>")


def test_a_document_over_the_limit_is_refused_in_one_line_and_the_run_goes_on(tmp_path, monkeypatch):
    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "big.xml").write_bytes(_big(3 * 1024 * 1024))
    (corpus / "ok.xml").write_bytes(SMALL)
    monkeypatch.setenv("TEIANON_MAX_DOCUMENT_MB", "2")
    for command in (["run"], ["annotate"], ["run", "--mode", "pseudonym", "--key", str(tmp_path / "key.json")]):
        out = tmp_path / "out" / command[0] / str(len(command))
        result = CliRunner().invoke(main, [*command, str(corpus), "-o", str(out), "-q"])
        assert result.exit_code == 1, result.output
        refused = [line for line in result.stderr.splitlines() if "big.xml" in line]
        assert refused == [(f"{corpus / 'big.xml'}:1: document too large to process in memory (3 MB, limit 2 MB; "
                           "it would need about 0.4 GB): split it into files of fewer documents or posts, or raise "
                           "TEIANON_MAX_DOCUMENT_MB")], result.stderr
        assert sorted(p.name for p in out.iterdir() if p.suffix == ".xml") == ["ok.xml"]


def test_the_limit_can_be_raised_or_lifted(tmp_path, monkeypatch):
    source = tmp_path / "big.xml"
    source.write_bytes(_big(3 * 1024 * 1024))
    for limit in ("4", "0"):
        monkeypatch.setenv("TEIANON_MAX_DOCUMENT_MB", limit)
        out = tmp_path / f"out{limit}"
        result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "-q"])
        assert result.exit_code == 0, result.stderr
        assert (out / "big.xml").exists()


def test_a_limit_that_is_no_number_is_refused_not_taken_for_the_default(tmp_path, monkeypatch):
    source = tmp_path / "small.xml"
    source.write_bytes(SMALL)
    for variable, value in (("TEIANON_MAX_DOCUMENT_MB", "32MB"), ("TEIANON_MAX_FILE_MB", "-1")):
        monkeypatch.setenv(variable, value)
        result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q"])
        assert result.exit_code == 1
        assert f"{variable}={value!r}: not a number of megabytes (0 lifts the limit)" in result.stderr
        assert not (tmp_path / "out" / "small.xml").exists()
        monkeypatch.delenv(variable)


def test_a_file_over_the_file_limit_is_refused_at_its_first_line(tmp_path, monkeypatch):
    source = tmp_path / "big.xml"
    source.write_bytes(_big(2 * 1024 * 1024))
    monkeypatch.setenv("TEIANON_MAX_FILE_MB", "1")
    result = CliRunner().invoke(main, ["validate", str(source)])
    assert result.exit_code != 0
    assert f"{source}:1: error: file too large (2 MB, limit 1 MB)" in result.output


def test_strip_is_not_limited(tmp_path, monkeypatch):
    # strip only reads and removes annotations: it holds the tree once, like the lightest readers.
    monkeypatch.setenv("TEIANON_MAX_DOCUMENT_MB", "0.001")
    result = CliRunner().invoke(main, ["strip", str(ROOT / "samples" / "corpus-docc21.xml"), "-o", str(tmp_path / "s")])
    assert result.exit_code == 0, result.stderr


TWO_CHATS = """<?xml version="1.0" encoding="UTF-8"?>
<teiCorpus xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>c</title></titleStmt>
<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>
{documents}
</teiCorpus>
"""
CHAT = """<TEI xml:id="{d}"><teiHeader><fileDesc><titleStmt><title>{d}</title></titleStmt><publicationStmt><p/>
</publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person xml:id="{d}.A01" role="participant"><persName type="nickname">{nick}</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="{d}.m1" who="#{d}.A01">{text}</post></div></body></text></TEI>"""


def test_the_documents_of_a_tei_corpus_see_each_others_participants(tmp_path):
    # What a document-by-document run of a teiCorpus must keep: a participant of one document
    # named in another document of the same file is that participant there too.
    source = tmp_path / "two.xml"
    source.write_text(TWO_CHATS.format(documents="\n".join((
        CHAT.format(d="d1", nick="zorrokater", text="hallo alle"),
        CHAT.format(d="d2", nick="blaumeise", text="gestern war zorrokater auch da")))), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--annotated", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.stderr
    annotated = (tmp_path / "ann" / "two.xml").read_text(encoding="utf-8")
    assert '<name type="nickname" corresp="#d1.A01"' in annotated.split('xml:id="d2.m1"')[1]
    written = (out / "two.xml").read_text(encoding="utf-8")
    assert "zorrokater" not in written
    assert "gestern war <name" in written.split('xml:id="d2.m1"')[1]
