"""How long the review report takes to open in Chromium on a large corpus (not part of the tests).

    .venv/bin/python benchmarks/review_load.py [--tokens 250000]

Builds the synthetic DOCC-like corpus of throughput.py, annotates it, writes the report with
``teianon review`` and opens it in Debian's chromium through Playwright, timing from navigation
to the first page of proposals on screen (the report's script has parsed all proposals, filtered
and rendered) and one decision on a fresh report. Then it opens the report with ``--decided`` proposals
decided (in localStorage, as a reviewer's browser keeps them), marks one word with the word cursor (w, Enter, PER: an ``add``, whose
string becomes a likely miss elsewhere) and times one decision (a) and one undo (u) again: what
a reviewer half-way through a large corpus waits for. Needs playwright and /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from teianon.pipeline.file import annotate_tree
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
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            page = browser.new_page()
            started = time.perf_counter()
            page.goto(html.as_uri())
            page.wait_for_selector("#items li.current")
            seconds = time.perf_counter() - started
            decide = timed(page, "a", 1)
            total = decide_first(page, args.decided)
            # The word after the focused proposal, marked as a name: an add.
            page.keyboard.press("w")
            page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
            page.keyboard.type("PER")
            page.keyboard.press("Enter")
            page.wait_for_function("document.querySelector('#said').textContent.startsWith('marked')")
            total = decided(page)
            page.select_option("#f-decision", "open")
            page.focus("body")
            later = timed(page, "a", total + 1)
            undo = timed(page, "u", total)
            browser.close()
        print(f"{len(data.proposals):,} proposals, {len(data.misses):,} likely misses, report {html.stat().st_size / 1e6:.1f} MB: "
              f"open {seconds:.2f} s, one decision {decide * 1000:.0f} ms; after {total:,} decisions and one add: "
              f"one decision {later * 1000:.0f} ms, undo {undo * 1000:.0f} ms")


def decided(page) -> int:
    return int(page.inner_text("#progress").split(" / ")[0])


def timed(page, key: str, expected: int) -> float:
    """Seconds from pressing ``key`` until the progress says ``expected`` decided."""
    started = time.perf_counter()
    page.keyboard.press(key)
    page.wait_for_function(f"document.querySelector('#progress').textContent.startsWith('{expected} /')")
    return time.perf_counter() - started


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
