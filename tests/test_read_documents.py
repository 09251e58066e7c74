"""A file as a sequence of documents (teianon.read.documents, issue 41): the scans of ``check``
read a teiCorpus one document at a time, and find what they find in the file read whole, at the
same lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from teianon.checks.check import source_id_findings
from teianon.checks.unreviewed import review, unresolved_names
from teianon.read import xmlio

TEI = "http://www.tei-c.org/ns/1.0"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
# The corpus header lists a participant of every document (read_participants reads it for each).
HEAD = (
    f'<teiCorpus xmlns="{TEI}" xml:id="corpus">\n<teiHeader><fileDesc><titleStmt><title>c</title></titleStmt>'
    "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc>"
    '<particDesc><listPerson><person xml:id="sky"><persName type="nickname">skywalker88</persName></person>'
    "</listPerson></particDesc></profileDesc></teiHeader>\n"
)


def chat(key: str, post_id: str, name: str, ana: str = "teianon:nickname.linked+unresolved") -> str:
    """A chat of one post holding an unconfirmed proposal of teianon, on the post's line."""
    return (
        f'<TEI xml:id="{key}"><teiHeader><fileDesc><titleStmt><title>{key}</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        "</teiHeader>\n<text><body><div>\n"
        f'<post xml:id="{post_id}"><p>hi <name type="nickname" resp="#teianon" cert="medium" ana="{ana}">'
        f"{name}</name></p></post>\n</div></body></text></TEI>\n"
    )


# Lines: 1 declaration, 2 corpus, 3 header; each chat takes four lines, its post on the third:
# documents on lines 4, 8 and 12, their posts on 6, 10 and 14.
CORPUS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    + HEAD
    + chat("ka", "ka.p1", "Lela")
    + chat("mo", "tweet-1043567891234567890", "Kain", ana="teianon:nickname.linked")
    + chat("tu", "tu.skywalker88", "Sky")
    + "</teiCorpus>\n"
)


