"""Issue 38: a nickname made of a noun of the language (a fish, a shop's or a club's word) and a
name. Where the noun stands after an article or a possessive, inflected or in lower case, it is
the word the nickname was made of, not its bearer; the name part, and the whole nickname, still
name the participant. The part written capitalised as the nickname has it is still replaced: the
self-audit seeks that string and would stop the file's output. Strings of our own, not the
held-out set's."""

from __future__ import annotations

import pytest

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS
from teianon.read.xmlio import parse_bytes
from test_nickname_parts import chat, marked


@pytest.mark.parametrize(
    ("nicks", "post", "word"),
    [
        (["Kompostkiste_Jana", "rolf_b"], "wohin mit den schalen? ab in die kompostkiste hinterm haus", "kompostkiste"),
        (["Goldbarsch77", "rolf_b"], "Meine Goldbarsche fressen seit gestern nicht mehr", "Goldbarsche"),
        (["Tauschregal_Ole", "rolf_b"], "ich stell die bücher morgen zum tauschregal am bahnhof", "tauschregal"),
        (["Blumenkohl_Udo", "rolf_b"], "Die Blumenkohle vom Markt waren super", "Blumenkohle"),
        (["Wanderschuh_Mia", "rolf_b"], "Hab meine Wanderschuhe im Auto vergessen", "Wanderschuhe"),
    ],
)
def test_a_nickname_noun_after_an_article_or_possessive_is_the_word(nicks: list[str], post: str, word: str) -> None:
    found = marked(chat(nicks, [(1, "Hallo zusammen"), (1, post), (0, "ok, bis dann")]))
    assert all(text != word for text, _, _ in found["p1"]), found["p1"]


def test_the_name_part_and_the_whole_nickname_still_name_the_participant() -> None:
    found = marked(
        chat(
            ["Kompostkiste_Jana", "rolf_b"],
            [
                (1, "Hallo zusammen"),
                (1, "ab in die kompostkiste damit"),
                (1, "Jana, hast du morgen Zeit?"),
                (1, "Kompostkiste_Jana hat den Schlüssel"),
            ],
        )
    )
    assert found["p1"] == []
    assert ("Jana", "nickname", "#u0") in found["p2"]
    assert ("Kompostkiste_Jana", "nickname", "#u0") in found["p3"]


def test_a_name_part_after_an_article_is_still_the_participant() -> None:
    # "die Ilse": southern German puts an article before a first name; a name is no noun.
    found = marked(chat(["Bastelkeller_Ilse", "rolf_b"], [(1, "Hallo"), (1, "frag mal die Ilse, die weiß das")]))
    assert ("Ilse", "nickname", "#u0") in found["p1"]


def test_the_capitalised_part_as_the_nickname_writes_it_is_still_replaced() -> None:
    # Left as written, the self-audit would find the participant's name and write nothing.
    found = marked(chat(["Kompostkiste_Jana", "rolf_b"], [(1, "Hallo"), (1, "Ab in die Kompostkiste damit")]))
    assert [text for text, _, _ in found["p1"]] == ["Kompostkiste"]


def test_a_part_inside_a_compound_after_an_article_is_still_sought() -> None:
    # The article belongs to the compound: the part inside it is left to the rules for parts
    # inside words, and the self-audit seeks it there as well.
    found = marked(chat(["Kanu_Kim", "rolf_b"], [(1, "Hallo"), (1, "Wir fahren die EuroKanu Tour im Mai")]))
    assert [text for text, _, _ in found["p1"]] == ["Kanu"]


def test_a_number_before_across_a_sentence_is_no_determiner() -> None:
    # "at 9? Crumpet is …": a time ends the sentence before the name, no count of things; the
    # linker proposes the participant's part there (held low for review, not vetoed).
    tree = parse_bytes(
        chat(
            ["CrumpetsMum", "rolf_b"],
            [(1, "Morning"), (0, "Usual loop round the park at 9? Crumpet is bouncing off the walls.")],
        ),
        "c.xml",
    )
    annotate_tree(tree, "c.xml", Settings())
    post = tree.getroot().find(".//tei:post[2]", NS)
    assert post is not None and ["Crumpet"] == ["".join(n.itertext()) for n in post.iterfind(".//tei:name", NS)]
