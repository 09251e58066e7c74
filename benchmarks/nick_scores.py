"""Score teianon's participant (nickname) mentions on the EmpiriST 2015 chats in ../shared/data.

    python benchmarks/nick_scores.py                          # the train chats, table on stdout
    python benchmarks/nick_scores.py --errors                 # also list misses, wrong links, false NICKs
    python benchmarks/nick_scores.py --text cmc_train_003 --json
    python benchmarks/nick_scores.py --vrt OTHER.vrt --gold OTHER-nicks.tsv

The chats of the vrt file (texts whose raw file is a professional_chat, social_chat or whats_app:
cmc_train_002, _003 and _006 of the train split) are converted to TEI P5 CMC documents, once with
the STTS tags as ``w/@pos`` and once without, and annotated in memory with every default category.
Against a hand-made table of participant mentions (``--gold``) it measures, per variant and text:
masked recall (the token lies inside a teianon ``<name>``/``<ref>`` other than IMPLICIT/CITATION),
linking accuracy (the innermost one is a nickname whose ``@corresp`` is the right participant),
wrong links (a nickname with another or no ``@corresp``), mentions masked as another category,
and false NICKs (teianon nicknames on no gold mention) per 1,000 tokens.

The gold table is tab-separated, ``#`` lines are comments: text id, posting id, token number
(1-based within the posting, as in the ``w/@xml:id`` ``{posting}.t{n}``), the token as written,
and the participant meant (a ``posting@author`` of the same text). Every row is checked against
the vrt file; a mismatch stops the run naming the line (exit status 2, as for missing files). ``--errors`` lists
each MISS, WRONG link, OTHER category and FALSE nickname with its posting and teianon's @ana.

Development data only: this is the train split, which we tune on; the hidden test split is scored
the same way by others.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import NoReturn

from lxml import etree

from teianon.annotate.markup import RESP
from teianon.mention import Category
from teianon.pipeline.file import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import TEI_NS, XML_ID, tei
from teianon.read.xmlio import parse_bytes, serialize

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
VRT = DATA / "empirist" / "empirist-train.vrt"
GOLD = Path(__file__).resolve().parent / "gold" / "empirist-train-nicks.tsv"
# The chats among the CMC texts, recognised by the name of their raw file.
CHAT_RAW = re.compile(r"_(professional_chat|social_chat|whats_app)\.txt$")
VARIANTS = (("with POS", True), ("without POS", False))
# teianon annotations that do not hide the token they are on.
NOT_MASKING = frozenset({"implicit", "citation"})
ADDRESSING = "addressingterm"
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


# --- the vrt file ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Posting:
    id: str
    author: str  # "" for an event of the chat system
    tokens: tuple[tuple[str, str], ...]  # (token, STTS tag)


@dataclass(frozen=True)
class Text:
    id: str
    raw: str
    postings: tuple[Posting, ...]

    def authors(self) -> list[str]:
        """Distinct non-empty authors in order of their first posting."""
        return list(dict.fromkeys(p.author for p in self.postings if p.author))

    def person_ids(self) -> dict[str, str]:
        return {author: f"A{i:02}" for i, author in enumerate(self.authors(), 1)}


def stop(message: str) -> NoReturn:
    """Bad input: one line on stderr, exit status 2."""
    print(message, file=sys.stderr)
    sys.exit(2)


def _attributes(line: str) -> dict[str, str]:
    return {key: html.unescape(value) for key, value in ATTRIBUTE.findall(line)}


def read_vrt(path: Path) -> dict[str, Text]:
    """Every text of a CWB vertical file, by id, in file order."""
    texts: dict[str, Text] = {}
    text: dict[str, str] | None = None
    posting: dict[str, str] | None = None
    postings: list[Posting] = []
    tokens: list[tuple[str, str]] = []
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("<text "):
                text, postings = _attributes(line), []
            elif line == "</text>" and text is not None:
                texts[text["id"]] = Text(text["id"], text.get("raw", ""), tuple(postings))
                text = None
            elif line.startswith("<posting "):
                posting, tokens = _attributes(line), []
            elif line == "</posting>" and posting is not None:
                postings.append(Posting(posting["id"], posting.get("author", "").strip(), tuple(tokens)))
                posting = None
            elif line in ("<s>", "</s>") or not line:
                continue
            elif posting is not None:
                columns = line.split("\t")
                if len(columns) < 2:
                    stop(f"{path}:{number}: expected a token line with at least 2 tab-separated columns")
                tokens.append((html.unescape(columns[0]), html.unescape(columns[1])))
            # Tokens outside postings (the titles of the wiki discussions, the web texts) are no chat.
    return texts


def to_tei(text: Text, source: Path, with_pos: bool) -> etree._ElementTree:
    """One TEI P5 CMC document for a text: participants in the header, one ``post`` per posting."""
    def sub(parent: etree._Element, name: str, content: str | None = None, **attributes: str) -> etree._Element:
        element = etree.SubElement(parent, tei(name), attributes)
        element.text = content
        return element

    root = etree.Element(tei("TEI"), nsmap={None: TEI_NS})
    header = sub(root, "teiHeader")
    file_desc = sub(header, "fileDesc")
    sub(sub(file_desc, "titleStmt"), "title", text.id)
    sub(sub(file_desc, "publicationStmt"), "p", "Converted for teianon's development scores; not for publication.")
    sub(sub(file_desc, "sourceDesc"), "p",
        f"EmpiriST 2015 shared task corpus (CC BY-SA), text {text.id} ({text.raw}) of {source.name}.")
    persons = sub(sub(sub(header, "profileDesc"), "particDesc"), "listPerson")
    ids = text.person_ids()
    for author, pid in ids.items():
        person = sub(persons, "person", **{XML_ID: pid})
        sub(person, "persName", author, type="nickname")
    div = sub(sub(sub(root, "text"), "body"), "div")
    for posting in text.postings:
        post = sub(div, "post", **{XML_ID: posting.id})
        if posting.author:
            post.set("who", f"#{ids[posting.author]}")
        else:
            post.set("type", "event")
        for n, (token, pos) in enumerate(posting.tokens, 1):
            w = sub(post, "w", token, **{XML_ID: f"{posting.id}.t{n}"})
            if with_pos:
                w.set("pos", pos)
    return root.getroottree()


def default_texts(texts: dict[str, Text]) -> list[str]:
    return [t.id for t in texts.values() if CHAT_RAW.search(t.raw)]


# --- the gold table -------------------------------------------------------------------------


@dataclass(frozen=True)
class GoldMention:
    line: int
    text: str
    posting: str
    token: int
    form: str
    participant: str

    @property
    def w_id(self) -> str:
        return f"{self.posting}.t{self.token}"


def read_gold(path: Path, texts: dict[str, Text]) -> list[GoldMention]:
    """The gold rows, each checked against the vrt; any mismatch stops the run naming the line."""
    postings = {p.id: (t, p) for t in texts.values() for p in t.postings}
    rows: list[GoldMention] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path}:{number}"
        columns = line.split("\t")
        if len(columns) != 5:
            stop(f"{where}: expected 5 tab-separated columns, found {len(columns)}")
        text_id, posting_id, token_no, form, participant = columns
        if text_id not in texts:
            stop(f"{where}: no text {text_id} in the vrt file")
        if posting_id not in postings or postings[posting_id][0].id != text_id:
            stop(f"{where}: no posting {posting_id} in text {text_id}")
        text, posting = postings[posting_id]
        if not token_no.isdigit() or not 1 <= int(token_no) <= len(posting.tokens):
            stop(f"{where}: token number {token_no!r} is not one of 1..{len(posting.tokens)} of {posting_id}")
        token = posting.tokens[int(token_no) - 1][0]
        if form != token:
            stop(f"{where}: form {form!r} is not token {token_no} of {posting_id}, which is {token!r}")
        if participant.strip() not in text.person_ids():
            stop(f"{where}: {participant!r} is not an author of a posting in {text_id}")
        mention = GoldMention(number, text_id, posting_id, int(token_no), form, participant.strip())
        if mention.w_id in seen:
            stop(f"{where}: token {token_no} of {posting_id} is listed twice (also line {seen[mention.w_id]})")
        seen[mention.w_id] = number
        rows.append(mention)
    return rows


# --- scoring --------------------------------------------------------------------------------


@dataclass
class Tally:
    mentions: int = 0
    masked: int = 0
    linked: int = 0
    wrong_links: int = 0
    other_category: int = 0  # masked, but not as a nickname (PER, ORG, ...)
    false_nick: int = 0
    tokens: int = 0

    def __iadd__(self, other: Tally) -> Tally:
        for key, value in asdict(other).items():
            setattr(self, key, getattr(self, key) + value)
        return self

    @property
    def masked_recall(self) -> float:
        return self.masked / self.mentions if self.mentions else 0.0

    @property
    def linking_accuracy(self) -> float:
        return self.linked / self.mentions if self.mentions else 0.0

    @property
    def false_per_1k(self) -> float:
        return 1000 * self.false_nick / self.tokens if self.tokens else 0.0

    def figures(self) -> dict[str, float | int]:
        return {**asdict(self), "masked_recall": round(self.masked_recall, 4),
                "linking_accuracy": round(self.linking_accuracy, 4), "false_per_1k": round(self.false_per_1k, 3)}


@dataclass
class VariantResult:
    seconds: float = 0.0
    texts: dict[str, Tally] = field(default_factory=dict)

    def overall(self) -> Tally:
        total = Tally()
        for tally in self.texts.values():
            total += tally
        return total


def _type(element: etree._Element) -> str:
    return (element.get("type") or "").lower()


def _is_nick(element: etree._Element) -> bool:
    """A nickname teianon wrote: ``<name type="nickname">``, or an addressing term.

    A one-token addressing term (``@zora``) is a ``ref`` alone, with the name marked by ``<m>``
    inside the ``<w>`` and the link on the ``ref``; it counts as the nickname it carries.
    """
    if element.tag == tei("ref"):
        return _type(element) == ADDRESSING
    return Category.from_markup("name", element.get("type")) is Category.NICK


def teianon_annotations(w: etree._Element, masking_only: bool = True) -> list[etree._Element]:
    """teianon's ``<name>``/``<ref>`` elements around a token, innermost first."""
    found = []
    for ancestor in w.iterancestors(tei("name"), tei("ref")):
        if ancestor.get("resp") == RESP and not (masking_only and _type(ancestor) in NOT_MASKING):
            found.append(ancestor)
    return found


