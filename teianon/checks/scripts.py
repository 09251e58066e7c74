"""The audit across scripts: a name the output must not hold, written in other letters.

A third party annotated as ``Olga Kusnezowa`` is ``Ольга Кузнецова`` in the post of a friend who
types in Russian, and ``Σταυρούλα`` is ``Stavroula``. The reader's folding
(:mod:`teianon.read.reader`) maps only look-alike letters, so the audit's search of strings
(:mod:`teianon.checks.audit`) does not see these. Here every word of the output written in
Cyrillic or Greek letters is compared, under the script key of :mod:`teianon.detect.scripts`
(``Евгения``, ``Jewgenija``, ``Yevgeniya`` give one key), with the names sought; and where a
name sought is written in those letters, every Latin word too.

Only names count (participants' names and the words of references of names), of four letters or
more in the key and no ordinary word (the key is coarse: ``Ivan`` and ``Иван`` meet, and so
would many short words). A capitalised word is a leak; a lower-case one (``мира``, of the world,
for a participant ``Mira``) only a possible leak, for a person to look at.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import regex

from ..annotate.glued import NAME_TYPES
from ..detect.lexicon import is_ordinary
from ..detect.scripts import other_script, script_key

# What the audit's strings say of themselves (checks.audit.sensitive_strings) where they are names.
_NAME_KINDS = (
    "name of participant",
    "name of a person",
    *(f"{c} reference" for c in NAME_TYPES),
    *(f"part of a {c} reference" for c in NAME_TYPES),
)
# The shortest key compared: shorter keys meet too many words of the other script.
MIN_KEY = 4
_WORD = regex.compile(r"[\p{L}\p{M}]+(?:['’ʹ][\p{L}\p{M}]+)*")
DOUBT = "in other letters, in lower case"


class ScriptNames:
    """The names sought, by their script key: ``key`` -> the audit's string (folded)."""

    def __init__(self, names: Iterable[tuple[str, str, str]]) -> None:
        """``names``: (the name as written, the audit's string for it, what it is)."""
        self.keys: dict[str, str] = {}
        # The keys of names written in Cyrillic or Greek: only these are compared with Latin words.
        self.foreign: dict[str, str] = {}
        for written, string, what in names:
            if not what.startswith(_NAME_KINDS):
                continue
            for word in _WORD.findall(written):
                if not other_script(word) and is_ordinary(word):
                    continue
                key = script_key(word)
                if len(key) < MIN_KEY:
                    continue
                self.keys.setdefault(key, string)
                if other_script(word):
                    self.foreign.setdefault(key, string)

    def __bool__(self) -> bool:
        return bool(self.keys)

    def hits(self, text: str) -> Iterator[tuple[int, int, str, str | None]]:
        """(start, end, string sought, doubt or None) for each word of ``text`` that is a name
        sought written in other letters than the name's."""
        if not self.foreign and not other_script(text):
            return
        for match in _WORD.finditer(text):
            word = match.group()
            foreign = other_script(word)
            table = self.keys if foreign else self.foreign
            if not table:
                continue
            string = table.get(script_key(word))
            if string is None:
                continue
            yield match.start(), match.end(), string, None if word[:1].isupper() else DOUBT
