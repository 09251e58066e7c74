"""Bands and musicians of classic-rock radio and recurring guests of a TV show are on the public
list (issue 38, ``teianon.lists.build_popular``): kept where named, weighed like every listed
name: a private relation or a letter's greeting still wins, a guest whose surname is a word or a
first name needs a public cue, and a band named like a place or by ``The`` and a word is no band
on the string alone."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

from teianon.lists import public_names

# (language, post, the band or person kept)
KEPT = [
    ("de", "gestern lief Lynyrd Skynyrd im Auto", "Lynyrd Skynyrd"),
    ("en", "my dad only plays Steely Dan in the car", "Steely Dan"),
    ("en", "Did you see Jon Hamm on the show last night?", "Jon Hamm"),
    ("de", "Hat jemand Mindy Kaling im Interview gesehen?", "Mindy Kaling"),
    ("en", "Joe Scarborough was shouting again this morning", "Joe Scarborough"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_popular_band_or_tv_guest_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"


# Private evidence and the flags still win.
REPLACED = [
    ("de", "mein Nachbar Jon Hamm hat angerufen", "Hamm"),
    ("en", "Dear Mindy Kaling, thank you for your application", "Kaling"),
    ("en", "my colleague Joe Scarborough is off sick", "Scarborough"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_private_evidence_outweighs_the_popular_list(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


def test_the_popular_rows_are_read_by_the_public_sphere_decision_only() -> None:
    from teianon.lists import notable

    # The detectors and the decision model read the table as before (``notable``).
    assert any(e.source == "fivethirtyeight-classic-rock" for e in public_names().get(("steely", "dan")))
    assert not any(e.source.startswith("fivethirtyeight") for e in notable().get(("steely", "dan")))


def test_a_band_named_like_a_place_or_a_phrase_needs_a_cue() -> None:
    # "Chicago", "Kansas": a place where nothing says music (a move there is a home; a flight there
    # makes the world city public, public_places, not the band); "The Police" is not on the list
    bands = {e.form: e.flags for e in public_names().get(("kansas",)) if e.kind == "band"}
    assert "p" in bands.get("Kansas", "p")
    assert not any(e.kind == "band" for e in public_names().get(("the", "police")))
    assert not _kept_public(_names("de", "wir ziehen nächste Woche nach Chicago"), "Chicago")


def test_a_guest_whose_surname_is_a_word_or_first_name_needs_a_cue() -> None:
    entries = [e for e in public_names().get(("anderson", "cooper")) if e.source == "fivethirtyeight-daily-show"]
    assert entries and "s" in entries[0].flags
    assert not _kept_public(_names("en", "Anderson Cooper will pick us up at six"), "Cooper")
