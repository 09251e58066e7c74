"""A format or a standard of digits and a letter or two (``3D``, ``4K``, ``5G``) is no place,
though the tagger, after ``in``, reads it as one (the title of a video in the Wikipedia talk page
of TEI-CMC, ``Iron Man 3 in 3D``, lost its ``3D``)."""

from __future__ import annotations

import pytest
from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

DOC = """<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>
<text><body><div><post xml:id="p1">{text}</post></div></body></text></TEI>"""


def _names(text: str) -> list[str]:
    tree = parse_bytes(DOC.format(text=text).encode(), "t.xml")
    annotate_tree(tree, "t.xml", Settings())
    return ["".join(e.itertext()) for e in tree.getroot().iter("{http://www.tei-c.org/ns/1.0}name")]


@pytest.mark.parametrize(
    "text",
    [
        "Den neuen Film gibt es auch in 3D (Original mit Untertiteln)",
        "The Trailer in 4K (Official Version)",
        "Wir telefonieren über 5G in Bremen",
    ],
)
def test_a_format_is_no_place(text: str) -> None:
    assert not any(n in ("3D", "4K", "5G") for n in _names(text))


def test_a_town_after_in_is_still_found() -> None:
    assert "Kleinwülfrath" in _names("Wir wohnen jetzt in Kleinwülfrath, ganz ruhig")
