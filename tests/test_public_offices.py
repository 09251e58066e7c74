"""A state's, a region's or a town's office holder named with the office is public (issue 38):
``Bürgermeister …``, ``die Landtagsabgeordnete …``, ``Innenministerin …``, ``the mayor, …,``
(a German compound of an office too); a possessive or relation before the office, and a job
that is no office, leave the person private."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

KEPT = [
    ("de", "Zur Eröffnung sprach Bürgermeister Norbert Kampmann ein Grußwort", "Norbert Kampmann"),
    ("de", "Auch die Landtagsabgeordnete Sabine Overbeck gratulierte dem Verein", "Sabine Overbeck"),
    ("de", "Oberbürgermeisterin Petra Lindemann eröffnete das Fest", "Petra Lindemann"),
    ("de", "Innenministerin Katrin Vollmer besuchte die Wache", "Katrin Vollmer"),
    ("en", "The mayor, Gareth Pritchard, opened the new library", "Gareth Pritchard"),
    ("en", "Mayor Gareth Pritchard cut the ribbon", "Gareth Pritchard"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_an_office_holder_named_with_the_office_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"


PRIVATE = [
    ("de", "Unser Bürgermeister Norbert Kampmann ist mein Onkel", "Kampmann"),
    ("de", "mein Nachbar, der Landtagsabgeordnete Sabine Overbeck, hat angerufen", "Overbeck"),
    ("de", "Der Hausmeister Norbert Kampmann hat den Schlüssel", "Kampmann"),
    ("en", "The manager, Gareth Pritchard, called me", "Pritchard"),
]


@pytest.mark.parametrize(("lang", "text", "name"), PRIVATE)
def test_a_relation_or_a_job_leaves_the_person_private(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# What the name's sentence says of the office holder wins over the office: a relation word before
# or after the name, a phone number, a street address or an age make the person a private one.
PRIVATE_SENTENCE = [
    ("de", "Bürgermeister Horst Plöger ist mein Opa.", "Plöger"),
    ("de", "Bürgermeisterin Anke Vosskamp ist meine Nachbarin.", "Vosskamp"),
    ("de", "Landrat Martin Kessing ist der Vater meiner besten Freundin.", "Kessing"),
    ("de", "Mein Opa ist Bürgermeister Horst Plöger.", "Plöger"),
    ("de", "Bürgermeister Horst Plöger, Tel. 05751 12345, hat heute Zeit.", "Plöger"),
    ("de", "Der Bürgermeister Jens Kuhlmann, 52, wohnt in der Lindenallee 7.", "Kuhlmann"),
    ("de", "Minister Olaf Brenneke ist mein Opa.", "Brenneke"),
    ("en", "Mayor Derek Pyle is my dad, he lives at 4 Mill Lane.", "Pyle"),
    ("en", "Governor Ellen Marsh is my aunt.", "Marsh"),
    ("en", "Senator Paul Whitfield is our neighbour, call him on 0161 496 0123.", "Whitfield"),
]


@pytest.mark.parametrize(("lang", "text", "name"), PRIVATE_SENTENCE)
def test_private_evidence_in_the_sentence_outweighs_the_office(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# A compound is an office only of a rank, a level of government or a portfolio: a children's,
# a youth parliament's or a marksmen's club's title is a private person's.
NO_OFFICE = [
    ("de", "Jugendbürgermeisterin Lea Schwabe aus der 8b hat gewonnen", "Schwabe"),
    ("de", "Kinderbürgermeister Jonas Feld hat die Rede gehalten", "Feld"),
    ("de", "Schützenminister Peter Hagedorn hat eine Runde ausgegeben", "Hagedorn"),
]


@pytest.mark.parametrize(("lang", "text", "name"), NO_OFFICE)
def test_a_compound_of_no_public_office_leaves_the_person_private(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# Offices of a level of government or a portfolio, and office holders in public news, stay.
KEPT_COMPOUNDS = [
    ("de", "Ortsbürgermeister Ralf Winterberg eröffnete die Kirmes", "Ralf Winterberg"),
    ("de", "Bundesinnenministerin Katrin Vollmer besuchte die Wache", "Katrin Vollmer"),
    ("de", "Landtagsabgeordneter Uwe Brinkhoff sprach im Plenum", "Uwe Brinkhoff"),
    ("de", "Bürgermeister Horst Plöger dankte allen Helferinnen und Helfern", "Horst Plöger"),
    ("en", "Senator Paul Whitfield voted against the bill", "Paul Whitfield"),
    # the office holder's own family, as the news names it, is no relation of the writer's
    ("en", "Senator Paul Whitfield and his wife attended the gala", "Paul Whitfield"),
    ("de", "Bürgermeister Horst Plöger kam mit seiner Frau zum Empfang", "Horst Plöger"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT_COMPOUNDS)
def test_an_office_of_government_without_private_evidence_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"
