"""A customer's or a file's code of capitals and hyphenated digit groups is a NUMBER without a
cue word (issue 39: ``KD-4471-0932-55``); a standard's, a book's, a date's and a product's
codes stay. The codes are invented."""

from __future__ import annotations

import pytest

from teianon.detect.code_numbers import codes


@pytest.mark.parametrize(
    "text",
    [
        "bitte immer KV-5183-2207-91 angeben",
        "Ihre Vorgangsnummer lautet VN-2023-88412.",
        "your file PX-77-3301-0042 was closed",
        "R-2210-4471-08 steht oben rechts",
    ],
)
def test_a_grouped_code_is_a_number(text: str) -> None:
    found = [(text[s:e], rule) for s, e, rule in codes(text)]
    assert len(found) == 1 and found[0][1] == "grouped-code"
    assert "-" in found[0][0] and found[0][0][0].isupper()


@pytest.mark.parametrize(
    "text",
    [
        "ISBN-978-3-16-148410-0 im Katalog",
        "zertifiziert nach ISO-9001 und DIN-4102-1",
        "A-1010 Wien",
        "COVID-19 and SARS-CoV-2",
        "Stand KW-2021-03-04",
        "release v2.4.11-rc1 on 2021-03-04 at 12:30-14:00",
        "TS-1999-12-31 geschlossen",
        "Formation 3-4-3 and AB-12-34",
    ],
)
def test_standards_dates_and_short_codes_stay(text: str) -> None:
    assert not [rule for _, _, rule in codes(text) if rule == "grouped-code"]
