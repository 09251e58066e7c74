"""Local places (issue 38): how many of a frame set's targets the default output replaces, and
which near-misses it replaces wrongly.

    python benchmarks/local_places/measure.py benchmarks/local_places/dev.tsv [--list]

Each line is ``sentence<TAB>target``; a target written ``-word`` must stay. Every sentence is a
TEI document of its own, annotated with the default settings (``replaced`` = high or medium
certainty, not kept as public), so that no sentence helps another. Run it from the tree to
measure (the package imported is the one beside this file when run from its root).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei


def replaced(text: str, settings: Settings) -> list[tuple[str, str]]:
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    desc = etree.SubElement(etree.SubElement(root, tei("teiHeader")), tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "t"
    body = etree.SubElement(etree.SubElement(root, tei("text")), tei("body"))
    div = etree.SubElement(body, tei("div"))
    etree.SubElement(div, tei("post"), {XML_ID: "p1"}).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "t", settings)
    post = tree.getroot().find(f".//{tei('post')}")
    assert post is not None
    return [
        (e.get("type") or "", "".join(e.itertext()))
        for e in post.iter(tei("name"), tei("ref"))
        if e.get("cert") in ("high", "medium") and e.get("subtype") != "public"
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("tsv", type=Path)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    settings = Settings()
    hits = targets = alarms = misses = 0
    for line in args.tsv.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sentence, target = line.split("\t")
        refs = replaced(sentence, settings)
        must_stay = target.startswith("-")
        word = target.lstrip("-")
        touched = any(word in text or (text and text in word) for _, text in refs)
        if must_stay:
            misses += 1
            alarms += touched
            mark = "ALARM" if touched else "ok"
        else:
            targets += 1
            hits += touched
            mark = "ok" if touched else "MISSED"
        if args.list:
            print(f"{mark:6} {target:28} {refs}")
    print(f"{args.tsv.name}: targets replaced {hits}/{targets}; near-misses replaced {alarms}/{misses}")
    sys.exit(0)


if __name__ == "__main__":
    main()
