"""A name the document replaces that is also a word: where its other occurrences name the person.

``thanks tea for the cake`` makes ``tea`` a person of this chat (PER, medium); ``yeah tea is
great`` two posts on is the same friend, and leaving it as written undoes the first replacement.
The repeats (:mod:`teianon.annotate.repeats`) search no ordinary word (``tea``, ``hope``,
``violet``): a word repeated everywhere would replace ``i hope so`` and ``a cup of tea``. So a
single-word person's name that is an ordinary word is repeated only where the clause puts a
person (:func:`~teianon.detect.person_stands.stands_for_person`: ``hope said no``, ``jin,
you're in``, ``yeah tea is great``; not ``the tea is cold``, ``meine tea``).
"""

from __future__ import annotations

from ..detect.person_stands import stands_for_person as stands_for_person
from ..detect.person_words import relation_word


def repeatable(text: str, cert: str | None) -> bool:
    """Whether a person's reference ``text`` of certainty ``cert`` is repeated by its slots: one
    word, replaced (medium or high), and no kinship word (``mom`` names a different person in
    each family)."""
    return " " not in text.strip() and cert in (None, "medium", "high") and not relation_word(text.casefold())
