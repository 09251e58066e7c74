"""A drawn code never shows another original number of the document as a run of its digits."""

from teianon.pseudonym import surrogates as s


def test_a_code_holding_another_original_number_is_not_free() -> None:
    taken = s.Taken(["1962", "KM-2024-017"])
    assert taken.shows_original("ZA-1962-065")
    assert not taken.free("ZA-1962-065", "number:km-2024-017")


def test_a_code_whose_digits_are_no_original_is_free() -> None:
    taken = s.Taken(["1962", "KM-2024-017"])
    assert not taken.shows_original("ZA-1963-065")
    assert not taken.shows_original("ZA-19620-065")
    assert taken.free("ZA-1963-065", "number:km-2024-017")
