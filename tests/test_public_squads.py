"""Players of the national squads of the World Cups since 1990 and of the European Championships
are on the public list (issue 38, ``teianon.lists.build_popular squads``): a player with a rare
name is kept where named; one whose name private people bear too is kept on a stage of the
national game only, never after a role word of a local club, and private evidence still wins."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_public_private_evidence import _kept_public, _names

from teianon.lists import build_popular, public_names

KEPT = [
    ("en", "Bukayo Saka was unreal last night", "Bukayo Saka"),
    ("de", "hast du gesehen wie Dayot Upamecano verteidigt hat?", "Dayot Upamecano"),
    ("de", "Harry Maguire in der Premier League ist ein Witz.", "Harry Maguire"),
]


@pytest.mark.parametrize(("lang", "text", "name"), KEPT)
def test_a_squad_player_is_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"


REPLACED = [
    # A common first name and surname: a local club's keeper, whatever the role word says.
    ("de", "Torwart Florian Neuhaus vom SV Oberweiler hat gestern super gehalten.", "Neuhaus"),
    ("de", "Stürmer Thomas Kaminski hat beim Training gefehlt.", "Kaminski"),
    ("en", "my neighbour Bukayo Saka fixed the fence", "Saka"),
]


@pytest.mark.parametrize(("lang", "text", "name"), REPLACED)
def test_a_name_private_people_bear_needs_the_stage(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


def test_squad_files_of_both_formats_are_read_from_1990_on(tmp_path: Path) -> None:
    cup = tmp_path / "cup"
    (cup / "1986--mexico" / "squads").mkdir(parents=True)
    (cup / "1986--mexico" / "squads" / "x.txt").write_text(" (1)  GK  Hans Altmann   ##  3, Club (GER)\n")
    (cup / "2010--south-africa" / "squads").mkdir(parents=True)
    (cup / "2010--south-africa" / "squads" / "x.txt").write_text(
        "# Côte d'Ivoire (CIV)\n (4)  DF  Kolo Touré   ##   76, Manchester City (ENG)\n"
        " (1)  GK  Taffarel      ##    -, Atlético Mineiro \n"
    )
    euro = tmp_path / "euro"
    (euro / "2024--germany" / "squads").mkdir(parents=True)
    (euro / "2024--germany" / "squads" / "germany.txt").write_text(
        "=  Germany - Euro 2024\n  6,  Joshua Kimmich,   DF,  86/6  , b. 1995,  FC Bayern Munich (GER)\n"
    )
    names = [*build_popular.squad_players(cup), *build_popular.squad_players(euro)]
    assert names == ["Kolo Touré", "Taffarel", "Joshua Kimmich"]
    rows = build_popular.squad_rows(iter(names))
    forms = {(form, kind) for form, _, kind, _, _ in rows}
    # One-word names stay out; a surname the person tables lack gets its row.
    assert ("Kimmich", "surname:Joshua Kimmich") in forms
    assert not any(form == "Taffarel" for form, _ in forms)


def test_the_flags_of_the_shipped_rows() -> None:
    def flags(key: tuple[str, ...], form: str) -> str:
        return next(e.flags for e in public_names().get(key) if e.form == form and e.source == "openfootball-squads")

    assert flags(("bukayo", "saka"), "Bukayo Saka") == ""
    assert "s" in flags(("declan", "rice"), "Declan Rice")
    assert "s" in flags(("upamecano",), "Upamecano")
