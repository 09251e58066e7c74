"""Held proposals and the mentions inside them, found in n log n (issue 29).

The old quadratic list tests of ``annotate_document`` and ``write_mentions`` are written out
here and compared with :func:`teianon.annotate.document.nest` and
:func:`teianon.annotate.resolve.contained` on generated spans (overlapping, nested, equal,
touching), and on a case worked out by hand.
"""

from __future__ import annotations

import pytest

from teianon.annotate.document import nest
from teianon.annotate.resolve import contained, crossed
from teianon.mention import Category, Mention

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _old_nest(held: list[Mention], chosen: list[Mention]) -> tuple[list[Mention], list[Mention]]:
    """annotate_document before issue 29's change, verbatim."""
    containers = [c for c in held if not any(c.overlaps(m) and not c.contains(m) for m in chosen)]
    inner = [m for m in chosen if any(c.contains(m) for c in containers)]
    outer = containers + [m for m in chosen if m not in inner]
    return inner, outer


def _old_outside(nested: list[Mention], mentions: list[Mention]) -> tuple[list[Mention], list[Mention]]:
    """write_mentions before issue 29's change: the nested outside every mention, and the rest."""
    outside = [m for m in nested if not any(c.contains(m) for c in mentions)]
    return outside, [m for m in nested if m not in outside]


def _span(category: Category) -> st.SearchStrategy[Mention]:
    return st.tuples(st.integers(0, 40), st.integers(1, 12)).map(
        lambda t: Mention(t[0], t[0] + t[1], category, source="test"))


_spans = st.lists(_span(Category.NICK), max_size=25)
_held = st.lists(_span(Category.CITATION), max_size=8)


@settings(max_examples=400, deadline=None)
@given(_held, _spans)
def test_nest_is_the_old_list_tests(held: list[Mention], chosen: list[Mention]) -> None:
    assert nest(held, chosen) == _old_nest(held, chosen)


@settings(max_examples=400, deadline=None)
@given(_spans, _spans)
def test_contained_is_the_old_list_test(nested: list[Mention], mentions: list[Mention]) -> None:
    inside = contained(nested, mentions)
    outside = [m for m, i in zip(nested, inside, strict=True) if not i]
    assert (outside, [m for m, i in zip(nested, inside, strict=True) if i]) == _old_outside(nested, mentions)


def test_by_hand() -> None:
    quote = Mention(10, 30, Category.CITATION)
    cut = Mention(20, 40, Category.IMPLICIT)
    inside, crossing = Mention(10, 15, Category.PER), Mention(35, 45, Category.GPE)
    touching = Mention(30, 32, Category.URL)
    # The quotation holds "inside" and only touches "touching"; "crossing" reaches over the
    # implicit reference's end.
    assert crossed([quote, cut], [inside, crossing, touching]) == [False, True]
    assert contained([inside, crossing, touching], [quote]) == [True, False, False]
    assert nest([quote, cut], [inside, crossing, touching]) == ([inside], [quote, crossing, touching])
    assert contained([inside], []) == [False]
    assert crossed([], [inside]) == []
