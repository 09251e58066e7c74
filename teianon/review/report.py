"""``teianon review``: one self-contained HTML file to review every proposal in its context.

The report is the template (``template.html``), its style (``review.css``) and its plain
JavaScript (``review.js``), all beside this module, with the proposals as JSON inside: it needs
no server and no network and opens from ``file://``. The reviewer's decisions stay in the
browser (localStorage) and leave it as a decisions file (:mod:`teianon.review.decisions`),
which ``teianon anonymise --decisions`` applies.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import regex
from lxml import etree

from ..annotate.repeats import Target, participant_targets, pattern_of, reference_targets
from ..detect.chat_words import is_stretched_word
from ..detect.lexicon import FREQUENT, frequency, is_chat_word, is_name, is_wordlike, squeeze
from ..detect.variants import _compound_tail, is_dictionary_word
from ..errors import TeianonError
from ..lists import key_of, notable, persons, places
from ..mention import PLACEHOLDER, Category
from ..read.files import xml_files
from ..read.tei import Participant, read_participants, tei, words_of
from ..read.xmlio import parse_file, write_atomic
from .proposals import ANNOTATIONS, Block, blocks, proposals

HERE = Path(__file__).resolve().parent
# Words shorter than this are no likely misses: too many ordinary hits.
MIN_MISS = 3
# A word as the likely-miss search reads it: letters (and digits, apostrophes, hyphens inside).
_WORD = regex.compile(r"(?<![\p{L}\p{N}_])\p{L}[\p{L}\p{N}'’\-]*\p{L}(?![\p{L}\p{N}_])")
# What may stand between a sentence's end and its next word.
_BETWEEN_SENTENCES = frozenset("\"'“”„»«()")
# Laughter and its stretches: Hahahahahha, Hihihi.
_LAUGHTER = regex.compile(r"(?i)(?:h[aeiou]){2,}h?|(?:[aeiou]h){2,}")
# Endings of German abstract nouns, which name no one: Bodenständigkeit, Wahrheit, Landschaft.
_ABSTRACT = regex.compile(r"\p{Ll}(?:keit|heit|ung|schaft|ismus|tion|nis)(?:en|se|sen)?$")
_UMLAUT = {"ae": "ä", "oe": "ö", "ue": "ü"}
_UMLAUTS = regex.compile(r"(?<=\p{Ll})(?:ae|oe|ue)")
# What teianon's stylesheet and hand anonymisation leave in place of a name.
_ANONYMISED = ("anonymisation", "pseudonymisation", "anonymization", "pseudonymization")


@dataclass
class ReportData:
    blocks: list[dict[str, object]] = field(default_factory=list)
    proposals: list[dict[str, object]] = field(default_factory=list)
    misses: list[dict[str, object]] = field(default_factory=list)
    participants: dict[str, list[dict[str, str]]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    # "file: warning: ..." lines: shown as a banner in the report and printed by the command.
    warnings: list[str] = field(default_factory=list)
    files: int = 0


@dataclass
class _File:
    key: str
    first: int
    found: list[Block]
    targets: list[Target]
    machines: set[str]


def collect(inputs: Iterable[Path]) -> ReportData:
    """Proposals, their blocks and likely misses of every annotated file; an unreadable file is
    a problem of its own, the others go on."""
    data = ReportData()
    files: list[_File] = []
    # Strings annotated (and replaced) somewhere in the report: unannotated elsewhere, a likely miss.
    annotated: dict[str, tuple[str, str]] = {}
    public: set[str] = set()
    for path, relative, _ in xml_files(inputs):
        key = relative.as_posix()
        try:
            root = parse_file(path).getroot()
        except TeianonError as err:
            data.problems.append(str(err))
            continue
        data.files += 1
        documents = list(root.iter(tei("TEI")))
        people = [p for document in documents for p in read_participants(document)]
        data.participants[key] = [participant_entry(p) for p in people]
        if (why := anonymised(root)):
            data.warnings.append(f"{path}: warning: {why}; review the annotated files (annotate -o, run --annotated), not the output")
        found = list(blocks(root, key))
        first = len(data.blocks)
        for block in found:
            post = block.element.tag in (tei("post"), tei("posting"))
            data.blocks.append({"d": key, "id": block.id, "w": block.who, "t": block.text, "k": int(post)})
        for index, block in enumerate(found, first):
            for p in proposals(block):
                data.proposals.append({
                    "b": index, "s": p.span.start, "e": p.span.end, "t": p.span.text, "c": p.category,
                    "cert": p.cert or "high", "rule": p.rule or ("by hand" if not p.by_teianon else ""),
                    "p": p.corresp, "x": p.by_teianon, "k": p.public,
                })
                if p.public:
                    public.add(p.span.text.casefold())
                elif len(p.span.text) >= MIN_MISS and not PLACEHOLDER.search(p.span.text):
                    annotated.setdefault(" ".join(p.span.text.casefold().split()), (p.category, key))
        targets = participant_targets(tuple(people))
        for document in documents:
            targets += reference_targets(document)
        machines = {p.id for p in people if p.role in ("system", "bot")}
        files.append(_File(key, first, found, targets, machines))
    phrases = _phrases(annotated)
    for file in files:
        data.misses += likely_misses(file, annotated, public, phrases)
    return data


def participant_entry(person: Participant) -> dict[str, str]:
    """A participant as the report shows it: the name the header gives, the role, the id."""
    name = (person.nicknames or person.names or ("",))[0]
    return {"id": person.id, "name": " ".join(name.split()), "role": person.role or "", "sex": person.sex or ""}


def anonymised(root: etree._Element) -> str:
    """Why ``root`` looks like anonymised output ("" where it does not): the header records an
    anonymisation, or annotations hold placeholders."""
    for change in root.iter(tei("change")):
        if (change.get("type") or "").lower() in _ANONYMISED:
            return f"the header records a change of type {change.get('type')!r}: this is anonymised output"
    # A corpus anonymised by hand before (its own annotations hold placeholders) may be annotated
    # again; teianon's own annotations around placeholders are what anonymise leaves.
    for element in root.iter(*ANNOTATIONS):
        if element.get("resp") == "#teianon" and (found := PLACEHOLDER.search(words_of(element) or "")):
            return f"teianon's annotations hold placeholders such as {found.group()}: this is anonymised output"
    return ""


def _why_missed(word: str, sentence_start: bool, machine: bool) -> tuple[str, str] | None:
    """(category, reason) where an unannotated word looks like a name, else None. ``machine``:
    the post is a system's or a bot's, whose unknown words are software (NickServ, NoNameScript)."""
    if len(word) < MIN_MISS or not word[:1].isupper() or word.isupper():
        return None  # lower case, or shouting and acronyms (BINGOZAHLEN, ORF): too many ordinary hits
    if is_chat_word(word) or is_stretched_word(word) or _LAUGHTER.fullmatch(squeeze(word)):
        return None
    if is_wordlike(word) or (is_dictionary_word(word) and frequency(word) >= FREQUENT):
        return None  # an ordinary word (Klar, June), also where a table lists a place or person of its name
    key = key_of(word)
    if notable().get(key):
        return None  # the public sphere stays
    for table, category, why in ((persons(), "PER", "a name in the person tables"),
                                 (places(), "GPE", "a place in the place tables")):
        entries = [e for e in table.get(key) if not e.ambiguous]
        if entries:
            return (entries[0].category if category == "GPE" else category), why
    if is_name(word) and not is_wordlike(word) and not (sentence_start and is_dictionary_word(word)):
        return "PER", "a name in the person tables"
    if machine or len(word) < 4 or is_dictionary_word(word) or frequency(word) >= FREQUENT:
        return None
    # Chat writes umlauts as two letters where a keyboard has none: Vollmondnaechten.
    spelled = _UMLAUTS.sub(lambda m: _UMLAUT[m.group()], word)
    if spelled != word and (is_dictionary_word(spelled) or frequency(spelled) >= FREQUENT):
        return None
    if any(_compound_tail(w) or _ABSTRACT.search(w) for w in {word, spelled}):
        return None  # a German compound of a known noun (Endfassung), an abstract noun (Bodenständigkeit)
    return "PER", "a capitalised word no dictionary knows"


def _starts_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` begins the block or follows . ! ? or : (looking back over
    spaces and quotes only: a long post costs no more than a short one)."""
    i = start - 1
    while i >= 0 and (text[i].isspace() or text[i] in _BETWEEN_SENTENCES):
        i -= 1
    return i < 0 or text[i] in ".!?:"


