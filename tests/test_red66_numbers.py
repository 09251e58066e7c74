"""Numbers a red team found left or damaged (issue 39, round 66): other countries' identity
numbers and booking codes after their cue, grid references, phone numbers read out in other
languages' words, and the labels before numbers (never names). Strings are our own."""

import pytest
from detector_helpers import replaced


@pytest.mark.parametrize(
    "text, number",
    [
        # A birth number (checked mod 11), with or without a cue as its card prints it
        ("Moje rodné číslo je 7103192745, díky.", "7103192745"),
        ("Kopie: 710319/2745 liegt bei", "710319/2745"),
        # Brazil: CPF and CNPJ, valid, the cue stays
        ("Meu CPF é 529.982.247-25 e o CNPJ da loja é 04.252.011/0001-10.", "529.982.247-25"),
        ("Meu CPF é 529.982.247-25 e o CNPJ da loja é 04.252.011/0001-10.", "04.252.011/0001-10"),
        # An Italian codice fiscale after its cue, even with a wrong check letter
        ("Codice fiscale BNCMRC80A01F205Q, grazie", "BNCMRC80A01F205Q"),
        # Portuguese citizen card after its cue, whole
        ("O meu Cartão de Cidadão tem o número 00000000 0 ZZ4.", "00000000 0 ZZ4"),
        # Booking codes after their cue, German and English
        ("Der Buchungscode lautet R8TW4P, bitte nicht verlieren", "R8TW4P"),
        ("Our booking reference: QX7L2B for the Friday flight", "QX7L2B"),
        # MGRS joined and spaced, a UTM position with its zone
        ("Sammelpunkt MGRS 33UUP0451283077 um sechs", "33UUP0451283077"),
        ("meet at 33U UP 04512 83077 tomorrow", "33U UP 04512 83077"),
        ("Zelt steht bei UTM 33U 404512 5583077", "33U 404512 5583077"),
    ],
)
def test_the_value_after_its_cue_is_one_number(text, number):
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    "text, label",
    [
        ("IMEI 490154203237518 ist auf der Rechnung.", "IMEI"),
        ("Moje rodné číslo je 7103192745, díky.", "rodné číslo"),
        ("Meu CPF é 529.982.247-25 e o CNPJ da loja é 04.252.011/0001-10.", "CPF"),
        ("O meu Cartão de Cidadão tem o número 00000000 0 ZZ4.", "Cartão de Cidadão"),
        ("Zelt steht bei UTM 33U 404512 5583077", "UTM"),
        ("Sammelpunkt MGRS 33UUP0451283077 um sechs", "MGRS"),
        ("Mój PESEL to 02070803628.", "PESEL"),
    ],
)
def test_the_label_of_a_number_stays(text, label):
    assert all(label not in value for _, value in replaced(text))


@pytest.mark.parametrize(
    "text, run",
    [
        (
            "Mijn nummer is nul zes, drie een, vier vier, zeven acht, twee negen.",
            "nul zes, drie een, vier vier, zeven acht, twee negen",
        ),
        ("Bel me: nul zes vijfenveertig twaalf negentig", "nul zes vijfenveertig twaalf negentig"),
        ("Mi número es seis cero cero siete dos ocho nueve cuatro.", "seis cero cero siete dos ocho nueve cuatro"),
        (
            "Mon numéro: zéro sept, deux deux, quatre huit, un neuf, trois trois",
            "zéro sept, deux deux, quatre huit, un neuf, trois trois",
        ),
        ("Numaram sıfır beş yedi iki dokuz sekiz dört altı", "sıfır beş yedi iki dokuz sekiz dört altı"),
        ("nul zes een acht vier twee negen drie", "nul zes een acht vier twee negen drie"),
    ],
)
def test_a_number_read_out_in_other_languages_is_found(text, run):
    assert ("NUMBER", run) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        # ordinary counts and words stay
        "Ik heb twee katten en drie honden en een vis.",
        "Uno, due, tre, quattro, cinque, sei, sette!",
        "Der Rabattcode gilt nur heute, sagt die Werbung.",
        "Die ARD 2023 und das ZDF 2024 senden beide.",
        "Seite 123/4567 im Buch",
        "Bus 32U fährt um 17 Uhr",
        "Tabelle: 12.345.678 Einwohner",
    ],
)
def test_ordinary_text_stays(text):
    assert not [v for t, v in replaced(text) if t == "NUMBER"]


def test_a_name_before_a_phone_number_is_still_a_name():
    assert ("PER", "Anna Schmidt") in replaced("Anna Schmidt 0151 2345678 ruft zurück")


@pytest.mark.parametrize(
    "original, shape",
    [
        ("00:1A:2B:3C:4D:5E", r"[0-9A-F]{2}(?::[0-9A-F]{2}){5}"),
        ("3c-52-82-a1-7f-0e", r"[0-9a-f]{2}(?:-[0-9a-f]{2}){5}"),
        ("fe80::1ff:fe23:4567:890a", r"[0-9a-f]{4}::[0-9a-f]{3}:[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}"),
    ],
)
def test_pseudonym_hex_addresses_keep_their_format(tmp_path, original, shape):
    import re

    from detector_helpers import run_posts

    from teianon.read.tei import tei

    tree = run_posts(
        tmp_path, [f"Die Adresse ist {original} hier"], "--mode", "pseudonym", "--key", str(tmp_path / "k.json")
    )
    (text,) = ["".join(p.itertext()) for p in tree.getroot().iter(tei("post"))]
    surrogate = text.removeprefix("Die Adresse ist ").removesuffix(" hier")
    assert surrogate != original
    assert re.fullmatch(shape, surrogate), surrogate


@pytest.mark.parametrize(
    "text, number",
    [
        ("Seriennummer SN 5520-7713 steht hinten drauf", "5520-7713"),
        ("Gerätenummer IMEI 490154203237518 bitte notieren", "490154203237518"),
    ],
)
def test_a_label_between_the_cue_and_the_value_stays(text, number):
    assert ("NUMBER", number) in replaced(text)
