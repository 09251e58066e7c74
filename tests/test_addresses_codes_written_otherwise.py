"""Addresses and identifiers written in ways a reader still reads (issues 38/39): e-mail
addresses around their ``@``, reference numbers of mixed shape after their cue, plates of other
countries, streets without the usual street word, a suite after its street, firms of two
partners; and what must stay beside them. Strings of our own, several per kind."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


@pytest.mark.parametrize(
    ("text", "address"),
    [
        # A space after or before the "@", whatever the top-level domain.
        ("bitte an corinna.velte@ gartenhof-velte.studio schicken", "corinna.velte@ gartenhof-velte.studio"),
        ("reach me: t.okonkwo @makerspace-loft.berlin", "t.okonkwo @makerspace-loft.berlin"),
        ("schreib an mirko_b77 @ kanufreunde.ruhr", "mirko_b77 @ kanufreunde.ruhr"),
        ("oder an holger @ fahrrad-krug.studio", "holger @ fahrrad-krug.studio"),
        # URL-encoded, as a copied mailto link writes it.
        ("meine adresse ist wiebke.stroh%40hofladen-stroh.de", "wiebke.stroh%40hofladen-stroh.de"),
        ("mailto:kasimir%40tuttlingen-segler.org", "kasimir%40tuttlingen-segler.org"),
        # A middle dot or a bullet in place of the dot.
        ("Kontakt: elfi.brandmeier@baeckerei-brandmeier·de", "elfi.brandmeier@baeckerei-brandmeier·de"),
        ("mail jordan.pike@pikeandco•co•uk", "jordan.pike@pikeandco•co•uk"),
        # Punycode: an internationalised host and top-level domain.
        ("schreib an jörg@xn--grtner-kuhn-dcb.xn--ngbrx", "jörg@xn--grtner-kuhn-dcb.xn--ngbrx"),
        ("my mail is nadia.farrow@atelier-farrow.xn--p1ai ok", "nadia.farrow@atelier-farrow.xn--p1ai"),
        # Full-width signs, as a phone's keyboard or a copied page writes them.
        ("oder an bernd.okafor＠werkhof.de", "bernd.okafor＠werkhof.de"),
        ("meine mail: ilka.strothmann＠gmail.com", "ilka.strothmann＠gmail.com"),
        ("mail me at lotte.v@kanzlei．studio", "lotte.v@kanzlei．studio"),
        # The "@" written to its mailbox, whatever the mailbox's shape.
        ("schreib an gunda@ blumenhof.studio", "gunda@ blumenhof.studio"),
        # Every dot written as a word, under any top-level domain.
        ("schreib an jo.pelzer at atelier dot studio", "jo.pelzer at atelier dot studio"),
        ("reply to k_berg (at) werkstatt (punkt) photography", "k_berg (at) werkstatt (punkt) photography"),
    ],
)
def test_an_address_written_around_its_at_is_one_email(text: str, address: str) -> None:
    assert ("EMAIL", address) in found(text, "email", resolve=True)
    # The local part never stays while the host goes.
    assert ("EMAIL", address) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "3 @ 5 € macht 15 €",
        "eggs @ 2.50 each",
        "ich bin @ home.heute abend",
        "x @ y gilt in der formel",
        "sag mal @ lena was los ist",
        "Termin @ 14.30 im Büro",
        "ich bin @home.heute",
        "call me at work dot studio",
        "anna at home dot studio",
    ],
)
def test_an_at_without_a_host_after_it_is_no_email(text: str) -> None:
    assert found(text, "email") == []


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # The cue of a permit's or a report's entry, with its number word.
        ("Protokoll Nr. 7719 liegt der Akte bei.", "7719"),
        ("Genehmigung Nr. 4.17.092 ist befristet.", "4.17.092"),
        # Dotted groups after a file's, a permit's or a payment's cue; no date has month 14.
        ("Genehmigungsnummer 6.14.3307 liegt vor.", "6.14.3307"),
        ("Permit number 4.17.092 was issued last week.", "4.17.092"),
        ("Bitte das Aktenzeichen 21.3.64.118 angeben.", "21.3.64.118"),
        # A bare number right after the cue of a log, a case, a file, a permit, a ticket.
        ("The entry is under log no. 4418 from Sunday.", "4418"),
        ("Tagebuch Nr. 2207 ist bei der Polizei.", "2207"),
        ("Die Anzeige läuft unter Vorgang 61094 bei der Wache.", "61094"),
        ("Anzeige Nr. 8813 wurde aufgenommen.", "8813"),
    ],
)
def test_a_reference_number_of_mixed_shape_after_its_cue(text: str, number: str) -> None:
    assert ("NUMBER", number) in found(text, "reference_number")
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    ("text", "plate"),
    [
        ("The plate was 6TRW 418, a grey pickup.", "6TRW 418"),
        ("Licence plate 9KDL 205 was seen leaving the car park.", "9KDL 205"),
        ("license plate: 4KHT390", "4KHT390"),
        ("Das Auto hatte das Kennzeichen 71-ZRP-8 aus Holland.", "71-ZRP-8"),
        ("Kennzeichen KR 7H219 stand vor der Tür.", "KR 7H219"),
        ("Kennzeichen: 3-XRT-41 aus den Niederlanden", "3-XRT-41"),
    ],
)
def test_a_plate_of_another_country_after_its_cue(text: str, plate: str) -> None:
    assert ("NUMBER", plate) in found(text, "vehicle_id")


@pytest.mark.parametrize(
    "text",
    [
        "Die Kündigung nach § 573 Abs. 2 BGB ist unwirksam.",
        "Nach Art. 8 EMRK ist das Privatleben geschützt.",
        "Siehe Seite 412 im Handbuch.",
        "Version 3.12.4 ist installiert.",
        "Antrag Nr. 3.1.2 der Tagesordnung wurde vertagt.",
        "Am 12.3.2024 um 14.30 Uhr beginnt es.",
        "Rechnung Nr. 12.03.2024 fehlt noch.",
        "Das Modell XR-2200/B ist ausverkauft.",
        "Der Preis liegt bei 1.299,00 €.",
        "Die Rechnung 12000 Euro war zu hoch.",
        "see plate 12 of the atlas",
        "Plate 14A shows the vase.",
        "the plate 2019 edition",
    ],
)
def test_dates_sections_versions_pages_and_products_stay(text: str) -> None:
    numbers = found(text, "reference_number") + found(text, "vehicle_id")
    assert numbers == []


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("She lives at 31 Stryd y Felin now.", "31 Stryd y Felin"),
        ("The parcel for 8 Ffordd Tegid never came.", "8 Ffordd Tegid"),
        ("She lives on Heol y Bryn with her sister.", "Heol y Bryn"),
        ("They rented a house on Bóthar an Locha for the summer.", "Bóthar an Locha"),
        ("Their cottage is at 4 Sráid na Cille.", "4 Sráid na Cille"),
    ],
)
def test_welsh_and_irish_streets_have_their_street_word_first(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("He lives off Old Forge Rd near the school.", "Old Forge Rd"),
        ("Their house on Willow Ln was sold.", "Willow Ln"),
        ("We met on Tanner Ave yesterday.", "Tanner Ave"),
        ("The shop moved to Harbor Blvd in June.", "Harbor Blvd"),
    ],
)
def test_an_abbreviated_american_street_without_a_number(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address")


@pytest.mark.parametrize(
    "text",
    [
        "He went to St Paul's Cathedral.",
        "We saw Dr Jones at the clinic.",
        "The show on Channel Four starts at eight.",
        "On Main Street Blues the band played well.",
    ],
)
def test_no_street_from_a_saints_or_doctors_title(text: str) -> None:
    assert [m for m in found(text, "address") if m[0] == "LOC"] == []


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("The office is at 240 Birch Ave, Suite 315, Denver.", "315"),
        ("Our flat is 17 Quay St, Apt 6C.", "6C"),
        ("The studio moved to 92 Ridge Rd, Unit 14.", "14"),
        ("Wir wohnen in der Ahornallee 9, Whg. 21, 59494 Soest.", "21"),
    ],
)
def test_a_suite_after_its_street_goes_with_the_address(text: str, unit: str) -> None:
    assert ("NUMBER", unit) in found(text, "address")


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Wir sind in die Straße In den Wiesen gezogen.", "In den Wiesen"),
        ("Das Haus steht in der Straße Zum Mühlbach, ganz hinten.", "Zum Mühlbach"),
        ("Wir treffen uns Ecke Am Lindenhof.", "Am Lindenhof"),
    ],
)
def test_a_street_named_after_the_noun_of_a_street(text: str, street: str) -> None:
    assert ("LOC", street) in found(text, "address_frames")


@pytest.mark.parametrize(
    "text",
    ["Am Ende der Straße Im Winter war es kalt.", "Die Straße ist Am Montag gesperrt.", "In der Straße ist es laut."],
)
def test_a_phrase_after_the_street_noun_that_is_no_name_stays(text: str) -> None:
    assert found(text, "address_frames") == []


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("Die Firma Lorenz + Akgün Architekten hat den Anbau geplant.", "Lorenz + Akgün Architekten"),
        ("The funeral was arranged by Prewitt and Gale Funeral Directors.", "Prewitt and Gale Funeral Directors"),
        ("Wir sind bei Hinrichs & Quast Steuerberater in Behandlung.", "Hinrichs & Quast Steuerberater"),
        ("Ask at Fairbrother & Lusk Solicitors about the lease.", "Fairbrother & Lusk Solicitors"),
        ("Das Dach haben Brückner und Olschewski Bedachungen gedeckt.", "Brückner und Olschewski Bedachungen"),
    ],
)
def test_a_firm_of_two_partners_is_one_organisation(text: str, firm: str) -> None:
    assert ("ORG", firm) in found(text, "organisation")


@pytest.mark.parametrize(
    ("text", "trade"),
    [
        # Two ordinary words joined by "and" or "und" name no partners.
        ("We had lunch at the Bread and Butter Bakery.", "Bakery"),
        ("Wir waren bei Brot und Butter Catering essen.", "Catering"),
        ("The Fish and Chips Kitchens opened late.", "Kitchens"),
    ],
)
def test_no_partners_firm_of_a_listed_brand_or_ordinary_words(text: str, trade: str) -> None:
    assert not [m for m in found(text, "organisation") if m[1].endswith(trade) and " " in m[1]]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Wir wohnen seit Mai in Essen-Werden.", "Essen-Werden"),
        ("Sie kommt aus Bochum-Stiepel und arbeitet hier.", "Bochum-Stiepel"),
        ("Er ist nach Hamburg-Rissen gezogen.", "Hamburg-Rissen"),
        ("She moved from Berlin-Lichtenrade last year.", "Berlin-Lichtenrade"),
    ],
)
def test_a_town_and_its_district_are_one_place(text: str, place: str) -> None:
    assert ("GPE", place) in found(text, "address")
    assert ("GPE", place) in replaced(text)


@pytest.mark.parametrize(
    ("text", "code", "place"),
    [
        ("Die Praxis liegt in 44879 Bochum-Querenburg.", "44879", "Bochum-Querenburg"),
        ("Die Firma sitzt in 30449 Hannover-Linden.", "30449", "Hannover-Linden"),
    ],
)
def test_a_postcode_before_a_town_and_its_district(text: str, code: str, place: str) -> None:
    assert ("NUMBER", code) in found(text, "number")
    assert ("GPE", place) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ich laufe den Berlin-Marathon mit.",
        "Das Hamburg-Spiel war gut.",
        "Ich fahre mit dem Deutschland-Ticket.",
        "Der Essen-Plan für morgen steht.",
        "Wir waren beim Köln-Konzert.",
        # A foreign town's name before a hyphen names a product or a material.
        "Das Messer ist aus Toledo-Stahl.",
        "Die Suppe ist mit Lima-Bohnen gekocht.",
    ],
)
def test_a_town_compounded_with_a_thing_is_no_district(text: str) -> None:
    assert [m for m in found(text, "address") if m[0] == "GPE"] == []
