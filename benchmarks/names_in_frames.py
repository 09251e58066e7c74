"""Everyday names in real sentence frames, held out: how many first names (and surnames) of many
origins teianon replaces when they stand where Tatoeba's sentences put Tom and Mary, and how
many other words of the same posts it proposes as names.

    python benchmarks/names_in_frames.py                   # the tables, every frame (about 90 CPU seconds)
    python benchmarks/names_in_frames.py --list            # also a sample of surviving names and false proposals
    python benchmarks/names_in_frames.py --sentences 2000  # 2,000 frames per language (seed 7): quicker
    python benchmarks/names_in_frames.py --ner none        # the word-list detectors without the tagger
    PYTHONPATH=../base python benchmarks/names_in_frames.py    # another checkout's teianon, same frames and names

**Frames.** Tatoeba's sentences name their people Tom and Mary (German side: Tom, Maria, now and
then Mary). The English and the German sentences that contain one of them as a whole word (also
``Tom's``, ``Mary's``, ``Toms``, ``Marias``) are the frames, each language on its own: a German
sentence and its English translation are two frames. A frame whose pair names anybody or
anything else (an English word written with a capital where no sentence starts, ``Boston``,
``French``, ``OK``, or a sentence-initial one never written in lower case in the file) is left out,
so that a proposal outside the inserted names is a false one. All frames are posted (about 10,000
per language); ``--sentences N`` samples N per language with ``--seed``.

**Names.** Every placeholder of a frame gets a name of the same gender (Tom a male one, Mary a
female one; names either way fit both), the same name each time in the frame, drawn evenly from
these groups: the most frequent first names of eight countries in ``nam_dict.txt`` (Germany,
Turkey, the Arab countries, Poland, Russia, Italy, Greece, Vietnam; ``--per-origin`` each, the
genders from the same dictionary), the West African first names and the German pet forms
(``Steffi``, ``Rudi``) of ``benchmarks/everyday_names.py``, and three lists written here: names
that are ordinary words (``Rose``, ``Will``, ``Ernst``), names that are towns (``Paris``,
``Florence``, ``Austin``) and hyphenated double first names (``Anna-Lena``, ``Karl-Heinz``). With
``--full-share`` probability a name is a first name and a surname (the surnames of its origin in
``everyday_names.SURNAMES``); a possessive frame keeps its ending (``Ayşe's``, ``Kofis``,
``Hans'``). Within a document no name is drawn twice, so that each name is scored on its own
post and not by a repeat teianon completes.

**Writings.** Each frame is posted three times, the same names each time: as is, all in lower
case (chat style, the names too), and without its final punctuation. The posts of one language
and writing make chat documents of ``--posts`` posts (TEI ``<post>`` elements, no participant
list), annotated as ``teianon run`` does (all default categories, the public sphere on,
``--min-cert medium``).

**Scores.** Per inserted name: *replaced* where every letter of it lies in a teianon annotation
with ``cert`` high or medium (any category: a name taken for a place is still replaced); else
*held* where every letter lies in one at least ``low`` (a reviewer sees it); else *public* where a
``subtype="public"`` annotation keeps it (it stays, so it survives); else *not proposed* (some
letter lies in no annotation; *partly* counts those where another part of the name was found,
``Anna-`` of ``Anna-Lena``). *False proposals*: teianon ``<name>`` elements (public ones aside)
that overlap no inserted name, per 1,000 whitespace tokens of the posts, all certainties and the
replaced (high, medium) ones. In the table per origin, a post counts for each origin it has a name
of.

**Held out.** Nobody at teianon wrote, chose or tuned on these frames: the name tagger learns from
GermEval 2014, MobIE, BTC and WNUT17, the decision model (:mod:`teianon.decide`) from those, UNER's
English EWT, Europeana Newspapers and names put into German drama and English novels (faker's
names and made-up ones, not ``nam_dict.txt``), neither from Tatoeba. Only the tagger's unlabelled word
clusters (:mod:`teianon.tagger.clusters`) read Tatoeba's raw sentences among other texts, so the
frames' words are no unseen words to it; nothing there says which word is a name. The first names
and the pet forms are those of ``everyday_names.py`` (its first 12 per country, and more), whose
templates teianon's authors did see.

**Data.** ``../shared/data/text_de_en_tatoeba/tatoeba_eng_deu.tsv.xz``: the first 50,000
English–German pairs of manythings.org's "deu-eng" file, from Tatoeba (tatoeba.org), CC BY 2.0 FR,
read at run time and copied nowhere. The first names come from ``nam_dict.txt`` by Jörg Michael
(GNU Free Documentation License 1.2) as shipped in ``gender-guesser`` (``pip install
gender-guesser`` or ``teianon[bench]``); the lists of this file and the surnames of
``everyday_names.py`` are the teianon authors' (CC0), common names from general knowledge.
"""

