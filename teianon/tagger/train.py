"""Train the name tagger: ``python -m teianon.tagger.train`` (or ``teianon train``).

Reads the train splits of GermEval 2014, MobIE, the Broad Twitter Corpus and WNUT 2017 (and, on
request, the Europeana Newspapers German NER data) from a data folder, adds chat-noise copies
(:mod:`teianon.tagger.noise`), and trains a linear-chain CRF with python-crfsuite (L-BFGS,
elastic net) on the features of :mod:`teianon.tagger.features`, with word clusters where their
table has been built (:mod:`teianon.tagger.clusters`; the model then needs that table beside it).
The same data, table and seed give the same model file. Beside the model it writes a model card
(JSON): sources, licences, parameters, the cluster table's checksum, sizes, time.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TypedDict

import pycrfsuite

from . import clusters
from .corpora import DEFAULT, EUROPEANA, Corpus, Sentence, gum_corpus, read
from .features import sentence_features
from .noise import noisy_copy

MODEL_DIR = Path(__file__).resolve().parent / "model"
MODEL = MODEL_DIR / "names.crfsuite"
CARD = MODEL_DIR / "names.json"
# Share of sentences that get a noisy copy, per set: the tweet sets are noisy already.
NOISE = {"germeval": 0.5, "mobie": 0.0, "btc": 0.2, "wnut17": 0.2, "europeana": 0.3, "gum": 0.2}
PARAMETERS = {"c1": 0.05, "c2": 0.01, "max_iterations": 150, "feature.possible_transitions": True, "feature.minfreq": 2}


def training_sentences(
    data: Path, corpora: Iterable[Corpus], seed: int, limit: int | None = None
) -> Iterator[Sentence]:
    rng = random.Random(seed)
    for corpus in corpora:
        for n, sentence in enumerate(read(corpus, data)):
            if limit is not None and n >= limit:
                break
            yield sentence
            if rng.random() < NOISE.get(corpus.name, 0.0):
                yield noisy_copy(sentence, rng)


class ModelCard(TypedDict):
    """The model card written beside the model (``names.json``)."""

    model: str
    sha256: str
    bytes: int
    seed: int
    parameters: dict[str, object]
    noise: dict[str, float]
    sentences: dict[str, int]
    tokens: int
    training_seconds: float
    training_cpu_seconds: float
    sources: list[dict[str, str]]
    clusters: dict[str, str] | None


def train(
    data: Path,
    model: Path = MODEL,
    *,
    seed: int = 1,
    corpora: Iterable[Corpus] = DEFAULT,
    limit: int | None = None,
    parameters: dict[str, object] | None = None,
    progress: bool = False,
) -> ModelCard:
    """Train and write ``model`` and its card; returns the card."""
    corpora = tuple(corpora)
    started = time.perf_counter()
    cpu = time.process_time()
    chosen = dict(PARAMETERS, **(parameters or {}))
    counts, tokens = fit(training_sentences(data, corpora, seed, limit), model, chosen, progress)
    seconds = time.perf_counter() - started
    card: ModelCard = {
        "model": model.name,
        "sha256": hashlib.sha256(model.read_bytes()).hexdigest(),
        "bytes": model.stat().st_size,
        "seed": seed,
        "parameters": chosen,
        "noise": NOISE,
        "sentences": counts,
        "tokens": tokens,
        "training_seconds": round(seconds, 1),
        # CPU time of the training process: on a shared machine the wall time says little.
        "training_cpu_seconds": round(time.process_time() - cpu, 1),
        "sources": [{"name": c.name, "file": c.path, "licence": c.licence} for c in corpora],
        "clusters": _table_card(),
    }
    model.with_suffix(".json").write_text(json.dumps(card, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return card


def fit(
    sentences: Iterable[Sentence], model: Path, parameters: dict[str, object] | None = None, progress: bool = False
) -> tuple[dict[str, int], int]:
    """Train a CRF on labelled sentences and write it to ``model`` atomically; (sentences per
    source, tokens). :func:`train` feeds it the corpora; :mod:`teianon.decide.train` feeds it
    folds of them."""
    trainer = pycrfsuite.Trainer(verbose=False)
    counts: dict[str, int] = {}
    tokens = 0
    for sentence in sentences:
        trainer.append(sentence_features(sentence.tokens), sentence.labels)
        counts[sentence.source] = counts.get(sentence.source, 0) + 1
        tokens += len(sentence.tokens)
    trainer.set_params(dict(PARAMETERS, **(parameters or {})))
    if progress:
        print(f"training on {sum(counts.values()):,} sentences ({tokens:,} tokens) …", flush=True)
    model.parent.mkdir(parents=True, exist_ok=True)
    partial = model.with_name(model.name + ".part")
    trainer.train(str(partial))
    partial.replace(model)
    return counts, tokens


def _table_card() -> dict[str, str] | None:
    """The cluster table the model was trained with (its features depend on it)."""
    if not clusters.TABLE.exists():
        return None
    return {
        "table": clusters.TABLE.name,
        "sha256": hashlib.sha256(clusters.TABLE.read_bytes()).hexdigest(),
        "card": clusters.CARD.name,
    }


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=Path("../shared/data"), help="folder of the training sets")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", type=Path, default=MODEL)
    parser.add_argument("--limit", type=int, help="at most this many sentences per set (quick trials)")
    parser.add_argument(
        "--without",
        action="append",
        default=[],
        metavar="SET",
        help="leave out a training set (germeval, mobie, btc, wnut17)",
    )
    parser.add_argument("--with-europeana", action="store_true", help="add the Europeana Newspapers NER data")
    parser.add_argument(
        "--gum",
        type=Path,
        metavar="DIR",
        help="add GUM's freely licensed genres (train split) from DIR, a folder with GUM's dep/ and splits.md",
    )
    args = parser.parse_args(argv)
    extra = (EUROPEANA if args.with_europeana else ()) + ((gum_corpus(args.gum),) if args.gum else ())
    chosen = [c for c in DEFAULT + extra if c.name not in args.without]
    card = train(args.data, args.output, seed=args.seed, corpora=chosen, limit=args.limit, progress=True)
    print(f"{args.output}: {card['bytes'] / 1e6:.1f} MB in {card['training_seconds']} s, sha256 {card['sha256'][:16]}")


if __name__ == "__main__":
    main()
