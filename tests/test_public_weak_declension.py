"""A German body's name after a definite article in the nominative (issue 38): ``das Statistische
Bundesamt``, ``der Bayerische Rundfunk`` are the listed ``Statistisches Bundesamt``, ``Bayerischer
Rundfunk`` (weak ending ``-e``) and stay public; a workplace still makes the body private."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

from teianon.lists.build_forms import declined, weak_nominative

KEPT = [
    ("de", "Laut der Bayerische Rundfunk wird es morgen glatt", "Bayerische Rundfunk"),
    ("de", "Im Radio sagte der Norddeutsche Rundfunk, die Autobahn sei gesperrt", "Norddeutsche Rundfunk"),
    ("de", "Das Statistische Bundesamt hat die Zahlen veröffentlicht", "Statistische Bundesamt"),
    ("de", "Das hat das Auswärtige Amt heute mitgeteilt", "Auswärtige Amt"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_listed_body_in_the_weak_nominative_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"


def test_a_workplace_still_makes_the_body_private() -> None:
    names = _names("de", "Meine Schwester arbeitet beim Technischen Hilfswerk in Bochum")
    assert not _kept_public(names, "Hilfswerk")


@pytest.mark.parametrize(
    ("form", "weak"),
    [
        ("Statistisches Bundesamt", "Statistische Bundesamt"),
        ("Bayerischer Rundfunk", "Bayerische Rundfunk"),
        ("Deutsche Bahn", "Deutsche Bahn"),
        # after a noun or a preposition the article does not reach the adjective
        ("Stiftung Preußischer Kulturbesitz", "Stiftung Preußischer Kulturbesitz"),
        ("Bundesministerium für Digitales und Verkehr", "Bundesministerium für Digitales und Verkehr"),
        # a second adjective with the first one's strong ending takes the weak one too
        ("Deutsches Rotes Kreuz", "Deutsche Rote Kreuz"),
        ("Bayerisches Rotes Kreuz", "Bayerische Rote Kreuz"),
        ("Österreichischer Alpiner Verein", "Österreichische Alpine Verein"),
        # after "-e" a word with "-e" is a noun as often: nothing to change
        ("Technische Hochschule Köln", "Technische Hochschule Köln"),
    ],
)
def test_weak_nominative(form: str, weak: str) -> None:
    assert weak_nominative(form) == weak


@pytest.mark.parametrize(
    ("form", "weak"),
    [
        ("Deutsches Rotes Kreuz", "Deutschen Roten Kreuz"),
        ("Statistisches Bundesamt", "Statistischen Bundesamt"),
        ("Technische Hochschule Köln", "Technischen Hochschule Köln"),
    ],
)
def test_declined(form: str, weak: str) -> None:
    assert declined(form) == weak


# The rebuilt table: a body with two adjectives after an article.
ROTES_KREUZ = [
    ("de", "Das Deutsche Rote Kreuz hat Zelte aufgebaut", "Deutsche Rote Kreuz"),
    ("de", "Wir haben letztes Jahr beim Deutschen Roten Kreuz gespendet", "Deutschen Roten Kreuz"),
]


@pytest.mark.parametrize(("lang", "text", "name"), ROTES_KREUZ)
def test_a_body_with_two_adjectives_after_an_article_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"
