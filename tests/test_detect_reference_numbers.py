"""Reference numbers of formal text (case, file and application numbers, Aktenzeichen, the numbers
an office files a person under) as NUMBER: the whole number, never its cue; and the numbers of
formal text that identify nobody (dates, money, sections of laws, pages, versions) left alone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import T
from detector_helpers import found, view
from lxml import etree

from teianon.annotate.resolve import select
from teianon.cli import main
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.read.tei import tei
from teianon.read.textview import post_text
from teianon.read.xmlio import parse_file


def _references(text: str) -> list[str]:
    return [t for _, t in found(text, "reference_number", resolve=True)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # German cues: compounds in -nummer, -nr., -Nr., -ID, -kennung, and the Zeichen of a file
        ("Bitte geben Sie bei Rückfragen das Aktenzeichen 4 O 88/22 an.", ["4 O 88/22"]),
        ("Unser Zeichen: KM/2291-b, Ihr Zeichen: 07/445", ["07/445", "KM/2291-b"]),
        ("Geschäftszeichen IIa-4711/2023 vom 3. Mai", ["IIa-4711/2023"]),
        ("Az: 12 Js 3456/21 der Staatsanwaltschaft", ["12 Js 3456/21"]),
        ("Gz. 55-0912/A bitte angeben", ["55-0912/A"]),
        ("Ihre Kundennummer lautet 88 104 223.", ["88 104 223"]),
        ("Vertragsnr.: V-2020-00871", ["V-2020-00871"]),
        ("Mitglieds-Nr. 004411", ["004411"]),
        ("Auftragsnummer 5512-A wurde versandt", ["5512-A"]),
        ("Rechnungsnr. RE-2023-1187 über 120,00 €", ["RE-2023-1187"]),
        ("Fall-Nr.: 56123789, Aufnahme am 12.04.2021", ["56123789"]),
        ("Krankenversichertennummer: X987654321", ["X987654321"]),
        ("Benutzerkennung ab12345", ["ab12345"]),
        ("Kunden-ID: 7730021", ["7730021"]),
        ("PatientenID 4410022 (stationär)", ["4410022"]),
        ("Versicherungsschein Nr. 440-221-7", ["440-221-7"]),
        ("Matrikel-Nr. 2251887", ["2251887"]),
        ("Kd.-Nr. 30-4471", ["30-4471"]),
        ("Einsendenummer E2104471 vom Labor", ["E2104471"]),
        ("Antrag Nr. 2021/0441 wurde bewilligt", ["2021/0441"]),
        # English cues: a head noun with number/no./#/ID/ref, our/your ref, bare No. before a docket
        ("ECtHR, application no. 30814/06, and applications nos. 16483/12 and 17502/12",
         ["16483/12", "17502/12", "30814/06"]),
        ("Please quote your claim ref CLM-778812 when calling", ["CLM-778812"]),
        ("Our ref: HS/LP/20193", ["HS/LP/20193"]),
        ("Policy number: PX-4478-221", ["PX-4478-221"]),
        ("my order # is 1129-4456", ["1129-4456"]),
        ("Your account no. 00451229 is overdue", ["00451229"]),
        ("the NHS no. 485 777 3456 on the letter", ["485 777 3456"]),
        ("Employee ID: E10442", ["E10442"]),
        ("booking reference QX74K9", ["QX74K9"]),
        ("tracking number 1Z999AA10123456784", ["1Z999AA10123456784"]),
        ("Membership No.: 44-1187-C", ["44-1187-C"]),
        ("Ticket#55102 reopened", ["55102"]),
        ("Docket No. 21-0456 was argued", ["21-0456"]),
        ("MRN 00993321 admitted", ["00993321"]),
        # A firm's register entry and a vehicle identification number, the cue kept
        ("Sitz Paderborn, Amtsgericht Paderborn HRB 7713", ["7713"]),
        ("eingetragen unter HRA 20455", ["20455"]),
        ("VIN: 1HGCM82633A004352 on the logbook", ["1HGCM82633A004352"]),
        ("laut Schein FIN WF0XXXGCDX1234567", ["WF0XXXGCDX1234567"]),
        ("die Fahrgestellnummer lautet WDD2040021A654321", ["WDD2040021A654321"]),
        ("the vehicle identification number is JH4KA8260MC012345", ["JH4KA8260MC012345"]),
        # Court-style numbers without a cue
        ("Der Beschluss XII ZB 418/19 ist rechtskräftig", ["XII ZB 418/19"]),
        ("Das Urteil VI ZR 301/20 betrifft", ["VI ZR 301/20"]),
        ("Das Verfahren 2 BvE 4/21 läuft", ["2 BvE 4/21"]),
        ("Kläger im Verfahren 15 Sa 1020/22", ["15 Sa 1020/22"]),
        ("das VG entschied am Ende in 7 A 1234/20.F so", ["7 A 1234/20.F"]),
        ("das BSG in B 2 U 15/19 R", ["B 2 U 15/19 R"]),
        ("Siehe EuGH C-311/18 und EuG T-612/17 P", ["C-311/18", "T-612/17 P"]),
        ("the court's ruling in 39272/98 was", ["39272/98"]),
        ("see [2021] UKSC 15 and [2018] EWHC 1987 (Ch)", ["[2018] EWHC 1987 (Ch)", "[2021] UKSC 15"]),
        ("as held in [2017] EWCA Crim 88", ["[2017] EWCA Crim 88"]),
        ("Case No. 2:21-cv-00541-JLR", ["2:21-cv-00541-JLR"]),
        # A state court's docket of letters, year and number; a file's noun alone before a docket
        ("argued in the matter CAAP-19-0004471, Okonkwo v. Vale", ["CAAP-19-0004471"]),
        ("transferred under Docket 23-0781 to the panel", ["23-0781"]),
        ("Appeal 2022-1419 was dismissed", ["2022-1419"]),
    ],
)
def test_reference_numbers_found(text, expected):
    assert _references(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # dates, times, money, shares, quantities, years
        "um 14:30 Uhr am 12.05.2021",
        "kostet 1.299,00 €",
        "Wachstum von 12,5 %",
        "wir fahren 120 km",
        "im Jahre 1998",
        "die Saison 2019/20 war",
        "in den Jahren 1914/18",
        "Rechnung Nr. 2020",
        "Kundennummer 4711 kg",
        "Blutdruck 140/90 mmHg",
        "the ratio 1024/768",
        "invoice no. 1500 EUR",
        # versions, sections of laws, pages, ordinals, ranges
        "Version 2.4.1",
        "Versionsnummer 3.10.2",
        "nach § 823 Abs. 1 BGB und Art. 2 GG",
        "Rule 39 of the Rules of Court",
        "Article 6 § 1 of the Convention",
        "siehe S. 123 und Seite 45",
        "p. 345-350",
        "pp. 1201-1209",
        "am 3. Oktober",
        "Nr. 5 von 10",
        "Nr. 12-15 der Liste",
        "Beethovens Symphonie Nr. 9",
        "Symphony No. 41",
        "Band 12/1",
        "Tabelle 2.3",
        "ref. 12",
        "reference 45",
        # numbers of things, not of a person's file
        "Hausnummer 12a",
        "Artikelnummer 4711-33",
        "Art.-Nr. 55 123",
        "Seitennummer 123",
        "Rückennummer 10",
        "Zimmer 214",
        "Drucksache 19/12345",
        "Drucksachennummer 20/34",
        "Baunummer 361",
        # no cue: a word that ends like one, a cue without a gap, public identifiers
        "Suizid 1234",
        "COVID-19 123",
        "PMID 17117481",
        "Kundennummer12345",
        "2 GB 12/20 frei",
        "3 Tage 12/20",
        "KW 12/20",
        # a noun of a file before an ordinary number, codes of letters and digits that file nothing
        "Claim 5 of the patent",
        "Appeal 12 was heard",
        "Index 2020-2021",
        "encoded in ISO-8859-1",
        "the F-16 and the MH-17",
    ],
)
def test_no_reference_number(text):
    assert _references(text) == []


@pytest.mark.parametrize(
    "text, cue, value",
    [
        ("Az. 1 U 77/22", "Az. ", "1 U 77/22"),
        ("Vers.-Nr.: 889 112 004", "Vers.-Nr.: ", "889 112 004"),
        ("your reference is ZT-88120", "your reference is ", "ZT-88120"),
        ("Patienten-Nr. 0044721", "Patienten-Nr. ", "0044721"),
    ],
)
def test_the_cue_stays_outside_and_the_value_is_whole(text, cue, value):
    post = view(text)
    mentions = select(detect(post, DocumentContext(), build_detectors(["number", "reference_number"])))
    assert [post.text[m.start : m.end] for m in mentions] == [value]
    assert mentions[0].start == len(cue)
    # Where the older rules find the same digits (number:digits), either rule's name may stay.
    assert mentions[0].source.startswith("number:")


def test_certainty_and_rule_names():
    post = view("application no. 44120/15; No. 19-777; also 55123/17; Az. 3 StR 45/21; [2020] UKSC 9")
    by_text = {post.text[m.start : m.end]: (m.cert, m.source)
               for m in select(detect(post, DocumentContext(), build_detectors(["reference_number"])))}
    assert by_text == {
        "44120/15": ("high", "number:reference-cue"),
        "19-777": ("medium", "number:reference-cue"),
        "55123/17": ("medium", "number:reference-application"),
        "3 StR 45/21": ("high", "number:reference-court-de"),
        "[2020] UKSC 9": ("high", "number:reference-citation"),
    }


def test_registered_among_the_default_detectors():
    names = [d.name for d in build_detectors()]
    assert "reference_number" in names


LETTER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Letters</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
  </teiHeader>
  <text><body><div>
    <p xml:id="b1">Betreff: Ihr Widerspruch, Az. 5 K 812/23.WI, Versichertennummer H445566778</p>
    <p xml:id="b2">Our ref: LT/20441, claim number 7781-2290, see [2019] EWHC 2211 (QB) and 41187/19.</p>
    <p xml:id="b3">Nach § 44 SGB X und Art. 3 GG am 12.05.2023 über 1.250,00 €, Seite 12.</p>
    <p xml:id="b4">Handelsregister HRB 99217, Firmenwagen VIN WVWZZZ3CZWE123456</p>
  </div></body></text>
</TEI>
"""
SECRETS = ["5 K 812/23.WI", "H445566778", "LT/20441", "7781-2290", "[2019] EWHC 2211 (QB)", "41187/19", "99217",
           "WVWZZZ3CZWE123456"]
