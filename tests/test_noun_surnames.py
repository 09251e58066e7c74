"""A German noun after a first name that is no word is the surname (``Józef Fuß``), whatever
found the first name (a title, the tagger, a cue): left out, the surname stays readable."""

from __future__ import annotations

import pytest
from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei


def _names(text: str) -> list[str]:
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    desc = etree.SubElement(etree.SubElement(root, tei("teiHeader")), tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "t"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    etree.SubElement(div, tei("post"), {XML_ID: "p1"}).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "t", Settings())
    return ["".join(e.itertext()) for e in tree.getroot().iter(tei("name")) if e.get("cert") != "low"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "Maß" casefolds to the English "mass": a German ß is no English word.
        ("Gestern kam Radosław Maß vorbei.", "Radosław Maß"),
        ("Gestern kam Bogumił Fuß vorbei.", "Bogumił Fuß"),
        # After a kinship title too.
        ("Gestern hat Onkel Józef Fuß angerufen.", "Józef Fuß"),
    ],
)
def test_the_noun_after_a_first_name_is_its_surname(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ich war mit Lisa Blumen kaufen.", "Lisa"),  # a plural: the object
        ("Ich wünsche Lisa Glück.", "Lisa"),  # a first name that is a word: no surname by its noun
    ],
)
def test_an_object_after_a_first_name_stays_a_word(text: str, name: str) -> None:
    names = _names(text)
    assert name in names and not any(n.startswith(name + " ") for n in names)
