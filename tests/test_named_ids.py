"""Ids that carry a person's name the file replaces (issue 39, a red team's findings): renamed
with every pointer to them, instead of the file being refused for the name in them. Made-up
people."""

from __future__ import annotations

import re

import pytest
from tei_places_helpers import TEI, XML_ID, doc, root_of, run


@pytest.mark.parametrize("pseudonyms", [False, True])
@pytest.mark.parametrize("key", ["rvolkhardt", "RVolkhardt", "r_volkhardt-1", "volkhardt"])
def test_an_id_holding_a_replaced_name_is_renamed_with_its_pointers(tmp_path, pseudonyms, key):
    body = (
        f'<div xml:id="{key}"><sp who="#B1"><speaker>B</speaker><p>Frau Roswitha Volkhardt kam gestern.</p></sp>'
        f'<sp who="#A1"><speaker>A</speaker><p>Siehe <ptr target="#{key}"/>, und Frau Volkhardt auch.</p></sp></div>'
    )
    output, printed = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "volkhardt" not in output.casefold(), printed
    root = root_of(output)
    div = root.find(f".//{TEI}body/{TEI}div/{TEI}div")
    new = div.get(XML_ID)
    assert new and new != key
    assert root.find(f".//{TEI}ptr").get("target") == f"#{new}"  # the pointer follows its id
    # The speakers' pointers follow their participants.
    people = {p.get(XML_ID) for p in root.iter(f"{TEI}person")}
    assert {sp.get("who")[1:] for sp in root.iter(f"{TEI}sp")} <= people


@pytest.mark.parametrize("key", ["volk", "hardt_notes", "v2"])
def test_an_id_with_no_replaced_name_stays(tmp_path, key):
    body = f'<div xml:id="{key}"><sp who="#A1"><speaker>A</speaker><p>Frau Roswitha Volkhardt kam gestern.</p></sp></div>'
    output, _ = run(tmp_path, doc(body))
    assert re.search(rf'xml:id="{key}"', output)
