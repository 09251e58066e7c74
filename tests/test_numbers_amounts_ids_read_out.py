"""Numbers that are no one's and numbers that are (issues 38/39): amounts, counts, scores and
ranges grouped by typeset spaces and dashes stay; national ids need their cue or their printed
shape and are found in lower case; telephone numbers read out digit by digit are NUMBER."""

import pytest
from detector_helpers import found, replaced

NBSP, THIN, NARROW = "\u00a0", "\u2009", "\u202f"


@pytest.mark.parametrize(
    "text",
    [
        # thousands grouped by typeset spaces, before a unit or a count, after a currency
        f"Der Verein hat inzwischen 2{THIN}318{THIN}904 Mitglieder",
        f"Die Region zählt 3{NARROW}612{NARROW}455 Einwohner.",
        f"Das Grundstück kostete 1{NBSP}480{NBSP}350{NBSP}€",
        f"Spenden: €{NBSP}2{NBSP}745{NBSP}310 bis heute",
        f"the stadium sold 1{THIN}096{THIN}233 tickets and 4{NBSP}512{NBSP}870 people watched",
        f"the fund raised ${NBSP}3{NBSP}604{NBSP}127 last year",
        f"Das Video hat 8{NARROW}214{NARROW}663 Aufrufe",
        "Bilanz: 1 234 987 Zuschauer",
        # scores and ranges with an en dash or a hyphen
        "Wir haben das Finale 104–101 verloren",
        "the Hawks won 121-118 after overtime",
        "siehe S. 995–1004 im Sammelband",
        "pages 998–1003 of the report",
        "Stationen seines Lebens: 1961–1975–1989",
        # a count
        "Platz 4 5 6 7 8 9 10 11 gingen leer aus",
    ],
)
def test_amounts_counts_scores_and_ranges_stay(text):
    assert not [t for c, t in found(text, "number", resolve=True) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, number",
    [
        # the same typeset spaces inside a telephone number, an IBAN, a cued number
        (f"ruf mich an: 0171{THIN}4402{THIN}9913", f"0171{THIN}4402{THIN}9913"),
        (f"Festnetz 0421{NBSP}385{NBSP}227", f"0421{NBSP}385{NBSP}227"),
        (f"Mitgliedsnummer 204{NBSP}731{NBSP}588", f"204{NBSP}731{NBSP}588"),
        (f"IBAN DE02{NARROW}1203{NARROW}0000{NARROW}0000{NARROW}2020{NARROW}51", None),
        # a telephone number written with an en dash
        ("erreichbar unter 0162–3318–4407", "0162–3318–4407"),
        # an access code of two groups far apart is no score
        ("the dial-in code for the call is 731-559", "731-559"),
    ],
)
def test_numbers_grouped_by_typeset_spaces_are_still_found(text, number):
    # Detection reads typeset spaces as spaces (offsets stay).
    spans = [t for c, t in found(text, "number", resolve=True) if c == "NUMBER"]
    assert spans and (number is None or " ".join(number.split()) in spans)


@pytest.mark.parametrize(
    "text, number",
    [
        # a DNI or NIE after a cue of an identity document, in any case
        ("mi DNI es 30582416Y", "30582416Y"),
        ("Nummer meines Ausweises: 30582416y", "30582416y"),
        ("my passport/ID: z0264837c", "z0264837c"),
        ("NIE x2904716t por favor", "x2904716t"),
        # as the document prints it, no cue needed
        ("el titular 30.582.416-Y firmó", "30.582.416-Y"),
        ("Antragsteller Z-0264837-C", "Z-0264837-C"),
        # a codice fiscale in lower case
        ("il mio codice fiscale è vrdlcu80a01h501g", "vrdlcu80a01h501g"),
    ],
)
def test_national_ids_with_their_cue_or_printed_shape_in_any_case(text, number):
    assert ("NUMBER", number) in found(text, "identity_numbers")


@pytest.mark.parametrize(
    "text",
    [
        "Sendungsnummer 30582416Y ist unterwegs",  # a tracking number that passes by chance
        "order 71849302Q shipped today",
        "Artikel 30582416Y auf Lager",
        "Z0264837C war die Rechnung",  # a NIE's shape glued, no cue
        "VRDLCU80a01H501G",  # mixed case is no one's spelling of a codice fiscale
    ],
)
def test_order_numbers_are_no_national_id(text):
    assert not found(text, "identity_numbers")


@pytest.mark.parametrize(
    "text, number",
    [
        (
            "schreib mir auf null-eins-sieben-zwei-fünf-acht-drei-drei-eins",
            "null-eins-sieben-zwei-fünf-acht-drei-drei-eins",
        ),
        (
            "also: null sieben eins eins, vier vier zwei, neun sechs",
            "null sieben eins eins, vier vier zwei, neun sechs",
        ),
        ("it is 0 two 9 seven 4 4 one 8 6", "0 two 9 seven 4 4 one 8 6"),
        ("zero eight double three five one nine two two", "zero eight double three five one nine two two"),
        ("ok: acht. drei. null. fünf. sieben. zwei. sechs", "acht. drei. null. fünf. sieben. zwei. sechs"),
    ],
)
def test_numbers_read_out_digit_by_digit_are_number(text, number):
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    "text",
    [
        "eins zwei drei und los gehts",
        "eins, zwei, drei, vier, fünf, sechs, sieben, acht!",  # counting up
        "ten nine eight seven six five four three two one liftoff",  # a countdown
        "five six seven eight, one two three four",  # a dancer's count, too short to be a number
        "null null null null null null null",  # one digit again and again
        "one or two of them, three at most",
        "1 2 3 4 5 6 7 8",  # digits alone are the number detector's
        "in den Jahren 1951-1957 zwei Mal gewählt",  # years beside a number word
    ],
)
def test_counts_and_short_runs_stay(text):
    assert not found(text, "number_words")


@pytest.mark.parametrize(
    "text, number",
    [
        ("ruf mich an unter 321 654 987 Danke", "321 654 987"),
        ("call me on 555 987 654 Thanks x", "555 987 654"),
    ],
)
def test_a_number_grouped_in_threes_before_a_closing_word_is_still_a_number(text, number):
    assert ("NUMBER", number) in replaced(text)


@pytest.mark.parametrize(
    "text",
    ["Probe: eins zwei drei, eins zwei drei, eins zwei drei", "one two three four, two two three four, go"],
)
def test_a_count_said_again_and_again_is_no_number(text):
    assert [r for r in replaced(text) if r[0] == "NUMBER"] == []
