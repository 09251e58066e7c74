"""Leak classes of detection a red team left (issue 39, round 65): names spelled letter by
letter, surname-first lists and text tables, handles without "@", dates of birth cued by a
field or a column, obfuscated addresses on a name's domain, flats and postcodes of other
countries, names in hashtags, numeral surnames, group names with a town or class, and what a
mail's or a vCard's structure is. Own strings, German and English, and near-misses."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


def _texts(text: str) -> set[str]:
    return {value for _, value in replaced(text)}


@pytest.mark.parametrize(
    "text, name",
    [
        ("S I E G L I N D E  H O L Z E R war hier", "S I E G L I N D E  H O L Z E R"),
        ("gruß von R-O-S-W-I-T-H-A", "R-O-S-W-I-T-H-A"),
        ("M.a.r.t.i.n.a K.o.w.a.l war da", "M.a.r.t.i.n.a K.o.w.a.l"),
        ("T.H.O.M.A.S called again", "T.H.O.M.A.S"),
        ("F*R*I*E*D*H*E*L*M ist doof", "F*R*I*E*D*H*E*L*M"),
    ],
)
def test_a_spelled_name_is_replaced_whole(text, name):
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    "text", ["D-A-N-K-E an alle", "W I R  S I N D  D A", "das war z.B. toll, u.s.w.", "U.S.A. und A-4-B"]
)
def test_spelled_words_stay(text):
    assert found(text, "spelled_names") == []


def test_a_surname_first_list_keeps_no_surname():
    texts = _texts("Teilnehmende: Okonkwo, Carol; Holzer, Sieglinde")
    assert {"Okonkwo", "Carol", "Holzer", "Sieglinde"} <= texts


@pytest.mark.parametrize("text", ["Ja, Anna", "Danke, Jens", "Super, Maria; bis dann"])
def test_a_word_before_a_first_name_is_no_surname(text):
    assert not [m for m in found(text, "text_tables") if m[1] in ("Ja", "Danke", "Super")]


def test_a_text_table_keeps_no_surname_nor_phone():
    texts = _texts("Vorname,Nachname,Telefon\nHerbert,Kowarik,0171 2345678\nGudrun,Pfisterer,0160/9876543")
    assert {"Kowarik", "Pfisterer", "0171 2345678", "0160/9876543"} <= texts


def test_a_text_table_of_goods_stays():
    assert found("Artikel;Preis;Menge\nBrot;2,50;1\nKäse;4,99;2", "text_tables") == []


@pytest.mark.parametrize(
    "text, handle",
    [
        ("sein Account ist xX_Torsten_Wohlrab_Xx", "xX_Torsten_Wohlrab_Xx"),
        ("such mal nach gisela.brandauer2009", "gisela.brandauer2009"),
        ("follow anna.meier2009 on insta", "anna.meier2009"),
    ],
)
def test_a_handle_with_a_name_is_replaced(text, handle):
    assert found(text, "handles") == [("NICK", handle)]


@pytest.mark.parametrize("text", ["lade version.final2 hoch", "see chapter.two3 please", "schau in kapitel.neun3"])
def test_dotted_words_with_digits_stay(text):
    assert found(text, "handles") == []


@pytest.mark.parametrize(
    "text, date",
    [
        ("BEGIN:VCARD\nFN:Eva Kurz\nBDAY:1987-11-02\nEND:VCARD", "1987-11-02"),
        ("BDAY;VALUE=date:19790417", "19790417"),
        ("Name;Geburtsdatum;Ort\nEva Kurz;02.11.1987;Unna", "02.11.1987"),
        ("Name,Date of birth\nCarol Okonkwo,1983-09-21", "1983-09-21"),
        ("Datum;Teilnehmer;Geburtstag\n01.02.2020;Jan Roth;12.03.1981", "12.03.1981"),
    ],
)
def test_a_birth_date_cued_by_its_field_or_column(text, date):
    assert ("NUMBER", date) in found(text, "birth_date")


def test_a_date_in_another_column_stays():
    assert found("Name;Datum;Geburtsdatum\nEva Kurz;01.02.2020;", "birth_date") == []
    assert found("Name,Datum\nCarol,1983-09-21", "birth_date") == []


@pytest.mark.parametrize(
    "text, address",
    [
        ("schreib an jutta(at)brenninger.example", "jutta(at)brenninger.example"),
        ("mail an kurt [at] obermaier [dot] family", "kurt [at] obermaier [dot] family"),
        ("write to carol (at) okonkwo.name please", "carol (at) okonkwo.name"),
    ],
)
def test_an_obfuscated_address_on_any_domain_is_whole(text, address):
    assert ("EMAIL", address) in replaced(text)


def test_a_sentence_after_brackets_is_no_address():
    assert found("Treffen [at] Rathaus.Dann gehts weiter", "email") == []


@pytest.mark.parametrize(
    "text, parts",
    [
        ("Wohnung: ul. Lipowa 5 m. 12, 90-023 Łódź", {"ul. Lipowa 5 m. 12", "90-023", "Łódź"}),
        ("Adres: ul. Ogrodowa 17 lok. 4, 31-155 Kraków", {"ul. Ogrodowa 17 lok. 4", "31-155", "Kraków"}),
        ("wohnt Lindengasse 4/2/15 in Graz", {"Lindengasse 4/2/15"}),
        ("Atatürk Cad. No: 311 D: 8 Kadıköy", {"Atatürk Cad. No: 311 D: 8"}),
        ("ADR;TYPE=HOME:;;Lerchenweg 3;Kleinwald;;8700;Österreich", {"Lerchenweg 3", "Kleinwald", "8700"}),
    ],
)
def test_address_numbers_of_other_countries(text, parts):
    assert parts <= _texts(text)


def test_a_vcard_name_field():
    assert {"Kowarik", "Herbert"} <= _texts("N:Kowarik;Herbert;;;")
    assert found("N: das ist kein vcard", "vcard") == []


@pytest.mark.parametrize(
    "text, name",
    [("#TeamKowarik gewinnt", "Kowarik"), ("#GuteBesserungSieglinde", "Sieglinde"), ("#Herbert2025 ist da", "Herbert")],
)
def test_a_name_in_a_hashtag(text, name):
    assert ("PER", name) in found(text, "glued_names")


def test_words_in_hashtags_stay():
    assert found("#tbt #love #Montag #Corona2020 #Mama #TeamGeist #Urlaub2024", "glued_names") == []


@pytest.mark.parametrize(
    "text, name",
    [("gestern hat Marlies Achter angerufen", "Marlies Achter"), ("mit Torsten Zwölfer", "Torsten Zwölfer")],
)
def test_a_numeral_surname_after_a_first_name(text, name):
    assert ("PER", name) in replaced(text)


def test_a_numeral_noun_stays():
    assert not replaced("Ich habe einen Achter gerudert, Platz Drei")


@pytest.mark.parametrize(
    "text, name",
    [
        ("die WhatsApp-Gruppe heißt Elternrat GS Neudorf 3b", "Elternrat GS Neudorf 3b"),
        ("our group chat is called Year 5 Oakfield Parents, join it", "Year 5 Oakfield Parents"),
    ],
)
def test_a_group_name_with_town_or_class(text, name):
    assert ("ROOM", name) in found(text, "group_names")


def test_a_group_name_of_words_stays():
    assert found("der Chat heißt Die Coolen Leute", "group_names") == []


@pytest.mark.parametrize(
    "text, word",
    [
        ("---------- Forwarded message ---------\nVon: Herbert Kowarik", "Forwarded"),
        ("-----Ursprüngliche Nachricht-----\nVon: Herbert Kowarik", "Ursprüngliche"),
        ("ADR;TYPE=HOME:;;Birkenweg 3;Ebersdorf;;8700;", "ADR"),
        ("TEL;TYPE=CELL:0171 2345678", "TEL"),
    ],
)
def test_a_record_structure_is_no_name(text, word):
    assert word not in _texts(text)


def test_a_name_in_capitals_before_a_colon_stays_a_name():
    assert "ANNA" in _texts("ANNA: hallo")
