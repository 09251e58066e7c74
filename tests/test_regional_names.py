"""Regional first names that no table held (issues 38 and 39): the given names of Jörg Michael's
dictionary and of Berlin's first-name lists, without the ordinary words among them."""

import pytest
from detector_helpers import replaced

from teianon import lists
from teianon.lists import build_regional
from teianon.lists.build_regional import berlin_given_names, nam_dict_given_names, regional_rows


@pytest.mark.parametrize(
    "text, name",
    [
        ("Tjark und Wubbo waren da", "Wubbo"),
        ("Tjark und Reemt waren da", "Reemt"),
        ("wastl kommt morgen", "wastl"),
        ("ommo is coming later", "ommo"),
        ("tjade is coming later", "tjade"),
        ("Liebe Grüße an Vroni", "Vroni"),
    ],
)
def test_a_regional_first_name_is_replaced(text, name):
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "was koste das denn",  # a verb form, a Lithuanian name without its diacritic
        "er folgert daraus nichts",
        "das einte die Partei",
        "carpe diem, sagt er immer",
        "Die Wolke zieht vorbei",
    ],
)
def test_ordinary_words_are_no_new_names(text):
    assert replaced(text) == []


@pytest.mark.parametrize("name", ["Hauke", "Okke", "Ubbo", "Meinert", "Wastl", "Tjorven", "Levke"])
def test_the_shipped_tables_know_regional_names(name):
    assert any(e.kind == "first" for e in lists.persons().get(lists.key_of(name)))


@pytest.mark.parametrize("word", ["Koste", "Folgert", "Diem", "Wolke", "Mattes"])
def test_the_shipped_tables_add_no_ordinary_word(word):
    assert not any(e.source == "given-names" for e in lists.persons().get(lists.key_of(word)))


def test_nam_dict_rows_give_gender_and_the_countries_of_their_columns(tmp_path):
    table = tmp_path / "firstnames.csv"
    header = ["name", "gender", *build_regional.COLUMNS]
    rows = [
        ["Tadeo", "M", *[""] * len(build_regional.COLUMNS)],
        ["Abdel+Aziz", "M", *[""] * len(build_regional.COLUMNS)],
        ["Kea", "?", *[""] * len(build_regional.COLUMNS)],
    ]
    rows[0][header.index("East Frisia")] = "-6"
    rows[0][header.index("Swiss")] = "-8"
    rows[2][header.index("Denmark")] = "-7"
    table.write_text("\n".join(";".join(r) for r in [header, *rows]) + "\n", encoding="utf-8")
    assert list(nam_dict_given_names(table)) == [("Tadeo", "m", "DE-FRI CH"), ("Kea", "fm", "DK")]


def test_berlin_names_given_once_are_left_out(tmp_path):
    years = {
        "2015": "vorname,anzahl,geschlecht\nMalte,3,m\nKarlotta,1,w\n",
        "2020": "vorname,anzahl,geschlecht,position\nKarlotta,1,w,2\nZweig,1,m,1\n",
    }
    for year, text in years.items():
        (tmp_path / year).mkdir()
        (tmp_path / year / "mitte.csv").write_text(text, encoding="utf-8")
    assert list(berlin_given_names(tmp_path)) == [("Karlotta", "f", "DE-BE"), ("Malte", "m", "DE-BE")]


def test_regional_rows_leave_out_words_known_names_and_patronymics(monkeypatch):
    monkeypatch.setattr(build_regional, "german_lower_words", lambda: frozenset({"lauste"}))
    found = [
        ("Tjadine", "f", "DE-FRI"),  # a name of no dictionary: in
        ("Lauste", "m", "DE-BE"),  # a German verb form in lower case
        ("Sonne", "f", "DE-BE"),  # a German noun
        ("Anna", "f", "DE"),  # a row already
        ("Ivanovna", "f", "DE-BE"),  # a patronymic
        ("Bo", "m", "SE"),  # too short
        ("Anna-Lotta", "f", "DE-BE"),  # a compound of names the table knows part by part
        ("Fini", "f", "IT"),  # a frequent French word, a name of elsewhere only
    ]
    added = regional_rows({"Anna": ({"f"}, {"deu"})}, iter(found))
    assert set(added) == {"Tjadine"}
    assert added["Tjadine"] == ({"f"}, {"DE-FRI"})
