"""A replaced name written elsewhere in the document with one letter off is replaced too."""

from __future__ import annotations

from detector_helpers import annotated

from teianon.read.tei import tei


def _replaced(*posts: str) -> list[tuple[str, str, str]]:
    """``(type, text, rule)`` of what the default run replaces in the posts."""
    tree = annotated(*posts)
    return [
        (e.get("type") or "", "".join(e.itertext()), e.get("ana") or "")
        for post in tree.iter(tei("post"))
        for e in post.iter(tei("name"), tei("ref"))
        if e.get("cert") in ("high", "medium") and e.get("subtype") != "public"
    ]


def test_a_surname_with_a_letter_dropped_is_the_same_person():
    found = _replaced("Frau Adelheid Kristiansen ruft morgen an.", "Thema Kristansen erledigt")
    assert ("PER", "Kristansen", "teianon:repeat.spelling") in found


def test_two_letters_swapped_and_one_changed_count_as_well():
    found = _replaced(
        "Our new neighbour is Mr Bartholomew Pendlebury.", "Pendelbury came round.", "Pendlebery again!"
    )
    assert {("PER", "Pendelbury"), ("PER", "Pendlebery")} <= {(t, s) for t, s, _ in found}


def test_an_ordinary_word_one_letter_off_a_name_stays():
    # "Kellerei" is a noun of the dictionary, one letter off the surname "Kellerer"
    found = _replaced("Frau Gudrun Kellerer kommt.", "Die Kellerei hat zu.")
    assert ("PER", "Gudrun Kellerer") in {(t, s) for t, s, _ in found}
    assert not [f for f in found if f[1] == "Kellerei"]


def test_a_short_name_is_not_matched_by_one_letter():
    found = _replaced("Frau Ulrike Maier kommt morgen.", "Herr Meier auch?")
    assert not [f for f in found if f[2] == "teianon:repeat.spelling"]


def test_the_genitive_is_the_repeats_own_not_a_misspelling():
    found = _replaced("Frau Adelheid Kristiansen ruft an.", "Kristiansens Hund bellt.")
    assert ("PER", "Kristiansens", "teianon:repeat.reference") in found
