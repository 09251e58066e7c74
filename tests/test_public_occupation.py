"""The field of a training or job title is no employer (issue 38): after ``Ausbildung``,
``Praktikum`` or ``Lehre`` a name after ``bei``/``für`` is proposed as the employer, but in
``Ausbildung zur Kauffrau für Dialogmarketing`` the ``für`` belongs to the occupation and names
its field. A firm after ``für`` that a name table knows is still proposed."""

from __future__ import annotations

import pytest
from test_public_private_evidence import _names

FIELDS = [
    ("de", "Meine Ausbildung zur Kauffrau für Dialogmarketing habe ich 2019 abgeschlossen", "Dialogmarketing"),
    ("de", "Ich mache ein Praktikum als Fachinformatiker für Systemintegration", "Systemintegration"),
    ("de", "Nach der Lehre zum Elektroniker für Gebäudetechnik bin ich geblieben", "Gebäudetechnik"),
]


@pytest.mark.parametrize(("lang", "text", "field"), FIELDS)
def test_the_field_of_an_occupation_is_no_employer(lang: str, text: str, field: str) -> None:
    assert field not in _names(lang, text)


EMPLOYERS = [
    ("de", "Ich arbeite seit zwei Jahren für Brandhuber", "Brandhuber"),
    ("de", "Ich arbeite als Fahrer für Kühne", "Kühne"),
    ("de", "Mein Praktikum habe ich bei Holzapfel gemacht", "Holzapfel"),
]


@pytest.mark.parametrize(("lang", "text", "employer"), EMPLOYERS)
def test_an_employer_is_still_proposed(lang: str, text: str, employer: str) -> None:
    assert any(employer in name for name in _names(lang, text))
