"""A date of birth given in parts (day and month after a cue, the year elsewhere in the post) is
NUMBER in all its parts; the date of birth of a public person in apposition, and the "birth" of
a thing, stay (issue 39, a red team's findings). Made-up people and dates."""

from __future__ import annotations

import pytest
from detector_helpers import annotated, found


def _numbers(text: str) -> list[str]:
    return sorted(t for c, t in found(text, "birth_date", resolve=True) if c == "NUMBER")


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("mein Schwager, Jahrgang 79, wurde am 30. Januar geboren", ["30. Januar", "79"]),
        ("Jg. 1968, geb. am 2. Sept", ["1968", "2. Sept"]),
        ("meine Cousine ist Baujahr 1991 und hat am 17. Juli Geburtstag", ["17. Juli", "1991"]),
        ("Er ist Jahrgang '02, sein Geburtstag ist der 8. Dezember", ["'02", "8. Dezember"]),
        ("Jg. 1993, am 19. April hat sie immer Geburtstag", ["1993", "19. April"]),
        ("my flatmate was born on the 22nd of February, class of 2009", ["2009", "22nd of February"]),
        ("born in '84 and my birthday is 19 October", ["'84", "19 October"]),
        ("he was born in 1977, on November 5th I think", []),  # the day of another sentence's matter
        ("I was born on 14 October", ["14 October"]),
        ("ich bin am 9. Februar geboren", ["9. Februar"]),
    ],
)
def test_a_date_of_birth_in_parts_is_a_number_in_every_part(text, parts):
    assert _numbers(text) == sorted(parts)


@pytest.mark.parametrize(
    "text",
    [
        "Jahrgang 85 war ein guter Wein",  # a year alone narrows little
        "unser Golf ist Baujahr 2004 und hat am 3. Mai TÜV",
        "class of 2012 reunion on 4 June",
        "zum Geburtstag am 11. Mai kommen alle",
        "the festival was born on 8 August 2014 in a field",
        "das Projekt wurde am 12. März 2020 geboren",
        "our newsletter idea was born in 2015",
        "the painter was born : May 11 , 1571 in Urbino",  # tokenised, and before living memory
    ],
)
def test_a_year_or_a_things_birth_stays(text):
    assert _numbers(text) == []


def test_a_babys_birth_is_a_persons():
    assert _numbers("the baby was born on 6 January 2022") == ["6 January 2022"]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        # The verb before the date, "zur Welt" a time and a place after it
        ("Ihr Sohn kam am 14. Juni 2020 gegen Mitternacht in Lemgo zur Welt", "14. Juni 2020"),
        ("Lotta kam am 03.09.2018 zur Welt", "03.09.2018"),
        # A child's arrival is its birth
        ("Our grandson Theo arrived on 11 March 2023, all 3.4 kg of him", "11 March 2023"),
        ("the twins arrived 7/10/2021 at 5am", "7/10/2021"),
        ("newborn Amira arrived on the 4th of July", "4th of July"),
        # What a family has that is born is a child, unless a thing one founds
        ("our youngest was born on 3 May 2019", "3 May 2019"),
        ("unser Enkelkind wurde am 12. Mai 2021 geboren", "12. Mai 2021"),
    ],
)
def test_a_birth_said_by_arriving_or_coming_into_the_world(text, date):
    assert _numbers(text) == [date]


@pytest.mark.parametrize(
    "text",
    [
        "the parcel arrived on 2 February 2019",
        "my daughter arrived on 3 May for the holidays",  # a grown child's visit, no year
        "er kam am 3. Mai nach Hause, zur Welt der Musik fand er später",
        "die Lieferung kam am 5. Mai 2021",
        "our project was born on 3 May 2019 in a kitchen",
    ],
)
def test_an_arrival_or_a_coming_that_is_no_birth_stays(text):
    assert _numbers(text) == []


def _kept(tree) -> list[tuple[str | None, str | None, str]]:
    return [(e.get("type"), e.get("subtype"), "".join(e.itertext())) for e in tree.iter() if e.get("resp")]


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Helmut Schmidt (geb. 23.12.1918) war Kanzler.", "Helmut Schmidt"),
        ("Meryl Streep (born June 22, 1949) is an actress.", "Meryl Streep"),
        ("Thomas Mann (* 6. Juni 1875) schrieb Romane.", "Thomas Mann"),
    ],
)
def test_a_public_persons_date_of_birth_stays_with_them(post, name):
    marks = _kept(annotated(post))
    assert ("PER", "public", name) in marks
    assert not [m for m in marks if m[0] == "NUMBER"]


@pytest.mark.parametrize(
    "post",
    ["Meine Nachbarin Meryl Streep, geb. 02.05.1971, ist umgezogen.", "Patient Herr Helmut Schmidt, geb. 14.02.1958"],
)
def test_a_private_bearer_of_a_public_name_keeps_the_date_a_number(post):
    marks = _kept(annotated(post))
    assert [m for m in marks if m[0] == "NUMBER"]
    assert not [m for m in marks if m[1] == "public"]


# Issues 38/39, left-overs: "Jahrgang" after an article or a preposition is a school's year or
# a cohort, no year of birth; bare, it is one.
@pytest.mark.parametrize(
    "text",
    [
        "Am 3. Oktober hab ich Geburtstag, meine Tochter ist im Jahrgang 11 der Gesamtschule.",
        "Sie hat am 21. Mai Geburtstag und wechselt nach den Ferien in den Jahrgang 10.",
    ],
)
def test_a_school_year_after_jahrgang_is_no_year_of_birth(text):
    assert not any(part.isdigit() and len(part) <= 2 for part in _numbers(text))


def test_a_bare_jahrgang_is_still_a_year_of_birth():
    assert "83" in _numbers("Am 3. Oktober hab ich Geburtstag, ich bin Jahrgang 83.")
