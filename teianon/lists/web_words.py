"""The words of :func:`~teianon.lists.build_places.is_web_word` for a form of no country, as a table.

``is_web_word(form, "")`` asks wordfreq for the form's Zipf frequency in seven languages. Its
first answer in a process loaded five more of wordfreq's large tables than detection reads
otherwise (French, Italian, Spanish, Dutch and Polish: some 0.9 CPU-s, in every process and
worker, for a question a run asks a few times; issue 41). The answer depends only on the word
wordfreq reads in the form, so it is worked out once per installation for every word that can
have it, with the tables' own arithmetic, and kept with the other binary tables
(:mod:`teianon.lists.compact`): a run asks a memory-mapped trie.

Where wordfreq would read the form differently in two of the languages, or as more than one
word, :func:`lookup` says nothing and the caller asks wordfreq as before.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache

# A word below this bucket of wordfreq's lists (centibels under the most frequent, i.e. Zipf
# 9 - index / 100) is under every bar of is_web_word (WEB_NAME, Zipf 2.0, is bucket 700): no word
# of a lower bucket only can make it one. A margin of a few buckets costs nothing.
_LAST_BUCKET = 710
# wordfreq's floor for an unknown word with zipf_frequency's default minimum (Zipf 0).
_MINIMUM = 1e-9


@lru_cache(maxsize=4096)  # a table's frequencies are its buckets' (a thousand or so)
def zipf_of(frequency: float | None) -> float:
    """``zipf_frequency`` of a word that wordfreq reads as one token with this table frequency
    (None: not in the table), with its arithmetic: three significant digits, then two decimals."""
    unrounded = _MINIMUM if frequency is None else max(frequency, _MINIMUM)
    if frequency is not None:
        unrounded = round(unrounded, math.floor(-math.log(unrounded, 10)) + 3)
    return round(math.log(unrounded, 10) + 9, 2)


def words(holds: Callable[[Mapping[str, float]], bool], languages: tuple[str, ...]) -> Iterator[str]:
    """Every token of wordfreq's tables of ``languages`` for which ``holds`` (given the token's
    Zipf frequency per language) is true, among those frequent enough in one to pass a bar."""
    candidates: set[str] = set()
    for language in languages:
        for index, bucket in enumerate(_buckets(language)):
            if index > _LAST_BUCKET:
                break
            candidates.update(bucket)
    # One language's table at a time, and only the candidates' frequencies kept: the seven
    # tables together held some 230 MB while the tables were built.
    frequencies = {language: _frequencies(language, candidates) for language in languages}
    for token in candidates:
        if holds({language: zipf_of(table.get(token)) for language, table in frequencies.items()}):
            yield token


def _buckets(language: str) -> list[list[str]]:
    """wordfreq's list of ``language`` (``best``), read without keeping it in wordfreq's cache."""
    from wordfreq import get_frequency_list

    return get_frequency_list.__wrapped__(language, "best")


def _frequencies(language: str, tokens: set[str]) -> dict[str, float]:
    """The frequencies of ``tokens`` in ``language`` as ``get_frequency_dict`` gives them: each
    bucket's frequency, a later bucket's for a word listed twice."""
    from wordfreq import cB_to_freq

    found: dict[str, float] = {}
    for index, bucket in enumerate(_buckets(language)):
        frequency = cB_to_freq(-index)
        for word in bucket:
            if word in tokens:
                found[word] = frequency
    return found


def token_of(form: str, languages: tuple[str, ...]) -> str | None:
    """The one token wordfreq reads in ``form`` in every one of ``languages``, or None where it
    reads none, several, or different ones (or one with digits, which it looks up changed)."""
    from wordfreq.numbers import smash_numbers
    from wordfreq.tokens import lossy_tokenize

    found: str | None = None
    for language in languages:
        tokens = lossy_tokenize(form, language)
        if len(tokens) != 1 or (found is not None and tokens[0] != found):
            return None
        found = tokens[0]
    if found is None or smash_numbers(found) != found:
        return None
    return found


@lru_cache(maxsize=50_000)
def lookup(form: str) -> bool | None:
    """``is_web_word(form, "")`` for an alphabetic form not among the fonts, from the table;
    None where the table cannot say (wordfreq reads the form otherwise than as one token)."""
    from . import build_places, web_word_table

    token = token_of(form, build_places.LANGUAGES)
    if token is None:
        return None
    return token in web_word_table()
