"""The export: one CAS per annotated file, with ``TypeSystem.xml`` (the layer), the tag set and
the participants beside the files.

Each block of the file is a DKPro Core ``Sentence``, its words ``Token`` s (INCEpTION shows
words and snaps selections to them), and every proposal a span of the custom layer
:data:`~.typesystem.LAYER` (category, certainty, rule, participant, origin, why kept) or, with
``layer="named-entity"``, of DKPro Core's ``NamedEntity`` (the category in ``value``; nothing
else fits there)."""

from __future__ import annotations

import itertools
import re
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ...read.xmlio import write_atomic
from ..proposals import Block
from .document import Document, export_name, read_documents
from .typesystem import LAYERS, METADATA, SENTENCE, TOKEN, load_cassis, tagset, type_system

if TYPE_CHECKING:
    from cassis import Cas

# Leading and trailing punctuation of a word is a token of its own, as a tokeniser would cut it.
_EDGE_PUNCTUATION = re.compile(r"^[^\w]+|[^\w]+$")


def _tokens(block: Block) -> Iterator[tuple[int, int]]:
    """The words of a block, cut where markup begins or ends (so that every annotation starts
    and ends at a token) and with leading and trailing punctuation cut off."""
    cuts = {edge for start, end in block.spans.values() for edge in (start, end)}
    for word in re.finditer(r"\S+", block.text):
        points = {word.start(), word.end()}
        points.update(c for c in cuts if word.start() < c < word.end())
        for edge in _EDGE_PUNCTUATION.finditer(word.group()):
            points.update(range(word.start() + edge.start(), word.start() + edge.end() + 1))
        ordered = sorted(points)
        yield from itertools.pairwise(ordered)


def to_cas(document: Document, layer: str = "teianon") -> Cas:
    ts = type_system()
    cas = load_cassis().Cas(typesystem=ts)
    cas.sofa_string = document.text
    cas.add(
        ts.get_type(METADATA)(
            begin=0,
            end=len(document.text),
            language=document.language,
            documentTitle=document.key,
            documentId=document.key,
        )
    )
    sentence, token = ts.get_type(SENTENCE), ts.get_type(TOKEN)
    for block, start in zip(document.blocks, document.starts, strict=True):
        # INCEpTION refuses a document whose annotations (sentences too) begin or end with white
        # space (its CAS Doctor's checks run on import, and fail it): a post's text may end in one.
        cas.add(sentence(begin=start, end=start + len(block.text.rstrip())))
        for begin, end in _tokens(block):
            cas.add(token(begin=start + begin, end=start + end))
    annotation = ts.get_type(LAYERS[layer])
    for index, proposal in document.proposals:
        begin = document.starts[index] + proposal.span.start
        end = document.starts[index] + proposal.span.end
        if layer == "named-entity":
            cas.add(annotation(begin=begin, end=end, value=proposal.category))
            continue
        names = document.participants.get(proposal.corresp.lstrip("#"), ())
        values = {
            "category": proposal.category,
            "participant": proposal.corresp or None,
            "participantName": names[0] if names else None,
            "certainty": proposal.cert or "high",
            "rule": proposal.rule or None,
            "origin": "teianon" if proposal.by_teianon else "corpus",
            "kept": proposal.public or None,
        }
        cas.add(annotation(begin=begin, end=end, **{k: v for k, v in values.items() if v is not None}))
    return cas


@dataclass
class Exported:
    documents: int = 0
    proposals: int = 0
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def export(inputs: Iterable[Path], output: Path, layer: str = "teianon") -> Exported:
    """Write one XMI per annotated file into ``output``, with ``TypeSystem.xml`` (the layer),
    ``teianon-categories.json`` (the tag set) and ``participants.tsv`` (document, id, names:
    what a NICK's participant may be set to)."""
    load_cassis()
    result = Exported()
    documents = read_documents(inputs, result.problems)
    names: dict[str, str] = {}
    rows = ["document\tid\tnames"]
    for key, document in documents.items():
        name = export_name(key)
        if name in names:
            result.problems.append(f"{key}: exported as {name}, as {names[name]} is: rename one of them")
            continue
        names[name] = key
        if document.anonymised:
            result.warnings.append(
                f"{key}: warning: {document.anonymised}; export the annotated files "
                "(annotate -o, run --annotated), not the output"
            )
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # cassis's notes on its own internals are no user's business
            data = to_cas(document, layer).to_xmi().encode("utf-8")
        _write(output / name, data)
        result.documents += 1
        result.proposals += len(document.proposals)
        rows += [f"{key}\t#{pid}\t{' / '.join(n)}" for pid, n in document.participants.items()]
    typesystem = type_system().to_xml().encode("utf-8")
    _write(output / "TypeSystem.xml", typesystem)
    _write(output / "teianon-categories.json", tagset().encode("utf-8"))
    _write(output / "participants.tsv", ("\n".join(rows) + "\n").encode("utf-8"))
    return result


def _write(path: Path, data: bytes) -> None:
    def write(out: IO[bytes]) -> None:
        out.write(data)

    write_atomic(path, write)
