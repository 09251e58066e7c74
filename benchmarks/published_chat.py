"""False proposals on published chats that their corpus had already anonymised completely.

    python benchmarks/published_chat.py ../shared/data/tei-cmc/docc_irc_2213001.xml
    python benchmarks/published_chat.py FILE... --list --teianon .venv/bin/teianon

A published chat of the Dortmund Chat Corpus has been anonymised by its coders: every name they
judged sensitive is a placeholder or an annotation already. Whatever teianon adds is a proposal
the coders did not make, so each one counts as false (a reviewer's reject, or worse, a word
replaced). Each file is run through ``teianon run`` (one call per file, ``--annotated`` beside
it, in a temporary folder) and measured:

- **tokens**: the words of the posts (``tei:post``): their ``<w>`` and ``<pc>`` elements, and
  the white-space separated words of text outside them (untokenised posts, system messages);
- **proposals**: teianon's references in the review copy (``@resp="#teianon"``; the outermost
  one where they nest, as an addressing term around a nickname), without those kept as public
  (``subtype="public"``, which nothing replaces); the file's own annotations are no proposals;
- **replaced**: those of them the output still carries as a reference (replaced by a
  placeholder); the others were **held** (less certain than ``--min-cert``, medium by default,
  and their string replaced nowhere else), left as written for a reviewer;
- per category and certainty; proposals outside the posts (header, other text) are counted
  apart and not in the rates.

``--list`` prints each proposal with its certainty, rule (``@ana``), whether it was replaced,
and its post with the proposal in ⟦ ⟧. Exit 1 when a run failed. Standard library and lxml only.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

TEI = "http://www.tei-c.org/ns/1.0"
POST, W, PC = f"{{{TEI}}}post", f"{{{TEI}}}w", f"{{{TEI}}}pc"
REFERENCES = (f"{{{TEI}}}name", f"{{{TEI}}}ref")
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=True)
CERTS = ("high", "medium", "low")


@dataclass
class Proposal:
    category: str
    cert: str
    rule: str
    text: str
    in_post: bool
    context: str
    replaced: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return self.category, self.cert, self.rule


def is_reference(element: etree._Element) -> bool:
    return element.tag in REFERENCES and element.get("type") not in (None, "")


def is_proposal(element: etree._Element) -> bool:
    return is_reference(element) and (element.get("resp") or "").startswith("#teianon")


def outermost_proposals(tree: etree._ElementTree) -> list[etree._Element]:
    return [e for e in tree.iter(*REFERENCES)
            if is_proposal(e) and not any(is_proposal(a) for a in e.iterancestors(*REFERENCES))]


def post_tokens(post: etree._Element) -> int:
    """``<w>``/``<pc>`` elements, and white-space separated words of the text outside them."""
    count = 0

    def visit(element: etree._Element) -> None:
        nonlocal count
        for child in element:
            if not isinstance(child.tag, str):
                count += len((child.tail or "").split())
                continue
            if child.tag in (W, PC):
                count += 1
            elif etree.QName(child).localname != "time":
                count += len((child.text or "").split())
                visit(child)
            count += len((child.tail or "").split())

    count += len((post.text or "").split())
    visit(post)
    return count


def marked(block: etree._Element, reference: etree._Element) -> str:
    """The block's text with the reference's text in ⟦ ⟧, white space normalised."""
    pieces: list[str] = []
    for event, element in etree.iterwalk(block, events=("start", "end")):
        if event == "start":
            if element is reference:
                pieces.append(" ⟦")
            if isinstance(element.tag, str):
                pieces.append(element.text or "")
        else:
            if element is reference:
                pieces.append("⟧ ")
            if element is not block:
                pieces.append(element.tail or "")
    return " ".join("".join(pieces).split()).replace("⟦ ", "⟦").replace(" ⟧", "⟧")


def measure(source: Path, annotated: Path, output: Path) -> tuple[list[Proposal], int, int, int]:
    """(proposals, tokens of the posts, posts, names kept public)."""
    review, after = etree.parse(str(annotated), PARSER), etree.parse(str(output), PARSER)
    # Counted in the input: the review copy's markup may split the text of an untokenised post.
    posts = list(etree.parse(str(source), PARSER).iter(POST))
    tokens = sum(post_tokens(p) for p in posts)
    proposals, public = [], 0
    for element in outermost_proposals(review):
        if element.get("subtype") == "public":
            public += 1
            continue
        post = next(element.iterancestors(POST), None)
        block = post if post is not None else element.getparent()
        proposals.append(Proposal(element.get("type") or "", element.get("cert") or "", element.get("ana") or "",
                                  " ".join("".join(element.itertext()).split()), post is not None,
                                  marked(block, element)))
    # The output keeps a replaced reference with its attributes, in the same order; a held one
    # is unwrapped. So the replaced ones are the output's references matched in order.
    replaced = [(e.get("type") or "", e.get("cert") or "", e.get("ana") or "")
                for e in outermost_proposals(after) if e.get("subtype") != "public"]
    k = 0
    for proposal in proposals:
        if k < len(replaced) and replaced[k] == proposal.key:
            proposal.replaced = True
            k += 1
    return proposals, tokens, len(posts), public


def per_thousand(n: int, tokens: int) -> str:
    return f"{1000 * n / tokens:.1f}" if tokens else "-"


def table(proposals: list[Proposal]) -> list[str]:
    rows = ["  category  proposals  high  medium  low  replaced  held"]
    by_category = Counter(p.category for p in proposals)
    for category, n in by_category.most_common():
        mine = [p for p in proposals if p.category == category]
        certs = Counter(p.cert for p in mine)
        replaced = sum(p.replaced for p in mine)
        rows.append(f"  {category:8}  {n:9}  {certs['high']:4}  {certs['medium']:6}  {certs['low']:3}  "
                    f"{replaced:8}  {n - replaced:4}")
    for cert in CERTS:
        mine = [p for p in proposals if p.cert == cert]
        if mine:
            replaced = sum(p.replaced for p in mine)
            rows.append(f"  cert {cert}: {len(mine)} proposal(s), {replaced} replaced, {len(mine) - replaced} held")
    return rows


def summary(name: str, proposals: list[Proposal], tokens: int, posts: int, public: int) -> str:
    inside = [p for p in proposals if p.in_post]
    outside = [p for p in proposals if not p.in_post]
    replaced = sum(p.replaced for p in inside)
    return (f"{name}: {tokens} tokens in {posts} posts; {len(inside)} proposal(s) in posts "
            f"({per_thousand(len(inside), tokens)} per 1,000 tokens), {replaced} replaced "
            f"({per_thousand(replaced, tokens)} per 1,000), {len(inside) - replaced} held; outside the posts "
            f"{len(outside)} ({sum(p.replaced for p in outside)} replaced); kept public {public}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--teianon", default=str(Path(sys.executable).with_name("teianon")))
    parser.add_argument("--list", action="store_true", help="list every proposal with its post")
    args = parser.parse_args()
    failed = False
    everything: list[Proposal] = []
    all_tokens = all_posts = all_public = 0
    with tempfile.TemporaryDirectory() as work:
        for number, source in enumerate(args.files):
            out, ann = Path(work, f"out{number}"), Path(work, f"ann{number}")
            command = [args.teianon, "run", str(source), "-o", str(out), "--annotated", str(ann), "-q",
                       "--date", "2026-01-01"]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            if done.returncode or not (out / source.name).exists():
                print(f"{source}: run failed ({done.returncode}): {done.stderr.strip()[-400:]}")
                failed = True
                continue
            proposals, tokens, posts, public = measure(source, ann / source.name, out / source.name)
            print(summary(source.name, proposals, tokens, posts, public))
            print("\n".join(table([p for p in proposals if p.in_post])))
            if args.list:
                for p in sorted(proposals, key=lambda p: not p.in_post):
                    where = "" if p.in_post else " (outside the posts)"
                    print(f"    {p.category:8} {p.cert:6} {'replaced' if p.replaced else 'held':8} {p.rule}{where}: "
                          f"{p.text}\n        {p.context[:300]}")
            everything += proposals
            all_tokens, all_posts, all_public = all_tokens + tokens, all_posts + posts, all_public + public
    if len(args.files) > 1 and all_tokens:
        print(summary("all files", everything, all_tokens, all_posts, all_public))
        print("\n".join(table([p for p in everything if p.in_post])))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
