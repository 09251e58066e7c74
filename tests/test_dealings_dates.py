"""The dealings frame (``organisation:dealings``) names no date: a holiday, a season, a month, a
weekday or a time of day after ``at``/``bei``/``from`` in a clause of buying or billing stays a
word (review: ``Bought it at Christmas from …`` became an organisation), and a brand or chain the
lists know is left to the public-sphere decision as before. Invented sentences of our own."""

from __future__ import annotations

import pytest
from test_formal_places import replaced


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("We bought the sofa at Christmas from a shop in town, the bill was huge.", "Christmas"),
        ("I ordered the boots at Xmas, the invoice came in March.", "Xmas"),
        ("She bought her coat at Easter and the bill came later.", "Easter"),
        ("I booked the cottage at Halloween, the invoice is paid.", "Halloween"),
        ("We bought the tickets at Thanksgiving, the bill was fine.", "Thanksgiving"),
        ("Das Fahrrad habe ich bei Ostern gekauft, die Rechnung kam später.", "Ostern"),
        ("Ich habe die Jacke im Winter bei Sommer gekauft.", "Sommer"),
        ("Termin bei Mittag? Nein, Termin am Abend, gekauft bei Feierabend.", "Feierabend"),
        ("I ordered the sofa from Boxing Day sales, the bill was big.", "Boxing"),
    ],
)
def test_a_date_in_the_frame_of_dealings_is_no_firm(text: str, date: str) -> None:
    assert not any(kind == "ORG" and date in t for kind, t in replaced(text)), replaced(text)


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        # The frame still finds made-up names beside a date.
        ("We ordered the cake at Christmas from Crumbleton, the bill was fine.", "Crumbleton"),
        ("Ich habe die Tasche zu Ostern bei Lederwinkel gekauft.", "Lederwinkel"),
    ],
)
def test_a_firm_beside_a_date_is_still_found(text: str, firm: str) -> None:
    assert any(t == firm for _, t in replaced(text))


@pytest.mark.parametrize(
    ("text", "brand"),
    [
        ("I bought the shoes at Primark and the bill was small.", "Primark"),
        ("Ich habe die Jacke bei Zalando bestellt.", "Zalando"),
        ("We ordered the tickets from Ryanair, the invoice came.", "Ryanair"),
    ],
)
def test_a_listed_brand_or_chain_stays_public(text: str, brand: str) -> None:
    assert not any(brand in t for _, t in replaced(text))
