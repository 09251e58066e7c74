"""Text that teianon did not read, or read in the wrong shape (issue 39): an omission's
description, a feature's string and an interpretation, the alternatives of a ``<subst>`` and an
``<app>``, initials in a ``<choice>``, decomposed accents, a word split over ``<w>`` tokens, a role
beside a participant's name, stand-off notes. Invented names, none of the issue's."""

from __future__ import annotations

import unicodedata

import pytest
from lxml import etree
from tei_places_helpers import TEI, doc, paragraph, run

from teianon.read.name_words import described
from teianon.read.readings import gap_descriptions, other_readings
from teianon.read.textview import post_text
from teianon.read.unmarked import unmarked


def _post(body: str) -> str:
    return f'<post xml:id="p1" who="#A1">{body}</post>'


# --- an omission's description ---------------------------------------------------------------


def test_a_gaps_description_is_a_text_of_its_own():
    p = paragraph('ok <gap reason="anonymization"><desc>Kontakt: Irmtraud Pöppelbaum</desc></gap> danke')
    assert post_text(p).text.startswith("ok ") and "Irmtraud" not in post_text(p).text
    assert [d.text for d in gap_descriptions([p])] == ["Kontakt: Irmtraud Pöppelbaum"]


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_in_a_gaps_description_is_replaced_in_a_post_and_the_header(tmp_path, pseudonyms):
    body = _post(
        'thanks <gap reason="anonymization"><desc>caller: Desmond Okonkwo-Hale, phone 0161 496 0733</desc></gap>'
    )
    text = doc(body).replace(
        "</teiHeader>",
        '<revisionDesc><change when="2021-03-04">Gekürzt: <gap reason="anonymization"><desc>Brief von '
        "Ingeborg Tiedtke-Amsel</desc></gap></change></revisionDesc></teiHeader>",
    )
    output, _ = run(tmp_path, text, pseudonyms=pseudonyms)
    for gone in ("Okonkwo", "Desmond", "Tiedtke", "Ingeborg", "496 0733"):
        assert gone not in output
    assert "<desc>caller: " in output and "Gekürzt: " in output


# --- a feature structure and an interpretation -------------------------------------------------


def test_a_features_string_and_an_interpretation_are_replaced(tmp_path):
    body = (
        _post("hallo zusammen")
        + '<fs type="meta"><f name="author"><string>Waltraud Hinzpeter</string></f>'
        + '<f name="n"><numeric value="3"/></f></fs>'
        + '<interpGrp type="speaker"><interp>Cornelius Achterberg</interp><interp>greeting</interp></interpGrp>'
    )
    output, _ = run(tmp_path, doc(body))
    assert "Hinzpeter" not in output and "Waltraud" not in output and "Achterberg" not in output
    assert '<f name="author"><string>' in output and "<interp>greeting</interp>" in output


# --- alternatives: a substitution, an apparatus, initials --------------------------------------


def test_a_substitutions_deleted_and_added_words_are_read_apart():
    p = paragraph("gestern war <subst><del>Rosemarie Quandtmeyer</del><add>jemand</add></subst> da")
    assert post_text(p).text == "gestern war jemand da"
    assert [r.tag for r in other_readings([p])] == [f"{TEI}del"]


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_struck_out_stays_inside_del(tmp_path, pseudonyms):
    body = _post("yesterday <subst><del>Bartholomew Achterfeld</del><add>someone</add></subst> called")
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Achterfeld" not in output and "Bartholomew" not in output
    root = etree.fromstring(output.encode())
    subst = root.find(f".//{TEI}subst")
    assert [c.tag for c in subst] == [f"{TEI}del", f"{TEI}add"]
    assert subst.find(f"{TEI}add").text == "someone"
    assert subst.find(f"{TEI}del/{TEI}name") is not None


def test_an_apparatus_variant_and_a_stand_off_note_are_replaced(tmp_path):
    body = _post("heute <app><lem>jemand</lem><rdg wit='#b'>Hiltrud Vossenkämper</rdg></app> hier")
    text = doc(body).replace(
        "</text>",
        "</text><standOff><listAnnotation><note>Interview with Oswin Thackeridge in Market Harborough"
        "</note></listAnnotation></standOff>",
    )
    output, printed = run(tmp_path, text)
    assert "Vossenkämper" not in output and "Thackeridge" not in output
    assert "<lem>jemand</lem>" in output and "<note>Interview with " in output


