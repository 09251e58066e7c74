"""A participant's name in another script (issue 39): linked to the participant."""

from __future__ import annotations

import pytest
from lxml import etree
from tei_places_helpers import TEI, XML_ID, doc, run

from teianon.detect.scripts import script_key
from teianon.detect.variants import NameIndex
from teianon.read.tei import Participant

# --- a participant's name in another script ------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "listed"),
    [
        ("Людмила", "Ljudmila"),
        ("Людмила", "Lyudmila"),
        ("Рыбакова", "Rybakowa"),
        ("Фёдор", "Fedor"),
        ("Олексій", "Oleksij"),
        ("Κατερίνα", "Katerina"),
        ("Ευάγγελος", "Evangelos"),
        ("Χρυσούλα", "Chrysoula"),
    ],
)
def test_a_name_in_another_script_meets_its_transliteration(written, listed):
    assert script_key(written) == script_key(listed)


def test_a_participant_is_found_in_another_script_and_only_there():
    people = (
        Participant("A1", None, None, ("ljuda",), ("Ljudmila Rybakowa",)),
        Participant("B1", None, None, (), ("Елена Орлова",)),
    )
    index = NameIndex(people)
    hit = index.lookup("Людмила")
    assert hit is not None and {v.participant for v in hit.variants} == {"A1"}
    glued = index.lookup_glued(["Людмила", "Рыбакова"])
    assert glued is not None and {v.participant for v in glued.variants} == {"A1"}
    latin = index.lookup("Orlowa")  # a participant listed in Cyrillic, written in Latin letters
    assert latin is not None and {v.participant for v in latin.variants} == {"B1"}
    # Between two spellings in Latin letters the key is not looked up: only names in another script.
    assert set(index.foreign) == {script_key("Елена"), script_key("Орлова"), script_key("Елена Орлова")}


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_participants_name_in_another_script_is_linked(tmp_path, pseudonyms):
    people = (
        '<person xml:id="A1"><persName>Swetlana Kusnezowa</persName></person>'
        '<person xml:id="B1"><persName type="nickname">kastanie9</persName></person>'
    )
    body = (
        '<post xml:id="c1" who="#B1"><p>светлана kommst du heute?</p></post>'
        '<post xml:id="c2" who="#A1"><p>ja</p></post>'
    )
    output, _ = run(tmp_path, doc(body, people), pseudonyms=pseudonyms)
    assert "светлана" not in output
    post = next(p for p in etree.fromstring(output.encode()).iter(f"{TEI}post") if p.get(XML_ID) == "c1")
    assert [n.get("corresp") for n in post.iter(f"{TEI}name")] == ["#A1"]
