"""An office written before a surname (minutes, local news, school letters) is a title: the
name after it is a person's and is replaced, the office stays (``Cllr Begum`` lost ``Cllr``
to the tagger's name, or was proposed alone with the surname left; ``Ratsherr Dreesen`` was
not proposed). Made-up names."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The amendment was moved by Cllr. Oduya and carried.", ["Oduya"]),
        ("Cllr Pemberton-Shaw opened the meeting at 7pm.", ["Pemberton-Shaw"]),
        ("Ratsherr Tiedemann und Ratsfrau Yıldırım stimmten dagegen.", ["Tiedemann", "Yıldırım"]),
        ("Bgm. Oltmanns eröffnete die Sitzung.", ["Oltmanns"]),
        ("OStRin Haberkorn übernimmt die 7b.", ["Haberkorn"]),
    ],
)
def test_an_office_before_a_surname_stays_and_the_surname_goes(text: str, names: list[str]) -> None:
    found = ["".join(e.itertext()) for e in annotated(text).getroot().iter(tei("name"))]
    assert found == names


def test_an_office_without_a_name_is_none() -> None:
    assert list(annotated("Der Bürgermeister und der Rektor kamen zu spät.").getroot().iter(tei("name"))) == []


@pytest.mark.parametrize("text", ["Gestern hat Frau Kaplan angerufen.", "Mrs Alderman called about the fence."])
def test_a_surname_that_is_also_an_office_is_the_surname_after_a_form_of_address(text: str) -> None:
    # Kaplan, Pastor, Alderman, Diakon are surnames as often; they are no titles here.
    assert len(list(annotated(text).getroot().iter(tei("name")))) == 1
