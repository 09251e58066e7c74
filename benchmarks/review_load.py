"""How long the review report takes to open in Chromium on a large corpus (not part of the tests).

    .venv/bin/python benchmarks/review_load.py [--tokens 250000]

Builds the synthetic DOCC-like corpus of throughput.py, annotates it, writes the report with
``teianon review`` and opens it in Debian's chromium through Playwright, timing from navigation
to the first page of proposals on screen (the report's script has parsed all proposals, filtered
and rendered). Needs playwright and /usr/bin/chromium.
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
            started = time.perf_counter()
            page.keyboard.press("a")
            page.wait_for_function("document.querySelector('#progress').textContent.startsWith('1 /')")
            decide = time.perf_counter() - started
            browser.close()
        print(f"{len(data.proposals):,} proposals, {len(data.misses):,} likely misses, report {html.stat().st_size / 1e6:.1f} MB: "
              f"open {seconds:.2f} s, one decision {decide * 1000:.0f} ms")


if __name__ == "__main__":
    main()
