"""Score teianon's participant (nickname) mentions on the EmpiriST 2015 chats in ../shared/data.

    python benchmarks/nick_scores.py                          # the train chats, table on stdout
    python benchmarks/nick_scores.py --errors                 # also list misses, wrong links, false NICKs
    python benchmarks/nick_scores.py --text cmc_train_003 --json
    python benchmarks/nick_scores.py --vrt OTHER.vrt --gold OTHER-nicks.tsv
    python benchmarks/nick_scores.py --dev                    # every dev document with gold
    python benchmarks/nick_scores.py --dev --replaced         # only what the default output replaces
    python benchmarks/nick_scores.py --leave-one-out          # parameters chosen on the other documents

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

A gold participant ``-`` marks the name of somebody who wrote no posting of the text (the @handles
a teacher's tweets answer): not scored, and a NICK there is no false one.

``--dev`` scores every development document: the EmpiriST CMC texts with postings (chats, blog
comments, tweets, Wikipedia talk) and the real TEI-CMC files of ``../shared/data/tei-cmc`` listed
in ``--tei-gold`` (``gold/tei-cmc-nicks.tsv``: file, post xml:id or ``#N``, the N-th occurrence
of the form in the post's text, the form, the participant's xml:id or ``-``), which are read in
their own markup and scored by character positions.

``--leave-one-out`` makes the linker's parameters (:class:`teianon.detect.nickname.LinkerParameters`)
explicit: for each dev document it chooses the point of :data:`GRID` that is best on the other
documents (masked recall first, then linking, then fewer false NICK per 1,000 tokens, both POS
variants pooled; ties go to the point nearest the shipped defaults) and scores the held-out
document with it. It reports the held-out figures per document and pooled, and, for comparison,
the shipped defaults and the point best on all documents together.

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
from dataclasses import asdict, dataclass, field, replace
from itertools import product
from pathlib import Path
from typing import NoReturn

from lxml import etree

from teianon.annotate.markup import RESP
from teianon.annotate.strip import unwrap
from teianon.detect.nickname import DEFAULTS, LinkerParameters, using
from teianon.mention import Category
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import TEI_NS, XML_ID, tei
from teianon.read.xmlio import parse_bytes, parse_file, read_file, serialize

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
VRT = DATA / "empirist" / "empirist-train.vrt"
GOLD = Path(__file__).resolve().parent / "gold" / "empirist-train-nicks.tsv"
TEI_GOLD = Path(__file__).resolve().parent / "gold" / "tei-cmc-nicks.tsv"
TEI_CMC = DATA / "tei-cmc"
# The chats among the CMC texts, recognised by the name of their raw file.
CHAT_RAW = re.compile(r"_(professional_chat|social_chat|whats_app)\.txt$")
VARIANTS = (("with POS", True), ("without POS", False))
# teianon annotations that do not hide the token they are on.
NOT_MASKING = frozenset({"implicit", "citation"})
ADDRESSING = "addressingterm"
# Gold participant of a name of somebody who is no participant: not scored, a NICK on it is no false one.
NOT_PARTICIPANT = "-"
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


def _gold_rows(path: Path) -> Iterator[tuple[int, str, list[str]]]:
    """``(line number, file:line, the five columns)`` of each row of a gold table (``#`` lines are comments);
    a row of another width stops the run naming the line."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path}:{number}"
        columns = line.split("\t")
        if len(columns) != 5:
            stop(f"{where}: expected 5 tab-separated columns, found {len(columns)}")
        yield number, where, columns


def read_gold(path: Path, texts: dict[str, Text]) -> list[GoldMention]:
    """The gold rows, each checked against the vrt; any mismatch stops the run naming the line."""
    postings = {p.id: (t, p) for t in texts.values() for p in t.postings}
    rows: list[GoldMention] = []
    seen: dict[str, int] = {}
    for number, where, columns in _gold_rows(path):
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
        if participant.strip() not in text.person_ids() and participant != NOT_PARTICIPANT:
            stop(f"{where}: {participant!r} is not an author of a posting in {text_id} (nor '{NOT_PARTICIPANT}')")
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

    def count_masked(self, innermost: etree._Element, wanted: str) -> str | None:
        """Count a gold mention inside teianon's annotation ``innermost``: None where it is linked
        to ``wanted``, otherwise the kind of error (``WRONG`` link, ``OTHER`` category)."""
        self.masked += 1
        if _is_nick(innermost) and innermost.get("corresp") == wanted:
            self.linked += 1
            return None
        if _is_nick(innermost):
            self.wrong_links += 1
            return "WRONG"
        self.other_category += 1
        return "OTHER"

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
    scored = [m for m in gold if m.participant != NOT_PARTICIPANT]
    tally = Tally(mentions=len(scored), tokens=len(words))
    for mention in scored:
        w = words[mention.w_id]
        wanted = f"#{ids[mention.participant]}"
        expected = f"gold {mention.participant} ({wanted}, gold line {mention.line}); teianon: "
        around = teianon_annotations(w)
        if not around:
            if errors:
                other = teianon_annotations(w, masking_only=False)
                _error(label, "MISS", w, {w}, expected + describe(other[0] if other else None))
            continue
        kind = tally.count_masked(around[0], wanted)
        if kind and errors:
            _error(label, kind, w, {w}, expected + describe(around[0]))
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
        document = VrtDocument(text, source, [m for m in gold if m.text == text.id])
        started = time.perf_counter()
        tally = document.score(with_pos, label, errors)
        result.seconds += time.perf_counter() - started
        result.texts[text.id] = tally
    return result


# --- real TEI-CMC files with a gold table of their own ----------------------------------------


@dataclass(frozen=True)
class TeiGold:
    """One row of a TEI gold table: the ``occurrence``-th ``form`` in a post's text."""

    line: int
    file: str
    post: str  # xml:id, or "#N" for the N-th post
    occurrence: int
    form: str
    participant: str


def read_tei_gold(path: Path, folder: Path) -> list[TeiGold]:
    """The rows of a TEI gold table, each checked against its file; a mismatch stops the run."""
    rows: list[TeiGold] = []
    posts_of: dict[str, dict[str, str]] = {}
    people_of: dict[str, set[str]] = {}
    for number, where, columns in _gold_rows(path):
        name, post, occurrence, form, participant = columns
        if name not in posts_of:
            if not (folder / name).is_file():
                stop(f"{where}: no file {name} in {folder}")
            root = parse_file(folder / name).getroot()
            posts_of[name] = {key: post_text(element) for key, element in tei_posts(root).items()}
            people_of[name] = {e.get(XML_ID) for e in root.iter(tei("person"), tei("personGrp")) if e.get(XML_ID)}
        if post not in posts_of[name]:
            stop(f"{where}: no post {post} in {name}")
        if not occurrence.isdigit() or int(occurrence) < 1:
            stop(f"{where}: occurrence {occurrence!r} is no positive number")
        if len(occurrences(posts_of[name][post], form)) < int(occurrence):
            stop(f"{where}: {form!r} does not occur {occurrence} time(s) in post {post} of {name}")
        if participant != NOT_PARTICIPANT and participant not in people_of[name]:
            stop(f"{where}: {participant!r} is no person of {name} (nor '{NOT_PARTICIPANT}')")
        rows.append(TeiGold(number, name, post, int(occurrence), form, participant))
    return rows


def tei_posts(root: etree._Element) -> dict[str, etree._Element]:
    """The posts of a document by xml:id, and each also as ``#N`` (1-based, document order)."""
    found: dict[str, etree._Element] = {}
    for n, post in enumerate(root.iter(tei("post")), 1):
        found[f"#{n}"] = post
        if post.get(XML_ID):
            found[post.get(XML_ID)] = post
    return found


def _chunks(element: etree._Element, chain: tuple[etree._Element, ...]) -> Iterator[tuple[str, tuple[etree._Element, ...]]]:
    """The text of ``element`` piece by piece, each with the elements it lies in (outermost first);
    comments and processing instructions are no text."""
    if element.text and isinstance(element.tag, str):
        yield element.text, chain
    for child in element:
        if isinstance(child.tag, str):
            yield from _chunks(child, (*chain, child))
        if child.tail:
            yield child.tail, chain


def post_text(post: etree._Element) -> str:
    return "".join(text for text, _ in _chunks(post, (post,)))


def occurrences(text: str, form: str) -> list[tuple[int, int]]:
    """Where ``form`` stands in ``text`` as a whole word or phrase."""
    # A phrase may be broken over lines in the file.
    pattern = re.compile(r"(?<!\w)" + r"\s+".join(map(re.escape, form.split())) + r"(?!\w)")
    return [(m.start(), m.end()) for m in pattern.finditer(text)]


def score_tei(root: etree._Element, name: str, gold: list[TeiGold], label: str, errors: bool) -> Tally:
    """Masked, linked and false NICK on an annotated TEI file, by characters of the posts' text."""
    posts = tei_posts(root)
    tally = Tally()
    wanted: dict[etree._Element, list[tuple[int, int]]] = {}
    for row in gold:
        post = posts[row.post]
        start, end = occurrences(post_text(post), row.form)[row.occurrence - 1]
        wanted.setdefault(post, []).append((start, end))
        if row.participant == NOT_PARTICIPANT:
            continue
        tally.mentions += 1
        where = _annotations_at(post, start, end)
        expected = f"gold {row.participant} (gold line {row.line}); teianon: "
        if where is None:
            if errors:
                _tei_error(label, "MISS", name, row.post, post, start, end, expected + "nothing")
            continue
        kind = tally.count_masked(where, f"#{row.participant}")
        if kind and errors:
            _tei_error(label, kind, name, row.post, post, start, end, expected + describe(where))
    for n, post in enumerate(root.iter(tei("post")), 1):
        text = post_text(post)
        tally.tokens += len(re.findall(r"\w+", text))
        spans = _element_spans(post)
        for element in _nick_annotations(post):
            if element not in spans:
                continue
            start, end = spans[element]
            if not any(start < e and s < end for s, e in wanted.get(post, ())):
                tally.false_nick += 1
                if errors:
                    _tei_error(label, "FALSE", name, post.get(XML_ID) or f"#{n}", post, start, end,
                               f"teianon: {describe(element)}")
    return tally


def _element_spans(post: etree._Element) -> dict[etree._Element, tuple[int, int]]:
    spans: dict[etree._Element, tuple[int, int]] = {}
    at = 0
    for text, chain in _chunks(post, (post,)):
        for element in chain:
            start, _ = spans.get(element, (at, at))
            spans[element] = (min(start, at), at + len(text))
        at += len(text)
    return spans


def _annotations_at(post: etree._Element, start: int, end: int) -> etree._Element | None:
    """The innermost masking teianon annotation over the first word character of ``start..end``,
    if every word character of it is masked; else None."""
    at, innermost = 0, None
    for text, chain in _chunks(post, (post,)):
        for i, char in enumerate(text, at):
            if start <= i < end and re.match(r"\w", char):
                masking = [e for e in chain if e.tag in (tei("name"), tei("ref")) and e.get("resp") == RESP
                           and _type(e) not in NOT_MASKING]
                if not masking:
                    return None
                if innermost is None:
                    innermost = masking[-1]
        at += len(text)
    return innermost


def _tei_error(label: str, kind: str, name: str, post_id: str, post: etree._Element, start: int, end: int,
               what: str) -> None:
    text = post_text(post)
    shown = " ".join((text[max(0, start - 60) : start] + "[[" + text[start:end] + "]]" + text[end : end + 60]).split())
    print(f"[{label}] {kind:5} {name} {post_id}  {shown}  -> {what}", file=sys.stderr)


# --- the development set: every dev document with a gold table ------------------------------


# --replaced: score only what the default output replaces (--min-cert medium).
REPLACED_ONLY = False


def annotated(tree: etree._ElementTree, where: str) -> None:
    """Annotate ``tree`` with the default settings; with --replaced, teianon's proposals of low
    certainty (held for a reviewer, left as written by default) are taken out again."""
    annotate_tree(tree, where, Settings())
    if REPLACED_ONLY:
        for element in list(tree.getroot().iter(tei("name"), tei("ref"))):
            if element.get("resp") and element.get("cert") == "low":
                unwrap(element)


class VrtDocument:
    """An EmpiriST text, converted to TEI with or without its POS tags."""

    def __init__(self, text: Text, source: Path, gold: list[GoldMention]):
        self.name, self.text, self.source, self.gold = text.id, text, source, gold

    def score(self, with_pos: bool, label: str, errors: bool) -> Tally:
        where = f"{self.source.name}#{self.text.id} ({label})"
        tree = parse_bytes(serialize(to_tei(self.text, self.source, with_pos)), where)
        annotated(tree, where)
        return score_text(tree, self.text, self.gold, label, errors)


class TeiDocument:
    """A real TEI-CMC file (untokenised: the same with and without POS tags)."""

    def __init__(self, path: Path, gold: list[TeiGold]):
        self.name, self.path, self.gold = path.stem, path, gold
        self.data = read_file(path)

    def score(self, with_pos: bool, label: str, errors: bool) -> Tally:
        tree = parse_bytes(self.data, str(self.path))
        annotated(tree, str(self.path))
        return score_tei(tree.getroot(), self.path.name, self.gold, label, errors)


Document = VrtDocument | TeiDocument


def dev_documents(vrt: Path, gold: Path, tei_gold: Path) -> list[Document]:
    """The EmpiriST CMC texts with postings (chats, blog comments, tweets, Wikipedia talk) and the
    TEI-CMC files of the TEI gold table."""
    texts = read_vrt(vrt)
    rows = read_gold(gold, texts)
    chosen = [t for t in texts.values() if t.id.startswith("cmc_") and t.postings]
    documents: list[Document] = [VrtDocument(t, vrt, [m for m in rows if m.text == t.id]) for t in chosen]
    tei_rows = read_tei_gold(tei_gold, TEI_CMC)
    for name in dict.fromkeys(r.file for r in tei_rows):
        documents.append(TeiDocument(TEI_CMC / name, [r for r in tei_rows if r.file == name]))
    return documents


def score_documents(documents: list[Document], parameters: LinkerParameters = DEFAULTS,
                    errors: bool = False) -> dict[str, VariantResult]:
    results: dict[str, VariantResult] = {}
    with using(parameters):
        for label, with_pos in VARIANTS:
            result = results[label] = VariantResult()
            for document in documents:
                started = time.perf_counter()
                result.texts[document.name] = document.score(with_pos, label, errors)
                result.seconds += time.perf_counter() - started
    return results


# --- leave one chat out ---------------------------------------------------------------------

# The grid: each parameter with the values tried (the others stay at their defaults).
GRID: dict[str, tuple[float, ...]] = {
    "accept": (0.75, 0.85, 0.95),
    "confirmed": (0.9, 1.0, 1.1),
    "writer_penalty": (0.2, 0.35),
    "short_turn": (12, 20),
    # 0: no word-like string carries its participant through the document (as before).
    "propagate_frequency": (0.0, 4.0),
}


def grid() -> list[LinkerParameters]:
    names = list(GRID)
    return [replace(DEFAULTS, **dict(zip(names, values))) for values in product(*(GRID[n] for n in names))]


def _rank(tallies: list[Tally]) -> tuple[float, float, float]:
    """Masked recall first, then linking, then fewer false NICK per 1,000 tokens (higher is better)."""
    total = Tally()
    for tally in tallies:
        total += tally
    return (round(total.masked_recall, 4), round(total.linking_accuracy, 4), -round(total.false_per_1k, 3))


def _distance(parameters: LinkerParameters) -> float:
    """How far a set lies from the defaults (ties go to the nearer set)."""
    return sum(abs(getattr(parameters, n) - getattr(DEFAULTS, n)) / (max(GRID[n]) - min(GRID[n])) for n in GRID)


def leave_one_out(documents: list[Document]) -> dict[str, object]:
    """For each document, the grid point best on the others, and its figures on the held-out one."""
    table: list[tuple[LinkerParameters, dict[str, VariantResult]]] = []
    for parameters in grid():
        table.append((parameters, score_documents(documents, parameters)))
    labels = [label for label, _ in VARIANTS]

    def rank(row: tuple[LinkerParameters, dict[str, VariantResult]], names: list[str]) -> tuple[float, float, float]:
        return _rank([row[1][label].texts[name] for label in labels for name in names])

    def best(names: list[str]) -> tuple[LinkerParameters, dict[str, VariantResult]]:
        return max(table, key=lambda row: (rank(row, names), -_distance(row[0])))

    held_out: dict[str, VariantResult] = {label: VariantResult() for label in labels}
    chosen: dict[str, dict[str, float]] = {}
    ties: dict[str, int] = {}
    for document in documents:
        others = [d.name for d in documents if d is not document]
        parameters, results = best(others)
        chosen[document.name] = {n: getattr(parameters, n) for n in GRID}
        # How many grid points are as good on the others: a plateau, not a peak, is what generalises.
        ties[document.name] = sum(rank(row, others) == rank((parameters, results), others) for row in table)
        for label in labels:
            held_out[label].texts[document.name] = results[label].texts[document.name]
    names = [d.name for d in documents]
    everything, all_results = best(names)
    worst, worst_results = min(table, key=lambda row: rank(row, names))
    defaults = next(results for parameters, results in table if parameters == DEFAULTS)
    return {"held_out": held_out, "chosen": chosen, "ties": ties,
            "best_on_all": ({n: getattr(everything, n) for n in GRID}, all_results),
            "worst_on_all": ({n: getattr(worst, n) for n in GRID}, worst_results),
            "defaults": defaults, "grid_size": len(table)}


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


def print_leave_one_out(found: dict[str, object]) -> None:
    held_out = found["held_out"]
    chosen = found["chosen"]
    assert isinstance(held_out, dict) and isinstance(chosen, dict)
    names = list(GRID)
    print(f"Leave one document out over {len(chosen)} documents, grid of {found['grid_size']} "
          f"({', '.join(names)}):")
    print()
    ties = found["ties"]
    assert isinstance(ties, dict)
    print("| held out | mentions | masked (with / without POS) | linked (with / without POS) | false NICK / 1k (with / without) | chosen on the others | grid points as good |")
    print("|---|---|---|---|---|---|---|")
    labels = [label for label, _ in VARIANTS]
    rows = [*chosen, "pooled"]
    for name in rows:
        tallies = [held_out[l].overall() if name == "pooled" else held_out[l].texts[name] for l in labels]
        setting = "" if name == "pooled" else ", ".join(f"{n} {chosen[name][n]:g}" for n in names)
        print(f"| {name} | {tallies[0].mentions} | " + " / ".join(f"{t.masked_recall:.3f}" for t in tallies)
              + " | " + " / ".join(f"{t.linking_accuracy:.3f}" for t in tallies)
              + " | " + " / ".join(f"{t.false_per_1k:.2f}" for t in tallies) + f" | {setting} | {ties.get(name, '')} |")
    print()
    best, all_results = found["best_on_all"]
    worst, worst_results = found["worst_on_all"]
    for title, results in (("shipped defaults, on all documents", found["defaults"]),
                           ("best on all documents together (" + ", ".join(f"{n} {best[n]:g}" for n in names) + ")",
                            all_results),
                           ("worst grid point on all documents (" + ", ".join(f"{n} {worst[n]:g}" for n in names) + ")",
                            worst_results)):
        figures = [results[l].overall() for l in labels]
        print(f"{title}: masked " + " / ".join(f"{t.masked_recall:.3f}" for t in figures)
              + ", linked " + " / ".join(f"{t.linking_accuracy:.3f}" for t in figures)
              + ", false NICK / 1k " + " / ".join(f"{t.false_per_1k:.2f}" for t in figures) + " (with / without POS)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vrt", type=Path, help=f"EmpiriST vertical file (default: {VRT})")
    parser.add_argument("--gold", type=Path, default=GOLD, help="gold table of participant mentions (TSV)")
    parser.add_argument("--text", action="append", metavar="ID", help="text id to score (repeatable; default: the chats)")
    parser.add_argument("--dev", action="store_true",
                        help="score every development document: the EmpiriST CMC texts and the TEI-CMC files of --tei-gold")
    parser.add_argument("--tei-gold", type=Path, default=TEI_GOLD, help="gold table of the TEI-CMC files (TSV)")
    parser.add_argument("--leave-one-out", action="store_true",
                        help="choose the linker's parameters on all development documents but one, score that one; for each")
    parser.add_argument("--errors", action="store_true",
                        help="list misses, wrong links, other categories and false NICKs on stderr")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON instead of the table")
    parser.add_argument("--replaced", action="store_true",
                        help="count only what the default output replaces (teianon's low proposals are held)")
    args = parser.parse_args()
    global REPLACED_ONLY
    REPLACED_ONLY = args.replaced
    if not DATA.is_dir() or (args.vrt is None and not VRT.is_file()):
        print(f"skipped: no EmpiriST data under {DATA}")
        return
    vrt: Path = args.vrt or VRT
    if not vrt.is_file():
        stop(f"no such vrt file: {vrt}")
    if not args.gold.is_file():
        stop(f"no gold table at {args.gold}")
    if args.dev or args.leave_one_out:
        if not args.tei_gold.is_file():
            stop(f"no gold table at {args.tei_gold}")
        documents = dev_documents(vrt, args.gold, args.tei_gold)
        # Detectors load their word lists on first use; keep that out of the timing.
        documents[0].score(True, "warm-up", False)
        if args.leave_one_out:
            print_leave_one_out(leave_one_out(documents))
            return
        results = score_documents(documents, DEFAULTS, args.errors)
        print(as_json(results, vrt, args.gold) if args.json else "", end="")
        if not args.json:
            print_table(results)
        return
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
