"""Dates of birth after a cue are NUMBER, other dates stay (issue 39, a red team's findings); in
pseudonym mode a date of birth becomes another valid date in its form. Made-up people and dates."""

from __future__ import annotations

import datetime
import random
import re

import pytest
from detector_helpers import annotated, found

from teianon.pseudonym.dates import date_like, is_date


def _numbers(text: str) -> list[str]:
    return [t for c, t in found(text, "birth_date", resolve=True) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, date",
    [
        ("Herr Pawelczyk, geb. 23.08.1951, Station 4", "23.08.1951"),
        ("Frau Oltmanns (geb. 5.1.47) kommt morgen", "5.1.47"),
        ("ich bin geboren am 17. Oktober 1983", "17. Oktober 1983"),
        ("geboren in Bad Salzuflen am 09.12.1966", "09.12.1966"),
        ("Geb.-Datum: 28/02/1972", "28/02/1972"),
        ("Geburtsdatum 1958-10-30, ledig", "1958-10-30"),
        ("DOB: 30/06/1949", "30/06/1949"),
        ("d.o.b. 1 Feb 1966", "1 Feb 1966"),
        ("Date of birth: September 21, 1977", "September 21, 1977"),
        ("she was born on 12th November 1940 in Crewe", "12th November 1940"),
        ("Hedwig Tammen (* 02.03.1921)", "02.03.1921"),
        ("mein Geburtstag ist der 11.04.1990", "11.04.1990"),
        ("er ist am 6. Juni 1975 geboren", "6. Juni 1975"),
        ("geb. am 14.9.", "14.9."),
    ],
)
def test_a_date_after_a_cue_of_birth_is_a_number(text, date):
    assert _numbers(text) == [date]


@pytest.mark.parametrize(
    "text",
    [
        "am 14.09. treffen wir uns am Bahnhof",
        "die Frist endet am 31.03.2024",
        "zum Geburtstag am 21.6. kommen alle",
        "zum Geburtstag am 21.06.2005 kommen alle",
        "z.b. 12.03.1990 war ein Montag",
        "she was born in 1962",
        "Pfarrer Lüttke, geb. 1899",
        "Annette Freiin von Droste (* 10. Januar 1797)",
        "the poet was born on 4 March 1826 in Ayr",
        "Kinder, die nach dem 1.1.2010 geboren sind",
        "als er geboren wurde, am 3. Oktober 1990 war Feiertag",
        "the deadline is 4 May 1999, born out of necessity",
    ],
)
def test_a_date_without_a_cue_of_birth_stays(text):
    assert _numbers(text) == []



@pytest.mark.parametrize(
    "original", ["23.08.1951", "5.1.47", "17. Oktober 1983", "28/02/1972", "1958-10-30", "12th November 1940"]
)
def test_a_date_of_birth_becomes_another_date_in_its_form(original):
    other = date_like(random.Random(original), original)
    assert other != original and is_date(other)
    # The same shape: digits where digits were, a word where a month's name was, the same separators.
    def shape(date: str) -> str:
        return re.sub(r"[^\W\d_]+", "A", re.sub(r"\d+", "9", date))

    assert shape(other) == shape(original)
    if original == "23.08.1951":
        day, month, year = map(int, other.split("."))
        assert datetime.date(year, month, day) != datetime.date(1951, 8, 23)
        assert len(other) == len(original)


@pytest.mark.parametrize("post", ["DOB 14/03/1971", "D.O.B. 02/10/1980", "PLZ 44227", "NINO AB 12 34 56 C"])
def test_the_abbreviation_before_the_number_is_no_name(post):
    tree = annotated(post)
    types = [e.get("type") for e in tree.iter() if e.get("resp") == "#teianon"]
    assert types == ["NUMBER"]


def test_the_year_of_a_date_is_no_identifying_part_of_its_own():
    """A year identifies no one: the repeats, the audit and the surrogates' check look for a date
    of birth whole, not for its year (which the text uses elsewhere as a year, and which a
    surrogate date may share)."""
    from teianon.annotate.repeats import identifying_parts

    assert "1949" not in identifying_parts("21 March 1949")
    assert "1962" not in identifying_parts("9. Oktober 1962")
    assert "4711" in identifying_parts("Auftrag 2023 4711")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("meine Tochter ist am 3. Mai 2011 in Lemgo zur Welt gekommen", "3. Mai 2011"),
        ("sein Geburtstag ist am 22.08.1979, glaube ich", "22.08.1979"),
        ("her birthday is on 9 March 1983", "9 March 1983"),
    ],
)
def test_a_birth_said_otherwise_is_a_date_of_birth(text, date):
    assert _numbers(text) == [date]


@pytest.mark.parametrize(
    "text", ["der Geburtstag war am 3.5.2019 ein schönes Fest", "sein Geburtstag ist am 22.08., glaube ich"]
)
def test_a_birthday_party_or_a_day_without_its_year_stays(text):
    assert _numbers(text) == []
