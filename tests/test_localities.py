"""Municipalities and their parts from GeoNames' postal-code table (issue 38): which names of the
table become places, and that the committed place table reads them."""

from __future__ import annotations

from pathlib import Path

from detector_helpers import annotated

from teianon import lists
from teianon.lists.build_localities import COUNTRIES, locality_rows, postal_places
from teianon.read.tei import tei

HEADER = "country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude\n"


def _postal_dir(tmp_path: Path, places: list[str]) -> Path:
    for country in COUNTRIES:
        folder = tmp_path / country
        folder.mkdir()
        rows = [f'{country},{10000 + k},"{p}",S,SS,"",00,C,1,50.0,10.0\n' for k, p in enumerate(places)]
        (folder / f"zipcodes.{country.lower()}.csv").write_text(HEADER + ("".join(rows) if country == "DE" else ""))
    return tmp_path


def test_a_municipality_and_its_part_give_the_part_and_firms_streets_and_words_give_nothing(tmp_path: Path) -> None:
    folder = _postal_dir(
        tmp_path,
        [
            "Quarnwitzel",
            "Quarnwitzel Wöllmerode",  # a municipality and its part: the part alone
            "Thurnau am Quellbach",  # a particle belongs to the name
            "Klein Wessolitz",  # a first word that belongs to the name
            "Pellwitzer Sägewerk GmbH",  # a large customer's own postcode
            "Finanzamt Quarnwitzel",
            "An der Furtmühle",  # a street
            "Aarnau 1",  # a post office's number
            "Steinkreuz",  # a compound of two words without a place's ending
            "Rathaus",  # a German noun
        ],
    )
    forms = postal_places(folder)
    assert "Wöllmerode" in forms and "Quarnwitzel Wöllmerode" not in forms
    assert {"Quarnwitzel", "Thurnau am Quellbach", "Klein Wessolitz", "Aarnau"} <= set(forms)
    assert not any(("GmbH" in f or "Finanzamt" in f or "Furtmühle" in f) for f in forms)
    added = {form for form, *_ in locality_rows(folder)}
    assert {"Quarnwitzel", "Wöllmerode", "Thurnau am Quellbach", "Klein Wessolitz"} <= added
    assert "Steinkreuz" not in added and "Rathaus" not in added
    assert all(source == "geonames:DE" and pop == 0 for _, _, pop, source in locality_rows(folder))


def test_the_place_table_holds_municipalities_cities500_lacks() -> None:
    for form in ("Dollnstein", "Kipfenberg", "Mörnsheim"):
        assert any(e.category == "GPE" for e in lists.places().get((form.casefold(),)) or ()), form
    assert not lists.places().get(("steinkreuz",))


def test_such_a_village_after_a_preposition_is_replaced() -> None:
    tree = annotated("Einziger Reinfall: in Dollnstein hatte Gerhard einen Platten.")
    post = next(tree.iter(tei("post")))
    assert ("GPE", "Dollnstein") in [(e.get("type"), "".join(e.itertext())) for e in post.iter(tei("name"))]
