"""Public companies and films on the notable list (issue 38: works, brands and public companies
were the largest kind of false replacement of a held-out measurement): large companies and
films from freely licensed lists, built reproducibly (``teianon.lists.build_public``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from detector_helpers import annotated

from teianon.lists import key_of, notable
from teianon.lists.build_public import companies, company_forms, films
from teianon.read.tei import tei


def _names(text: str) -> dict[str, tuple[str | None, str | None]]:
    """Each name teianon wrote into the one post: text -> (type, subtype)."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return {"".join(e.itertext()): (e.get("type"), e.get("subtype")) for e in post.iter(tei("name"))}


def test_a_company_s_short_forms_leave_its_legal_tail() -> None:
    assert set(company_forms("Apple Inc.")) == {"Apple Inc.", "Apple"}
    assert "Walt Disney" in set(company_forms("The Walt Disney Company"))
    assert "Berkshire Hathaway" in set(company_forms("Berkshire Hathaway, Class B"))


def test_the_builders_read_the_sources_as_published(tmp_path: Path) -> None:
    constituents = tmp_path / "constituents.csv"
    constituents.write_text("Symbol,Security,GICS Sector\nXYZ,Quuxcorp Holdings,Industrials\n", encoding="utf-8")
    assert set(companies(constituents)) == {"Quuxcorp Holdings", "Quuxcorp"}
    movies = [
        {"title": "Zorblax (2021 film)", "year": 2021},
        {"title": "Michael Clayton", "year": 2007},  # a person's name: a private one is likelier
        {"title": "Mary and Max", "year": 2009},
        {"title": "1917", "year": 2019},
        {"title": "Glimmerquest", "year": 1975},  # before the films people still talk about
    ]
    (tmp_path / "movies-2000s.json").write_text(json.dumps(movies), encoding="utf-8")
    assert list(films(tmp_path)) == ["Zorblax"]


@pytest.mark.parametrize(
    "form, category", [("Royal Mail", "ORG"), ("Network Rail", "ORG"), ("Sainsbury's", "ORG"), ("Nomadland", "OTH")]
)
def test_the_notable_table_knows_companies_and_films(form: str, category: str) -> None:
    key = list(key_of(form))
    n, entries = notable().longest(key, 0, len(key))
    assert n == len(key)
    assert any(e.category == category for e in entries), entries


@pytest.mark.parametrize(
    "text, name", [("Sainsbury's was out of milk again", "Sainsbury's"), ("Royal Mail lost the parcel", "Royal Mail")]
)
def test_a_listed_company_stays(text: str, name: str) -> None:
    names = _names(text)
    assert names.get(name, (None, "public"))[1] == "public", names


def test_a_film_named_like_a_surname_is_the_surname_inside_a_full_name() -> None:
    """"Snowden" is a film of the list: in "Edward Snowden" it is the man's surname, and the
    name stays one reference (found on Bundestag speeches: "Edward" alone was replaced)."""
    names = _names("Warum haben Sie dem Dissidenten Edward Snowden kein Asyl angeboten?")
    assert names.get("Edward Snowden", (None, None))[0] == "PER" and "Snowden" not in names, names


@pytest.mark.parametrize("title", ["Bartleby", "Barbarosa"])
def test_a_films_one_word_alone_is_someones_name_until_its_context_says_film(title: str) -> None:
    # A film named by one word the dictionaries lack is mostly named after a person: alone
    # beside a person's doings it is someone the writer knows; watched, it is the film.
    assert notable().get(key_of(title))
    private = _names(f"{title} texted me again.")
    assert private.get(title, (None, None))[1] != "public", private
    # Kept public, or not proposed at all: left as written either way.
    assert _names(f"we watched {title} last night").get(title, (None, "public"))[1] == "public"
