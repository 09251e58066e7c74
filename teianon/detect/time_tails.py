"""Where a name ends before a time: a day, a month or a word of time is no part of a name
(issue 39). A rule that takes capitalised words, or a link word and the words after it (``on``,
``am`` inside ``Stratford upon Avon``, ``Frankfurt am Main``), runs on over the time written
right after the name: ``came from Harwood Brinkley on Monday``, ``Kerstin Hallbauer Dienstag``.
The name ends before it, and a link word (``on``, ``am``, ``last``) before the time goes too.

A weekday ends a name wherever it stands after the first word (no private name goes on with
``Monday``); a month or a part of the day only after a link word (``in March``, ``im Januar``,
``this morning``, ``am Abend``), since ``August``, ``April`` and ``June`` are first names too
(``Karl August``) and ``Morgen`` a surname. A name that begins with a day or a
month (``Tuesday Weld``, ``Sunday Times``) is not cut.
"""

from __future__ import annotations

import regex

from .lexicon import CALENDAR_LONG

_DAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag "
    "samstag sonnabend sonntag mondays tuesdays wednesdays thursdays fridays saturdays sundays montags "
    "dienstags mittwochs donnerstags freitags samstags sonntags yesterday today tonight tomorrow gestern "
    "vorgestern übermorgen heute".split()
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


def time_tail(text: str, start: int, end: int) -> int | None:
    """Where the name in ``text[start:end]`` ends before a time it ran on over, or None where it
    takes in none (or begins with one)."""
    words = list(_WORD.finditer(text, start, end))
    for k in range(1, len(words)):
        low = words[k].group().casefold()
        before = words[k - 1].group().casefold()
        if low in _DAYS or (low in _MONTHS and before in _LINKS):
            cut = k - 1 if before in _LINKS else k
            if cut < 1:
                return None
            return words[cut - 1].end()
    return None
