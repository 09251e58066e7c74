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

from ..errors import TeianonError
from ..mention import Category
from ..read.files import xml_files
from ..read.tei import read_participants, tei
from ..read.xmlio import parse_file, write_atomic
from .proposals import ANNOTATIONS, Block, blocks, proposals

HERE = Path(__file__).resolve().parent
# Strings shorter than this are not searched for likely misses: too many ordinary hits.
MIN_MISS = 3


@dataclass
class ReportData:
    blocks: list[dict[str, object]] = field(default_factory=list)
    proposals: list[dict[str, object]] = field(default_factory=list)
    misses: list[dict[str, object]] = field(default_factory=list)
    participants: dict[str, list[dict[str, str]]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    files: int = 0


def collect(inputs: Iterable[Path]) -> ReportData:
    """Proposals, their blocks and likely misses of every annotated file; an unreadable file is
    a problem of its own, the others go on."""
    data = ReportData()
    for path, relative, _ in xml_files(inputs):
        key = relative.as_posix()
        try:
            root = parse_file(path).getroot()
        except TeianonError as err:
            data.problems.append(str(err))
            continue
        data.files += 1
        people = [p for tei_element in root.iter(tei("TEI")) for p in read_participants(tei_element)]
        data.participants[key] = [{"id": p.id, "name": (p.nicknames or p.names or ("",))[0]} for p in people]
        found = list(blocks(root, key))
        first = len(data.blocks)
        for block in found:
            post = block.element.tag in (tei("post"), tei("posting"))
            data.blocks.append({"d": key, "id": block.id, "w": block.who, "t": block.text, "k": int(post)})
        strings: dict[str, str] = {}
        for index, block in enumerate(found, first):
            for p in proposals(block):
                data.proposals.append({
                    "b": index, "s": p.span.start, "e": p.span.end, "t": p.span.text, "c": p.category,
                    "cert": p.cert or "high", "rule": p.rule or ("by hand" if not p.by_teianon else ""),
                    "p": p.corresp, "x": p.by_teianon, "k": p.public,
                })
                # A public name stays: its other occurrences are no likely misses.
                if len(p.span.text) >= MIN_MISS and not p.public:
                    strings.setdefault(p.span.text.casefold(), p.category)
        for person in people:
            for name in (*person.nicknames, *person.names):
                if len(name) >= MIN_MISS:
                    strings.setdefault(name.casefold(), "NICK#" + person.id)
        data.misses += _misses(found, first, strings)
    return data


def _misses(found: list[Block], first: int, strings: dict[str, str]) -> list[dict[str, object]]:
    """Unannotated occurrences of a proposed string or a participant's name."""
    if not strings:
        return []
    pattern = regex.compile(r"(?<![\p{L}\p{N}])(?:" + "|".join(
        regex.escape(s) for s in sorted(strings, key=len, reverse=True)) + r")(?![\p{L}\p{N}])", regex.IGNORECASE)
    misses = []
    for index, block in enumerate(found, first):
        taken = [span for element, span in block.spans.items() if element.tag in ANNOTATIONS]
        for m in pattern.finditer(block.text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            what = strings[m.group().casefold()]
            category, _, participant = what.partition("#")
            misses.append({"b": index, "s": m.start(), "e": m.end(), "t": m.group(), "c": category,
                           "p": "#" + participant if participant else ""})
    return misses


def render(data: ReportData, title: str) -> str:
    payload = {
        "title": title,
        "categories": [c.name for c in Category],
        "blocks": data.blocks,
        "proposals": data.proposals,
        "misses": data.misses,
        "participants": data.participants,
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
