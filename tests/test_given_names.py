"""Given names of many languages in the person tables, and their spellings without diacritics."""

from __future__ import annotations

from pathlib import Path

from teianon.lists import key_of, persons
from teianon.lists.given_names import plain_spellings, wiktionary_given_names

HEADER = "id,title,name,url,category_type,status,status_backup,language_id,language_script,gender,parent_cmtitle\n"


def test_plain_spellings_drop_diacritics_and_write_umlauts_out():
    assert plain_spellings("Thủy") == {"Thuy"}
    assert plain_spellings("Đạt") == {"Dat"}
    assert plain_spellings("Jörg") == {"Jorg", "Joerg"}
    assert plain_spellings("Małgorzata") == {"Malgorzata"}
    assert plain_spellings("Sigrún") == {"Sigrun"}
    assert plain_spellings("Çağrı") == {"Cagri"}
    assert plain_spellings("Bjørn") == {"Bjorn", "Bjoern"}
    # A name already typed plainly has no other spelling; nor one with a letter no table folds.
    assert plain_spellings("Ulrike") == set()
    assert plain_spellings("Ǯaver") == set()


def _pages(tmp_path: Path, language: str, rows: list[str]) -> Path:
    folder = tmp_path / "pages" / language
    folder.mkdir(parents=True)
    (folder / "given_names.csv").write_text(HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return tmp_path / "pages"


def test_wiktionary_given_names_keep_living_latin_script_names(tmp_path):
    api = "https://en.wiktionary.org/w/api.php"
    pages = _pages(
        tmp_path,
        "vie",
        [
            f",Ngọc,Ngọc,{api},given_names,page,,vie,Latin,Gender.female,Category:Vietnamese female given names",
            f",Ngọc,Ngọc,{api},given_names,page,,vie,Latin,Gender.male,Category:Vietnamese male given names",
            f",Khải,Khải,{api},given_names,page,,vie,Latin,Gender.male,Category:Vietnamese male given names",
            f",明,明,{api},given_names,page,,vie,Han,Gender.male,Category:Vietnamese male given names",
            f",Reconstruction:X/Y,Reconstruction:X/Y,{api},given_names,page,,vie,Latin,,Category:Vietnamese given names",
        ],
    )
    _pages(
        tmp_path,
        "ang",
        [f",Eadgyth,Eadgyth,{api},given_names,page,,ang,Latin,Gender.female,Category:Old English female given names"],
    )
    assert list(wiktionary_given_names(pages)) == [("Khải", "m", "vie"), ("Ngọc", "fm", "vie")]


def test_shipped_tables_know_names_of_many_origins_in_plain_spelling():
    table = persons()
    for typed in ("Thuy", "Ngoc", "Adebayo", "Bulent", "Caglar"):
        entries = table.get(key_of(typed))
        assert any(e.kind == "first" for e in entries), typed
    # A frequent word is no given name the Wiktionary lists add on their own ("drin", "glad").
    assert not any(e.source == "given-names" for e in table.get(key_of("drin")))


def test_popular_forenames_keep_romanised_one_word_names(tmp_path):
    from teianon.lists.given_names import popular_forenames

    table = tmp_path / "forenames.csv"
    table.write_text(
        "\ufeffCountry,Country Group,Region,Population,Note,Year,Romanization,Index,Name Group,Gender,"
        "Localized Name,Romanized Name\n"
        "GE,1,,,,2020,N,1,N-GE-1-M-1,M,გიორგი,Giorgi\n"
        "ML,1,,,,2010,N,1,N-ML-1-F-1,F,Kadiatou,Kadiatou\n"
        "CO,1,,,,2020,N,1,N-CO-1-M-1,M,Juan Pablo,Juan Pablo\n"
        "MN,1,,,,2020,N,1,N-MN-1-M-1,M,Батхаан,Batkhaаn\n",
        encoding="utf-8",
    )
    assert list(popular_forenames(table)) == [("Giorgi", "m", "GE"), ("Kadiatou", "f", "ML")]
