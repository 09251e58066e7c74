"""Public names known by what surrounds them (issue 38, round 11): a prize named after a person,
and a band named right before its songs. Strings of our own."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, replaced, tei


def _public(text: str) -> list[str]:
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return ["".join(e.itertext()) for e in post.iter(tei("name")) if e.get("subtype") == "public"]


@pytest.mark.parametrize(
    ("text", "prize"),
    [
        (
            "Sie wurde 2023 mit dem Gottfried Wilhelm Leibniz-Preis der DFG ausgezeichnet.",
            "Gottfried Wilhelm Leibniz-Preis",
        ),
        ("Er bekam den Ernst Kessler-Preis für seine Arbeit.", "Ernst Kessler-Preis"),
        ("She won the Harriet Okafor Memorial Prize in 2019.", "Harriet Okafor Memorial Prize"),
    ],
)
def test_a_prize_named_after_a_person_stays_whole(text: str, prize: str) -> None:
    assert prize in _public(text)
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("Mum would love some Chieftains songs tonight.", "Chieftains"),
        ("He'd love some Harbourmen songs, he used to sing along.", "Harbourmen"),
    ],
)
def test_a_name_before_its_songs_is_a_band(text: str, band: str) -> None:
    assert band not in [name for _, name in replaced(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kevin songs are the best.", "Kevin"),
        ("Der Kaufpreis war zu hoch, sagt Jens Brandt.", "Jens Brandt"),
        ("Mein Kollege Jens Brandt hat den Preis geholt.", "Jens Brandt"),
    ],
)
def test_a_person_beside_songs_or_a_price_stays_private(text: str, name: str) -> None:
    assert name in [name for _, name in replaced(text)]


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("Read the Sport Wales guidance, it's free.", "Sport Wales"),
        ("We got a grant from Sport Wales last year.", "Sport Wales"),
    ],
)
def test_a_body_named_by_its_nation_stays_whole(text: str, body: str) -> None:
    # Marked public, or not proposed at all where the tagger's span stops at the nation (a
    # country word, never proposed): nothing of it is replaced either way.
    assert body in _public(text) or _public(text) == []
    assert replaced(text) == []


@pytest.mark.parametrize("text", ["My neighbour Tom England came round.", "Pennine Removals England did the move."])
def test_a_person_or_firm_before_a_nation_is_no_public_body(text: str) -> None:
    assert _public(text) == []


def _posts(*posts: str) -> list[list[tuple[str, str | None, str]]]:
    root = annotated(*posts).getroot()
    return [
        [(e.get("type") or "", e.get("subtype"), "".join(e.itertext())) for e in post.iter(tei("name"))]
        for post in root.iter(tei("post"))
    ]


@pytest.mark.parametrize(
    ("heading", "sentence", "body"),
    [
        ("Hollfeld, 3. Mai 2026.", "Die Universität Hollfeld hat Frau Dr. Kessler berufen.", "Universität Hollfeld"),
        ("Ich wohne in Passau.", "Die Universität Passau hat Frau Dr. Kessler berufen.", "Universität Passau"),
    ],
)
def test_a_public_body_holding_a_replaced_town_goes_whole(heading: str, sentence: str, body: str) -> None:
    town = body.split()[-1]
    first, second = _posts(heading, sentence)
    assert ("GPE", None, town) in first
    # Never half a name: the kind left readable beside a replaced town.
    assert ("GPE", None, town) not in second
    assert ("ORG", None, body) in second


def test_a_public_body_whose_town_is_replaced_nowhere_stays_public() -> None:
    assert ("ORG", "public", "Universität Passau") in _posts("Die Universität Passau hat Frau Dr. Kessler berufen.")[0]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("She is fluent in Quibbly and AutoCAD, and presents well.", "Quibbly"),
        ("Ich arbeite am liebsten in Zorvix und Photoshop.", "Zorvix"),
    ],
)
def test_a_name_joined_to_a_product_is_kept_once_and_never_empty(text: str, name: str) -> None:
    # A route's place and a tagger's name of one span, both joined to the listed product: one
    # public element holding the name, no empty one beside it.
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    public = ["".join(e.itertext()) for e in post.iter(tei("name")) if e.get("subtype") == "public"]
    assert public.count(name) == 1
    assert "" not in public
    assert name not in [n for _, n in replaced(text)]


@pytest.mark.parametrize(
    ("text", "domain"),
    [
        ("Ich hab das auf etsy.de gefunden.", "etsy.de"),
        ("We found the hotel on www.tripadvisor.co.uk last night.", "www.tripadvisor.co.uk"),
    ],
)
def test_a_platform_named_by_its_bare_domain_stays(text: str, domain: str) -> None:
    assert domain not in [n for _, n in replaced(text)]


@pytest.mark.parametrize(
    ("text", "url"),
    [
        ("See www.kessler-bau.de for details.", "www.kessler-bau.de"),
        ("Our page is https://www.booking.com/hotel/de/kessler.html", "https://www.booking.com/hotel/de/kessler.html"),
        ("Mein Shop: ring.com", "ring.com"),
    ],
)
def test_a_private_site_or_a_page_of_a_platform_is_replaced(text: str, url: str) -> None:
    assert ("URL", url) in replaced(text)


@pytest.mark.parametrize(
    "text", ["At New England town meetings, all citizens vote.", "Floods hit New South Wales again."]
)
def test_a_region_named_with_a_nation_is_no_public_body(text: str) -> None:
    assert not any(name.endswith(("England", "Wales")) for name in _public(text))
