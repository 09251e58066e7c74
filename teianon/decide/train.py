"""Train the decision model: ``teianon train --decision`` (needs ``teianon[train]``).

Candidates come from running teianon's own detectors over labelled text, exactly as a run does
(one ``<post>`` per sentence, documents of :data:`DOCUMENT` sentences), and each candidate is a
name where it overlaps a gold name of the set. The sets:

- the name tagger's own training sets (GermEval 2014, MobIE, BTC, WNUT 2017, with the chat-noise
  copies the tagger trains on). A tagger is too sure of the sentences it was trained on, so these
  are *cross-fitted*: the sentences are split in two folds, a tagger is trained on each fold, and
  the candidates of one fold come from the tagger of the other;
- the English Web Treebank's Universal NER train split (e-mail, newsgroups, reviews, weblogs) and
  the Europeana Newspapers German data (OCR'd newspapers), which the shipped tagger never saw:
  their candidates come from the shipped tagger;
- conversational frames (German drama, the quoted speech of English novels) with names of many
  origins put in and written as chat writes them (:mod:`teianon.decide.frames`), through the
  shipped tagger.

A candidate counts only where its set labels its category (MobIE, BTC, UNER and Europeana label no
place derivations and no other names; WNUT no place derivations): elsewhere "no gold name" would
not mean "no name". A logistic regression (scikit-learn) is fitted to all candidates; an isotonic
map from its probability to the observed share of names, fitted on out-of-fold probabilities
(folds are whole documents), calibrates it. The card beside the model reports, for each set left
out of training in turn, how often each ``@cert`` band was right on it.
"""

from __future__ import annotations

import hashlib
import json
import random
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from ..detect import Detector, DocumentContext, build_detectors, detect
from ..detect.tagger import TaggerDetector
from ..lists import HERE as TABLES
from ..mention import Category
from ..read.tei import TEI_NS, read_documents
from ..tagger.corpora import EUROPEANA, LABELS, TRAINING, Corpus, Sentence, gum_corpus, read
from ..tagger.noise import noisy_copy
from ..tagger.train import NOISE, fit
from . import PRECISE, PROPOSED_ONLY
from .features import crossed, family, features
from .frames import SOURCES, UNKNOWN, frames
from .model import MODEL, band_of, calibrate

# Sentences per generated document: the document-wide evidence (how often a word recurs) needs
# some text around a sentence, as a chat or a letter has.
DOCUMENT = 40
# The categories the model judges, and the label each is scored against.
JUDGED = {"PER": "PER", "ORG": "ORG", "LOC": "LOC", "GPE": "LOC", "GEO_DE": "GEO_DE", "OTH": "OTH"}
# The bands of the calibrated probability: recall first, so "as likely a name as not" is replaced
# under the default --min-cert medium; below the last bound a candidate is not proposed.
BANDS = (("high", 0.90), ("medium", 0.50), ("low", 0.12))
# Sentences per set and fold whose candidates are taken (the taggers of the folds learn from all).
LIMIT = 5000
# Candidates a feature must be seen in to get a weight.
MIN_FEATURE_ROWS = 25
# The regression's inverse regularisation strength (chosen on the held-out sets' log loss).
C = 0.5

LABELS.setdefault("uner", {"PER": "PER", "LOC": "LOC", "ORG": "ORG"})
UNER = Corpus("uner", "uner_en_ewt/en_ewt-ud-train.prerelease.iob2", 1, 2, "\t", "CC BY-SA 4.0")
# What each set labels (teianon's tagger categories).
LABELLED = {
    "germeval": frozenset({"PER", "ORG", "LOC", "GEO_DE", "OTH"}),
    "mobie": frozenset({"PER", "ORG", "LOC"}),
    "btc": frozenset({"PER", "ORG", "LOC"}),
    "wnut17": frozenset({"PER", "ORG", "LOC", "OTH"}),
    "uner": frozenset({"PER", "ORG", "LOC"}),
    "europeana": frozenset({"PER", "ORG", "LOC"}),
    # GUM's other named mentions (acts, events, works) are O in the tagger's data (teianon.tagger.gum).
    "gum": frozenset({"PER", "ORG", "LOC"}),
    # The frames label every word they know (teianon.decide.frames); the others are left out.
    # Not place derivations: a lower-case word counts as no name there, and German writes them in
    # lower case ("schwäbischen"), which GermEval labels as names.
    "frames-de": frozenset({"PER", "ORG", "LOC", "OTH"}),
    "frames-en": frozenset({"PER", "ORG", "LOC", "OTH"}),
}
# Conversational frames per language (teianon.decide.frames).
FRAMES = 8000
# The prefix of the bare candidates' features (teianon.decide.features), their part of the model.
PART = "bare|"
# The detectors that propose only for the model (teianon.decide.PROPOSED_ONLY): a pass of their own.
BARE_DETECTORS = ("person_bare",)
# The tables the frames draw their names from (teianon.decide.frames): other tables, other frames.
FRAME_TABLES = ("persons.tsv.gz", "pet_forms.tsv.gz", "word_names.tsv.gz")


