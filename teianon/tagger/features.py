"""Token features of the name tagger, shared by training and tagging so that both see the same.

A token's own features depend on its string alone (word, shape, affixes, frequency, and what
teianon's tables know of it), so they are computed once per word type and cached: most tokens of
a corpus are repeats. Its neighbours contribute a smaller set under a position prefix. Multi-word
table matches (``Frankfurt am Main``, ``Deutsche Bahn``) are found per sentence.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import lru_cache
from itertools import groupby

import regex

from ..detect.evidence import is_compound_noun
from ..detect.lexicon import zipf
from ..lists import Gazetteer, demonyms, english_words, german_nouns, organisations, persons, places
from .clusters import SIZES, classes

_LETTER = regex.compile(r"\p{L}")
_SHAPE_MAP = [(regex.compile(r"\p{Lu}"), "X"), (regex.compile(r"\p{Ll}"), "x"), (regex.compile(r"\d"), "d")]
_ELONGATED = regex.compile(r"(\p{L})\1\1")
_ELONGATION = regex.compile(r"(\p{L})\1{2,}")
# Context windows: how far the neighbours' features reach (sentence_features reads them in this order).
WINDOW = (-2, -1, 1, 2)
_PREFIXES = tuple(f"{offset}:" for offset in WINDOW)
# Longest multi-word table entry looked for, in tokens.
MAX_MATCH = 4


# The shape of an ASCII token by one translation (the patterns give the same on ASCII).
_ASCII_SHAPE = str.maketrans(
    {
        **dict.fromkeys(string.ascii_uppercase, "X"),
        **dict.fromkeys(string.ascii_lowercase, "x"),
        **dict.fromkeys(string.digits, "d"),
    }
)


def shape(token: str) -> str:
    if token.isascii():
        return token.translate(_ASCII_SHAPE)
    for pattern, letter in _SHAPE_MAP:
        token = pattern.sub(letter, token)
    return token


@lru_cache(maxsize=10_000)
def _squeezed(text: str) -> str:
    """Runs of one character as one (``Xxxx`` → ``Xx``)."""
    return "".join(c for c, _ in groupby(text))


def _population(weight: int) -> str:
    if weight >= 1_000_000:
        return "M"
    if weight >= 100_000:
        return "L"
    if weight >= 10_000:
        return "S"
    return "0"


@lru_cache(maxsize=1_000_000)
def table_features(folded: str) -> tuple[str, ...]:
    """What the place, person, organisation and demonym tables say of a one-word key."""
    key = (folded,)
    found: list[str] = []
    entries = places().get(key)
    if not entries and _ELONGATED.search(folded):
        entries = places().get((_ELONGATION.sub(r"\1", folded),)) or places().get((_ELONGATION.sub(r"\1\1", folded),))
        if entries:
            found.append("pl.squeezed")
    if entries:
        best = max(entries, key=lambda e: e.weight)
        found.append(f"pl={best.category}{_population(best.weight)}")
        if best.kind != "place":
            found.append(f"pl.kind={best.kind}")
        if any(e.ambiguous for e in entries):
            found.append("pl.amb")
    kinds = {e.kind for e in persons().get(key)}
    for kind in sorted(kinds):
        found.append(f"per={kind}")
    if key in organisations():
        found.append("org")
    if key in demonyms():
        found.append("dem")
    return tuple(found)


@lru_cache(maxsize=1_000_000)
def own_features(token: str) -> tuple[str, ...]:
    """Features of the token at the position being labelled; cached per word type."""
    folded = token.casefold()
    short = _squeezed(shape(token))
    f = [
        f"w={folded}",
        f"sh={short}",
        f"p3={folded[:3]}",
        f"s2={folded[-2:]}",
        f"s3={folded[-3:]}",
        f"s4={folded[-4:]}",
    ]
    if len(token) > 4:
        f.append(f"p4={folded[:4]}")
    if not _LETTER.search(token):
        f.append("noletter")
        return tuple(f)
    f.append(f"len={min(len(token), 12)}")
    if token[:1] in "@#":
        f.append(f"sigil={token[0]}")
    letters = token.lstrip("@#")
    if letters[:1].isupper():
        f.append("cap")
        if letters.isupper() and len(letters) > 1:
            f.append("allcap")
    de = zipf(folded, "de")
    en = zipf(folded, "en")
    f.append(f"fde={int(de)}")
    f.append(f"fen={int(en)}")
    if _ELONGATED.search(folded):
        f.append("elongated")
    capitalised = letters[:1].upper() + letters[1:]
    if capitalised in german_nouns():
        f.append("noun.de")
    elif len(letters) > 5 and is_compound_noun(capitalised):
        f.append("compound.de")
    if letters.lower() in english_words():
        f.append("word.en")
    f.extend(table_features(letters.casefold()))
    return tuple(f)


def context_features(token: str, own: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The smaller set a token contributes to its neighbours' features: its word, shape and
    capital, and what the tables say of it (without the place details). Read off its own
    features, which hold the same word and shape."""
    if own is None:
        own = own_features(token)
    f = [own[0], own[1]]
    letters = token.lstrip("@#")
    if letters[:1].isupper():
        f.append("cap")
    if own[-1] != "noletter":  # own_features ends so for a token without letters
        f.extend(t for t in table_features(letters.casefold()) if not t.startswith("pl."))
    return tuple(f)


