"""Validation of a teiCorpus one document at a time (teianon.checks.documents): the problems of
the file read whole, each document held alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from teianon.checks import documents
from teianon.checks.validate import check_file, check_tree, own_schemas
from teianon.read.xmlio import parse_bytes

TEI = "http://www.tei-c.org/ns/1.0"
CORPUS_HEAD = (
    f'<teiCorpus xmlns="{TEI}">\n<teiHeader><fileDesc><titleStmt><title>c</title></titleStmt>'
    "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
    "</teiHeader>\n"
)


def chat(key: str, people: list[str], posts: list[tuple[str, str]]) -> str:
    persons = "".join(f'<person xml:id="{p}"><persName type="nickname">{p}x</persName></person>' for p in people)
    lines = "".join(
        f'\n<post xml:id="{key}.p{i}" who="{who}"><p>{words}</p></post>' for i, (who, words) in enumerate(posts)
    )
    return (
        f'<TEI xml:id="{key}"><teiHeader><fileDesc><titleStmt><title>{key}</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
        f"\n<text><body><div>{lines}\n</div></body></text></TEI>\n"
    )


def whole(data: bytes) -> list:
    return check_tree(parse_bytes(data, "c.xml"), "c.xml", own_schemas())


def by_document(data: bytes, seen: list[int] | None = None) -> list | None:
    schemas = own_schemas()

    def check(tree: etree._ElementTree) -> list:
        if seen is not None:
            seen.append(len(tree.getroot().findall(f"{{{TEI}}}TEI")))
        return check_tree(tree, "c.xml", schemas)

    return documents.check_documents(data, "c.xml", check)


# Three chats: the second points to a participant of the first (a person of another document,
# which the rules find anywhere in the file) and to nobody (a warning); the third to nobody twice.
CORPUS = (
    CORPUS_HEAD
    + chat("ka", ["ka.A", "ka.B"], [("#ka.A", "hallo"), ("#ka.B", "na")])
    + chat("mo", ["mo.A"], [("#mo.A", "moin"), ("#ka.B", "re"), ("#nobody", "huhu")])
    + chat("tu", ["tu.A"], [("#gone", "tach"), ("#tu.A", "jo"), ("#gone", "cu")])
    + "</teiCorpus>\n"
).encode()


def test_a_corpus_checked_by_document_has_the_problems_of_the_whole_file():
    seen: list[int] = []
    found = by_document(CORPUS, seen)
    assert found == whole(CORPUS)
    # The dangling pointers, at their lines in the file; the one to another chat's participant
    # is none.
    lines = CORPUS.decode().split("\n")
    expected = [n + 1 for n, line in enumerate(lines) if 'who="#nobody"' in line or 'who="#gone"' in line]
    assert [p.line for p in found] == expected and len(expected) == 3
    assert all(p.severity == "warning" and "does not point" in p.message for p in found)
    # One document at a time (the second with the stand-in of the first's participant).
    assert seen == [1, 2, 1]


def test_a_warning_of_the_corpus_header_is_reported_once():
    header_name = '<profileDesc><abstract><p><name type="NICK" corresp="#ghost">g</name></p></abstract></profileDesc>'
    data = CORPUS.replace(b"</fileDesc></teiHeader>\n<TEI", f"</fileDesc>{header_name}</teiHeader>\n<TEI".encode(), 1)
    found = by_document(data)
    assert found == whole(data)
    assert sum('"#ghost"' in p.message for p in found) == 1


@pytest.mark.parametrize(
    "change",
    [
        # An error: listed as the whole file lists it.
        lambda d: d.replace(b"<p>moin</p>", b'<p>moin <name type="PER" resp="#teianon">Ute</name></p>'),
        # A repeated id.
        lambda d: d.replace(b'xml:id="mo.p1"', b'xml:id="ka.p1"'),
        # Text between documents; an element that is no document.
        lambda d: d.replace(b"</TEI>\n<TEI", b"</TEI>\nstray words<TEI", 1),
        lambda d: d.replace(b"</TEI>\n<TEI", b"</TEI>\n<note>n</note><TEI", 1),
        # A namespace declared below the corpus element; a corpus inside the corpus.
        lambda d: d.replace(b'<TEI xml:id="mo"', b'<TEI xmlns:x="urn:x" xml:id="mo"'),
        lambda d: d.replace(
            b'<TEI xml:id="mo"',
            f'<teiCorpus>{CORPUS_HEAD[CORPUS_HEAD.index("<teiHeader>") :]}<TEI xml:id="mo"'.encode(),
        ).replace(b"</teiCorpus>", b"</teiCorpus></teiCorpus>"),
    ],
)
def test_what_the_parts_might_not_show_is_checked_whole(change):
    data = change(CORPUS)
    assert data != CORPUS and by_document(data) is None


def test_a_file_of_one_document_is_checked_whole():
    data = chat("so", ["so.A"], [("#so.A", "hi")]).replace("<TEI ", f'<TEI xmlns="{TEI}" ', 1).encode()
    assert whole(data) == [] and by_document(data) is None


def test_check_file_reads_a_corpus_by_document(tmp_path: Path, monkeypatch):
    path = tmp_path / "c.xml"
    path.write_bytes(CORPUS)
    calls: list[bool] = []
    real = documents.check_documents

    def counted(*args, **kwargs):
        found = real(*args, **kwargs)
        calls.append(found is not None)
        return found

    monkeypatch.setattr("teianon.checks.validate.check_documents", counted)
    problems = check_file(path, [])
    assert calls == [True]
    assert [(p.line, p.message) for p in problems] == [(p.line, p.message) for p in whole(CORPUS)]
    assert all(p.path == str(path) for p in problems)
