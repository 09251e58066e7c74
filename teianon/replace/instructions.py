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
from collections.abc import Iterable, Iterator

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


# A character or entity reference, which oXygen resolves where it shows the instruction.
_REFERENCE = regex.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")


def written_forms(data: str, strings: Iterable[str]) -> Iterator[tuple[str, str]]:
    """(as written, string) for each of ``strings`` that stands in ``data`` once its character
    references are resolved but is written there with one (``S&#248;lvi`` of ``Sølvi``): the
    replacement searches the data as written, a reader of the instruction sees it resolved."""
    if "&" not in data:
        return
    # Where each character of the resolved data begins in the written data (and its end).
    starts: list[int] = []
    resolved: list[str] = []
    at = 0
    for match in _REFERENCE.finditer(data):
        for k in range(at, match.start()):
            starts.append(k)
            resolved.append(data[k])
        for char in html.unescape(match.group()):
            starts.append(match.start())
            resolved.append(char)
        at = match.end()
    for k in range(at, len(data)):
        starts.append(k)
        resolved.append(data[k])
    starts.append(len(data))
    text = "".join(resolved)
    folded = text.casefold()
    same = len(folded) == len(text)  # a casefold that changes lengths (ß) is searched as written
    for string in strings:
        needle = string.casefold() if same else string
        haystack = folded if same else text
        begin = haystack.find(needle)
        while begin >= 0 and needle:
            end = begin + len(needle)
            written = data[starts[begin] : _end_of(data, starts, end)]
            if written != text[begin:end]:
                yield written, string
            begin = haystack.find(needle, end)


def _end_of(data: str, starts: list[int], end: int) -> int:
    """Where the resolved data's first ``end`` characters end as written: before the next
    character's place, or past the reference both come from (one that resolves into two)."""
    if starts[end] == starts[end - 1]:
        return data.index(";", starts[end]) + 1
    return starts[end]


def author_names(value: str) -> tuple[str, ...]:
    """The author of a tracked change as a name: the whole value (``Helga Wunderlich``, ``hwunder``)."""
    value = " ".join(value.split())
    return (value,) if len(value) >= 2 and _LETTER.search(value) else ()
