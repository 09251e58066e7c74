"""Chains, brands and national bodies of OpenStreetMap's name-suggestion-index are on the public
list (issue 38, ``teianon.lists.build_brands``): kept where named, weighed like every listed name
(a name that is also a first name or a word needs a public cue, an employer stays private); the
builder keeps only items with a Wikidata item in the countries of German and English CMC, the
operator lists of national bodies, and no regional branch named by its town. A brand named after
its world-famous founder is judged as the brand, not blocked by the founder's surname."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from test_public_private_evidence import _kept_public, _names
from test_public_sphere import _decide

from teianon.lists import build_brands, notable, public_names
from teianon.mention import Category

# (language, post, the chain kept): chains of supermarkets, DIY, fuel, opticians, department
# stores of DE/AT/CH/UK/IE/US that no list knew before.
KEPT = [
    ("de", "Die Schrauben gibts beim Hagebaumarkt um die Ecke.", "Hagebaumarkt"),
    ("en", "Grabbed a sandwich at Wawa before the drive.", "Wawa"),
    ("en", "We stopped at Applegreen for fuel near the border.", "Applegreen"),
    ("de", "Bei Denner gibts das billiger.", "Denner"),
    ("en", "I bought the kettle at Dunnes Stores yesterday.", "Dunnes Stores"),
    # charity shops and national bodies that the frames kept before, now known by the list
    ("en", "The Cancer Research UK shop opened in May.", "Cancer Research UK"),
    ("en", "The Ministry of Justice published the figures.", "Ministry of Justice"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_listed_chain_is_kept(lang: str, text: str, name: str) -> None:
    # Kept: marked public, or (a body named with a country, "… UK") not proposed at all; no
    # part of it replaced either way.
    names = _names(lang, text)
    assert names.get(name) == "public" or not any(n in name or name in n for n in names), names
    assert not any(subtype != "public" and (n in name or name in n) for n, subtype in names.items()), names


# Private evidence and the flags still win: an employer, a first name, a relation.
REPLACED = [
    ("de", "Meine Schwester arbeitet bei Tegut in der Filiale.", "Tegut"),
    ("de", "Heute war Norma beim Arzt.", "Norma"),
    ("en", "my neighbour Wawa Brown is away", "Wawa"),
    # a franchisee's shop, named by its owner and the chain: a local shop, wholly private
    ("en", "I'll pick up milk at Byrne's SuperValu later.", "SuperValu"),
    ("en", "I'll get some from Dolan's Applegreen on the way.", "Applegreen"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_private_evidence_outweighs_the_chain_list(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


def test_the_index_rows_are_read_by_the_public_sphere_decision_only() -> None:
    assert any(e.source == build_brands.SOURCE for e in public_names().get(("applegreen",)))
    assert not any(e.source == build_brands.SOURCE for e in notable().get(("applegreen",)))
    # a first name and a word keep their flags: they need a public cue
    assert "f" in "".join(e.flags for e in public_names().get(("norma",)) if e.source == build_brands.SOURCE)


def _item(name: str, countries: list[str], wikidata: bool = True, **tags: str) -> dict[str, object]:
    item_tags = {"brand": name, "name": name, **tags}
    if wikidata:
        item_tags["brand:wikidata"] = "Q1"
    return {"displayName": name, "locationSet": {"include": countries}, "tags": item_tags}


def _write(root: Path, kind: str, *items: dict[str, object]) -> None:
    path = root / f"{kind}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"items": list(items)}), encoding="utf-8")


def test_the_builder_keeps_notable_chains_of_the_countries_and_national_bodies(tmp_path: Path) -> None:
    _write(
        tmp_path / "brands",
        "shop/supermarket",
        _item("Grünkauf", ["de", "at"]),
        _item("Kwikmart", ["us-or.geojson"], **{"brand:en": "Kwik Mart"}),
        _item("Nowikidata Markt", ["de"], wikidata=False),
        _item("Supermercato Lontano", ["ru"]),
        _item("Fernhandel (Deutschland)", ["001"]),
        _item("Volksbank Bielefeld", ["de"]),
        _item("Kölner Sparbank", ["de"]),
        _item("Abfallwirtschaft-Bielefeld", ["de"]),
        _item("Orchard Lane", ["us"]),
        _item("Lindenweg", ["de"]),
        _item("Kevin's", ["us"]),
        _item("Kevin's Diner", ["us"]),
        _item("Ollivander-Holt", ["gb"]),
        _item("QX", ["gb"]),
    )
    _write(tmp_path / "operators", "emergency/lifeguard", _item("Deutsche Wasserwacht", ["de"]))
    _write(tmp_path / "operators", "amenity/school", _item("Lindenhof Academy Trust", ["gb"]))
    forms = {form: kind for form, _, kind, _ in build_brands.brand_rows(tmp_path)}
    # the countries of German and English CMC, a subdivision of one, the world; the English tag too
    assert {"Grünkauf", "Kwikmart", "Kwik Mart", "Fernhandel"} <= set(forms)
    assert forms["Grünkauf"] == "brand:shop/supermarket"
    assert forms["Deutsche Wasserwacht"] == "operator:emergency/lifeguard"
    # a hyphenated brand is kept whole, a one-word brand that ends like a street too
    assert {"Ollivander-Holt", "Lindenweg"} <= set(forms)
    # no Wikidata item, another country, a town's branch (also by its demonym), two letters, a
    # school trust, a street's name, a person's name in the possessive
    left_out = ["Nowikidata Markt", "Supermercato Lontano", "Volksbank Bielefeld", "Kölner Sparbank", "QX"]
    left_out += ["Abfallwirtschaft-Bielefeld", "Lindenhof Academy Trust", "Orchard Lane", "Kevin's", "Kevin's Diner"]
    assert not set(left_out) & set(forms)


def test_the_builder_writes_its_table_and_refuses_a_wrong_folder(tmp_path: Path, monkeypatch) -> None:
    from teianon.lists import build

    _write(tmp_path / "data" / "brands", "shop/doityourself", _item("Werkelhaus", ["ch"]))
    (tmp_path / "lists").mkdir()
    monkeypatch.setattr(build, "HERE", tmp_path / "lists")
    build_brands.build(tmp_path / "data")
    table = tmp_path / "lists" / build_brands.BRAND_TABLE
    lines = gzip.decompress(table.read_bytes()).decode("utf-8").splitlines()
    assert lines == ["form\tcategory\tkind\tsource", "Werkelhaus\tORG\tbrand:shop/doityourself\tname-suggestion-index"]
    with pytest.raises(SystemExit, match="name-suggestion-index"):
        build_brands.build(tmp_path / "nowhere")


def test_a_brand_named_after_its_famous_founder_is_the_brand() -> None:
    # The founder's surname row (a first name of the tables) no longer blocks the brand's own.
    assert _decide("Die neue Kollektion von Chanel ist da", "Chanel", Category.ORG) == [("Chanel", "public.notable")]
    assert _decide("Zum Essen gehen wir heute ins Byron am Bahnhof", "Byron", Category.ORG) == [
        ("Byron", "public.notable")
    ]


def test_a_founders_brand_read_as_a_person_or_with_private_evidence_is_private() -> None:
    # proposed as a person, after a form of address, or beside a phone number: someone's name
    assert _decide("Chanel hat gestern angerufen", "Chanel", Category.PER) == []
    assert _decide("Frau Chanel kommt morgen", "Chanel", Category.ORG) == []
    assert _decide("Chanel hat die Wohnung gekündigt, Tel. 0171 2345678", "Chanel", Category.ORG) == []


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "We bought the coat at Marks & Spencer yesterday.", "Marks & Spencer"),
        ("en", "The bag is by Dolce & Gabbana, far too pricey.", "Dolce & Gabbana"),
        ("de", "Das Shampoo ist von Johnson & Johnson, glaub ich.", "Johnson & Johnson"),
    ],
)
def test_a_listed_name_with_an_ampersand_is_kept(lang: str, text: str, name: str) -> None:
    # The tables hold "&" as a word of the name; the public decision read the words without it.
    assert _names(lang, text).get(name) == "public"
