"""Speed of the XSLT post-processor alone, against an identity transform (not part of the tests).

    .venv/bin/python benchmarks/xslt_speed.py [annotated.xml ...] [--repeat 5] [--stylesheet X.xsl]

Times teianon.replace.xslt.run_stylesheet on each annotated file (the synthetic chat of
throughput.build, annotated, when none is given) in the modes teianon uses: the defaults
(placeholders), a corpus policy (samples/policy-docc21.toml with a document seed), the strings
hidden in attributes and comments (hidden-json), pseudonym mode (a surrogate table), all of these
together (what teianon run does with a policy), and the inventory task with the policy (which run
does first, to read what is to be replaced); and an identity transform (xsl:mode
on-no-match="shallow-copy") through the same steps (serialising the lxml tree, Saxon's parse, the
transform, the result as a string). Each timing is the minimum of --repeat runs after one warm-up
run, so that other work on the machine counts as little as possible.

With --stylesheet another copy of teianon.xsl is timed (the parameters are still made with the
installed one), e.g. the one of an earlier commit, checked out into a scratch folder.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import teianon.replace.xslt as anonymise  # noqa: E402
from teianon.detect import loaded_detectors  # noqa: E402
from teianon.policy import load_policy  # noqa: E402
from teianon.pseudonym.keyfile import KeyFile  # noqa: E402
from teianon.pseudonym.pseudonymise import Pseudonymiser  # noqa: E402
from teianon.read.xmlio import parse_bytes  # noqa: E402
from teianon.replace.hidden import HiddenStrings  # noqa: E402
from teianon.replace.inventory import read_inventory  # noqa: E402

POLICY = Path(__file__).resolve().parent.parent / "samples" / "policy-docc21.toml"

IDENTITY = """<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:mode on-no-match="shallow-copy"/>
  <xsl:output method="xml" encoding="UTF-8" indent="no"/>
</xsl:stylesheet>
"""


def synthetic(folder: Path) -> Path:
    """The 5,000-token chat of throughput.build, annotated by teianon (as the CLI does it)."""
    from throughput import build

    from teianon.pipeline.annotation import annotate_tree
    from teianon.pipeline.settings import Settings
    from teianon.read.xmlio import serialize

    tree = parse_bytes(build(5000, seed=3), "synthetic.xml")
    annotate_tree(tree, "synthetic.xml", Settings())
    path = folder / "synthetic.xml"
    path.write_bytes(serialize(tree))
    return path


def best(run, repeat: int) -> float:
    """Milliseconds of the fastest of ``repeat`` runs, after one warm-up run."""
    run()
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times) * 1000


def modes(tree, where: str) -> dict[str, dict[str, str]]:
    fixed = {"run-date": "2026-01-01", "document-seed": "0123456789abcdef"}
    policy = load_policy(POLICY)[0].with_keep(()).as_json()
    inventory = read_inventory(tree, where)
    hidden = HiddenStrings(tuple(loaded_detectors(None, "crf")), False).json(tree.getroot(), inventory)
    with tempfile.TemporaryDirectory() as folder:
        pseudonymiser = Pseudonymiser(KeyFile.open(Path(folder) / "key.json", salt="bench"), [inventory])
        pseudonymiser.assign()
        table = pseudonymiser.table_for(inventory)
    pseudonyms = {"replacement": "pseudonyms", "surrogates-json": table}
    return {
        "placeholders": fixed,
        "policy": fixed | {"policy-json": policy},
        "hidden-json": fixed | {"hidden-json": hidden},
        "pseudonyms": fixed | pseudonyms,
        "all together": fixed | {"policy-json": policy, "hidden-json": hidden} | pseudonyms,
        "inventory": fixed | {"policy-json": policy, "task": "inventory"},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--stylesheet", type=Path, help="another teianon.xsl (a scratch copy) to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        identity = Path(folder) / "identity.xsl"
        identity.write_text(IDENTITY)
        files = args.files or [synthetic(Path(folder))]
        teianon_xsl = args.stylesheet.resolve() if args.stylesheet else anonymise.stylesheet_path()
        for path in files:
            where = str(path)
            tree = parse_bytes(path.read_bytes(), where)
            tokens = sum(1 for _ in tree.getroot().iter("{http://www.tei-c.org/ns/1.0}w"))
            settings = modes(tree, where)
            anonymise.stylesheet_path = lambda: identity
            base = best(lambda: anonymise.run_stylesheet(tree, where, {}), args.repeat)
            print(f"{path.name}: {path.stat().st_size / 1000:.0f} kB, {tokens:,} tokens; "
                  f"min of {args.repeat} runs")
            print(f"  {'identity':<14} {base:7.1f} ms")
            anonymise.stylesheet_path = lambda: teianon_xsl
            for mode, parameters in settings.items():
                ms = best(lambda: anonymise.run_stylesheet(tree, where, parameters), args.repeat)
                print(f"  {mode:<14} {ms:7.1f} ms  x{ms / base:.2f} of identity")


if __name__ == "__main__":
    main()
