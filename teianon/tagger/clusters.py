"""Word clusters for the name tagger: which words behave alike in running text.

Distributional word classes are the largest single gain for German NER without pretrained
transformers (Faruqui & Padó 2010: +6 F1 in domain, +9 out of domain). The tagger reads, for a
token and its neighbours, the cluster of the word at three granularities (64, 256 and 1,024
classes), so that ``mehmet`` behaves like ``Mehmet`` and like the other first names the
training data happens to have.

Built by ``python -m teianon.tagger.clusters --data ../shared/data`` (needs ``teianon[train]``:
gensim, scikit-learn): fastText vectors (Bojanowski et al. 2017; gensim) on case-folded running
text of freely licensed German and English corpora (:data:`SOURCES`), k-means (scikit-learn)
of the vectors of the frequent words into 1,024 classes, and of those 1,024 centroids into 256
and 64. Every word of the shipped vocabulary (the text's words, the words of the tagger's
training sets and wordfreq's most frequent German and English words) gets the class of the
centroid nearest its vector; a word the text never had (a misspelling, a rare name) gets its
vector from its character n-grams, so it too has a class. Only the word → class table is kept
(``model/clusters.marisa``, a MARISA trie, memory-mapped); no vectors are needed at run time.
Where the table is, :mod:`teianon.tagger.features` reads it, so a model trained with it needs it
beside it; the shipped model was trained without one (docs/performance/accuracy.md says why).

One fastText worker thread and fixed seeds, as gensim needs for a repeatable result (several
workers are not); whether a second build is the same byte for byte also depends on BLAS in the
k-means, and has not been checked: the committed table and its checksum in the model card are
the reference.
"""

from __future__ import annotations

import json
import lzma
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TypedDict

import marisa_trie
import regex

MODEL_DIR = Path(__file__).resolve().parent / "model"
TABLE = MODEL_DIR / "clusters.marisa"
CARD = MODEL_DIR / "clusters.json"
# Granularities, coarse to fine; the finest is the k-means of the word vectors.
SIZES = (64, 256, 1024)
# One record per word: its class at each granularity.
RECORD = "<HHH"
# Tokens as the tagger reads them (teianon.detect.tagger._TOKEN).
TOKEN = regex.compile(r"[@#]?[\w]+(?:[.\-_'’&][\w]+)*|[^\w\s]")
_ELONGATION = regex.compile(r"(\p{L})\1{2,}")


@dataclass(frozen=True)
class Source:
    """A running-text file under the data folder, and how much of it is read."""

    name: str
    path: str
    # Whitespace tokens in the file (its README) and how many of them are used: every n-th line,
    # so that the sample spans the whole file.
    tokens: int
    budget: int
    licence: str
    cite: str
    # Tatoeba's lines are "English TAB German": both are used.
    tab_separated: bool = False


SOURCES = (
    Source(
        "bundestag20",
        "text_de_bundestag20/bundestag20_speeches.txt.xz",
        14_500_000,
        5_000_000,
        "public domain (§ 5 UrhG, official work)",
        "Deutscher Bundestag, Plenarprotokolle der 20. Wahlperiode",
    ),
    Source(
        "gerdracor",
        "text_de_gerdracor/gerdracor_speeches.txt.xz",
        10_000_000,
        2_000_000,
        "CC0 1.0",
        "Fischer et al. (2019), Programmable Corpora: Introducing DraCor",
    ),
    Source(
        "eltec_deu",
        "text_de_eltec/eltec_deu_paragraphs.txt.xz",
        9_400_000,
        2_000_000,
        "public domain texts, CC BY 4.0 markup",
        "ELTeC-deu, ed. Jannidis, Konle, Odebrecht (doi:10.5281/zenodo.4662482)",
    ),
    Source(
        "eltec_eng",
        "text_en_eltec/eltec_eng_paragraphs.txt.xz",
        11_400_000,
        3_000_000,
        "public domain texts, CC BY 4.0 markup",
        "ELTeC-eng, ed. Burnard (doi:10.5281/zenodo.3533868)",
    ),
    Source(
        "tatoeba",
        "text_de_en_tatoeba/tatoeba_eng_deu.tsv.xz",
        391_000,
        391_000,
        "CC BY 2.0 FR",
        "Tatoeba (tatoeba.org), via manythings.org/anki",
        tab_separated=True,
    ),
)
# fastText and k-means settings: sized for a shared two-core machine (minutes, not hours).
FASTTEXT = {
    "vector_size": 100,
    "window": 5,
    "min_count": 5,
    "epochs": 3,
    "sg": 1,
    "min_n": 3,
    "max_n": 5,
    "bucket": 500_000,
    "workers": 1,
}
# The k-means is fitted on this many of the most frequent words (their vectors are the most reliable).
FIT_WORDS = 60_000
# wordfreq's most frequent words per language, added to the shipped vocabulary (chat words).
WORDFREQ_WORDS = 100_000


def key(token: str) -> str:
    """The form a token is looked up as: case-folded, without a leading @ or #."""
    return token.lstrip("@#").casefold()


def sentences(data: Path, source: Source, fraction: float = 1.0) -> Iterator[list[str]]:
    """The case-folded tokens of every n-th line of a source, about ``source.budget`` of them."""
    step = max(1, round(source.tokens / (source.budget * fraction)))
    with lzma.open(data / source.path, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f):
            if n % step:
                continue
            for part in line.split("\t") if source.tab_separated else (line,):
                # One string object per word type: the sample stays small in memory.
                tokens = [sys.intern(t.casefold()) for t in TOKEN.findall(part)]
                if tokens:
                    yield tokens


