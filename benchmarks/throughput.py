"""Speed and memory of teianon on a generated DOCC-shaped corpus, against lxml and Presidio.

    .venv/bin/python benchmarks/throughput.py [--tokens 1000000] [--presidio-tokens 20000]

Writes a corpus of tokenised chat logs (``<post>`` of ``<w>`` with lemma and part of speech,
5,000 tokens a file, 40 participants a file; German chat vocabulary with Zipf's frequencies from
wordfreq, nicknames, first names, places, URLs, e-mail addresses and phone numbers at about the
rates of the Dortmund Chat Corpus) and times, each as a fresh ``teianon`` process as a user
runs it, start-up included:

- the floor: lxml parsing and serialising every file, one process;
- ``annotate``, ``anonymise`` (placeholders; pseudonyms), ``validate`` and the whole ``run``;
- ``run`` with ``-j 2`` against ``-j 1``, and on a tenth of the corpus (peak RSS as it grows);
- Presidio (analyzer + anonymizer, English spaCy pipeline, ``teianon[bench]``) on the posts of
  the first files, per token, when it is installed.

Every figure comes from this one run; ratios are to the floor of the same run.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lxml import etree

from teianon.detect.tagger import TaggerDetector, tokens_of
from teianon.read.textview import PostText

HERE = Path(__file__).resolve().parent
TEIANON = [sys.executable, "-m", "teianon"]

CHAT = ("hallo hi ja nein ok lol :) :-) ? ! , . hehe jo na und oder aber heute morgen gut du ich er sie "
        "wir ihr bin bist ist war hab hast mal noch schon auch nicht was wie wo wer").split()
FIRST_NAMES = "Anna Paul Lena Jonas Marie Tim Sarah Lukas Julia Felix".split()
PLACES = "Berlin Hamburg München Köln Dortmund Essen Bochum Leipzig Dresden Wien".split()
NICK_STEMS = ["kater", "maus", "Tiger", "sonne", "robbie", "Lela", "KainPech", "schnuffel", "DarkAngel", "bluemoon"]


def vocabulary(size: int = 20_000) -> tuple[list[str], list[float]]:
    """German words with their frequencies (wordfreq), the most frequent first."""
    from wordfreq import top_n_list, word_frequency

    words = [w for w in top_n_list("de", size) if w.isalpha()]
    return words, [word_frequency(w, "de") for w in words]


def chat_file(tokens: int, seed: int, words: list[str], weights: list[float]) -> bytes:
    """One chat log of about ``tokens`` <w> tokens."""
    rng = random.Random(seed)
    nicks = [f"{rng.choice(NICK_STEMS)}{rng.randrange(100)}" for _ in range(40)]
    persons = "".join(
        f'<person xml:id="A{i:02}" role="participant"><persName type="nickname">{n}</persName>'
        f"<sex>{rng.choice(['male', 'female', 'unknown'])}</sex></person>" for i, n in enumerate(nicks))
    sampled = iter(rng.choices(words, weights, k=tokens + 100))
    posts, count, m = [], 0, 0
    while count < tokens:
        m += 1
        length = rng.randint(2, 14)
        ws = []
        for t in range(1, length + 1):
            roll = rng.random()
            if roll < 0.02:
                word, pos = rng.choice(nicks), "NE"
            elif roll < 0.025:
                word, pos = rng.choice(FIRST_NAMES), "NE"
            elif roll < 0.03:
                word, pos = rng.choice(PLACES), "NE"
            elif roll < 0.032:
                word, pos = f"www.{rng.choice(words)}.de", "XY"
            elif roll < 0.033:
                word, pos = f"{rng.choice(words)}{rng.randrange(99)}@web.de", "XY"
            elif roll < 0.034:
                word, pos = f"0{rng.randrange(200, 999)}/{rng.randrange(100000, 9999999)}", "CARD"
            elif roll < 0.25:
                word, pos = rng.choice(CHAT), "ITJ"
            else:
                word = next(sampled)
                word, pos = (word.capitalize(), "NN") if rng.random() < 0.3 else (word, "ADV")
            ws.append(f'<w xml:id="m{m}.t{t}" lemma="{word.lower()}" pos="{pos}">{word}</w>')
        count += length
        posts.append(f'<post xml:id="m{m}" who="#A{rng.randrange(40):02}" synch="#t{m}">\n  '
                     + "\n  ".join(ws) + "\n</post>")
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
            f"<titleStmt><title>chat {seed}</title></titleStmt><publicationStmt><p/></publicationStmt>"
            f"<sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>{persons}</listPerson>"
            f"</particDesc></profileDesc></teiHeader><text><body><div type=\"chat\">\n"
            + "\n".join(posts) + "\n</div></body></text></TEI>\n").encode()


def build(tokens: int, seed: int = 1) -> bytes:
    """One file of ``tokens`` tokens (for scripts that want a single document)."""
    words, weights = vocabulary()
    return chat_file(tokens, seed, words, weights)


def write_corpus(folder: Path, tokens: int, per_file: int) -> list[Path]:
    words, weights = vocabulary()
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(max(1, tokens // per_file)):
        path = folder / f"chat{i:04}.xml"
        path.write_bytes(chat_file(per_file, i, words, weights))
        paths.append(path)
    return paths


def floor(paths: list[Path], output: Path) -> float:
    """lxml parsing and serialising every file (written, as teianon writes its output)."""
    output.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    for path in paths:
        (output / path.name).write_bytes(etree.tostring(etree.parse(str(path)), xml_declaration=True, encoding="UTF-8"))
    return time.perf_counter() - started


# Files a command could not write (one line each, e.g. refused by the self-audit): reported
# after the figures, since each is a finding about teianon, not about the benchmark.
FAILED: list[str] = []


def timed(*args: str) -> tuple[float, int, float]:
    """(seconds, peak RSS in MiB of its biggest process, CPU seconds of all its processes) of one
    teianon command. The CPU time counts only this command's work, so that it can be compared
    between runs on a machine that others share (its wall time cannot)."""
    started = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen([*TEIANON, *args], stdout=subprocess.DEVNULL, stderr=errors)
        # wait4 gives this command's own resource use: its largest process, workers included.
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        code = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        text = errors.read().decode()
    if code == 1:
        FAILED.extend(f"teianon {args[0]}: {line}" for line in text.splitlines()
                      if line.strip() and not line.startswith("teianon:"))
    elif code != 0:
        sys.exit(f"teianon {' '.join(args)} failed ({code}):\n{text[-2000:]}")
    return seconds, usage.ru_maxrss // 1024, usage.ru_utime + usage.ru_stime


def tag_views(tagger: TaggerDetector, views: list[PostText]) -> tuple[int, float]:
    """(tokens, seconds) of the name tagger alone on ``views``: features and labelling, one pass."""
    count = 0
    started = time.perf_counter()
    for view in views:
        tokens = tokens_of(view)
        count += len(tokens)
        list(tagger.tag(view.text, tokens))
    return count, time.perf_counter() - started


def presidio(paths: list[Path], tokens: int) -> dict | None:
    """Presidio's figures on the posts of the first files (about ``tokens`` tokens)."""
    sys.path.insert(0, str(HERE))
    from presidio_peer import ExtraMissing, post_texts, presidio_seconds

    posts: list[str] = []
    for path in paths:
        posts += post_texts(path.read_bytes())
        if sum(len(p.split()) for p in posts) >= tokens:
            break
    try:
        return presidio_seconds(posts)
    except ExtraMissing as missing:
        print(f"presidio: not measured ({missing})")
        return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=1_000_000)
    parser.add_argument("--file-tokens", type=int, default=5_000)
    parser.add_argument("--presidio-tokens", type=int, default=20_000,
                        help="Tokens given to Presidio (0: leave it out); it needs about 0.6 ms a token.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="teianon-bench-") as scratch:
        root = Path(scratch)
        paths = write_corpus(root / "in", args.tokens, args.file_tokens)
        tokens = len(paths) * args.file_tokens
        size = sum(p.stat().st_size for p in paths)
        tenth = root / "tenth"
        tenth.mkdir()
        for path in paths[: max(1, len(paths) // 10)]:
            os.link(path, tenth / path.name)
        base = floor(paths, root / "floor")
        # Warm the binary word tables (built once per installation, on first use).
        subprocess.run([*TEIANON, "annotate", str(paths[0]), "-o", str(root / "warm"), "-q"], check=True)
        key = root / "key.json"
        rows = [
            ("annotate", timed("annotate", str(root / "in"), "-o", str(root / "ann"), "-q")),
            ("anonymise, placeholders", timed("anonymise", str(root / "ann"), "-o", str(root / "out"), "-q", "--no-validate")),
            ("anonymise, pseudonyms", timed("anonymise", str(root / "ann"), "-o", str(root / "pseudo"), "-q", "--no-validate",
                                            "--mode", "pseudonym", "--key", str(key), "--salt", "bench")),
            ("validate", timed("validate", str(root / "out"), "-q")),
            ("run -j 1 (all of it)", timed("run", str(root / "in"), "-o", str(root / "run1"), "-q", "-j", "1")),
            ("run -j 2", timed("run", str(root / "in"), "-o", str(root / "run2"), "-q", "-j", "2")),
            ("run -j 1, a tenth of the corpus", timed("run", str(tenth), "-o", str(root / "run10"), "-q", "-j", "1")),
        ]
        peer = presidio(paths, args.presidio_tokens) if args.presidio_tokens else None
    print(f"corpus: {len(paths)} files, {tokens:,} tokens, {size / 2**20:.1f} MiB; {os.cpu_count()} CPU(s)")
    print(f"{'':34} {'seconds':>8} {'tokens/s':>10} {'x floor':>8} {'peak RSS':>9} {'CPU s':>8} {'tokens/CPU s':>13}")
    print(f"{'floor (lxml parse + serialise)':34} {base:8.2f} {tokens / base:10,.0f} {1:8.1f}")
    for label, (seconds, rss, cpu) in rows:
        share = 10 if "tenth" in label else 1
        print(f"{label:34} {seconds:8.2f} {tokens / share / seconds:10,.0f} {seconds * share / base:8.1f} {rss:6} MiB"
              f" {cpu:8.2f} {tokens / share / cpu:13,.0f}")
    one, two = rows[4][1][0], rows[5][1][0]
    print(f"-j 2 against -j 1: x{one / two:.2f} faster")
    for line in FAILED:
        print(f"not written: {line}")
    if peer:
        rate = peer["tokens"] / peer["seconds"]
        ours = tokens / one
        print(f"presidio {peer['pipeline']}: {peer['tokens']:,} tokens in {peer['seconds']:.2f} s "
              f"({rate:,.0f} tokens/s, x{tokens / rate / base:.0f} floor per token; start-up {peer['startup_seconds']:.1f} s "
              f"not counted); teianon run -j 1 is x{ours / rate:.1f} faster per token")


if __name__ == "__main__":
    main()
