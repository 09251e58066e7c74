"""Issue 38, persons and ordinary words both ways (round 10's kinds, with strings of our own):

- a double surname after a title whose second half is also a role's word (``-Richter``,
  ``-Pfarrer``, ``-Judge``) is one name, as a role's compound with a prefix of rank is none;
- a first name of no dictionary before a quoted nickname in brackets, as a signature writes it,
  makes one name with the surname;
- a family by its surname (``the Lindqvist family``), not a kind of family (``the royal family``);
- a first name that is also a word opens a sentence as the person where where they are from and a
  verb of what people do follow (``Joy at the front desk sorted``), not as the word (``Hope from
  the start was lost``, ``Joy to the world``);
- ordinary words stay: a term of endearment of a language chat borrows from (``Kochanie,``), a
  thanks or a farewell alone (``Cheerio.``), a first name that heads a list of things
  (``Hazel, oak and birch``), a lower-case word coordinated with a capitalised name
  (``Mercy and kindness``)."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.detect.lexicon import foreign_word
from teianon.detect.not_persons import enumeration_follows
from teianon.detect.person_titles import is_role

TEI = "{http://www.tei-c.org/ns/1.0}"


def _persons(*posts: str) -> list[str]:
    """The persons the default output replaces (high or medium, not kept public)."""
    return [
        "".join(e.itertext())
        for e in annotated(*posts).iter(f"{TEI}name")
        if e.get("type") == "PER" and e.get("cert") in (None, "high", "medium") and e.get("subtype") != "public"
    ]


def _replaced(*posts: str) -> list[str]:
    """Every reference the default output replaces (any category, not public, not held low)."""
    return [
        "".join(e.itertext())
        for e in annotated(*posts).iter(f"{TEI}name", f"{TEI}ref")
        if e.get("cert") in (None, "high", "medium") and e.get("subtype") != "public"
    ]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Frau Karimi-Richter hat gestern angerufen.", "Karimi-Richter"),
        ("Herr Yilmaz-Pfarrer kommt morgen vorbei.", "Yilmaz-Pfarrer"),
        ("die Steuerberaterin Frau Haddadi-Richter aus Gifhorn hat es empfohlen", "Haddadi-Richter"),
        ("Our solicitor Ms Adeyemi-Judge said it was fine.", "Adeyemi-Judge"),
    ],
)
def test_a_double_surname_ending_in_a_role_word_is_one_name(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    ("word", "role"),
    [
        ("karimi-richter", False),
        ("osei-minister", False),
        ("vize-präsident", True),  # a prefix of rank: the office
        ("amts-richterin", True),
        ("oberrichter", True),  # a compound without a hyphen stays a role
        ("bundesminister", True),
    ],
)
def test_a_hyphen_joins_a_role_only_after_a_prefix_or_a_noun(word: str, role: bool) -> None:
    assert is_role(word) is role


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('Best wishes,\nOluwaseun ("Seun") Adebayo', 'Oluwaseun ("Seun") Adebayo'),
        ("Viele Grüße\nKatarzyna („Kasia“) Wróbel", "Katarzyna („Kasia“) Wróbel"),
        ('Cheers, Robert ("Bobby") Tanner', 'Robert ("Bobby") Tanner'),
    ],
)
def test_a_quoted_nickname_in_brackets_keeps_the_surname_with_the_name(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We had dinner with the Lindqvist family yesterday.", "Lindqvist"),
        ("The Okonjo family next door lent us their mower.", "Okonjo"),
        ("the haverkamp family are away till friday", "haverkamp"),
        ("The Baker family moved to the coast in May.", "Baker"),
    ],
)
def test_a_family_by_its_surname_is_a_person(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "the whole family came over for lunch",
        "Lions belong to the cat family.",
        "we all met at the host family on sunday",
    ],
)
def test_a_kind_of_family_is_no_surname(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Joy at the front desk sorted my parking permit.", "Joy"),
        ("Hope from the bakery says the order is ready.", "Hope"),
        ("Charity from my old school came by yesterday.", "Charity"),
        ("Faith from next door lent me her ladder.", "Faith"),
    ],
)
def test_a_first_name_that_is_a_word_opens_a_sentence_as_a_person(text: str, name: str) -> None:
    assert name in _persons(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hope from the start was lost.",  # a verb of any subject
        "Hope you all had a nice weekend.",
        "Joy to the world!",
        "Grace and patience, folks.",
    ],
)
def test_a_word_that_is_a_first_name_too_stays_a_word(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Kochanie, kommst du heute später?",
        "Tesoro, hast du die Schlüssel?",
        "Cariño, the taxi is here.",
        "Hayatım, das Essen ist fertig.",
    ],
)
def test_a_term_of_endearment_of_another_language_is_no_person(text: str) -> None:
    assert _replaced(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Laters. Off to bed now.",
        "Cheerio. See you all on Tuesday.",
        "Cheers! That worked a treat.",
        "Kudos. Great work on the poster.",
    ],
)
def test_thanks_and_farewells_alone_are_no_names(text: str) -> None:
    assert _replaced(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Summer, sun and ice cream drew the crowds to the lido on Sunday.",
        "Hazel, oak and birch line the new footpath behind the school.",
        "Heather, gorse and bracken cover most of the hill now.",
    ],
)
def test_a_first_name_heading_a_list_of_things_is_no_person(text: str) -> None:
    assert _persons(text) == []


@pytest.mark.parametrize(
    ("text", "listed"),
    [
        ("Hazel, oak and birch", True),
        ("Regen, Wind und Matsch", True),
        ("anna, kommst du mit?", False),  # said to somebody
        ("Anna, Ben und ich fahren", False),  # people listed
        ("tom, you and me", False),
    ],
)
def test_a_list_of_things_after_the_comma(text: str, listed: bool) -> None:
    assert enumeration_follows(text, text.index(",")) is listed


@pytest.mark.parametrize(
    ("word", "foreign"),
    [("canim", True), ("kochanie", True), ("tesoro", True), ("obinna", False), ("dinara", False), ("thandiwe", False)],
)
def test_a_frequent_word_of_another_language_is_known_folded(word: str, foreign: bool) -> None:
    assert foreign_word(word) is foreign


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # names the tables lack still fill a person's slot after the change
        ("ohne thandiwe fahr ich nicht", "thandiwe"),
        ("hey bjarki, kommst du?", "bjarki"),
        # and a first name a word of another language too, which the tables hold
        ("Deniz, kommst du heute?", "Deniz"),
    ],
)
def test_names_of_other_origins_stay_names(text: str, name: str) -> None:
    assert name in _persons(text)
