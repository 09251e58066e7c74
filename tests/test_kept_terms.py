"""Round 70: things that are nobody's stay as written (medicines, diseases, genes, characters,
works, history, public people the lists miss, ordinary words, numbers of things, cited authors),
and a private person of the same name, after a private cue, is still replaced."""

from __future__ import annotations

import pytest
from detector_helpers import replaced

from teianon.annotate.kept_people import famous_russian
from teianon.annotate.kept_science import is_medicine
from teianon.lists.build_medicines import german_forms


def _kept(text: str, word: str) -> bool:
    return not any(word in found for _, found in replaced(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # medicine and science
        ("Naltrexone has helped me stay sober.", "Naltrexone"),
        ("Meine Tante hat Basedow und nimmt Tabletten.", "Basedow"),
        ("My uncle was diagnosed with Huntington last year.", "Huntington"),
        ("Er leidet seit Jahren an Bechterew.", "Bechterew"),
        ("Variants in KRAS and EGFR were sequenced in all tumours.", "KRAS"),
        ("Die Mäuse trugen eine Mutation im Gen PTEN2.", "PTEN2"),
        ("We used BALB/c mice in the second cohort.", "BALB"),
        ("Wir haben RoBERTa auf unseren Daten trainiert.", "RoBERTa"),
        ("Der Jenkins Server läuft wieder nicht, der Build hängt.", "Jenkins"),
        # games, fiction, works, history
        ("Gestern habe ich Yoshi im Mario-Level freigeschaltet.", "Yoshi"),
        ("Ranni ist der beste Charakter in Elden Ring.", "Ranni"),
        ("Die Belagerung von Leningrad dauerte fast 900 Tage.", "Leningrad"),
        ("Die Schlacht bei Verdun kostete Hunderttausende das Leben.", "Verdun"),
        ("Meine Vorfahren reisten mit dem Norddeutscher Lloyd nach New York.", "Lloyd"),
        ("Wir waren zum Kaffee im Hotel Sacher.", "Sacher"),
        # public people the lists miss
        ("John Swinney spoke at Holyrood today.", "Swinney"),
        ("Eluned Morgan will lead the Welsh government.", "Morgan"),
        ("Boris Rhein war heute im Landtag.", "Rhein"),
        ("Ich lese gerade Turgenjew und danach Gogol.", "Turgenjew"),
        ("Gorbatschow hat die Mauer nicht allein zu Fall gebracht.", "Gorbatschow"),
        ("Meine Mutter hört nur Nena.", "Nena"),
        ("My sister keeps listening to Adele.", "Adele"),
        # ordinary words
        ("Ist das ernst gemeint oder ein Witz?", "ernst"),
        ("Frank gesprochen: das Essen war schlecht.", "Frank"),
        ("Winter kommt, also Reifen wechseln.", "Winter"),
        ("Die rote Rose im Vorgarten blüht endlich.", "Rose"),
        ("Iris blühen im Mai.", "Iris"),
        ("Onboarding startet nächste Woche.", "Onboarding"),
        ("Handover ist um 6 Uhr.", "Handover"),
        # numbers of things, cited authors
        ("Bitte schau dir REQ0012345 an.", "REQ0012345"),
        ("Der Bug steht unter WEB-4411 im Tracker.", "WEB-4411"),
        ("Inventarnummer 1987/112 im Landesmuseum.", "1987/112"),
        ("Unser Flug EW 9123 nach Mallorca wurde gestrichen.", "EW 9123"),
        ("GTIN 4012345678901 steht auf dem Etikett.", "4012345678901"),
        ("Das Vorhaben wurde unter dem Förderkennzeichen 01UL1823 gefördert.", "01UL1823"),
        ("Wie Vaswani et al. (2017) zeigen, reicht Aufmerksamkeit.", "Vaswani"),
        ("Wie Brandtner (2019) zeigt, ist das falsch.", "Brandtner"),
        ("As Lacey et al. 2021 report, the effect is small.", "Lacey"),
    ],
)
def test_nobodys_names_stay(text: str, word: str) -> None:
    assert _kept(text, word), replaced(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Mein Kollege Ernst hat mir geholfen.", "Ernst"),
        ("Ernst hat angerufen, er kommt später.", "Ernst"),
        ("Meine Schwester Rose wohnt in Köln.", "Rose"),
        ("Rose hat mir Blumen geschenkt.", "Rose"),
        ("Herr Winter kommt morgen um 10.", "Winter"),
        ("Frank kommt heute später.", "Frank"),
        ("Meine Tochter Matilda liest gern.", "Matilda"),
        ("Mein Bruder Mario spielt gern Mario Kart.", "Mario"),
        ("Herr Parkinson hat angerufen.", "Parkinson"),
        ("Mein Nachbar Peter Robinson hat einen Hund.", "Robinson"),
        ("Meine Oma kam aus Stalingrad.", "Stalingrad"),
        ("Ich arbeite im Hotel Adlon an der Rezeption.", "Adlon"),
        ("Meine Kundennummer ist AB-123456.", "AB-123456"),
        ("Meine Oma Erna (1931-2019) war toll.", "Erna"),
        ("Lisa Müller et al. haben mich eingeladen.", "Lisa"),
        ("Call Sue and Robbie et al. tomorrow.", "Robbie"),
        ("Ich habe BERT gestern in der Kneipe getroffen.", "BERT"),
        ("Ich war mit Luigi beim Italiener.", "Luigi"),
        ("Ruf Herrn Ernst an, Raum 2.14 ist sein Büro.", "Ernst"),
        ("Please quote your claim ref CLM-778812 when calling.", "CLM-778812"),
        ("Mitgliedsnummer, z. B. TSV-0815", "TSV-0815"),
        ("Mein Flug ist gebucht, die Buchungsnummer ist XK 4471.", "XK 4471"),
        ("Ich habe den August gefragt.", "August"),
        ("According to KSM, the Ames strain was never used in the cells.", "KSM"),
    ],
)
def test_private_people_of_the_same_names_are_still_replaced(text: str, word: str) -> None:
    assert not _kept(text, word), replaced(text)


