"""A product's brand stays though a surname or first name too (issue 38: ``mein Bosch
Akkuschrauber`` was replaced as a firm), and a workplace, a form of address or a relation before
such a name still makes it private."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> dict[str, tuple[str | None, str | None]]:
    """Each name teianon wrote into the one post: text -> (type, subtype)."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return {"".join(e.itertext()): (e.get("type"), e.get("subtype")) for e in post.iter(tei("name"))}


@pytest.mark.parametrize(
    "text, name",
    [
        ("mein Ford Transporter springt nicht an", "Ford"),
        ("my new Dell laptop died", "Dell"),
        ("ich hab mein Bosch Akkuschrauber verliehen", "Bosch"),
    ],
)
def test_a_product_s_brand_stays(text: str, name: str) -> None:
    names = _names(text)
    assert names.get(name, (None, "public"))[1] == "public", names


@pytest.mark.parametrize(
    "text, name",
    [
        ("meine Tochter arbeitet bei Miele", "Miele"),  # an employer points to a person
        ("sag Frau Miele Bescheid", "Miele"),
        ("Mrs Moneyball called about the invoice", "Moneyball"),  # a film's title, here a woman's name
        ("mein Kollege Bosch kommt morgen", "Bosch"),
        ("I work at Barclays in Leeds", "Barclays"),
    ],
)
def test_a_workplace_an_address_or_a_relation_keeps_it_private(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and names[name][1] != "public", names


def test_only_a_product_word_right_after_the_brand_makes_it_one() -> None:
    """"Bosch, Laptop" is a list; "Herr Bosch" a man."""
    names = _names("sag Herrn Bosch Bescheid")
    assert names.get("Bosch", (None, None))[1] != "public", names


def test_a_listed_brand_after_a_thing_and_von_is_its_maker():
    from detector_helpers import replaced

    assert replaced("Mein Sohn ist erkältet; ein Heizlüfter von Bosch reicht nicht aus.") == []
    assert replaced("I bought a new heater by Bosch last week") == []
    assert replaced("Das ist der Sohn von Bosch, unserem Nachbarn")  # a relative's, not a maker


def test_a_listed_brand_with_its_model_is_a_product():
    from detector_helpers import replaced

    assert ("PER", "Vauxhall Corsa") not in replaced("I saw a silver Vauxhall Corsa mount the pavement outside")
    assert replaced("Gestern kam Mercedes Müller vorbei")  # a first name and a surname
    assert replaced("Dr E Pankratz kommt morgen")  # a title before it: a person, whatever E is
