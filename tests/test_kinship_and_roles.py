"""Words that name a relative or an office, not a person by name (round 70's false alarms): the
kinship words of the languages chat borrows them from (``curated/kinship_words.tsv``: a Hindi
aunt, a Turkish uncle, a Korean elder brother) and the abbreviations of a firm's offices and
meetings (``not_names.tsv``, kind ``role``), and an office addressed (``Madam Chairman``). The
names beside them are still found."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _names

from teianon import lists
from teianon.detect.chat_words import kinship_words, not_names

NAMES_NOBODY = [
    ("en", "Our Khala and Phuppo brought sweets for everyone."),
    ("en", "Dadiji and Chachi are staying with us."),
    ("de", "Teyze meinte, wir sollen früher kommen."),
    ("en", "Halmeoni cooked all day."),
    ("en", "The CTO and the COO left in March."),
    ("en", "Please send the NDA before the EGM."),
    ("en", "Madam Chairman, the motion is carried."),
]


@pytest.mark.parametrize(("lang", "text"), NAMES_NOBODY)
def test_a_kinship_word_or_an_office_is_no_name(lang: str, text: str) -> None:
    assert _names(lang, text) == {}


NAMES = [
    # a title before a surname that is a kinship word elsewhere; the name after the kinship word
    ("en", "Mr Chacha called about the flat.", "Chacha"),
    ("en", "My Mausi Renuka is visiting next week.", "Renuka"),
    ("de", "Meine Teyze Ayşe kommt morgen.", "Ayşe"),
]


@pytest.mark.parametrize(("lang", "text", "name"), NAMES)
def test_the_name_beside_a_kinship_word_is_found_without_it(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in names and names[name] != "public", names


def test_no_kinship_word_is_a_first_name_or_an_ordinary_word() -> None:
    from teianon.detect.lexicon import is_wordlike

    for word in kinship_words():
        assert not any(e.kind == "first" for e in lists.persons().get((word,))), word
        assert not is_wordlike(word), word
    assert not_names()["masi"] == "kinship"
    assert not_names()["cfo"] == "role"