def test_medicine_table_holds_german_forms_and_no_names() -> None:
    assert german_forms("naltrexone") == {"naltrexone", "naltrexon"}
    assert german_forms("amphetamine") >= {"amfetamine", "amfetamin"}
    assert is_medicine("Pantoprazol") and is_medicine("ATORVASTATIN")
    # A substance's synonym that is a person's name or a word stays out of the table.
    assert not is_medicine("Silver") and not is_medicine("Water") and not is_medicine("Calcio")


def test_russian_names_in_german_spelling_are_found_by_their_english_spelling() -> None:
    assert famous_russian("tschechow") and famous_russian("chruschtschow") and famous_russian("strawinski")
    assert not famous_russian("wagner") and not famous_russian("schmidt")


def test_a_meeting_word_in_a_file_keeps_the_ids_that_hold_it(tmp_path) -> None:
    """A word of the working day is no one's name: the output keeps it, and the ids made of it."""
    from click.testing import CliRunner
    from lxml import etree

    from teianon.cli import main

    tei = (
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        '<text><body><div xml:id="handover-log"><post xml:id="handover-1"><p>Handover ist um 6 Uhr.</p></post>'
        '<post xml:id="handover-2"><p>Onboarding startet nächste Woche.</p></post></div></body></text></TEI>'
    )
    (tmp_path / "team.xml").write_text(tei, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(tmp_path / "team.xml"), "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    root = etree.parse(str(out / "team.xml")).getroot()
    ids = {e.get("{http://www.w3.org/XML/1998/namespace}id") for e in root.iter()} - {None}
    assert {"handover-log", "handover-1", "handover-2"} <= ids
    text = "".join(root.itertext())
    assert "Handover ist um 6 Uhr." in text and "Onboarding startet" in text
