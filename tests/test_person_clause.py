"""A first name that is no word of its post's language is a person in a slot of the clause only a
person fills: the subject before a finite verb (``violet repariert ihr fahrrad``), after a German
verb (``morgen repariert Violet das Dach``, ``kennst du violet``), a vocative (``na, violet?``),
a post of its own (``Hildi``), after a preposition (``über violet``), after an article in chat
(``die kleine tiny``), after an English verb (``visited kostja``), beside a person (``ich und
violet``), owning (``kostja's car``). The same slots with a pronoun, a kinship word, a word of the post's
language or a town in its own grammar are not proposed."""

from __future__ import annotations

import pytest
from lxml import etree
from test_public_sphere import FOOTER, HEADER

from teianon.detect.person_clause import post_language, word_of_language
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings

T = "{http://www.tei-c.org/ns/1.0}"


def _persons(text: str) -> dict[str, tuple[str, str]]:
    """Person names teianon proposes in a one-post chat: text -> (``@cert``, rule)."""
    root = etree.fromstring((HEADER + '<post xml:id="m0" who="#A1"></post>' + FOOTER).encode())
    next(root.iter(f"{T}post")).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "chat.xml", Settings())
    return {
        "".join(e.itertext()): (e.get("cert") or "high", e.get("ana") or "")
        for e in tree.getroot().iter(f"{T}name")
        if e.get("type") == "PER" and e.get("subtype") != "public"
    }


REPLACED = [
    # the subject before a finite verb that is no verb of people: an English word in German,
    # also one that is a town's name, in lower case (a strong verb's changed vowel too)
    ("violet kocht heute für alle", "violet"),
    ("und chin backt morgen einen kuchen", "chin"),
    ("tan wäscht gerade das auto", "tan"),
    # a pet form of the tables before an English verb, also after a quotation or a sentence adverb
    ("Kostja is in the kitchen", "Kostja"),
    ('" we will see , " kostja said .', "kostja"),
    ("maybe hildi does n't want to come", "hildi"),
    # a word no table knows, which neither language uses
    ("dinara backt morgen einen kuchen", "dinara"),
    # after a German verb: the inverted subject, the object after a pronoun
    ("Morgen repariert Violet das Dach", "Violet"),
    ("kennst du violet schon?", "violet"),
    # the subject between a German verb and a pronoun object: also a first name German writes
    # often, has as a noun too, or that a celebrity has as a surname
    ("Morgen kann Jakob mir beim Umzug helfen.", "Jakob"),
    ("Gestern hat Greta uns vom Bahnhof abgeholt.", "Greta"),
    ("Hat Konrad dich schon angerufen?", "Konrad"),
    ("Dann hat Rosa sich doch noch gemeldet.", "Rosa"),
    # a first name whose end is a noun after two letters is no compound (Is-mail)
    ("Im Schlaf kann Ismail mir nichts tun.", "Ismail"),
    # the subject of a German subordinate clause, right after its conjunction
    ("ich glaub nicht dass tiny heute noch kommt", "tiny"),
    ("ich weiß nicht ob Kostja mitkommt", "Kostja"),
    # after a copula, a name German hardly writes
    ("gestern war hildi noch krank", "hildi"),
    # a vocative after a discourse particle, which also says the short post's language
    ("na, violet?", "violet"),
    ("und violet :)", "violet"),
    # a greeting of chat before a first name that is also a word (person_context's greetings)
    ("holla mark", "mark"),
    # a pet form of the tables alone in a post
    ("Hildi", "Hildi"),
    # after a preposition a person takes, German and English, also a word no table knows
    ("wir reden gerade über violet", "violet"),
    ("ich war gestern mit kostja essen", "kostja"),
    ("das ständige revertieren von ljuda nervt", "ljuda"),
    ("this cake is for dinara", "dinara"),
    # after an article and an adjective in lower-case German chat
    ("die kleine tiny schläft schon", "tiny"),
    # an English verb's object
    ("we visited kostja yesterday", "kostja"),
    ("i really miss dinara", "dinara"),
    ("we still remember kostja", "kostja"),
    # coordinated with a pronoun or a name
    ("ich und violet gehen heute ins kino", "violet"),
    ("tom und kostja kommen später", "kostja"),
    # the owner of an English possessive, also where a tokeniser set the ending apart
    ("we borrowed kostja's car yesterday", "kostja's"),
    ("dinara 's car is red", "dinara"),
]

