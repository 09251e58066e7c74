"""How run time grows with the length of one post, for pathological and for ordinary text.

    .venv/bin/python benchmarks/growth.py [--base 4000] [--steps 5] [--only die,a@] [--timeout 120]
                                          [--stage run] [--tokenised | --header] [--profile NAME]

For each pattern, writes a TEI chat with one ``<post>`` whose text is the pattern repeated to
1, 2, 4, 8 and 16 times ``--base`` characters (64,000 by default at the top), and times teianon's
whole flow of one file on it (``run``: read, detect, resolve, annotate, propagate, replace with
the XSLT, self-audit; placeholders) in this process, after one warm-up run, so start-up and the
loading of models and tables are not counted. Reports the seconds per size and the growth factor
per doubling (2.0 is linear; 4.0 is quadratic). A size slower than ``--timeout`` seconds ends its
series (``>T``); the benchmark goes on with the next pattern.

``--tokenised`` writes the post as ``<w>`` tokens split at spaces; ``--header`` puts the text in
a header block (``profileDesc/settingDesc/p``, read as text like a post) and leaves the post short.

``--profile NAME`` runs the one pattern at the largest size under cProfile and prints the 25
functions with the most cumulative time instead.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape

from teianon.pipeline.annotation import detectors_for
from teianon.pipeline.file import process
from teianon.pipeline.settings import Job, Settings

ORDINARY = ("hallo leute, wie gehts? ich war gestern mit Anna in Dortmund, lol :) "
            "schreib mir an anna.m@example.org oder ruf an: 0231 1234567. "
            "kennt ihr www.example.de? Herr Koch meinte, das Treffen ist am 12.03. um 20 uhr. ")


def repeat(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def elongated(n: int) -> str:
    return "hall" + "o" * (n - 8) + " du"


def capital_word(n: int) -> str:
    return "A" + "a" * (n - 1)


def nested(n: int) -> str:
    half = n // 2
    return "(" * half + ")" * (n - half)


def link(n: int) -> str:
    return "http://a" + repeat("/a")(n - 8)


# The red team's series (issue 29) and the dozen, and ordinary chat text for comparison.
PATTERNS: dict[str, Callable[[int], str]] = {
    "die": repeat("die "),
    "a@": repeat("a@"),
    "url-path": link,
    "@ ": repeat("@ "),
    "Aaaa": capital_word,
    "Kaiser-": repeat("Kaiser-"),
    "hallo lela2": repeat("hallo lela2 "),
    "digits": repeat("12-34 5.6/7,"),
    "dots": repeat("."),
    "Herr": repeat("Herr "),
    "brackets": nested,
    "elongated": elongated,
    "emoji": repeat("\U0001F600\U0001F44D "),
    "zero-width": repeat("a\u200bn\u200bn\u200ba "),
    "Anna Koch": repeat("Anna Koch "),
    "links": repeat("www.example.de/x?y=1 "),
    "ordinary": repeat(ORDINARY),
}

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de"><teiHeader><fileDesc>
<titleStmt><title>growth</title></titleStmt><publicationStmt><p>benchmark</p></publicationStmt>
<sourceDesc><p>generated</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person xml:id="A01" role="participant"><persName type="nickname">lela2</persName></person>
<person xml:id="A02" role="participant"><persName type="nickname">Tiger17</persName></person>
</listPerson></particDesc>{setting}</profileDesc></teiHeader><text><body><div type="logfile">
<post xml:id="p1" who="#A02">hallo lela2</post>
"""


def chat(text: str, tokenised: bool, header: bool = False) -> str:
    if header:
        setting = f"<settingDesc><p>{escape(text)}</p></settingDesc>"
        return f'{HEADER.format(setting=setting)}<post xml:id="p2" who="#A01">hallo Tiger17</post>\n</div></body></text></TEI>\n'
    if tokenised:
        body = "".join(f'<w xml:id="w{i}">{escape(w)}</w> ' for i, w in enumerate(text.split(), 1))
    else:
        body = escape(text)
    return f'{HEADER.format(setting="")}<post xml:id="p2" who="#A01">{body}</post>\n</div></body></text></TEI>\n'


class Timeout(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Timeout


def timed(folder: Path, name: str, text: str, stage: str, tokenised: bool, timeout: float, header: bool = False) -> float:
    source = folder / f"{name}.xml"
    source.write_text(chat(text, tokenised, header), encoding="utf-8")
    target = folder / f"{name}.out.xml"
    return timed_job(Job(stage, source, target, Settings()), name, timeout)  # type: ignore[arg-type]


def timed_job(job: Job, name: str, timeout: float) -> float:
    """Seconds of teianon's flow of one file in this process; :class:`Timeout` after ``timeout``."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    start = time.perf_counter()
    try:
        result = process(job)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    took = time.perf_counter() - start
    if result.error:
        print(f"  {name}: {result.error}", file=sys.stderr)
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=int, default=4000, help="characters of the smallest post")
    parser.add_argument("--steps", type=int, default=5, help="sizes: base × 1, 2, 4, …")
    parser.add_argument("--only", default="", help="comma-separated pattern names")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds; a slower size ends its series")
    parser.add_argument("--stage", default="run", choices=["run", "annotate"])
    parser.add_argument("--tokenised", action="store_true", help="the post as <w> tokens split at spaces")
    parser.add_argument("--header", action="store_true", help="the text in a header block, not in the post")
    parser.add_argument("--profile", default="", help="profile this pattern at the largest size")
    args = parser.parse_args()
    names = [n for n in args.only.split(",") if n] or list(PATTERNS)
    sizes = [args.base * 2 ** i for i in range(args.steps)]
    detectors_for(Settings())
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        timed(folder, "warm", ORDINARY * 3, args.stage, args.tokenised, args.timeout)
        if args.profile:
            text = PATTERNS[args.profile](sizes[-1])
            profile = cProfile.Profile()
            profile.enable()
            timed(folder, "profile", text, args.stage, args.tokenised, 10 ** 6, args.header)
            profile.disable()
            pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
            return
        print(f"stage {args.stage}{', tokenised' if args.tokenised else ''}{', in the header' if args.header else ''}; seconds per post length in characters "
              f"(warm process, start-up not counted); × = growth per doubling")
        print(f"{'pattern':<14}" + "".join(f"{s:>10,}" for s in sizes) + "   growth per doubling")
        worst = 0.0
        for name in names:
            times: list[float] = []
            cells = []
            for size in sizes:
                try:
                    times.append(timed(folder, name.replace(" ", "_").replace("@", "at"), PATTERNS[name](size),
                                       args.stage, args.tokenised, args.timeout, args.header))
                    cells.append(f"{times[-1]:>10.2f}")
                except Timeout:
                    cells.append(f"{'>' + str(int(args.timeout)):>10}")
                    break
            cells += [f"{'':>10}"] * (len(sizes) - len(cells))
            factors = [b / a for a, b in zip(times, times[1:]) if a > 0.05]
            growth = " ".join(f"{f:.1f}" for f in factors) or "-"
            if len(times) < len(sizes):
                growth += " (timed out)"
                worst = float("inf")
            elif factors:
                worst = max(worst, max(factors))
            print(f"{name:<14}" + "".join(cells) + f"   {growth}", flush=True)
        print(f"largest growth per doubling (of sizes over 0.05 s): {worst:.1f}")


if __name__ == "__main__":
    main()
