"""Formal English held out: how much of the names in GUM's court judgments and letters teianon replaces.

    python benchmarks/formal_english.py --gum ../gum-data              # court and letter, and every genre
    python benchmarks/formal_english.py --gum ../gum-data --genre court --errors   # also each miss
    python benchmarks/formal_english.py --ewt ../shared/data/uner_en_ewt/en_ewt-ud-dev.iob2   # a second source
    python benchmarks/formal_english.py --half dev --errors       # court + letter, the half to tune on
    python benchmarks/formal_english.py --half held-out           # the other half: figures only

``--half`` splits court and letter (train and dev documents) by document as the accuracy page's
fifth formal round did before any error was read: alternately in alphabetical order within each
genre, the first to the dev half (court ``carpet``, ``fire``, ``negligence``, ``property``; letter
``arendt``, ``flood``, ``marcie``, ``marcie3``, ``wiki``: tune on these, list their errors), the
second to the held-out half (court ``equality``, ``loan``, ``prince``; letter ``conference``,
``gorbachev``, ``marcie2``, ``roomers``, ``zora``: only its figures are read; ``--errors`` is
refused there).

GUM (the Georgetown University Multilayer corpus, github.com/amir-zeldes/gum; annotations CC BY
4.0, court texts CC BY 4.0, letters CC BY-NC-SA 4.0) is read from a folder holding its
``dep/*.conllu`` and ``splits.md`` (export them from a checkout; never its test documents, which
this script does not read either). Its names are the entity mentions headed by a proper noun
(:mod:`teianon.tagger.gum`): person → PER, organization → ORG, place → LOC∪GPE; named mentions of
the other types (an act, an event, a work) are names too when a proposal is judged.

Court and letter documents (train and dev split) are held out of every training: the tagger
learns only from GUM's train split of its freely licensed genres (academic, bio, interview,
news, voyage), whose rows below come from their dev split for that reason; the genres nobody
trains on are read with their train and dev documents.

Each document is one TEI file with a ``<post>`` per sentence, annotated with teianon's default
settings as ``teianon run`` does (the default categories, the public sphere kept, ``--min-cert
medium``). What the output *replaces* counts: proposals of low certainty and names kept as public
are left out. A gold name counts as masked where anything replaced overlaps it (any category);
a proposal of a name category (PER, NICK, ORG, LOC, GPE, OTH) is right where it overlaps any gold
name. ``--ewt`` scores the UNER English Web Treebank's dev split (e-mails, newsgroups, reviews, answers,
weblogs; CC BY-SA 4.0; PER, ORG, LOC gold, LOC as LOC∪GPE) the same way instead, each of its
documents (``# newdoc id``) as one TEI file: a second source of English beside GUM. It is a
development figure, not a held-out one: the decision model trains on the English Web Treebank's
train split.

Country names stay by default (``--countries`` is off), so LOC∪GPE recall counts them as
misses; ``--countries`` measures as ``run --countries`` replaces.

A name left as written is put in one of five groups, so that what teianon keeps on purpose is
not read as missed: *public* (teianon kept it as public sphere, or the public-sphere list holds
it as an organisation or place: ``Congress``, ``Supreme Court``; run would keep it if
proposed), *country* (a country or union while ``--countries`` is off), *word* (one ordinary
word the gold counts as an organisation or place: ``the University``, ``the County``), *low* (held for a reviewer)
and *none* (nothing proposed). The columns "private R" leave the first three groups out of the
count: recall on the names teianon means to replace. The groups are decided by the lists, not by
hand, so a private firm that shares a public name counts as public here.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from teianon.annotate.public_marks import is_public
from teianon.annotate.strip import strip_annotations
from teianon.detect.lexicon import is_ordinary
from teianon.lists import is_country_word, key_of, notable
from teianon.measure.conll import Sentence, to_tei
from teianon.measure.evaluate import Reference, post_units, references
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import tei
from teianon.read.xmlio import parse_file, write_tree
from teianon.tagger import gum

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ner_scores import MERGE, without_held

GUM = Path(__file__).resolve().parent.parent.parent / "gum-data"
SCORED = ("PER", "ORG", "LOC")
# GUM's names as gold categories: its other named mentions are OTH.
MAPPING = {"PER": "PER", "ORG": "ORG", "LOC": "LOC", "OTH": "OTH"}
NAME_CATEGORIES = frozenset({"PER", "NICK", "ORG", "LOC", "GPE", "OTH"})


@dataclass
class Tally:
    """Gold names and how many were masked, per category; name proposals and how many were right."""

    gold: Counter[str] = field(default_factory=Counter)
    masked: Counter[str] = field(default_factory=Counter)
    proposals: int = 0
    right: int = 0
    numbers: int = 0
    # Gold names not masked, by what teianon did: held (low), kept as public, none proposed.
    left: Counter[str] = field(default_factory=Counter)
    # Gold names not masked that teianon leaves on purpose (public, country, word), per category.
    kept: Counter[str] = field(default_factory=Counter)
    tokens: int = 0
    documents: int = 0

    def add(self, other: Tally) -> None:
        self.gold.update(other.gold)
        self.masked.update(other.masked)
        self.proposals += other.proposals
        self.right += other.right
        self.numbers += other.numbers
        self.left.update(other.left)
        self.kept.update(other.kept)
        self.tokens += other.tokens
        self.documents += other.documents


def gold_tree(path: Path) -> etree._ElementTree:
    """One GUM document as TEI: a post per sentence, its names as gold annotations."""
    sentences = (Sentence(s.tokens, gum.labels(s, other="OTH"), s.line) for s in gum.read_document(path))
    return to_tei(sentences, MAPPING, path.stem, path)


def score_document(path: Path, ner: str, errors: bool, countries: bool = False) -> Tally:
    return score_tree(path.stem, gold_tree(path), ner, errors, countries)


def ewt_documents(path: Path) -> Iterator[tuple[str, etree._ElementTree]]:
    """The UNER English Web Treebank file's documents (``# newdoc id``), each as a TEI gold tree
    with a post per sentence: an e-mail, a review, a newsgroup post is read as one document."""
    documents: list[tuple[str, list[Sentence]]] = []
    tokens: list[str] = []
    labels: list[str] = []
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("# newdoc id = ") or not documents:
                documents.append((line.partition(" = ")[2] or path.stem, []))
            if line and not line.startswith("#"):
                columns = line.split("\t")
                tokens.append(columns[1])
                label = columns[2].strip()
                labels.append(label if label[2:] in SCORED else "O")
            elif tokens:
                documents[-1][1].append(Sentence(tokens, labels, number))
                tokens, labels = [], []
    if tokens:
        documents[-1][1].append(Sentence(tokens, labels, 0))
    for name, sentences in documents:
        if sentences:
            yield name, to_tei(iter(sentences), MAPPING, name, path)


def score_tree(name: str, tree: etree._ElementTree, ner: str, errors: bool, countries: bool = False) -> Tally:
    """One gold document scored: annotated as ``teianon run`` does, what it replaces matched."""
    with tempfile.TemporaryDirectory() as tmp:
        gold_path = Path(tmp) / "gold.xml"
        write_tree(tree, gold_path)
        gold = parse_file(gold_path)
        system = parse_file(gold_path)
    strip_annotations(system.getroot())
    annotate_tree(system, name, Settings(ner=ner, countries=countries))
    # Why a name stays, read before the held proposals are taken out.
    outcomes = [_outcomes(post) for post in system.getroot().iter(tei("post"))]
    without_held(system)
    tally = Tally(documents=1)
    posts = zip(gold.getroot().iter(tei("post")), system.getroot().iter(tei("post")), outcomes, strict=True)
    for g_post, s_post, outcome in posts:
        g_units, s_units = post_units(g_post), post_units(s_post)
        tally.tokens += len(g_units)
        g_refs = references(g_units, MERGE)
        s_refs = references(s_units, {})
        for ref in g_refs:
            if ref.category not in SCORED:
                continue
            tally.gold[ref.category] += 1
            if any(s.overlaps(ref) for s in s_refs):
                tally.masked[ref.category] += 1
                continue
            why = min((outcome[i] for i in range(ref.start, ref.end) if i in outcome), default="none")
            why = _kept_on_purpose(" ".join(u.text for u in g_units[ref.start : ref.end]), ref.category, why, countries)
            tally.left[why] += 1
            if why in ON_PURPOSE:
                tally.kept[ref.category] += 1
            if errors:
                print(f"MISS  {name} {ref.category} ({why}) {_shown(g_units, ref)}", file=sys.stderr)
        for ref in s_refs:
            if ref.category == "NUMBER":
                tally.numbers += 1
            if ref.category not in NAME_CATEGORIES:
                continue
            tally.proposals += 1
            if any(g.overlaps(ref) for g in g_refs):
                tally.right += 1
            elif errors:
                print(f"FALSE {name} {ref.category} {_shown(g_units, ref)}", file=sys.stderr)
    return tally


ON_PURPOSE = ("public", "country", "word")


def _kept_on_purpose(text: str, category: str, why: str, countries: bool) -> str:
    """``why`` (low, public, none) refined for an organisation or place: a name no proposal
    replaced is *public* where the public-sphere list holds it as an organisation or place (run
    keeps it when proposed), a *country* while countries stay, a *word* where it is one ordinary
    word (``the County``). A person's name stays as it was (a first name is often a word)."""
    if why == "public" or category == "PER":
        return why
    key = key_of(text)
    if any(entry.category != "PER" for entry in notable().get(key)):
        return "public"
    if not countries and is_country_word(key):
        return "country"
    # An acronym (``PX``, ``SEP``) is a name even where wordfreq knows its letters as a word.
    if len(text.split()) == 1 and is_ordinary(text) and not (text.isupper() and len(text) <= 4):
        return "word"
    return why


