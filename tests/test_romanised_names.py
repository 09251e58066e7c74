"""Cyrillic and Greek given names in the Latin spellings German and English chat writes them in."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, detect, loaded_detectors
from teianon.detect.pet_forms import pet_form_of, pet_forms
from teianon.lists import key_of, persons, read_table
from teianon.lists.given_names import GIVEN_NAMES_TABLE, HISTORICAL, plain_name
from teianon.lists.romanise import duden, romanised_given_names, streamlined
from teianon.read.tei import tei
from teianon.read.textview import post_text

HEADER = "id,title,name,url,category_type,status,status_backup,language_id,language_script,gender,parent_cmtitle\n"
API = "https://en.wiktionary.org/w/api.php"


def test_duden_transcription_writes_names_as_german_writers_do():
    assert duden("Костя") == {"Kostja"}
    assert duden("Женя") == {"Schenja"}
    assert duden("Саша") == {"Sascha"}
    assert duden("Фёдор") == {"Fjodor"}
    assert duden("Наталья") == {"Natalja"}
    assert duden("Евгений") == {"Jewgeni"}
    assert duden("Василий") == {"Wassili"}
    assert duden("Ксения") == {"Xenija"}
    assert duden("Сергей") == {"Sergei", "Sergej"}  # Duden's -ei, the press's -ej
    assert duden("Христо", "bul") == {"Christo"}
    assert duden("Бойко", "bul") == {"Bojko"}
    assert duden("Аляксандр", "bel") == {"Aljaksandr"}
    assert duden("Лора-София", "bul") == {"Lora-Sofija"}


def test_bulgarias_streamlined_system():
    assert streamlined("Христо") == "Hristo"
    assert streamlined("Живко") == "Zhivko"
    assert streamlined("Цветан") == "Tsvetan"
    assert streamlined("Йордан") == "Yordan"
    assert streamlined("Щерьо") == "Shteryo"
    assert streamlined("Мария") == "Maria"  # word-final -ия is -ia


def test_library_schemes_give_english_and_official_spellings():
    pytest.importorskip("iuliia")
    pytest.importorskip("translitua")
    pytest.importorskip("icu")
    from teianon.lists.romanise import romanisations

    assert {"Kostya", "Kostja", "Kostia"} <= romanisations("Костя", "rus")
    assert {"Zhenya", "Schenja"} <= romanisations("Женя", "rus")
    assert {"Yuliia", "Julija"} <= romanisations("Юлія", "ukr")
    assert {"Giorgos", "Yiorgos"} <= romanisations("Γιώργος", "ell")
    assert "Gjorgji" in romanisations("Ѓорѓи", "mkd")
    assert romanisations("Ђорђе", "hbs") == {"Đorđe"}


def _pages(tmp_path: Path, language: str, rows: list[str]) -> Path:
    folder = tmp_path / "pages" / language
    folder.mkdir(parents=True)
    (folder / "given_names.csv").write_text(HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return tmp_path / "pages"


def test_romanised_given_names_of_living_languages_only(tmp_path):
    pages = _pages(
        tmp_path,
        "bul",
        [
            f",Христо,Христо,{API},given_names,page,,bul,Cyrillic,Gender.male,Category:Bulgarian male given names",
            f",Живка,Живка,{API},given_names,page,,bul,Cyrillic,Gender.female,Category:Bulgarian female given names",
            f",Ѩзъ,Ѩзъ,{API},given_names,page,,bul,Cyrillic,Gender.male,Category:Old Bulgarian male given names",
            f",Boris,Boris,{API},given_names,page,,bul,Latin,Gender.male,Category:Bulgarian male given names",
        ],
    )
    assert list(romanised_given_names(pages, plain_name, HISTORICAL)) == [
        ("Christo", "m", "bul"),
        ("Hristo", "m", "bul"),
        ("Schiwka", "f", "bul"),
        ("Zhivka", "f", "bul"),
    ]


def test_romanised_names_keep_the_rows_other_sources_give(tmp_path):
    from teianon.lists.build import add_romanised

    pages = _pages(
        tmp_path,
        "bul",
        [
            f",Христо,Христо,{API},given_names,page,,bul,Cyrillic,Gender.male,Category:Bulgarian male given names",
            f",Соя,Соя,{API},given_names,page,,bul,Cyrillic,Gender.female,Category:Bulgarian female given names",
        ],
    )
    rows = add_romanised({"Christo": ({"m"}, {"BG"})}, pages)
    assert rows["Christo"] == ({"m"}, {"BG"})
    assert rows["Hristo"] == ({"m"}, {"bul"})
    # A spelling that is a word once in a million words is no name the romanisation may add
    # (Soja, German for soy, Zipf 3.5), a rarer one is (Soya, 2.7).
    assert "Soja" not in rows
    assert rows["Soya"] == ({"f"}, {"bul"})


@pytest.mark.parametrize(
    "name", ["Kostja", "Kostya", "Schenja", "Zhenya", "Hristo", "Mitko", "Giorgos", "Yuliia", "Fjodor", "Gjorgji"]
)
def test_shipped_tables_know_romanised_names(name):
    assert any(e.kind == "first" for e in persons().get(key_of(name))), name


def test_shipped_given_names_hold_the_wiktionary_names_romanised():
    table = {name: origins for name, _gender, origins in read_table(GIVEN_NAMES_TABLE)}
    assert "rus" in table["Kostja"].split() and "ell" in table["Giorgos"].split()


def test_pet_forms_are_derived_from_the_current_first_names():
    forms = pet_forms()
    # A listed name is found as such: none is a pet form of another, nor is a name missing
    # from the first names the pet forms come from.
    assert not [f for f in forms if any(e.kind == "first" for e in persons().get((f,)))]
    assert all(any(e.kind == "first" for e in persons().get((name,))) for name in set(forms.values()))


def test_words_that_name_nobody_are_no_pet_forms_of_any_name():
    # Cut from Hungerdur, Marela and Powell by the patterns, but baby talk and school subjects
    # of the not-names list (teianon/lists/curated/not_names.tsv).
    for word in ("hungi", "hasi", "reli", "powi", "sowi"):
        assert pet_form_of(word) is None, word


def test_a_pet_form_written_as_a_word_is_kept_only_for_a_common_name():
    # The German and English patterns cut words from names of other languages (Ancuta, Transito)
    # and from rare ones: those forms are words the web writes, not pet forms. Of a name as common
    # as they are, they stay (Andreas, Sebastian).
    for word in ("cutie", "tranny", "jedi", "midi", "supi"):
        assert pet_form_of(word) is None, word
    assert pet_form_of("andi") == "andreas"
    assert pet_form_of("basti") == "sebastian"


def _proposals(text: str) -> dict[str, tuple[str, str]]:
    post = etree.Element(tei("post"))
    post.text = text
    view = post_text(post)
    chosen = select(detect(view, DocumentContext(views=(view,)), loaded_detectors()))
    return {view.text[m.start : m.end]: (m.category.name, m.cert) for m in chosen}


@pytest.mark.parametrize(
    "text, name",
    [
        ("ok kostja", "kostja"),
        ("hristo und mitko kommen später", "hristo"),
        ("danke fjodor!", "fjodor"),
        ("mit Zhenya und Ljuda", "Zhenya"),  # before: a place, held for a reviewer
        ("ich und yuliia", "yuliia"),
        ("Giorgos", "Giorgos"),  # a first name alone on its line signs a letter
    ],
)
def test_romanised_names_are_proposed_in_chat(text, name):
    assert _proposals(text).get(name, ("", ""))[0] == "PER"
