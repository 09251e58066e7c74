"""One table of the cues of a writer's private life (issues 38/39, ``curated/private_cues.tsv``):
relations, possessives, home, residence and meetings, by named class; detection and the
public-sphere decision take their cues from it. Strings of our own, German and English."""

from __future__ import annotations

import pytest
from test_nickname_parts import chat

from teianon.annotate import markup_public, private_evidence, private_frames, public_context, public_words
from teianon.detect import private_cues, url
from teianon.detect.person_words import relation_word as addressed_relation
from teianon.lists import public_cues
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

TEI = "{http://www.tei-c.org/ns/1.0}"

_CLASSES = (
    "relation",
    "relation-head",
    "household",
    "spouse",
    "possessive",
    "own",
    "reader",
    "first-person",
    "me",
    "at-home",
    "meeting",
    "home",
    "lives",
    "homeland",
    "home-adverb",
    "origin",
    "out-of",
    "origin-verb",
    "from",
    "stay",
    "dwelling",
    "employer",
    "at",
)


@pytest.mark.parametrize("name", _CLASSES)
def test_every_class_is_in_the_table_and_the_decision_reads_it_under_its_name(name: str) -> None:
    assert private_cues.cues(name)
    # The public-sphere decision's roles of the same names are the table's classes.
    assert public_cues()[name] == private_cues.cues(name)


def test_the_users_take_their_words_from_the_table() -> None:
    assert private_cues.words("own") == public_words._OWN_AFTER
    assert private_cues.words("me") == public_words._ME
    assert private_cues.words("own") == private_frames._OWN
    assert private_cues.words("first-person") == private_frames._FIRST_PERSON
    assert private_cues.words("own") | private_cues.words("reader") == private_evidence._OWN
    assert private_cues.words("homeland") == public_context._HOME_NOUNS
    for word in private_cues.words("relation") | private_cues.words("spouse"):
        assert addressed_relation(word)


@pytest.mark.parametrize(
    ("pattern", "names"),
    [
        (markup_public._PRIVATE_CONTEXT, ("own", "at-home", "household")),
        (markup_public._MEETING, ("meeting",)),
        (markup_public._FIRST_PERSON, ("first-person",)),
    ],
)
def test_a_sentence_pattern_finds_every_cue_of_its_classes(pattern, names) -> None:
    for name in names:
        for cue in private_cues.cues(name):
            written = cue.removesuffix("*") + ("e" if cue.endswith("*") else "")
            assert pattern.search(f"gestern {written.title()} dann") is not None, cue


def test_the_household_class_is_narrower_than_the_relations() -> None:
    """A sentence around a name the corpus marked counts a relation without a possessive only of
    the household: a third person's friend or wife (``Goethes Freund Schiller``) is no cue."""
    assert not markup_public.private_context("Schiller war Goethes Freund.", 0, 8)
    assert not markup_public.private_context("Merkel kam mit ihrem Mann.", 0, 6)
    assert markup_public.private_context("Schiller kommt morgen zu mir.", 0, 8)
    assert markup_public.private_context("Hendrix kam mit den Nachbarn.", 0, 7)


@pytest.mark.parametrize(
    "word", ["Mathelehrer", "Zimmernachbarin", "Kinderärztin", "nachbar", "uncle", "Schwiegermutter", "stepmum"]
)
def test_a_relation_or_a_compound_of_one_is_a_relation(word: str) -> None:
    assert private_cues.relation_word(word.casefold())


@pytest.mark.parametrize("word", ["Parteifreund", "Fraktionskollege", "Arzt", "Lehrerzimmer", "Nachbarschaft"])
def test_a_compound_with_another_head_is_none(word: str) -> None:
    assert not private_cues.relation_word(word.casefold())


def _replaced_links(text: str) -> list[str]:
    tree = parse_bytes(chat(["anna_b", "bernd_k"], [(1, text)]), "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    return ["".join(r.itertext()) for r in tree.getroot().iter(f"{TEI}ref") if r.get("type") == "URL"]


@pytest.mark.parametrize(
    "text",
    [
        # Cues of the table the link's old pattern lacked: a past tense, the reader's home, a home noun.
        "da wohnte ich bis 2019: https://de.wikipedia.org/wiki/Wiepenkathen",
        "du lebst doch hier https://de.wikipedia.org/wiki/Hollenbek oder?",
        "meine Heimat: https://de.wikipedia.org/wiki/Bargstedt_(Holstein)",
        "I was born in https://en.wikipedia.org/wiki/Nether_Wallop",
        "he's originally from https://en.wikipedia.org/wiki/Much_Wenlock",
        "du kommst doch aus https://de.wikipedia.org/wiki/Oerel",
        "wir stammen ursprünglich aus https://de.wikipedia.org/wiki/Elsdorf_(Niedersachsen)",
    ],
)
def test_an_encyclopaedia_link_after_a_residence_cue_of_the_table_is_replaced(text: str) -> None:
    link = next(w for w in text.split() if w.startswith("https://"))
    assert _replaced_links(text) == [link]


@pytest.mark.parametrize(
    "text",
    [
        # "from" and "in" after a verb of coming are no residence before a link: a citation, a
        # broadcast, an arrival.
        "the quote comes from https://en.wikipedia.org/wiki/Much_Ado_About_Nothing",
        "live from https://en.wikipedia.org/wiki/Wembley_Stadium tonight",
        "ich komme in 5 min, lies solange https://de.wikipedia.org/wiki/Hamburg",
        "die Heimatkunde steht hier https://de.wikipedia.org/wiki/Heimatkunde",
    ],
)
def test_an_encyclopaedia_link_without_a_residence_cue_stays(text: str) -> None:
    assert _replaced_links(text) == []


def test_the_link_pattern_is_built_from_the_table() -> None:
    for cue in (
        private_cues.cues("lives")
        | private_cues.cues("homeland")
        | private_cues.cues("home-adverb")
        | private_cues.cues("origin")
    ):
        assert url._home_before(f"na ja, {cue}: ", len(f"na ja, {cue}: ")), cue


def _names(text: str) -> list[tuple[str, str | None, str | None]]:
    tree = parse_bytes(chat(["anna_b", "bernd_k"], [(1, text)]), "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    found = tree.getroot().iter(f"{TEI}name")
    return [("".join(n.itertext()), n.get("type"), n.get("subtype")) for n in found if n.get("resp") == "#teianon"]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Freiburg, mein Wohnort, Tabelle egal", "Freiburg"),
        ("Bochum, unser Heimatort, ist wieder Tabellenletzter", "Bochum"),
    ],
)
def test_a_home_noun_of_the_table_near_a_clubs_name_makes_it_the_town(text: str, town: str) -> None:
    assert (town, "GPE", None) in _names(text)


@pytest.mark.parametrize(
    ("text", "club"),
    [("Bochum hat daheim 3:0 verloren", "Bochum"), ("Freiburg spielt morgen daheim gegen Mainz", "Freiburg")],
)
def test_being_at_home_near_a_clubs_name_is_a_home_game(text: str, club: str) -> None:
    """The narrower class beside a club: ``daheim`` is a home game there, not the writer's home."""
    assert (club, "ORG", "public") in _names(text)
