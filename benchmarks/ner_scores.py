"""Score teianon's name detection on the public development sets in ../shared/data, in one table.

    python benchmarks/ner_scores.py                 # every set found, table on stdout
    python benchmarks/ner_scores.py --set germeval --errors PER   # also list PER misses/false hits
    python benchmarks/ner_scores.py --ner none      # the word-list detectors without the tagger
    python benchmarks/ner_scores.py --replaced      # only what the default output replaces (no held low)
    python benchmarks/ner_scores.py --set germeval --decision-model /tmp/no-germeval.json  # held out

NER sets (GermEval 2014 dev, MobIE dev, BTC dev, WNUT 2017 dev, UNER English Web Treebank dev):
each is imported as TEI gold (teianon.measure.conll), stripped, annotated with the name categories and
scored with teianon.measure.evaluate (overlap match; LOC and GPE as one, as most sets do not separate
them), with the optional policy categories on (country names and language words are names there).
A name that teianon recognised and keeps as public sphere (``subtype="public"``: Angela Merkel,
Lady Gaga) counts as recognised here: the table measures name recognition; whether keeping it is
right is measured by benchmarks/public_sphere.py. The column "kept" says how many there were.
Currencies that GermEval labels OTH ("Euro") are not scored (teianon leaves them on purpose), nor
is BTC's lone "@" before a handle, which it labels as a person of its own.

EmpiriST chats (the train split's professional and social chats and WhatsApp texts, which
teianon never trains on): the texts without their POS tags, annotated with every default
category as ``teianon run`` does. "proper nouns masked" is the share of tokens tagged NE that lie
inside a teianon annotation; a false proposal is a name annotation none of whose tokens is a
proper noun (NE), addressing term, URL, e-mail, hashtag or a gold participant mention
(benchmarks/gold/empirist-train-nicks.tsv), counted per 1,000 tokens.

Above the table: the model's size and training time (from its card) and the tagger's own
throughput on GermEval dev (tokens, features and labelling, every per-word cache emptied first),
in tokens per second of this process's CPU time, so that other work on a shared machine does not
count. Development data only: these
are the sets we tune on; the tagger is trained on the train splits (python -m teianon.tagger.train).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from lxml import etree

from teianon.annotate.public_marks import is_public
from teianon.annotate.strip import strip_annotations, unwrap
from teianon.measure.conll import MAPPINGS, NOT_SCORED, read_bio, to_tei
from teianon.measure.evaluate import Evaluation, post_units, references
from teianon.mention import Category
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei
from teianon.read.xmlio import parse_bytes, parse_file, serialize, write_tree
from teianon.tagger.corpora import CURRENCIES

sys.path.insert(0, str(Path(__file__).resolve().parent))
from nick_scores import GOLD, VRT, default_texts, read_gold, read_vrt, teianon_annotations
from nick_scores import to_tei as chat_to_tei

# --replaced: score what the default output replaces, not every proposal.
REPLACED_ONLY = False
# set -> @cert -> [proposals, right]: how often each certainty is right.
RELIABILITY: dict[str, dict[str, list[int]]] = {}
DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
# name, file, label mapping, token column, label column
SETS = {
    "germeval": ("germeval2014/NER-de-dev.tsv", "germeval", 1, 2),
    "mobie": ("mobie/dev.conll2003", "mobie", 0, 3),
    "btc": ("btc/btc.dev", "btc", 0, 1),
    "wnut17": ("wnut17/emerging.dev.conll", "wnut17", 0, 1),
    "uner_en_ewt": ("uner_en_ewt/en_ewt-ud-dev.iob2", "uner", 1, 2),
}
CHATS = "empirist_chats"
CATEGORIES = ("PER", "ORG", "LOC", "GPE", "GEO_DE", "OTH")
MERGE = {"GPE": "LOC"}
# EmpiriST tags of tokens that are names or references in their own right.
NAME_TAGS = frozenset({"NE", "ADR", "URL", "EML", "HST"})
NAME_CATEGORIES = frozenset({Category.PER, Category.NICK, Category.ORG, Category.LOC, Category.GPE,
                             Category.GEO_DE, Category.OTH})


def score(name: str, errors: str | None, ner: str) -> tuple[Evaluation, float, int, int]:
    path, labels, token_column, label_column = SETS[name]
    source = DATA / path
    with tempfile.TemporaryDirectory() as tmp:
        gold_path = Path(tmp) / "gold.xml"
        gold_tree = to_tei(read_bio(source, token_column, label_column), MAPPINGS[labels], name, source)
        _not_references_not_scored(gold_tree)
        write_tree(gold_tree, gold_path)
        gold = parse_file(gold_path)
        system = parse_file(gold_path)
        strip_annotations(system.getroot())
        started = time.perf_counter()
        annotate_tree(system, name, Settings(categories=CATEGORIES, ner=ner, countries=True))
        seconds = time.perf_counter() - started
        _reliability(name, gold, system)
        if REPLACED_ONLY:
            without_held(system)
    kept = _count_public_as_recognised(system)
    result = Evaluation()
    result.compare_trees(gold, system, MERGE, source)
    if errors:
        for g, s in zip(gold.getroot().iter(tei("post")), system.getroot().iter(tei("post"))):
            _show_errors(post_units(g), post_units(s), errors)
    tokens = sum(1 for _ in gold.getroot().iter(tei("w")))
    return result, seconds, tokens, kept


def _reliability(name: str, gold: etree._ElementTree, system: etree._ElementTree) -> None:
    """Per @cert band: teianon's name proposals and how many of them touch a gold name (of any
    category: a name proposed with the wrong category is still masked)."""
    table = RELIABILITY.setdefault(name, {})
    for g_post, s_post in zip(gold.getroot().iter(tei("post")), system.getroot().iter(tei("post")), strict=True):
        named = {i for i, w in enumerate(g_post.iter(tei("w"))) if next(w.iterancestors(tei("name")), None) is not None}
        # Each proposal (the dict holds the elements, so lxml keeps their proxies) -> right?
        right: dict[etree._Element, bool] = {}
        for i, w in enumerate(s_post.iter(tei("w"))):
            for element in w.iterancestors(tei("name")):
                if element.get("resp") is not None and not element.get("subtype"):
                    right[element] = right.get(element, False) or i in named
        for element, is_right in right.items():
            band = table.setdefault(element.get("cert") or "none", [0, 0])
            band[0] += 1
            band[1] += is_right


def without_held(tree: etree._ElementTree) -> None:
    """Only what the default output replaces: teianon's proposals of low certainty (held for a
    reviewer under --min-cert medium) are taken out."""
    for element in list(tree.getroot().iter(tei("name"), tei("ref"))):
        if element.get("resp") and element.get("cert") == "low":
            unwrap(element)


def _count_public_as_recognised(tree: etree._ElementTree) -> int:
    """Names kept as public sphere become plain annotations (they were recognised); returns how many."""
    kept = 0
    for element in tree.getroot().iter(tei("name"), tei("ref")):
        if is_public(element.get("subtype")):
            del element.attrib["subtype"]
            kept += 1
    return kept


def _not_references_not_scored(tree: etree._ElementTree) -> None:
    """Gold names that are no references are not scored. GermEval labels currencies OTH (47 of
    its 269 OTH in dev are "Euro"): they identify no one, and teianon leaves them on purpose
    (teianon.tagger.corpora.CURRENCIES). BTC labels a lone "@" token before a handle as a person
    of its own (half of its PER in dev); the handle after it stays gold."""
    for name in list(tree.getroot().iter(tei("name"))):
        text = "".join(name.itertext()).strip()
        if name.get("type") == "OTH" and text.casefold() in CURRENCIES or text in ("@", "#"):
            name.tag = tei("seg")
            name.attrib.clear()
            name.set("type", NOT_SCORED)


def _show_errors(gold, system, category: str) -> None:
    g = {r for r in references(gold, MERGE) if r.category == category}
    s = {r for r in references(system, MERGE) if r.category == category}
    text = [u.text for u in gold]
    def show(r):
        return " ".join(text[max(0, r.start - 4) : r.start]) + " [[" + " ".join(text[r.start : r.end]) + "]] " + " ".join(text[r.end : r.end + 3])
    for r in g:
        if not any(x.overlaps(r) for x in s):
            print(f"MISS  {show(r)}", file=sys.stderr)
    for r in s:
        if not any(x.overlaps(r) for x in g):
            print(f"FALSE {show(r)}", file=sys.stderr)


def score_chats(errors: bool, ner: str) -> dict[str, float]:
    """Proper nouns masked and false name proposals per 1,000 tokens on the EmpiriST chats."""
    texts = read_vrt(VRT)
    chosen = [texts[t] for t in default_texts(texts)]
    nick_tokens = {m.w_id for m in read_gold(GOLD, texts)}
    proper = masked = tokens = false = 0
    started = time.perf_counter()
    seconds = 0.0
    for text in chosen:
        tags = {f"{p.id}.t{n}": tag for p in text.postings for n, (_, tag) in enumerate(p.tokens, 1)}
        tree = parse_bytes(serialize(chat_to_tei(text, VRT, with_pos=False)), text.id)
        started = time.perf_counter()
        annotate_tree(tree, text.id, Settings(ner=ner))
        seconds += time.perf_counter() - started
        if REPLACED_ONLY:
            without_held(tree)
        for w in tree.getroot().iter(tei("w")):
            tokens += 1
            if tags[w.get(XML_ID)] == "NE":
                proper += 1
                if teianon_annotations(w):
                    masked += 1
                elif errors:
                    print(f"MISS  {text.id} {_context(w)}", file=sys.stderr)
        for element in tree.getroot().iter(tei("name")):
            if next(element.iterancestors(tei("post")), None) is None:
                continue  # the header this script wrote
            category = Category.from_markup("name", element.get("type"))
            if category not in NAME_CATEGORIES or element.get("resp") is None:
                continue
            ids = [w.get(XML_ID) for w in element.iter(tei("w"))]
            right = any(tags[i] in NAME_TAGS or i in nick_tokens for i in ids)
            band = RELIABILITY.setdefault(CHATS, {}).setdefault(element.get("cert") or "none", [0, 0])
            band[0] += 1
            band[1] += right
            if not right:
                false += 1
                if errors:
                    words = " ".join("".join(w.itertext()) for w in element.iter(tei("w")))
                    print(f"FALSE {text.id} {category.name} [[{words}]] ({element.get('ana') or ''})", file=sys.stderr)
    return {"proper": proper, "masked": masked / proper, "false_per_1k": 1000 * false / tokens,
            "false": false, "tokens": tokens, "tokens_per_second": tokens / seconds}


def _context(w: etree._Element) -> str:
    post = next(w.iterancestors(tei("post")))
    return " ".join(("[[" + "".join(x.itertext()) + "]]") if x is w else "".join(x.itertext()) for x in post.iter(tei("w")))


def tagger_figures() -> str:
    """Model size, training time and the tagger's own tokens per second on GermEval dev."""
    from throughput import tag_views

    from teianon.detect import tagger
    from teianon.detect.tagger import MODEL, TaggerDetector
    from teianon.read.textview import post_text
    from teianon.tagger import clusters, features

    card = json.loads(MODEL.with_suffix(".json").read_text(encoding="utf-8"))
    path, labels, token_column, label_column = SETS["germeval"]
    gold = to_tei(read_bio(DATA / path, token_column, label_column), MAPPINGS[labels], "germeval", DATA / path)
    strip_annotations(gold.getroot())
    views = [post_text(post) for post in gold.getroot().iter(tei("post"))]
    detector = TaggerDetector()
    detector.load()
    # Cold: every per-word-type result of the features and of the tokens is forgotten. CPU time
    # of this one thread, so that other work on a shared machine does not count.
    features.clear_caches()
    tagger._pieces.cache_clear()
    started = time.process_time()
    count, _ = tag_views(detector, views)
    seconds = time.process_time() - started
    table = ""
    if clusters.TABLE.exists():
        table = f" + {clusters.TABLE.stat().st_size / 1e6:.1f} MB word clusters"
    return (f"model: {MODEL.name}, {card['bytes'] / 1e6:.1f} MB{table}, trained in {card['training_seconds']:.0f} s "
            f"on {card['tokens']:,} tokens (seed {card['seed']}); tagger: {count / seconds:,.0f} tokens per CPU second "
            f"on GermEval dev ({count:,} tokens, cold cache, one core)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=[*sorted(SETS), CHATS], action="append", help="default: every set found")
    parser.add_argument("--errors", metavar="CATEGORY", help="print misses and false hits of a category to stderr "
                        "(for the chats: any value)")
    parser.add_argument("--ner", default="crf", help="name tagger: crf (default), none, or spacy:MODEL")
    parser.add_argument("--replaced", action="store_true",
                        help="score only what the default output replaces (held low proposals left out)")
    parser.add_argument("--decision-model", type=Path, metavar="JSON",
                        help="another decision model (teianon train --decision --without SET -o JSON): a set's "
                             "figures from a model that never saw that set")
    args = parser.parse_args()
    global REPLACED_ONLY
    REPLACED_ONLY = args.replaced
    if args.decision_model:
        from teianon.decide import model as decision

        decision.MODEL = args.decision_model
    available = [n for n, spec in SETS.items() if (DATA / spec[0]).exists()]
    if VRT.exists():
        available.append(CHATS)
    chosen = args.set or available
    if not chosen:
        sys.exit(f"no evaluation data under {DATA}")
    if args.ner == "crf":
        print(tagger_figures())
        print()
    print("| set | category | P | R | F1 | F2 | gold | kept | tokens/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in chosen:
        if name == CHATS:
            chats = score_chats(bool(args.errors), args.ner)
            print(f"| {CHATS} | proper nouns masked (no POS) | | {chats['masked']:.3f} | | | {chats['proper']} "
                  f"| | {chats['tokens_per_second']:,.0f} |")
            print(f"| {CHATS} | false name proposals per 1,000 tokens | {chats['false_per_1k']:.2f} "
                  f"({chats['false']} in {chats['tokens']:,}) | | | | | | |")
            continue
        result, seconds, tokens, kept = score(name, args.errors, args.ner)
        tally = result.tallies["overlap"]
        for category in [*tally.categories(), None]:
            s = tally.scores(category)
            label = category or "overall"
            if label == "LOC":
                label = "LOC∪GPE"
            print(f"| {name} | {label} | {s['precision']:.3f} | {s['recall']:.3f} | {s['f1']:.3f} | {s['f2']:.3f} "
                  f"| {s['tp'] + s['fn']} | {kept if category is None else ''} | {tokens / seconds:,.0f} |")
    print("\nHow often each certainty is right (teianon's name proposals touching a gold name; for the chats a "
          "proper noun, addressing term, URL, e-mail, hashtag or participant mention):\n")
    print("| set | high | medium | low |")
    print("|---|---|---|---|")
    for name, bands in RELIABILITY.items():
        cells = [f"{bands[b][1] / bands[b][0]:.3f} ({bands[b][0]:,})" if bands.get(b) else "–"
                 for b in ("high", "medium", "low")]
        print(f"| {name} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