def _outcomes(post: etree._Element) -> dict[int, str]:
    """Token index -> what teianon did with a proposal over it that the output does not replace:
    ``low`` (held for a reviewer) before ``public`` (kept as public sphere)."""
    index = {w: i for i, w in enumerate(post.iter(tei("w")))}
    found: dict[int, str] = {}
    for element in post.iter(tei("name"), tei("ref")):
        if element.get("resp") is None:
            continue
        why = "low" if element.get("cert") == "low" else "public" if is_public(element.get("subtype")) else ""
        if why:
            for w in element.iter(tei("w")):
                if w in index:
                    found[index[w]] = min(found.get(index[w], why), why)
    return found


def _shown(units: list, ref: Reference) -> str:
    text = [u.text for u in units]
    return (
        " ".join(text[max(0, ref.start - 5) : ref.start])
        + " [["
        + " ".join(text[ref.start : ref.end])
        + "]] "
        + " ".join(text[ref.end : ref.end + 4])
    )


def chosen_documents(root: Path, genres: Iterable[str]) -> dict[str, tuple[str, list[Path]]]:
    """Genre -> (splits read, documents): the held-out and untrained genres with their train and
    dev documents, the genres the tagger trains on with their dev documents only."""
    chosen: dict[str, tuple[str, list[Path]]] = {}
    for genre in genres:
        splits = ["dev"] if genre in gum.FREE_GENRES else ["train", "dev"]
        paths = gum.documents(root, splits, [genre])
        if paths:
            chosen[genre] = ("+".join(splits), paths)
    return chosen