@dataclass
class Row:
    """One candidate: its evidence, whether it was a name, and where it came from."""

    features: dict[str, float]
    label: int
    corpus: str
    document: int
    rule: str
    category: str


def _with_noise(sentences: Iterable[Sentence], name: str, rng: random.Random) -> Iterator[tuple[int, Sentence]]:
    """(index of the original, sentence), the noisy copies the tagger trains on included."""
    for n, sentence in enumerate(sentences):
        yield n, sentence
        if rng.random() < NOISE.get(name, 0.0):
            yield n, noisy_copy(sentence, rng)


def _gold(labels: list[str]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for i, label in enumerate(labels):
        if label.startswith("B-") or label.startswith("I-") and (i == 0 or labels[i - 1] == "O"):
            spans.append((i, i + 1))
        elif label.startswith("I-"):
            spans[-1] = (spans[-1][0], i + 1)
    return spans


def _tree(sentences: Sequence[Sentence]) -> etree._ElementTree:
    t = f"{{{TEI_NS}}}"
    root = etree.Element(f"{t}TEI", nsmap={None: TEI_NS})  # type: ignore[dict-item]
    header = etree.SubElement(root, f"{t}teiHeader")
    etree.SubElement(etree.SubElement(etree.SubElement(header, f"{t}fileDesc"), f"{t}titleStmt"), f"{t}title")
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, f"{t}text"), f"{t}body"), f"{t}div")
    for sentence in sentences:
        post = etree.SubElement(div, f"{t}post")
        for token in sentence.tokens:
            etree.SubElement(post, f"{t}w").text = token
    return etree.ElementTree(root)


def candidates(sentences: Sequence[Sentence], detectors: list[Detector], corpus: str, first: int = 0) -> Iterator[Row]:
    """The rows of the candidates the detectors propose in ``sentences`` (documents numbered
    from ``first``)."""
    labelled = LABELLED[corpus]
    for k in range(0, len(sentences), DOCUMENT):
        chunk = sentences[k : k + DOCUMENT]
        (document,) = read_documents(_tree(chunk), corpus)
        context = DocumentContext.of(document)
        for view, sentence in zip(context.views, chunk, strict=True):
            proposals = detect(view, context, detectors)
            if len(view.tokens) != len(sentence.tokens):
                continue
            gold = [(view.tokens[s].start, view.tokens[e - 1].end) for s, e in _gold(sentence.labels)]
            unknown = [
                (t.start, t.end) for t, label in zip(view.tokens, sentence.labels, strict=True) if label == UNKNOWN
            ]
            for mention in proposals:
                target = JUDGED.get(mention.category.name)
                if target is None or target not in labelled or mention.corresp or mention.is_addressing:
                    continue
                if any(mention.start < e and s < mention.end for s, e in unknown):
                    continue
                label = int(any(mention.start < e and s < mention.end for s, e in gold))
                yield Row(
                    features(mention, view, proposals, context),
                    label,
                    corpus,
                    first + k // DOCUMENT,
                    mention.source,
                    mention.category.name,
                )


def _detectors(tagger_model: Path | None) -> list[Detector]:
    """The default detectors, with the tagger read from ``tagger_model`` where given."""
    detectors = [d for d in build_detectors(ner="crf") if d.name != "tagger" and d.name not in BARE_DETECTORS]
    tagger = TaggerDetector()
    if tagger_model is not None:
        tagger.model_path = tagger_model
    tagger.load()
    return [*detectors, tagger]


@dataclass
class Part:
    """Sentences of one set whose candidates are taken: from fold ``fold``'s sentences (whose
    tagger learnt from the other fold), or (``fold`` None) through the shipped tagger."""

    name: str
    sentences: list[Sentence]
    first: int
    fold: int | None