from __future__ import annotations

import argparse
import lzma
import random
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

import teianon
from teianon.annotate.markup import RESP
from teianon.lists import persons
from teianon.mention import Category
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei

sys.path.insert(0, str(Path(__file__).resolve().parent))
import everyday_names  # noqa: E402  (a sibling benchmark: its name lists, not a package)

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
TATOEBA = DATA / "text_de_en_tatoeba" / "tatoeba_eng_deu.tsv.xz"
WRITINGS = ("as is", "lower case", "no final punctuation")
LANGUAGES = {"en": "English", "de": "German"}
# The placeholders and the gender of the name that replaces them. The German side keeps Mary now
# and then; its genitive ending (``Toms``, ``Marias``, ``Tom's``) is written anew for the name.
PLACEHOLDERS = {
    "en": re.compile(r"(?<!\w)(Tom|Mary)(?!\w)"),
    "de": re.compile(r"(?<!\w)(Tom|Maria|Mary)(s|['’]s)?(?!\w)"),
}
GENDER = {"Tom": "m", "Mary": "f", "Maria": "f"}
# English words that are capitalised without being names.
PRONOUN_I = frozenset({"I", "I'm", "I'll", "I've", "I'd", "I’m", "I’ll", "I’ve", "I’d"})
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
# A capitalised word after one of these (or at the start) begins a sentence.
SENTENCE_START = tuple('.!?:"“„«»')
FINAL_PUNCTUATION = " .!?…"

# Written for this benchmark (CC0): common first names that are also ordinary English or German
# words, or towns, and hyphenated double first names; by gender (m, f, "" for either).
WORD_NAMES = {
    "m": "Will Mark Frank Bill Jack Bob Ernst Wolf August Till Kai Hunter Chase",
    "f": "Rose Grace Hope Joy Faith Dawn Holly Ivy Lily Daisy Ruby Amber Pearl Rosa Heide Erika Iris",
    "": "Sunny Pat",
}
TOWN_NAMES = {
    "m": "Austin Lincoln Jackson Dallas Orlando Houston Denver",
    "f": "Paris Florence Sydney Chelsea Madison Victoria Adelaide Charlotte Savannah Verona Sofia Regina Lourdes",
}
DOUBLE_NAMES = {
    "m": "Karl-Heinz Hans-Peter Klaus-Dieter Hans-Jürgen Jan-Niklas Jean-Pierre Jean-Luc",
    "f": "Anna-Lena Marie-Luise Lisa-Marie Ann-Kathrin Eva-Maria Anne-Sophie Marie-Claire Mary-Jane",
}
# Whose surnames a name of a group without its own gets (everyday_names.SURNAMES has countries).
SURNAMES_OF = {"pet forms": "germany", "double names": "germany"}
# The outcomes of a name, worst first: a name's outcome is that of its least covered letter.
OUTCOMES = ("not proposed", "public", "held", "replaced")


@dataclass(frozen=True)
class Name:
    """A name drawn for a placeholder: the first name, its group, and a surname or ""."""

    first: str
    origin: str
    surname: str = ""

    @property
    def text(self) -> str:
        return f"{self.first} {self.surname}" if self.surname else self.first


