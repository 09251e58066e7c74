"""Names inside longer words (``#lela2fanclub``, ``#TeamTomcat``): how many glued forms of
participant names are found, and how many false proposals the rule makes on text that names no
participant.

    python benchmarks/inside_words.py [--tokens 1000000]

- **recall**: every name of a participant list of 41 made-up chat participants (nicknames such as
  ``lela2``, ``TomcatMJ``, ``Schneewittchen``; common German and English first names and
  surnames such as ``Lena Hoffmann``, ``Paul Horak``, ``Tom``) in the seven glued shapes of
  issue 25 (``#{name}fanclub``, ``#Team{Name}``, ``xX{name}Xx``, ``{name}lol``, ``{Name}fan``,
  ``#{name}sgeburtstag``, ``#{name}family``); a form counts when the name itself is proposed;
- **false proposals**: the same participants against every token of the first ``--tokens``
  tokens of the Bundestag speeches and of the Broad Twitter Corpus train split
  (``../shared/data``), where none of them is meant; each proposal is listed.

Only the string rule (``NameIndex.inside``) is measured: in a run the linker weighs a proposal
like any other (the writer, the context), so these are upper bounds of what a run marks.

``--third-party`` measures the same for names that are no participant's (issue 39, item 7): the
names above as references of the file (``<name type="PER">``), found inside words by the
repeats pass (``teianon.annotate.glued.Glued``), in the seven shapes and two more of a whole
name (``#{First}{Last}2024``, ``@{first}_{last}``); false proposals on the same text.
"""

from __future__ import annotations

import argparse
import lzma
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from teianon.detect.variants import Kind, Match, NameIndex
from teianon.mention import Category
from teianon.read.tei import Participant

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
NICKNAMES = ["lela2", "TomcatMJ", "Schneewittchen", "kater7", "DarkAngel86", "stoeps", "Lantonie", "zora"]
NAMES = ["Anna", "Lena Hoffmann", "Tom", "Max Meier", "Paul Horak", "Julia", "Laura", "Lukas", "Leon",
         "Peter Schmidt", "Thomas Müller", "Michael", "Sarah", "Jonas", "Felix", "Emma", "Mia", "Ben",
         "Sophie Wagner", "Marie Becker", "Jan Fischer", "Nina Weber", "Stefan Schulz", "Hannah", "Elias",
         "John Smith", "Emily", "James", "Chris", "Alex", "Daniel Koch", "Martin Richter", "Klein"]
SHAPES = ["#{n}fanclub", "#Team{N}", "xX{n}Xx", "{n}lol", "{N}fan", "#{n}sgeburtstag", "#{n}family"]


def participants() -> list[Participant]:
    people = [Participant(f"N{i}", "participant", None, (n,), ()) for i, n in enumerate(NICKNAMES)]
    return people + [Participant(f"R{i}", "participant", None, (), (n,)) for i, n in enumerate(NAMES)]


def proposals(index: NameIndex, word: str) -> list[str]:
    core = word.strip("#@\"'()[]*.,:;!?„“”")
    whole = index.lookup(core) if core else None
    if not core or (whole is not None and whole.match.value < Match.CLIPPED.value):
        return []  # the whole word is the name (the linker looks inside only past weak matches)
    found = index.inside(core, marked=word.startswith(("#", "@")))
    return [core[s:e] for s, e, hit in found if whole is None or hit.best.kind is Kind.FULL]


def recall(index: NameIndex) -> None:
    found, missed = 0, []
    forms = [(part, shape) for name in NICKNAMES + NAMES for part in ([name] if " " not in name else name.split())
             for shape in SHAPES]
    for part, shape in forms:
        word = shape.format(n=part, N=part[:1].upper() + part[1:])
        if any(p.casefold() == part.casefold() for p in proposals(index, word)):
            found += 1
        else:
            missed.append(word)
    print(f"recall: {found} of {len(forms)} glued forms found ({found / len(forms):.1%})")
    print(f"  missed: {' '.join(missed)}")


