"""resolve.select: the bisecting selection chooses exactly what comparing every pair chose."""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings
from hypothesis import strategies as st

from teianon.annotate.resolve import _may_replace, priority, select
from teianon.mention import CERTAINTIES, Category, Mention


def select_pairwise(mentions: list[Mention]) -> list[Mention]:
    """The selection as it was written first (every candidate against every accepted mention):
    the reference the faster one must agree with."""
    accepted: list[Mention] = []
    for candidate in sorted(set(mentions), key=priority):
        clashes = [m for m in accepted if m.overlaps(candidate)]
        if not clashes:
            accepted.append(candidate)
        elif all(candidate.contains(m) and len(candidate) > len(m) and _may_replace(candidate, m) for m in clashes):
            accepted = [m for m in accepted if m not in clashes]
            accepted.append(candidate)
    return sorted(accepted, key=lambda m: (m.start, m.end))


SOURCES = ["rule:url", "tagger:crf", "spacy:de", "linker", "linker-inside", "gazetteer"]


@st.composite
def mentions(draw: st.DrawFn) -> Mention:
    start = draw(st.integers(0, 60))
    end = start + draw(st.integers(1, 15))
    addressing = draw(st.booleans()) and draw(st.booleans())
    name = (start, end) if not addressing else (start + draw(st.integers(0, end - start - 1)), end)
    return Mention(start, end, draw(st.sampled_from(list(Category))),
                   corresp=draw(st.sampled_from([None, None, "A01", "A02"])),
                   cert=draw(st.sampled_from(CERTAINTIES)), source=draw(st.sampled_from(SOURCES)),
                   name_start=name[0] if addressing else None, name_end=name[1] if addressing else None)


@settings(max_examples=400, deadline=None)
@given(st.lists(mentions(), max_size=40))
def test_select_agrees_with_the_pairwise_selection(found: list[Mention]) -> None:
    assert select(found) == select_pairwise(found)


def test_a_container_replaces_the_run_of_mentions_it_holds() -> None:
    inner = [Mention(i, i + 2, Category.NICK, source="linker", corresp="A01") for i in range(10, 30, 3)]
    outside = [Mention(0, 5, Category.GPE, source="gazetteer"), Mention(40, 45, Category.GPE, source="gazetteer")]
    email = Mention(9, 32, Category.EMAIL, source="rule:email")
    assert select([*inner, *outside, email]) == [outside[0], email, outside[1]]


def test_a_long_post_of_one_repeated_name_is_selected_in_text_order() -> None:
    found = [Mention(i * 12 + 6, i * 12 + 11, Category.NICK, corresp="A01", source="linker") for i in range(5000)]
    found += [Mention(i * 12 + 6, i * 12 + 10, Category.PER, source="tagger:crf") for i in range(5000)]
    chosen = select(found)
    assert [m.start for m in chosen] == [i * 12 + 6 for i in range(5000)]
    assert all(m.category is Category.NICK for m in chosen)
