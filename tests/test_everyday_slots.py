"""Issue 38: everyday first names without a title in chat. A writer's introduction names a
private person even where a world-famous bearer shares the one name; a first name the German
noun list holds as a noun (``Hans``, ``Klaus``) is a candidate after ``mit`` and ``bei``
as other first names are, and the things that keep company there stay. Strings of our own."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS
from teianon.read.xmlio import parse_bytes


def _names(text: str, lang: str = "de") -> list[tuple[str, str | None, str | None]]:
    """(text, type, subtype) of teianon's names in a one-post chat, held ones too."""
    tree = parse_bytes(chat(["lisa_b", "bernd_k"], [(1, text)], lang), "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    return [
        ("".join(n.itertext()), n.get("type"), n.get("subtype"))
        for n in tree.getroot().iterfind(".//tei:post//tei:name", NS)
        if n.get("resp") == "#teianon"
    ]


@pytest.mark.parametrize(
    ("text", "name", "lang"),
    [
        ("ich heiße muhammad", "muhammad", "de"),
        ("my name is muhammad", "muhammad", "en"),
        ("hi, my name is Muhammad and I'm new here", "Muhammad", "en"),
        ("hallo, ich heiße Muhammad und bin neu", "Muhammad", "de"),
        ("my name is Shakira", "Shakira", "en"),
        ("ich heiße Rihanna", "Rihanna", "de"),
    ],
)
def test_a_writers_introduction_is_private_though_a_famous_bearer_shares_the_name(
    text: str, name: str, lang: str
) -> None:
    assert (name, "PER", None) in _names(text, lang)


@pytest.mark.parametrize(
    ("text", "name"),
    [("wir sind heute bei hans", "hans"), ("gehst du mit anna hin", "anna"), ("ich war gestern bei klaus", "klaus")],
)
def test_a_first_name_the_noun_list_holds_is_a_candidate_after_a_preposition_of_company(text: str, name: str) -> None:
    assert [n for n, kind, _ in _names(text) if kind == "PER"] == [name]


@pytest.mark.parametrize(
    "text",
    [
        "bei regen bleib ich zuhause",
        "ich geh zu fuß",
        "von hand geschrieben",
        "mit kuchen",
        "bei max. 30 grad",
        "bei bedarf",
        "ich geh mit rose spazieren",
    ],
)
def test_things_after_those_prepositions_stay(text: str) -> None:
    assert _names(text) == []
