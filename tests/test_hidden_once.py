"""The hidden strings' searches read the attributes and the ids of a tree once for all of them,
and the ids are searched for a person's name only where one may stand (issue 41): what they
find is what the walks of every value found."""

from __future__ import annotations

import regex
from lxml import etree

from teianon.replace.inventory import Inventory, Reference
from teianon.replace.source_ids import named_ids

TEI = "http://www.tei-c.org/ns/1.0"


def test_ids_are_searched_for_a_persons_name_only_where_one_may_stand():
    from teianon.replace.source_ids import _holding

    ids = [f"w{i}" for i in range(3000)] + ["obrinkhaus", "HQ_BRINKHAUS", "brink", "w9x"]
    assert _holding(ids, {"brinkhaus"}) == ["obrinkhaus", "HQ_BRINKHAUS"]
    # An id in other letters than ASCII: every id is searched, as before.
    assert _holding([*ids, "ćwiek"], {"brinkhaus"}) == [*ids, "ćwiek"]
    # A part in other letters stands in no id of ASCII letters.
    assert _holding(ids, {"ćwiek"}) == []
    assert _holding(ids, {"ćwiek", "brinkhaus"}) == ["obrinkhaus", "HQ_BRINKHAUS"]


def test_named_ids_finds_what_the_pattern_finds_in_every_id():
    root = etree.fromstring(
        f'<TEI xmlns="{TEI}"><text>'
        + "".join(f'<w xml:id="w{i}">x</w>' for i in range(500))
        + '<seg xml:id="obrinkhaus"/><seg xml:id="hq_Brinkhaus"/><seg xml:id="brinkhausen"/>'
        '<seg xml:id="Ole.BRINKHAUS.2"/><seg id="x-brinkhaus"/></text></TEI>'
    )
    inventory = Inventory("x", references=[Reference("PER", "Ole Brinkhaus", None, 0, "m1", "#A01", "de")])
    pattern = regex.compile(r"(?<![\p{L}\p{N}])(?:\p{L}{1,2}[._\-]?)?(?P<name>brinkhaus)(?![\p{L}])", regex.IGNORECASE)
    every = sorted({m["name"] for e in root.iter() for v in e.attrib.values() if (m := pattern.search(v))})
    assert named_ids(root, inventory) == every == ["BRINKHAUS", "Brinkhaus", "brinkhaus"]


def test_the_attributes_are_read_once_each_distinct_pair_in_the_order_of_its_first_place():
    from teianon.replace.table_search import attribute_pairs

    root = etree.fromstring(
        '<text><w lemma="haus" pos="NN">a</w><!-- c --><w lemma="Lela" pos="NE">b</w>'
        '<w pos="NN" lemma="haus">c</w><note type="haus"/></text>'
    )
    assert attribute_pairs(root) == [
        ("lemma", "haus"),
        ("pos", "NN"),
        ("lemma", "Lela"),
        ("pos", "NE"),
        ("type", "haus"),
    ]
