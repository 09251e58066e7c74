"""Writing many mentions into one post: each run of character data is rebuilt once, tokens are
found by bisection, and the tree is the one that wrapping the mentions one at a time gives.

The expected trees are written out by hand, or built by :func:`wrap_range` one mention at a time
from the last (the writer's old way, which copied the rest of the run for each mention); the
property test compares the two on generated posts with inline markup.
"""

from __future__ import annotations

import copy

import pytest
from lxml import etree

from teianon.annotate.markup import _point, annotation_element, wrap_range, write_mentions
from teianon.mention import Category, Mention
from teianon.read.textview import post_text

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

NS = "http://www.tei-c.org/ns/1.0"


def _post(inner: str) -> etree._Element:
    return etree.fromstring(f'<post xmlns="{NS}" xml:id="p1">{inner}</post>')


def _plain(element: etree._Element) -> str:
    """The element serialised without the namespace declaration, for readable expectations."""
    return etree.tostring(element, encoding="unicode").replace(f' xmlns="{NS}"', "")


def _nick(start: int, end: int) -> Mention:
    return Mention(start, end, Category.NICK, corresp="A03", source="test")


def test_many_mentions_in_one_text_and_tail() -> None:
    post = _post("hallo lela2 und lela2<lb/>ja lela2 lela2 ok")
    view = post_text(post)
    starts = [i for i in range(len(view.text)) if view.text.startswith("lela2", i)]
    assert len(starts) == 4  # two in the post's text, two in the tail of <lb/>
    mentions = [_nick(start, start + 5) for start in starts]
    assert len(write_mentions(view, mentions)) == 4
    name = '<name type="nickname" corresp="#A03" resp="#teianon" cert="high" ana="teianon:test">'
    assert _plain(post) == (f'<post xml:id="p1">hallo {name}lela2</name> und {name}lela2</name><lb/>'
                            f"ja {name}lela2</name> {name}lela2</name> ok</post>")


def test_addressing_and_nested_after_the_run_is_rebuilt() -> None:
    post = _post("@lela2 sagte: Anna wohnt in Mannheim und so")
    view = post_text(post)
    address = Mention(0, 6, Category.NICK, corresp="A03", name_start=1, name_end=6, source="test")
    quote = Mention(14, 36, Category.CITATION, cert="low", source="test")
    inside = [Mention(14, 18, Category.PER, source="test"), Mention(28, 36, Category.GPE, source="test")]
    assert view.text[14:36] == "Anna wohnt in Mannheim"
    written = write_mentions(view, [address, quote], inside)
    assert sorted(m.category.name for m in written) == ["CITATION", "GPE", "NICK", "PER"]
    assert _plain(post) == (
        '<post xml:id="p1"><ref type="addressingTerm" corresp="#A03" resp="#teianon" cert="high" '
        'ana="teianon:test">@<name type="nickname" corresp="#A03" resp="#teianon" cert="high" '
        'ana="teianon:test">lela2</name></ref> sagte: <ref type="CITATION" resp="#teianon" cert="low" '
        'ana="teianon:test"><name type="PER" resp="#teianon" cert="high" ana="teianon:test">Anna</name> '
        'wohnt in <name type="GPE" resp="#teianon" cert="high" ana="teianon:test">Mannheim</name></ref>'
        " und so</post>")


def test_tokenised_mentions_found_by_bisection() -> None:
    words = "".join(f'<w xml:id="w{i}">{w}</w> ' for i, w in enumerate(["hallo", "lela2", "und", "@lela2", "ja"]))
    post = _post(words.strip())
    view = post_text(post)
    assert view.tokenised
    found = [_nick(view.tokens[1].start, view.tokens[1].end),
             Mention(view.tokens[3].start, view.tokens[3].end, Category.NICK, corresp="A03",
                     name_start=view.tokens[3].start + 1, name_end=view.tokens[3].end, source="test")]
    assert len(write_mentions(view, found)) == 2
    assert _plain(post) == (
        '<post xml:id="p1"><w xml:id="w0">hallo</w> <name type="nickname" corresp="#A03" resp="#teianon" '
        'cert="high" ana="teianon:test"><w xml:id="w1">lela2</w></name> <w xml:id="w2">und</w> '
        '<ref type="addressingTerm" corresp="#A03" resp="#teianon" cert="high" ana="teianon:test">'
        '<w xml:id="w3">@<m function="name">lela2</m></w></ref> <w xml:id="w4">ja</w></post>')


