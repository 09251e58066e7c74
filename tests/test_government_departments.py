"""A government department named ``Department of`` and a remit of government, with all of its
name (``Department of Health and Social Care``: the body rule cut it after four words, and only
``Department for`` was a ministry's head), is a public body kept as written; a university's
``Department of Psychology`` stays a body of its institution. Issue 39, a review's list."""

from __future__ import annotations

import pytest

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

_TEI = "{http://www.tei-c.org/ns/1.0}"


def _names(text: str) -> list[tuple[str, str | None, str | None]]:
    data = (
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="en"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        '<profileDesc><particDesc><listPerson><person xml:id="u0"><persName type="nickname">kestrel_9</persName>'
        f'</person></listPerson></particDesc></profileDesc></teiHeader><text><body><div><post xml:id="p0" who="#u0">'
        f"{text}</post></div></body></text></TEI>"
    ).encode()
    tree = parse_bytes(data, "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    post = tree.getroot().find(f".//{_TEI}post")
    assert post is not None
    return [("".join(n.itertext()), n.get("type"), n.get("subtype")) for n in post.iter(f"{_TEI}name")]


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("my letter to the Department of Health and Social Care came back", "Department of Health and Social Care"),
        ("the Department of Housing and Urban Development replied", "Department of Housing and Urban Development"),
        ("ask the Department for Culture, Media and Sport", "Department for Culture, Media and Sport"),
    ],
)
def test_a_government_department_is_public_whole(text: str, body: str) -> None:
    assert (body, "ORG", "public") in _names(text)


def test_a_universitys_department_is_no_ministry() -> None:
    found = _names("she teaches at the Department of Linguistics in Hallam")
    assert all(subtype != "public" for name, _, subtype in found if name.startswith("Department"))


def test_a_person_after_the_department_is_no_part_of_it() -> None:
    found = _names("the Department of Energy Kevin Marchbanks answered")
    assert ("Department of Energy", "ORG", "public") in found
    assert any(name == "Kevin Marchbanks" and kind == "PER" for name, kind, _ in found)