KEPT = ["Az. ", "Versichertennummer ", "Our ref: ", "claim number ", "§ 44 SGB X", "Art. 3 GG", "12.05.2023",
        "1.250,00 €", "Seite 12"]


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_run_replaces_reference_numbers_and_keeps_their_cues(tmp_path: Path, mode: str):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "letter.xml").write_text(LETTER, encoding="utf-8")
    extra = ["--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json")] if mode == "pseudonym" else []
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"),
                                       "--date", "2026-11-25", *extra])
    assert result.exit_code == 0, result.output
    out = tmp_path / "out" / "letter.xml"
    raw = out.read_text(encoding="utf-8")
    for secret in SECRETS:
        assert secret not in raw, secret
    text = {p.get("{http://www.w3.org/XML/1998/namespace}id"): " ".join("".join(p.itertext()).split())
            for p in parse_file(out).getroot().iter(f"{T}p") if p.get("{http://www.w3.org/XML/1998/namespace}id")}
    for words in KEPT:
        assert words.strip() in " ".join(text.values()), words
    if mode == "placeholder":
        assert re.fullmatch(r"Betreff: Ihr Widerspruch, Az\. \[_NUMBER-\d_\], Versichertennummer \[_NUMBER-\d_\]",
                            text["b1"]), text["b1"]
        assert text["b3"] == "Nach § 44 SGB X und Art. 3 GG am 12.05.2023 über 1.250,00 €, Seite 12."
        # The register's and the vehicle number's cues are no places (the tagger's reading).
        assert re.fullmatch(r"Handelsregister HRB \[_NUMBER-\d_\], Firmenwagen VIN \[_NUMBER-\d_\]", text["b4"]), text["b4"]


