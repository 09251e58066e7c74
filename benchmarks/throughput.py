"""Throughput of annotate and anonymise on a synthetic tokenised chat (not part of the tests).

    .venv/bin/python benchmarks/throughput.py [--tokens 200000]

Builds a DOCC-like TEI file with 40 participants and the given number of <w> tokens, then
times the name tagger alone (features with their per-word-type cache, and the CRF, one pass),
the annotate stage (Python), the anonymise stage (XSLT through saxonche), validation, the
corpus policy, pseudonym mode (inventory, choosing surrogates, replacing), and the anonymise
stage as the CLI runs it (with the hidden strings and the self-audit) in one run.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path


from teianon.anonymise import transform
from teianon.policy import load_policy
from teianon.validate import check_tree, own_schemas
from teianon.corpus import Job, Settings, annotate_tree, process
from teianon.inventory import read_inventory
from teianon.keyfile import KeyFile
from teianon.detect.tagger import TaggerDetector, tokens_of
from teianon.pseudonymise import Pseudonymiser
from teianon.tei import tei
from teianon.textview import PostText, post_text
from teianon.xmlio import parse_bytes, serialize

WORDS = ("ich du er sie wir hallo ja nein und oder aber heute morgen gut schlecht chat raum "
         "musik film zoo blau haus arbeit schule hast bist ist war kommt geht lol ok :) ? ! ,").split()


def build(tokens: int, seed: int = 1) -> bytes:
    rng = random.Random(seed)
    nicks = [f"{rng.choice(['kater', 'maus', 'Tiger', 'sonne', 'robbie', 'Lela', 'KainPech'])}{i}" for i in range(40)]
    persons = "".join(
        f'<person xml:id="A{i:02}" role="participant"><persName type="nickname">{n}</persName>'
        f"<sex>{rng.choice(['male', 'female', 'unknown'])}</sex></person>" for i, n in enumerate(nicks))
    posts, count, m = [], 0, 0
    while count < tokens:
        m += 1
        length = rng.randint(3, 12)
        ws = []
        for t in range(1, length + 1):
            roll = rng.random()
            word = (rng.choice(nicks) if roll < 0.03 else "www.example.de" if roll < 0.035
                    else "0621/1581418" if roll < 0.037 else rng.choice(WORDS))
            ws.append(f'<w xml:id="m{m}.t{t}" lemma="{word}" type="XY">{word}</w>')
        count += length
        posts.append(f'<post xml:id="m{m}" who="#A{rng.randrange(40):02}">\n  ' + "\n  ".join(ws) + "\n</post>")
    return (f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>b</title></titleStmt>'
            f"<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
            f"<listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader><text><body><div>\n"
            + "\n".join(posts) + "\n</div></body></text></TEI>").encode()


def tag_views(tagger: TaggerDetector, views: list[PostText]) -> tuple[int, float]:
    """(tokens, seconds) of the name tagger alone on ``views``: features and labelling, one pass."""
    count = 0
    started = time.perf_counter()
    for view in views:
        tokens = tokens_of(view)
        count += len(tokens)
        list(tagger.tag(view.text, tokens))
    return count, time.perf_counter() - started


POLICY = Path(__file__).resolve().parent.parent / "samples" / "policy-docc21.toml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=200_000)
    args = parser.parse_args()
    data = build(args.tokens)
    loading = time.perf_counter()
    tagger = TaggerDetector()
    tagger.load()
    loaded = time.perf_counter()
    views = [post_text(post) for post in parse_bytes(data, "bench.xml").getroot().iter(tei("post"))]
    tagged, tagger_seconds = tag_views(tagger, views)
    t0 = time.perf_counter()
    tree = parse_bytes(data, "bench.xml")
    t1 = time.perf_counter()
    counts = annotate_tree(tree, "bench.xml", Settings())
    t2 = time.perf_counter()
    out = transform(tree, "bench.xml", "2026-01-01")
    t3 = time.perf_counter()
    problems = check_tree(out, "bench.xml", own_schemas())
    t4 = time.perf_counter()
    policy = load_policy(POLICY)[0].with_keep(()).as_json()
    transform(tree, "bench.xml", "2026-01-01", policy, "seed")
    t5 = time.perf_counter()
    inventory = read_inventory(tree, "bench.xml")
    t6 = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        pseudonymiser = Pseudonymiser(KeyFile.open(Path(folder) / "key.json", salt="bench"), [inventory])
        pseudonymiser.assign()
        table = pseudonymiser.table_for(inventory)
    t7 = time.perf_counter()
    transform(tree, "bench.xml", "2026-01-01", surrogates_json=table)
    t8 = time.perf_counter()
    # What run and anonymise do around the XSLT: inventory, the strings to hide in attributes
    # and comments (hidden.py), the post-processor, and the self-audit of the bytes written.
    with tempfile.TemporaryDirectory() as folder:
        annotated = Path(folder) / "bench.xml"
        annotated.write_bytes(serialize(tree))
        job = Job("anonymise", annotated, Path(folder) / "out" / "bench.xml", Settings(), key="bench.xml")
        t9 = time.perf_counter()
        result = process(job)
        t10 = time.perf_counter()
    assert result.error is None, result.error
    n = args.tokens
    print(f"tokens: {n:,}  references annotated: {sum(counts.values()):,}  validation problems: {len(problems)}")
    print(f"tagger    {tagger_seconds:7.2f} s  ({tagged / tagger_seconds:,.0f} tokens/s, features and CRF, one pass; "
          f"model and tables loaded in {loaded - loading:.2f} s)")
    print(f"parse     {t1 - t0:7.2f} s")
    print(f"annotate  {t2 - t1:7.2f} s  ({n / (t2 - t1):,.0f} tokens/s)")
    print(f"anonymise {t3 - t2:7.2f} s  ({n / (t3 - t2):,.0f} tokens/s)")
    print(f"validate  {t4 - t3:7.2f} s  (teianon.rng + teianon.sch, compiled once)")
    print(f"anonymise with the DOCC 2.1 policy {t5 - t4:7.2f} s  (x{(t5 - t4) / (t3 - t2):.2f} of plain anonymise)")
    print(f"pseudonym mode: inventory {t6 - t5:.2f} s, choose surrogates {t7 - t6:.2f} s, "
          f"replace {t8 - t7:.2f} s  (x{(t8 - t5) / (t3 - t2):.2f} of plain anonymise)")
    print(f"anonymise stage with repeats, hidden strings and self-audit (as run does it, incl. reading "
          f"and writing) {t10 - t9:.2f} s  (x{(t10 - t9) / (t3 - t2):.2f} of plain anonymise)")
    total = t4 - t0
    print(f"total (parse, annotate, anonymise, validate) {total:7.2f} s -> about "
          f"{1_000_000 / n * total / 60:.1f} min per million tokens")


if __name__ == "__main__":
    main()
