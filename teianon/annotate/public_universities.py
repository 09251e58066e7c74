"""A university by its acronym (round 70): ``ETH Zürich``, ``IIT Bombay``, ``EPFL``.

Hipo's world list of universities (``sources/public_organisations.tsv.gz``) names each in full,
and the public-sphere decision keeps the full name; the acronym people write was replaced. An
acronym is a university's where it is the initials of a listed name's capitalised words (``Indian
Institute of Technology, Bombay`` → ``IIT`` and ``Bombay``; ``Eidgenössische Technische Hochschule
Zürich`` → ``ETH`` and ``Zürich``; ``École Polytechnique Fédérale de Lausanne`` → ``EPFL``):

- written with the town the name ends in (``ETH Zürich``, ``IIT Bombay``): the two words, whole;
- alone, where it is a whole name's initials of three letters or more and the sentence has a word
  of university life (``Semester``, ``Professor``, ``campus``, ``degree``, ``research``): thousands
  of colleges' initials are other bodies' too.

The organisation table's acronyms (``RUB``, ``LMU``, ``TUM``) are not read here: that table
decides about the universities that point to a participant (:func:`.public_context.well_known_acronym`
leaves them to it too). Private evidence before the name (``ich studier an der …``) still wins.
"""

from __future__ import annotations

import unicodedata
from functools import cache

import regex

from ..lists import key_of, organisations, places, read_table
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE
from .public_words import Words, private_before, word_range

_SMALL = frozenset("of and for the de la le des du di del der die das für und et y e at in &".split())
_ACRONYM = regex.compile(r"\p{Lu}{2,6}")
_UNIVERSITY_LIFE = regex.compile(
    r"(?i)\b(?:uni|universität|hochschule|studier\w*|studium|semester|professor\w*|vorlesung\w*|"
    r"mensa|campus|university|college|degree|lecture\w*|phd|master'?s|bachelor'?s|alumni|faculty|"
    r"admission|admitted|graduated?|studying|studies|students?|studenten|studierende\w*|lab|labs|"
    r"research\w*|forsch\w*|rektor\w*|ranking\w*)\b"
)


@cache
def _acronyms() -> tuple[frozenset[str], frozenset[tuple[str, str]]]:
    """(the whole names' initials, (initials without the town, town)) of Hipo's universities;
    also the acronyms the list writes itself (``ETHZ - ETH Zurich``, ``Business School Lausanne
    (BSL)``), and the initials before an ``and`` (``London School of Economics and Political
    Science`` → ``LSE``)."""
    whole: set[str] = set()
    with_town: set[tuple[str, str]] = set()
    for row in read_table("sources/public_organisations.tsv.gz"):
        if len(row) < 4 or row[2] != "university":
            continue
        name = row[0]
        for written in regex.findall(r"\((\p{Lu}{2,6})\)", name):
            whole.add(written)
        left, dash, right = name.partition(" - ")
        if dash and _ACRONYM.fullmatch(left):
            whole.add(left)
            parts = right.split()
            if len(parts) == 2 and _ACRONYM.fullmatch(parts[0]):
                with_town.add((parts[0], _fold(parts[1])))
            continue
        head, _, after = regex.sub(r"\s*\([^()]*\)", "", name).partition(",")
        words = [w for w in regex.split(r"[\s\-–]+", head) if w and w.casefold() not in _SMALL]
        if len(words) < 2 or not all(w[:1].isupper() for w in words):
            continue
        initials = "".join(w[0] for w in words).upper()
        town = after.strip()
        if town and " " not in town:
            with_town.add((initials, _fold(town)))
        whole.add(initials)
        before_and = [w for w in regex.split(r"\s+and\s+", head)[0].split() if w.casefold() not in _SMALL]
        if 3 <= len(before_and) < len(words):
            whole.add("".join(w[0] for w in before_and).upper())
        if places().get(key_of(words[-1])):
            with_town.add((initials[:-1], _fold(words[-1])))
    return frozenset(whole), frozenset(with_town)


def _fold(word: str) -> str:
    """Case and accents folded: Hipo writes ``Zurich``, German ``Zürich``."""
    return "".join(c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c))


def university_acronym(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """The university an acronym of the proposal names (see the module's doc), or None."""
    if proposal.corresp or proposal.category not in (Category.ORG, Category.GPE, Category.LOC, Category.OTH):
        return None
    first, last = word_range(words, proposal)
    text = view.text
    for k in range(max(0, first - 1), min(last, len(words))):
        surface = text[words[k].start : words[k].end]
        if not _ACRONYM.fullmatch(surface) or (surface.casefold(),) in organisations():
            continue
        if private_before(words, k, possessive=True):
            return None
        whole, with_town = _acronyms()
        if k + 1 < len(words) and (surface, _fold(words[k + 1].key)) in with_town:
            end = words[k + 1].end
            if proposal.start < end and words[k].start < proposal.end:
                return _public(words[k].start, end)
        if k < first or surface not in whole or len(surface) < 3:
            continue
        if _UNIVERSITY_LIFE.search(_sentence(text, k, words)):
            return _public(words[k].start, words[k].end)
    return None


def _sentence(text: str, k: int, words: Words) -> str:
    return text[max(0, words[k].start - 120) : words[k].end + 120]


def _public(start: int, end: int) -> Mention:
    return Mention(start, end, Category.ORG, cert="medium", source="public.university", subtype=SUBTYPE)
