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
