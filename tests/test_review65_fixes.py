"""What a review of round 65's detectors found (issue 39): names reaching beyond their words,
spelled names missed or public acronyms taken, a bracketed "at" in a sentence, a singer's surname
as a bank's cue, and tables whose rows were read again as headers."""

from __future__ import annotations

import pytest
from detector_helpers import found

from teianon.detect.record_lines import record_word


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("ich bin M-A-R-I-A aus Köln", "M-A-R-I-A"),
        ("schreib an K.L.A.U.S", "K.L.A.U.S"),
        ("B E R N D  H O L T K A M P wohnt da", "B E R N D  H O L T K A M P"),
    ],
)
def test_a_spelled_first_name_is_a_name_though_a_word_or_a_famous_surname(text: str, spelled: str) -> None:
    assert ("PER", spelled) in found(text, "spelled_names")


@pytest.mark.parametrize("text", ["I love R.E.M. and A.B.B.A", "L-O-V-E it, W-I-L-L you?", "H-O-P-E so"])
def test_a_bands_dotted_name_and_a_shouted_word_stay(text: str) -> None:
    assert found(text, "spelled_names") == []


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("die WhatsApp-Gruppe heißt Elternrat GS Lindau 3b. Morgen ist Elternabend", "Elternrat GS Lindau 3b"),
        ("die Gruppe heisst Eltern 4a und Sie sind alle drin", "Eltern 4a"),
        ("the group chat is called Year 5 Ashdown Parents and I left", "Year 5 Ashdown Parents"),
    ],
)
def test_a_group_name_ends_before_the_sentence_goes_on(text: str, room: str) -> None:
    assert [value for category, value in found(text, "group_names") if category == "ROOM"] == [room]


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("my son goes to Collège Marcel Pagnol Monday to Friday", "Collège Marcel Pagnol"),
        ("she is at Scoil Bhríde I think", "Scoil Bhríde"),
    ],
)
def test_a_school_abroad_ends_before_a_word_of_the_sentence(text: str, school: str) -> None:
    assert ("ORG", school) in found(text, "institution_abroad")


def test_a_trading_name_ends_before_and_a_pronoun_and_a_way_of_working_is_none() -> None:
    assert ("ORG", "Crusty Loaves") in found("He was trading as Crusty Loaves and I was not", "organisation")
    assert not [f for f in found("they operate as One Team", "organisation") if f[1] == "One Team"]
    assert not [f for f in found("We are trading as Normal", "organisation") if f[1] == "Normal"]


@pytest.mark.parametrize("text", ["I am (at) work.now lol", "meet me (at) home.later", "reach us [at] the.office"])
def test_a_bracketed_at_after_a_word_of_the_sentence_is_no_address(text: str) -> None:
    assert found(text, "email") == []


def test_a_bracketed_address_of_a_name_stays_found() -> None:
    assert ("EMAIL", "jutta(at)brenninger.family") in found("mail an jutta(at)brenninger.family", "email")


def test_swift_is_a_cue_in_capitals_or_before_code_not_a_singer() -> None:
    assert not [f for f in found("Taylor Swift is AMAZINGG", "number") if f[0] == "NUMBER"]
    assert ("NUMBER", "COBADEFFXXX") in found("Swift-Code: COBADEFFXXX", "number")


def test_a_separator_line_and_a_line_of_spaces() -> None:
    line = "---------- Forwarded message ---------"
    assert record_word(line, line.index("Forwarded"), line.index("Forwarded") + 9)
    spaces = "--- " + " " * 5000 + "Anna Berger"
    assert not record_word(spaces, len(spaces) - 11, len(spaces) - 6)


def test_a_text_tables_rows_are_read_once() -> None:
    # Four thousand lines that each look like a header: read in one pass, not one pass per line.
    names = found("Vorname;Nachname\nIlse;Brandtner\n" + "Name;Telefon\n" * 4000, "text_tables")
    assert ("PER", "Brandtner") in names


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_who_recorded_a_conversation_is_no_publisher(tmp_path, pseudonyms: bool) -> None:
    from tei_places_helpers import doc, run

    text = doc("<post who='#A1'>hallo</post>").replace(
        "<sourceDesc><p>s</p></sourceDesc>",
        "<sourceDesc><recordingStmt><recording><respStmt><resp>Aufnahme</resp>"
        "<persName>Gotthold Wiesenthaler (Onkel)</persName></respStmt></recording></recordingStmt></sourceDesc>",
    ).replace(
        "<titleStmt><title>t</title></titleStmt>",
        "<titleStmt><title>t</title><respStmt><resp>Edition</resp><persName>Hedda Korpusmacher</persName></respStmt>"
        "</titleStmt>",
    )
    output, _ = run(tmp_path, text, pseudonyms=pseudonyms)
    assert "Gotthold" not in output and "Wiesenthaler" not in output
    # the corpus's own respStmt (who edited it) is the publisher's and stays
    assert "Hedda Korpusmacher" in output