NOT_PROPOSED = [
    # the same slots with a pronoun or a kinship word
    "er repariert gerade sein fahrrad",
    "mama repariert gerade ihr fahrrad",
    "mama kocht heute für alle",
    "Mom is in the kitchen",
    "kennst du ihn schon?",
    "ich glaub nicht dass er heute noch kommt",
    "ich glaub nicht dass mama heute noch kommt",
    # after a copula stands a predicate: an adjective that English has as a word too
    "er ist dick geworden",
    "na, mama?",
    # a word of the post's language: English words in English, a German word in German
    "tea helps me sleep",
    "tiny steps help",
    "rosa steht dir gut",
    # ordinary words in the vocative's and the greeted one's place
    "heyho leute",
    # a kinship word greeted is a form of address, also where the name tables hold it
    "hallo oma",
    "Hallo Oma :)",
    "hi Opa",
    "holla die waldfee",
    "na, klar?",
    "und jetzt :)",
    # a word no table knows that is a typo or a German compound, in a subject's slot
    "Freind is here",
    "Wochenendverkehr läuft heute normal",
    # a town in its own grammar, and after a verb (one visits a town)
    "Milan liegt in Italien",
    "kennst du paris schon?",
    # German written with capitals: a participle, an adjective or an old spelling before a verb,
    # and a sentence that an adverb opens
    "Wie versteinert stand ich da.",
    "Er erhob sich, verbeugte sich und ging.",
    "Längst ward es dunkel.",
    # a town after a preposition of place or direction, in German and English
    "wir fahren morgen zu milan",
    "i flew to milan yesterday",
    # between a verb and a pronoun: a pronoun of address, a kinship word, a noun with its article
    "Können Sie mir das erklären?",
    "Gestern hat Mama mir einen Pullover gestrickt.",
    "Heute hat das Wetter uns den Ausflug verdorben.",
    # after an article: a noun of the list, a noun no list holds in chat or capitalised German
    "der boss kommt gleich",
    "die viecha reissen die säcke auf",
    "Der Doctor kam herein.",
    # in a post written with capitals a word in lower case is no name, nor a capitalised word
    # in a heading in title case; a people's name in the plural is none
    "She said musingly that it was late.",
    "How to Hypnotize a Chicken",
    "On the whole, it nicely supplements Alaskans' other earnings.",
    # in prose a capitalised word no table knows after a preposition: a place as often
    "I go to Rioz with the two mules, at daybreak to-morrow.",
]


@pytest.mark.parametrize(("text", "name"), REPLACED)
def test_a_name_in_a_persons_slot_is_replaced(text: str, name: str) -> None:
    found = _persons(text)
    assert name in found, found
    assert found[name][0] in ("high", "medium")


@pytest.mark.parametrize("text", NOT_PROPOSED)
def test_the_ordinary_word_in_the_slot_is_not_proposed(text: str) -> None:
    assert _persons(text) == {}


def test_the_language_is_that_of_most_words() -> None:
    assert post_language("das ist doch gar nicht so schlimm") == "de"
    assert post_language("this is not that bad at all") == "en"
    assert post_language("ok") == ""


def test_a_word_of_one_language_is_none_of_the_other() -> None:
    # English words are no German words; a German noun that English hardly uses is one
    assert not word_of_language("tea", "de")
    assert word_of_language("tea", "en")
    assert word_of_language("Assel", "de")
    assert not word_of_language("Assel", "en")
    # the noun list holds first names too: they are no German words by it
    assert not word_of_language("Steven", "de")


def test_a_compound_needs_a_first_part_the_caller_asks_for() -> None:
    from teianon.detect.evidence import is_compound_noun

    assert is_compound_noun("Ismail") and not is_compound_noun("Ismail", modifier=3)
    assert is_compound_noun("Seitental", modifier=3)