def describe(element: etree._Element | None) -> str:
    """What teianon wrote: category, link and the rule that proposed it."""
    if element is None:
        return "nothing"
    category = Category.from_markup(etree.QName(element).localname, element.get("type"))
    parts = [category.name if category else element.get("type") or "?", f"corresp={element.get('corresp') or '-'}"]
    if element.get("ana"):
        parts.append(f"ana={element.get('ana')}")
    return " ".join(parts)


def in_context(post: etree._Element, marked: set[etree._Element]) -> str:
    """The posting's tokens with the marked ones in ``[[ ]]``."""
    out: list[str] = []
    words = list(post.iter(tei("w")))
    for i, w in enumerate(words):
        token = "".join(w.itertext())
        if w in marked and (i == 0 or words[i - 1] not in marked):
            token = "[[" + token
        if w in marked and (i == len(words) - 1 or words[i + 1] not in marked):
            token += "]]"
        out.append(token)
    return " ".join(out)


def _post(w: etree._Element) -> etree._Element:
    return next(w.iterancestors(tei("post")))


def _nick_annotations(root: etree._Element) -> Iterator[etree._Element]:
    """Each nickname teianon wrote, once (an addressing term only if it has no name inside)."""
    for element in root.iter(tei("name"), tei("ref")):
        if element.get("resp") != RESP or not _is_nick(element):
            continue
        if element.tag == tei("ref") and any(_is_nick(n) for n in element.iter(tei("name"))):
            continue
        yield element