@lru_cache(maxsize=1)
def table() -> marisa_trie.RecordTrie | None:
    """The shipped word → classes table (None where it is missing: no cluster features)."""
    if not TABLE.exists():
        return None
    trie = marisa_trie.RecordTrie(RECORD)
    trie.mmap(str(TABLE))
    return trie


def classes(token: str) -> tuple[int, int, int] | None:
    """The classes of a token at each granularity of :data:`SIZES`, or None if the table has no
    entry (also tried with a stretched letter squeezed: ``neeein``)."""
    trie = table()
    if trie is None:
        return None
    word = key(token)
    found = trie.get(word)
    if not found and _ELONGATION.search(word):
        found = trie.get(_ELONGATION.sub(r"\1", word)) or trie.get(_ELONGATION.sub(r"\1\1", word))
    return found[0] if found else None


def _training_vocabulary(data: Path) -> set[str]:
    """The words of the tagger's training sets (never a dev or test set)."""
    from .corpora import TRAINING, read

    words: set[str] = set()
    for corpus in TRAINING:
        if (data / corpus.path).exists():
            for sentence in read(corpus, data):
                words.update(key(t) for t in sentence.tokens)
    return words


class TableCard(TypedDict):
    """The card written beside the table (``clusters.json``): what it was built from, and how."""

    table: str
    words: int
    bytes: int
    sizes: list[int]
    seed: int
    fraction: float
    fasttext: dict[str, int]
    fit_words: int
    wordfreq_words_per_language: int
    tokens: dict[str, int]
    vectors_seconds: float
    seconds: float
    sources: list[dict[str, str]]


def build(
    data: Path, table_path: Path = TABLE, *, seed: int = 1, fraction: float = 1.0, progress: bool = False
) -> TableCard:
    """Learn the vectors and the classes, write the table and its card; returns the card."""
    import numpy as np

    # gensim and scikit-learn (the train extra) ship no type information.
    from gensim.models import FastText  # type: ignore[import-untyped, import-not-found, unused-ignore]
    from sklearn.cluster import KMeans, MiniBatchKMeans  # type: ignore[import-untyped, import-not-found, unused-ignore]
    from wordfreq import top_n_list

    def say(text: str) -> None:
        if progress:
            print(text, flush=True)

    started = time.perf_counter()
    corpus: list[list[str]] = []
    used: dict[str, int] = {}
    for source in SOURCES:
        before = sum(map(len, corpus))
        corpus.extend(sentences(data, source, fraction))
        used[source.name] = sum(map(len, corpus)) - before
        say(f"{source.name}: {used[source.name]:,} tokens")
    model = FastText(seed=seed, **FASTTEXT)
    model.build_vocab(corpus_iterable=corpus)
    model.train(corpus_iterable=corpus, total_examples=len(corpus), epochs=model.epochs)
    vectors_seconds = time.perf_counter() - started
    say(f"fastText: {len(model.wv):,} words in {vectors_seconds:.0f} s")
    del corpus

    def unit(matrix: np.ndarray) -> np.ndarray:
        return matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)

    # Frequent words first (gensim sorts its vocabulary by count).
    fit = unit(model.wv.vectors[:FIT_WORDS])
    fine = MiniBatchKMeans(n_clusters=SIZES[-1], random_state=seed, batch_size=8192, n_init=3, max_iter=100)
    fine.fit(fit)
    centroids = unit(fine.cluster_centers_)
    coarser = [KMeans(n_clusters=size, random_state=seed, n_init=4).fit(centroids).labels_ for size in SIZES[:-1]]
    vocabulary = set(model.wv.index_to_key)
    vocabulary.update(_training_vocabulary(data))
    for language in ("de", "en"):
        vocabulary.update(key(w) for w in top_n_list(language, WORDFREQ_WORDS))
    words = sorted(w for w in vocabulary if w and len(w) <= 40)
    records: list[tuple[str, tuple[int, ...]]] = []
    for begin in range(0, len(words), 50_000):
        chunk = words[begin : begin + 50_000]
        nearest = np.argmax(unit(np.stack([model.wv[w] for w in chunk])) @ centroids.T, axis=1)
        records.extend((w, (*(int(c[n]) for c in coarser), int(n))) for w, n in zip(chunk, nearest, strict=True))
    trie = marisa_trie.RecordTrie(RECORD, records)
    table_path.parent.mkdir(parents=True, exist_ok=True)
    trie.save(str(table_path))
    seconds = time.perf_counter() - started
    card: TableCard = {
        "table": table_path.name,
        "words": len(records),
        "bytes": table_path.stat().st_size,
        "sizes": list(SIZES),
        "seed": seed,
        "fraction": fraction,
        "fasttext": FASTTEXT,
        "fit_words": FIT_WORDS,
        "wordfreq_words_per_language": WORDFREQ_WORDS,
        "tokens": used,
        "vectors_seconds": round(vectors_seconds, 1),
        "seconds": round(seconds, 1),
        "sources": [{"name": s.name, "file": s.path, "licence": s.licence, "cite": s.cite} for s in SOURCES],
    }
    table_path.with_suffix(".json").write_text(json.dumps(card, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    table.cache_clear()
    return card


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=Path("../shared/data"), help="folder of the text_* corpora")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", type=Path, default=TABLE)
    parser.add_argument("--fraction", type=float, default=1.0, help="share of the text budget (quick trials)")
    args = parser.parse_args(argv)
    card = build(args.data, args.output, seed=args.seed, fraction=args.fraction, progress=True)
    print(f"{args.output}: {card['words']:,} words, {card['bytes'] / 1e6:.1f} MB in {card['seconds']} s")


if __name__ == "__main__":
    main()
