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


# A description after a person's name in brackets (``Herbert Sonnleitner (Vater)``, ``(Oma,
# 81)``, ``(teacher)``): a role or a relation, which a participant's name in the header often
# carries, and no part of the name.
_DESCRIBED = regex.compile(r"(?P<name>.*?\S)\s*\((?P<description>[^()]*)\)\s*")
# Words that put a name of its own into the brackets: a birth or a former name.
_NAME_BEFORE = regex.compile(r"(?i:geb\.|geborene?|verh\.|verheiratete?|née|nee|born|formerly|vormals)\s+")


def described(text: str) -> tuple[str, str | None]:
    """A person's name written with a description in brackets after it: the name, and a name
    the brackets hold (``Anna Hein (geb. Schulz)``, ``(Anna Schulz)``) or None
    (``Herbert Sonnleitner (Vater)`` is the name ``Herbert Sonnleitner``: its words are no
    name to look for in the text)."""
    match = _DESCRIBED.fullmatch(text)
    if match is None or not names_words(match["name"]):
        return text, None
    inner = " ".join(match["description"].split())
    marker = _NAME_BEFORE.match(inner)
    rest = inner[marker.end() :] if marker else inner
    other = rest if loose_name(rest) and (marker is not None or len(rest.split()) > 1) else None
    return match["name"], other
