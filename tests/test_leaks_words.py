"""Issue 39's known leaks: names and places that are also words.

A surname that is a German noun after a first name that is no word (``Józef Fuß``), the context
words written with ``ß`` (``Grüße an``), an English town named like a word after a verb of living
or moving (``moved to Sandwich``), German nouns of a move or a stay before the preposition, a
district of a town named like a word, greeting abbreviations and lower-case greetings; each with
its ordinary counterpart, which stays.
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI as HEAD
from lxml import etree

from teianon.cli import main
from teianon.detect.place_phrases import districts, greetings

TEI = "{http://www.tei-c.org/ns/1.0}"


def _replaced(tmp_path: Path, posts: list[str]) -> list[tuple[str, str, str]]:
    """(post id, text, type) of every reference teianon replaces by default (high or medium)."""
    folder = tmp_path / "in"
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / "chat.xml").write_text(HEAD.format(posts=body), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(folder / "chat.xml"), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "chat.xml"))
    return [
        (
            e.getparent().getparent().get("{http://www.w3.org/XML/1998/namespace}id"),
            "".join(e.itertext()),
            e.get("type"),
        )
        for e in tree.iter(f"{TEI}name")
        if e.get("resp") == "#teianon" and e.get("cert") in ("high", "medium")
    ]


def _texts(found: list[tuple[str, str, str]], post: str) -> set[str]:
    return {text for where, text, _ in found if where == post}


# --- 1. a surname that is a word; ß in the context words --------------------------------------


def test_a_noun_after_a_first_name_that_is_no_word_is_the_surname(tmp_path):
    found = _replaced(
        tmp_path,
        [
            "gestern hat mir Bożena Kuchen geschrieben",
            "morgen kommt Radek Stiefel vorbei",
            "Ich will Lisa Blumen schenken.",  # a plural: her present, not her name
        ],
    )
    assert _texts(found, "p1") == {"Bożena Kuchen"}, found
    assert _texts(found, "p2") == {"Radek Stiefel"}, found
    assert "Blumen" not in " ".join(_texts(found, "p3")), found


def test_context_words_with_sharp_s_are_read_as_casefold_spells_them(tmp_path):
    # "Grüße" is "grüsse" to the word lookup: the greeting's addressee is a person, also a name
    # that is an English word; after the same preposition a thing is none.
    found = _replaced(tmp_path, ["liebe Grüße an Hope", "Gruß an Wendelin", "Grüße an die Familie"])
    assert _texts(found, "p1") == {"Hope"}, found
    assert _texts(found, "p2") == {"Wendelin"}, found
    assert not _texts(found, "p3"), found


# --- 2. English towns named like words ----------------------------------------------------------


def test_an_english_town_named_like_a_word_after_a_verb_of_living_or_moving(tmp_path):
    found = _replaced(
        tmp_path,
        [
            "last spring we moved to Deal with the kids",
            "my aunt lives in Ware now",
            "she comes from Hook originally",
            "I'm from Street, near Glastonbury",
        ],
    )
    assert _texts(found, "p1") == {"Deal"}, found
    assert _texts(found, "p2") == {"Ware"}, found
    assert _texts(found, "p3") == {"Hook"}, found
    assert "Street" in _texts(found, "p4"), found


def test_a_capitalised_word_that_is_no_town_after_the_same_verbs_stays(tmp_path):
    found = _replaced(
        tmp_path,
        [
            "we live in Hope of better days",  # "in Hope of": a phrase
            "then he moved to Chapter 2",  # a numbered part
            "this was translated from English",  # a language
            "We moved to the Hook area",  # after an article
            "they moved to Monday",  # a day
        ],
    )
    assert not [f for f in found if f[2] in ("GPE", "LOC")], found


# --- 3. German word towns, districts and greetings ------------------------------------------------


def test_a_noun_of_a_move_or_a_stay_before_the_preposition(tmp_path):
    found = _replaced(tmp_path, ["der Umzug nach Weiden war stressig", "ein Ausflug nach Haar mit den Kindern"])
    assert _texts(found, "p1") == {"Weiden"} and _texts(found, "p2") == {"Haar"}, found


def test_a_town_named_like_a_word_with_a_district_that_is_no_word():
    text = "wir wohnen jetzt in Regen-Schweinhütt, früher Lauf-Beerbach"
    assert [text[m.start : m.end] for m in districts(text)] == ["Regen-Schweinhütt", "Lauf-Beerbach"]
    # A tail that is a word or a compound of a long noun: the word town is the word.
    for text in ("das Regen-Chaos nervt", "der Wetter-Sonderbericht kam spät", "Haar-Shampoo kaufen"):
        assert not list(districts(text)), text


def test_greeting_abbreviations_and_lower_case_greetings():
    for text, place in [
        ("LG aus Unterschwarzach", "Unterschwarzach"),
        ("glg aus Oberreifenberg", "Oberreifenberg"),
        ("lg aus unterschwarzach", "unterschwarzach"),
        ("grüße aus oberreifenberg, bis bald", "oberreifenberg"),
        ("viele grüße aus dem schönen unterschwarzach", "unterschwarzach"),
    ]:
        assert [text[m.start : m.end] for m in greetings(text)] == [place], text
    # Lower case: an ordinary word, or one after an article, is none; a person after "von" neither.
    for text in ("lg aus der küche", "grüße aus dem urlaub", "liebe grüße aus meiner heimat", "lg von anna"):
        assert not list(greetings(text)), text


# --- the red team's words after a verb of going (place_cued) ------------------------------------


def test_idioms_of_going_and_phrases_are_no_towns(tmp_path):
    posts = [
        "She was moved to Pity by the letter.",  # moved in the passive: touched
        "He hoped to come to Harm never.",  # a common word after a verb of going
        "They moved to Adjourn the meeting.",  # an infinitive with its object
        "We went back to Part Three of the book.",  # a number word after it
        "The debate moved to Sales administration and Marketing communication.",  # a noun after it
        "I live in Fear that he comes.",  # "that" after it
    ]
    found = _replaced(tmp_path, posts)
    words = ("Pity", "Harm", "Adjourn", "Part", "Sales", "Marketing", "Fear")
    assert not any(text.startswith(words) for _, text, kind in found if kind == "GPE"), found


def test_a_town_named_like_a_word_after_a_verb_of_living_stays_found(tmp_path):
    found = _replaced(tmp_path, ["We moved to Ware in May.", "They live in Deal now.", "She lives near Frome."])
    assert ("p1", "Ware", "GPE") in found and ("p2", "Deal", "GPE") in found, found
    assert ("p3", "Frome", "GPE") in found, found
