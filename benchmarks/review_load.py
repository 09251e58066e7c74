"""How long the review report takes to open in Chromium on a large corpus (not part of the tests).

    .venv/bin/python benchmarks/review_load.py [--tokens 250000]

Builds the synthetic DOCC-like corpus of throughput.py, annotates it, writes the report with
``teianon review`` and opens it in Debian's chromium through Playwright, timing from navigation
to the first page of proposals on screen (the report's script has parsed all proposals, filtered
and rendered) and one decision on a fresh report. Then it opens the report again with
``--decided`` proposals decided (in localStorage, as a reviewer's browser keeps them), marks one
word with the word cursor (w, Enter, PER: an ``add``, whose string is then a likely miss
elsewhere) and times decisions (a) and undos (u) again: what a reviewer half-way through a large
corpus waits for. Needs playwright and /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes, write_tree
from teianon.review.report import write_report

sys.path.insert(0, str(Path(__file__).resolve().parent))
from throughput import build  # noqa: E402

FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=250_000)
    parser.add_argument("--decided", type=int, default=5_000, help="decisions made before the second timing")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tree = parse_bytes(build(args.tokens), "bench.xml")
        annotate_tree(tree, "bench.xml", Settings())
        write_tree(tree, Path(folder) / "in" / "bench.xml")
        html = Path(folder) / "review.html"
        data = write_report([Path(folder) / "in"], html)
        figures = measure(html, args.decided)
        size = html.stat().st_size
    print(f"{len(data.proposals):,} proposals, {len(data.misses):,} likely misses, report {size / 1e6:.1f} MB: "
          f"open {figures['open']:.2f} s, one decision {figures['decision'] * 1000:.0f} ms; after "
          f"{figures['decided']:,} decisions and one add: one decision {figures['later'] * 1000:.0f} ms, "
          f"undo {figures['undo'] * 1000:.0f} ms (medians of {REPEAT}, the script's own time)")


# Key presses timed after the decisions and the add; the median is reported.
REPEAT = 7


def measure(html: Path, wanted: int) -> dict[str, float]:
    """Open the report, decide once, then with ``wanted`` decisions and one add decide and undo."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
        page = browser.new_page()
        started = time.perf_counter()
        page.goto(html.as_uri())
        page.wait_for_selector("#items li.current")
        figures = {"open": time.perf_counter() - started, "decision": press(page, "a")}
        figures["decided"] = decide_first(page, wanted)
        # The word after the focused proposal, marked as a name: an add.
        page.keyboard.press("w")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.keyboard.type("PER")
        page.keyboard.press("Enter")
        page.wait_for_function("document.querySelector('#said').textContent.startsWith('marked')")
        page.select_option("#f-decision", "open")
        page.focus("body")
        figures["later"] = statistics.median(press(page, "a") for _ in range(REPEAT))
        figures["undo"] = statistics.median(press(page, "u") for _ in range(REPEAT))
        browser.close()
    return figures


def press(page, key: str) -> float:
    """Seconds the report's script takes for one key (it decides and draws synchronously)."""
    return page.evaluate("""key => {
        const started = performance.now();
        document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
        return (performance.now() - started) / 1000;
    }""", key)


def decided(page) -> int:
    return int(page.inner_text("#progress").split(" / ")[0])


def decide_first(page, wanted: int) -> int:
    """Accept the first ``wanted`` proposals, as a reviewer's browser keeps them (localStorage),
    and open the report again with them; returns how many are decided."""
    page.evaluate("""wanted => {
        const data = JSON.parse(document.getElementById('data').textContent);
        const id = (p) => { const b = data.blocks[p.b]; return [b.d, b.id, p.s + '-' + p.e, p.t].join('|'); };
        const decisions = Object.fromEntries(data.proposals.filter((p) => p.x).slice(0, wanted).map((p) => [id(p), {d: 'accept'}]));
        localStorage.setItem('teianon-review:' + document.body.dataset.report, JSON.stringify({decisions, added: []}));
    }""", wanted)
    page.reload()
    page.wait_for_selector("#items li.current")
    page.focus("body")
    return decided(page)


if __name__ == "__main__":
    main()
