"""Issue 38, kind 1: a local shop, firm or institution named in chat's lower case, the trade or
institution noun and then its owner's or place's name (``metzgerei brandl``-like), is one
organisation, whole; the trade noun alone, or before an ordinary word, names nothing. English
chat writes the name first (``ashdown primary``-like). All names invented."""

from __future__ import annotations

import pytest
from detector_helpers import found
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hab gestern bei der fleischerei wimmelbauer bestellt", "fleischerei wimmelbauer"),
        ("wir fliegen wieder übers reisebüro krautwaschl", "reisebüro krautwaschl"),
        ("meine tochter geht auf die grundschule ebersweiler", "grundschule ebersweiler"),
        ("das turnier ist in der turnhalle am lerchenberg", "turnhalle am lerchenberg"),
        ("die konditorei özyurtlu hat zu", "konditorei özyurtlu"),
        ("ich hab termin beim kinderarzt dr. hufnagl", "kinderarzt dr. hufnagl"),
        ("mein mann arbeitet im autohaus pfundstein", "autohaus pfundstein"),
        ("tischlerei zimmermann baut die treppe", "tischlerei zimmermann"),
    ],
)
def test_a_trade_and_a_name_in_lower_case_are_one_organisation(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")
    assert ("ORG", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my youngest goes to dunwarren primary now", "dunwarren primary"),
        ("we always order from ferriter's bakery", "ferriter's bakery"),
        ("both kids were at st colmcilles primary", "st colmcilles primary"),
    ],
)
def test_an_english_name_before_its_trade_in_lower_case(text: str, name: str) -> None:
    assert ("ORG", name) in found(text, "institution")


@pytest.mark.parametrize(
    "text",
    [
        "ich hol noch brötchen bei der bäckerei",
        "die metzgerei nebenan hat heute zu",
        "beim friseur war es wieder voll",
        "der bäcker macht um sechs auf",
        "in der werkstatt stehen noch zwei autos",
        "ich war beim arzt wegen dem rezept",
        "die apotheke hat notdienst",
        "er hat ihn insgeheim gebrandmarkt",
        "sie ist mitsamt koffer angekommen",
        "i went to the bakery yesterday",
        "my primary school teacher was strict",
        "emma's school is lovely",
        "it was a conventual school education",
    ],
)
def test_a_trade_alone_or_before_an_ordinary_word_names_nothing(text: str) -> None:
    assert [m for m in found(text, "institution") if m[0] in ("ORG", "LOC")] == []


def test_public_names_stay_public() -> None:
    # A bank's or a railway's name of the public-sphere list is no local firm.
    assert ("ORG", "Sparkasse") not in replaced("ich war beim Bäcker und dann bei der Sparkasse")
    assert replaced("wir fahren mit der Deutschen Bahn") == []
