"""The writer's own case: a first or second person, or a letter's greeting or closing, around a
name that a court would make public (``Das Amtsgericht … hat meine Klage abgewiesen``): read by
:mod:`teianon.annotate.public_courts`. (A judge's name is public only on a public stage, issue 38:
:func:`teianon.annotate.public_frames.by_role`.)"""

from __future__ import annotations

from functools import lru_cache
from itertools import islice

import regex

from ..mention import Mention
from .public_words import cue_table

# The writer or the one written to, in chat, mail and letters: "ich", "mir", "my", "du", "we".
_PERSONAL = regex.compile(
    r"\b(?:ich|mich|mir|mein\w*|wir|uns|unser\w*|du|dich|dir|dein\w*|euch|euer\w*|eure\w*|"
    r"I|me|my|mine|we|us|our|ours|you|your|yours)\b",
    regex.IGNORECASE,
)
# A letter's formal address, capitalised inside a sentence ("hat Ihren Antrag abgelehnt"); at a
# sentence's start "Sie" is as often "she".
_FORMAL = regex.compile(r"(?<=\p{L}[,;:]?\s+)(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b")
_SENTENCE = regex.compile(r"[.!?\n]")


def _own_dealings(text: str, span: Mention) -> bool:
    """A first or second person in the sentence of a court's name, or in the sentence before or
    after it (``Das Amtsgericht … hat meine Klage abgewiesen``, ``hat Ihren Antrag abgelehnt``),
    or a letter's greeting or closing in the post (``Liebe Eltern,``, ``Kind regards``): the
    writer's own case, or that of the person a letter writes to. The sentences are looked for within
    :data:`_AROUND` characters of the name, so that a long post with many names costs its length
    once per name, not its square."""
    if _has_letter_line(text):
        return True
    window = max(0, span.start - _AROUND)
    ends = [m.end() for m in _SENTENCE.finditer(text, window, span.start)]
    start = ends[-2] if len(ends) >= 2 else window
    after = list(islice(_SENTENCE.finditer(text, span.end, span.end + _AROUND), 2))
    end = after[1].start() if len(after) >= 2 else min(len(text), span.end + _AROUND)
    around = text[start : span.start] + " " + text[span.end : end]
    return _PERSONAL.search(around) is not None or _FORMAL.search(around) is not None


def writers_own_case(text: str, span: Mention) -> bool:
    """A first or second person in the sentences around the span, or a letter's line in the
    post (see :func:`_own_dealings`): the writer's own case or place, not a judgment's."""
    return _own_dealings(text, span)


# How far before and after a court's name its sentences are looked for.
_AROUND = 400


@lru_cache(maxsize=64)
def _has_letter_line(text: str) -> bool:
    """Whether a post holds a letter's greeting or closing line: asked once per post, not per name."""
    return _letter_line().search(text) is not None


@lru_cache(maxsize=1)
def _letter_line() -> regex.Pattern[str]:
    """A line that opens with a letter's greeting and a comma-ended address, or that is a closing."""
    greetings = "|".join(regex.escape(g) for g in sorted(cue_table("greeting")[0], key=len, reverse=True))
    closings = "|".join(
        regex.escape(c)
        for c in (
            "mit freundlichen grüßen",
            "viele grüße",
            "liebe grüße",
            "beste grüße",
            "kind regards",
            "best regards",
            "best wishes",
            "yours sincerely",
            "yours faithfully",
            "many thanks",
        )
    )
    return regex.compile(rf"(?im)^[ \t]*(?:(?:{greetings})\b[^\n]{{0,60}},[ \t]*$|(?:{closings})[ \t]*[,.!]?[ \t]*$)")
