"""Numbers grouped by the spaces and hyphens of typesetting (no-break, thin, narrow, figure and
ideographic spaces; the Unicode and no-break hyphen) or by an en dash, a middle dot or an
underscore are found whole, as with a plain space or hyphen (red team, issue 39: such a number
survived whole, audited clean). The strings are made up and none of the red team's."""

from __future__ import annotations

import pytest
from detector_helpers import found

from teianon.read.reader import legible

SEPARATORS = ["\u00a0", "\u2009", "\u202f", "\u2007", "\u3000", "\u2011", "\u2010", "–", "·", "_"]


def _numbers(text: str) -> list[str]:
    # The view detectors read (legible: one character for one, so the span is the number's).
    return [t for c, t in found(text, "number", resolve=True) if c == "NUMBER"]


@pytest.mark.parametrize("separator", SEPARATORS)
def test_a_mobile_number_grouped_by_any_separator_is_one_number(separator: str) -> None:
    number = separator.join(("0172", "4418", "9036"))
    assert _numbers(f"schreib mir unter {number}, bis dann") == [legible(number)]


@pytest.mark.parametrize("separator", ["\u00a0", "\u202f", "\u2009"])
def test_an_iban_and_a_tax_id_grouped_by_typeset_spaces(separator: str) -> None:
    iban = separator.join(("DE44", "5001", "0517", "5407", "3249", "31"))
    assert _numbers(f"IBAN {iban} bitte") == [legible(iban)]
    tax = separator.join(("86", "095", "742", "719"))
    assert _numbers(f"Steuer-ID {tax}") == [legible(tax)]


def test_legible_keeps_offsets_and_plain_text() -> None:
    text = "Tel.\u00a00172\u20094418\u20119036 – gerne"
    assert legible(text) == "Tel. 0172 4418-9036 – gerne"  # the en dash of prose stays
    assert len(legible(text)) == len(text)


def test_ranges_and_years_with_an_en_dash_stay_words() -> None:
    assert _numbers("die Jahre 1998–2004 waren schön") == []
    assert _numbers("siehe Seiten 306–312") == []