def half_documents(root: Path, half: str) -> list[Path]:
    """The court and letter documents of one half (``dev``, ``held-out``): alternately in
    alphabetical order within each genre, the first to the dev half."""
    chosen: list[Path] = []
    for genre in gum.HELD_OUT_GENRES:
        paths = sorted(gum.documents(root, ["train", "dev"], [genre]), key=lambda p: p.stem)
        chosen += paths[0 if half == "dev" else 1 :: 2]
    return chosen


def _recall(tally: Tally, category: str) -> str:
    n = tally.gold[category]
    return f"{tally.masked[category] / n:.2f} ({n})" if n else "–"


def _private_recall(tally: Tally, category: str) -> str:
    """Recall on the gold names less those left on purpose (public, country, word)."""
    n = tally.gold[category] - tally.kept[category]
    return f"{tally.masked[category] / n:.2f} ({n})" if n else "–"


def table(rows: dict[str, tuple[str, Tally]]) -> list[str]:
    lines = [
        "| genre | split | documents | tokens | PER R | ORG R | LOC∪GPE R | private ORG R | private LOC∪GPE R "
        "| precision (proposals) | not masked: public / country / word / low / none | NUMBER replaced |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for genre, (split, t) in rows.items():
        precision = f"{t.right / t.proposals:.2f} ({t.proposals})" if t.proposals else "–"
        lines.append(
            f"| {genre} | {split} | {t.documents} | {t.tokens:,} | {_recall(t, 'PER')} | {_recall(t, 'ORG')} "
            f"| {_recall(t, 'LOC')} | {_private_recall(t, 'ORG')} | {_private_recall(t, 'LOC')} | {precision} "
            f"| {' / '.join(str(t.left[k]) for k in (*ON_PURPOSE, 'low', 'none'))} "
            f"| {t.numbers} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gum", type=Path, default=GUM, help="folder with GUM's dep/ and splits.md")
    parser.add_argument("--genre", action="append", help="only these genres (default: court, letter, then every genre)")
    parser.add_argument("--errors", action="store_true", help="print each missed name and false proposal to stderr")
    parser.add_argument("--ner", default="crf", help="name tagger: crf (default), none, or spacy:MODEL")
    parser.add_argument("--countries", action="store_true", help="country names are references too (run --countries)")
    parser.add_argument("--ewt", type=Path, help="instead of GUM: UNER English Web Treebank dev (en_ewt-ud-dev.iob2)")
    parser.add_argument("--half", choices=("dev", "held-out"), help="court + letter only, by document: dev or held-out")
    args = parser.parse_args()
    if args.half:
        if args.half == "held-out" and args.errors:
            sys.exit("--errors lists the dev half only: the held-out half's names are not read")
        half = Tally()
        for path in half_documents(args.gum, args.half):
            half.add(score_document(path, args.ner, args.errors, args.countries))
        print("\n".join(table({f"court + letter ({args.half})": ("train+dev", half)})))
        return
    if args.ewt:
        ewt = Tally()
        for name, tree in ewt_documents(args.ewt):
            ewt.add(score_tree(name, tree, args.ner, args.errors, args.countries))
        print("\n".join(table({"uner_en_ewt": ("dev", ewt)})))
        return
    if not (args.gum / "splits.md").is_file() or not (args.gum / "dep").is_dir():
        sys.exit(f"{args.gum}: no GUM export here (needs dep/*.conllu and splits.md)")
    listed = sorted({gum.genre(p.stem) for p in (args.gum / "dep").glob("*.conllu")} - {"reddit", ""})
    genres = args.genre or [*gum.HELD_OUT_GENRES, *(g for g in listed if g not in gum.HELD_OUT_GENRES)]
    rows: dict[str, tuple[str, Tally]] = {}
    held_out = Tally()
    for genre, (split, paths) in chosen_documents(args.gum, genres).items():
        tally = Tally()
        for path in paths:
            tally.add(score_document(path, args.ner, args.errors, args.countries))
        if genre in gum.HELD_OUT_GENRES:
            held_out.add(tally)
        elif held_out.documents and "court + letter" not in rows:
            rows["court + letter"] = ("train+dev", held_out)
        rows[genre] = (split, tally)
    if held_out.documents and "court + letter" not in rows:
        rows["court + letter"] = ("train+dev", held_out)
    print("\n".join(table(rows)))


if __name__ == "__main__":
    main()
