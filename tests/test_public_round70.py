"""Must-stay strings of round 70's held-out text, by kind: a food named by its town's word alone
(``teianon.annotate.public_foods``), film industries named after Hollywood, a club named by its
town with an English verb in the plural or beside a score, and the false alarms of the same
kinds that must stay proposals (the town's people, a home)."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

KEPT = [
    # a sausage, a doughnut named by the town's word, in a sentence of a meal or by its article
    ("de", "Ich nehm eine Krakauer und ein Bier.", "Krakauer"),
    ("de", "Zum Kaffee gab es zwei Berliner.", "Berliner"),
    ("en", "I had a Wiener with mustard at the stall.", "Wiener"),
    # film industries, also joined into one proposal
    ("en", "Kollywood and Tollywood releases are huge this year.", "Kollywood and Tollywood"),
    ("de", "Nollywood dreht mehr Filme als Hollywood.", "Hollywood"),
    # a club by its town: a verb in the plural, a score beside a word of a match
    ("en", "Sunderland were dreadful in the second half.", "Sunderland"),
    ("en", "Burnley have sacked the manager.", "Burnley"),
    ("en", "Spurs beat Wolves 2-1.", "Wolves"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_kept_as_written(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert _kept_public(names, name), names
    assert not any(subtype != "public" and name in n for n, subtype in names.items()), names


def test_a_score_is_no_part_of_the_club_kept() -> None:
    names = _names("en", "Spurs beat Wolves 2-1.")
    assert "2-1" not in "".join(names), names


REPLACED = [
    # the town's people, said of a person, with or without a meal around
    ("de", "Mein Schwager ist ein Nürnberger und kocht gern.", "Nürnberger"),
    ("de", "Die Frankfurter waren sehr freundlich zu uns.", "Frankfurter"),
    # a home in Hollywood, the town where a team plays
    ("en", "My cousin moved to Hollywood in May.", "Hollywood"),
    ("en", "I grew up in Sunderland, we were poor.", "Sunderland"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_a_person_or_a_home_stays_private(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in "".join(names) and not _kept_public(names, name), names


# No word of these is a name: a stadium's head beside its kept sponsor, a beer of a small town's
# brewery, a noun of the weather after "es gab"/"kein".
WORDS_STAY = [
    ("de", "Das Derby im Vodafone Park war hitzig.", ["Park"]),
    ("de", "Noch zwei Bitburger für Tisch drei.", ["Bitburger"]),
    ("de", "Heute Nacht gab es Hagel.", ["Hagel"]),
]


@pytest.mark.parametrize(("lang", "text", "words"), WORDS_STAY)
def test_ordinary_words_beside_public_names_stay(lang: str, text: str, words: list[str]) -> None:
    names = _names(lang, text)
    for word in words:
        assert not any(word in n and subtype != "public" for n, subtype in names.items()), names


def test_a_weather_noun_said_of_a_person_is_still_a_name() -> None:
    names = _names("de", "Gestern hat Nebel mich angerufen, der Herr Nebel aus dem Büro.")
    assert any("Nebel" in n and subtype != "public" for n, subtype in names.items()), names
