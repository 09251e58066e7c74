"""Members of parliament, sports clubs, brands and former states in the public sphere (issue 38:
held-out Bundestag speeches had their members proposed as private persons, a club named like
its town was replaced as the town, brands and car models as names). The lists are built from
freely licensed sources (``teianon.lists.build_sphere``); a private context still wins."""

from __future__ import annotations

from pathlib import Path

import pytest
from detector_helpers import annotated

from teianon.lists import key_of, notable, public_names
from teianon.lists.build_sphere import bundestag19_names, club_names, person_forms, sphere_flags
from teianon.read.tei import tei


def _names(text: str) -> dict[str, tuple[str | None, str | None]]:
    """Each name teianon wrote into the one post: text -> (type, subtype)."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return {"".join(e.itertext()): (e.get("type"), e.get("subtype")) for e in post.iter(tei("name"))}


def _public(text: str, name: str) -> bool:
    return _names(text).get(name, (None, None))[1] == "public"


def test_the_builder_reads_the_sources_as_published(tmp_path: Path) -> None:
    assert list(person_forms("Dr. Odalys Quennet")) == ["Odalys Quennet"]
    assert list(person_forms("Prim")) == []  # one word: no name anyone is addressed by
    members = tmp_path / "members.ts"
    members.write_text('deputies: [\n  {\n    name: "Prof. Dr. Ivo Brantlach",\n    party: "X"\n  }\n]', "utf-8")
    assert [f for n in bundestag19_names(members) for f in person_forms(n)] == ["Ivo Brantlach"]
    # The list's two commas: the member's own party after the name, and the surname first.
    members.write_text(
        'deputies: [\n  {\n    name: "Ivo Brantlach, Blaue Liste.",\n    party: "Blaue Liste"\n  },\n'
        '  {\n    name: "Quennet, Odalys",\n    party: "Rot"\n  }\n]',
        "utf-8",
    )
    assert list(bundestag19_names(members)) == ["Ivo Brantlach", "Odalys Quennet"]
    clubs = """= Freedonia

Quuxburg FC, 1901, @ Quux Park, Quuxburg   ## a comment
  | Quuxburg | FC Quuxburg | Quuxburg Rovers [en]
 Hauptstraße 1 // 12345 Quuxburg
ii) Quuxburg FC II
  | Quuxburg II | Quuxburg Reserves
$$Megabank$$ SV Zarnow, Zarnow
"""
    assert set(club_names(clubs)) == {"Quuxburg FC", "Quuxburg", "FC Quuxburg", "Quuxburg Rovers", "SV Zarnow"}


def test_a_member_s_surname_and_a_club_named_like_a_place_need_their_context() -> None:
    assert "s" in sphere_flags("Quennet", "surname:Odalys Quennet", "democracy-alexa")
    # A full name whose surname private people bear too needs a public cue; a rare one does not.
    assert sphere_flags("Anna Schmidt", "politician", "democracy-alexa") == "s"
    assert sphere_flags("Odalys Quennetzky", "politician", "democracy-alexa") == ""
    assert sphere_flags("Augsburg", "club", "openfootball") == "p"
    assert sphere_flags("Quuxburg Rovers", "club", "openfootball") == ""


@pytest.mark.parametrize("form", ["Katja Keul", "Ulla Jelpke", "Omid Nouripour", "Kirsten Tackmann"])
def test_the_decision_knows_members_of_parliament_and_the_detectors_do_not(form: str) -> None:
    key = key_of(form)
    assert any(e.kind == "politician" for e in public_names().get(key))
    # The detectors and the decision model read the notable table as they were trained with.
    assert not notable().get(key)
    assert not notable().get(key[-1:]) or all(e.kind != f"surname:{form}" for e in notable().get(key[-1:]))


@pytest.mark.parametrize(
    "text, name",
    [
        ("Heute hat Ulla Jelpke im Plenum zur Innenpolitik gesprochen.", "Ulla Jelpke"),
        ("Kirsten Tackmann hat den Antrag begründet.", "Kirsten Tackmann"),
        ("Omid Nouripour asked the minister about it again", "Omid Nouripour"),
        ("Der Abgeordnete Carsten Müller hat den Antrag eingebracht.", "Carsten Müller"),
    ],
)
def test_a_member_of_parliament_stays(text: str, name: str) -> None:
    assert _public(text, name), _names(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("meine Nachbarin Ulla Jelpke hat heute Geburtstag", "Ulla Jelpke"),
        ("Mein Schwager Jan Korte kommt morgen vorbei.", "Jan Korte"),
        # A surname private people bear too, with nothing public around it: somebody's name.
        ("Carsten Müller hat mich gestern angerufen, ich soll zurückrufen", "Carsten Müller"),
    ],
)
def test_a_private_person_who_shares_a_member_s_name_is_replaced(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and names[name][1] != "public", names


@pytest.mark.parametrize(
    "text, name",
    [
        ("Augsburg hat am Samstag 2:1 gewonnen, endlich", "Augsburg"),
        ("Stockport were relegated last season", "Stockport"),
    ],
)
def test_a_club_named_like_its_town_stays_where_sport_is_talked_of(text: str, name: str) -> None:
    assert _public(text, name), _names(text)


@pytest.mark.parametrize(
    "text, name",
    [
        ("wir wohnen jetzt in Augsburg", "Augsburg"),
        ("I moved to Stockport last year", "Stockport"),
        ("Die Ärzte spielen nächsten Monat in Bielefeld", "Bielefeld"),  # a band plays in a town
    ],
)
def test_the_town_of_a_club_is_still_a_place(text: str, name: str) -> None:
    assert not _public(text, name), _names(text)


def test_a_former_state_names_nobody() -> None:
    assert "Jugoslawien" not in _names("Mein Opa kam 1970 aus Jugoslawien hierher")
    assert "Sowjetunion" not in _names("In der Sowjetunion gab es das nicht")


@pytest.mark.parametrize("form, category", [("Saucony", "ORG"), ("Kamps", "ORG"), ("Octavia", "OTH")])
def test_the_list_knows_brands_and_car_models(form: str, category: str) -> None:
    assert any(e.category == category for e in public_names().get(key_of(form)))


def test_a_board_game_chat_brings_along_stays() -> None:
    # "die bringen Jenga mit": a game, which a person slot read as a name and replaced.
    from detector_helpers import annotated

    from teianon.read.tei import tei

    tree = annotated("heute abend bringen die Kinder Jenga und Rummikub mit")
    replaced = [e for e in tree.getroot().iter(tei("name")) if e.get("subtype") != "public" and e.get("cert") != "low"]
    assert not any("".join(e.itertext()) in ("Jenga", "Rummikub") for e in replaced)


@pytest.mark.parametrize(
    "text",
    [
        "Sandhausen ist unser Zuhause, 2-3 Monate noch bis zum Umzug.",
        "Meppen war schön, wir bleiben 1-2 Wochen bei Oma.",
        "Aldershot was lovely, we won a raffle prize at the fete.",
    ],
)
def test_a_town_named_like_a_club_stays_a_town_without_real_sport_around_it(text: str) -> None:
    # A range ("2-3 Monate"), a home, or an everyday verb away from the name is no match report.
    from detector_helpers import annotated

    from teianon.read.tei import tei

    town = text.split()[0].rstrip(",")
    kept = [e for e in annotated(text).getroot().iter(tei("name")) if e.get("subtype") == "public"]
    assert not any("".join(e.itertext()) == town for e in kept)
