"""Private evidence from the company a listed name keeps: the people listed beside it, the writer
who went somewhere with it, and a person the list files as a band (issue 38).

A notable name is public only where nothing private is said of that bearer; these are shapes,
not words of particular people, weighed in :func:`teianon.annotate.public._outweighed`:

- ``list``: the name is one of a list of people (commas, ``und``, ``and``, ``&``, a role in
  brackets after each: ``Anwesend: Frank Weiß (Vorsitz), Olaf Scholz (Kassenwart), Ines Roth``)
  in which two private full names stand, or one name private evidence already outweighed
  (``our volunteers Emma Watson and Daniel Craig``): a club's line-up, a meeting's minutes, a
  team sheet name the members of a private group, whoever else bears one of the names;
- ``companion``: a one-word name right after ``mit``/``with`` in a sentence in the first person
  or of chat (``ich war gestern mit aida im kino``, ``I went to the pub with Timur``): someone
  the writer spends time with. Not after a work or a show (``der Film mit …``, ``ein Interview
  mit …``), nor a famous surname that is no first name (``wir werden mit Merkel nicht
  koalieren``), nor a world star's name that few others bear (``wir sind mit Rihanna
  aufgewachsen``): it weighs three signs, more than the list and a public cue around the name
  together (``im Kino``);
- a singer the list files as a band (``Helene Fischer``: a first name and one more word) is a
  person for the private evidence before it (``unser Vereinsmitglied Helene Fischer``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import regex

from ..detect.private_cues import words as cue_words
from ..lists import Entry, is_first_name, key_of, public_names
from ..lists.name_frequency import name_class
from ..mention import Category, Mention
from .private_evidence import STAGE_NAME, Word, sentence_words
from .public_words import is_cue

# A member's bracketed role or note ("(Vorsitz)", "(treasurer)") and the separator of a list.
_NOTE = regex.compile(r"[^\S\n]*\([^()\n]{1,40}\)")
_SEPARATOR = regex.compile(
    r"[^\S\n]*[,;/][^\S\n]*(?:(?:und|and|sowie|&|or|oder)[^\S\n]+)?|[^\S\n]+(?:und|and|sowie|&)[^\S\n]+",
    regex.IGNORECASE,
)
# How far (characters) a list's separator and a member's note may reach back from a name.
_GAP = 50
# Members read either side of a name: a team sheet is long, a sentence's list short.
_MEMBERS = 12
# Private full names among a name's list that make the list one of private people.
_PRIVATE_MEMBERS = 2
# Words before "mit"/"with" that make the name after it a work's or a show's guest.
_COMPANION = frozenset({"mit", "with"})
_WRITER = cue_words("first-person") | cue_words("own")
# nam_dict's frequency class from which a given name is common (5: some 1 in 3,000 people bear
# it): Timur, Muhammad, Owen are someone's friends; Rihanna, Shakira, Madonna mostly the star.
_COMMON_CLASS = 5


def is_personal(entries: Iterable[Entry]) -> bool:
    """A person of the notable list, or a singer it files as a band whose name is a first name
    and one more word (``Helene Fischer``, not ``Rammstein``)."""
    for entry in entries:
        if entry.category == "PER":
            return True
        key = key_of(entry.form)
        if entry.kind == "band" and len(key) == 2 and is_first_name(key[0]) and entry.form.istitle():
            return True
    return False


People = tuple[dict[int, Mention], dict[int, Mention]]


def people_of(proposals: Sequence[Mention]) -> People:
    """The persons proposed in a view, by where they start and where they end (built once a view:
    every listed name of a long post asks for its list)."""
    people = [p for p in proposals if p.category in (Category.PER, Category.NICK) and p.subtype != "public"]
    return {p.start: p for p in people}, {p.end: p for p in people}


def _private_full_name(text: str, mention: Mention) -> bool:
    """A person's name of two words or more that the public list does not know, proposed surely."""
    key = key_of(text[mention.start : mention.end])
    return len(key) >= 2 and mention.cert in ("high", "medium") and not public_names().get(key)


def _joined(text: str, left: int, right: int) -> bool:
    """Nothing but a member's note and a list's separator between offsets ``left`` and ``right``."""
    note = _NOTE.match(text, left, right)
    at = note.end() if note is not None else left
    return _SEPARATOR.fullmatch(text, at, right) is not None


def list_members_of(text: str, start: int, end: int, people: People) -> list[Mention]:
    """The persons proposed in a list with the name at ``start``-``end`` (itself left out)."""
    by_start, by_end = people
    members: list[Mention] = []
    at = end
    for _ in range(_MEMBERS):  # to the right
        following = next((by_start[k] for k in range(at + 1, min(len(text), at + _GAP) + 1) if k in by_start), None)
        if following is None or not _joined(text, at, following.start):
            break
        members.append(following)
        at = following.end
    at = start
    for _ in range(_MEMBERS):  # to the left
        before = next((by_end[k] for k in range(at - 1, max(0, at - _GAP) - 1, -1) if k in by_end), None)
        if before is None or not _joined(text, before.end, at):
            break
        members.append(before)
        at = before.start
    return members


def private_list(text: str, start: int, end: int, people: People, private: Sequence[Mention]) -> bool:
    """The name at ``start``-``end`` is one of a list of private people (``people``:
    :func:`people_of` the view's proposals): two private full names in it, or one name private
    evidence outweighed (``private``)."""
    members = list_members_of(text, start, end, people)
    if not members:
        return False
    outweighed = {(m.start, m.end) for m in private}
    if any((m.start, m.end) in outweighed for m in members):
        return True
    return sum(_private_full_name(text, m) for m in members) >= _PRIVATE_MEMBERS


def companion(text: str, words: Sequence[Word], first: int, last: int, entries: Sequence[Entry]) -> bool:
    """A one-word name of a person (a first name of the tables, or a person of the list) right
    after ``mit``/``with`` in a sentence of the writer's (a first-person word in it, or chat's
    lower-case start), not after a work's or a public role's word, and not a famous surname."""
    if last - first != 1 or first < 1 or words[first - 1].key not in _COMPANION:
        return False
    first_name = is_first_name(words[first].key)
    if not first_name and not any(e.category == "PER" for e in entries):
        return False  # "mit Prezi und Dropbox geteilt": a platform one shares with, no one
    if any(e.kind.startswith("surname:") for e in entries) and not first_name:
        return False  # "mit Merkel koalieren": a politician by surname ("mit Owen" is a first name)
    if max((e.weight for e in entries), default=0) >= STAGE_NAME and name_class(words[first].key) < _COMMON_CLASS:
        return False  # "mit Rihanna aufgewachsen": a world star whose name few others bear
    lo, hi = sentence_words(text, words, first, last)
    if first - 2 >= lo:
        head = words[first - 2]
        if is_cue(head.key, "work") or is_cue(head.key, "public"):
            return False  # "der Film mit …", "a show with …"
        if text[head.start : head.start + 1].isupper() and head.key not in _WRITER and first - 2 > lo:
            return False  # a German noun: "Interview mit …", "Konzert mit …", "Duett mit …"
    if any(w.key in _WRITER for w in words[lo:hi]):
        return True
    return text[words[lo].start : words[lo].start + 1].islower()