@dataclass(frozen=True)
class Slot:
    """A placeholder in a frame: which one (``Tom``), and the German genitive ending written after it."""

    placeholder: str
    ending: str  # "", "s" (Toms) or "'s" (Tom's)


@dataclass(frozen=True)
class Frame:
    language: str
    pieces: tuple[str | Slot, ...]  # the sentence: text and placeholders in turn


@dataclass(frozen=True)
class Inserted:
    """A name as it stands in a post."""

    name: Name
    start: int
    end: int
    possessive: bool


@dataclass
class Post:
    id: str
    language: str
    writing: str
    text: str
    names: list[Inserted]


# --- frames -------------------------------------------------------------------------------------


def read_pairs() -> list[tuple[str, str]]:
    if not TATOEBA.is_file():
        sys.exit(f"names_in_frames: {TATOEBA} not found (the shared data folder beside the checkout)")
    with lzma.open(TATOEBA, "rt", encoding="utf-8") as pairs:
        return [tuple(line.rstrip("\n").split("\t", 1)) for line in pairs if "\t" in line]  # type: ignore[misc]


def names_nobody_else(sentence: str, lower_case: set[str]) -> bool:
    """Whether an English sentence names nobody but Tom and Mary: every capitalised word is one of
    them, ``I``, or a sentence's first word that the file also writes in lower case (``The``)."""
    for match in WORD.finditer(sentence):
        word = match.group()
        if word == word.lower() or word in PRONOUN_I or re.split(r"['’]", word)[0] in ("Tom", "Mary"):
            continue
        before = sentence[: match.start()].rstrip()
        starts = not before or before.endswith(SENTENCE_START)
        if not (starts and word.lower() in lower_case):
            return False
    return True


def frame(language: str, sentence: str) -> Frame | None:
    pieces: list[str | Slot] = []
    position = 0
    for match in PLACEHOLDERS[language].finditer(sentence):
        ending = (match.group(2) or "") if language == "de" else ""
        pieces += [sentence[position : match.start()], Slot(match.group(1), "'s" if len(ending) == 2 else ending)]
        position = match.end()
    if not pieces:
        return None
    return Frame(language, (*pieces, sentence[position:]))


def frames(pairs: list[tuple[str, str]]) -> dict[str, list[Frame]]:
    """The frames of each language, in a fixed order (sorted: no set order decides a sample)."""
    lower_case = {w for english, _ in pairs for w in WORD.findall(english) if w == w.lower()}
    # A German sentence is a frame if each of its translations names nobody else.
    clean: dict[str, bool] = {}
    for english, german in pairs:
        clean[german] = clean.get(german, True) and names_nobody_else(english, lower_case)
    sentences = {
        "en": sorted({e for e, _ in pairs if names_nobody_else(e, lower_case)}),
        "de": sorted(g for g, ok in clean.items() if ok),
    }
    found: dict[str, list[Frame]] = {}
    for language, candidates in sentences.items():
        found[language] = [f for s in candidates if (f := frame(language, s)) is not None]
    return found


# --- names --------------------------------------------------------------------------------------


def name_groups(per_origin: int) -> dict[str, dict[str, str]]:
    """Each group's first names and their gender (m, f, "" for either)."""
    from gender_guesser import detector  # type: ignore[import-untyped]

    # read_names() takes this many names per country; more than everyday_names.py's own 12 give
    # names its templates never had.
    everyday_names.PER_ORIGIN = per_origin
    by_origin, pets = everyday_names.read_names()
    guess = detector.Detector(case_sensitive=False)
    genders = {"male": "m", "mostly_male": "m", "female": "f", "mostly_female": "f"}
    groups = {
        origin: {n: genders.get(guess.get_gender(n), "") for n in firsts} for origin, firsts in by_origin.items()
    }
    groups["pet forms"] = {n: genders.get(guess.get_gender(n), "") for n in pets}
    for origin, written in (("word names", WORD_NAMES), ("town names", TOWN_NAMES), ("double names", DOUBLE_NAMES)):
        groups[origin] = {name: gender for gender, names in written.items() for name in names.split()}
    return groups


