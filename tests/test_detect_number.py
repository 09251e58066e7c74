import pytest
from detector_helpers import found, view

from teianon.detect import DocumentContext, build_detectors, detect


@pytest.mark.parametrize(
    "text, expected",
    [
        ("ruf an: 0621/1581418", ["0621/1581418"]),
        ("(0621) 158 14 18 abends", ["(0621) 158 14 18"]),
        ("handy 0176-12345678", ["0176-12345678"]),
        ("call +49 621 1581418 now", ["+49 621 1581418"]),
        ("UK: +44 20 7946 0958", ["+44 20 7946 0958"]),
        ("server 10.0.1.45 ist down", ["10.0.1.45"]),
        ("ipv6 fe80::1ff:fe23:4567:890a", ["fe80::1ff:fe23:4567:890a"]),
        ("server 2001:db8::1 down", ["2001:db8::1"]),
        ("IBAN DE89 3704 0044 0532 0130 00", ["DE89 3704 0044 0532 0130 00"]),
        ("D-68161 Mannheim", ["68161"]),
        ("PLZ 44227", ["44227"]),
        ("zip 90210", ["90210"]),
        ("68161 Mannheim", ["68161"]),
        ("London SW1A 1AA", ["SW1A 1AA"]),
        ("meine icq 123456789", ["123456789"]),
        ("Passwort: geheim123", ["geheim123"]),
        ("ticket 4711 0815 4242", ["4711 0815 4242"]),
        # IBANs in any case and grouping (issue 25)
        ("IBAN de89370400440532013000 bitte", ["de89370400440532013000"]),
        ("iban: de89 3704 0044 0532 0130 00", ["de89 3704 0044 0532 0130 00"]),
        ("kto GB82WEST12345698765432 (uk)", ["GB82WEST12345698765432"]),
        ("AT61 1904 3002 3457 3201 1234 ist es", ["AT61 1904 3002 3457 3201"]),
        # postcodes with a cue
        ("Springfield IL 62704", ["62704"]),
        ("Beverly Hills, CA 90210-1234", ["90210-1234"]),
        ("Saginaw , Michigan 48604", ["48604"]),
        ("zip is 62704", ["62704"]),
        ("my postcode is m1 1ae", ["m1 1ae"]),
        ("A-1010 Wien", ["1010"]),
        ("CH-8001 Zürich", ["8001"]),
        ("1010 Wien ist die adresse", ["1010"]),
        ("musterstr 12, 44137 dortmund", ["44137"]),
        ("my cell is (555) 123-4567", ["(555) 123-4567"]),
        ("call 713.837.1638 now", ["713.837.1638"]),
    ],
)
def test_numbers_found(text, expected):
    spans = [t for _, t in found(text, "number", resolve=True)]
    assert spans == expected


@pytest.mark.parametrize(
    "text",
    [
        "um 21:31 Uhr",
        "am 14.07.2005",
        "am 2005-07-14",
        "12/24/2005",
        "kostet 12,50 €",
        "it costs $5",
        "wir waren 20 leute",
        "10000 Euro",
        "im Jahr 2005",
        "version 1.2.3",
        "IP 999.1.1.1",
        "vor 12000 bis 13000 Jahren",
        "1990 Wien war anders",
        "ISBN 3-85830-034-9",
        "von 1880-1963 lebte er",
        "Seiten 306-312",
        "etwa 2 655 000 Mitglieder",
        "ihr zweiter Nummer-1-Hit",
        "de89370400440532013001",
        "in 62704 days",
        "12000 leute",
        "na :: gut",
        "fe80:: ist lokal",
        "geboren 1895 1860 1904",
        "die 1996 60 der 200 Sitze gewonnen hatte",
        "founded September 20 1888",
    ],
)
def test_dates_times_prices_counts_are_not_numbers(text):
    assert found(text, "number") == []


