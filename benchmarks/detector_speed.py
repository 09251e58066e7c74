"""CPU time of each detector over a corpus, in one process, cold and warm.

    .venv/bin/python benchmarks/detector_speed.py FOLDER [--rounds 4] [--top 12]

Reads every ``*.xml`` of FOLDER (for example the files ``benchmarks/throughput.py``'s
``write_corpus`` writes), then runs ``teianon.detect.detect`` with all bundled detectors over
every post and text block of every document, ``--rounds`` times, each detector's ``analyze``
timed (CPU seconds, ``time.process_time``). The first round is cold: it pays a word type's
first sight (the per-word caches, the tables' first lookups); the later ones are warm, and their
least is printed per detector, the per-token cost of steady state. A whole ``teianon run``
varies by more than a detector's share from run to run on a shared machine; this one process,
run for two versions alternately (``PYTHONPATH``), is the firmer comparison.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from teianon.detect import Detector, DocumentContext, detect, loaded_detectors
from teianon.mention import Mention
from teianon.read.tei import read_documents
from teianon.read.textview import PostText
from teianon.read.xmlio import parse_bytes


def _timed(detector: Detector, spent: dict[str, float]) -> None:
    """Have ``detector.analyze`` add its CPU time to ``spent`` under its name."""
    analyze: Callable[[PostText, DocumentContext], Iterable[Mention]] = detector.analyze

    def timed(post: PostText, context: DocumentContext) -> list[Mention]:
        start = time.process_time()
        found = list(analyze(post, context))
        spent[detector.name] = spent.get(detector.name, 0.0) + time.process_time() - start
        return found

    detector.analyze = timed  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--rounds", type=int, default=4, help="passes over the corpus, the first cold")
    parser.add_argument("--top", type=int, default=12, help="detectors listed, the costliest first")
    args = parser.parse_args()
    start = time.process_time()
    detectors = loaded_detectors()
    print(f"detectors loaded: {time.process_time() - start:.2f} CPU-s")
    spent: dict[str, float] = {}
    for detector in detectors:
        _timed(detector, spent)
    trees = [(path.name, parse_bytes(path.read_bytes(), str(path))) for path in sorted(args.folder.glob("*.xml"))]
    warm: dict[str, float] = {}
    for round_ in range(1, args.rounds + 1):
        spent.clear()
        start, found = time.process_time(), 0
        for name, tree in trees:
            for document in read_documents(tree, name):
                context = DocumentContext.of(document)
                for view in (*context.views, *context.text_views):
                    found += len(detect(view, context, detectors))
        total = time.process_time() - start
        print(f"round {round_} ({'cold' if round_ == 1 else 'warm'}): {total:.2f} CPU-s, {found} proposals")
        if round_ > 1:
            for name, seconds in (*spent.items(), ("ALL", total)):
                warm[name] = min(warm.get(name, seconds), seconds)
    if warm:
        costliest = sorted(warm.items(), key=lambda item: -item[1])[: args.top + 1]
        print("least of the warm rounds: " + " ".join(f"{name}={seconds:.2f}" for name, seconds in costliest))


if __name__ == "__main__":
    main()
