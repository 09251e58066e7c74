"""Whether the text of a name beside its parts names anyone (``Dr. <surname>…`` does not add a
name, ``Anna Hein<addName>…</addName>`` does). Read by the corpus's own name markup and the
participant list; ``xslt/modules/participants.xsl`` holds the same words and asks what
:func:`loose_name` asks (a test keeps the words equal)."""

from __future__ import annotations

import regex

# What a name's own text may hold beside its parts without naming anyone: titles and forms of
# address, particles and joiners (``Dr. <surname>…``, ``<forename>…</forename> von <surname>…``).
LOOSE_WORDS = frozenset(
    "dr prof med phil jur dipl ing herr herrn frau fräulein mr mrs ms miss mx sir dame lord lady "
    "von van de der den del della di du la le zu zum zur und and et &".split()
)


def names_words(text: str) -> bool:
    """Whether ``text`` holds a word of a name: a capitalised word or one with a digit that is
    no title, form of address or particle."""
    for word in regex.findall(r"[\p{L}\p{N}&]+", text):
        if word.casefold() in LOOSE_WORDS:
            continue
        if word[:1].isupper() or any(c.isdigit() for c in word):
            return True
    return False


# A name written beside a participant's name parts: capitalised words of two letters or more and
# nothing else (``Anna Hein``, ``Jean-Luc O'Neill``); a title, a particle, a comma or a bracket
# beside them (``Dr. …``, ``… (Lehrerin)``, ``von …, …``) leaves the text as it is.
_LOOSE_NAME = regex.compile(r"\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*")


def loose_name(text: str) -> bool:
    """Whether ``text`` beside a participant's name parts is a name of its own and nothing else
    (``xslt/modules/participants.xsl`` asks the same)."""
    words = text.split()
    return _LOOSE_NAME.fullmatch(" ".join(words)) is not None and not any(w.casefold() in LOOSE_WORDS for w in words)
