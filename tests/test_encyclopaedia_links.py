"""Encyclopaedia and map links (issue 39, leftover 5): an article about a town or a public person
is a public page and its link stays, whole; the part in brackets of an article's title is no
screen name; a map link to a street and a house number is replaced whole. Links of our own."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat, marked

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

TEI = "{http://www.tei-c.org/ns/1.0}"


@pytest.mark.parametrize(
    "text",
    [
        "ich wohne hier: https://de.wikipedia.org/wiki/Ebersdorf_(Landkreis_Rotenburg) schau",
        "see https://en.wikipedia.org/wiki/Newton_(South_Lanarkshire) for it",
        "lies https://de.wikipedia.org/wiki/Neuenkirchen_(Landkreis_Osnabr%C3%BCck)",
        "https://nl.wikipedia.org/wiki/Bergen_(Noord-Holland) is mooi",
    ],
)
def test_the_bracket_of_an_articles_title_is_no_handle(text: str) -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, text)]))
    assert found["p0"] == []


def test_a_handle_after_a_link_is_still_one() -> None:
    found = marked(chat(["anna_b", "bernd_k"], [(1, "https://de.wikipedia.org/wiki/Zeven und Str1k3r_Olli")]))
    assert ("Str1k3r_Olli", "nickname", None) in found["p0"]


def test_a_map_link_to_a_house_is_replaced_whole() -> None:
    link = "https://www.google.com/maps/place/Ulmenweg+9,+27404+Heeslingen"
    tree = parse_bytes(chat(["anna_b", "bernd_k"], [(1, f"mein Haus {link} komm vorbei")]), "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    refs = [("".join(r.itertext()), r.get("type")) for r in tree.getroot().iter(f"{TEI}ref")]
    assert refs == [(link, "URL")]
    assert not list(tree.getroot().iter(f"{TEI}name"))