def _tokenised_references(tokens: str) -> list[str]:
    """The reference numbers of a post of ``<w>`` tokens (as a tokenised corpus gives them,
    punctuation split off: ``no . 12345 / 06``), in the post's text."""
    post = etree.Element(tei("post"))
    for token in tokens.split():
        etree.SubElement(post, tei("w")).text = token
    text = post_text(post)
    mentions = select(detect(text, DocumentContext(), build_detectors(["reference_number"])))
    return sorted(text.text[m.start : m.end] for m in mentions)


@pytest.mark.parametrize(
    "tokens, expected",
    [
        ("The case originated in an application ( no . 12345 / 06 ) against Turkey", ["12345 / 06"]),
        ("Please quote our file no . 2021 / 4567 in all correspondence .", ["2021 / 4567"]),
        ("Docket No . 21 - 1234 was filed on 3 March 2021 .", ["21 - 1234"]),
        ("Az . 3 O 123 / 20 des Landgerichts", ["3 O 123 / 20"]),
        ("Rechtssache C - 456 / 18 .", ["C - 456 / 18"]),
        ("applications nos . 4321 / 11 and 5678 / 12", ["4321 / 11", "5678 / 12"]),
    ],
)
def test_reference_numbers_a_tokeniser_cut_into_pieces_are_found_whole(tokens, expected):
    assert _tokenised_references(tokens) == expected


