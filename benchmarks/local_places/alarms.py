"""Local places (issue 38): the proposals of the local-place rules on text that names few.

    python benchmarks/local_places/alarms.py [--running LINES] [--list]

The ``place`` detector runs (alone, as without a tagger) on the sets of
``benchmarks/number_alarms.py`` (GermEval 2014 dev, EmpiriST train, UNER EWT dev; with
``--running``, the first lines of each running text of ``../shared/data/text_*``); only the
proposals of :data:`teianon.detect.place_local.LOCAL_SOURCES` are counted, after resolving
overlaps, and listed with ``--list`` for a person to judge.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from number_alarms import RUNNING, SETS, running_text, view  # noqa: E402

from teianon.annotate.resolve import select  # noqa: E402
from teianon.detect import DocumentContext, build_detectors, detect  # noqa: E402
from teianon.detect.place_local import LOCAL_SOURCES  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--running", type=int, default=0)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    detectors = build_detectors(["place"])
    sets = dict(SETS)
    if args.running:
        sets.update({f"{n} ({args.running:,} lines)": (lambda n=n: running_text(n, args.running)) for n in RUNNING})
    print("| set | tokens | proposals | per 1,000 tokens | by rule |\n|---|---:|---:|---:|---|")
    for name, read in sets.items():
        try:
            units = read()
        except FileNotFoundError as err:
            print(f"| {name} | skipped: {err.filename} missing | | | |")
            continue
        tokens = sum(len(u) for u in units)
        found = []
        for unit in units:
            text = " ".join(unit)
            post = view(text)
            for m in select(detect(post, DocumentContext(), detectors)):
                if m.source in LOCAL_SOURCES:
                    found.append((m.source, post.text[m.start : m.end], text[max(0, m.start - 60) : m.end + 40]))
        rules = Counter(f[0] for f in found)
        print(
            f"| {name} | {tokens:,} | {len(found)} | {1000 * len(found) / max(tokens, 1):.3f} | "
            + ", ".join(f"{k} {v}" for k, v in rules.most_common())
            + " |"
        )
        if args.list:
            for source, span, around in found:
                print(f"    {source}\t{span!r}\t{around}", file=sys.stderr)


if __name__ == "__main__":
    main()
