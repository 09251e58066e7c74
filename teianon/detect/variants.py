"""Name variants of the participants, and the index that finds them in text.

From each participant's names teianon derives the variants that chatters actually type
(seed 004, seed 000): the whole name in any case, the name without its digits (``lela2`` ->
``lela``), its parts split at camelCase and delimiters (``TomcatMJ`` -> ``Tomcat``, ``MJ``;
``robbie.jones`` -> ``robbie``, ``jones``). Matching then allows elongations (``leeeela``) and
small typos (Damerau-Levenshtein, bounded by length).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from enum import Enum

import regex
from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from ..mention import Category
from ..tei import Participant
from .lexicon import is_wordlike


class Kind(Enum):
    """How a variant was derived, strongest first."""

    FULL = 0
    STRIPPED = 1
    PART = 2


class Match(Enum):
    """How a token matched a variant, strongest first."""

    EXACT = 0
    ELONGATED = 1
    TYPO = 2


@dataclass(frozen=True)
class Variant:
    participant: str
    category: Category
    kind: Kind
    form: str
    wordlike: bool


@dataclass(frozen=True)
class Hit:
    """A token (or a few glued tokens) that matched variants of one or more participants."""

    variants: tuple[Variant, ...]
    match: Match

    @property
    def participant(self) -> str | None:
        """The participant referred to, or None where the variant is shared (ambiguous)."""
        people = {v.participant for v in self.variants}
        if len(people) == 1:
            return next(iter(people))
        full = {v.participant for v in self.variants if v.kind is Kind.FULL}
        return next(iter(full)) if len(full) == 1 else None

    @property
    def best(self) -> Variant:
        return min(self.variants, key=lambda v: v.kind.value)

    @property
    def wordlike(self) -> bool:
        return all(v.wordlike for v in self.variants)

    @property
    def category(self) -> Category:
        return self.best.category


_CAMEL = regex.compile(r"(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})")
_DELIMITERS = regex.compile(r"[\s._\-|+~*=#^°'’!?,;:()\[\]{}<>/\\]+|\d+")
_REPEATS = regex.compile(r"(.)\1+")
_ELONGATION = regex.compile(r"(\p{L})\1\1")


def fold(text: str) -> str:
    return text.casefold()


def squeeze(text: str) -> str:
    """Collapse repeated characters, so that ``leeeela`` and ``lela`` compare equal."""
    return _REPEATS.sub(r"\1", fold(text))


def split_name(name: str) -> list[str]:
    """Parts of a name at delimiters, digits and camelCase: ``TomcatMJ`` -> ``Tomcat``, ``MJ``."""
    parts = []
    for chunk in _DELIMITERS.split(name):
        parts.extend(p for p in _CAMEL.split(chunk) if p)
    return parts


def name_variants(name: str) -> list[tuple[Kind, str]]:
    """The variants of one name, strongest kind first, without duplicates (case-folded)."""
    found: list[tuple[Kind, str]] = []
    seen: set[str] = set()

    def add(kind: Kind, form: str) -> None:
        key = fold(form)
        if key and key not in seen:
            seen.add(key)
            found.append((kind, form))

    name = name.strip()
    add(Kind.FULL, name)
    stripped = regex.sub(r"\d+", "", name).strip("._-")
    if len(stripped) >= 3:
        add(Kind.STRIPPED, stripped)
    parts = split_name(name)
    if len(parts) > 1:
        for part in parts:
            # Two-letter parts only as initials (MJ); single letters never.
            if len(part) >= 3 or (len(part) == 2 and part.isupper()):
                add(Kind.PART, part)
    return found


def typo_bound(length: int) -> int:
    """Edits allowed for a typo match: none below 5 characters, 1 up to 8, then 2."""
    if length < 5:
        return 0
    return 1 if length <= 8 else 2


class NameIndex:
    """Looks up tokens among the variants of one document's participants."""

    def __init__(self, participants: tuple[Participant, ...]):
        self.exact: dict[str, list[Variant]] = defaultdict(list)
        self.squeezed: dict[str, list[Variant]] = defaultdict(list)
        for participant in participants:
            if participant.is_system:
                continue
            sources = [(n, Category.NICK) for n in participant.nicknames]
            sources += [(n, Category.PER) for n in participant.names]
            blocked = {fold(n) for n in participant.not_names}
            for name, category in sources:
                for kind, form in name_variants(name):
                    if fold(form) in blocked:
                        continue
                    variant = Variant(participant.id, category, kind, form, is_wordlike(form))
                    self.exact[fold(form)].append(variant)
                    if len(form) >= 4:
                        self.squeezed[squeeze(form)].append(variant)
        # Typos are only looked for among variants that are neither short nor ordinary words.
        self._fuzzy_keys = [k for k, vs in self.exact.items() if len(k) >= 5 and not all(v.wordlike for v in vs)]
        # Whole names without their spaces, for names the tokeniser split or the chatter spaced.
        self.glued: dict[str, list[Variant]] = defaultdict(list)
        for key, variants in self.exact.items():
            for variant in variants:
                if variant.kind is Kind.FULL:
                    self.glued[key.replace(" ", "")].append(variant)
        self._cache: dict[str, Hit | None] = {}

    def __bool__(self) -> bool:
        return bool(self.exact)

    def lookup(self, token: str) -> Hit | None:
        """The variants ``token`` matches, exactly, elongated or with a small typo."""
        if token in self._cache:
            return self._cache[token]
        hit = self._lookup(token)
        self._cache[token] = hit
        return hit

    def _lookup(self, token: str) -> Hit | None:
        key = fold(token)
        if key in self.exact:
            return Hit(tuple(self.exact[key]), Match.EXACT)
        if len(key) >= 4 and _ELONGATION.search(key):
            squeezed = self.squeezed.get(squeeze(key))
            if squeezed:
                return Hit(tuple(squeezed), Match.ELONGATED)
        bound = typo_bound(len(key))
        if bound and self._fuzzy_keys and not is_wordlike(key):
            best = process.extractOne(
                key, self._fuzzy_keys, scorer=DamerauLevenshtein.distance, score_cutoff=bound
            )
            if best is not None:
                return Hit(tuple(self.exact[best[0]]), Match.TYPO)
        return None

    def lookup_glued(self, tokens: list[str]) -> Hit | None:
        """A whole name that the tokeniser split (``lela`` ``2``, ``robbie`` ``.`` ``jones``)."""
        key = fold("".join(tokens)).replace(" ", "")
        if key in self.glued:
            return Hit(tuple(self.glued[key]), Match.EXACT)
        return None


def name_index(context: object) -> NameIndex:
    """The document's name index, built once and shared by the detectors that need it."""
    from . import DocumentContext

    assert isinstance(context, DocumentContext)
    index = context.cached("names", lambda: NameIndex(context.participants))
    assert isinstance(index, NameIndex)
    return index
