"""The decision's evidence of how a candidate's word is written (teianon.decide.casing, issue 38)."""

from __future__ import annotations

from xml.sax.saxutils import escape

import pytest

from teianon.decide.features import features
from teianon.detect import DocumentContext
from teianon.mention import Category, Mention
from teianon.read.tei import read_documents
from teianon.read.xmlio import parse_bytes


def _features(posts: list[str], post: int, word: str, category: Category = Category.PER) -> dict[str, float]:
    """The features of ``word`` (its first occurrence) in post ``post`` of a chat of ``posts``."""
    body = "".join(f'<post xml:id="p{k}">{escape(text)}</post>' for k, text in enumerate(posts))
    xml = (
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        f"<text><body><div>{body}</div></body></text></TEI>"
    )
    (document,) = read_documents(parse_bytes(xml.encode(), "chat.xml"), "chat.xml")
    context = DocumentContext.of(document)
    view = context.views[post]
    start = view.text.index(word)
    mention = Mention(start, start + len(word), category, cert="medium", source="tagger:PER", score=0.7)
    return features(mention, view, [mention], context)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Harbour walkers group meets at ten", "Harbour"),
        ("Welcome to the thread, everyone", "Welcome"),
        ("Learn the verbs first, then the rest", "Learn"),
        ("Kettle is on, come over", "Kettle"),
    ],
)
def test_an_english_word_at_a_sentence_start_is_told_apart(text: str, word: str) -> None:
    found = _features([text], 0, word)
    assert found["w1:en-lower"] == 1.0
    assert found["w1:en-lower&cap&initial"] == 1.0


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("We met Szymon at the harbour", "Szymon"),
        ("Kofi brings the cake", "Kofi"),
        ("gestern mit Jolanta telefoniert", "Jolanta"),
    ],
)
def test_a_name_that_is_no_word_has_no_word_evidence(text: str, word: str) -> None:
    found = _features([text], 0, word)
    assert not any(k.startswith(("w1:en-lower", "w1:de-noun", "all:en-lower")) for k in found)


def test_a_german_noun_is_evidence_of_its_own_beside_the_english_word() -> None:
    found = _features(["Unter den Dielen war alter Mörtel"], 0, "Mörtel")
    assert found["w1:de-noun&cap&mid"] == 1.0
    assert "w1:en-lower" not in found


@pytest.mark.parametrize(
    ("posts", "post", "word", "expected", "absent"),
    [
        # the same word in lower case elsewhere: a word
        (["Meadow walk on Sunday", "the meadow was wet"], 0, "Meadow", "doc.lower&initial", "doc.cap-mid&cap"),
        (["we took the Ferry home", "the ferry was late"], 0, "Ferry", "doc.lower&mid", "doc.cap-mid&cap"),
        # a name written with a capital mid-sentence elsewhere, in lower case here: a name
        (["hab gestern mit Wiebke gekocht", "wiebke kommt auch"], 1, "wiebke", "doc.cap-mid&lower", "doc.only-lower"),
        (["I told Tadeusz already", "tadeusz says yes"], 1, "tadeusz", "doc.cap-mid&lower", "doc.only-lower"),
        # only in lower case anywhere
        (["the kettle is on", "kettle again"], 1, "kettle", "doc.only-lower", "doc.cap-mid&lower"),
    ],
)
def test_the_document_says_how_it_writes_the_word(
    posts: list[str], post: int, word: str, expected: str, absent: str
) -> None:
    found = _features(posts, post, word)
    assert found[expected] == 1.0
    assert absent not in found


def test_a_word_written_once_has_no_document_evidence() -> None:
    found = _features(["Birgit kommt morgen."], 0, "Birgit")
    assert not any(k.startswith("doc.") for k in found)


@pytest.mark.parametrize(
    ("text", "word", "heading"),
    [
        ("Spring Garden Open Day", "Garden", True),
        ("Summer Reading Circle", "Summer", True),
        ("Annual Report Of The Rowing Section", "Rowing", True),
        ("Garden day is on Sunday.", "Garden", False),
        ("Spring Garden Open Day is cancelled, sorry", "Garden", False),
        ("ich treffe Marlene morgen", "Marlene", False),
    ],
)
def test_a_short_line_in_title_case_is_a_heading(text: str, word: str, heading: bool) -> None:
    assert ("heading" in _features([text], 0, word)) is heading


@pytest.mark.parametrize(
    ("text", "word", "group"),
    [
        ("the Maple choir sings tonight", "Maple", True),
        ("ask the Lindenhof Verein about it", "Lindenhof", True),
        ("Orchard friends meet today", "Orchard", True),
        ("I asked Maple about it", "Maple", False),
    ],
)
def test_a_word_before_a_group_noun(text: str, word: str, group: bool) -> None:
    assert ("next.group" in _features([text], 0, word, Category.ORG)) is group


@pytest.mark.parametrize(
    ("text", "word", "shape"),
    [
        ("ich hab jetzt C1 geschafft", "C1", "shape=Xd"),
        ("we meet in the Q3 slot", "Q3", "shape=Xd"),
        ("Einsatz mit TLF 16 und RW", "TLF 16", "shape=X d"),
        ("the ESA report is out", "ESA", "shape=X"),
    ],
)
def test_a_short_code_has_its_shape(text: str, word: str, shape: str) -> None:
    found = _features([text], 0, word, Category.ORG)
    assert found[shape] == 1.0


def test_a_name_has_no_shape_feature() -> None:
    assert not any(k.startswith("shape=") for k in _features(["we met Ingeborg there"], 0, "Ingeborg"))


@pytest.mark.parametrize(
    ("text", "word", "calendar"),
    [
        ("after Thursday's meeting we left", "Thursday's", True),
        ("see you in October then", "October", True),
        ("bis Mittwoch dann", "Mittwoch", True),
        ("see you with Octavia then", "Octavia", False),
    ],
)
def test_a_weekday_or_month_is_a_date_word(text: str, word: str, calendar: bool) -> None:
    assert ("w1:calendar" in _features([text], 0, word, Category.GPE)) is calendar