def score_text(tree: etree._ElementTree, text: Text, gold: list[GoldMention], label: str,
               errors: bool) -> Tally:
    root = tree.getroot()
    words = {w.get(XML_ID): w for w in root.iter(tei("w"))}
    ids = text.person_ids()
    tally = Tally(mentions=len(gold), tokens=len(words))
    for mention in gold:
        w = words[mention.w_id]
        wanted = f"#{ids[mention.participant]}"
        expected = f"gold {mention.participant} ({wanted}, gold line {mention.line}); teianon: "
        around = teianon_annotations(w)
        if not around:
            if errors:
                other = teianon_annotations(w, masking_only=False)
                _error(label, "MISS", w, {w}, expected + describe(other[0] if other else None))
            continue
        tally.masked += 1
        innermost = around[0]
        if _is_nick(innermost) and innermost.get("corresp") == wanted:
            tally.linked += 1
        else:
            kind = "WRONG" if _is_nick(innermost) else "OTHER"
            if kind == "WRONG":
                tally.wrong_links += 1
            else:
                tally.other_category += 1
            if errors:
                _error(label, kind, w, {w}, expected + describe(innermost))
    gold_words = {words[m.w_id] for m in gold}
    for element in _nick_annotations(root):
        covered = set(element.iter(tei("w")))
        if covered and not covered & gold_words:
            tally.false_nick += 1
            if errors:
                _error(label, "FALSE", next(iter(covered)), covered, f"teianon: {describe(element)}")
    return tally


