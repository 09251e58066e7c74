"""One surrogate per name, whatever its spelling: the key's tables looked up by the name key.

``Jürgen``, ``Juergen``, ``Jurgen`` and ``JÜRGEN`` are one name
(:func:`teianon.detect.folding.name_key`); the key file stores one entry per name, under the
case-folded spelling first met (as teianon wrote it before the name key, so that an older
teianon still finds that spelling), and this index finds that entry for every other spelling.
The surrogate is then written in the other spelling's letters
(:func:`teianon.detect.folding.respell_like`).
"""

from __future__ import annotations

from typing import Any

from ..detect.folding import name_key, spellings
from . import surrogates as s


# The tables of the key's ``parts`` that hold the words of persons' names by what the name lists
# say they are: a name's other spelling, which the lists may lack, goes to the same table.
def is_name_table(kind: str) -> bool:
    return kind in ("first", "last") or kind.startswith(("first-", "last-"))


class SpellingIndex:
    def __init__(self, parts: dict[str, dict[str, Any]]):
        # Per table: its keys by name key, and the keys that index was built from.
        self._index: dict[str, tuple[dict[str, str], set[str]]] = {}
        # Name key -> the table a word of a person's or organisation's name went to first
        # (Koster, which the name lists lack, after Køster, which they hold: the same table, so
        # the same surrogate). From an earlier run's key only the name tables are known so: its
        # other tables also hold words of places and things.
        self._tables: dict[str, str] = {
            name_key(known): kind for kind, table in parts.items() if is_name_table(kind) for known in table
        }

    def stored_key(self, kind: str, table: dict[str, Any], original: str) -> str:
        """Where ``original`` stands in ``table``: under its own case-folded spelling, or under
        the first spelling of the same name the table holds; a new name under its own."""
        key = s.fold(original)
        if key in table:
            return key
        index = self._index.get(kind)
        if index is None or len(index[1]) != len(table):
            # Built again when the table grew or changed elsewhere (a part drawn again).
            index = self._index[kind] = ({}, set(table))
            for known in table:
                index[0].setdefault(name_key(known), known)
        found = index[0].get(name_key(original))
        if found is not None and found in table:
            return found
        index[0][name_key(original)] = key
        index[1].add(key)
        return key

    def table_of(self, segment: str, label: str) -> str:
        """The table for a word of a person's or organisation's name: the one another spelling
        of it went to first, else ``label``."""
        return self._tables.setdefault(name_key(segment), label)


def name_kind(segment: str) -> tuple[str, str] | None:
    """What the name lists say of ``segment`` or, where they lack it, of another spelling of it
    (``Juergen`` is a first name as ``Jürgen`` is)."""
    return s.name_kind(segment) or next((found for other in spellings(segment) if (found := s.name_kind(other))), None)