def test_iban_with_bad_checksum_grouped_is_one_number_of_medium_certainty():
    # Grouped as an IBAN is printed, a wrong checksum (a typo, a made-up example) still makes one
    # account's number, of medium certainty (issue 38, round 11); glued and without a cue, as
    # above, the shape alone is not taken.
    spans = found("DE89 3704 0044 0532 0130 01", "number")
    assert ("NUMBER", "DE89 3704 0044 0532 0130 01") in spans
    post = view("DE89 3704 0044 0532 0130 01")
    mentions = detect(post, DocumentContext(), build_detectors(["number"]))
    whole = [m for m in mentions if (m.start, m.end) == (0, len(post.text))]
    assert [(m.cert, m.source) for m in whole] == [("medium", "number:iban-shape")]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "meine nummer ist null eins sieben eins zwei drei vier fünf sechs sieben, ruf an",
            ["null eins sieben eins zwei drei vier fünf sechs sieben"],
        ),
        (
            "meine handynummer: null einhundertsechsundsiebzig zwölf vierunddreißig",
            ["null einhundertsechsundsiebzig zwölf vierunddreißig"],
        ),
        (
            "my number is oh seven seven double nine one two three, call me",
            ["oh seven seven double nine one two three"],
        ),
        ("call me on zero two zero seven nine four six", ["zero two zero seven nine four six"]),
        # A line's name alone and any "-nummer" compound are cues too.
        ("Festnetz: zwo vier eins, drei drei acht null", ["zwo vier eins, drei drei acht null"]),
        ("die Rufnummer null sechs neun eins zwo zwo", ["null sechs neun eins zwo zwo"]),
        ("landline is four four one two two eight", ["four four one two two eight"]),
    ],
)
def test_numbers_in_words_after_a_cue(text, expected):
    assert [t for _, t in found(text, "number_words")] == expected


@pytest.mark.parametrize(
    "text",
    [
        "eins zwei drei vier fünf sechs sieben acht",  # counting, no cue
        "meine nummer ist eins",  # one digit
        "call me in two or three days",
        "ruf an, wir sind zwei drei leute",
        "one two three four five six seven eight nine",
    ],
)
def test_number_words_without_a_cue_or_too_short_are_no_number(text):
    assert found(text, "number_words") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Cannon House Office Building, Washington, D.C. 20515.", ["20515"]),
        ("State Capitol, Albany, N.Y. 12207", ["12207"]),
    ],
)
def test_a_zip_code_after_a_states_letters_with_full_stops(text, expected):
    assert [t for _, t in found(text, "number")] == expected


@pytest.mark.parametrize("text", ["U.S. 20515 troops left", "in No. 12345 of the series", "e.g. 12345 votes"])
def test_five_digits_after_other_dotted_letters_are_no_zip_code(text):
    assert found(text, "number") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Eircode: H91 E2KW", ["H91 E2KW"]),
        ("my eircode is r95 x3ty", ["r95 x3ty"]),
        ("Apt 3, Quay Street, Galway, H91 R6C4.", ["H91 R6C4"]),
        ("Ballyfinn House\nCarrick-on-Suir\nE32 WD61", ["E32 WD61"]),
        ("Dublin 6W, D6W 4F7K", ["D6W 4F7K"]),
    ],
)
def test_an_irish_eircode_after_its_cue_or_ending_an_address_line(text, expected):
    assert [t for _, t in found(text, "number", resolve=True)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "The T45 HDRX was a good camera.",  # no digit in the identifier, inside a sentence
        "Ersatzteil A12 4C7D für die Pumpe bestellt",  # mid-sentence: a part, no address line
        "mount the W34 K9F2 first, then the rest",
    ],
)
def test_the_eircode_shape_inside_a_sentence_is_no_eircode(text):
    assert found(text, "number") == []


@pytest.mark.parametrize(
    "text", ["Konto BE71 0961 2345 6769 bei der Bank", "IBAN BE68 5390 0754 7034", "pay into BE68539007547034, thanks"]
)
def test_an_iban_of_a_bank_the_registry_lacks_is_one_account(text):
    # python-stdnum checks a Belgian IBAN's bank code against its registry; the account of a bank
    # it does not list is an account too, one number high.
    post = view(text)
    mentions = detect(post, DocumentContext(), build_detectors(["number"]))
    ibans = [post.text[m.start : m.end] for m in mentions if m.source == "number:iban"]
    assert len(ibans) == 1 and ibans[0].replace(" ", "").startswith("BE"), ibans
