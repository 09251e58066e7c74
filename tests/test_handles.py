"""Issue 38: gamer tags and screen names of people who take no part in the chat, found by their
shape wherever a post names them (teianon.detect.handles); the shapes that ordinary words,
products, files and addresses have stay. Strings of our own, of the kinds the held-out round
found, not its strings."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.detect.handles import handle_shape


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("gestern mit xXNachtfalkeXx gezockt", "xXNachtfalkeXx"),
        ("and xx_moonpie_xx carried the round", "xx_moonpie_xx"),
        ("kennst du [RBZ]Ostwind schon", "[RBZ]Ostwind"),
        ("we lost to (TQX)Marigold again", "(TQX)Marigold"),
        ("hab mit Str1k3r_Olli gespielt", "Str1k3r_Olli"),
        ("und w0lfg4ng war wieder afk", "w0lfg4ng"),
        ("M4verick kommt später", "M4verick"),
        ("ask Lotus_Bloom88 about it", "Lotus_Bloom88"),
        ("ich frag mal kaesebrot_77", "kaesebrot_77"),
        ("then SilverFang07 joined", "SilverFang07"),
        ("heute ohne KoenigAdler3", "KoenigAdler3"),
        ("der typ heißt quobbel5", "quobbel5"),
        ("ne mit Night.W0lf", "Night.W0lf"),
        ("Ay_se_Kaya ist auch da", "Ay_se_Kaya"),
    ],
)
def test_a_handle_of_someone_outside_the_chat_is_replaced(text: str, handle: str) -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))
    assert (handle, "nickname", None) in found["p0"]


@pytest.mark.parametrize(
    "text",
    [
        "ich zock GTA5 auf der PS5",
        "python3 und covid19 und sommer2023 und abi24",
        "schick mir IMG_2034.jpg und foto.png",
        "z.B. am St.Pauli und gut.Morgen u.a.",
        "mein 3er, 4you, 10km, s01e03, 5min",
        "[b]fett[/b] und [Edit] und [1]Quelle",
        "xD XD xDD ^_^ o_O -_- T_T",
        "Baden-Württemberg und E-Mail und 1und1",
        "Win10Pro und RTX3080 und CO2 und H2SO4",
        "im code stehen user_id und is_ok",
        "iPhone12 oder PlayStation5 oder mp3",
        "nagut50cmlaufleine reicht",
        "MontanaBlack88 streamt heute",
    ],
)
def test_what_has_a_shape_but_names_nobody_is_no_handle(text: str) -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))
    assert [n for n in found["p0"] if n[1] == "nickname"] == []


def test_a_participants_handle_is_linked_with_its_clan_tag() -> None:
    found = marked(chat(["Rotkehlchen_4", "bernd_k"], [(1, "[WLF]Rotkehlchen_4 war gestern da")]))
    assert found["p0"] == [("[WLF]Rotkehlchen_4", "nickname", "#u0")]


@pytest.mark.parametrize(
    ("name", "cert"),
    [
        ("xXDuskXx", "high"),
        ("Fr0stbite", "high"),
        ("Mr_Quark", "high"),
        ("nebel_wolf", "medium"),
        ("lela2", "medium"),
        ("hello.world", None),
        ("Anna", None),
        ("covid19", None),
        ("FIFA23", None),
    ],
)
def test_the_shapes_and_their_certainty(name: str, cert: str | None) -> None:
    assert handle_shape(name) == cert