def _phrases(annotated: dict[str, tuple[str, str]]) -> regex.Pattern[str] | None:
    """One pattern for the annotated strings of several words (Cafe Extrablatt), whole words."""
    phrases = sorted((k for k in annotated if " " in k), key=len, reverse=True)
    if not phrases:
        return None
    body = "|".join(r"\s+".join(regex.escape(w) for w in p.split()) for p in phrases)
    return regex.compile(r"(?<![\p{L}\p{N}_])(?:" + body + r")(?![\p{L}\p{N}_])", regex.IGNORECASE)


def likely_misses(file: _File, annotated: dict[str, tuple[str, str]], public: set[str],
                  phrases: regex.Pattern[str] | None = None) -> list[dict[str, object]]:
    """Unannotated words of the posts that look like names and that nothing replaces anyway.

    Not a miss: what anonymise marks by itself (a repeat of a string annotated in the same
    document, a participant's name or its variants: ``targets``), a name kept as public, text
    outside the posts (the header's names are the post-processor's), chat words, ordinary words.
    A string annotated in another file is one, whatever the word lists say.
    """
    replaced = pattern_of(file.targets)
    misses = []
    for index, block in enumerate(file.found, file.first):
        if block.element.tag not in (tei("post"), tei("posting")):
            continue
        taken = [span for element, span in block.spans.items() if element.tag in ANNOTATIONS]
        if replaced is not None:
            taken += [m.span() for m in replaced.finditer(block.text)]
        for m in phrases.finditer(block.text) if phrases is not None else ():
            where = annotated[" ".join(m.group().casefold().split())]
            if where[1] != file.key and not any(s < m.end() and m.start() < e for s, e in taken):
                misses.append({"b": index, "s": m.start(), "e": m.end(), "t": m.group(), "c": where[0], "p": "",
                               "why": f"annotated in {where[1]}"})
                taken.append(m.span())
        for m in _WORD.finditer(block.text):
            word = m.group()
            if any(s < m.end() and m.start() < e for s, e in taken) or word.casefold() in public:
                continue
            elsewhere = annotated.get(word.casefold())
            if elsewhere and elsewhere[1] != file.key:
                why: tuple[str, str] | None = (elsewhere[0], f"annotated in {elsewhere[1]}")
            else:
                why = _why_missed(word, _starts_sentence(block.text, m.start()), block.who in file.machines)
            if why:
                misses.append({"b": index, "s": m.start(), "e": m.end(), "t": word, "c": why[0], "p": "",
                               "why": why[1]})
    return misses