def parts(
    data: Path, seed: int = 1, limit: int | None = None, extra: Sequence[Corpus] = (), pronouns: bool = False
) -> tuple[list[list[Sentence]], list[Part]]:
    """The sentences each fold's tagger learns from, and the parts whose candidates are taken,
    with their first document's number: the same for every pass over them (``pronouns``: the
    frames put names where a personal pronoun stood too, :func:`teianon.decide.frames.frames`)."""
    rng = random.Random(seed)
    folds: list[list[list[Sentence]]] = [[], []]  # fold -> corpus -> sentences
    names: list[str] = []
    for corpus in (*TRAINING, *extra):
        chosen: tuple[list[Sentence], list[Sentence]] = ([], [])
        for n, sentence in _with_noise(read(corpus, data), corpus.name, rng):
            chosen[n % 2].append(sentence)
        folds[0].append(chosen[0])
        folds[1].append(chosen[1])
        names.append(corpus.name)
    found: list[Part] = []
    document = 0
    for k in (0, 1):
        for name, part in zip(names, folds[k], strict=True):
            part = part[:limit]
            found.append(Part(name, part, document, k))
            document += len(part) // DOCUMENT + 1
    for corpus in (UNER, *EUROPEANA):
        sentences = list(read(corpus, data))[:limit]  # Europeana: per library
        found.append(Part(corpus.name, sentences, document, None))
        document += len(sentences) // DOCUMENT + 1
    framed = list(frames(data, FRAMES, seed, pronouns))
    for name in ("frames-de", "frames-en"):
        part = [s for s in framed if s.source == name]
        found.append(Part(name, part, document, None))
        document += len(part) // DOCUMENT + 1
    training = [[s for corpus in folds[k] for s in corpus] for k in (0, 1)]
    return training, found


def bare_rows(data: Path, seed: int = 1, limit: int | None = None, extra: Sequence[Corpus] = ()) -> list[Row]:
    """The candidates of the rules that propose only for the model (:data:`BARE_DETECTORS`),
    from a pass of their own over the same sentences: their evidence is their own (features
    named ``bare|…``, :mod:`teianon.decide.features`), whatever else a fold's tagger found. The
    frames put names where a personal pronoun stood as well (``ich sah ihn soeben``): the place
    where chat names people by names that are words, which the other frames hardly hold."""
    detectors = build_detectors(BARE_DETECTORS)
    found: list[Row] = []
    for part in parts(data, seed, limit, extra, pronouns=True)[1]:
        found.extend(candidates(part.sentences, detectors, part.name, part.first))
    return found


def rows(
    data: Path, seed: int = 1, limit: int | None = None, progress: bool = False, extra: Sequence[Corpus] = ()
) -> list[Row]:
    """Every training candidate: the tagger's sets (and ``extra`` ones the shipped tagger learnt
    from, GUM) cross-fitted, UNER and Europeana as they are, and the bare candidates
    (:func:`bare_rows`). Each tagger of a fold learns from the whole other fold; ``limit`` bounds
    the sentences per set (and fold) whose candidates are taken."""
    training, chosen = parts(data, seed, limit, extra)
    found: list[Row] = []
    with tempfile.TemporaryDirectory() as scratch:
        for k in (0, 1):
            model = Path(scratch) / f"fold{k}.crfsuite"
            if progress:
                print(f"decision: the tagger of fold {1 - k} …", flush=True)
            fit(iter(training[1 - k]), model)
            detectors = _detectors(model)
            for part in (p for p in chosen if p.fold == k):
                if progress:
                    size = f"{len(part.sentences):,} sentences"
                    print(f"decision: candidates of {part.name}, fold {k} ({size}) …", flush=True)
                found.extend(candidates(part.sentences, detectors, part.name, part.first))
    detectors = _detectors(None)
    for part in (p for p in chosen if p.fold is None):
        if progress:
            print(f"decision: candidates of {part.name} ({len(part.sentences):,} sentences) …", flush=True)
        found.extend(candidates(part.sentences, detectors, part.name, part.first))
    if progress:
        print("decision: the bare candidates …", flush=True)
    return found + bare_rows(data, seed, limit, extra)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _fit(chosen: Sequence[Row]):  # type: ignore[no-untyped-def]
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    # A feature seen in a handful of candidates gets no weight: a cue learnt from four tweets
    # ("danke" before a name that was none) would outweigh the evidence in every chat.
    seen = Counter(k for r in chosen for k in r.features)
    vectorizer = DictVectorizer()
    vectorizer.fit([{k: 1.0 for k, n in seen.items() if n >= MIN_FEATURE_ROWS}])
    x = vectorizer.transform([r.features for r in chosen])
    regression = LogisticRegression(C=C, max_iter=3000)
    regression.fit(x, [r.label for r in chosen])
    return vectorizer, regression


