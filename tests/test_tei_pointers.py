"""Names in ids and pointers (issue 39): ids renamed, every pointer following; a pointer to no id
read for the name it holds."""

from __future__ import annotations

import pytest
from lxml import etree
from tei_places_helpers import XML_ID, doc, root_of, run

from teianon.replace.attribute_names import person_pointer_names
from teianon.replace.source_ids import source_ids

# --- names in ids and pointers -------------------------------------------------------------------


def test_ids_that_carry_a_participants_name_are_renamed_and_pointers_follow(tmp_path):
    people = '<person xml:id="Wiebke_Lohmeier"><persName>Wiebke Lohmeier</persName></person>'
    body = (
        '<post xml:id="c1" who="#Wiebke_Lohmeier"><p>hallo <seg corresp="#Wiebke_Lohmeier">ich</seg></p></post>'
        '<post xml:id="c2" who="#Wiebke_Lohmeier"><p>siehe <ptr target="#c1"/></p></post>'
    )
    output, _ = run(tmp_path, doc(body, people))
    assert "Wiebke" not in output and "Lohmeier" not in output
    tree = etree.fromstring(output.encode())
    ids = {e.get(XML_ID) for e in tree.iter() if e.get(XML_ID)}
    pointers = [v[1:] for e in tree.iter() for a in ("who", "corresp", "target") if (v := e.get(a))]
    assert pointers and all(p in ids for p in pointers)


def test_a_non_participants_name_in_an_id_renames_the_ids():
    root = root_of(doc('<post xml:id="c1" who="#A1"><p><seg xml:id="Manfred_Holtgreve">x</seg></p></post>'))
    assert {"Manfred", "Holtgreve"} <= set(source_ids(root))
    assert not source_ids(root_of(doc('<post xml:id="c1" who="#A1"><p>x</p></post>')))


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_pointer_to_no_id_that_names_a_person_is_replaced(tmp_path, pseudonyms):
    body = (
        '<post xml:id="c1" who="#A1"><p>frag <seg who="#Ingeborg_Twelsiek">sie</seg> oder '
        '<rs ref="leute.xml#twelsiek.ingeborg">sie</rs></p></post>'
        '<post xml:id="c2" who="#B1"><p>siehe <ptr target="#c1"/> und <seg corresp="#A1">mich</seg></p></post>'
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Twelsiek" not in output.replace("twelsiek", "Twelsiek") and "Ingeborg" not in output
    assert '<ptr target="#c1"/>' in output and 'corresp="#A1"' in output  # pointers into the file stay


def test_a_pointer_fragment_is_read_as_a_persons_key():
    assert person_pointer_names("#Irmgard_Pohlschmidt") == ("Irmgard_Pohlschmidt",)
    assert person_pointer_names("#pohlschmidt.irmgard") == ("pohlschmidt.irmgard",)
    for value in ("#speaker_A", "#interviewer_anna", "#post-12", "#teianon-pseudonyms", "#tei_all"):
        assert person_pointer_names(value) == (), value
