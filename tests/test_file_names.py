"""A person's name in the name of an attached file (issue 39, class 6, for files that are TEI
already): a contact card's name, a personal document named with its holder; the extension
stays outside every name. Every name here is invented."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(text: str) -> list[tuple[str, str]]:
    tree = annotated(text)
    return [
        ("".join(e.itertext()), e.get("ana") or "")
        for e in tree.getroot().iter(tei("name"))
        if e.get("subtype") != "public"
    ]


@pytest.mark.parametrize(
    "text, name",
    [
        ("<Anhang: Wiebke Ommen.vcf>", "Wiebke Ommen"),
        ("‎<attached: 00000031-Tjark Harms.vcf>", "Tjark Harms"),
        ("Kontakt_Ilka Freerksen.vcf (Datei angehängt)", "Ilka Freerksen"),
        ("hier die karte: Ommo.vcf", "Ommo"),
        ("<Anhang: Frau Kranich.vcf>", "Kranich"),
        ("<Anhang: Wiebke Ommen Handy.vcf>", "Wiebke Ommen"),
    ],
)
def test_a_contact_card_is_named_after_its_person(text: str, name: str) -> None:
    assert name in [n for n, _ in _names(text)]


@pytest.mark.parametrize(
    "text, name",
    [
        ("IMG-20230415-WA0007-Bewerbung_Swantje_Eilers.pdf (Datei angehängt)", "Swantje_Eilers"),
        ("anbei CV Rhodri Pryce 2023.docx", "Rhodri Pryce"),
        ("Arbeitszeugnis_Hinnerk_Bruns.pdf", "Hinnerk_Bruns"),
        ("attached: resume_Caoimhe_Daly.pdf", "Caoimhe_Daly"),
        ("Kündigung Herr Tebbe.pdf", "Tebbe"),
        ("Bewerbung_Hinnerk_Bruns_Anschreiben.pdf", "Hinnerk_Bruns"),
    ],
)
def test_a_personal_document_names_its_holder(text: str, name: str) -> None:
    assert name in [n for n, _ in _names(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Anhang: Mama.vcf und Notruf.vcf",
        "Zeugnis_Abitur_2021.pdf und Lebenslauf_final_v2.pdf",
        "IMG-20230415-WA0007.jpg (Datei angehängt)",
        "Rechnung_2023_11.pdf und README.txt",
    ],
)
def test_files_named_by_words_and_numbers_name_no_one(text: str) -> None:
    assert [n for n, ana in _names(text) if "file." in ana] == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("Foto von Katharina Gerdes.jpg", "Katharina Gerdes"),
        ("Mietvertrag Hilke Wübbena.pdf liegt im Ordner", "Hilke Wübbena"),
        ("Termin.ics von Katharina Gerdes.ics", "Katharina Gerdes"),
    ],
)
def test_the_extension_stays_outside_the_name(text: str, name: str) -> None:
    names = [n for n, _ in _names(text)]
    assert name in names
    assert not any(n.endswith((".jpg", ".pdf", ".ics")) for n in names)
