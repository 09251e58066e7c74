"""The addresses by their postcode (teianon.detect.address_postcodes) and the test for a numbered
paragraph of the streets named again (teianon.detect.address_repeats) take time linear in a post's
length, and find what they found before.

The three patterns began a match at every piece of a run of capitalised words joined by hyphens
(``Kaiser-Kaiser-…``), and each start read the rest of the run: the square of its length
(``benchmarks/growth.py``'s ``Kaiser-``: 1.4, 6.2 and 41 s at 4,000, 8,000 and 16,000 characters).
Each is checked here against its old form, copied as it stood, on awkward inputs built from the
pieces the patterns read; and a long run must be read within a few seconds.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import regex

from teianon.detect import address_postcodes, address_repeats
from teianon.detect.address_postcodes import foreign_addresses, postcode_addresses

_UK = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}"
_EIRCODE = r"[ACDEFHKNPRTVWXY]\d[\dW]\s?[\dACDEFHKNPRTVWXY]{4}"
_WORD = r"\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*"
OLD_ADDRESS = regex.compile(
    rf"(?:(?<![\p{{L}}\p{{N}}])(?P<street>\d{{1,4}}[A-Za-z]?\s{_WORD}(?:\s{_WORD}){{0,2}}),[^\S\n]?)?"
    rf"(?:Co\.\s|County\s)?(?P<town>{_WORD}(?:[^\S\n]{_WORD}){{0,2}}),?[^\S\n](?P<code>{_UK}|{_EIRCODE})"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_PARTICLES = r"(?:das|da|de|do|dos|del|della|di|la|le|van|der|den)"
_FLAT = r"(?:,?\s(?:m\.|lok\.|apt\.|Apt\.|Whg\.|Top)\s?\d{1,4}[A-Za-z]?)?"
OLD_FOREIGN = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<street>(?:(?:ul\.|al\.|C/|Calle|Rua|Avenida|Av\.|Via|Viale|Rue|Str\.)\s?)?"
    rf"{_WORD}(?:\s(?:{_WORD}|{_PARTICLES})){{0,3}}\s\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}}){{0,2}}{_FLAT}),"
    r"[^\S\n]?(?P<code>\d{2}-\d{3}|\d{3}\s\d{2}|\d{4}-\d{3}|\d{4}\s?[A-Z]{2})"
    rf"[^\S\n](?P<town>{_WORD}(?:[^\S\n]{_WORD}){{0,2}})(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
OLD_CANADA = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}])(?P<town>{_WORD}(?:\s{_WORD}){{0,2}}),?\s(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s"
    r"(?P<code>[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d)(?![\p{L}\p{N}])",
    regex.VERSION1,
)
PAIRS = [
    (OLD_ADDRESS, address_postcodes._ADDRESS),
    (OLD_FOREIGN, address_postcodes._FOREIGN),
    (OLD_CANADA, address_postcodes._CANADA),
]

# What the three patterns read: capitalised words, hyphens, white space, commas, prefixes,
# particles, house and flat numbers, the postcodes, provinces, and letters that break a run.
PIECES = [
    "Kaiser", "Kaiser-", "-", "Upon", "-Avon", "Co", "Co. ", "County ", ".", " ", "  ", ", ", ",", "\n", "x", "ab",
    "Ab'", "’s", "É", "é", "K", "B", "Meath", "Hebden Bridge", "LS6 2QD", "R95 X2Y3", "D6W K2P4", "A82 R2C4", "12 ",
    "1", " 5", "/12", " m. 3", "ul. ", "ul.", "C/", "Calle ", "Rua ", "Str.", "das ", "van ", "12-345", "457 40",
    "4050-123", "3581 RL", "1998", "ON ", "ON", "S6H 1A1", "S6H1A1", "Kwiatowa", "Town", "town",
]


def _found(pattern: regex.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(match.span(group) for group in range(len(match.groups()) + 1)) for match in pattern.finditer(text)]


@pytest.mark.parametrize("seed", [39, 41])
def test_postcode_patterns_as_the_old_ones_on_random_pieces(seed: int) -> None:
    rng = random.Random(seed)
    matched = 0
    for _ in range(20_000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 14)))
        for old, new in PAIRS:
            found = _found(old, text)
            assert _found(new, text) == found, (old.pattern[:40], text)
            matched += bool(found)
    assert matched > 150  # the pieces make addresses often enough for the comparison to say something


@pytest.mark.parametrize(
    "text",
    [
        "12 Oak Lawn, Kilkenny R95 X2Y3",
        "Hebden Bridge HX7 5AB und Stratford-Upon-Avon CV37 6QW",
        "Kaiser-Co. Meath A82 R2C4",
        "xKaiser-Kaiser-Leeds LS6 2QD",
        "ul. Kwiatowa 5/12, 34-400 Nowy Targ",
        "Kaiser-ul. Kwiatowa 5, 34-400 Nowy Targ",
        "Kaiser-Calle Mayor 5, 4050-123 Porto",
        "Storgatan 5, 457 40 Fjällbacka",
        "Regina-Moose Jaw SK S6H 1A1",
        "xRegina-Moose Jaw SK S6H 1A1",
        "Kaiser-" * 40 + "Kaiser LS6 2QD",
        "Kaiser-" * 40 + "Kaiser 12, 12-345 Town",
    ],
)
def test_addresses_as_the_old_patterns(text: str) -> None:
    for old, new in PAIRS:
        assert _found(new, text) == _found(old, text)


class _TooSlow(Exception):
    pass


@contextmanager
def _within(seconds: float) -> Iterator[None]:
    """Fails a test that takes longer than ``seconds`` (the old patterns took minutes here)."""

    def stop(signum: int, frame: object) -> None:
        raise _TooSlow(f"not done within {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize(
    "tail",
    ["", "Kaiser LS6 2QD", "Kaiser 12, 12-345", "Kaiser ON S6H 1A1", "Kaiser 12, 12-345 Bochum"],
)
def test_a_long_hyphenated_run_is_read_in_linear_time(tail: str) -> None:
    # 70,000 characters: the old patterns tried each of the 10,000 pieces and read the rest of
    # the run from there, some 50 million steps a pattern; now one read of the run.
    text = "Kaiser-" * 10_000 + tail
    with _within(10):
        found = [m.source for m in (*postcode_addresses(text), *foreign_addresses(text))]
    # The whole run is the street or the town of the address that ends it.
    expected = {
        "": [],
        "Kaiser LS6 2QD": ["address:postcode-town"],
        "Kaiser 12, 12-345": [],
        "Kaiser ON S6H 1A1": ["address:postcode-town", "address:postcode"],
        "Kaiser 12, 12-345 Bochum": ["address:postcode-street", "address:postcode", "address:postcode-town"],
    }[tail]
    assert found == expected


OLD_NUMBERED = regex.compile(
    r"\p{Lu}[\p{L}.\-]*,?\s(?:(?i:nr\.?|hausnummer)\s?)?\d|\d[A-Za-z]?,?\s\p{Lu}", regex.VERSION1
)


def test_numbered_paragraphs_as_the_old_test_on_random_pieces() -> None:
    pieces = ["Kaiser", "Kaiser-", "-", ".", "x", "K", "ab", " ", ", ", ",", "5", "12", "Nr. ", "nr.", "hausnummer ",
              "Hausnummer", "\n", "É", "é", "5a", "B", "St."]
    rng = random.Random(43)
    numbered = 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
        found = OLD_NUMBERED.search(text) is not None
        assert (address_repeats._NUMBERED.search(text) is not None) == found, text
        numbered += found
    assert numbered > 1000


@pytest.mark.parametrize("text", ["Kaiser-" * 10_000, "x" + "a" * 70_000 + "Kaiser-" * 10_000, "K" * 70_000])
def test_a_long_run_is_tested_for_a_number_in_linear_time(text: str) -> None:
    with _within(10):
        assert address_repeats._NUMBERED.search(text) is None
        assert address_repeats._NUMBERED.search(text + ", 5") is not None
