"""``teianon review``: one self-contained HTML file to review every proposal in its context.

The report is the template (``template.html``), its style (``review.css``) and its plain
JavaScript (``review-*.js``, :data:`SCRIPTS`), all beside this module, with the proposals as
JSON inside: it needs
no server and no network and opens from ``file://``. The reviewer's decisions stay in the
browser (localStorage) and leave it as a decisions file (:mod:`teianon.review.decisions`),
which ``teianon anonymise --decisions`` applies.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import IO

from lxml import etree

from ..annotate.repeats import Target, identifying_parts, participant_targets, reference_targets
from ..errors import TeianonError
from ..mention import PLACEHOLDER, Category
from ..read.documents import in_parts
from ..read.files import xml_files
from ..read.tei import Participant, read_participants, tei, words_of
from ..read.xmlio import read_file, write_atomic
from .decisions import ENDINGS, REPEAT_RULE
from .misses import MIN_MISS, MissBlock, MissFile, likely_misses, miss_block, phrases
from .proposals import ANNOTATIONS, blocks, proposals

HERE = Path(__file__).resolve().parent
# The script's parts, joined in this order inside one function of the template (they share its scope).
SCRIPTS = ("review-state.js", "review-cards.js", "review-mark.js", "review-keys.js")
# The first step of a block's path in a document of a teiCorpus (proposals.block_id).
_DOCUMENT_PATH = re.compile(r"TEI(?:\[[0-9]+\])?/")
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


def collect(inputs: Iterable[Path]) -> ReportData:
    """Proposals, their blocks and likely misses of every annotated file; an unreadable file is
    a problem of its own, the others go on. A teiCorpus is read one document at a time
    (:func:`~teianon.read.documents.in_parts`): what the report needs of each is taken from it
    (:class:`_Part`) before the next is read."""
    data = ReportData()
    files: list[MissFile] = []
    # Strings annotated (and replaced) somewhere in the report: unannotated elsewhere, a likely miss.
    annotated: dict[str, tuple[str, str]] = {}
    public: set[str] = set()
    for path, relative, _ in xml_files(inputs):
        key = relative.as_posix()
        try:
            parts = in_parts(read_file(path), str(path), partial(_read_part, key))
        except TeianonError as err:
            data.problems.append(str(err))
            continue
        data.files += 1
        people = [p for part in parts for p in part.people]
        data.participants[key] = [participant_entry(p) for p in people]
        why = next((p.changed for p in parts if p.changed), "") or next((p.held for p in parts if p.held), "")
        if why:
            data.warnings.append(
                f"{path}: warning: {why}; review the annotated files (annotate -o, run --annotated), not the output"
            )
        first = len(data.blocks)
        mine = len(data.proposals)
        # A block that is no post is named by its path in the file: TEI[n]/… where the file
        # holds several documents.
        numbered = sum(part.document for part in parts) > 1
        number = 0
        found: list[MissBlock] = []
        targets = participant_targets(tuple(people))
        for part in parts:
            number += part.document
            at = len(data.blocks)
            for block in part.blocks:
                if part.document and (step := _DOCUMENT_PATH.match(str(block["id"]))):
                    # Named in the tree the document was read in, where the documents before it
                    # are gone: its path in the file. (A post's id has no slash.)
                    block["id"] = (f"TEI[{number}]/" if numbered else "TEI/") + str(block["id"])[step.end() :]
                data.blocks.append(block)
            for proposal in part.proposals:
                proposal["b"] = at + _offset(proposal["b"])
                data.proposals.append(proposal)
                text = str(proposal["t"])
                if proposal["k"]:
                    public.add(text.casefold())
                elif len(text) >= MIN_MISS and not PLACEHOLDER.search(text):
                    annotated.setdefault(" ".join(text.casefold().split()), (str(proposal["c"]), key))
            found += part.misses
            targets += part.references
        link_repeats(data.proposals[mine:], mine)
        machines = {p.id for p in people if p.role in ("system", "bot")}
        files.append(MissFile(key, first, found, targets, machines))
    several = phrases(annotated)
    for file in files:
        data.misses += likely_misses(file, annotated, public, several)
    return data


@dataclass
class _Part:
    """What the report takes of a part of a file (a document of a teiCorpus, or a whole file),
    none of its elements: its tree is dropped when the next part is read."""

    # A document of a teiCorpus taken apart (its blocks' paths are numbered in the file).
    document: bool
    people: list[Participant]
    # Why the part looks anonymised: its header records it, its annotations hold placeholders.
    changed: str
    held: str
    # The blocks and proposals as the report holds them, numbered in the part ("b").
    blocks: list[dict[str, object]]
    proposals: list[dict[str, object]]
    misses: list[MissBlock]
    # The strings of the part's annotated references (anonymise replaces them anyway).
    references: list[Target]


def _read_part(key: str, root: etree._Element) -> _Part:
    documents = list(root.iter(tei("TEI")))
    found = list(blocks(root, key))
    proposed: list[dict[str, object]] = []
    for index, block in enumerate(found):
        proposed += (
            {
                "b": index,
                "s": p.span.start,
                "e": p.span.end,
                "t": p.span.text,
                "c": p.category,
                "cert": p.cert or "high",
                "rule": p.rule or ("by hand" if not p.by_teianon else ""),
                "p": p.corresp,
                "x": p.by_teianon,
                "k": p.public,
            }
            for p in proposals(block)
        )
    return _Part(
        document=root.tag == tei("TEI") and root.getparent() is not None,
        people=[p for document in documents for p in read_participants(document)],
        changed=_recorded(root),
        held=_placeholders(root),
        blocks=[
            {
                "d": key,
                "id": block.id,
                "w": block.who,
                "t": block.text,
                "k": int(block.element.tag in (tei("post"), tei("posting"))),
            }
            for block in found
        ],
        proposals=proposed,
        misses=[miss_block(block) for block in found],
        references=[t for document in documents for t in reference_targets(document)],
    )


def link_repeats(found: list[dict[str, object]], first: int) -> None:
    """Give each of teianon's repeats among ``found`` (the proposals of one file, the first at
    index ``first``) the index of the proposal it repeats (``o``): the report shows them under
    it, since a decision on it decides them too (a reject rejects them)."""
    sources: dict[str, int] = {}
    for index, p in enumerate(found, first):
        if not str(p["rule"]).startswith("repeat."):
            for key in _source_keys(str(p["t"])):
                sources.setdefault(key, index)
    for p in found:
        if str(p["rule"]).startswith(REPEAT_RULE.removeprefix("teianon:")):
            source = next((sources[k] for k in _repeat_keys(str(p["t"])) if k in sources), None)
            if source is not None:
                p["o"] = source


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _source_keys(text: str) -> list[str]:
    return [_folded(form) for form in (text, *identifying_parts(text))]


def _repeat_keys(words: str) -> list[str]:
    """What a repeat's words may repeat: themselves, without an inflection ending, unstretched
    (as :func:`teianon.review.decisions.repeats_words` matches them)."""
    folded = _folded(words).lstrip("@")
    keys = [folded] + [folded[: -len(e)] for e in ENDINGS if e and folded.endswith(e)]
    while len(folded) > 3 and folded[-1] == folded[-2]:
        folded = folded[:-1]
        keys.append(folded)
    return keys


def participant_entry(person: Participant) -> dict[str, str]:
    """A participant as the report shows it: the name the header gives, the role, the id."""
    name = (person.nicknames or person.names or ("",))[0]
    return {"id": person.id, "name": " ".join(name.split()), "role": person.role or "", "sex": person.sex or ""}


def anonymised(root: etree._Element) -> str:
    """Why ``root`` looks like anonymised output ("" where it does not): the header records an
    anonymisation, or annotations hold placeholders."""
    return _recorded(root) or _placeholders(root)


def _recorded(root: etree._Element) -> str:
    for change in root.iter(tei("change")):
        if (change.get("type") or "").lower() in _ANONYMISED:
            return f"the header records a change of type {change.get('type')!r}: this is anonymised output"
    return ""


def _placeholders(root: etree._Element) -> str:
    # A corpus anonymised by hand before (its own annotations hold placeholders) may be annotated
    # again; teianon's own annotations around placeholders are what anonymise leaves.
    for element in root.iter(*ANNOTATIONS):
        if element.get("resp") == "#teianon" and (found := PLACEHOLDER.search(words_of(element) or "")):
            return f"teianon's annotations hold placeholders such as {found.group()}: this is anonymised output"
    return ""


def render(data: ReportData, title: str) -> str:
    payload = {
        "title": title,
        "categories": [c.name for c in Category],
        "blocks": data.blocks,
        "proposals": _in_utf16(data.proposals, data.blocks),
        "misses": _in_utf16(data.misses, data.blocks),
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
    return (
        template.replace("/*{{CSS}}*/", (HERE / "review.css").read_text(encoding="utf-8"))
        .replace("/*{{JS}}*/", "\n".join((HERE / name).read_text(encoding="utf-8") for name in SCRIPTS))
        .replace("{{REPORT_ID}}", payload_id)
        .replace("{{TITLE}}", html.escape(title).replace("{", "&#123;"))
        .replace("{{DATA}}", text)
    )


def _in_utf16(items: list[dict[str, object]], blocks: list[dict[str, object]]) -> list[dict[str, object]]:
    """The items with offsets counted as JavaScript counts them: in UTF-16 units, where a
    character outside the Basic Multilingual Plane (an emoji) takes two. The decisions file
    counts characters, as Python does; the page turns its offsets back when it exports
    (``cpOffset`` in review-keys.js). Without this, every mark after an emoji stood one letter
    to the left, and a name marked there was exported at the wrong place and never applied."""
    out = []
    for item in items:
        text = str(blocks[_offset(item["b"])]["t"])
        start, end = _offset(item["s"]), _offset(item["e"])
        if text.isascii() or all(ord(c) <= 0xFFFF for c in text[:end]):
            out.append(item)
            continue
        out.append(
            {
                **item,
                "s": start + sum(ord(c) > 0xFFFF for c in text[:start]),
                "e": end + sum(ord(c) > 0xFFFF for c in text[:end]),
            }
        )
    return out


def _offset(value: object) -> int:
    # The payload holds JSON values (object); its indices and offsets are the ints collect() wrote.
    if not isinstance(value, int):
        raise TypeError(f"not an offset: {value!r}")
    return value


def write_report(inputs: Iterable[Path], output: Path, title: str = "teianon review") -> ReportData:
    data = collect(inputs)
    page = render(data, title).encode("utf-8")

    def fill(out: IO[bytes]) -> None:
        out.write(page)

    write_atomic(output, fill)
    return data
