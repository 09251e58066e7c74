"""What a run of digits is when it is no one's number: a range, a score, an amount, a count.

The ``digits`` rule of :mod:`teianon.detect.number` takes any run of six digits or more in
groups; the reader reads the spaces and dashes of typesetting (no-break, thin and narrow
no-break space, en dash) as plain ones, so that a telephone number or an IBAN grouped by them is
found (:func:`teianon.read.reader.legible`). The same spaces group the thousands of amounts and
counts (``1 250 000 €``, ``1 487 708 Einwohner``) and the same dash writes scores and ranges
(``112–108``, ``S. 999–1012``, ``1998–2004–2010``): these stay.
"""

from __future__ import annotations

import regex

from ..lists import german_nouns
from .evidence import is_common_word

# Thousands grouped as an amount is: a first group of one to three digits (no leading zero, which
# a telephone number's area code has), then groups of three.
_THOUSANDS = regex.compile(r"[1-9]\d{0,2}(?: \d{3})+")
# Currencies and units right before an amount: "€ 1 250 000", "$ 2 400 000", "CHF 1 200 000".
_CURRENCY_BEFORE = regex.compile(
    r"(?:[€$£¥₹]|\b(?i:eur|euro|usd|chf|gbp|sfr\.?|fr\.|dollar|pfund|us\$))[^\S\n]?$", regex.VERSION1
)
_WORD_AFTER = regex.compile(r"[^\S\n]?([€$£¥₹%‰]|\p{L}[\p{L}²³.]*)", regex.VERSION1)
# Units, currencies and what people count after an amount (German and English): a number before
# one of them counts it.
UNITS = frozenset(
    """
    € $ £ ¥ ₹ % ‰ eur euro euros usd dollar dollars chf franken gbp pfund pound pounds cent cents
    yen rubel rupien rupees kronen kroner kronor złoty zloty mio mrd million millionen milliarden
    mm cm m m² m³ qm km km² kg g mg t kt mt l ml hl kwh mwh gwh w kw mw ps hp gb mb tb kb
    meter metern kilometer kilometern kilometers kilometres miles meilen feet fuß ft yards
    gramm kilo kilogramm tonnen tons tonnes liter litre liters litres barrel barrels hektar
    hectares acres quadratmeter
    einwohner einwohnern einwohnerinnen menschen leute personen bewohner besucher besucherinnen
    zuschauer zuschauerinnen mitglieder teilnehmer teilnehmende stimmen wähler wählerinnen fans
    follower followers abonnenten abos klicks aufrufe views likes downloads exemplare stück stk
    fahrzeuge autos einheiten arbeitsplätze beschäftigte mitarbeiter mitarbeiterinnen
    studierende studenten schüler kinder opfer tote fälle infizierte haushalte wohnungen
    punkte tore jahre tage stunden minuten sekunden mal
    people persons residents inhabitants citizens visitors viewers spectators members users
    participants votes voters followers subscribers clicks hits copies units vehicles cars jobs tickets
    karten
    employees workers students children deaths cases households homes points goals
    years days hours minutes seconds times
    """.split()
)
# A number's cue before a run of thousands: then it is that number ("Kundennummer 123 456 789").
_NUMBER_CUE_BEFORE = regex.compile(
    r"(?<!\p{L})(?i:nummer|nr\.?|no\.?|number|id|tel\.?|telefon|phone|fax|handy|mobil|konto|account|code|pin"
    # Where one is called or texted: "ruf mich an unter 123 456 789", "call me on 555 123 456".
    r"|unter|erreichbar|anrufen|call\s+me\s+on|call\s+me\s+at|ring\s+me\s+on|text\s+me\s+on|on|at)"
    r"[^\S\n]?(?:[:#=]|ist|is|lautet)?[^\S\n]*$",
    regex.VERSION1,
)
# Words after a number that close a message rather than count (``… 789 Danke``, ``… Thanks x``).
_CLOSING_WORDS = frozenset("danke dank bitte gruß grüße lg vg mfg thanks thank thx cheers please ok okay".split())
# Pages and years before a range: "S. 999–1012", "pp. 98-104", "Seiten 99 – 102".
_PAGES_BEFORE = regex.compile(r"(?:\b(?i:s|p|pp|seite|seiten|page|pages|bd|vol|jahre|years)\.?)[^\S\n]?$")
_DASH = regex.compile(r" ?[-–] ?")


