"""Words that are the structure of a copied record, not names: a vCard's property names
(``ADR;TYPE=HOME:``, ``TEL;TYPE=CELL:``, ``N:``, ``X-ABLabel:``), a mail's header labels
(``Von:``, ``Betreff:``, ``From:``, ``mailto:``) and the line a mail client writes over a
forwarded or quoted message (``---------- Forwarded message ---------``,
``-----Ursprüngliche Nachricht-----``). The tagger reads such a capitalised word at a line's
start as a name; replacing it loses the record's shape and names no one.
"""

from __future__ import annotations

import regex

# vCard's property names (RFC 2426, 6350) and its extensions (``X-…``), in capitals at a line's
# start right before their parameters or value; a name in capitals before a colon (``ANNA: hi``)
# is a chat's addressing, and stays a name.
_PROPERTIES = frozenset(
    "BEGIN END VERSION FN N NICKNAME PHOTO BDAY ANNIVERSARY GENDER ADR TEL EMAIL IMPP LANG TZ GEO TITLE ROLE "
    "LOGO ORG MEMBER RELATED CATEGORIES NOTE PRODID REV SOUND UID CLIENTPIDMAP URL KEY FBURL CALADRURI CALURI "
    "LABEL AGENT MAILER SORT-STRING CLASS KIND".split()
)
_EXTENSION = regex.compile(r"X-[A-Za-z0-9\-]+", regex.VERSION1)
_ITEM = regex.compile(r"(?:item\d+\.)?", regex.VERSION1)
_HEADER_LABELS = frozenset(
    "von an cc bcc betreff gesendet datum antwort kopie from to sent subject date reply-to mailto".split()
)
# A mail client's separator line: dashes (or underscores) around a few words.
# Its words are letters and single spaces, so that no two parts of the pattern can take the same
# run of spaces (a line of spaces would cost time with the square of its length).
_SEPARATOR_LINE = regex.compile(r"[-_=]{3,} ?\p{L}+(?: \p{L}+){0,5} ?[-_=]{3,}", regex.VERSION1)
# A separator line is short: a longer line is none, and is not matched at all.
_LONGEST_SEPARATOR = 80


def record_word(text: str, start: int, stop: int) -> bool:
    """``text[start:stop]`` is a vCard property, a mail header's label or a word of a mail
    client's separator line."""
    word = text[start:stop]
    after = text[stop : stop + 1]
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", stop)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if len(line) <= _LONGEST_SEPARATOR and _SEPARATOR_LINE.fullmatch(line.strip()):
        return True
    if after not in (":", ";") or _ITEM.fullmatch(text[line_start:start].strip()) is None:
        return False
    return (
        (after == ":" and word.casefold() in _HEADER_LABELS)
        or word in _PROPERTIES
        or _EXTENSION.fullmatch(word) is not None
    )
