"""One surrogate per person across the run, also for a part of a full name met alone.

A person named in full in one file (a participant ``Quirin Ostendorp`` in the header, a PER
``Roswitha Kettelhake`` in a post) is often named by the surname or the first name alone in
another (``Ostendorp hat abgesagt``, ``Frau Kettelhake``); the docs promise the same surrogate
for the same referent across the corpus. A part alone that a participant's full name holds gets
that participant's part surrogate (drawn as the header's name draws it); and a one-word reference
that the tagger typed as a place, an organisation or a thing (``Ostendorp`` as a LOC) but that
the run knows as a part of a person's full name gets a person's surrogate, never a town's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import regex

from ..detect.folding import name_key
from ..detect.forms import NAME_JOINERS
from ..detect.person_honorifics import HONORIFIC_SUFFIXES
from ..replace.inventory import Inventory, Participant
from . import surrogates as s

_WORD = regex.compile(r"[\p{L}\p{N}]+")
# The German genitive of a Slavic woman's surname (``Iwanowas Tochter``, ``Nowakowskas``): a
# person's, also where the tagger took it for an organisation or a place; its surrogate keeps the
# ending. Not where the stem is a place of the lists (``Nebraskas``).
_DECLINED_SURNAME = regex.compile(r"\p{Lu}\p{Ll}+(?:owa|ewa|ova|eva|aja|ska|cka|zka)s")


def declined_surname(word: str) -> bool:
    """``word`` is the genitive of a Slavic woman's surname that no place of the lists is."""
    return _DECLINED_SURNAME.fullmatch(word) is not None and not s.places().get(s.key_of(word[:-1]))


# Initials alone: "Q. Y.", "M.O.", "R. Ö.-T.".
_ONLY_INITIALS = regex.compile(r"\p{Lu}\.(?:(?:\s?|-)\p{Lu}\.)*")


def is_name_joiner(segment: str, form: str) -> bool:
    """``segment`` of ``form`` is a particle or a joining word of a name: a known particle
    (:data:`~teianon.pseudonym.surrogates.PARTICLES`) or, in lower case in a name of several
    words, one of :data:`~teianon.detect.forms.NAME_JOINERS` (``ibn``, ``al-``, ``aka``): they name
    no one, and a first name in their place (``Harun jesus Khaldar``) reads as no name does."""
    key = s.fold(segment)
    if key in s.PARTICLES:
        return True
    if not segment.islower() or key not in NAME_JOINERS:
        return False
    words = _WORD.findall(form)
    # Between names, or glued to the name it is of ("al-Haddadi"); a first word is a name
    # itself ("ben kowalski").
    return len(words) > 1 and (words[0] != segment or form.startswith(segment + "-"))


def is_honorific(segments: list[str], index: int) -> bool:
    """Segment ``index`` is a Japanese or Korean honorific glued to the name before it
    (``Okabe-sensei``): a word of address, which stays."""
    segment = segments[index]
    return (
        index >= 2
        and segment.islower()
        and segment in HONORIFIC_SUFFIXES
        and segments[index - 1] in ("-", "‐")
        and segments[index - 2][:1].isupper()
    )


def stays_in_name(segments: list[str], index: int, form: str) -> bool:
    """Segment ``index`` of a participant's name ``form`` stays in its surrogate: a separator, a
    joining word in lower case (``ibn``, ``alias``; a nickname's ``Le`` is a name's) or an
    honorific (``-chan``)."""
    segment = segments[index]
    return (
        not segment[:1].isalnum()
        or (segment.islower() and is_name_joiner(segment, form))
        or is_honorific(segments, index)
    )


# The categories a person's name part is sometimes typed as in another file.
RETYPED = frozenset({"GPE", "LOC", "ORG", "OTH", "NICK"})


def _name_words(name: str) -> list[str]:
    """The words of a full name written with spaces (``Quirin Ostendorp``; not ``SkyWalker88``,
    one nickname), without particles and initials; none where it is one word."""
    if len(name.split()) < 2:
        return []
    words = [w for w in s.segments(name) if w.isalpha() and len(w) > 1 and s.fold(w) not in s.PARTICLES]
    return words if len(words) >= 2 else []


