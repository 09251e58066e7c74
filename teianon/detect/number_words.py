"""Telephone numbers written out in words after a cue: ``meine nummer ist null eins sieben eins
…``, ``my number is oh seven seven double nine …`` (NUMBER).

Number words alone are everyday words ("eins zwei drei", "one or two"), so a run of them is a
number after a cue word for a telephone number (``nummer``, ``handy``, ``ruf … an``,
``number``, ``call me``, ``text me``), with at most a few words in between, when the run spells
out at least :data:`MIN_DIGITS` digits; without a cue, when it reads out :data:`MIN_RUN` digits
or more one by one, in words or in words and digits mixed (``null-eins-fünf-neun-…``, ``0 one 7
six 2 3 four 5 6 7 8``), and is no count (``eins zwei drei vier fünf sechs sieben``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_UNITS_DE = "null|eins|ein|zwei|zwo|drei|vier|fünf|fuenf|sechs|sieben|acht|neun"
_TEENS_DE = "zehn|elf|zwölf|zwoelf|dreizehn|vierzehn|fünfzehn|fuenfzehn|sechzehn|siebzehn|achtzehn|neunzehn"
_TENS_DE = "zwanzig|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig"
_UNIT_STEM_DE = "ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun"
# One German number word up to 999: (ein)hundert, sechsundsiebzig, einhundertsechsundsiebzig.
_GERMAN = (
    rf"(?:(?:{_UNIT_STEM_DE})?hundert(?:und)?)?"
    rf"(?:(?:{_UNIT_STEM_DE})und(?:{_TENS_DE})|{_TENS_DE}|{_TEENS_DE}|{_UNITS_DE})"
    rf"|(?:{_UNIT_STEM_DE})?hundert"
)
_ENGLISH = (
    "zero|oh|o|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    "fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|"
    "hundred|double|triple|doppel|doppelt"
)
# The digits of other languages chat is written in, one word each (Dutch, French, Spanish,
# Portuguese, Italian, Polish, Turkish), and Dutch teens and tens, which read out a number in
# pairs as German does (``nul zes, twee drie``, ``zéro six, vingt-trois`` is French's pairs and
# not here). Each is a language's own: a run read out without a cue must keep to one language.
FOREIGN_DIGITS: dict[str, dict[str, int]] = {
    language: {word: int(digit) for word, _, digit in (pair.partition(":") for pair in pairs.split())}
    for language, pairs in {
        "nl": "nul:0 een:1 één:1 twee:2 drie:3 vier:4 vijf:5 zes:6 zeven:7 acht:8 negen:9",
        "fr": "zéro:0 zero:0 un:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9",
        "es": "cero:0 uno:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9",
        "pt": "zero:0 um:1 dois:2 duas:2 três:3 tres:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9",
        "it": "zero:0 uno:1 due:2 tre:3 quattro:4 cinque:5 sei:6 sette:7 otto:8 nove:9",
        "pl": "zero:0 jeden:1 dwa:2 trzy:3 cztery:4 pięć:5 piec:5 sześć:6 szesc:6 siedem:7 osiem:8 dziewięć:9 "
        "dziewiec:9",
        "tr": "sıfır:0 sifir:0 bir:1 iki:2 üç:3 uc:3 dört:4 dort:4 beş:5 bes:5 altı:6 alti:6 yedi:7 sekiz:8 dokuz:9",
    }.items()
}
_DUTCH_PAIRS = (
    "(?:een|één|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|"
    "tachtig|negentig)|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|"
    "twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig"
)
_FOREIGN = "|".join(sorted({w for words in FOREIGN_DIGITS.values() for w in words}, key=len, reverse=True))
# Digits said one by one and written as one word (``nullnull`` for 00, ``nulleinsfünf``,
# ``zerotwo``): two to four digit words of one language glued. Not ``oh``/``o`` (``ohoh``), nor
# a teen or a ten inside (``nullachtfünfzehn`` is the idiom, no number).
_GLUED_DE = "null|eins|zwei|zwo|drei|vier|fünf|fuenf|sechs|sieben|acht|neun"
_GLUED_EN = "zero|one|two|three|four|five|six|seven|eight|nine"
_GLUED = rf"(?:{_GLUED_DE}){{2,4}}|(?:{_GLUED_EN}){{2,4}}"
_GLUED_WORD = lazy(rf"(?:{_GLUED})", regex.IGNORECASE | regex.VERSION1)
_GLUED_PART = lazy(rf"{_GLUED_DE}|{_GLUED_EN}", regex.IGNORECASE | regex.VERSION1)
_WORD = rf"(?:{_GLUED}|{_GERMAN}|{_ENGLISH}|{_DUTCH_PAIRS}|{_FOREIGN})"
# The run: number words separated by spaces, hyphens, commas or slashes.
_RUN = lazy(rf"\b(?:{_WORD})(?:[\s,/\-]+(?:{_WORD}))+(?![\p{{L}}\p{{N}}])", regex.IGNORECASE | regex.VERSION1)
_CUE = lazy(
    # Any compound of "-nummer" ("Rufnummer", "Durchwahlnummer") and a line's name alone
    # ("Festnetz: ...", "landline ...").
    r"(?<![\p{L}])(?:\p{L}*(?:nummer|nr)|handy|telefon|tel|mobil|festnetz|durchwahl|whatsapp|fax|"
    r"ruf(?:e|t)?|anrufen|erreichst|"
    r"(?:phone|cell|mobile|telephone)?number|phone|cell|mobile|landline|call|text|ring|reach|"
    # Dutch, French, Spanish, Portuguese, Italian, Polish, Turkish: the number, the telephone.
    r"telefoon|mobiel|gsm|bel|num(?:é|e)ro|t(?:é|e)l(?:é|e)phone|portable|t(?:e|é)l(?:e|é)fono|m(?:ó|o)vil|celular|"
    r"cellulare|numer|telefon\p{L}*|numara\p{L}*|cep)(?![\p{L}])",
    regex.IGNORECASE | regex.VERSION1,
)
# How far (in characters) before the run its cue may stand: "meine nummer ist", "call me on".
CUE_REACH = 30
MIN_DIGITS = 5
_SPLIT = lazy(r"[\s,/\-]+")
_ONE_DIGIT = frozenset((_UNITS_DE + "|zero|oh|o|one|two|three|four|five|six|seven|eight|nine").split("|")) | {
    w for words in FOREIGN_DIGITS.values() for w in words
}
_REPEAT = {"double": 2, "doppel": 2, "doppelt": 2, "triple": 3}
# Words of every sentence as well as digits ("ein oder ein", "un", "bir", "een"): a run of these
# alone spells nothing.
_PLAIN = frozenset({"o", "oh", "ein", "one", "een", "un", "um", "uno", "bir", "dos", "sei", "due", "tre"})


def is_spelled_number(text: str) -> bool:
    """True if ``text`` is nothing but number words (what this detector proposes)."""
    text = text.strip()
    if _RUN.fullmatch(text) is not None:
        return True
    return _MIXED_RUN.fullmatch(text) is not None and _read_out(text) is not None


def _glued(word: str) -> list[str]:
    """The digit words of a glued word (``nullnull`` -> ``null``, ``null``), or none."""
    if _GLUED_WORD.fullmatch(word) is None:
        return []
    return [part.casefold() for part in _GLUED_PART.findall(word)]


def spelled_digits(run: str) -> int:
    """How many digits a run of number words spells: ``null eins`` two, ``double nine`` two,
    ``sechsundsiebzig`` two, ``einhundertzwölf`` three."""
    count, repeat = 0, 1
    for word in _SPLIT.split(run.casefold()):
        if word in _REPEAT:
            repeat = _REPEAT[word]
            continue
        glued = _glued(word)
        digits = (
            len(glued) if glued else 1 if word in _ONE_DIGIT else 3 if "hundert" in word or word == "hundred" else 2
        )
        count += digits * repeat
        repeat = 1
    return count


# A run of digits said one by one, in words or in words and digits mixed, without a cue
# (``null-eins-fünf-neun-…``, ``0 one 7 six 2 3 four 5 6 7 8``): :data:`MIN_RUN` digits or more
# are a telephone or account number read out; a count (``eins zwei drei los``, ``one two three
# four five six seven``) rises or falls by one and stays.
_DIGIT_WORDS = {
    **dict.fromkeys(("null", "zero", "oh"), 0),
    **dict.fromkeys(("eins", "one"), 1),
    **dict.fromkeys(("zwei", "zwo", "two"), 2),
    **dict.fromkeys(("drei", "three"), 3),
    **dict.fromkeys(("vier", "four"), 4),
    **dict.fromkeys(("fünf", "fuenf", "five"), 5),
    **dict.fromkeys(("sechs", "six"), 6),
    **dict.fromkeys(("sieben", "seven"), 7),
    **dict.fromkeys(("acht", "eight"), 8),
    **dict.fromkeys(("neun", "nine"), 9),
}
# German and English words said together, and each other language's alone.
_LANGUAGES: dict[str, frozenset[str]] = {word: frozenset({"de", "en"}) for word in _DIGIT_WORDS}
for _language, _words in FOREIGN_DIGITS.items():
    for _word in _words:
        _LANGUAGES[_word] = _LANGUAGES.get(_word, frozenset()) | {_language}
_ALL_DIGITS = {**{w: d for words in FOREIGN_DIGITS.values() for w, d in words.items()}, **_DIGIT_WORDS}
# Digits among the words one at a time, or an area code's group with its zero ("0151 zwei …"):
# a year beside a number word ("1939-1944 drei Mal") is none.
_DIGIT_TOKEN = (
    rf"(?:(?:double|triple|doppel|doppelt)[\s\-]+)?(?:{_GLUED}|{'|'.join(sorted(_ALL_DIGITS, key=len, reverse=True))})"
    r"|0\d{0,4}|\d"
)
# The standard library's engine: it scans every post, and this alternation of literals is several
# times faster there than in regex's with IGNORECASE.
_MIXED_RUN = re.compile(rf"(?<!\w)(?:{_DIGIT_TOKEN})(?:[\s,.\-/]+(?:{_DIGIT_TOKEN}))+(?!\w)", re.IGNORECASE)
_TOKEN = lazy(rf"{_DIGIT_TOKEN}", regex.IGNORECASE | regex.VERSION1)
MIN_RUN = 7


def _read_out(run: str) -> list[int] | None:
    """The digits a run says, or None where it holds no word (digits alone are the number
    detector's)."""
    digits: list[int] = []
    worded = False
    languages: frozenset[str] | None = None
    for token in _TOKEN.finditer(run):
        word = token.group().casefold()
        if word[0].isdigit():
            digits += [int(c) for c in word]
            continue
        worded = True
        times = 3 if word.startswith("triple") else 2 if word.startswith(("double", "doppel")) else 1
        last = word.split()[-1].split("-")[-1]
        for digit in _glued(last) or [last]:
            languages = _LANGUAGES[digit] if languages is None else languages & _LANGUAGES[digit]
            if not languages:
                return None
            digits += [_ALL_DIGITS[digit]] * times
    return digits if worded else None


def _counted(digits: list[int]) -> bool:
    """A count up or down (``1 2 3 4 …``, ``9 8 7 …``; begun again once at most: a dancer's
    ``five six seven eight, one two three four``), a short count said again and again, or one
    digit said again and again."""
    steps = [b - a for a, b in zip(digits, digits[1:], strict=False)]
    if set(steps) == {0} or max(steps.count(1), steps.count(-1)) >= len(steps) - 1:
        return True
    # A count said again and again (``eins zwei drei, eins zwei drei, …``, a band's ``one two
    # three four, two two three four``): few digits, mostly rising by one.
    return len(set(digits)) <= 4 and 2 * steps.count(1) >= len(steps)


def read_out_numbers(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each run of at least :data:`MIN_RUN` digits read out one by one."""
    for match in _MIXED_RUN.finditer(text):
        digits = _read_out(match.group())
        if digits is not None and len(digits) >= MIN_RUN and not _counted(digits):
            yield match.span()


@register
class NumberWordsDetector(Detector):
    name = "number_words"
    categories = frozenset({Category.NUMBER})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for start, end in read_out_numbers(text):
            yield Mention(start, end, Category.NUMBER, None, "medium", "number_words:read-out")
        if _CUE.search(text) is None:
            return
        for match in _RUN.finditer(text):
            run = match.group()
            # "o", "ein", "one" alone are words of every sentence ("ein oder ein"), no digits.
            if spelled_digits(run) < MIN_DIGITS or all(w in _PLAIN for w in _SPLIT.split(run.casefold())):
                continue
            before = text[max(0, match.start() - CUE_REACH) : match.start()]
            if _CUE.search(before) is None:
                continue
            yield Mention(match.start(), match.end(), Category.NUMBER, None, "medium", "number_words:phone")