def whole_parse_refused(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Parsing a file of ``folder`` whole fails: what works then read it one document at a time."""
    parse = xmlio.parse_bytes

    def refuse(data: bytes, where: str = "<input>", base_url: str | None = None) -> etree._ElementTree:
        if where.startswith(str(folder)):
            raise AssertionError(f"{where} parsed whole")
        return parse(data, where, base_url)

    monkeypatch.setattr(xmlio, "parse_bytes", refuse)
    try:
        from teianon.read import documents
    except ImportError:
        # Before issue 41's one path: there is only the whole parse.
        return
    monkeypatch.setattr(documents, "parse_bytes", refuse)


def test_parts_of_a_corpus_are_its_header_then_each_document_alone() -> None:
    from teianon.read import documents

    seen: list[tuple[str, list[str], list[str], int | None]] = []

    def work(part: etree._Element) -> None:
        # What a part holds is its own; a document stands beside the corpus header, the
        # documents before it emptied.
        names = [etree.QName(e).localname for e in part.iter(f"{{{TEI}}}TEI", f"{{{TEI}}}teiHeader")]
        before = [f"{etree.QName(e).localname}:{len(e)}" for e in reversed(list(part.itersiblings(preceding=True)))]
        seen.append((etree.QName(part).localname, names, before, part.sourceline))

    documents.in_parts(CORPUS.encode(), "c.xml", work)
    assert seen == [
        ("teiCorpus", ["teiHeader"], [], 2),
        ("TEI", ["TEI", "teiHeader"], ["teiHeader:2"], 4),
        ("TEI", ["TEI", "teiHeader"], ["teiHeader:2", "TEI:0"], 8),
        ("TEI", ["TEI", "teiHeader"], ["teiHeader:2", "TEI:0", "TEI:0"], 12),
    ]


@pytest.mark.parametrize(
    "data",
    [
        # A TEI file is a corpus of one: its whole tree.
        chat("ka", "ka.p1", "Lela"),
        # Text between two documents, an element between them, a header after a document, a
        # corpus in a document: read whole, where the parts would not hold all of it.
        HEAD + chat("ka", "ka.p1", "Lela") + "stray words" + chat("mo", "mo.p1", "Kain") + "</teiCorpus>",
        HEAD + chat("ka", "ka.p1", "Lela") + "<note>n</note>" + chat("mo", "mo.p1", "Kain") + "</teiCorpus>",
        f'<teiCorpus xmlns="{TEI}">' + chat("ka", "ka.p1", "Lela") + HEAD.split("\n", 1)[1] + "</teiCorpus>",
        HEAD + chat("ka", "ka.p1", "Lela").replace("<text>", f"<text><teiCorpus xmlns='{TEI}'/>") + "</teiCorpus>",
    ],
)
def test_a_file_of_another_shape_is_one_part(data: str) -> None:
    from teianon.read import documents

    roots = documents.in_parts(data.encode(), "c.xml", lambda part: part)
    assert len(roots) == 1 and roots[0].getparent() is None
    assert etree.tostring(roots[0]) == etree.tostring(etree.fromstring(data.encode()))


def test_an_error_of_the_work_is_raised_not_answered_by_the_whole_tree() -> None:
    """Only a file that cannot be taken apart is read whole: an error the work raises on a
    document is the caller's (before, the whole corpus was parsed and worked on again, and a
    work that did not fail the second time made the error vanish)."""
    from teianon.errors import InputError
    from teianon.read import documents

    seen: list[str] = []

    def work(part: etree._Element) -> str:
        name = etree.QName(part).localname
        seen.append(name)
        if name == "TEI" and part.get(XML_ID) == "mo":
            raise InputError("a finding of the work", "c.xml", part.sourceline)
        return name

    with pytest.raises(InputError, match="a finding of the work"):
        documents.in_parts(CORPUS.encode(), "c.xml", work)
    # The header's part and the first two documents, and no whole tree after them.
    assert seen == ["teiCorpus", "TEI", "TEI"]


@pytest.mark.parametrize(
    "data",
    [
        CORPUS.replace("</teiCorpus>", "</teiCorpus"),  # not well-formed
        CORPUS.replace("<teiCorpus", '<!DOCTYPE teiCorpus [<!ENTITY e "x">]>\n<teiCorpus', 1),  # an entity
    ],
)
def test_a_file_that_cannot_be_parsed_in_parts_says_why_as_when_read_whole(data: str) -> None:
    from teianon.errors import InputError
    from teianon.read import documents

    with pytest.raises(InputError) as whole:
        xmlio.parse_bytes(data.encode(), "c.xml")
    with pytest.raises(InputError) as parts:
        documents.in_parts(data.encode(), "c.xml", lambda part: part)
    assert (type(parts.value), str(parts.value)) == (type(whole.value), str(whole.value))


def test_check_scans_a_corpus_one_document_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "c.xml"
    path.write_text(CORPUS, encoding="utf-8")
    whole_parse_refused(monkeypatch, tmp_path)
    # A platform's number in an id, and the nickname of a participant of the corpus header.
    number, nickname = source_id_findings(path)
    assert (number.line, number.rule) == (10, "ids/source-id")
    assert "'1043567891234567890'" in number.message
    assert nickname.line == 14 and "'skywalker88'" in nickname.message
    (unresolved,) = unresolved_names([path])
    assert [(f.line, f.rule) for f in unresolved.findings] == [
        (6, "review/unresolved-name"),
        (14, "review/unresolved-name"),
    ]
    (unconfirmed,) = review([path])
    assert [f.line for f in unconfirmed.findings] == [6, 10, 14]
    assert "'Kain'" in unconfirmed.findings[1].message


def test_a_file_that_is_no_xml_is_reported_as_when_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "c.xml"
    path.write_text(CORPUS.replace("</teiCorpus>", "</teiCorpus"), encoding="utf-8")
    (report,) = unresolved_names([path])
    (finding,) = report.findings
    assert finding.rule == "review/file" and "not well-formed XML" in finding.message
    assert source_id_findings(path) == ()


def test_review_reads_a_corpus_one_document_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from teianon.review.report import collect

    (tmp_path / "c.xml").write_text(CORPUS, encoding="utf-8")
    # A corpus of one document: its blocks' paths name the document without a number.
    (tmp_path / "one.xml").write_text(HEAD + chat("so", "so.p1", "Lela") + "</teiCorpus>\n", encoding="utf-8")
    whole_parse_refused(monkeypatch, tmp_path)
    data = collect([tmp_path])
    titles_and_posts = [(b["d"], b["id"]) for b in data.blocks if str(b["id"]).endswith("/title") or b["k"]]
    assert titles_and_posts == [
        ("c.xml", "teiHeader/fileDesc/titleStmt/title"),
        ("c.xml", "TEI[1]/teiHeader/fileDesc/titleStmt/title"),
        ("c.xml", "ka.p1"),
        ("c.xml", "TEI[2]/teiHeader/fileDesc/titleStmt/title"),
        ("c.xml", "tweet-1043567891234567890"),
        ("c.xml", "TEI[3]/teiHeader/fileDesc/titleStmt/title"),
        ("c.xml", "tu.skywalker88"),
        ("one.xml", "teiHeader/fileDesc/titleStmt/title"),
        ("one.xml", "TEI/teiHeader/fileDesc/titleStmt/title"),
        ("one.xml", "so.p1"),
    ]
    # Each proposal in its post, counted across the documents of the file.
    assert [(data.blocks[int(str(p["b"]))]["id"], p["t"]) for p in data.proposals] == [
        ("ka.p1", "Lela"),
        ("tweet-1043567891234567890", "Kain"),
        ("tu.skywalker88", "Sky"),
        ("so.p1", "Lela"),
    ]
    # The corpus header's participant is every document's.
    assert [p["id"] for p in data.participants["c.xml"]] == ["sky"] * 3