def bundestag(limit: int) -> Iterator[str]:
    with lzma.open(DATA / "text_de_bundestag20" / "bundestag20_speeches.txt.xz", "rt", encoding="utf-8") as f:
        count = 0
        for line in f:
            for token in line.split():
                yield token
                count += 1
                if count >= limit:
                    return


def btc(limit: int) -> Iterator[str]:
    with open(DATA / "btc" / "btc.train", encoding="utf-8") as f:
        for count, line in enumerate(line for line in f if line.strip()):
            if count >= limit:
                return
            yield line.split("\t")[0]


def false_proposals(index: NameIndex, label: str, tokens: Iterator[str]) -> None:
    n, found = 0, Counter()
    for token in tokens:
        n += 1
        for name in proposals(index, token):
            found[(token, name)] += 1
    total = sum(found.values())
    print(f"false proposals, {label}: {total} in {n:,} tokens ({total / max(n, 1) * 1000:.3f} per 1,000)")
    for (token, name), count in found.most_common(20):
        print(f"  {count:5d}  {token} -> {name}")


WHOLE_SHAPES = ["#{F}{L}2024", "@{f}_{l}"]


def third_party(limit: int) -> None:
    from teianon.annotate.glued import Glued
    from teianon.annotate.repeats import Target, identifying_parts, searchable

    targets = []
    for name in NICKNAMES + NAMES:
        for form in (name, *identifying_parts(name)):
            searched, exact = searchable(form)
            if searched:
                targets.append(Target(form, Category.PER, None, exact, "repeat:reference"))
    glued = Glued(targets)

    def found(word: str) -> list[str]:
        return [word[s:e] for s, e, _ in glued.spans(word)]

    forms = [(part, shape.format(n=part, N=part[:1].upper() + part[1:]))
             for name in NICKNAMES + NAMES for part in ([name] if " " not in name else name.split())
             for shape in SHAPES]
    forms += [(name.replace(" ", ""), shape.format(F=name.split()[0], L=name.split()[1], f=name.split()[0].lower(),
                                                   l=name.split()[1].lower()))
              for name in NAMES if " " in name for shape in WHOLE_SHAPES]
    hits = [word for part, word in forms
            if any(p.casefold().replace("_", "") == part.casefold() for p in found(word))]
    missed = [word for _, word in forms if word not in hits]
    # A first name alone (Paul of Paul Horak) and a name of three letters (Tom) are no repeat
    # target in whole words either: the rest is what the pass looks for at all.
    searched = [word for part, word in forms if part.casefold() in glued.targets]
    print(f"third parties, recall: {len(hits)} of {len(forms)} glued forms found ({len(hits) / len(forms):.1%}); "
          f"{len(hits)} of {len(searched)} of the names searched as repeats")
    print(f"  missed: {' '.join(missed)}")
    for label, tokens in (("Bundestag speeches", bundestag(limit)), ("Broad Twitter Corpus train", btc(limit))):
        n, wrong = 0, Counter()
        for token in tokens:
            n += 1
            for name in found(token):
                wrong[(token, name)] += 1
        total = sum(wrong.values())
        rate = total / max(n, 1) * 1000
        print(f"third parties, false proposals, {label}: {total} in {n:,} tokens ({rate:.3f} per 1,000)")
        for (token, name), count in wrong.most_common(20):
            print(f"  {count:5d}  {token} -> {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=1_000_000)
    parser.add_argument("--third-party", action="store_true", help="names of references, not participants")
    args = parser.parse_args()
    if args.third_party:
        third_party(args.tokens)
        return
    index = NameIndex(participants())
    recall(index)
    false_proposals(index, "Bundestag speeches", bundestag(args.tokens))
    false_proposals(index, "Broad Twitter Corpus train", btc(args.tokens))


if __name__ == "__main__":
    main()
