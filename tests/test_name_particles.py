"""A private person's name with particles (``van der``, ``von``, ``de la``, ``bin``) is one
reference, first name to surname (issues 38/39: a red-team run found ``Vorname van den X`` cut
after the first name, the rest left readable or kept as a famous bearer's). Strings of our own;
counter-examples where the particle is a word of the sentence."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Unsere Kundin Frau Marijke van den Broek hat angerufen.", "Marijke van den Broek"),
        ("Der Schüler Joris van der Heijden fehlte gestern.", "Joris van der Heijden"),
        ("Unser Mieter Konrad zu Ellerbek zahlt pünktlich.", "Konrad zu Ellerbek"),
        ("My colleague Claire du Pontet called.", "Claire du Pontet"),
        ("My neighbour Yusuf bin Khalid moved in.", "Yusuf bin Khalid"),
        ("Die Trainerin Lucía de la Fuente kommt später.", "Lucía de la Fuente"),
        ("The tenant Wiebke von der Ohe paid the rent.", "Wiebke von der Ohe"),
    ],
)
def test_a_particled_name_is_one_reference(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


def test_a_particled_name_in_lower_case_chat_is_one_reference() -> None:
    assert ("PER", "femke van der wal") in replaced("ihre chefin femke van der wal ist echt nett")


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Herr von der Ohe ist krank.", "von der Ohe"),
        ("Frau van den Akker aus dem dritten Stock hat geklingelt.", "van den Akker"),
        ("Mr de Haan was discharged on Monday.", "de Haan"),
    ],
)
def test_a_form_of_address_and_particles_name_the_surname(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Ich hole Paul vom Bahnhof ab.", "Paul vom Bahnhof"),
        ("Maria von der Arbeit kommt auch.", "Maria von der Arbeit"),
        ("Gib Anna das Buch zurück.", "Anna das Buch"),
        ("Lisa zu Hause ist langweilig.", "Lisa zu Hause"),
        ("frag mal anna von nebenan", "anna von nebenan"),
        ("Jana von Lidl hat angerufen.", "Jana von Lidl"),
        ("Gruß an Lena von Gartenbau Sonnenhof.", "Lena von Gartenbau"),
        ("Morgen baut Jonas das Haus um.", "Jonas das Haus"),
        ("Heute kam Lea von der Schule zurück.", "Lea von der Schule"),
        ("Frag Nils von der Bank, der weiß das.", "Nils von der Bank"),
        ("sam and my van reg is on the form", "my van reg"),
    ],
)
def test_a_particle_that_is_a_word_leads_no_surname(post: str, name: str) -> None:
    assert ("PER", name) not in found(post, "person_particle")
    assert ("PER", name) not in found(post, "person")


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("Unsere Mieterin Greta von Bülow zahlt pünktlich.", "Greta von Bülow"),
        ("My colleague Sem de Jong called in sick.", "Sem de Jong"),
        ("Die Schülerin Fenna van Persie fehlt heute.", "Fenna van Persie"),
    ],
)
def test_a_famous_surname_after_a_private_first_name_and_particles_is_not_kept(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(
    ("post", "name"),
    [("Wir hören heute Ludwig van Beethoven.", "Beethoven"), ("Simone de Beauvoir schrieb viel.", "Beauvoir")],
)
def test_a_famous_full_name_with_particles_stays(post: str, name: str) -> None:
    assert not any(name in text for _, text in replaced(post))


@pytest.mark.parametrize(
    ("post", "name"),
    [
        ("My colleague Zuhair al Qasimi from accounting is ill.", "Zuhair al Qasimi"),
        ("Unser Azubi Tjeerd van Dalen kommt später.", "Tjeerd van Dalen"),
        ("Der Schüler Finn van Halen fehlte gestern.", "Finn van Halen"),
    ],
)
def test_an_unlisted_first_name_or_a_band_named_after_the_surname_keeps_the_name_whole(post: str, name: str) -> None:
    assert ("PER", name) in replaced(post)


@pytest.mark.parametrize(("post", "place"), [("Wir fliegen im Mai nach Rio de Janeiro.", "Rio de Janeiro")])
def test_a_place_the_lists_know_whole_is_no_persons_name(post: str, place: str) -> None:
    assert ("PER", place) not in found(post, "person_particle")
