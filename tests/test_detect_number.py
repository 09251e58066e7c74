import pytest
from detector_helpers import found


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
        ("IBAN DE89 3704 0044 0532 0130 00", ["DE89 3704 0044 0532 0130 00"]),
        ("D-68161 Mannheim", ["68161"]),
        ("PLZ 44227", ["44227"]),
        ("zip 90210", ["90210"]),
        ("68161 Mannheim", ["68161"]),
        ("London SW1A 1AA", ["SW1A 1AA"]),
        ("meine icq 123456789", ["123456789"]),
        ("Passwort: geheim123", ["geheim123"]),
        ("ticket 4711 0815 4242", ["4711 0815 4242"]),
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
    ],
)
def test_dates_times_prices_counts_are_not_numbers(text):
    assert found(text, "number") == []


def test_iban_with_bad_checksum_is_not_an_iban():
    spans = found("DE89 3704 0044 0532 0130 01", "number")
    assert ("NUMBER", "DE89 3704 0044 0532 0130 01") not in spans
