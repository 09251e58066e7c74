"""An annotated file as INCEpTION sees it: the text of its blocks (posts and header lines), one
a line, so that an offset in the CAS is a block and an offset in that block's plain text, the
offsets of the decisions file; its proposals and participants."""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ...errors import TeianonError
from ...read.files import xml_files
from ...read.tei import XML_NS, read_participants, tei
from ...read.xmlio import parse_file
from ..proposals import Block, Proposal, blocks, proposals
from ..report import anonymised


@dataclass
class Document:
    """An annotated file as INCEpTION sees it: the blocks' texts, one a line."""

    key: str
    blocks: list[Block]
    starts: list[int]
    text: str
    proposals: list[tuple[int, Proposal]]
    participants: dict[str, tuple[str, ...]]
    language: str
    # Why the file looks anonymised already ("" where it does not): its proposals are placeholders.
    anonymised: str = ""

    def block_at(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) - 1


def read_document(path: Path, key: str) -> Document:
    root = parse_file(path).getroot()
    found = list(blocks(root, key))
    starts: list[int] = []
    position = 0
    for block in found:
        starts.append(position)
        position += len(block.text) + 1
    participants: dict[str, tuple[str, ...]] = {}
    for document in root.iter(tei("TEI")):
        for person in read_participants(document):
            participants.setdefault(person.id, (*person.nicknames, *person.names))
    lang = f"{{{XML_NS}}}lang"
    languages = (t.get(lang) for t in root.iter(tei("TEI")))
    language = root.get(lang) or next((found for found in languages if found), "x-unspecified")
    return Document(
        key,
        found,
        starts,
        "\n".join(b.text for b in found),
        [(i, p) for i, block in enumerate(found) for p in proposals(block)],
        participants,
        language,
        anonymised(root),
    )


def read_documents(inputs: Iterable[Path], problems: list[str]) -> dict[str, Document]:
    """The annotated files by their key (the path under the folder given, as in decisions)."""
    found: dict[str, Document] = {}
    for path, relative, _ in xml_files(inputs):
        try:
            found[relative.as_posix()] = read_document(path, relative.as_posix())
        except TeianonError as err:
            problems.append(str(err))
    return found


def export_name(key: str) -> str:
    """The XMI file of a document: its key with folders joined by ``__`` (INCEpTION keeps only
    the name of an uploaded file)."""
    return key.replace("/", "__") + ".xmi"
