"""How run time and memory grow with the size of one document (one long chat).

    .venv/bin/python benchmarks/document_growth.py [--base 20000] [--steps 4] [--only tokenised,plain] [--corpus]
                                                   [--timeout 600] [--profile KIND]

For each kind of chat, writes one TEI document at 1, 2, 4, 8 × ``--base`` tokens and times
teianon's whole flow of one file on it (``run``: read, detect, resolve, annotate, repeats,
replace with the XSLT, self-audit) in this process, after one warm-up run, so start-up and the
loading of models and tables are not counted. Two kinds of chat:

- ``tokenised``: ``throughput.build(tokens)``, DOCC-shaped ``<post>`` of ``<w>`` (2–14 tokens a
  post, 40 participants, names, places, URLs, e-mail addresses and numbers at the DOCC's rates);
- ``plain``: the same chat with the text of each post as character data (no ``<w>``).

``--corpus`` times instead one ``teiCorpus`` of many small documents (``--base`` documents
at the smallest size, 100 by default; each a tokenised chat of ``--doc-tokens`` tokens, its
ids prefixed so that they stay unique in the file): the replacement numbers, seeds and records
each document, which must not look at all the documents before it.

Each size runs in a forked child of the warm process; reports its seconds and its peak RSS (the
warm process's tables and models included), and the growth factor per doubling of the time (2.0
is linear; 4.0 is quadratic). ``--profile KIND`` runs the one kind at the largest size
under cProfile and prints the 30 functions with the most cumulative time and the 20 with the
most own time instead.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import re
import sys
import tempfile
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from growth import Timeout, timed_job
from throughput import build, chat_file, vocabulary

from teianon.pipeline.annotation import detectors_for
from teianon.pipeline.settings import Job, Settings

_W = re.compile(rb'<w xml:id="[^"]*" lemma="[^"]*" pos="[^"]*">([^<]*)</w>')


def plain(tokenised: bytes) -> bytes:
    """The tokenised chat with each post's text as character data."""
    return re.sub(rb"\n  (?=<w )", b" ", _W.sub(rb"\1", tokenised)).replace(b"\n</post>", b"</post>")


KINDS = {"tokenised": lambda tokens: build(tokens), "plain": lambda tokens: plain(build(tokens))}

_ID = re.compile(rb'(xml:id="|\s[\w:]+="#)')


def corpus(documents: int, tokens: int) -> bytes:
    """A ``teiCorpus`` of ``documents`` tokenised chats of ``tokens`` tokens each (seeds 1, 2, ...)."""
    words, weights = vocabulary()
    parts = [b'<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="http://www.tei-c.org/ns/1.0">'
             b"<teiHeader><fileDesc><titleStmt><title>generated corpus</title></titleStmt>"
             b"<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>\n"]
    for i in range(1, documents + 1):
        document = chat_file(tokens, i, words, weights).split(b"?>", 1)[1].strip()
        parts.append(_ID.sub(rb"\g<1>d%d." % i, document) + b"\n")
    parts.append(b"</teiCorpus>\n")
    return b"".join(parts)


def timed(folder: Path, name: str, data: bytes, timeout: float, settings: Settings) -> float:
    source = folder / f"{name}.xml"
    source.write_bytes(data)
    return timed_job(Job("run", source, folder / f"{name}.out.xml", settings), name, timeout)  # type: ignore[arg-type]


def measured(folder: Path, name: str, data: bytes, timeout: float, settings: Settings) -> tuple[float, int]:
    """(seconds, peak RSS in MiB) of one run, in a forked child of this warm process: the peak
    is that run's, not the largest of all runs before it."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            seconds = timed(folder, name, data, timeout, settings)
        except Timeout:
            seconds = -1.0
        os.write(write, str(seconds).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as answer:
        text = answer.read()
    _, _, usage = os.wait4(child, 0)
    seconds = float(text or -1)
    if seconds < 0:
        raise Timeout
    return seconds, usage.ru_maxrss // 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=int, default=0,
                        help="tokens of the smallest document (20,000), or documents of the smallest corpus (100)")
    parser.add_argument("--corpus", action="store_true", help="a teiCorpus of many small documents instead")
    parser.add_argument("--doc-tokens", type=int, default=200, help="with --corpus: tokens of each document")
    parser.add_argument("--steps", type=int, default=4, help="sizes: base × 1, 2, 4, …")
    parser.add_argument("--only", default="", help="comma-separated kinds (tokenised, plain)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds; a slower size ends its series")
    parser.add_argument("--profile", default="", help="profile this kind at the largest size")
    args = parser.parse_args()
    base = args.base or (100 if args.corpus else 20_000)
    sizes = [base * 2 ** i for i in range(args.steps)]
    if args.corpus:
        KINDS.clear()
        KINDS["corpus"] = lambda documents: corpus(documents, args.doc_tokens)
    kinds = [k for k in args.only.split(",") if k] or list(KINDS)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        settings = Settings()
        detectors_for(settings)
        timed(folder, "warm", build(500), args.timeout, settings)
        if args.profile:
            data = KINDS[args.profile](sizes[-1])
            profile = cProfile.Profile()
            profile.enable()
            timed(folder, "profile", data, 10 ** 6, settings)
            profile.disable()
            stats = pstats.Stats(profile)
            stats.sort_stats("cumulative").print_stats(30)
            stats.sort_stats("tottime").print_stats(20)
            return
        unit = f"corpus size in documents of {args.doc_tokens} tokens" if args.corpus else "document size in tokens"
        print(f"run (placeholders): seconds per {unit} (warm process, "
              "start-up not counted); peak RSS of each run; × = growth per doubling")
        print(f"{'kind':<10}" + "".join(f"{s:>10,}" for s in sizes) + "   growth per doubling")
        worst = 0.0
        for kind in kinds:
            times: list[float] = []
            cells, memory = [], []
            for size in sizes:
                try:
                    seconds, peak = measured(folder, f"{kind}{size}", KINDS[kind](size), args.timeout, settings)
                    times.append(seconds)
                    cells.append(f"{seconds:>10.2f}")
                    memory.append(f"{peak:>6} MiB")
                except Timeout:
                    cells.append(f"{'>' + str(int(args.timeout)):>10}")
                    break
            factors = [b / a for a, b in pairwise(times) if a > 0.05]
            growth = " ".join(f"{f:.1f}" for f in factors) or "-"
            if len(times) < len(sizes):
                growth += " (timed out)"
                worst = float("inf")
            elif factors:
                worst = max(worst, max(factors))
            cells += [f"{'':>10}"] * (len(sizes) - len(cells))
            print(f"{kind:<10}" + "".join(cells) + f"   {growth}", flush=True)
            print(f"{'  peak RSS':<10}" + "".join(f"{m:>10}" for m in memory), flush=True)
        print(f"largest growth per doubling (of sizes over 0.05 s): {worst:.1f}")


if __name__ == "__main__":
    main()
