"""A device's hardware address and a crypto wallet's address are NUMBER (red team, issue 39:
``MAC 00:1A:2B:3C:4D:5E`` and a Bitcoin address survived, a MAC's pair even marked a public
organisation). Made-up values."""

from __future__ import annotations

import pytest
from detector_helpers import found


def _numbers(text: str) -> list[str]:
    return [t for c, t in found(text, "number", resolve=True) if c == "NUMBER"]


@pytest.mark.parametrize(
    "text, value",
    [
        ("die MAC vom Laptop ist 3C:52:82:A1:7F:0E", "3C:52:82:A1:7F:0E"),
        ("router mac: a4-2b-b0-9c-11-fe ok?", "a4-2b-b0-9c-11-fe"),
        ("send it to bc1q9h7garjqfs0ek6f3r2xk9lryz3w5s8p0j6cq4t", "bc1q9h7garjqfs0ek6f3r2xk9lryz3w5s8p0j6cq4t"),
        ("wallet 1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"),
        ("ETH: 0x52908400098527886E0F7030069857D2E4169EE7", "0x52908400098527886E0F7030069857D2E4169EE7"),
    ],
)
def test_a_device_or_wallet_address_is_a_number(text: str, value: str) -> None:
    assert value in _numbers(text)


@pytest.mark.parametrize(
    "text",
    [
        "um 12:30:45 ging es los",  # a time
        "Ergebnis 2:1:0",
        "the word 1Internationalisationsprojekt is long",  # no mixed digits and cases of base58
        "Spielstand 10-12-14-16-18-20",
    ],
)
def test_times_and_words_stay(text: str) -> None:
    assert not [v for v in _numbers(text) if ":" in v or len(v) > 20]