@pytest.mark.parametrize(
    "tokens",
    [
        "The years 1990 - 2000 were hard .",
        "see pages 12 - 15 and p . 345 - 350",
        "Article 8 § 1 and section 2 ( 1 ) of the Act",
        "nach § 823 Abs . 1 BGB",
        "blood pressure 120 / 80 today",
        "cost 1 / 2 of 300 EUR",
        "the season 2019 / 20 ended on 12 / 05 / 2021",
        "Bochum - Münster is a route",
    ],
)
def test_numbers_of_a_tokenised_post_that_file_no_one_stay(tokens):
    assert _tokenised_references(tokens) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("the applicant's case (no. 45-1234) was joined", ["45-1234"]),
        ("see no. A-2231 of the register", ["A-2231"]),
    ],
)
def test_a_lower_case_no_with_its_full_stop_before_a_file_number(text, expected):
    assert _references(text) == expected


@pytest.mark.parametrize(
    "text", ["and no. 5 won", "see no. 12/03/2020", "I said no. 2021 was hard", "no. 12-15 of the list"]
)
def test_a_lower_case_no_before_an_ordinary_number_is_no_cue(text):
    assert _references(text) == []


def test_a_currencys_code_is_no_firm():
    """"nicht in DM": the tagger's organisation for a currency's code is no name."""
    from detector_helpers import annotated

    tree = annotated("ich zahle in Euro, nicht in DM, und in der Schweiz in CHF")
    assert [e.text for e in tree.iter(tei("name"))] == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("The ACAS early conciliation certificate number was R 204417/25/88.", "R 204417/25/88"),
        ("Betreff: Ihr Kostenvoranschlag KV-5523 / VW Golf VII", "KV-5523"),
        ("Outlook keeps crashing on laptop KL-NB-027 since Tuesday", "KL-NB-027"),
        ("Ihr Angebot AN-2026-0412 haben wir erhalten", "AN-2026-0412"),
    ],
)
def test_estimates_certificates_and_asset_tags_after_their_noun(text, value):
    assert [t for _, t in found(text, "reference_number")] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Das Angebot gilt bis 2026 für alle Kunden",
        "my laptop is 3 years old",
        "the certificate was issued in 2019",
    ],
)
def test_no_number_after_those_nouns_without_an_ids_shape(text):
    assert found(text, "reference_number") == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("Evidence was heard from PC 2291 Daniel Oyelaran, from the pathologist.", ["2291"]),
        ("DS 4471 Hughes took the statement", ["4471"]),
        ("my PC 2000 Windows is old", []),
        ("Ich habe einen PC 500 Euro bezahlt", []),
    ],
)
def test_a_police_officers_collar_number_before_the_name(text, value):
    assert [t for _, t in found(text, "reference_number")] == value
