"""Speakers and the readings of a ``<choice>`` (issue 39): read, detected, replaced in every reading."""

from __future__ import annotations

import pytest
from lxml import etree
from tei_places_helpers import TEI, doc, paragraph, run

from teianon.annotate.readings import complete_readings
from teianon.read.readings import other_readings
from teianon.read.textview import post_text

# --- speakers and the readings of a choice -------------------------------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_speakers_name_is_replaced(tmp_path, pseudonyms):
    body = (
        "<sp><speaker>Frau Ortrud Schwietering</speaker><p>Wir haben damals viel gearbeitet.</p></sp>"
        "<sp><speaker>Interviewerin</speaker><p>Und dann?</p></sp>"
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Schwietering" not in output and "Ortrud" not in output
    assert "<speaker>Interviewerin</speaker>" in output  # a role is no name


def test_a_speakers_code_is_no_place(tmp_path):
    output, _ = run(tmp_path, doc("<sp><speaker>B2</speaker><p>Ja, genau.</p></sp>"))
    assert "<speaker>B2</speaker>" in output


def test_the_view_reads_one_reading_in_place_and_the_others_apart():
    p = paragraph("Frau <choice><orig>Wendelgard</orig><reg>Wendelgart</reg></choice> kommt")
    assert post_text(p).text == "Frau Wendelgart kommt"
    assert ["".join(r.itertext()) for r in other_readings([p])] == ["Wendelgard"]
    sic = paragraph("es war <choice><sic>Tjarkes</sic><corr>Tjarks</corr></choice>")
    assert post_text(sic).text == "es war Tjarks"  # corr is read in place, wherever it stands
    assert [r.tag for r in other_readings([sic])] == [f"{TEI}sic"]


def test_the_other_readings_of_a_named_reading_are_named_too():
    p = paragraph(
        '<choice><abbr>Fr. Roloffs</abbr><expan><name type="PER" resp="#teianon" cert="medium">Friederike'
        '</name> Roloffs</expan></choice> und <choice><sic><w>Hinrichsmeier</w></sic><corr><name type="PER" '
        'resp="#teianon" cert="high"><w>Hinrichsmeyer</w></name></corr></choice>'
    )
    counts = complete_readings(p)
    assert counts["PER"] == 2
    abbr, sic = p.find(f".//{TEI}abbr"), p.find(f".//{TEI}sic")
    assert [("".join(n.itertext()), n.get("cert"), n.get("ana")) for n in abbr.iter(f"{TEI}name")] == [
        ("Fr.", "medium", "teianon:choice.reading")
    ]
    assert [w.text for n in sic.iter(f"{TEI}name") for w in n] == ["Hinrichsmeier"]


def test_readings_of_different_lengths_follow_only_a_whole_reading():
    p = paragraph('<choice><sic>Tante Wilma B.</sic><corr>Tante <name type="PER">Wilma</name></corr></choice>')
    assert not complete_readings(p)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_every_reading_of_a_name_is_replaced(tmp_path, pseudonyms):
    # The surname alone is a name by the title before it: the reading read in place has it.
    body = (
        '<post xml:id="c1" who="#A1"><p>heute war Frau <choice><sic>Tüshauss</sic><corr>Tüshaus</corr></choice>'
        " bei uns</p></post>"
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Tüshaus" not in output
    assert "<choice><sic>" in output and "<corr>" in output


def test_the_rule_of_a_completed_reading_is_documented():
    from conftest import ROOT

    assert 'id="rule-choice"' in (ROOT / "docs" / "reference" / "markup.md").read_text(encoding="utf-8")


# --- readings that say the words are ordinary; one number and one surrogate for all readings ----


@pytest.mark.parametrize(
    ("choice", "kept"),
    [
        ('<orig><name type="PER" resp="#teianon" cert="medium">Herzoginn</name></orig><reg>Herzogin</reg>', "Herzogin"),
        ('<abbr><name type="ORG" resp="#teianon" cert="medium">Stadtverw.</name></abbr><expan>Stadtverwaltung</expan>',
         "Stadtverwaltung"),
        ('<abbr><name type="PER" resp="#teianon" cert="low">I. K. H.</name></abbr><expan>Ihre Königliche Hoheit</expan>',
         "Ihre Königliche Hoheit"),
    ],
)
def test_a_reading_of_ordinary_words_takes_no_reference_and_drops_teianons(choice, kept):
    p = paragraph(f"heute kam <choice>{choice}</choice> zu Besuch")
    assert not complete_readings(p)
    assert p.find(f".//{TEI}name") is None  # teianon's guess in the other reading goes too
    assert kept in "".join(p.itertext())


def test_a_persons_reference_is_completed_also_over_ordinary_words():
    # A human's reference is theirs to judge, and the audit searches its words in every reading.
    p = paragraph('<choice><orig><name type="PER">Gnadenn</name></orig><reg>Gnaden</reg></choice>')
    assert complete_readings(p)["PER"] == 1
    assert [("".join(n.itertext()), n.get("resp")) for n in p.iter(f"{TEI}name")] == [
        ("Gnadenn", None), ("Gnaden", "#teianon")
    ]


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_the_readings_of_one_name_get_one_placeholder_or_surrogate(tmp_path, pseudonyms):
    body = (
        '<post xml:id="c1" who="#A1"><p>gestern rief <choice><abbr>Fr. Dellbrügge</abbr><expan>Hildegunde Dellbrügge'
        "</expan></choice> an, und Frau <choice><sic>Overbeckmanns</sic><corr>Overbeckmann</corr></choice> kam</p></post>"
    )
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Dellbrügge" not in output and "Overbeckmann" not in output
    root = etree.fromstring(output.encode())
    for choice in root.iter(f"{TEI}choice"):
        replaced = ["".join(n.itertext()) for n in choice.iter(f"{TEI}name")]
        assert len(replaced) == 2 and replaced[0] == replaced[1], replaced
