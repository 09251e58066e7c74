"""Whether the text of a name beside its parts names anyone (``Dr. <surname>…`` does not add a
name, ``Anna Hein<addName>…</addName>`` does). Read by the participant list and the corpus's own
name markup; ``xslt/modules/participants.xsl`` holds the same words (a test keeps them equal)."""

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
    no title, form of address or particle (``xslt/modules/participants.xsl`` asks the same of
    a participant's name beside its parts, with the same words)."""
    for word in regex.findall(r"[\p{L}\p{N}&]+", text):
        if word.casefold() in LOOSE_WORDS:
            continue
        if word[:1].isupper() or any(c.isdigit() for c in word):
            return True
    return False
