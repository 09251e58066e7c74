"""Names glued into longer words (hashtags, handles, compounds) and a name of several words
joined into one, as the repeats, hidden strings and the audit look for them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import regex

from ..detect.inside import MIN_INSIDE, InsideKeys, glued_name, is_dictionary_word, login_name
from ..detect.lexicon import is_chat_word, is_ordinary, is_wordlike
from ..mention import PLACEHOLDER, Mention
from ..read.search import Literals
from ..read.textview import PostText

if TYPE_CHECKING:
    from .repeats import Target

# The categories of names (as ``@type`` writes them) whose strings are searched as words.
NAME_TYPES = frozenset(("PER", "NICK", "ORG", "LOC", "GPE", "GEO_DE", "OTH", "ROOM"))


def joined_forms(name: str) -> list[str]:
    """A name of several words as one word, as hashtags and handles write it: ``Vera Klingbeil``
    -> ``VeraKlingbeil``, ``Vera_Klingbeil``; nothing for a name of one word."""
    words = name.split()
    return ["".join(words), "_".join(words)] if len(words) > 1 else []


# A word that may hold a name glued into it: a hashtag, a handle, a compound (#TeamKlingbeil2024,
# @vera_klingbeil, Klingbeilfan).
_GLUED_WORD = regex.compile(r"(?<![\p{L}\p{N}_])([#@]?)([\p{L}\p{N}_]{5,})")


class Glued:
    """The names among the targets (not the participants': the linker finds theirs inside words),
    as they stand glued into hashtags, handles and compounds: ``#TeamKlingbeil``,
    ``#VeraKlingbeil2024``, ``@vera_klingbeil``. What may stand around a name there is
    :func:`~teianon.detect.inside.glued_name`'s rule, the linker's: in a plain word only what
    fans glue to a name (``Klingbeilfan``), so that a short name inside an ordinary word
    (``Annahme``) stays a word; a name that is also a word (``Rose``) only as a capitalised piece
    of a hashtag (``#TeamRose``)."""

    def __init__(self, targets: list[Target]) -> None:
        self.targets: dict[str, Target] = {}
        # Names of several words joined into one (veraklingbeil, vera_klingbeil): such a key may
        # be the whole word.
        self.joined: set[str] = set()
        weak: set[str] = set()
        for target in targets:
            if target.source == "repeat:participant" or target.category.name not in NAME_TYPES:
                continue
            words = target.text.split()
            for form in joined_forms(target.text) or words:
                key = form.lower()
                if len(key) < MIN_INSIDE or key in self.targets or PLACEHOLDER.search(form):
                    continue
                self.targets[key] = target
                if len(words) > 1:
                    self.joined.add(key)
                elif target.exact_case and is_ordinary(form):
                    weak.add(key)
        self.keys = InsideKeys(set(self.targets) - weak, weak)
        self._literals: Literals[str] = Literals(((k, k) for k in self.targets), casefold=True)

    def any(self, text: str) -> bool:
        return bool(self.targets) and self._literals.any(text)

    def spans(self, text: str) -> Iterator[tuple[int, int, Target]]:
        """(start, end, target) of each name glued into a word of ``text``."""
        for match in _GLUED_WORD.finditer(text):
            word, offset = match.group(2), match.start(2)
            if is_wordlike(word) or is_chat_word(word) or is_dictionary_word(word):
                continue
            marked = bool(match.group(1))
            for start, end, key in self.keys.spans(word):
                whole = (start, end) == (0, len(word))
                if whole and key not in self.joined:
                    continue  # the name as a word of its own: the whole-word pattern's
                weak = key in self.keys.weak
                if whole or glued_name(word, start, end, marked or not key.isalpha(), weak):
                    yield offset + start, offset + end, self.targets[key]
                elif not weak and key not in self.joined and login_name(word, start, end):
                    # The login's initial goes with the name (d|okafor|_admin, okafor|d|42).
                    if start:
                        start = 0
                    else:
                        end += 1
                    yield offset + start, offset + end, self.targets[key]

    def find(self, view: PostText) -> list[Mention]:
        """The names glued into the words of ``view``, as mentions of their targets."""
        return [
            Mention(
                start,
                end,
                target.category,
                corresp=target.corresp,
                cert=target.cert if target.cert != "high" else "medium" if target.exact_case else "high",
                source="repeat:inside",
            )
            for start, end, target in self.spans(view.text)
        ]
