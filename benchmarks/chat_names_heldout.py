"""Everyday names in real chat and dialogue frames, with a held-out half: how many first names
of many origins teianon replaces where real writers put a person, and how often it proposes
the ordinary word or pronoun that stood there.

    python benchmarks/chat_names_heldout.py                # dev and held-out side by side
    python benchmarks/chat_names_heldout.py --list         # also the dev survivors (never the held-out ones)
    python benchmarks/chat_names_heldout.py --frames 150   # at most 150 frames per source and half: quicker

**Frames** are sentences written by others, with the slot where a person stands:

- EmpiriST 2015 (``../shared/data/empirist``, train split, CMC and web): a proper noun whose
  semantic tag is ``Z1`` (personal name; single words only: chat nicknames such as ``zora``,
  ``tom``, and surnames), and the pronouns ``er``, ``ihn``, ``ihm``;
- GerDraCor (``../shared/data/text_de_gerdracor``): sentences of 4 to 14 words of drama
  dialogue with ``er``/``ihn``/``ihm`` or a capitalised first name of ``nam_dict.txt`` that is no
  German noun, not at the sentence's start;
- UNER English Web Treebank, dev split (``../shared/data/uner_en_ewt``: e-mail, newsgroups, blogs,
  answers): a ``PER`` span, or ``he``/``him``/``she``.

A frame is split into dev and held-out by its *source document* (EmpiriST's text, a block of
1,000 drama speeches, EWT's document), so that no document has frames in both halves.

**Names** come from ``nam_dict.txt`` (Jörg Michael, GNU FDL 1.2, as shipped in ``gender-guesser``),
in four groups: the most frequent first names of every country of the dictionary (``first``),
its short forms (``pet``: ``Steffi``, ``Basti``), its first names that teianon's dictionaries hold
as an English word or a German noun (``word``: ``Rose``, ``Will``), and those that are a town of
10,000 people or more in teianon's place table (``town``: ``Milan``, ``Florence``). The groups
are read from the lists, not chosen by hand. Names are split into dev and held-out by a hash of
the name, so that no name is in both halves. Each frame gets one name of its half (groups in
turn, seeded), written twice: capitalised in the frame as written, and the whole post in lower
case (chat).

**Counts.** Each post is a TEI document of its own (``teianon run``'s defaults, the public sphere
on): a name *survives* where it is not proposed, only ``low`` (held for a reviewer under the
default ``--min-cert medium``), or kept public. The *false proposals* are counted on the same
frames with the ordinary filler in the slot: the pronoun as written, or a kinship word (``Mama``,
``Mom``) where a name stood; any name annotation over the slot counts, replaced or held.

Nobody at teianon wrote these frames; EmpiriST's train split and the dev split of EWT are not
among the decision model's training data (EWT's train split is). Only the dev half may be looked
at while rules are written; the held-out half is reported, never listed.
"""

from __future__ import annotations

import argparse
import hashlib
import lzma
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from wordfreq import zipf_frequency

from teianon.lists import english_words, german_nouns, places
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import tei

sys.path.insert(0, str(Path(__file__).resolve().parent))
import everyday_names  # noqa: E402  (a sibling benchmark: its TEI document and scoring)

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
EMPIRIST = DATA / "empirist" / "empirist-train.vrt"
DRAMA = DATA / "text_de_gerdracor" / "gerdracor_speeches.txt.xz"
EWT = DATA / "uner_en_ewt" / "en_ewt-ud-dev.iob2"
HALVES = ("dev", "held-out")
GROUPS = ("first", "pet", "word", "town")
WRITINGS = ("capitalised", "lower case")
PRONOUNS = {"de": frozenset({"er", "ihn", "ihm"}), "en": frozenset({"he", "him", "she"})}
KINSHIP = {"de": ("Mama", "Papa", "Oma", "Opa"), "en": ("Mom", "Dad", "Grandma", "Grandpa")}
PER_COUNTRY = 8
COMMON = 6
COMMONEST = 5.5
TOWN = 10_000
DRAMA_BLOCK = 1_000
_SENTENCE = re.compile(r"[^.!?]+[.!?]")
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Frame:
    """A sentence with the slot (``before`` + filler + ``after``) where a person stands."""

    source: str
    document: str
    language: str
    before: str
    slot: str  # what stood there
    after: str
    pronoun: bool

    def half(self) -> str:
        return HALVES[_hash(f"{self.source}:{self.document}") % 2]

    def filled(self, filler: str, lower: bool) -> tuple[str, int, int]:
        before, after = (self.before.lower(), self.after.lower()) if lower else (self.before, self.after)
        filler = filler.lower() if lower else filler
        return before + filler + after, len(before), len(before) + len(filler)

    def ordinary(self, k: int) -> str:
        return self.slot if self.pronoun else KINSHIP[self.language][k % len(KINSHIP[self.language])]


