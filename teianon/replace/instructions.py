"""What a reader sees in a processing instruction: oXygen's change tracking read by its parts.

oXygen writes a review's state into the file as processing instructions
(``<?oxy_comment_start author="…" timestamp="…" comment="…"?>``, ``<?oxy_insert_start author=…?>``,
``<?oxy_delete author=… content="…"?>``): who commented or changed what, and the comment's or
the deleted text's words, which a reader of the file sees as it sees a comment. They are read,
not removed: removing them would accept or drop the tracked changes and lose the review. The
author's value is a person's name or user name, whatever the tables say (as a ``resp`` is); the
comment and the deleted content are prose, read by every detector; timestamps, ids, flags and
colours are codes, which are never read (a timestamp is no name). Any other processing
instruction is prose as a whole.
"""

from __future__ import annotations

import html
from collections.abc import Iterator

import regex
from lxml import etree

# A pseudo-attribute of a processing instruction: name="value" or name='value'.
_PSEUDO = regex.compile(r"""([\w:.\-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_OXYGEN = "oxy_"
# Who made the change or the comment.
AUTHOR_PARTS = frozenset({"author"})
# The words a reader sees: a comment's text, a deletion's content.
PROSE_PARTS = frozenset({"comment", "content"})
# A user name has a letter at least (an author "1" is a code).
_LETTER = regex.compile(r"\p{L}")


def is_tracking(node: etree._ProcessingInstruction) -> bool:
    """An oXygen change-tracking or comment instruction (``oxy_comment_start``, ``oxy_insert_start``)."""
    return str(node.target).startswith(_OXYGEN)


def tracking_parts(text: str) -> Iterator[tuple[str, str]]:
    """(part, value) of an oXygen instruction's data, each value as written and, where it holds
    a character reference, also unescaped (``O&apos;Brien``, ``O'Brien``). An instruction's data
    is no markup: a reader of the file sees ``&apos;`` as written, and the replacement searches
    the data as written, so a name must be found there in that form too."""
    for match in _PSEUDO.finditer(text):
        value = match.group(2) if match.group(2) is not None else match.group(3) or ""
        yield match.group(1), value
        unescaped = html.unescape(value)
        if unescaped != value:
            yield match.group(1), unescaped


def author_names(value: str) -> tuple[str, ...]:
    """The author of a tracked change as a name: the whole value (``Helga Wunderlich``, ``hwunder``)."""
    value = " ".join(value.split())
    return (value,) if len(value) >= 2 and _LETTER.search(value) else ()
