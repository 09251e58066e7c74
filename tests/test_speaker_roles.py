"""A speaker's label that is a word for a role or a relation (``<speaker>Baby</speaker>``,
``Doctor``, ``Mum``; issue 39, a review's list) is no person's name, though the name tables list
some of them as first names; a first name as the label stays a person. Labels of our own."""

from __future__ import annotations

import pytest

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

_TEI = "{http://www.tei-c.org/ns/1.0}"


def _speakers(labels: list[str], lang: str = "en") -> dict[str, list[str]]:
    turns = "".join(f"<sp><speaker>{label}</speaker><p>ok then.</p></sp>" for label in labels)
    data = (
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"</teiHeader><text><body><div>{turns}</div></body></text></TEI>"
    ).encode()
    tree = parse_bytes(data, "play.xml")
    annotate_tree(tree, "play.xml", Settings())
    return {
        "".join(s.itertext()): [n.get("type") or "" for n in s.iter(f"{_TEI}name") if n.get("cert") != "low"]
        for s in tree.getroot().iter(f"{_TEI}speaker")
    }


@pytest.mark.parametrize("label", ["Baby", "Doctor", "Darling", "Mum"])
def test_a_role_as_the_speaker_is_no_name(label: str) -> None:
    assert _speakers([label, "Gwendolyn"])[label] == []


def test_a_first_name_as_the_speaker_stays_a_person() -> None:
    assert _speakers(["Baby", "Gwendolyn"])["Gwendolyn"] == ["PER"]
