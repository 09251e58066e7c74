"""What the reader's fast paths (issue 41) must keep: a tokenised post with a word outside its
tokens is read as characters, white space between tokens is not such a word; the participants
of a file are read from the person entries of its lists only; the project's metadata and a
source corpus's record are told apart as before.

Each case is compared with a plain re-statement of the rule (no output of the code under test
is taken as expected)."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from teianon.read.project_metadata import is_project_metadata, is_source_record
from teianon.read.tei import header_participants
from teianon.read.textview import post_text

NS = "http://www.tei-c.org/ns/1.0"


def _post(inner: str) -> etree._Element:
    return etree.fromstring(f'<post xmlns="{NS}" who="#A01">{inner}</post>')


@pytest.mark.parametrize(
    "inner",
    [
        "<w>hallo</w> <w>lela2</w>",
        "<w>hallo</w>\n\t<w>lela2</w>\n",
        # Spaces that are no ASCII space: no-break, ideographic, thin, line separator.
        "<w>hallo</w>\u00a0<w>lela2</w>\u3000<w>ja</w>\u2009<w>nein</w>\u2028",
        "<w>hallo</w> <time>12:00</time> <w>lela2</w>",
        "<w>hallo</w> <!-- Paul --> <w>lela2</w>",
        "<w>hallo</w> ! <w>lela2</w> :-)",
        "<w>hallo</w><gap>Paul</gap><w>lela2</w>",
    ],
)
def test_white_space_and_punctuation_between_tokens_keep_a_post_tokenised(inner: str) -> None:
    view = post_text(_post(inner))
    assert view.tokenised
    assert [t.text for t in view.tokens if t.element is not None] == [w.text for w in _post(inner).iter(f"{{{NS}}}w")]


@pytest.mark.parametrize(
    "inner",
    [
        "<w>hallo</w> Paul <w>lela2</w>",
        "Paul <w>hallo</w>",
        "<w>hallo</w> <w>ja</w>\u00a0Köln",
        "<w>hallo</w> 42",
        "<w>hallo</w> <hi>Paul</hi>",
        "<w>hallo</w> <hi><w>ja</w> Paul</hi>",
        # Inside a skipped element, the text of an element below it is read.
        "<w>hallo</w> <figure><p>Paul</p></figure>",
        "<w>hallo</w> <gap/>Paul",
        "<w>hallo</w> <!-- x -->Paul",
    ],
)
def test_a_word_outside_the_tokens_makes_the_post_read_as_characters(inner: str) -> None:
    assert not post_text(_post(inner)).tokenised


def test_the_text_of_a_skipped_element_itself_is_no_bare_word() -> None:
    # <gap>'s own text is not the post's (it stays a barrier); the tokens are read as tokens.
    assert post_text(_post("<w>hallo</w> <gap>Paul</gap> <w>ja</w>")).tokenised


HEADER = f"""<TEI xmlns="{NS}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt>
<sourceDesc><bibl><title>Korpus</title><editor>Erika Editor</editor></bibl></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01"><persName type="nickname">lela2</persName></person>
<personGrp xml:id="G01"><person xml:id="A02"><persName type="nickname">kater7</persName></person></personGrp>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div>
<post who="#A01"><w>hallo</w> <w>kater7</w></post>
<post who="#A02"><w>ja</w><person xml:id="X9"><persName>Nobody</persName></person></post>
</div></body></text></TEI>"""


def test_header_participants_reads_the_lists_only(tmp_path: Path) -> None:
    path = tmp_path / "chat.xml"
    path.write_text(HEADER, encoding="utf-8")
    found = {(p.id, tuple(p.nicknames)) for p in header_participants(path)}
    # The people of the participant list (also inside a group), not a person inside a post.
    assert ("A01", ("lela2",)) in found
    assert ("A02", ("kater7",)) in found
    assert not any(pid == "X9" for pid, _ in found)


def test_project_metadata_and_source_record_as_the_rules_say() -> None:
    root = etree.fromstring(HEADER.encode())
    by_text = {e.text: e for e in root.iter() if isinstance(e.tag, str) and e.text and e.text.strip()}
    editor, corpus_title = by_text["Erika Editor"], by_text["Korpus"]
    # A bibl of the sourceDesc that names an editor is the source corpus's record.
    assert is_source_record(editor) and is_source_record(corpus_title)
    assert is_project_metadata(editor)
    # A participant's name and a post's word are not the project's.
    assert not is_project_metadata(by_text["lela2"])
    assert not is_project_metadata(by_text["hallo"])
    assert not is_source_record(by_text["hallo"])


def test_duplicate_ids_are_reported_with_their_lines_and_none_without() -> None:
    from teianon.read.xmlio import duplicate_ids, parse_bytes

    text = (
        f'<TEI xmlns="{NS}">\n<text>\n<p xml:id="a">x</p>\n<p xml:id="b">y</p>\n'
        '<p xml:id="a">z</p>\n<p xml:id="b">w</p>\n<p xml:id="a">v</p>\n</text>\n</TEI>'
    )
    tree = parse_bytes(text.encode(), "dup.xml")
    # In document order, each with its own line and the line of the id's first use.
    assert duplicate_ids(tree) == [("a", 5, 3), ("b", 6, 4), ("a", 7, 3)]
    renamed = text.replace('"a">z', '"c">z').replace('"b">w', '"d">w').replace('"a">v', '"e">v')
    unique = parse_bytes(renamed.encode(), "u.xml")
    assert duplicate_ids(unique) == []
