"""A first name that is also a word (Hope, Faith, Joy), named as a person in one post, is
followed into the other posts where it is written as the name, and never where it is the verb
or the noun (issue 39). The names are invented; the posts are English, where the capital tells."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.annotate.repeat_case import lower_reading, named_as_written
from teianon.cli import main

DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="en"><teiHeader><fileDesc>
<titleStmt><title>Invented</title></titleStmt><publicationStmt><p>invented</p></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A1"><persName type="nickname">kestrel_4</persName></person>
<person xml:id="A2"><persName type="nickname">puffin</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body><div>
<post xml:id="p1" who="#A1">my cousin {N} stayed with us last week</post>
<post xml:id="p2" who="#A2">I {n} she had fun, there is no {n} left. Have {n}!</post>
<post xml:id="p3" who="#A1">{N} loved the garden.</post>
<post xml:id="p4" who="#A2">keep the {n}, {N} is great</post>
</div></body></text></TEI>"""
T = "{http://www.tei-c.org/ns/1.0}"


def _names(tmp_path: Path, name: str) -> dict[str, list[str]]:
    source = tmp_path / "in" / "doc.xml"
    source.parent.mkdir()
    source.write_text(DOC.format(N=name, n=name.lower()), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "ann" / "doc.xml"))
    return {
        post.get("{http://www.w3.org/XML/1998/namespace}id"): [
            "".join(n.itertext()) for n in post.iter(f"{T}name") if n.get("type") == "PER"
        ]
        for post in tree.iter(f"{T}post")
    }


@pytest.mark.parametrize("name", ["Hope", "Faith", "Joy"])
def test_the_name_follows_across_posts_and_the_word_stays(tmp_path: Path, name: str) -> None:
    found = _names(tmp_path, name)
    assert found["p1"] == [name]
    assert found["p2"] == []  # the verb, the noun after "no", the noun after "have"
    assert found["p3"] == [name]
    assert found["p4"] == [name]  # "keep the hope" stays; the capital inside the sentence names her


def test_the_frames() -> None:
    text = "Hope you are well. Hope liked it, and then Hope is great. the Hope diamond"
    assert not named_as_written(text, 0, 4, "Hope")  # the elliptic verb opens the post
    assert named_as_written(text, 19, 23, "Hope")  # before a past tense
    assert named_as_written(text, 43, 47, "Hope")  # a capital inside a sentence
    assert not named_as_written(text, 62, 66, "Hope")  # after a determiner
    assert not named_as_written("bei Sonne und Regen", 4, 9, "Sonne")  # German capitalises nouns
    assert lower_reading("Have faith!", 5, 10)
    assert not lower_reading("faith said no", 0, 5)