def _participant_words(person: Participant) -> list[str]:
    """The words of a participant's full name: of a name written with spaces, and where the
    header marks a surname (``<forename>Quirin</forename> <surname>Ostendorp</surname>``, two
    names), of its names that are words (not a nickname ``marlowe_k``)."""
    words = [w for name in person.names for w in _name_words(name)]
    if person.surnames:
        words += [name for name in person.names if name.isalpha() and len(name) > 1 and name[:1].isupper()]
    return words


class FullNameParts:
    """The parts of the run's full names of persons, for :class:`~teianon.pseudonym.pseudonymise.Pseudonymiser`."""

    key: Any
    participants: dict[str, Participant]

    def _entry(self, person: Participant, lang: str) -> dict[str, Any]:
        raise NotImplementedError

    def participant_form(self, person: Participant, form: str, lang: str) -> str:
        raise NotImplementedError

    def _segment(
        self, parts: dict[str, str], referent: str, segment: str, sex: str, language: str, name_like: bool
    ) -> str:
        raise NotImplementedError

    def _read_full_names(self, inventories: Iterable[Inventory], replaced: Any) -> None:
        """``replaced``: whether a participant's names get surrogates (not anonymised before)."""
        # Name key of a part -> the participant whose full name holds it (None: a PER's).
        self._full_parts: dict[str, Participant | None] = {}
        for person in self.participants.values():
            if replaced(person):
                for word in _participant_words(person):
                    self._full_parts.setdefault(name_key(word), person)
        # (file, post) -> the one-word first names of persons in that post, for initials beside them.
        self._post_names: dict[tuple[str, str], list[str]] = {}
        self._at = ("", "")
        for inventory in inventories:
            for reference in inventory.references:
                if reference.category == "PER" and reference.participant is None:
                    for word in _name_words(reference.original):
                        self._full_parts.setdefault(name_key(word), None)
                    if reference.original.isalpha():
                        self._post_names.setdefault((inventory.source, reference.post), []).append(reference.original)

    def initials_beside(self, original: str, made: str) -> str:
        """The surrogate ``made`` of initials (``Q. Y.``) whose post names a first name of that
        initial (``Q. Y. – Quirin –``) begins with the initial of that name's surrogate: a drawn
        letter would contradict the surrogate beside it."""
        initials = _ONLY_INITIALS.fullmatch(original)
        if initials is None or not made[:1].isalpha():
            return made
        table = self.key.data["references"].get("PER", {})
        for name in self._post_names.get(self._at, ()):
            surrogate = table.get(name, "")
            if name[:1] == original[:1] and surrogate[:1].isalpha():
                return s.case_like(surrogate[:1], original[:1]) + made[1:]
        return made

    def _full_name_of(self, segment: str) -> tuple[bool, Participant | None]:
        """Whether ``segment`` (or the name of its genitive, ``Ostendorps``) is a part of a full
        name of the run, and the participant whose it is."""
        for word in (segment, segment[:-1] if len(segment) >= 4 and segment[-1:] in "sS" else ""):
            key = name_key(word) if word else ""
            if key and key in self._full_parts:
                return True, self._full_parts[key]
        return False, None

    def is_person_part(self, original: str) -> bool:
        """A one-word reference that the run knows as a part of a person's full name."""
        words = [w for w in s.segments(original) if w[:1].isalnum()]
        if len(words) != 1 or not words[0].isalpha():
            return False
        return self._full_name_of(words[0])[0] or declined_surname(words[0])

    def person_part(self, segment: str, language: str) -> str | None:
        """The surrogate of ``segment`` as the part of a participant's full name it is, drawn as
        the header's name draws it; None where no participant's full name holds it."""
        found, person = self._full_name_of(segment)
        if not found or person is None:
            return None
        for name in person.names:
            # Its names first, so that their parts are drawn as the header's would draw them.
            self.participant_form(person, name, person.lang)
        entry = self._entry(person, person.lang)
        made = self._segment(entry["parts"], "P:" + person.key, segment, entry.get("sex", ""), language, True)
        return s.case_like(made, segment)
