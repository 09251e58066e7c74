"""PER: a name on a line of its own: the signature of a letter or an e-mail (``Viele Grüße\nJ.
Martin``, ``Love,\nBill``) and a surname written first at a line's start (``BECKER, Anna``).

Split from :mod:`teianon.detect.person_titles` (issue 41: no module over 600 lines), which reads
the titles and initials before a name and asks these functions about the lines around it.
"""

from __future__ import annotations

import regex

from ..read.textview import BARRIER
from .evidence import Words
from .lexicon import is_chat_word

# A word shaped like a name: letters, its parts joined by a hyphen or an apostrophe (O'Neill).
NAME_SHAPE = regex.compile(r"\p{L}+(?:[-'’]\p{L}+)*")

# Words after ``Vorname`` in ``NACHNAME, Vorname, geb. 01.02.1950`` (or its end of line).
_AFTER_SURNAME_FIRST = frozenset("geb geboren born née nee".split())


def word_gap(words: Words, i: int, j: int) -> str:
    """What stands between words i and j of the post."""
    return words.post.text[words[i].end : words[j].start]


def signs_off(words: Words, i: int, k: int) -> bool:
    """Words i to k-1 stand alone on the last line of the text, after a letter's closing
    (``Viele Grüße\nJ. Martin``, ``Yours sincerely,\nJ. Martin``): its signature. Without the
    closing the line is as often the last item of a list (``Gliederung\nA. Einleitung``)."""
    text = words.post.text
    start = max(text.rfind(mark, 0, words[i].start) for mark in ("\n", BARRIER)) + 1
    after = text[words[k - 1].end :]
    if start == 0 or text[start : words[i].start].strip(_SIGNATURE_BEFORE) or _LETTER.search(after):
        return False
    if after.lstrip(".").strip(_SIGNATURE_AFTER + "\n" + BARRIER):
        return False
    # Only the line before is read (a block of the markup may leave empty lines between them).
    lines = [line.strip() for line in regex.split(f"[\n{BARRIER}]", text[max(0, start - 200) : start])]
    closing = next((line for line in reversed(lines) if line), "")
    return closing.endswith(",") or any(w.casefold() in CLOSINGS for w in CLOSING_WORD.findall(closing))


# Words of a letter's closing line (casefolded: ``ß`` is ``ss``).
CLOSINGS = frozenset(
    w.casefold()
    for w in "grüße gruß grüßen greetings regards wishes sincerely faithfully truly yours cheers love "
    "hochachtungsvoll herzlich herzlichst ihr ihre dein deine euer eure".split()
)
CLOSING_WORD = regex.compile(r"\p{L}+")
# Words that close a letter on the name's own line only with their comma (``Love, Mum``, ``Best,
# Tom``); without it they are the clause's (``omg love Taylor Swift``, ``the best Mario Kart``).
COMMA_CLOSINGS = frozenset("love best cheers yours thanks".split())


# What may stand around a signature on its line: a dash or a bullet before it, a comma after
# it. A full stop or an exclamation mark after the word makes it a sentence (``Ah!``, ``Joke.``).
_SIGNATURE_BEFORE = " \t-–—*>~"
_SIGNATURE_AFTER = " \t,"


def signature(words: Words, i: int) -> bool:
    """Word i, capitalised, stands alone on its line or in its post: the name a letter or an
    e-mail is signed with (``Love,\nBill``, ``Best wishes\nMarcie``). The caller checks that it
    is a first name of the tables and no month."""
    word = words[i]
    if not word.capitalised or (word.text.isupper() and len(word.text) > 1) or is_chat_word(word.text):
        return False  # an interjection alone ("Ah", "Oh") is none
    text = words.post.text
    start = text.rfind("\n", 0, word.start) + 1
    end = text.find("\n", word.end)
    if not (
        text[start : word.start].strip(_SIGNATURE_BEFORE) == ""
        and text[word.end : len(text) if end < 0 else end].strip(_SIGNATURE_AFTER) == ""
    ):
        return False
    # A signature ends the text: a word alone on a line with more text after it is a heading
    # (``Chapter One\nHope\n…``), and the last of a list (``Colours:\nRose\nViolet\nAmber``) follows
    # a line of one word or a line that announces it.
    if end >= 0 and _LETTER.search(text, end):
        return False
    lines = [line.strip() for line in regex.split(f"[\n{BARRIER}]", text[:start]) if _LETTER.search(line)]
    if lines and lines[-1].endswith(":"):
        return False
    return not (len(lines) >= 2 and " " not in lines[-1] and (" " not in lines[-2] or lines[-2].endswith(":")))


def surname_first(words: Words, i: int) -> int | None:
    """``BECKER, Anna`` and ``Becker, Anna, geb. 01.02.1950`` at the start of a line or a post:
    the end of the first names after the comma (``Anna``, ``Anna Maria``), or None where the
    words do not have that shape. The caller checks the tables."""
    if i + 1 >= len(words) or not at_line_start(words, i) or word_gap(words, i, i + 1).strip(" \t") != ",":
        return None  # on one line: "Love,\nBill" closes a letter
    if not (words[i].capitalised and NAME_SHAPE.fullmatch(words[i].text) and words[i + 1].capitalised):
        return None
    end = i + 2
    if end < len(words) and words.adjacent(end - 1, end) and words[end].capitalised and not words[end].text.isupper():
        end += 1  # a second first name: "Anna Maria"
    if end == len(words):
        return end
    gap = word_gap(words, end - 1, end)
    if "\n" in gap or any(mark in gap for mark in ",;(") or words[end].folded in _AFTER_SURNAME_FIRST:
        return end
    return None


_LETTER = regex.compile(r"\p{L}")


def at_line_start(words: Words, i: int) -> bool:
    """Word i opens its line: nothing but a number or a bullet before it there, or a label
    that ends in a colon (``Patientin: BECKER, Anna``, ``Name: Becker, Anna``)."""
    text, start = words.post.text, words[i].start
    # Only the line's start is read: asked at every word, a copy of the text before it would
    # cost the square of a long post's length.
    # A block of the markup (a <p>, a line of <lb/>) starts a line too.
    line = max(text.rfind("\n", 0, start), text.rfind(BARRIER, 0, start)) + 1
    return _LETTER.search(text, line, start) is None or _LABEL.fullmatch(text, line, start) is not None


# A form's label before its value: one to three words and a colon (``Patient:``, ``Name der
# Mutter:``, ``Name, Vorname:``, ``Applicant:``), nothing else on the line before the name but a number or a bullet.
_LABEL = regex.compile(r"[^\p{L}\n]*\p{L}[\p{L}.-]*(?:[,/]?[^\S\n]+[\p{L}.-]+){0,2}[^\S\n]*:[^\S\n]*")