def _weights(chosen: Sequence[Row]) -> tuple[dict[str, float], float]:
    """The regression's weights by feature name, and its intercept."""
    vectorizer, regression = _fit(chosen)
    weights = {
        name: round(float(w), 5)
        for name, w in zip(vectorizer.get_feature_names_out(), regression.coef_[0], strict=True)
        if abs(w) >= 1e-5
    }
    return weights, round(float(regression.intercept_[0]), 5)


def _out_of_fold(chosen: Sequence[Row], folds: int = 5) -> list[float]:
    """The regression's probability of each row from a model that did not see its document."""
    probabilities = [0.0] * len(chosen)
    for k in range(folds):
        train = [r for r in chosen if r.document % folds != k]
        vectorizer, regression = _fit(train)
        held = [i for i, r in enumerate(chosen) if r.document % folds == k]
        predicted = regression.predict_proba(vectorizer.transform([chosen[i].features for i in held]))[:, 1]
        for i, p in zip(held, predicted, strict=True):
            probabilities[i] = float(p)
    return probabilities


def _calibration(raw: Sequence[float], labels: Sequence[int]) -> tuple[list[float], list[float]]:
    from sklearn.isotonic import IsotonicRegression

    isotonic = IsotonicRegression(out_of_bounds="clip", y_min=0.0, y_max=1.0)
    isotonic.fit(raw, labels)
    return [float(x) for x in isotonic.X_thresholds_], [float(y) for y in isotonic.y_thresholds_]


def reliability(probabilities: Sequence[float], chosen: Sequence[Row]) -> dict[str, dict[str, float]]:
    """Per band: candidates, the share that were names; and the names dropped (below the bands)."""
    table: dict[str, Counter[str]] = {}
    for p, row in zip(probabilities, chosen, strict=True):
        band = band_of(p, BANDS) or "dropped"
        table.setdefault(band, Counter())["n"] += 1
        table[band]["names"] += row.label
    return {
        band: {"candidates": c["n"], "names": c["names"], "right": round(c["names"] / c["n"], 3) if c["n"] else 0.0}
        for band, c in table.items()
    }


def held_out(found: Sequence[Row]) -> dict[str, dict[str, dict[str, float]]]:
    """For each set: the bands' reliability on it, with a model (and calibration) trained without it."""
    report: dict[str, dict[str, dict[str, float]]] = {}
    for corpus in sorted({r.corpus for r in found}):
        train = [r for r in found if r.corpus != corpus]
        test = [r for r in found if r.corpus == corpus]
        xs, ys = _calibration(_out_of_fold(train), [r.label for r in train])
        vectorizer, regression = _fit(train)
        raw = regression.predict_proba(vectorizer.transform([r.features for r in test]))[:, 1]
        report[corpus] = reliability([calibrate(float(p), tuple(xs), tuple(ys)) for p in raw], test)
    return report


