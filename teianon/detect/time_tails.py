"""Where a name ends before a time: a day, a month or a word of time is no part of a name
(issue 39). A rule that takes capitalised words, or a link word and the words after it (``on``,
``am`` inside ``Stratford upon Avon``, ``Frankfurt am Main``), runs on over the time written
right after the name: ``came from Harwood Brinkley on Monday``, ``Kerstin Hallbauer Dienstag``.
The name ends before it, and a link word (``on``, ``am``, ``last``) before the time goes too.

A weekday ends a name after a link word (``on Monday``, ``am Montag``), before a time or a
date (``Jessen Montag 14 Uhr``), and after a surname (``Kerrin Jessen Montag``); right after a
first name, written with a capital and without such a cue, it is the surname (``Anja Freitag hat
angerufen``, ``bei Lutz Sonntag``: German has ``Freitag``, ``Sonntag`` and ``Montag`` as
surnames); a month or a part of the day only after a link word (``in March``, ``im Januar``,
``this morning``, ``am Abend``), since ``August``, ``April`` and ``June`` are first names too
(``Karl August``) and ``Morgen`` a surname. A name that begins with a day or a
month (``Tuesday Weld``, ``Sunday Times``) is not cut.
"""

from __future__ import annotations

import regex

from .lexicon import CALENDAR_LONG

_WEEKDAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag "
    "samstag sonntag".split()
)
# Days a time stands on: the weekdays, their plurals (``mondays``, ``montags``), the days named
# from today.
_DAYS = (
    _WEEKDAYS
    | {day + "s" for day in _WEEKDAYS}
    | frozenset("sonnabend yesterday today tonight tomorrow gestern vorgestern übermorgen heute".split())
)
# Months, and the parts of a day or a week: a time only after a link word (``this morning``,
# ``am Abend``; ``Morgen`` is a surname too).
_MONTHS = (CALENDAR_LONG - _DAYS) | frozenset(
    "morning evening afternoon night weekend noon midnight morgen abend nachmittag vormittag mittag wochenende".split()
)
_LINKS = frozenset(
    "on in am im an at last next this every since until till by before after seit bis ab letzten letzte "
    "nächsten nächste diesen diese jeden vor nach kommenden kommende".split()
)
_WORD = regex.compile(r"[\p{L}'’]+")
# What says the weekday is a time: a clock time, a date or a time word right after it.
_TIME_AFTER = regex.compile(
    r"\s*,?\s*(?:\d|(?:um|at|ab|gegen|morning|evening|afternoon|night|morgen|abend|nachmittag|vormittag|mittag|"
    r"früh|nacht)\b)",
    regex.IGNORECASE,
)


# The word after a surname: lower case (a verb or a preposition: ``hat``, ``zum``, ``said``).
_LOWER_AFTER = regex.compile(r"[ \t]+\p{Ll}")


def weekday_surname(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a weekday that can be a surname where it stands after a first name
    (``Anja Freitag hat angerufen``, ``bei Lutz Sonntag zum Essen``): capitalised, followed by a
    lower-case word (a verb or a preposition) and by no clock time, date or part of a day."""
    day = text[start:end]
    return (
        day.casefold() in _WEEKDAYS
        and day[:1].isupper()
        and not day.isupper()
        and _LOWER_AFTER.match(text, end) is not None
        and _TIME_AFTER.match(text, end) is None
    )


def _surname_reading(text: str, words: list[regex.Match[str]]) -> bool:
    """A weekday right after a first name, where it reads as the surname."""
    if not weekday_surname(text, words[1].start(), words[1].end()):
        return False
    from .person_words import name_kinds  # it reads the word lists, which import this package

    return name_kinds(words[0].group())[0] is not None


def time_tail(text: str, start: int, end: int) -> int | None:
    """Where the name in ``text[start:end]`` ends before a time it ran on over, or None where it
    takes in none (or begins with one)."""
    words = list(_WORD.finditer(text, start, end))
    for k in range(1, len(words)):
        low = words[k].group().casefold()
        before = words[k - 1].group().casefold()
        if low in _DAYS or (low in _MONTHS and before in _LINKS):
            cut = k - 1 if before in _LINKS else k
            if cut == 1 and k == 1 and low in _DAYS and _surname_reading(text, words):
                return None
            if cut < 1:
                return None
            return words[cut - 1].end()
    return None
