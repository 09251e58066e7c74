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
        "guck mal hier: https://de.wikipedia.org/wiki/Ebersdorf_(Landkreis_Rotenburg) schau",
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


@pytest.mark.parametrize(
    ("text", "link"),
    [
        (
            "ich wohne hier: https://de.wikipedia.org/wiki/Kirchwalsede kleines Dorf",
            "https://de.wikipedia.org/wiki/Kirchwalsede",
        ),
        (
            "I'm from https://en.wikipedia.org/wiki/Little_Snoring, tiny place",
            "https://en.wikipedia.org/wiki/Little_Snoring",
        ),
        (
            "wir kommen ursprünglich aus https://de.wikipedia.org/wiki/Quelkhorn",
            "https://de.wikipedia.org/wiki/Quelkhorn",
        ),
    ],
)
def test_an_article_given_as_the_writers_home_is_replaced(text: str, link: str) -> None:
    # A residence cue outweighs the public page: the link says what the home town's name says.
    assert link in _urls(text)


@pytest.mark.parametrize(
    "text",
    [
        "quote from https://en.wikipedia.org/wiki/Photosynthesis, nice",
        "ich komme nicht klar mit https://de.wikipedia.org/wiki/Integralrechnung",
        "live demo: https://en.wikipedia.org/wiki/Photosynthesis",
    ],
)
def test_an_article_without_a_home_stays(text: str) -> None:
    assert _urls(text) == []


def _urls(text: str) -> list[str]:
    """The links teianon marks as URL references in one post."""
    tree = parse_bytes(chat(["anna_b", "bernd_k"], [(1, text)]), "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    return ["".join(r.itertext()) for r in tree.getroot().iter(f"{TEI}ref") if r.get("type") == "URL"]