def _hash(text: str) -> int:
    return int(hashlib.md5(text.encode("utf-8")).hexdigest(), 16)


def empirist_frames() -> Iterator[Frame]:
    document, tokens = "", []
    for line in EMPIRIST.open(encoding="utf-8"):
        if line.startswith("<text "):
            document = re.search(r'id="([^"]+)"', line).group(1)  # type: ignore[union-attr]
        elif line.startswith("<s"):
            tokens = []
        elif line.startswith("</s>"):
            for k, (word, pos, sem) in enumerate(tokens):
                person = pos == "NE" and sem == "Z1" and word.isalpha() and len(word) > 1
                if person or (pos == "PPER" and word.lower() in PRONOUNS["de"]):
                    before = " ".join(t[0] for t in tokens[:k])
                    after = " ".join(t[0] for t in tokens[k + 1 :])
                    yield Frame("empirist", document, "de", before + " " * bool(before), word,
                                " " * bool(after) + after, not person)
        elif "\t" in line:
            columns = line.rstrip("\n").split("\t")
            tokens.append((columns[0], columns[1], columns[3]))


def drama_frames(first_names: frozenset[str]) -> Iterator[Frame]:
    nouns = german_nouns()
    with lzma.open(DRAMA, "rt", encoding="utf-8") as speeches:
        for n, speech in enumerate(speeches):
            for sentence in _SENTENCE.findall(speech):
                sentence = sentence.strip()
                words = list(_WORD.finditer(sentence))
                if not 4 <= len(words) <= 14:
                    continue
                for k, m in enumerate(words):
                    word = m.group()
                    pronoun = word in PRONOUNS["de"]
                    named = k > 0 and word[:1].isupper() and word in first_names and word not in nouns
                    if pronoun or named:
                        yield Frame("drama", str(n // DRAMA_BLOCK), "de", sentence[: m.start()], word,
                                    sentence[m.end() :], pronoun)
                        break


def ewt_frames() -> Iterator[Frame]:
    document, rows = "", []
    for line in [*EWT.open(encoding="utf-8"), "\n"]:
        if line.startswith("# newdoc id = "):
            document = line.split("=", 1)[1].strip()
        elif line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
        elif rows:
            tokens = [r[1] for r in rows]
            tags = [r[2] for r in rows]
            for k, tag in enumerate(tags):
                span = k + 1
                if tag == "B-PER":
                    while span < len(tags) and tags[span] == "I-PER":
                        span += 1
                elif tokens[k].lower() not in PRONOUNS["en"]:
                    continue
                if any(t.endswith(("PER", "ORG", "LOC")) for t in tags[:k] + tags[span:]):
                    continue  # another name in the frame: a proposal there would be no false one
                before, after = " ".join(tokens[:k]), " ".join(tokens[span:])
                yield Frame("ewt", document, "en", before + " " * bool(before), " ".join(tokens[k:span]),
                            " " * bool(after) + after, tag != "B-PER")
            rows = []


def name_groups() -> dict[str, list[str]]:
    """The four groups of names of ``nam_dict.txt`` (see the module's text)."""
    from gender_guesser import detector

    countries = detector.Detector.COUNTRIES
    ranked: dict[int, list[tuple[int, str]]] = defaultdict(list)
    pets: set[str] = set()
    with open(everyday_names._dictionary(), encoding="utf-8") as table:
        for line in table:
            if line[0] == "#" or len(line) < 31:
                continue
            name = line.split()[1]
            if "+" in name or not name.isalpha() or len(name) < 3:
                continue
            if line[0] == "=":
                pets.add(name)
                continue
            values = line[30:-1]
            for c in range(len(countries)):
                value = values[c].strip() if c < len(values) else ""
                if value:
                    ranked[c].append((int(value, 16), name))
    # A name at least this frequent in some country (nam_dict's scale of 1 to 13): a name
    # people bear, not a rare one that happens to be a word ("Aale", "Alibi").
    common = {name for names in ranked.values() for value, name in names if value >= COMMON}
    # Names that are among a language's commonest words ("The", "You", "Can", "May" of the
    # Vietnamese, Korean and Chinese columns): no context reads them as a name in lower case,
    # and teianon proposes them only after a title or an introduction, by design.
    common = {n for n in common if max(zipf_frequency(n.lower(), "en"), zipf_frequency(n.lower(), "de")) < COMMONEST}
    first: list[str] = []
    for c in sorted(ranked):
        top = [name for _, name in sorted(ranked[c], key=lambda v: (-v[0], v[1])) if name in common]
        first += [name for name in top[:PER_COUNTRY] if name not in first]
    nouns, english = german_nouns(), english_words()
    words = sorted(n for n in common if n in nouns or n.lower() in english)
    towns = sorted(n for n in common if any(e.weight >= TOWN for e in places().get((n.casefold(),))))
    pets = {n for n in pets if max(zipf_frequency(n.lower(), "en"), zipf_frequency(n.lower(), "de")) < COMMONEST}
    return {"first": first, "pet": sorted(pets), "word": words, "town": towns}


def split_names(groups: dict[str, list[str]]) -> dict[str, dict[str, list[str]]]:
    return {half: {g: [n for n in names if HALVES[_hash(n) % 2] == half] for g, names in groups.items()}
            for half in HALVES}


def sample_frames(limit: int, seed: int) -> dict[str, list[Frame]]:
    first_names = frozenset(n for n in name_groups()["first"])
    found: dict[str, list[Frame]] = {half: [] for half in HALVES}
    rng = random.Random(seed)
    for source in (empirist_frames(), drama_frames(first_names), ewt_frames()):
        by_half: dict[str, list[Frame]] = {half: [] for half in HALVES}
        for frame in source:
            by_half[frame.half()].append(frame)
        for half, frames in by_half.items():
            rng.shuffle(frames)
            found[half] += frames[:limit]
    return found


class _Case:
    """What :func:`everyday_names.document` reads: a post's text."""

    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> tuple[str, int, int]:
        return self._text, 0, 0


def annotated(text: str, k: int, settings: Settings, start: int, end: int) -> tuple[str, str] | None:
    tree = everyday_names.document(k, _Case(text))  # type: ignore[arg-type]
    annotate_tree(tree, f"case {k}", settings)
    post = tree.getroot().find(f".//{tei('post')}")
    return everyday_names.outcome(post, start, end)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300, help="frames per source and half (default 300)")
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--list", action="store_true", help="list the dev half's survivors and false proposals")
    args = parser.parse_args()
    if not EMPIRIST.exists():
        sys.exit(f"chat_names_heldout: {EMPIRIST} is missing (the shared data sit beside the checkout)")
    names = split_names(name_groups())
    frames = sample_frames(args.frames, args.seed)
    settings = Settings()
    rows: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    listed: list[str] = []
    k = 0
    for half in HALVES:
        rng = random.Random(f"{args.seed}:{half}")
        for n, frame in enumerate(frames[half]):
            group = GROUPS[n % len(GROUPS)]
            name = rng.choice(names[half][group])
            for writing in WRITINGS:
                lower = writing == "lower case"
                text, start, end = frame.filled(name, lower)
                found = annotated(text, k := k + 1, settings, start, end)
                survives = found is None or found[1] == "low"
                for key in (group, writing, frame.source, "all"):
                    rows[(half, key)]["posts"] += 1
                    rows[(half, key)]["survive"] += survives
                if survives and half == "dev" and args.list:
                    listed.append(f"survives {found}\t{group}\t{text}")
                text, start, end = frame.filled(frame.ordinary(n), lower)
                found = annotated(text, k := k + 1, settings, start, end)
                rows[(half, "ordinary")]["posts"] += 1
                if found is not None:
                    rows[(half, "ordinary")]["low" if found[1] == "low" else "replaced"] += 1
                    if half == "dev" and args.list:
                        listed.append(f"false {found}\t{text}")
    counts = {half: {s: sum(1 for f in frames[half] if f.source == s) for s in ("empirist", "drama", "ewt")}
              for half in HALVES}
    print(f"frames (empirist/drama/ewt): dev {counts['dev']}, held-out {counts['held-out']}; names per group "
          f"(dev/held-out): " + ", ".join(f"{g} {len(names['dev'][g])}/{len(names['held-out'][g])}" for g in GROUPS))
    print("\n| names | dev: posts | dev: replaced | held-out: posts | held-out: replaced |")
    print("|---|---:|---:|---:|---:|")
    for key in ("all", *GROUPS, *WRITINGS, "empirist", "drama", "ewt"):
        cells = []
        for half in HALVES:
            c = rows[(half, key)]
            replaced = c["posts"] - c["survive"]
            cells.append(f"{c['posts']} | {replaced / max(c['posts'], 1):.3f}")
        print(f"| {key} | " + " | ".join(cells) + " |")
    print("\n| ordinary word or pronoun in the slot | dev: posts | dev: proposed (replaced + low) "
          "| held-out: posts | held-out: proposed (replaced + low) |")
    print("|---|---:|---:|---:|---:|")
    cells = []
    for half in HALVES:
        c = rows[(half, "ordinary")]
        cells.append(f"{c['posts']} | {c['replaced'] + c['low']} ({c['replaced']} + {c['low']})")
    print("| all | " + " | ".join(cells) + " |")
    if listed:
        print("\ndev half:", *listed, sep="\n")


if __name__ == "__main__":
    main()