class Drawer:
    """Draws names evenly over the groups, none twice in a document."""

    def __init__(self, groups: dict[str, dict[str, str]], full_share: float, rng: random.Random) -> None:
        self.pools = {
            (origin, gender): sorted(n for n, g in names.items() if g in (gender, ""))
            for origin, names in groups.items()
            for gender in "mf"
        }
        self.origins = sorted(groups)
        self.full_share = full_share
        self.rng = rng
        self.used: set[str] = set()
        every = sorted({s for surnames in everyday_names.SURNAMES.values() for s in surnames})
        self.surnames = {
            origin: list(everyday_names.SURNAMES.get(SURNAMES_OF.get(origin, origin), every)) for origin in groups
        }

    def new_document(self) -> None:
        self.used.clear()

    def draw(self, gender: str) -> Name:
        while True:
            origin = self.rng.choice(self.origins)
            left = [n for n in self.pools[(origin, gender)] if n not in self.used]
            if left:
                break
        first = self.rng.choice(left)
        self.used.add(first)
        surname = self.rng.choice(self.surnames[origin]) if self.rng.random() < self.full_share else ""
        return Name(first, origin, surname)


def lower(text: str) -> str:
    """Lower case as a chat writer types it: a Turkish İ becomes i, not i and a combining dot."""
    return text.replace("İ", "i").lower()


def genitive(name: str, ending: str) -> str:
    """German genitive ``s`` after a name: an apostrophe alone after s, ß, x, z (``Hans'``)."""
    if ending == "s" and name.endswith(("s", "ß", "x", "z", "S", "X", "Z")):
        return "'"
    return ending


def render(frame: Frame, names: dict[str, Name], writing: str) -> tuple[str, list[Inserted]]:
    """The post of a frame in one writing, and where its names stand. Piece by piece, so that a
    change of length in lower case cannot shift a name."""
    text, inserted = "", []
    pieces = list(frame.pieces)
    if writing == "no final punctuation" and isinstance(pieces[-1], str):
        pieces[-1] = pieces[-1].rstrip(FINAL_PUNCTUATION)
    for piece in pieces:
        if isinstance(piece, str):
            text += lower(piece) if writing == "lower case" else piece
            continue
        name = names[piece.placeholder]
        written = lower(name.text) if writing == "lower case" else name.text
        inserted.append(Inserted(name, len(text), len(text) + len(written), bool(piece.ending)))
        text += written + genitive(written, piece.ending)
    # English possessives are in the frame's text after the placeholder (``Tom's`` may also be
    # ``Tom is``: the same letters to a detector).
    if frame.language == "en":
        inserted = [
            Inserted(i.name, i.start, i.end, text[i.end : i.end + 2] in ("'s", "’s")) for i in inserted
        ]
    return text, inserted


def posts_of(sample: dict[str, list[Frame]], drawer: Drawer, size: int) -> Iterator[list[Post]]:
    """The documents: per language, chunks of ``size`` frames with their names, posted once in
    each writing (a document of its own per writing, so that no writing confirms another's names)."""
    for language, chosen in sample.items():
        for first in range(0, len(chosen), size):
            drawer.new_document()
            chunk = []
            for frame in chosen[first : first + size]:
                wanted = dict.fromkeys(p.placeholder for p in frame.pieces if isinstance(p, Slot))
                chunk.append((frame, {p: drawer.draw(GENDER[p]) for p in wanted}))
            for writing in WRITINGS:
                document = []
                for k, (frame, names) in enumerate(chunk):
                    text, inserted = render(frame, names, writing)
                    document.append(Post(f"{language}{first + k}{'aln'[WRITINGS.index(writing)]}", language,
                                         writing, text, inserted))
                yield document


# --- annotation and scores ----------------------------------------------------------------------


