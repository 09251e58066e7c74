"""The audit of a teiCorpus output one document at a time (teianon.checks.audit_documents): the
leaks, their lines and their order, and what the check reads of the output (records of decisions,
counts, pointers into other files), as the whole tree gives them."""

from __future__ import annotations

from collections import Counter

import pytest

from teianon.checks import audit_documents
from teianon.checks.audit import Sought, audit_tree
from teianon.checks.audit_documents import OutputFile
from teianon.errors import TeianonError, line_of
from teianon.read.xmlio import parse_bytes
from teianon.replace.inventory import Inventory, Participant, Reference
from teianon.replace.pointers import file_pointers
from teianon.replace.xslt import replacement_counts
from teianon.review.record import recorded_decisions

TEI = "http://www.tei-c.org/ns/1.0"


def _inventory() -> Inventory:
    # A participant of the first chat (Lela2000), a name of the text (Hoffmann), a number that is
    # an id of the first chat too (B4711), and a participant called like a foreign element (kater77).
    return Inventory(
        "c.xml",
        participants=[
            Participant("Lela2000", "A01", "", "participant", True, ("Lela2000",)),
            Participant("kater77", "A02", "", "participant", True, ("kater77",)),
        ],
        references=[
            Reference("PER", "Hoffmann", None, 1, "d1.p1", "#A01", "de"),
            Reference("NUMBER", "B4711", None, 1, "d1.p2", "#A01", "de"),
        ],
    )


def _record(replaced: int) -> str:
    return (
        '<revisionDesc><change type="anonymisation"><list type="replacements">'
        f'<item n="NICK">{replaced}</item></list><list type="decisions"><item n="accept">1</item></list>'
        "</change></revisionDesc>"
    )


def _chat(key: str, body: str, record: str = "") -> str:
    return (
        f'<TEI xml:id="{key}"><teiHeader><fileDesc><titleStmt><title>{key}</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"{record}</teiHeader>\n<text><body><div>\n{body}\n</div></body></text></TEI>"
    )


def _corpus(between: str = "\n") -> bytes:
    header = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="{TEI}">\n<teiHeader><fileDesc>'
        "<titleStmt><title>Chats mit Hoffmann</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
        "<sourceDesc><p>Lela2000 hat gesammelt</p></sourceDesc></fileDesc></teiHeader>"
    )
    first = _chat(
        "d1",
        '<post xml:id="B4711" who="#A01"><p>hi Lela2000, Hoffmann hier</p></post>\n'
        '<post xml:id="d1.p2" who="#B4711" rend="Lela2000"><p>ok <k:kater77 xmlns:k="urn:x">x</k:kater77></p></post>',
        _record(3),
    )
    second = _chat(
        "d2",
        '<post xml:id="d2.p1" who="#B4711"><p>Le<lb break="no"/>la2000 und\nHoff<lb break="no"/>mann</p></post>\n'
        '<post xml:id="d2.p2"><p>siehe <ref target="log-Lela2000.xml#p1">da</ref></p></post>',
    )
    third = _chat(
        "d3",
        '<post xml:id="d3.p1"><p>C:\\Users\\hmueller\\Documents <k:kater77 xmlns:k="urn:x">y</k:kater77></p></post>\n'
        '<post xml:id="d3.p2"><p>kater77 war da</p></post>',
        _record(2),
    )
    return (header + between + first + "\n" + second + "\n" + third + "\n</teiCorpus>\n").encode()


def _whole(data: bytes) -> list:
    return audit_tree(Sought.of(_inventory()), parse_bytes(data, "c.xml"), "c.xml", data)