def _error(label: str, kind: str, w: etree._Element, marked: set[etree._Element], what: str) -> None:
    post = _post(w)
    print(f"[{label}] {kind:5} {post.get(XML_ID)}  {in_context(post, marked)}  -> {what}", file=sys.stderr)


def run_variant(texts: list[Text], source: Path, gold: list[GoldMention], label: str, with_pos: bool,
                errors: bool) -> VariantResult:
    result = VariantResult()
    for text in texts:
        where = f"{source.name}#{text.id} ({label})"
        tree = parse_bytes(serialize(to_tei(text, source, with_pos)), where)
        started = time.perf_counter()
        annotate_tree(tree, where, Settings())
        result.seconds += time.perf_counter() - started
        result.texts[text.id] = score_text(tree, text, [m for m in gold if m.text == text.id], label, errors)
    return result


# --- output ---------------------------------------------------------------------------------


def print_table(results: dict[str, VariantResult]) -> None:
    print("| POS | text | mentions | masked | linked | false NICK | tokens | false/1k |")
    print("|---|---|---|---|---|---|---|---|")
    for label, result in results.items():
        pos = label.removesuffix(" POS")
        for name, tally in [*result.texts.items(), ("overall", result.overall())]:
            print(f"| {pos} | {name} | {tally.mentions} | {tally.masked} ({tally.masked_recall:.1%}) "
                  f"| {tally.linked} ({tally.linking_accuracy:.1%}) | {tally.false_nick} | {tally.tokens:,} "
                  f"| {tally.false_per_1k:.2f} |")
    print()
    for label, result in results.items():
        overall = result.overall()
        print(f"{label}: wrong links {overall.wrong_links}, masked as another category {overall.other_category}; "
              f"annotate {result.seconds:.2f} s, {overall.tokens / result.seconds:,.0f} tokens/s")


def as_json(results: dict[str, VariantResult], vrt: Path, gold: Path) -> str:
    return json.dumps({
        "vrt": str(vrt),
        "gold": str(gold),
        "variants": {
            label: {
                "annotate_seconds": round(result.seconds, 3),
                "tokens_per_second": round(result.overall().tokens / result.seconds),
                "texts": {name: tally.figures() for name, tally in result.texts.items()},
                "overall": result.overall().figures(),
            }
            for label, result in results.items()
        },
    }, indent=2, ensure_ascii=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vrt", type=Path, help=f"EmpiriST vertical file (default: {VRT})")
    parser.add_argument("--gold", type=Path, default=GOLD, help="gold table of participant mentions (TSV)")
    parser.add_argument("--text", action="append", metavar="ID", help="text id to score (repeatable; default: the chats)")
    parser.add_argument("--errors", action="store_true",
                        help="list misses, wrong links, other categories and false NICKs on stderr")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON instead of the table")
    args = parser.parse_args()
    if not DATA.is_dir() or (args.vrt is None and not VRT.is_file()):
        print(f"skipped: no EmpiriST data under {DATA}")
        return
    vrt: Path = args.vrt or VRT
    if not vrt.is_file():
        stop(f"no such vrt file: {vrt}")
    if not args.gold.is_file():
        stop(f"no gold table at {args.gold}")
    texts = read_vrt(vrt)
    chosen = list(dict.fromkeys(args.text or default_texts(texts)))
    unknown = [t for t in chosen if t not in texts]
    if unknown:
        stop(f"no text {', '.join(unknown)} in {vrt}")
    if not chosen:
        stop(f"no chat texts in {vrt}: choose texts with --text")
    gold = read_gold(args.gold, texts)
    ignored = sorted({m.text for m in gold if m.text not in chosen})
    if ignored:
        print(f"note: gold rows of texts not scored are ignored: {', '.join(ignored)}", file=sys.stderr)
    selected = [texts[t] for t in chosen]
    # Detectors load their word lists on first use; keep that out of the timing.
    annotate_tree(parse_bytes(serialize(to_tei(selected[0], vrt, True))), "warm-up", Settings())
    results = {label: run_variant(selected, vrt, gold, label, with_pos, args.errors) for label, with_pos in VARIANTS}
    if args.json:
        print(as_json(results, vrt, args.gold))
    else:
        print_table(results)


if __name__ == "__main__":
    main()
