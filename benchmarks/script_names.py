"""Participants' names in another script (issue 39): how many transliterations of a name meet it,
and how many words of running text that name no participant the key links.

    python benchmarks/script_names.py [--tokens 1000000] [--list]

- **recall**: 48 spellings (German, English and scholarly transliterations) of 16 Russian,
  Ukrainian and Greek first names and surnames (the key's rules were tuned on them), and 39 of 14
  more written afterwards and never tuned on (``HELD_OUT``), each looked up
  (``NameIndex.lookup``) with the participant listed in Latin letters and written in its own
  script, and the other way round;
- **false links**: every Cyrillic and Greek word of the Broad Twitter Corpus (train) and the
  WNUT 2017 data against the 41 made-up participants of ``benchmarks/inside_words.py`` (Latin
  names); and the first ``--tokens`` words of the Bundestag speeches against 16 participants
  listed in Cyrillic or Greek (the names above). No participant is meant in that text, so every
  hit is a candidate the linker would weigh: an upper bound of what a run marks.
"""

from __future__ import annotations

import argparse
import lzma
import re
from pathlib import Path

from inside_words import NAMES, NICKNAMES

from teianon.detect.scripts import other_script
from teianon.detect.variants import NameIndex
from teianon.read.tei import Participant

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
# The name in its script, then its spellings in Latin letters.
PAIRS = [
    ("Евгения", "Jewgenija", "Yevgeniya", "Evgenija"),
    ("Наталья", "Natalja", "Natalya", "Natal'ja"),
    ("Юлия", "Julija", "Yuliya", "Julia"),
    ("Ксения", "Xenia", "Kseniya", "Ksenija"),
    ("Сергей", "Sergej", "Sergey", "Sergei"),
    ("Дмитрий", "Dmitrij", "Dmitriy", "Dmitry"),
    ("Алексей", "Alexej", "Aleksey", "Aleksej"),
    ("Щербаков", "Schtscherbakow", "Shcherbakov", "Ščerbakov"),
    ("Жукова", "Schukowa", "Zhukova", "Žukova"),
    ("Цветаева", "Zwetajewa", "Tsvetaeva", "Cvetaeva"),
    ("Олександр", "Oleksandr", "Olexandr", "Oleksander"),
    ("Ковальчук", "Kowaltschuk", "Kovalchuk", "Koval'čuk"),
    ("Γιώργος", "Giorgos", "Yiorgos", "Georgios"),
    ("Σταυρούλα", "Stavroula", "Stavrula", "Stavrúla"),
    ("Παπαδόπουλος", "Papadopoulos", "Papadopulos", "Papadópoulos"),
    ("Κωνσταντίνα", "Konstantina", "Constantina", "Kostantina"),
]
# Written after the key's rules were fixed, and never used to change them: the figure that counts.
HELD_OUT = [
    ("Татьяна", "Tatjana", "Tatyana", "Tat'jana"),
    ("Михаил", "Michail", "Mikhail", "Mihail"),
    ("Екатерина", "Jekaterina", "Yekaterina", "Ekaterina"),
    ("Анастасия", "Anastassija", "Anastasiya", "Anastasija"),
    ("Андрей", "Andrej", "Andrey", "Andrei"),
    ("Дарья", "Darja", "Darya", "Dar'ja"),
    ("Соколова", "Sokolowa", "Sokolova"),
    ("Кузнецов", "Kusnezow", "Kuznetsov", "Kuznecov"),
    ("Хабибуллина", "Chabibullina", "Khabibullina"),
    ("Григорьев", "Grigorjew", "Grigoryev", "Grigor'ev"),
    ("Οδυσσέας", "Odysseas", "Odisseas"),
    ("Ελευθερία", "Eleftheria", "Elefteria"),
    ("Θεοδώρα", "Theodora", "Theodhora"),
    ("Νικολάου", "Nikolaou", "Nicolaou"),
]
_WORD = re.compile(r"[^\W\d_]{3,}")


def _index(names: list[str]) -> NameIndex:
    return NameIndex(Participant(f"P{n}", None, None, (), (name,)) for n, name in enumerate(names))


def recall(pairs: list[tuple[str, ...]]) -> tuple[int, int, list[str]]:
    found = total = 0
    missed = []
    for script, *latin in pairs:
        for spelling in latin:
            for listed, written in ((spelling, script), (script, spelling)):
                total += 1
                if _index([listed]).lookup(written) is not None:
                    found += 1
                else:
                    missed.append(f"{listed} -> {written}")
    return found, total, missed


def _conll_words(path: Path) -> list[str]:
    words = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        token = line.split("\t")[0].split(" ")[0] if line.strip() else ""
        if token and other_script(token):
            words.append(token)
    return words


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=1_000_000)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    for label, pairs in (("tuned on", PAIRS), ("held out", HELD_OUT)):
        found, total, missed = recall(pairs)
        print(f"recall ({label}): {found} of {total} spellings linked")
        for line in missed if args.list else ():
            print(f"  missed {line}")
    latin = _index(NICKNAMES + NAMES)
    foreign_words = [w for p in ("btc/btc.train", "wnut17/wnut17train.conll", "wnut17/emerging.dev.conll") for w in _conll_words(DATA / p)]
    hits = [w for w in foreign_words if latin.lookup(w) is not None]
    print(f"false links: {len(hits)} of {len(foreign_words)} Cyrillic and Greek words of BTC and WNUT 2017 (41 Latin participants)")
    for word in hits if args.list else ():
        print(f"  {word} -> {latin.lookup(word)}")
    listed = _index([p[0] for p in PAIRS])
    count = 0
    linked: list[str] = []
    with lzma.open(DATA / "text_de_bundestag20" / "bundestag20_speeches.txt.xz", "rt", encoding="utf-8") as lines:
        for line in lines:
            for word in _WORD.findall(line):
                count += 1
                if listed.lookup(word) is not None:
                    linked.append(word)
            if count >= args.tokens:
                break
    print(f"false links: {len(linked)} of {count} words of the Bundestag speeches (16 participants listed in Cyrillic or Greek)")
    for word in sorted(set(linked)) if args.list else ():
        print(f"  {word} ({linked.count(word)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
