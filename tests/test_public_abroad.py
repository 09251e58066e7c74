"""Banks, carriers and chains of the countries beyond DE/AT/CH/GB/IE/US whose English, and whose
visitors, chats and forums meet (round 70, ``teianon.lists.build_brands.COUNTRIES``): an
Australian bank, a Canadian carrier, a South African or Indian telecom, a Finnish department store
stay as written. A one-word name of a chain found only abroad that German and English text rarely
write, or that the tables know as a person's name or a place, is left out of the list: there it is
as likely someone's name. Private evidence still wins over a listed chain."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_public_private_evidence import _kept_public, _names

from teianon.lists import build_brands

KEPT = [
    ("en", "Westpac froze my card again.", "Westpac"),
    ("en", "I switched to Telus last year.", "Telus"),
    ("de", "Der Vertrag bei Telus läuft aus.", "Telus"),
    ("en", "Vodacom coverage is terrible up north.", "Vodacom"),
    ("en", "Suncorp paid out the claim quickly.", "Suncorp"),
    ("en", "We queued at Stockmann for the sale.", "Stockmann"),
    ("en", "BSNL broadband keeps dropping.", "BSNL"),
    # a possessive ending is no more of the chain's name than the apostrophe
    ("en", "Optus's network was down all morning.", "Optus"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_chain_of_another_country_is_kept(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert _kept_public(names, name), names
    assert not any(subtype != "public" and name in n for n, subtype in names.items()), names


REPLACED = [
    # the employer's chain, a relation's
    ("de", "Mein Chef bei Telus ist unerträglich.", "Telus"),
    ("en", "my boss at Westpac keeps calling me", "Westpac"),
    # a one-word name of a far country's chain that is a first name here, or rarely written
    ("de", "Ich hab Maxi gestern im Kino getroffen.", "Maxi"),
    ("en", "Lecot called me yesterday.", "Lecot"),
    ("en", "Kipa and I went hiking.", "Kipa"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_private_evidence_and_names_stay_private(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in "".join(names) and not _kept_public(names, name), names


def _item(name: str, countries: list[str]) -> dict[str, object]:
    tags = {"brand": name, "name": name, "brand:wikidata": "Q1"}
    return {"displayName": name, "locationSet": {"include": countries}, "tags": tags}


def test_the_builder_reads_the_countries_abroad_with_a_stricter_bar(tmp_path: Path) -> None:
    items = [
        _item("Westpac", ["au"]),  # written in English text: kept
        _item("Pick n Pay", ["za", "na"]),  # several words: kept
        _item("Quorvalt", ["ng"]),  # one word English and German text never write
        _item("Maxi", ["mx"]),  # a first name of the tables
        _item("Rabat", ["ma", "es"]),  # a place of the tables
        _item("Zorvalmart", ["ru"]),  # a country outside the list
        _item("Quorvaltmarkt", ["de", "ng"]),  # also at home: the home bar
    ]
    folder = tmp_path / "brands" / "shop"
    folder.mkdir(parents=True)
    (folder / "supermarket.json").write_text(json.dumps({"items": items}), encoding="utf-8")
    forms = {row[0] for row in build_brands.brand_rows(tmp_path)}
    assert forms == {"Westpac", "Pick n Pay", "Quorvaltmarkt"}
