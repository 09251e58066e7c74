"""Time and memory of teianon on one large file against one of its documents (issue 29).

    .venv/bin/python benchmarks/large_file.py [--documents 70] [--posts 10000] [--tokenised] [--timeout 3600]
                                              [--command run|annotate]

Generates, in a temporary folder,

(a) a ``teiCorpus`` of ``--documents`` chats (70 by default: about 50 MB and 700,000 posts), each
    of ``--posts`` short posts (10,000) as real chat has them: a few words, now and then a
    participant's nickname, a first name, a place, a URL, an e-mail address or a phone number,
    untokenised (``--tokenised``: each word a ``<w>``);
(b) one such chat on its own, as a ``TEI`` file,

runs ``teianon run`` (or ``--command annotate``, which works on a teiCorpus one document at a
time) on each as a user does (a fresh process, start-up included, ``-o`` a folder)
and prints the wall time, the CPU time and the peak RSS of each, and the ratio of (a)'s time to
``documents`` × (b)'s. Linear time and memory bounded by one document mean a ratio near 1 and
(a)'s peak RSS near (b)'s. ``--timeout`` ends a run that takes longer (it is reported as such).
The document size limit (``TEIANON_MAX_DOCUMENT_MB``, which refuses (a) at its default size) is
lifted for these runs.
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

TEIANON = [sys.executable, "-m", "teianon"]

CHAT = ["hallo", "hi", "ja", "nein", "ok", "lol", ":)", "hehe", "jo", "na", "und", "oder", "aber", "heute", "morgen",
        "gut", "du", "ich", "er", "sie", "wir", "ihr", "bin", "bist", "ist", "war", "hab", "hast", "mal", "noch",
        "schon", "auch", "nicht", "was", "wie", "wo", "wer", "bis", "gleich", "cu", "gn8", "wb", "re"]
FIRST_NAMES = ["Anna", "Paul", "Lena", "Jonas", "Marie", "Tim", "Sarah", "Lukas", "Julia", "Felix"]
PLACES = ["Berlin", "Hamburg", "München", "Köln", "Dortmund", "Essen", "Bochum", "Leipzig", "Dresden", "Wien"]
NICK_STEMS = ["kater", "maus", "Tiger", "sonne", "robbie", "Lela", "KainPech", "schnuffel", "DarkAngel", "bluemoon"]


def _words(rng: random.Random, nicks: list[str]) -> list[str]:
    words = []
    for _ in range(rng.randint(1, 7)):
        roll = rng.random()
        if roll < 0.04:
            words.append(rng.choice(nicks))
        elif roll < 0.05:
            words.append(rng.choice(FIRST_NAMES))
        elif roll < 0.06:
            words.append(rng.choice(PLACES))
        elif roll < 0.062:
            words.append(f"www.{rng.choice(CHAT).strip(':)')}seite.de")
        elif roll < 0.063:
            words.append(f"{rng.choice(NICK_STEMS).lower()}{rng.randrange(99)}@web.de")
        elif roll < 0.064:
            words.append(f"0{rng.randrange(200, 999)}/{rng.randrange(100000, 9999999)}")
        else:
            words.append(rng.choice(CHAT))
    return words


def chat(number: int, posts: int, tokenised: bool) -> str:
    """One chat document (a ``<TEI>`` element) of ``posts`` posts; ids are unique across chats."""
    rng = random.Random(number)
    d = f"d{number}"
    nicks = [f"{rng.choice(NICK_STEMS)}{rng.randrange(100)}" for _ in range(40)]
    persons = "".join(f'<person xml:id="{d}.A{i:02}" role="participant"><persName type="nickname">{n}</persName>'
                      f"<sex>{rng.choice(['male', 'female', 'unknown'])}</sex></person>" for i, n in enumerate(nicks))
    lines = []
    for m in range(1, posts + 1):
        words = _words(rng, nicks)
        if tokenised:
            text = "".join(f'<w xml:id="{d}.m{m}.t{t}">{w}</w>' for t, w in enumerate(words, 1))
        else:
            text = " ".join(words)
        lines.append(f'<post xml:id="{d}.m{m}" who="#{d}.A{rng.randrange(40):02}">{text}</post>')
    return (f'<TEI xml:id="{d}"><teiHeader><fileDesc><titleStmt><title>chat {number}</title></titleStmt>'
            f"<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc>"
            f"<particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
            f'<text><body><div type="chat">\n' + "\n".join(lines) + "\n</div></body></text></TEI>")


def write_corpus(path: Path, documents: int, posts: int, tokenised: bool) -> None:
    with open(path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="http://www.tei-c.org/ns/1.0">'
                  "<teiHeader><fileDesc><titleStmt><title>Generated chats</title></titleStmt>"
                  "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>\n")
        out.writelines(chat(number, posts, tokenised) + "\n" for number in range(1, documents + 1))
        out.write("</teiCorpus>\n")


def write_single(path: Path, posts: int, tokenised: bool) -> None:
    text = chat(1, posts, tokenised).replace("<TEI ", '<TEI xmlns="http://www.tei-c.org/ns/1.0" ', 1)
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n", encoding="utf-8")


def timed(source: Path, output: Path, timeout: float, command: str = "run") -> tuple[float, float, int, str]:
    """(wall seconds, CPU seconds, peak RSS in MiB, outcome) of ``teianon COMMAND source -o output``."""
    started = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        # The document limit would refuse (a) at the default size: lifted, to measure the run.
        process = subprocess.Popen([*TEIANON, command, str(source), "-o", str(output)],
                                   stdout=subprocess.DEVNULL, stderr=errors,
                                   env={**os.environ, "TEIANON_MAX_DOCUMENT_MB": "0"})
        outcome = "ok"
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - started > timeout:
                process.kill()
                _, status, usage = os.wait4(process.pid, 0)
                outcome = f"killed after {timeout:.0f} s"
                break
            time.sleep(0.2)
        seconds = time.perf_counter() - started
        code = os.waitstatus_to_exitcode(status)
        if outcome == "ok" and code != 0:
            errors.seek(0)
            lines = errors.read().decode(errors="replace").strip().splitlines()
            outcome = f"exit {code}: {lines[-1] if lines else ''}"
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--documents", type=int, default=70)
    parser.add_argument("--posts", type=int, default=10_000)
    parser.add_argument("--tokenised", action="store_true")
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--command", choices=("run", "annotate"), default="run")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="teianon-large-") as folder:
        root = Path(folder)
        corpus, single = root / "corpus.xml", root / "chat.xml"
        write_corpus(corpus, args.documents, args.posts, args.tokenised)
        write_single(single, args.posts, args.tokenised)
        rows = []
        for label, path in ((f"(b) one chat of {args.posts:,} posts", single),
                            (f"(a) teiCorpus of {args.documents} such chats", corpus)):
            seconds, cpu, rss, outcome = timed(path, root / "out", args.timeout, args.command)
            rows.append((label, path.stat().st_size / 1e6, seconds, cpu, rss, outcome))
        print(f"{'file':42} {'MB':>7} {'wall s':>8} {'CPU s':>8} {'peak MiB':>9}  outcome")
        for label, size, seconds, cpu, rss, outcome in rows:
            print(f"{label:42} {size:7.1f} {seconds:8.1f} {cpu:8.1f} {rss:9}  {outcome}")
        single_time, corpus_time = rows[0][2], rows[1][2]
        print(f"(a) / ({args.documents} × (b)): wall {corpus_time / (args.documents * single_time):.2f}, "
              f"CPU {rows[1][3] / (args.documents * rows[0][3]):.2f}")


if __name__ == "__main__":
    main()
