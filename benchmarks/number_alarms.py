"""NUMBER and street-address proposals: false alarms on real text, recall on a written dev list.

    python benchmarks/number_alarms.py            # the table
    python benchmarks/number_alarms.py --list     # also every proposal on the real text, to judge
    python benchmarks/number_alarms.py --running 10000   # also on running text (../shared/data/text_*)

False alarms: the number and address rules (the ``number``, ``number_words``, ``identity_numbers``, ``reference_number``,
``vehicle_id``, ``cued_number``, ``code_numbers``, ``room_codes`` (its room codes), ``address`` and
``address_frames`` detectors and the ``place`` detector's street rule) run on every sentence (a posting for EmpiriST) of GermEval 2014 dev, the
EmpiriST train split (all its CMC and web texts; teianon never trains on it) and the UNER English
Web Treebank dev set, tokens joined by spaces; with ``--running LINES``, also the first lines of
each running text of ``../shared/data/text_*`` (Bundestag speeches, GerDraCor, ELTeC German and
English, Tatoeba); with ``--train``, also the train splits of GermEval 2014, the UNER Web Treebank,
MobIE, the Broad Twitter Corpus and WNUT 2017 (the name tagger learns from them, the number rules do
not). The coordinates' and birth dates' rules run too. None of these sets annotates numbers, so each
proposal (after resolving overlaps, as ``run`` does) is counted, per 1,000 tokens, and listed for a
person to judge (``--list``).

Recall: ``tests/data/numbers_addresses_dev.tsv`` (written by the teianon authors, CC0): one
post a line with the strings that must be found and their category; a string counts as found
when a proposal of its category covers it. And on addresses, postcodes, phone numbers, IBANs and plates
that faker (MIT; its street names, postcodes and number formats follow real ones of each
country) makes for de_DE, de_AT, de_CH, en_GB and en_US, 300 of each kind and locale, each
inside a chat line (``ich wohne in der {}``, ``I live at {}``, ``ruf an: {}``, ``meine iban:
{}``, every second IBAN lower-cased as chat writes it; street addresses also without a cue):
the share found, per kind and locale.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import regex
from lxml import etree

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, build_detectors, default_detector_names, detect
from teianon.read.tei import tei
from teianon.read.textview import post_text

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
DEV_LIST = ROOT / "tests" / "data" / "numbers_addresses_dev.tsv"


def conll_sentences(path: Path, token_column: int) -> list[list[str]]:
    sentences: list[list[str]] = [[]]
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            sentences.append([])
        elif not line.startswith("#"):
            columns = line.split("\t") if "\t" in line else line.split()  # GermEval's train split: spaces
            if len(columns) > token_column:
                sentences[-1].append(columns[token_column])
    return [s for s in sentences if s]


def vrt_postings(path: Path) -> list[list[str]]:
    postings: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("<posting "):
            postings.append([])
        elif line and not line.startswith("<") and postings:
            postings[-1].append(line.split("\t", 1)[0])
    return [p for p in postings if p]


SETS = {
    "germeval2014 dev": lambda: conll_sentences(DATA / "germeval2014" / "NER-de-dev.tsv", 1),
    "empirist train": lambda: vrt_postings(DATA / "empirist" / "empirist-train.vrt"),
    "uner_en_ewt dev": lambda: conll_sentences(DATA / "uner_en_ewt" / "en_ewt-ud-dev.iob2", 1),
}


# The train splits of the shared NER sets (none annotates numbers): more text with numbers in it.
TRAIN = {
    "germeval2014 train": ("germeval2014/NER-de-train-bioes.txt", 0),
    "uner_en_ewt train": ("uner_en_ewt/en_ewt-ud-train.prerelease.iob2", 1),
    "mobie train": ("mobie/train.conll2003", 0),
    "btc train": ("btc/btc.train", 0),
    "wnut17 train": ("wnut17/wnut17train.conll", 0),
}
RUNNING = ("text_de_bundestag20", "text_de_gerdracor", "text_de_eltec", "text_en_eltec", "text_de_en_tatoeba")


def running_text(name: str, lines: int) -> list[list[str]]:
    """The first ``lines`` lines (paragraphs, speeches; both sentences of a Tatoeba pair) of one
    of the shared running texts, each split at white space."""
    import lzma

    path = next((DATA / name).glob("*.xz"))
    units: list[list[str]] = []
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        for n, line in enumerate(handle):
            if n >= lines:
                break
            units += [part.split() for part in line.rstrip("\n").split("\t") if part.strip()]
    return units


def view(text: str):
    post = etree.Element(tei("post"))
    post.text = text
    return post_text(post)


def rules():
    names = [n for n in ("number", "number_words", "identity_numbers", "reference_number", "vehicle_id", "cued_number", "code_numbers",
                         "room_codes", "coordinates", "birth_date", "address", "address_frames", "place")
             if n in default_detector_names()]
    return build_detectors(names)


def wanted(mention) -> bool:
    return (mention.category.name == "NUMBER" or mention.source in ("place:street",)
            or mention.source.startswith("address:"))


def proposals(text: str, detectors) -> list[tuple[str, str, str]]:
    post = view(text)
    return [(m.category.name, post.text[m.start:m.end], m.source)
            for m in select(detect(post, DocumentContext(), detectors)) if wanted(m)]


FAKER_LOCALES = ("de_DE", "de_AT", "de_CH", "en_GB", "en_US")
FAKER_LINES = {
    "street address": ("ich wohne in der {}", "I live at {}", "LOC"),
    "street address, no cue": ("party heute {}, bringt was mit", "party tonight at {}, bring snacks", "LOC"),
    "postcode": ("PLZ {} passt", "my postcode is {}", "NUMBER"),
    "phone": ("ruf an: {}", "call me on {}", "NUMBER"),
    "iban": ("meine iban: {}", "my iban: {}", "NUMBER"),
    "licence plate": ("mein Kennzeichen ist {}", "my number plate is {}", "NUMBER"),
    "licence plate, no cue": ("das Auto {} parkt da", "the car {} is parked", "NUMBER"),
}


def faker_recall(detectors, count: int = 300) -> None:
    try:
        from faker import Faker
    except ImportError:
        print("\nfaker recall: skipped (faker is not installed)")
        return
    print("\n| faker, found | " + " | ".join(FAKER_LOCALES) + " |\n|---|" + "---:|" * len(FAKER_LOCALES))
    for kind, (german, english, category) in FAKER_LINES.items():
        cells = []
        for locale in FAKER_LOCALES:
            fake = Faker(locale)
            fake.seed_instance(1)
            make = {"street address": fake.street_address, "street address, no cue": fake.street_address,
                    "postcode": fake.postcode,
                    "phone": fake.phone_number, "iban": fake.iban, "licence plate": fake.license_plate,
                    "licence plate, no cue": fake.license_plate}[kind]
            hits = 0
            for i in range(count):
                value = " ".join(make().split())
                value = value.lower() if kind == "iban" and i % 2 else value
                line = (german if locale.startswith("de") else english).format(value)
                start = line.index(value)
                # Found when a proposal of the category covers the value's first word and digits.
                core = regex.search(r"\d+", value)
                must = (start, start + (core.end() if core else len(value)))
                hits += any(c == category and line.find(span) <= must[0] and line.find(span) + len(span) >= must[1]
                            for c, span, _ in proposals(line, detectors))
            cells.append(f"{100 * hits / count:.0f} %")
        print(f"| {kind} | " + " | ".join(cells) + " |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="print every proposal on the real text")
    parser.add_argument("--running", type=int, default=0, metavar="LINES",
                        help="also the first LINES lines of each running text of ../shared/data/text_*")
    parser.add_argument("--train", action="store_true", help="also the train splits of the shared NER sets")
    args = parser.parse_args()
    detectors = rules()
    print("| set | tokens | proposals | per 1,000 tokens |\n|---|---:|---:|---:|")
    sets = dict(SETS)
    if args.running:
        sets.update({f"{name} ({args.running:,} lines)": (lambda name=name: running_text(name, args.running))
                     for name in RUNNING})
    if args.train:
        sets.update({name: (lambda path=path, column=column: conll_sentences(DATA / path, column))
                     for name, (path, column) in TRAIN.items()})
    for name, read in sets.items():
        try:
            units = read()
        except FileNotFoundError as err:
            print(f"| {name} | skipped: {err.filename} missing | | |")
            continue
        tokens = sum(len(u) for u in units)
        found: list[tuple[str, str, str, str]] = []
        for unit in units:
            text = " ".join(unit)
            found += [(*p, text) for p in proposals(text, detectors)]
        print(f"| {name} | {tokens:,} | {len(found)} | {1000 * len(found) / tokens:.3f} |")
        if args.list:
            for category, span, source, text in found:
                at = max(0, text.find(span) - 80)
                print(f"    {name}\t{category}\t{source}\t{span!r}\t{text[at:at + 200]}", file=sys.stderr)
    rows = [line.split("\t") for line in DEV_LIST.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    hits, by_category, missed = Counter(), Counter(), []
    for text, *expected in rows:
        found_spans = proposals(text, detectors)
        for item in expected:
            category, _, target = item.partition(":")
            by_category[category] += 1
            start = text.find(target)
            ok = any(c == category and span in text and text.find(span) <= start
                     and text.find(span) + len(span) >= start + len(target) for c, span, _ in found_spans)
            if ok:
                hits[category] += 1
            else:
                missed.append(f"{category}:{target}  in  {text}")
    faker_recall(detectors)
    total = sum(by_category.values())
    detail = ", ".join(f"{c} {hits[c]}/{n}" for c, n in sorted(by_category.items()))
    print(f"\nrecall on {DEV_LIST.relative_to(ROOT)}: {sum(hits.values())}/{total} ({detail})")
    for line in missed:
        print(f"    missed {line}")


if __name__ == "__main__":
    main()
