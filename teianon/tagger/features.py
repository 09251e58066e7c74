"""Token features of the name tagger, shared by training and tagging so that both see the same.

A token's own features depend on its string alone (word, shape, affixes, frequency, and what
teianon's tables know of it), so they are computed once per word type and cached: most tokens of
a corpus are repeats. Its neighbours contribute a smaller set under a position prefix. Multi-word
table matches (``Frankfurt am Main``, ``Deutsche Bahn``) are found per sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..detect.evidence import is_compound_noun
from ..lists import Gazetteer, demonyms, english_words, german_nouns, organisations, persons, places

_LETTER = regex.compile(r"\p{L}")
_SHAPE_MAP = [(regex.compile(r"\p{Lu}"), "X"), (regex.compile(r"\p{Ll}"), "x"), (regex.compile(r"\d"), "d")]
_RUNS = regex.compile(r"(.)\1+")
_ELONGATED = regex.compile(r"(\p{L})\1\1")
_ELONGATION = regex.compile(r"(\p{L})\1{2,}")
# Context windows: how far the neighbours' features reach.
WINDOW = (-2, -1, 1, 2)
# Longest multi-word table entry looked for, in tokens.
MAX_MATCH = 4


def shape(token: str) -> str:
    for pattern, letter in _SHAPE_MAP:
        token = pattern.sub(letter, token)
    return token


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
    s = shape(token)
    short = _RUNS.sub(r"\1", s)
    f = [f"w={folded}", f"sh={short}", f"p3={folded[:3]}", f"s2={folded[-2:]}", f"s3={folded[-3:]}", f"s4={folded[-4:]}"]
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
    de = zipf_frequency(folded, "de")
    en = zipf_frequency(folded, "en")
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


@lru_cache(maxsize=1_000_000)
def context_features(token: str) -> tuple[str, ...]:
    """The smaller set a token contributes to its neighbours' features."""
    folded = token.casefold()
    short = _RUNS.sub(r"\1", shape(token))
    f = [f"w={folded}", f"sh={short}"]
    letters = token.lstrip("@#")
    if letters[:1].isupper():
        f.append("cap")
    if _LETTER.search(token):
        f.extend(t for t in table_features(letters.casefold()) if not t.startswith("pl."))
    return tuple(f)


@lru_cache(maxsize=1)
def _multiword_tables() -> tuple[tuple[str, Gazetteer], ...]:
    return (("pl", places()), ("org", organisations()), ("per", persons()))


@lru_cache(maxsize=100_000)
def _multiword_start(word: str) -> bool:
    """Whether a multi-word entry starts with this word: only there can a match start."""
    return any(table.continues(word) for _, table in _multiword_tables())


def _multiword(folded: Sequence[str]) -> list[list[str]] | None:
    """B/I features of the longest multi-word table match at each token (None: no match)."""
    marks: list[list[str]] | None = None
    i = 0
    while i < len(folded):
        step = 1
        if _multiword_start(folded[i]):
            for n in range(min(MAX_MATCH, len(folded) - i), 1, -1):
                key = tuple(folded[i : i + n])
                hits = [name for name, table in _multiword_tables() if key in table]
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
def _neighbour(token: str, offset: int) -> tuple[str, ...]:
    prefix = f"{offset}:"
    return tuple(prefix + x for x in context_features(token))


def sentence_features(tokens: Sequence[str]) -> list[list[str]]:
    """One feature list per token, as python-crfsuite takes them."""
    folded = [t.casefold() for t in tokens]
    multi = _multiword(folded)
    n = len(tokens)
    sequence: list[list[str]] = []
    for i in range(n):
        f = ["bias", *own_features(tokens[i])]
        if multi is not None:
            f.extend(multi[i])
        if i == 0:
            f.append("BOS")
        else:
            f.append(f"bi={folded[i - 1]}|{folded[i]}")
        if i == n - 1:
            f.append("EOS")
        for offset in WINDOW:
            j = i + offset
            if 0 <= j < n:
                f.extend(_neighbour(tokens[j], offset))
        sequence.append(f)
    return sequence