def test_a_mention_over_several_tokens_keeps_what_lies_between() -> None:
    post = _post('<w xml:id="a">Anna</w> <!-- c --><w xml:id="b">Koch</w> <w xml:id="c">ja</w>')
    view = post_text(post)
    assert len(write_mentions(view, [Mention(0, view.tokens[1].end, Category.PER, source="test")])) == 1
    assert _plain(post) == (
        '<post xml:id="p1"><name type="PER" resp="#teianon" cert="high" ana="teianon:test">'
        '<w xml:id="a">Anna</w> <!-- c --><w xml:id="b">Koch</w></name> <w xml:id="c">ja</w></post>')


def _linear_point(pieces, offset: int, *, at_end: bool):
    """The definition the bisection must keep: the first piece that holds the offset."""
    for piece in pieces:
        if piece.start <= offset < piece.end or (at_end and piece.start < offset <= piece.end):
            return piece, offset - piece.start
    return None


# Runs of text, empty elements and elements with text, so that pieces are texts and tails at
# several depths, with barriers (<lb/>) that are in the text but in no piece.
SEGMENTS = st.sampled_from(["ab ", "lela2", " ", "x", "<lb/>", "<hi>cd</hi>", "<hi>e<hi>f</hi></hi>", "<!-- k -->",
                            "<anchor/>g", "<seg>hi jk</seg>"])


@settings(max_examples=150, deadline=None)
@given(st.lists(SEGMENTS, min_size=1, max_size=14), st.data())
def test_points_by_bisection_are_the_first_that_hold(segments: list[str], data: st.DataObject) -> None:
    view = post_text(_post("".join(segments)))
    for offset in range(len(view.text) + 2):
        for at_end in (False, True):
            expected = _linear_point(view.pieces, offset, at_end=at_end)
            got = _point(view.pieces, offset, at_end=at_end)
            if expected is None:
                assert got is None
            else:
                assert got is not None and (got.owner, got.slot, got.offset) == (expected[0].owner, expected[0].slot,
                                                                                expected[1])


@settings(max_examples=150, deadline=None)
@given(st.lists(SEGMENTS, min_size=1, max_size=14), st.data())
def test_the_tree_of_wrapping_one_at_a_time(segments: list[str], data: st.DataObject) -> None:
    post = _post("".join(segments))
    view = post_text(post)
    length = len(view.text)
    cuts = sorted(set(data.draw(st.lists(st.integers(0, length), max_size=12))))
    spans = [(a, b) for a, b in zip(cuts[::2], cuts[1::2], strict=False) if a < b]
    mentions = [Mention(a, b, Category.OTH, source="test") for a, b in spans]

    expected = copy.deepcopy(post)
    expected_view = post_text(expected)
    expected_count = 0
    for mention in sorted(mentions, key=lambda m: m.start, reverse=True):
        a = _point(expected_view.pieces, mention.start, at_end=False)
        b = _point(expected_view.pieces, mention.end, at_end=True)
        if a is not None and b is not None and wrap_range(a, b, annotation_element(mention), expected):
            expected_count += 1
            continue
        for piece in reversed(expected_view.pieces):  # crossing markup: one wrapper per run
            lo, hi = max(mention.start, piece.start), min(mention.end, piece.end)
            # A run of white space alone holds no word of the reference: it gets no wrapper.
            if lo < hi and expected_view.text[lo:hi].strip() and wrap_range(_point(expected_view.pieces, lo, at_end=False),
                                      _point(expected_view.pieces, hi, at_end=True), annotation_element(mention),
                                      expected):
                expected_count += 1

    written = write_mentions(view, mentions)
    assert etree.tostring(post) == etree.tostring(expected)
    assert "".join(post.itertext()) == "".join(_post("".join(segments)).itertext())
    assert len(written) <= len(mentions)
