"""Leak check: run teianon in both modes, then search the raw output bytes for every identifier
the inputs hold.

Independent of teianon's own audit: the identifiers come straight from the input files with
regular expressions (participants' names and their parts from ``persName``, except those of
public figures and the system account, user names in wiki
and Twitter links, IP addresses, e-mail addresses, long digit runs such as tweet ids in any
attribute or text), and the outputs are searched as bytes, case-insensitively, as whole words.
An identifier that is also a common word (wordfreq Zipf >= 3.5 in German or English, e.g. a
nickname "talk") is counted apart: its hits are mostly the word.

    python benchmarks/leak_check.py samples/ ../shared/data/tei-cmc/ [--policy samples/policy-docc21.toml]

Prints one line per output file and hit, and a total per mode; exit 1 if any certain leak.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from lxml import etree
from wordfreq import zipf_frequency

TEI = "{http://www.tei-c.org/ns/1.0}"
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
_PLACEHOLDER = re.compile(r"\[_[A-Z0-9_\-]*_\]")


def identifiers(path: Path) -> set[str]:
    tree = etree.parse(str(path), PARSER)
    found: set[str] = set()
    for person in tree.iter(f"{TEI}person"):
        # Public figures and the system account keep their names by design.
        if (person.get("role") or "").split()[:1] in (["celebrity"], ["system"]):
            continue
        for name in person.iter(f"{TEI}persName"):
            text = " ".join("".join(name.itertext()).split())
            if not text or _PLACEHOLDER.search(text):
                continue
            found.add(text)
            found.update(p for p in re.split(r"[\s_.\-]+", text) if len(p) >= 3)
    raw = path.read_text(encoding="utf-8", errors="replace")
    found.update(m.group(1) for m in re.finditer(r"User(?:_talk)?:([^\s\"'<>/#]+)", raw))
    found.update(m.group(1) for m in re.finditer(r"twitter\.com/(?!hashtag)([A-Za-z0-9_]{2,})", raw))
    found.update(re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", raw))
    found.update(re.findall(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+", raw))
    found.update(re.findall(r"(?<![\d.])\d{10,}(?![\d.])", raw))
    return {f for f in found if len(f) >= 3 and not _PLACEHOLDER.search(f)}


def common(word: str) -> bool:
    return max(zipf_frequency(word.casefold(), lang) for lang in ("de", "en")) >= 3.5


def search(output: Path, wanted: set[str]) -> list[tuple[str, int, bool]]:
    text = output.read_bytes().decode("utf-8", errors="replace")
    hits = []
    for word in sorted(wanted):
        pattern = re.compile(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", re.IGNORECASE)
        n = len(pattern.findall(text))
        if n:
            hits.append((word, n, not common(word)))
    return hits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="+", type=Path)
    parser.add_argument("--policy", type=Path)
    parser.add_argument("--teianon", default=str(Path(sys.executable).with_name("teianon")))
    args = parser.parse_args()
    files = [f for given in args.inputs for f in (sorted(given.rglob("*.xml")) if given.is_dir() else [given])]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("placeholder", "pseudonym"):
            certain = possible = 0
            for source in files:
                out = Path(tmp) / mode / source.parent.name
                command = [args.teianon, "run", str(source), "-o", str(out), "-q", "--date", "2026-11-23"]
                if args.policy:
                    command += ["--policy", str(args.policy)]
                if mode == "pseudonym":
                    command += ["--mode", "pseudonym", "--key", str(Path(tmp) / "key.json")]
                run = subprocess.run(command, capture_output=True, text=True)
                target = out / source.name
                if not target.exists():
                    reason = (run.stderr.strip().splitlines() or ["no output"])[-1]
                    print(f"{mode}\t{source}\tnot written: {reason}")
                    continue
                for word, n, sure in search(target, identifiers(source)):
                    print(f"{mode}\t{target.name}\t{'LEAK' if sure else 'word'}\t{word!r}\t{n}")
                    certain += n if sure else 0
                    possible += 0 if sure else n
            print(f"{mode}: {len(files)} file(s), {certain} leak(s), {possible} hit(s) of identifiers that are common words")
            failed = failed or certain > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
