"""A first name in the genitive before what the person owns (``Liesels Fahrrad``, ``Oskar's
Werkstatt``): the name is proposed, what it owns is not (it stays readable and is no surname),
and placeholders number the name with and without its ending as one person."""

from __future__ import annotations

import re
from pathlib import Path

from detector_helpers import annotated, run_posts

from teianon.detect.person_words import possessive_first_name

TEI = "{http://www.tei-c.org/ns/1.0}"


def _references(*posts: str) -> list[list[tuple[str, str, str]]]:
    tree = annotated(*posts)
    return [
        [("".join(e.itertext()), e.get("type"), e.get("cert")) for e in post.iter(f"{TEI}name")]
        for post in tree.iter(f"{TEI}post")
    ]


def test_a_possessive_first_name_is_known_apart_from_names_of_their_own():
    assert possessive_first_name("Liesels") and possessive_first_name("Oskar's") and possessive_first_name("Ingos")
    # Names that end so themselves, and the names as they stand, are no genitives.
    for name in ("Niklas", "Jens", "Andreas", "Liesel", "Oskar"):
        assert not possessive_first_name(name), name


def test_what_a_person_owns_is_no_surname():
    found = _references("Liesels Fahrrad ist weg", "ich war bei Ortruds Mutter", "Oskar's Werkstatt hat zu")
    assert found[0] == [("Liesels", "PER", "high")]
    assert found[1] == [("Ortruds", "PER", "high")]
    assert [text for text, _, _ in found[2]] == ["Oskar's"]


def test_a_name_the_compound_reading_would_hide_is_found_in_the_genitive():
    # "Gott-frieds", "Kon-rads": read as compounds, the genitives got no proposal or ran on into the noun.
    found = _references("er saß an Gottfrieds Seite", "wir warten auf Konrads Rückkehr")
    assert found[0] == [("Gottfrieds", "PER", "high")]
    assert [text for text, _, _ in found[1]] == ["Konrads"]


def test_a_taggers_name_over_owner_and_owned_gives_way_to_the_person():
    found = _references("Er sprach von Kenneth's Ruhm und Ehre.", "Sie stand an Bianca's Tür.")
    assert [(text, kind) for text, kind, _ in found[0]] == [("Kenneth's", "PER")]
    assert [(text, kind) for text, kind, _ in found[1]] == [("Bianca's", "PER")]


def test_a_name_the_tables_hold_without_its_s_keeps_its_surname():
    # "Charitas" reads as the genitive of "Charita", but no noun follows: a name and its surname.
    found = _references("Charitas Pirkheimer war Äbtissin", "(Matthias W. Birkwald [DIE LINKE]: Richtig!)")
    assert [text for text, _, _ in found[0]] == ["Charitas Pirkheimer"]
    assert "Matthias W. Birkwald" in [text for text, _, _ in found[1]]


def test_words_and_short_names_before_a_small_word_stay():
    assert _references("Remis ist langweilig", "“Tres bien,” she said.")[0] == []
    assert all(cert == "low" for text, _, cert in _references("“Tres bien,” she said.")[0] if text == "Tres")


def test_a_name_first_written_with_a_possessive_has_one_placeholder(tmp_path: Path):
    tree = run_posts(tmp_path, ["Rosamund's bike was stolen", "poor Rosamund", "Rosamund’s sister called"])
    texts = ["".join(p.itertext()) for p in tree.iter(f"{TEI}post")]
    assert "Rosamund" not in "".join(texts)
    assert [re.findall(r"\[_[A-Z0-9-]+_\]", t) for t in texts] == [["[_PERSONNAME-1_]"]] * 3, texts


def test_a_saints_possessive_owns_nothing():
    from teianon.detect.person_words import owns_next

    words = _words("Wir feiern St. Ottilie's Fest und Wiebkes Geburtstag")
    texts = [w.text for w in words.words]
    assert not owns_next(words, texts.index("Ottilie's")) and owns_next(words, texts.index("Wiebkes"))


def _words(text: str):
    from detector_helpers import view

    from teianon.detect.evidence import Words

    return Words.of(view(text))
