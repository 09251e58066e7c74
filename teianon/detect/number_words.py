"""Telephone numbers written out in words after a cue: ``meine nummer ist null eins sieben eins
…``, ``my number is oh seven seven double nine …`` (NUMBER).

Number words alone are everyday words ("eins zwei drei", "one or two"), so a run of them is a
number only after a cue word for a telephone number (``nummer``, ``handy``, ``ruf … an``,
``number``, ``call me``, ``text me``), with at most a few words in between, and only when the
run spells out at least :data:`MIN_DIGITS` digits.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

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
_WORD = rf"(?:{_GERMAN}|{_ENGLISH})"
# The run: number words separated by spaces, hyphens, commas or slashes.
_RUN = regex.compile(rf"\b(?:{_WORD})(?:[\s,/\-]+(?:{_WORD}))+(?![\p{{L}}\p{{N}}])", regex.IGNORECASE | regex.VERSION1)
_CUE = regex.compile(
    # Any compound of "-nummer" ("Rufnummer", "Durchwahlnummer") and a line's name alone
    # ("Festnetz: ...", "landline ...").
    r"(?<![\p{L}])(?:\p{L}*(?:nummer|nr)|handy|telefon|tel|mobil|festnetz|durchwahl|whatsapp|fax|"
    r"ruf(?:e|t)?|anrufen|erreichst|"
    r"(?:phone|cell|mobile|telephone)?number|phone|cell|mobile|landline|call|text|ring|reach)(?![\p{L}])",
    regex.IGNORECASE | regex.VERSION1,
)
# How far (in characters) before the run its cue may stand: "meine nummer ist", "call me on".
CUE_REACH = 30
MIN_DIGITS = 5
_SPLIT = regex.compile(r"[\s,/\-]+")
_ONE_DIGIT = frozenset((_UNITS_DE + "|zero|oh|o|one|two|three|four|five|six|seven|eight|nine").split("|"))
_REPEAT = {"double": 2, "doppel": 2, "doppelt": 2, "triple": 3}
_PLAIN = frozenset({"o", "oh", "ein", "one"})


def is_spelled_number(text: str) -> bool:
    """True if ``text`` is nothing but number words (what this detector proposes)."""
    return _RUN.fullmatch(text.strip()) is not None


def spelled_digits(run: str) -> int:
    """How many digits a run of number words spells: ``null eins`` two, ``double nine`` two,
    ``sechsundsiebzig`` two, ``einhundertzwölf`` three."""
    count, repeat = 0, 1
    for word in _SPLIT.split(run.casefold()):
        if word in _REPEAT:
            repeat = _REPEAT[word]
            continue
        digits = 1 if word in _ONE_DIGIT else 3 if "hundert" in word or word == "hundred" else 2
        count += digits * repeat
        repeat = 1
    return count


@register
class NumberWordsDetector(Detector):
    name = "number_words"
    categories = frozenset({Category.NUMBER})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
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