def range_or_amount(value: str) -> bool:
    """``1880-1963``, ``306-312`` (years, pages: two numbers of one length, rising), years
    shortened after the first (``1811-15``), lists of years, a year beside a short number, and
    round amounts with spaces between the thousands (``2 655 000``)."""
    parts = _DASH.split(value)
    if len(parts) == 2 and all(p.isdigit() for p in parts) and len(parts[0]) == len(parts[1]):
        return 0 < int(parts[1]) - int(parts[0]) < 1000 or score(parts)
    # Years shortened after the first ("1811-15", "the acts of 1827-8-32"): a phone number has
    # no such parts. (A span to a year, "870-1970", stays: a local number "235-1972" has its shape.)
    if (
        len(parts) >= 2
        and all(p.isdigit() for p in parts)
        and len(parts[0]) == 4
        and 1000 <= int(parts[0]) <= 2099
        and all(len(p) <= 2 for p in parts[1:])
    ):
        return True
    if len(parts) > 2 and all(_year(p) for p in parts) and parts == sorted(parts):
        return True  # years in steps: "1998–2004–2010"
    groups = value.split()
    if len(groups) > 2 and all(g.isdigit() and g[0] != "0" for g in groups):
        numbers = [int(g) for g in groups]
        if all(b - a == 1 for a, b in zip(numbers, numbers[1:], strict=False)):
            return True  # a count or a list's numbering: "1 2 3 4 5 6 7 8 9 10"
    years = [_year(g) for g in groups]
    if len(groups) > 1 and all(years):
        return True  # a list of years: "1895 1860 1904"
    if len(groups) == 2 and any(years) and min(len(g) for g in groups) <= 3:
        return True  # a year beside a count or a day: "die 1996 60 der Sitze", "September 20 1888"
    return bool(regex.fullmatch(r"\d{1,3}(?: \d{3})* 000", value))


def _year(part: str) -> bool:
    return len(part) == 4 and part.isdigit() and 1000 <= int(part) <= 2099


# How far apart the two sides of a score are at most (a basketball game's 111-100); an access
# code of two groups ("600-480", "857-771") is as often further apart.
_SCORE_GAP = 40


def score(parts: list[str]) -> bool:
    """Two numbers of up to three digits, no leading zero, close to each other, apart by a dash:
    a result (``112–108``, ``121-117``), whichever side won; a telephone number's parts are
    longer or begin with its area code's zero."""
    return (
        len(parts) == 2
        and all(p.isdigit() and len(p) <= 3 and p[0] != "0" for p in parts)
        and abs(int(parts[0]) - int(parts[1])) <= _SCORE_GAP
    )


def amount_here(text: str, start: int, end: int) -> bool:
    """Whether the digits ``text[start:end]`` are an amount, a count or a range where they
    stand: thousands before a unit or after a currency (``1 234 567 Einwohner``, ``€ 2 400
    000``), a rising range after a word of pages (``S. 999–1012``) or of few steps (``999–1012``)."""
    value = text[start:end]
    window = text[max(0, start - 24) : start]
    if _THOUSANDS.fullmatch(value) is not None:
        if _CURRENCY_BEFORE.search(window) is not None:
            return True
        after = _WORD_AFTER.match(text, end)
        if after is not None and _NUMBER_CUE_BEFORE.search(window) is None:
            word = after.group(1).rstrip(".")
            if word.casefold() in UNITS:
                return True
            # In German the counted noun is capitalised after the number: "12 345 678 Zuschauer".
            if (
                word[:1].isupper()
                and len(word) > 2
                and word.casefold() not in _CLOSING_WORDS
                and word in german_nouns()
                and is_common_word(word)
            ):
                return True
    parts = _DASH.split(value)
    if len(parts) == 2 and all(p.isdigit() and p[0] != "0" for p in parts) and len(parts[1]) > len(parts[0]):
        rise = int(parts[1]) - int(parts[0])
        return 0 < rise <= 100 or 0 < rise < 1000 and _PAGES_BEFORE.search(window) is not None
    return False
