"""A parish's title or an everyday role before a bare surname speaks of someone the writer knows
(issue 38): ``Pfarrer X``, ``Rev. X``, ``Hausmeisterin X`` is a private person even where X is the
surname of someone famous enough to be public on its own; a public role (``Kanzler``, ``Sänger``)
or the famous bearer's full name elsewhere in the document keeps it public."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _kept_public, _names

# (language, post, the surname): public alone elsewhere, private after the title
PRIVATE = [
    ("de", "Viele Grüße und Gottes Segen, Ihr Pfarrer Adenauer", "Adenauer"),
    ("de", "Diakonin Adorno leitet die Kinderbibelwoche.", "Adorno"),
    ("en", "The Revd Abrams will take the funeral on Friday.", "Abrams"),
    ("en", "Rev. Achebe visited the parish hall.", "Achebe"),
    ("de", "Küster Abbado schließt die Kirche um acht ab.", "Abbado"),
    ("de", "Hausmeisterin Adjani hat den Schlüssel für den Keller.", "Adjani"),
]


@pytest.mark.parametrize(("lang", "text", "name"), PRIVATE)
def test_a_famous_surname_after_a_parish_title_or_a_role_is_private(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    assert name in names, names
    assert not _kept_public(names, name), names


PUBLIC = [
    # the surname alone, without a title: the famous bearer
    ("de", "Adenauer regierte von 1949 bis 1963.", "Adenauer"),
    # a public role before it
    ("de", "Kanzler Adenauer unterschrieb den Vertrag.", "Adenauer"),
    # the famous bearer named in full in the document
    ("de", "Dietrich Bonhoeffer war Theologe. Pfarrer Bonhoeffer wurde 1945 ermordet.", "Bonhoeffer"),
]


@pytest.mark.parametrize(("lang", "text", "name"), PUBLIC)
def test_a_public_role_or_the_full_name_keeps_the_surname_public(lang: str, text: str, name: str) -> None:
    assert _kept_public(_names(lang, text), name)


# A German compound whose head is an everyday relation (teacher, neighbour, doctor) is the
# relation: "mein Mathelehrer ist …" names the writer's teacher, whoever else bears the name.
COMPOUND_RELATIONS = [
    ("de", "Mein Mathelehrer ist Thomas Müller, echt streng.", "Müller"),
    ("de", "meine Deutschlehrerin heißt Angela Merkel, voll nett", "Merkel"),
    ("de", "Angela Merkel ist meine Zimmernachbarin im Wohnheim.", "Merkel"),
    ("de", "Der Chefarzt Thomas Müller hat meinen Opa operiert.", "Müller"),
]


@pytest.mark.parametrize(("lang", "text", "name"), COMPOUND_RELATIONS)
def test_a_compound_relation_makes_a_famous_name_private(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [("de", "Sein Parteifreund Olaf Scholz widersprach.", "Scholz"), ("de", "Bundestrainer Joachim Löw lobte.", "Löw")],
)
def test_a_politicians_or_a_public_role_compound_is_no_relation(lang: str, text: str, name: str) -> None:
    assert _kept_public(_names(lang, text), name)