def tree_of(posts: list[Post], title: str) -> etree._ElementTree:
    """A TEI chat document of the posts, as everyday_names.document builds one (no participant list)."""
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})  # type: ignore[dict-item]
    head = etree.SubElement(root, tei("teiHeader"))
    desc = etree.SubElement(head, tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = title
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "benchmark"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "Tatoeba sentences, names inserted"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    for post in posts:
        etree.SubElement(div, tei("post"), {XML_ID: post.id}).text = post.text
    return etree.ElementTree(root)


@dataclass(frozen=True)
class Annotation:
    start: int
    end: int
    element: str  # name or ref
    type: str
    cert: str
    public: bool

    @property
    def rank(self) -> int:
        """Its place in OUTCOMES: what a letter inside it comes to."""
        if self.public:
            return OUTCOMES.index("public")
        return OUTCOMES.index("held" if self.cert == "low" else "replaced")


def annotations_of(post: etree._Element) -> tuple[str, list[Annotation]]:
    """The post's text and teianon's annotations in it, at any depth, by character offsets."""
    found: list[Annotation] = []

    def walk(element: etree._Element, position: int) -> int:
        position += len(element.text or "")
        for child in element:
            start = position
            if isinstance(child.tag, str):  # comments and processing instructions are no text
                position = walk(child, position)
                local = etree.QName(child).localname
                if child.get("resp") == RESP and Category.from_markup(local, child.get("type")) is not None:
                    found.append(Annotation(start, position, local, child.get("type") or "",
                                            child.get("cert") or "high", child.get("subtype") == "public"))
            position += len(child.tail or "")
        return position

    walk(post, 0)
    return "".join(str(piece) for piece in post.itertext()), found


def outcome(inserted: Inserted, text: str, found: list[Annotation]) -> tuple[str, bool]:
    """The name's outcome (that of its least covered letter), and whether some part of it was found."""
    ranks = []
    for i in range(inserted.start, inserted.end):
        if text[i].isalpha():
            ranks.append(max((a.rank for a in found if a.start <= i < a.end), default=0))
    return OUTCOMES[min(ranks)], max(ranks) >= OUTCOMES.index("held")


def in_tables(name: Name) -> bool:
    # get() gives a list, empty for an unknown key; a surname entry of the same form does not count.
    return any(entry.kind == "first" for entry in persons().get((name.first.casefold(),)))


def form(inserted: Inserted) -> str:
    kind = "first name + surname" if inserted.name.surname else "first name"
    return f"{kind}, possessive" if inserted.possessive else kind


def table(title: str, rows: dict[str, Counter[str]], order: list[str] | None = None) -> None:
    print(f"\n| {title} | posts | names | replaced | held (low) | public | not proposed (partly) | "
          f"false /1k tokens | false replaced /1k tokens |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for label in order or sorted(rows):
        c = rows[label]
        names = c["names"] or 1
        thousand = (c["tokens"] or 1) / 1000
        print(f"| {label} | {c['posts']:,} | {c['names']:,} | {c['replaced'] / names:.1%} | "
              f"{c['held']:,} ({c['held'] / names:.1%}) | {c['public']:,} | "
              f"{c['not proposed']:,} ({c['not proposed'] / names:.1%}; {c['partly']:,}) | "
              f"{c['false'] / thousand:.2f} | {c['false replaced'] / thousand:.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sentences", type=int, default=0, help="frames sampled per language (0: all)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the sample and of the names")
    parser.add_argument("--posts", type=int, default=20, help="posts per chat document")
    parser.add_argument("--per-origin", type=int, default=30, help="most frequent first names per country")
    parser.add_argument("--full-share", type=float, default=0.25, help="share of names with a surname")
    parser.add_argument("--ner", default="crf", help="name tagger: crf (default), none, or spacy:MODEL")
    parser.add_argument("--list", action="store_true", help="list a sample of surviving names and false proposals")
    parser.add_argument("--list-size", type=int, default=40, help="how many of each --list shows")
    args = parser.parse_args()
    clock = time.process_time()
    rng = random.Random(args.seed)
    every = frames(read_pairs())
    sample = {
        language: (found if not args.sentences or args.sentences >= len(found) else rng.sample(found, args.sentences))
        for language, found in every.items()
    }
    groups = name_groups(args.per_origin)
    drawer = Drawer(groups, args.full_share, rng)
    settings = Settings(ner=args.ner)
    rows: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    survivors: list[str] = []
    false: list[str] = []
    documents = 0
    for document in posts_of(sample, drawer, args.posts):
        tree = tree_of(document, f"names in frames {documents}")
        annotate_tree(tree, f"document {documents}", settings)
        documents += 1
        elements = {p.get(XML_ID): p for p in tree.getroot().iter(tei("post"))}
        for post in document:
            text, found = annotations_of(elements[post.id])
            if text != post.text:
                sys.exit(f"names_in_frames: post {post.id} changed its text: {post.text!r} -> {text!r}")
            # A false proposal: a name element on none of the inserted names (a public one changes nothing).
            mistaken = [
                a for a in found
                if a.element == "name" and not a.public
                and not any(a.start < i.end and i.start < a.end for i in post.names)
            ]
            for a in mistaken:
                false.append(f"{a.type} {a.cert}\t{text[a.start : a.end]}\t{post.language} {post.writing}\t{text}")
            keys_of_post = {
                ("overall", "all"), ("language", LANGUAGES[post.language]), ("writing", post.writing),
                ("language × writing", f"{LANGUAGES[post.language]}, {post.writing}"),
            }
            per_name = []
            for inserted in post.names:
                result, partly = outcome(inserted, text, found)
                keys = {("origin", inserted.name.origin), ("form", form(inserted)),
                        ("first name in teianon's person tables", "yes" if in_tables(inserted.name) else "no")}
                per_name.append((result, partly, keys))
                if result != "replaced":
                    survivors.append(f"{result}\t{inserted.name.origin}\t{text[inserted.start : inserted.end]}"
                                     f"\t{post.language} {post.writing}\t{text}")
            for table_key in keys_of_post | {k for _, _, keys in per_name for k in keys}:
                counter = rows[table_key[0]][table_key[1]]
                counter["posts"] += 1
                counter["tokens"] += len(text.split())
                counter["false"] += len(mistaken)
                counter["false replaced"] += sum(1 for a in mistaken if a.cert != "low")
                for result, partly, keys in per_name:
                    if table_key in keys_of_post or table_key in keys:
                        counter["names"] += 1
                        counter[result] += 1
                        counter["partly"] += partly and result in ("not proposed", "public")
    seconds = time.process_time() - clock
    overall = rows["overall"]["all"]
    print(f"teianon {teianon.__version__} from {Path(teianon.__file__).resolve().parent}; --ner {args.ner}; "
          f"frames: {len(sample['en']):,} of {len(every['en']):,} English and {len(sample['de']):,} of "
          f"{len(every['de']):,} German (seed {args.seed}); {overall['posts']:,} posts in {documents:,} documents, "
          f"{overall['names']:,} names, {overall['tokens']:,} tokens; "
          f"{sum(len(g) for g in groups.values())} first names in {len(groups)} groups; {seconds:.0f} CPU seconds")
    table("overall", rows["overall"])
    table("language", rows["language"], ["English", "German"])
    table("writing", rows["writing"], list(WRITINGS))
    table("language × writing", rows["language × writing"],
          [f"{language}, {writing}" for language in ("English", "German") for writing in WRITINGS])
    table("origin", rows["origin"])
    table("form", rows["form"])
    table("first name in teianon's person tables", rows["first name in teianon's person tables"], ["yes", "no"])
    if args.list:
        pick = random.Random(args.seed)
        print(f"\nsurviving names ({len(survivors):,}; a sample): outcome, origin, name, post")
        print(*sorted(pick.sample(survivors, min(args.list_size, len(survivors)))), sep="\n")
        print(f"\nfalse proposals ({len(false):,}; a sample): type and cert, words, post")
        print(*sorted(pick.sample(false, min(args.list_size, len(false)))), sep="\n")


if __name__ == "__main__":
    main()
