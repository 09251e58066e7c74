"""Products, varieties and types named after people or places stay by their frame (issue 38):
a type noun after the name (``Langstroth-Beuten``, ``a Warré hive``), a variety's name
(``die Sorte Elbflorenz``), a food named after its town (``Eccles Cakes``), a maker after a
product noun (``yarn by Sirdar``), a trade mark, a name joined to a listed product; a person in a
person's frame and a shop one buys from stay private."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> dict[str, str]:
    """Each name written into the one post: text -> subtype ("" when it is replaced)."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return {"".join(e.itertext()): e.get("subtype") or "" for e in post.iter(tei("name"))}


def _kept(text: str, name: str) -> bool:
    """The name stays as written: kept as public, or not proposed at all."""
    names = _names(text)
    return names.get(name, "public") == "public" and not any(
        name in other and subtype != "public" for other, subtype in names.items()
    )


@pytest.mark.parametrize(
    "text, name",
    [
        ("Bei Langstroth-Beuten ist das Wabenwechseln einfacher.", "Langstroth"),
        ("We switched to a Warré hive last spring.", "Warré"),
        ("Die Sorte heißt Hermann Löns, eine alte Rose.", "Hermann Löns"),
        ("Welche Sorte? Die Sorte Elbflorenz ist robust.", "Elbflorenz"),
        ("My aunt loves yarn by Sirdar and the patterns too.", "Sirdar"),
        ("Wir drucken alles mit Hansen® Papier.", "Hansen"),
        ("Die Kinder lieben Fridolin™ Kekse.", "Fridolin"),
    ],
)
def test_a_product_type_or_variety_stays(text: str, name: str) -> None:
    assert _kept(text, name), _names(text)


def test_a_town_before_its_food_stays() -> None:
    assert _kept("I brought Bakewell Tarts for the break.", "Bakewell"), _names("I brought Bakewell Tarts.")


def test_a_name_joined_to_a_listed_product_stays() -> None:
    text = "She is fluent in Revvo and AutoCAD, and presents well."
    assert _kept(text, "Revvo"), _names(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("Das Auto von Thomas ist kaputt.", "Thomas"),  # whose it is
        ("We met Tom and Netflix people.", "Tom"),  # a first name beside a brand
        ("Meine Frau Helga mag Langstroth-Beuten nicht.", "Helga"),
        ("I bought yarn from The Knitting Corner on Perth Road.", "Knitting Corner"),  # a shop
        ("Meine Schwester Rose Müller kommt morgen.", "Rose Müller"),
        ("Die Kollegin Frau Zander-Beuten hat angerufen.", "Zander-Beuten"),  # a person's frame
        ("This is the Learning Out Loud principle (Williams, 2010).", "Williams"),  # a citation
    ],
)
def test_a_person_or_a_shop_stays_private(text: str, name: str) -> None:
    names = _names(text)
    assert any(name in other and subtype != "public" for other, subtype in names.items()), names


@pytest.mark.parametrize(
    "text, name",
    [
        ("Haben Sie die Taufbücher im Thüringischen Landesarchiv eingesehen?", "Thüringischen Landesarchiv"),
        ("Die Akte liegt beim Hessischen Landesamt für Denkmalpflege.", "Hessischen Landesamt"),
    ],
)
def test_a_states_body_after_the_states_adjective_stays(text: str, name: str) -> None:
    names = _names(text)
    assert names.get(name) == "public", names


def test_a_states_body_is_still_a_workplace() -> None:
    names = _names("Meine Tochter arbeitet beim Hessischen Landesamt für Denkmalpflege.")
    assert not any(subtype == "public" for subtype in names.values()), names
