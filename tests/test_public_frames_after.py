"""A public event or trail stays public unless a home of someone's follows it in the clause
(``the Marathon passes my house``: the route says where the writer lives; issue 38), and the
frame span at a proposal is found by bisection, not by a walk over every span. Invented
sentences, not those of the issue."""

from __future__ import annotations

import pytest
from test_formal_places import replaced
from test_public_frames import kept

from teianon.annotate.public_frames import FrameSpans
from teianon.mention import Category, Mention


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("The Dublin Marathon goes right past our house every October.", "Dublin"),
        ("The Leeds Half Marathon runs down our road, so we get no sleep.", "Leeds"),
        ("The Chester Marathon passes her cottage at mile ten.", "Chester"),
        ("Der Frankfurt Marathon führt direkt an unserem Haus vorbei.", "Frankfurt"),
        ("Der Bonn Marathon läuft jedes Jahr durch unsere Straße.", "Bonn"),
    ],
)
def test_a_home_after_an_event_makes_its_town_private(text: str, town: str) -> None:
    assert kept(text) == []
    assert ("GPE", town) in replaced(text)


def test_the_writers_place_without_a_word_for_a_home_counts_too() -> None:
    # "bei uns": the route runs where the writer lives; held or replaced, never kept public.
    assert kept("Der Münster Marathon kommt bei uns vorbei, wir stehen dann am Zaun.") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # A public building on the route, a home in the next sentence, a home not on the route.
        ("The Dublin Marathon passes the Custom House at mile two.", "Dublin Marathon"),
        ("Der Frankfurt Marathon führt durch die Innenstadt und an der Alten Oper vorbei.", "Frankfurt Marathon"),
        ("The Leeds Half Marathon is on Sunday. Our house is full of guests.", "Leeds Half Marathon"),
        ("They hiked the West Highland Way in May.", "West Highland Way"),
    ],
)
def test_an_event_without_a_home_on_its_route_stays_public(text: str, name: str) -> None:
    assert [k for k, _ in kept(text)] == [name]


def _span(start: int, end: int) -> Mention:
    return Mention(start, end, Category.OTH, subtype="public")


@pytest.mark.parametrize(
    ("start", "end", "found"),
    [
        (12, 14, (10, 20)),  # inside the first span
        (10, 11, (10, 20)),  # at its start
        (5, 12, (10, 20)),  # reaching into it from before
        (20, 25, None),  # right after it: spans end before their end offset
        (22, 45, (40, 50)),  # reaching into the second
        (0, 10, None),  # ending where the first begins
        (55, 70, (60, 61)),  # holding the third
        (61, 90, None),  # after the last
    ],
)
def test_the_span_at_a_proposal(start: int, end: int, found: tuple[int, int] | None) -> None:
    spans = FrameSpans([_span(10, 20), _span(40, 50), _span(60, 61)])
    at = spans.at(start, end)
    assert ((at.start, at.end) if at else None) == found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The Department for Work and Pensions rejected the claim in March.", "Department for Work and Pensions"),
        ("A spokesperson for the Department for Transport said the line would reopen.", "Department for Transport"),
        # (the Ministry of Justice, an example here first, is on the list of national bodies now)
        ("The Ministry of Housing published the figures.", "Ministry of Housing"),
        ("Das Ministerium für Schule und Bildung hat den Erlass geändert.", "Ministerium für Schule und Bildung"),
        (
            "Das Ministerium für Heimat, Kommunales, Bau und Digitalisierung antwortete nicht.",
            "Ministerium für Heimat, Kommunales, Bau und Digitalisierung",
        ),
    ],
)
def test_a_government_department_or_ministry_stays_public(text: str, name: str) -> None:
    assert (name, "teianon:public.ministry") in kept(text)
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My mother has been in the Department of Cardiology since Monday.", "Department of Cardiology"),
        ("She has worked at the Department for Education since 2019.", "Department for Education"),
    ],
)
def test_a_hospitals_department_or_a_workplace_is_still_replaced(text: str, name: str) -> None:
    assert kept(text) == []
    assert any(name in r for _, r in replaced(text))
