"""Score teianon's name detection on the public NER development sets in ../shared/data.

    python benchmarks/ner_scores.py                 # all sets found, table on stdout
    python benchmarks/ner_scores.py --set germeval --errors PER   # also list PER misses/false hits

Each set is imported as TEI gold (teianon.conll), stripped, annotated with the name categories
and scored with teianon.evaluate (overlap match; LOC and GPE scored as one, as the sets do not
separate them). Development data only: these are the sets we tune on.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from teianon.conll import MAPPINGS, read_bio, to_tei
from teianon.corpus import Settings, annotate_tree
from teianon.evaluate import Evaluation, post_units, references
from teianon.strip import strip_annotations
from teianon.tei import tei
from teianon.xmlio import parse_file, write_tree

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
# name, file, label mapping, token column, label column
SETS = {
    "germeval": ("germeval2014/NER-de-dev.tsv", "germeval", 1, 2),
    "btc": ("btc/btc.dev", "btc", 0, 1),
    "wnut17": ("wnut17/emerging.dev.conll", "wnut17", 0, 1),
    "uner_en_ewt": ("uner_en_ewt/en_ewt-ud-dev.iob2", "uner", 1, 2),
}
CATEGORIES = ("PER", "ORG", "LOC", "GPE", "GEO_DE", "OTH")
MERGE = {"GPE": "LOC"}


def score(name: str, errors: str | None) -> tuple[Evaluation, float, int]:
    path, labels, token_column, label_column = SETS[name]
    source = DATA / path
    with tempfile.TemporaryDirectory() as tmp:
        gold_path = Path(tmp) / "gold.xml"
        write_tree(to_tei(read_bio(source, token_column, label_column), MAPPINGS[labels], name, source), gold_path)
        gold = parse_file(gold_path)
        system = parse_file(gold_path)
        strip_annotations(system.getroot())
        started = time.perf_counter()
        annotate_tree(system, name, Settings(categories=CATEGORIES))
        seconds = time.perf_counter() - started
    result = Evaluation()
    result.compare_trees(gold, system, MERGE, source)
    if errors:
        for g, s in zip(gold.getroot().iter(tei("post")), system.getroot().iter(tei("post"))):
            _show_errors(post_units(g), post_units(s), errors)
    tokens = sum(1 for _ in gold.getroot().iter(tei("w")))
    return result, seconds, tokens


def _show_errors(gold, system, category: str) -> None:
    g = {r for r in references(gold, MERGE) if r.category == category}
    s = {r for r in references(system, MERGE) if r.category == category}
    text = [u.text for u in gold]
    def show(r):
        return " ".join(text[max(0, r.start - 4) : r.start]) + " [[" + " ".join(text[r.start : r.end]) + "]] " + " ".join(text[r.end : r.end + 3])
    for r in g:
        if not any(x.overlaps(r) for x in s):
            print(f"MISS  {show(r)}", file=sys.stderr)
    for r in s:
        if not any(x.overlaps(r) for x in g):
            print(f"FALSE {show(r)}", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=sorted(SETS), action="append", help="default: every set found")
    parser.add_argument("--errors", metavar="CATEGORY", help="print misses and false hits of a category to stderr")
    args = parser.parse_args()
    chosen = args.set or [n for n, spec in SETS.items() if (DATA / spec[0]).exists()]
    if not chosen:
        sys.exit(f"no evaluation data under {DATA}")
    print("| set | category | P | R | F1 | F2 | gold | tokens/s |")
    print("|---|---|---|---|---|---|---|---|")
    for name in chosen:
        result, seconds, tokens = score(name, args.errors)
        tally = result.tallies["overlap"]
        for category in [*tally.categories(), None]:
            s = tally.scores(category)
            label = category or "overall"
            if label == "LOC":
                label = "LOC∪GPE"
            print(f"| {name} | {label} | {s['precision']:.3f} | {s['recall']:.3f} | {s['f1']:.3f} | {s['f2']:.3f} "
                  f"| {s['tp'] + s['fn']} | {tokens / seconds:,.0f} |")


if __name__ == "__main__":
    main()
