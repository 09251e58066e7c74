"""Peak memory of ``teianon import jsonl`` on a large generated export (issue 28: under 300 MB for 2 GB).

Writes an invented JSON Lines chat export of the size asked for (German and English posts by a
few thousand participants, with names, phone numbers, addresses, e-mail addresses and links)
into a temporary folder, runs ``teianon import`` on it as a fresh process and reports its
wall time and peak resident memory (the child's ``ru_maxrss``), and the size of the TEI written.

    python benchmarks/import_memory.py                 # 2 GB
    python benchmarks/import_memory.py --size-mb 200   # a tenth
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIRST = ["Jana", "Tobias", "Mia", "Owen", "Leonie", "Mehmet", "Sophie", "Lukas", "Aylin", "Jonas", "Emma", "Finn"]
LAST = ["Krüger", "Brandt", "Thompson", "Price", "Özdemir", "Hoffmann", "Schulz", "Walker", "Nowak", "Becker"]
STREETS = ["Lindenstraße", "Elm Road", "Hauptstraße", "Kiefernweg", "Station Road", "Am Markt"]
TEXTS = [
    "Hallo {first}, ruf mich an: 0171 {n7}",
    "Treffen wir uns in der {street} {n2}?",
    "schreib an {first_l}.{last_l}@example.org, ich bin bis Freitag in Leipzig",
    "see you at {n2} {street}, call me on 07700 {n6}",
    "hier der Link: https://example.net/wg/{n6} – {first} hat die Fotos",
    "ok 👍 danke {first}!",
    "Überweisung an DE89 3704 0044 0532 0130 00 ist raus, Grüße {first} {last}",
]


def generate(path: Path, size: int, seed: int = 28) -> int:
    """Write about ``size`` bytes of JSON Lines to ``path``; the number of records."""
    rng = random.Random(seed)
    users = [f"{rng.choice(FIRST).lower()}_{rng.randrange(100, 999)}" for _ in range(3000)]
    written = records = 0
    start = 1_712_900_000
    with open(path, "w", encoding="utf-8") as out:
        while written < size:
            lines = []
            for _ in range(1000):
                first, last = rng.choice(FIRST), rng.choice(LAST)
                text = rng.choice(TEXTS).format(
                    first=first, last=last, first_l=first.lower(), last_l=last.lower(), street=rng.choice(STREETS),
                    n2=rng.randrange(1, 99), n6=rng.randrange(100000, 999999), n7=rng.randrange(1000000, 9999999))
                records += 1
                lines.append(json.dumps({"id": str(records), "user": rng.choice(users), "text": text,
                                         "time": start + records * 7}, ensure_ascii=False))
            chunk = "\n".join(lines) + "\n"
            out.write(chunk)
            written += len(chunk.encode("utf-8"))
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=float, default=2048, help="size of the generated export (default 2048)")
    parser.add_argument("--keep", type=Path, default=None, help="work in this folder and keep the files")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="teianon-import-memory-"))
    work.mkdir(parents=True, exist_ok=True)
    source = work / "export.jsonl"
    began = time.perf_counter()
    records = generate(source, int(args.size_mb * 1024 * 1024))
    size = source.stat().st_size
    print(f"export: {size / 2**20:,.0f} MiB, {records:,} records, generated in {time.perf_counter() - began:.0f} s")
    command = [sys.executable, "-m", "teianon", "import", "jsonl", str(source), "-o", str(work / "tei"),
               "--date", "2026-01-01"]
    began = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, check=False)
    seconds = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KiB on Linux
    out = work / "tei" / "export.xml"
    print(done.stdout.strip())
    print(f"teianon import jsonl: exit {done.returncode}, {seconds:.0f} s ({size / 2**20 / seconds:.1f} MiB/s), "
          f"peak RSS {peak:.0f} MiB, TEI {out.stat().st_size / 2**20 if out.exists() else 0:,.0f} MiB")
    if args.keep is None:
        for path in (out, source):
            if path.exists():
                path.unlink()
        for folder in (work / "tei", work):
            if folder.exists():
                os.rmdir(folder)


if __name__ == "__main__":
    main()
