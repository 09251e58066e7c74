"""Numbers that identify a person, after a red team's findings (issues 38/39): telephone numbers
in spaced groups, identity documents' numbers, what3words addresses and plus codes; and, through
``run`` in both modes, these with a date of birth and an address in a letter's lines. The strings
are made up and none of the red team's."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from detector_helpers import found

from teianon.cli import main


def _numbers(text: str, detector: str) -> list[str]:
    return [t for c, t in found(text, detector, resolve=True) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, number",
    [
        ("ruf mal an: (0 52 21) 3 44 98", "(0 52 21) 3 44 98"),
        # as a tokenised post reads: its tokens apart by spaces, the brackets too
        ("ruf an ( 0 61 72 ) 9 41 06", "( 0 61 72 ) 9 41 06"),
        ("Tel. ( 0 61 72 ) 9 41 06", "( 0 61 72 ) 9 41 06"),
        ("Büro 0 21 51 / 77 40 23, ab 9 Uhr", "0 21 51 / 77 40 23"),
        ("Zentrale 08 21 / 3 19 87-0", "08 21 / 3 19 87-0"),
        ("erreichbar: +49 2 11 / 8 93 41 02", "+49 2 11 / 8 93 41 02"),
        ("Tel.: 2 31 / 7 55 40 (abends)", "2 31 / 7 55 40"),
        ("Fax 4 21 / 5 61 08-9", "4 21 / 5 61 08-9"),
        ("Handy: 01 76 - 41 82 55 09", "01 76 - 41 82 55 09"),
        ("☎ 04 41 / 9 38 21", "04 41 / 9 38 21"),
        ("mob. 79 / 11 22 37", "79 / 11 22 37"),
        # dots between the groups, a North American number spaced after its bracketed area code
        ("meld dich: 0157.884.210.93", "0157.884.210.93"),
        ("or text (412) 806 3377 tonight", "(412) 806 3377"),
    ],
)
def test_phone_numbers_in_spaced_groups(text, number):
    assert _numbers(text, "number") == [number]


@pytest.mark.parametrize(
    "text",
    [
        "es steht 2 : 1, dann 3 / 4",
        "Tabelle: 1 2 3 4",
        "kostet 0 / 15 Euro",
        "Tel. 21.03.2024 angerufen",
        "Seite 0 / 12 von 40",
        "Fax kam um 10.45",
        "METAR FEW 006 SCT 070 23 / 20 Q 0997",
        "Fax: 12.03.2020 10 Seiten",
        "siehe Seite 012.34.56 im Katalog",
        "am 01.02.2023 um 10.30",
    ],
)
def test_spaced_digits_that_are_no_phone_number_stay(text):
    assert _numbers(text, "number") == []


@pytest.mark.parametrize(
    "text, number",
    [
        ("Personalausweis T7K29X0R4, gültig bis 2031", "T7K29X0R4"),
        ("mein ausweis: m4n0r7x22", "m4n0r7x22"),
        ("Führerschein J41007TZ5R1 liegt vor", "J41007TZ5R1"),
        ("passport 741852963 (expired)", "741852963"),
        ("driving licence HALLO712094AB3CD", "HALLO712094AB3CD"),
        ("Aufenthaltstitel Y3KR08PL6", "Y3KR08PL6"),
        ("Gesundheitskarte K901234567", "K901234567"),
    ],
)
def test_an_identity_documents_number_after_its_name(text, number):
    assert _numbers(text, "reference_number") == [number]


@pytest.mark.parametrize(
    "text", ["Pass 200 Meter weiter", "der Reisepass läuft 2027 ab", "Führerschein Klasse B seit 2019"]
)
def test_a_documents_name_before_a_count_or_a_year_is_no_cue(text):
    assert _numbers(text, "reference_number") == []


@pytest.mark.parametrize(
    "text, code",
    [
        ("wir stehen bei ///tanne.wolke.brot", "///tanne.wolke.brot"),
        ("what3words: remote.cheered.orbit bitte", "remote.cheered.orbit"),
        ("Treffpunkt 9F3HQW6C+4M", "9F3HQW6C+4M"),
        ("bei QW6C+4MP, Hagen", "QW6C+4MP"),
    ],
)
def test_location_codes_are_numbers(text, code):
    assert _numbers(text, "coordinates") == [code]


@pytest.mark.parametrize("text", ["3456+78 ergibt was", "C++ und CH4+CO2", "siehe www.beispiel.de/a.b.c", "1+1=2"])
def test_sums_and_formulas_are_no_location_codes(text):
    assert _numbers(text, "coordinates") == []


LETTER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Briefe</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">wolkig</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>Frau Irmela Sokolowski<lb/>Quendelweg 14b<lb/>37619 Bodenwerder</p></post>
    <post xml:id="m2" who="#A01"><p>Mr Ivo Penhallow<lb/>3 Tanners Row<lb/>Launceston<lb/>PL15 8HB</p></post>
    <post xml:id="m3" who="#A01"><p>Patient Herr Dudek, geb. 19.04.1944, Tel. 0 56 71 / 4 28 90</p></post>
    <post xml:id="m4" who="#A01"><p>Reisepass P4R7Q1Z08, Standort ///kerze.regen.hafen</p></post>
  </div></body></text>
</TEI>
"""
SECRETS = ("Quendelweg", "37619", "Bodenwerder", "Tanners", "Launceston", "PL15", "19.04.1944", "4 28 90",
           "P4R7Q1Z08", "kerze.regen")


@pytest.mark.parametrize("mode", [[], ["--mode", "pseudonym", "--salt", "s"]])
def test_through_run_in_both_modes(tmp_path, mode):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "letter.xml").write_text(LETTER, encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json")] if mode else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-03", *mode, *key]
    )
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "letter.xml").read_text(encoding="utf-8")
    for secret in SECRETS:
        assert secret not in text, secret
    # The cues stay, and the lines of the letters.
    assert "geb. " in text and "Tel. " in text and "Reisepass " in text and text.count("<lb/>") >= 5


@pytest.mark.parametrize("text", ["während der Jahre 1914-18 lebte er", "the acts of 1846-7-9 changed it"])
def test_years_shortened_are_no_numbers(text):
    assert _numbers(text, "number") == []


@pytest.mark.parametrize(
    "text, number", [("Cell ( 614 ) 282-1964 anytime", "( 614 ) 282-1964"), ("call 282-1964 now", "282-1964")]
)
def test_a_local_number_ending_like_a_year_stays_a_number(text, number):
    assert _numbers(text, "number") == [number]


def test_an_amount_after_an_address_cue_is_no_address():
    assert found("wir ziehen 420 Millionen Euro vor", "address", resolve=True) == []


def test_a_file_url_is_no_what3words_address():
    from teianon.detect.coordinates import _W3W

    assert _W3W.search("see file:///home.user.bilder for it") is None
    assert _W3W.search("we met at ///filled.count.soap") is not None


def test_a_plus_code_in_lower_case_and_a_short_month_of_birth():
    assert _numbers("treffpunkt 7h2q+4w vor dem eingang", "coordinates") == ["7h2q+4w"]
    assert _numbers("c++ und g++ sind compiler, 2+2=4", "coordinates") == []
    assert _numbers("date of birth 23 Mar 1979", "birth_date") == ["23 Mar 1979"]