def test_a_corpus_is_audited_one_document_at_a_time_as_the_whole_tree(monkeypatch):
    data = _corpus()
    parsed: list[bytes] = []
    real = audit_documents.parse_bytes

    def spy(piece: bytes, where: str = "<input>", base_url: str | None = None):
        parsed.append(piece)
        return real(piece, where, base_url)

    monkeypatch.setattr(audit_documents, "parse_bytes", spy)
    output = OutputFile(data, "c.xml")
    leaks = output.leaks(Sought.of(_inventory()))
    assert output.tree is None
    # The frame and each document alone, twice (the facts, then the audit): never two documents.
    assert len(parsed) == 8 and all(piece.count(b"<TEI ") <= 1 for piece in parsed)
    expected = _whole(data)
    assert leaks == expected
    texts = [(leak.line, leak.text) for leak in expected]
    # The corpus header's first, then each document's (the foreign element's name once, where it
    # first stands), then the words joined across markup after all places, the user's folder last.
    assert texts[:2] == [(3, "Hoffmann"), (3, "Lela2000")]
    assert [leak.line for leak in expected if "element name" in leak.what] == [7]
    assert [t for t, leak in zip(texts, expected, strict=True) if "across its markup" in leak.what] == [
        (11, "Lela2000"),
        (11, "Hoffmann"),
    ]
    assert texts[-4] == (18, "kater77") and texts[-1] == (17, "C:\\Users\\hmueller")
    # B4711, an id of the first document, is no leak where the third points to it.
    assert not [leak for leak in expected if leak.text == "B4711"]


@pytest.mark.parametrize("header_record", [False, True])
def test_what_the_check_reads_of_an_output_is_the_whole_trees(header_record):
    data = _corpus()
    if header_record:
        # The corpus header's own record of replacements is counted once, not with each document.
        data = data.replace(b"</fileDesc></teiHeader>", f"</fileDesc>{_record(7)}</teiHeader>".encode(), 1)
    output = OutputFile(data, "c.xml")
    tree = parse_bytes(data, "c.xml")
    root = tree.getroot()
    assert output.tree is None
    assert output.records == recorded_decisions(root) and len(output.records) == 2 + header_record
    assert output.counts == replacement_counts(tree) == Counter({"NICK": 12 if header_record else 5})
    lists = [e for e in root.iter(f"{{{TEI}}}list") if e.get("type") == "decisions"]
    assert output.decisions_line == line_of(lists[0])
    assert output.pointers == [(line_of(e), p) for e, p in file_pointers(root)] and output.pointers


@pytest.mark.parametrize(
    "between",
    [
        "\n<!-- Lela2000 -->\n",  # a comment beside the documents
        "<TEI/>",  # a document on the header's line, and empty
    ],
)
def test_a_corpus_of_another_shape_is_audited_whole(between):
    data = _corpus(between)
    output = OutputFile(data, "c.xml")
    assert output.tree is not None
    assert output.leaks(Sought.of(_inventory())) == _whole(data)


def test_a_document_that_does_not_parse_is_reported_as_the_whole_parse_says():
    data = _corpus().replace(b"<p>kater77 war da</p>", b"<p>kater77 war da</q>")
    with pytest.raises(TeianonError) as err:
        OutputFile(data, "c.xml")
    with pytest.raises(TeianonError) as whole:
        parse_bytes(data, "c.xml")
    assert str(err.value) == str(whole.value)


def test_names_in_other_letters_are_sought_in_every_document_where_the_file_holds_such_letters():
    # The first chat writes the name with a Cyrillic capital that the reader folds to its Latin
    # look-alike, the third a Cyrillic word: the search across scripts reads the whole file,
    # the first chat too, as the whole tree does.
    inventory = _inventory()
    inventory.participants.append(Participant("Jewgenija", "A03", "", "participant", True, ("Jewgenija",)))
    data = (
        _corpus()
        .replace(b"<p>hi Lela2000,", "<p>hi \u0415vgenija, Lela2000,".encode())
        .replace(b"<p>kater77 war da</p>", "<p>kater77 war da, \u043f\u0440\u0438\u0432\u0435\u0442</p>".encode())
    )
    sought = Sought.of(inventory)
    expected = audit_tree(sought, parse_bytes(data, "c.xml"), "c.xml", data)
    assert [leak.line for leak in expected if "genija" in leak.text] == [6]
    output = OutputFile(data, "c.xml")
    assert output.tree is None and output.leaks(sought) == expected