def render(data: ReportData, title: str) -> str:
    payload = {
        "title": title,
        "categories": [c.name for c in Category],
        "blocks": data.blocks,
        "proposals": data.proposals,
        "misses": data.misses,
        "participants": data.participants,
        "warnings": data.warnings,
    }
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    payload_id = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    # Inside <script>, "</script" ends the element and "<!--" changes how it is parsed; "<" occurs
    # only inside JSON strings, where \u003c says the same. The data goes in last, so that no
    # slot of the template inside it is filled (and the title's braces are escaped).
    text = text.replace("<", "\\u003c")
    template = (HERE / "template.html").read_text(encoding="utf-8")
    return (template
            .replace("/*{{CSS}}*/", (HERE / "review.css").read_text(encoding="utf-8"))
            .replace("/*{{JS}}*/", (HERE / "review.js").read_text(encoding="utf-8"))
            .replace("{{REPORT_ID}}", payload_id)
            .replace("{{TITLE}}", html.escape(title).replace("{", "&#123;"))
            .replace("{{DATA}}", text))


def write_report(inputs: Iterable[Path], output: Path, title: str = "teianon review") -> ReportData:
    data = collect(inputs)
    page = render(data, title).encode("utf-8")

    def fill(out: IO[bytes]) -> None:
        out.write(page)

    write_atomic(output, fill)
    return data
