"""A participant named by a group or a role: ``Elternbeirat``, ``Hausverwaltung``, ``Orga-Team``,
``Support``, ``Parents Council``.

Messenger groups and forums have accounts of a board, an office or a team as often as of a
person. Such a name is a noun of the language whose last word (or a compound's head) is a
group's or an office's word; it names no person, and its parts are words of their own (``Liebe
Eltern`` greets the parents, not the ``Elternbeirat``). :func:`is_group_noun` says so for a
participant's name:

- :mod:`teianon.detect.forms` gives such a name no compound variants (``Eltern``, ``Beirat``);
- :mod:`teianon.pseudonym.pseudonymise` gives it a group's or a role's surrogate of the text's
  language (:data:`GROUP_SURROGATES`), not a person's first name.

A name the person tables know (``Rat`` is a surname too) is a name only when it is the whole
name; a word that merely ends in a head (``Leitungswasser`` does not; ``Vorrat``) is no group:
the head must be the compound's last part and the rest four letters at least, or the word
alone; of two words, the first is no first name (``Anna Rat`` is a person).
"""

from __future__ import annotations

import regex

from .lexicon import is_name

# The heads of groups, boards, offices and teams, German and English (case-folded).
_HEADS = (
    "rat beirat vorstand verwaltung leitung team redaktion verein gruppe ausschuss komitee kommission "
    "kollegium sekretariat büro buero orga moderation administration verwaltungsteam stammtisch "
    "elternschaft schülerschaft belegschaft mannschaft vertretung versammlung präsidium praesidium "
    "support admin admins mods council committee board staff office management crew helpdesk desk"
).split()
_ALONE = frozenset(_HEADS)
_HEAD = regex.compile(rf"(?:\p{{L}}{{4,}}-?)(?:{'|'.join(sorted(_HEADS, key=len, reverse=True))})", regex.IGNORECASE)
_WORDS = regex.compile(r"\p{L}+(?:-\p{L}+)*")

# A group's or a role's surrogate, by language: what a reader takes for an account of a board
# or an office, none a person's name.
GROUP_SURROGATES: dict[str, tuple[str, ...]] = {
    "de": (
        "Schulvorstand",
        "Festausschuss",
        "Orga-Team",
        "Förderkreis",
        "Jugendrat",
        "Festkomitee",
        "Vereinsvorstand",
        "Hausverwaltung",
        "Sekretariat",
        "Klassenrat",
        "Kassenprüfung",
        "Gemeinderat",
    ),
    "en": (
        "Parents Council",
        "Events Committee",
        "Organising Team",
        "Support Desk",
        "Board",
        "Staff Office",
        "Residents Committee",
        "Admin Team",
        "Help Desk",
        "Class Council",
    ),
}


def is_group_noun(name: str) -> bool:
    """``name`` (a participant's) is a group's or an office's noun: one word (or two, English:
    ``Parents Council``) whose last word is a head of :data:`_HEADS` or a compound ending in one."""
    words = _WORDS.findall(name)
    if not words or len(words) > 2 or "".join(words).casefold() != regex.sub(r"[\s]", "", name).casefold():
        return False
    if len(words) == 2 and is_name(words[0]):
        return False
    last = words[-1]
    if not last[:1].isupper() and not last.islower():
        return False
    return last.casefold() in _ALONE or _HEAD.fullmatch(last) is not None