def test_initials_in_a_choice_are_the_names_short_form(tmp_path):
    body = _post("gestern war <choice><abbr>KS</abbr><expan>Kunigunde Stallbaumer</expan></choice> bei uns")
    output, _ = run(tmp_path, doc(body))
    assert "Stallbaumer" not in output and "<abbr>KS</abbr>" not in output
    assert "<choice><abbr>" in output


# --- decomposed accents ------------------------------------------------------------------------


def test_decomposed_accents_are_read_composed_and_kept_as_written():
    written = unicodedata.normalize("NFD", "Grüße, Jürgen")
    p = paragraph(written)
    seen = unmarked(post_text(p))
    assert seen is not None and seen.view.text == "Grüße, Jürgen"
    start = seen.view.text.index("Jürgen")
    assert seen.span(start, start + len("Jürgen")) == (len(written) - len("Ju\u0308rgen"), len(written))


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_written_decomposed_is_replaced_whole(tmp_path, pseudonyms):
    posts = (
        _post(unicodedata.normalize("NFD", "Viele Grüße, Bärbel"))
        + '<post xml:id="p2" who="#B1">'
        + unicodedata.normalize("NFD", "ich war bei Frau Schrödinghaus und Herrn Kühlwetter")
        + "</post>"
    )
    output, _ = run(tmp_path, doc(posts), pseudonyms=pseudonyms)
    plain = unicodedata.normalize("NFC", output)
    for gone in ("Bärbel", "Schrödinghaus", "Kühlwetter", "ühlwetter", "rödinghaus"):
        assert gone not in plain
    assert "Frau " in plain and "Herrn " in plain


# --- a word split over tokens ------------------------------------------------------------------


def test_tokens_of_one_word_meet_at_a_line_break_inside_it_and_without_a_space():
    p = paragraph("<w>Herr</w> <w>Wen</w><lb break='no'/><w>zeslaus</w> <w>und</w> <w>Frau</w> <w>Ober</w><w>mayr</w>")
    assert post_text(p).text == "Herr Wenzeslaus und Frau Obermayr"
    # A post that writes its tokens without spaces between them joins none.
    tight = paragraph("<w>Herr</w><w>Wen</w><w>zeslaus</w><w>und</w>")
    assert post_text(tight).text == "Herr Wen zeslaus und"
    # A capital after a token without space starts a word of its own.
    apart = paragraph("<w>mit</w> <w>Anna</w><w>Berta</w> <w>heute</w> <w>hier</w>")
    assert post_text(apart).text == "mit Anna Berta heute hier"


def test_a_name_split_over_tokens_is_replaced_whole(tmp_path):
    body = _post(
        "<w>gestern</w> <w>hat</w> <w>Frau</w> <w>Hollwe</w><lb break='no'/><w>deler</w> <w>angerufen</w> "
        "<w>und</w> <w>Herr</w> <w>Strunken</w><w>berg</w> <w>auch</w>"
    )
    output, _ = run(tmp_path, doc(body))
    assert ">deler<" not in output and ">berg<" not in output
    assert '<lb break="no"/>' in output


# --- a role beside a participant's name --------------------------------------------------------


def test_a_role_in_brackets_is_no_part_of_a_participants_name():
    assert described("Herbert Sonnleitner (Vater)") == ("Herbert Sonnleitner", None)
    assert described("Anna Hein (geb. Schulz)") == ("Anna Hein", "Schulz")
    assert described("Margaret Dunleavy (née Harrowgate)") == ("Margaret Dunleavy", "Harrowgate")
    assert described("lela(2)") == ("lela(2)", None)


def test_a_role_beside_a_participants_name_stays_where_another_person_has_it(tmp_path):
    people = (
        '<person xml:id="A1"><persName type="nickname">regenbogen4</persName></person>'
        '<person xml:id="B1"><persName>Leopold Brackelmann (Vater)</persName></person>'
    )
    body = _post("mein Vater kommt heute, Theodor Wiesehahn (Vater) auch")
    output, _ = run(tmp_path, doc(body, people=people))
    assert "Wiesehahn" not in output and "Theodor" not in output and "Brackelmann" not in output
    # The role is no name of B1's: it stays, in the sentence and after the other person's name.
    text = output.split("<text>")[1]
    assert "PARTICIPANT-B1" not in text and ">Vater<" in text and "</name> (Vater) auch" in text
