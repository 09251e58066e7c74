"""English shops, practices and venues named by ordinary words and a capitalised kind (issue 38):
``at Brookside Vets``, ``the Ordsall Community Pantry``; a kind in capitals names no place
(``the Charity Shop``, ``the Community Pantry``) and a public one stays."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found

from teianon.read.tei import tei


def _references(text: str) -> list[tuple[str, str, str]]:
    """(type, text, subtype) of every reference the default run writes into one post."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return [
        (e.get("type") or "", "".join(e.itertext()), e.get("subtype") or "") for e in post.iter(tei("name"), tei("ref"))
    ]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Milo had his booster yesterday at Brookside Vets, all fine.", "Brookside Vets"),
        ("We're at the Anvil Makers Hub in Bolton on Saturday.", "Anvil Makers Hub"),
        ("Ask whether the Ordsall Community Pantry still needs volunteers?", "Ordsall Community Pantry"),
        ("We stayed at the Harbour View Hotel for the wedding.", "Harbour View Hotel"),
        ("Lisa ran the tombola for Khan's Corner Stores this year.", "Khan's Corner Stores"),
        ("We had tea at the Willow Tree Tearooms in Whitby.", "Willow Tree Tearooms"),
        ("Bring the dog to Oakfield Kennels on Friday.", "Oakfield Kennels"),
        ("Got my yarn from The Wool Nook, as always.", "The Wool Nook"),
        ("My brother has a stall outside Duxbury Greengrocers.", "Duxbury Greengrocers"),
    ],
)
def test_ordinary_words_before_a_capitalised_kind_name_a_venue(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")


@pytest.mark.parametrize(
    "text",
    [
        "We ordered cake from the Coffee Shop yesterday.",  # one word of the language: a kind
        "She volunteers at the Charity Shop on Mondays.",
        "Ask at the Community Pantry, they will know.",  # only words of a kind
        "We stayed at the Grand Hotel in the end.",
        "The kids watched Hotel Transylvania again.",  # the kind first: another name
        "I love the Pet Shop Boys.",  # a capitalised word after the kind
        "Brookside Vets were very kind to us.",  # a sentence's first words, no frame
        "Did you see the new Wizard Shop in town?",  # a lower-case word before the name
        "WE MET AT THE HARBOUR VIEW HOTEL",  # a heading in capitals
    ],
)
def test_a_kind_in_capitals_without_a_name_or_frame_is_no_venue(text: str) -> None:
    assert not [m for m in found(text, "institution") if m[1].endswith(("Shop", "Pantry", "Hotel", "Vets", "HOTEL"))]


@pytest.mark.parametrize(
    "text", ["We stayed at the Premier Inn near the airport.", "We had lunch at The Corner Bakery yesterday."]
)
def test_a_public_chain_of_this_shape_stays(text: str) -> None:
    # A listed chain with its article before it is the chain, not a part of a local venue's name.
    references = _references(text)
    assert [(kind, name) for kind, name, subtype in references if subtype != "public"] == [], references


def test_the_venue_is_replaced_in_the_default_run() -> None:
    references = _references("Our cat had her jabs at Millbrook Vets, all fine.")
    # One reference, replaced (the tagger reads its first word as a place; the type may follow it).
    assert [name for _, name, subtype in references if not subtype] == ["Millbrook Vets"], references


def test_a_notable_name_inside_the_venue_is_a_part_of_it() -> None:
    references = _references("Ask Tom whether the Attenborough Community Pantry still needs help?")
    assert ("ORG", "Attenborough Community Pantry", "") in references, references


@pytest.mark.parametrize(
    "text, person",
    [
        ("The raffle was run by Hugh Grant of Grant's Corner Stores.", "Hugh Grant"),
        ("Thanks to Emma Watson from Watson's Village Stores for the cakes.", "Emma Watson"),
    ],
)
def test_a_namesake_of_a_notable_who_runs_a_local_shop_is_private(text: str, person: str) -> None:
    references = _references(text)
    assert ("PER", person, "") in references, references


@pytest.mark.parametrize("text, person", [("We watched a film with Hugh Grant yesterday.", "Hugh Grant")])
def test_the_notable_without_a_shop_of_their_name_stays(text: str, person: str) -> None:
    assert ("PER", person, "public") in _references(text)
