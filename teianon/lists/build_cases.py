"""Words that running text writes in lower case and the word lists also hold (build time only).

A first name in lower case is a name in chat (``hauke kommt morgen``), but some forms of the name
tables are ordinary German words that no noun list holds (``lasse``, ``solange``, ``jemals`` as
the genitive of ``Jemal``, ``antun``, ``vorm``): the lower-case first-name rule made persons of
them, and a tagger's reading of such a word at a sentence's start (``Gib mir …``, a village's
name too) was repeated wherever the word stood again. Which is which shows in edited running
text, where a name inside a sentence is capitalised and such a word is not. This module counts,
in the shared German running text (Bundestag speeches, ELTeC novels, GerDraCor plays) and the
English ELTeC novels, how often each word stands inside a sentence in lower case and
capitalised, and keeps the words that

- stand in lower case at least :data:`MIN_LOWER` times and in :data:`LOWER_SHARE` of their
  occurrences inside a sentence or more,
- have three letters or more and are no ordinary word already (:func:`is_common_word`: the
  nouns, English words and frequent words are read as words before this table is asked),
- and that a word list holds: the name tables as a first name or surname (:func:`name_kinds`,
  with its declined forms), or the place, organisation and derived-place tables (the tagger's
  table features).

    python -m teianon.lists.build_cases ../shared/data   # writes teianon/lists/lower_words.tsv.gz

Its data: the running text of the shared data folder (see ``SOURCES.md``); the table holds only
the word forms, one a line.
"""

from __future__ import annotations

import gzip
import lzma
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import regex

TABLE = Path(__file__).parent / "lower_words.tsv.gz"
MIN_LOWER = 10
LOWER_SHARE = 0.9
# The running text each language is counted on, under the shared data folder.
TEXTS = {
    "de": (
        "text_de_bundestag20/bundestag20_speeches.txt.xz",
        "text_de_eltec/eltec_deu_paragraphs.txt.xz",
        "text_de_gerdracor/gerdracor_speeches.txt.xz",
    ),
    "en": ("text_en_eltec/eltec_eng_paragraphs.txt.xz",),
}
_WORD = regex.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
# What may stand right before a sentence's first word: after these a capital says nothing.
_OPENERS = frozenset(".!?:\"«»„“”'(-–—*")


def count_cases(lines: Iterable[str]) -> tuple[Counter[str], Counter[str]]:
    """How often each case-folded word stands inside a sentence in lower case, and capitalised."""
    lower: Counter[str] = Counter()
    upper: Counter[str] = Counter()
    for line in lines:
        for match in _WORD.finditer(line):
            before = line[max(0, match.start() - 3) : match.start()].rstrip()
            if not before or before[-1] in _OPENERS:
                continue
            word = match.group()
            if word[0].islower():
                lower[word.casefold()] += 1
            elif word[0].isupper():
                upper[word.casefold()] += 1
    return lower, upper


def lower_words(lower: Counter[str], upper: Counter[str]) -> list[str]:
    """The words of :func:`count_cases` that the table keeps (see the module's docstring)."""
    from ..detect.evidence import is_common_word
    from ..detect.person_words import name_kinds
    from ..tagger.features import table_features

    kept = []
    for word, n in lower.items():
        if n < MIN_LOWER or n < LOWER_SHARE * (n + upper[word]) or len(word) < 3:
            continue
        if is_common_word(word) or (name_kinds(word) == (None, None) and not table_features(word)):
            continue
        kept.append(word)
    return sorted(kept)


def _lines(path: Path) -> Iterable[str]:
    with lzma.open(path, "rt", encoding="utf-8", errors="replace") as f:
        yield from f


def main(argv: list[str] | None = None) -> None:
    data = Path((argv or sys.argv[1:] or ["../shared/data"])[0])
    words: set[str] = set()
    for files in TEXTS.values():
        lower: Counter[str] = Counter()
        upper: Counter[str] = Counter()
        for name in files:
            lo, up = count_cases(_lines(data / name))
            lower.update(lo)
            upper.update(up)
        words.update(lower_words(lower, upper))
    with gzip.open(TABLE, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("form\n")
        f.writelines(f"{w}\n" for w in sorted(words))
    print(f"{TABLE.name}: {len(words)} forms")


if __name__ == "__main__":
    main()
