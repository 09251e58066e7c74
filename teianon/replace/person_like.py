"""Which private names of another category may be a person's, for the project's metadata.

The project's own metadata (its keywords, ``titleStmt``, ``respStmt``, edition; DESIGN.md, "What
stays") is the publisher's: only a name that identifies someone is hidden there
(:mod:`teianon.replace.hidden`, ``xslt/modules/hidden.xsl``), and the audit counts only such a
name there as a leak (:mod:`teianon.checks.audit`). A person's name (PER, NICK) is one. But a
name tagger types persons as places or organisations now and then (``an Tjark Wellbrock in
Aurich``: ``Wellbrock`` an ORG), and such a person stayed readable in a keyword ``Wellbrock,
Tjark`` while ``check`` said ``release: yes``.

:func:`maybe_a_person` tells these apart from the publisher's own places and institutions,
which must stay (``Mannheim`` in a taxonomy's link, ``Institut für Deutsche Sprache`` in a
``respStmt``): an organisation, a place or a location of capitalised words, none of them an
institution's head or a legal form, that is no place, organisation or public name of the
tables, and of which a word is a first name or surname of the person tables or a word of no
dictionary. A name of the tables' places stays the publisher's even where it is a surname too
(``Aurich``): a town the text names is no less the publisher's town.
"""

from __future__ import annotations

from functools import lru_cache

from ..detect.evidence import is_plain_word
from ..detect.institution_words import ENGLISH_HEADS, german_head
from ..lists import cues, key_of, notable, organisations, persons, places

# The categories a tagger gives a person in error; a place's derivation (GEO_DE) and another
# name (OTH: a work, a product, the project's own name) are no person's.
MAYBE_PERSON = frozenset({"ORG", "GPE", "LOC"})
# The key of the hidden-strings table's entries (hidden.xsl) that marks such a name.
PERSON = "person"


@lru_cache(maxsize=1)
def _legal_forms() -> frozenset[str]:
    """``GmbH``, ``Ltd``, ``Inc`` of the cue tables, folded, without their dot."""
    return frozenset(w.casefold().rstrip(".") for w in cues()[("ORG", "suffix")] if " " not in w)


def _person_word(word: str) -> bool:
    readings = persons().get((word.casefold(),))
    return bool(readings) or not is_plain_word(word)


@lru_cache(maxsize=20_000)
def maybe_a_person(text: str, category: str) -> bool:
    """A private name of ``category`` (not PER or NICK) that may be a person's: see the module."""
    if category not in MAYBE_PERSON:
        return False
    words = [w.strip(".,;:!?()'’\"") for w in text.split()]
    words = [w for w in words if w]
    if not words or len(words) > 4 or not all(w[:1].isupper() for w in words):
        return False
    key = key_of(text)
    if places().get(key) or organisations().get(key) or notable().get(key):
        return False  # the publisher's town, its institute, a public name
    for word in words:
        folded = word.casefold().rstrip(".")
        if german_head(word) or folded in ENGLISH_HEADS or folded in _legal_forms() or places().get((folded,)):
            return False  # an institution's words, or a place of the tables in it
    return any(_person_word(w) for w in words)