def train(
    data: Path,
    output: Path = MODEL,
    seed: int = 1,
    limit: int | None = None,
    progress: bool = False,
    without: frozenset[str] = frozenset(),
    candidates_file: Path | None = None,
    report: bool = True,
    gum: Path | None = None,
) -> dict[str, object]:
    """Build the candidates, fit and calibrate the model, write it and its card; the card.

    ``without`` leaves sets out of the fit (a model to measure on a set it never saw);
    ``candidates_file`` keeps the candidates (JSON lines) and reads them from there next time,
    so that models without one set or another are fitted in seconds; without ``report`` the card
    leaves out the held-out table (a model per set: minutes). ``gum`` is a folder of the GUM corpus
    (:mod:`teianon.tagger.gum`), whose free genres are then cross-fitted like the tagger's sets:
    the shipped tagger learns from them too (``python -m teianon.tagger.train --gum``)."""
    started = time.perf_counter()
    extra = (gum_corpus(gum),) if gum is not None else ()
    if candidates_file is not None and candidates_file.is_file():
        with candidates_file.open(encoding="utf-8") as f:
            found = [Row(**json.loads(line)) for line in f]
    else:
        found = rows(data, seed, limit, progress, extra)
        if candidates_file is not None:
            with candidates_file.open("w", encoding="utf-8") as f:
                for row in found:
                    f.write(json.dumps(row.__dict__, ensure_ascii=False) + "\n")
    found = [r for r in found if r.corpus not in without and family(r.rule) not in PRECISE]
    for row in found:
        crossed(row.features)  # candidates kept by an earlier version lack the crossed cues
    # The bare candidates are a part of their own (teianon.decide.model): fitted and calibrated
    # on their own rows, they move nothing of the other rules' weights.
    bare = [r for r in found if r.rule in PROPOSED_ONLY]
    found = [r for r in found if r.rule not in PROPOSED_ONLY]
    if progress:
        print(f"decision: fitting on {len(found):,} candidates, {len(bare):,} bare ones apart …", flush=True)
    raw = _out_of_fold(found)
    xs, ys = _calibration(raw, [r.label for r in found])
    weights, intercept = _weights(found)
    parts: dict[str, object] = {}
    if bare:
        part_weights, part_intercept = _weights(bare)
        bare_raw = _out_of_fold(bare)
        bare_xs, bare_ys = _calibration(bare_raw, [r.label for r in bare])
        weights.update(part_weights)
        parts[PART] = {
            "intercept": part_intercept,
            "calibration": {"x": [round(x, 6) for x in bare_xs], "y": [round(y, 6) for y in bare_ys]},
        }
    model = {
        "weights": dict(sorted(weights.items())),
        "intercept": intercept,
        "calibration": {"x": [round(x, 6) for x in xs], "y": [round(y, 6) for y in ys]},
        "bands": [list(b) for b in BANDS],
        "rows": dict(sorted(Counter(r.rule for r in (*found, *bare)).items())),
        "categories": sorted({category.name for category in Category if category.name in JUDGED}),
        "parts": parts,
    }
    output.parent.mkdir(parents=True, exist_ok=True)
    partial = output.with_name(output.name + ".part")
    partial.write_text(json.dumps(model, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    partial.replace(output)
    if progress:
        print("decision: each set held out in turn …", flush=True)
    card: dict[str, object] = {
        "model": output.name,
        # The size of what ships in the wheel.
        "bytes": output.stat().st_size,
        "seed": seed,
        "C": C,
        "bands": [list(b) for b in BANDS],
        "candidates": dict(sorted(Counter(r.corpus for r in found).items())),
        "names": dict(sorted(Counter(r.corpus for r in found if r.label).items())),
        "sources": [{"name": c.name, "file": c.path, "licence": c.licence, "use": "cross-fitted"} for c in TRAINING]
        + [{"name": c.name, "file": c.path, "licence": c.licence, "use": "shipped tagger"} for c in (UNER, *EUROPEANA)]
        + [
            {"name": f"frames-{lang}", "file": path, "licence": licence, "use": "frames"}
            for lang, path, licence in SOURCES
        ],
        "out_of_fold": reliability([calibrate(p, tuple(xs), tuple(ys)) for p in raw], found),
        "bare": (
            {
                "candidates": dict(sorted(Counter(r.corpus for r in bare).items())),
                "names": dict(sorted(Counter(r.corpus for r in bare if r.label).items())),
                "out_of_fold": reliability([calibrate(p, tuple(bare_xs), tuple(bare_ys)) for p in bare_raw], bare),
            }
            if bare
            else {}
        ),
        "held_out": held_out(found) if report else {},
        "limit": limit,
        "frames": FRAMES,
        "frame_names": {name: _sha256(TABLES / name) for name in FRAME_TABLES},
        "frames_left_out": "the GerDraCor speeches benchmarks/chat_names_heldout.py holds out (teianon.decide.frames)",
        "training_seconds": round(time.perf_counter() - started, 1),
    }
    output.with_name(output.stem + ".card.json").write_text(
        json.dumps(card, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return card


def main(argv: list[str] | None = None) -> None:
    """``python -m teianon.decide.train``: ``teianon train --decision`` with GUM (``--gum DIR``)."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=Path("../shared/data"), help="folder of the training sets")
    parser.add_argument("--gum", type=Path, metavar="DIR", help="a folder with GUM's dep/ and splits.md")
    parser.add_argument("-o", "--output", type=Path, default=MODEL)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--without", action="append", default=[], metavar="SET", help="leave a set out of the fit")
    parser.add_argument(
        "--candidates",
        type=Path,
        metavar="FILE",
        help="keep the candidates in FILE (JSON lines), or read them from there if it exists: a refit takes minutes",
    )
    args = parser.parse_args(argv)
    card = train(
        args.data,
        args.output,
        args.seed,
        LIMIT,
        progress=True,
        without=frozenset(args.without),
        candidates_file=args.candidates,
        gum=args.gum,
    )
    print(f"{args.output}: {sum(card['candidates'].values()):,} candidates, {card['training_seconds']:.0f} s")  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