@lru_cache(maxsize=1)
def _multiword_tables() -> tuple[tuple[str, Gazetteer], ...]:
    return (("pl", places()), ("org", organisations()), ("per", persons()))


@lru_cache(maxsize=100_000)
def _multiword_start(word: str) -> bool:
    """Whether a multi-word entry starts with this word: only there can a match start."""
    return any(table.continues(word) for _, table in _multiword_tables())


@lru_cache(maxsize=100_000)
def _multiword_pair(first: str, second: str) -> bool:
    """Whether a multi-word entry starts with these two words (most pairs start none)."""
    joined = f"{first} {second}"
    return any((first, second) in table or table.continues(joined) for _, table in _multiword_tables())


def _multiword(folded: Sequence[str]) -> list[list[str]] | None:
    """B/I features of the longest multi-word table match at each token (None: no match)."""
    marks: list[list[str]] | None = None
    tables = _multiword_tables()
    i = 0
    while i < len(folded):
        step = 1
        if i + 1 < len(folded) and _multiword_start(folded[i]) and _multiword_pair(folded[i], folded[i + 1]):
            # Membership only: the entries themselves are not decoded here.
            for n in range(min(MAX_MATCH, len(folded) - i), 1, -1):
                key = tuple(folded[i : i + n])
                hits = [name for name, table in tables if key in table]
                if hits:
                    if marks is None:
                        marks = [[] for _ in folded]
                    for name in hits:
                        marks[i].append(f"mw.B={name}")
                        for j in range(i + 1, i + n):
                            marks[j].append(f"mw.I={name}")
                    step = n
                    break
        i += step
    return marks


@lru_cache(maxsize=1_000_000)
def word_features(token: str) -> tuple[str, tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """Everything a word type contributes, cached: its folded form, its own features, and what it
    gives a neighbour at each offset of :data:`WINDOW`."""
    mine = own_features(token)
    context = context_features(token, mine)
    found = classes(token)
    own = ("bias", *mine)
    if found is not None:
        own += tuple(f"c{size}={c}" for size, c in zip(SIZES, found, strict=True))
        near = (*context, f"c{SIZES[1]}={found[1]}", f"c{SIZES[2]}={found[2]}")
        far = (*context, f"c{SIZES[1]}={found[1]}")
    else:
        near = far = context
    return (
        token.casefold(),
        own,
        tuple(
            tuple([prefix + x for x in (near if abs(offset) == 1 else far)])
            for offset, prefix in zip(WINDOW, _PREFIXES, strict=True)
        ),
    )


def clear_caches() -> None:
    """Forget every per-word result (a cold start, for speed measurements)."""
    for cached in (word_features, own_features, table_features, _multiword_start, _multiword_pair, _squeezed):
        cached.cache_clear()


def sentence_features(tokens: Sequence[str]) -> list[list[str]]:
    """One feature list per token, as python-crfsuite takes them."""
    words = [word_features(t) for t in tokens]
    folded = [w[0] for w in words]
    multi = _multiword(folded)
    n = len(tokens)
    sequence: list[list[str]] = []
    previous = None
    for i, (word, own, _) in enumerate(words):
        f = list(own)
        if multi is not None:
            f.extend(multi[i])
        if previous is None:
            f.append("BOS")
        else:
            f.append(f"bi={previous}|{word}")
        if i >= 2:
            f.extend(words[i - 2][2][0])
        if i >= 1:
            f.extend(words[i - 1][2][1])
        if i + 1 < n:
            f.extend(words[i + 1][2][2])
            if i + 2 < n:
                f.extend(words[i + 2][2][3])
        else:
            f.append("EOS")
        sequence.append(f)
        previous = word
    return sequence
