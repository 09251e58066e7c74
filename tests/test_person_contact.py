"""A first name that is also a town or a word is a person in the grammar of contact and company
(``hab gestern mit milan telefoniert``, ``was von kim gehört``), before a verb only people do
(``bay freut sich``) and after the article colloquial German puts before first names (``mit der
kim``); the same places with a pronoun, a kinship word, a thing or a town in its own grammar are
not proposed."""

from __future__ import annotations

import pytest
from lxml import etree
from test_public_sphere import FOOTER, HEADER

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings

T = "{http://www.tei-c.org/ns/1.0}"


def _certainties(text: str, lang: str = "de") -> dict[str, str]:
    """Names teianon would replace or hold in a one-post chat: text -> ``@cert`` (public ones aside)."""
    root = etree.fromstring((HEADER + f'<post xml:id="m0" who="#A1" xml:lang="{lang}"></post>' + FOOTER).encode())
    next(root.iter(f"{T}post")).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "chat.xml", Settings())
    return {
        "".join(e.itertext()): e.get("cert") or "high"
        for e in tree.getroot().iter(f"{T}name")
        if e.get("subtype") != "public"
    }


REPLACED = [
    # a preposition of company or contact and a verb of talking, meeting or hearing in the clause:
    # the name is a town (Milan, Jordan, Florence, Paris) or a word (Rose)
    ("de", "hab gestern mit milan telefoniert", "milan"),
    ("de", "gehst du mit jordan hin", "jordan"),
    # company, with a first name the German noun list holds as well (it holds names)
    ("de", "gehst du mit anna hin", "anna"),
    ("de", "hab mit paris geredet", "paris"),
    ("de", "hab mit rose telefoniert", "rose"),
    ("de", "meld dich bei florence", "florence"),
    ("en", "talked to paris yesterday", "paris"),
    ("en", "heard from kim today", "kim"),
    # a name no table knows, in the same frame
    ("de", "hab gestern mit oluwaseun telefoniert", "oluwaseun"),
    # a verb only people do after a word that opens a clause: a name no table knows, an English
    # word in a German clause, a first name that is also a word
    ("de", "Shin weiß jetzt, wo das liegt", "Shin"),
    ("de", "bay freut sich über ihr zeugnis", "bay"),
    ("de", "else bewirbt sich um stipendien", "else"),
    # the article colloquial German puts before a first name (a town takes none)
    ("de", "ich hab mit der kim gesprochen", "kim"),
    ("de", "mit der Kim gesprochen", "Kim"),
    ("de", "der kim", "kim"),
]

NOT_PROPOSED = [
    # the same frames with a pronoun, a kinship word, people in general or a thing
    ("de", "hab mit ihm telefoniert"),
    ("de", "ich war mit mama im kino"),
    ("de", "mit niemandem gesprochen"),
    ("de", "hab mit leuten gequatscht"),
    ("de", "mit freunden unterwegs"),
    ("de", "mit bleistift geschrieben"),
    ("de", "er ging mit fünfundsechzig in den Ruhestand"),
    ("en", "talked to somebody"),
    # a verb of people after a pronoun, a common word, an animal, or an English word before an
    # English verb
    ("de", "das weiß ich nicht"),
    ("de", "wer weiß das schon"),
    ("de", "keiner weiß es"),
    ("de", "hund bellt"),
    ("de", "ok, alles freut sich"),
    ("en", "Shell said profits rose"),
    # company a thing keeps too, with a German noun that is also a first name
    ("de", "ich geh mit rose spazieren"),
    # an article before a German noun that is also a first name
    ("de", "die rose ist schön"),
    ("de", "der mark ist stark"),
    # a town in its own grammar: near, from, to (no verb of contact)
    ("de", "wir waren bei Essen spazieren"),
    ("de", "die Türkei ist schön"),
]


@pytest.mark.parametrize("lang, text, name", REPLACED)
def test_a_name_in_the_grammar_of_contact_is_replaced(lang, text, name):
    found = _certainties(text, lang)
    assert found.get(name) in ("high", "medium"), found


@pytest.mark.parametrize("lang, text", NOT_PROPOSED)
def test_the_ordinary_counterparts_are_not_proposed(lang, text):
    assert _certainties(text, lang) == {}


def test_a_town_after_nach_stays_a_place():
    """``nach Milan`` is where one goes: no person's frame, whatever the verb."""
    root = etree.fromstring((HEADER + '<post xml:id="m0" who="#A1" xml:lang="de"></post>' + FOOTER).encode())
    next(root.iter(f"{T}post")).text = "ich fahr morgen mit dem Bus nach Milan"
    annotate_tree(etree.ElementTree(root), "chat.xml", Settings())
    assert all(e.get("type") != "PER" for e in root.iter(f"{T}name"))
