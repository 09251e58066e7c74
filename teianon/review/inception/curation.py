"""The import: the decisions that turn the annotated files into the curated documents.

A curated CAS's text must be the text an export of the annotated file gives now (else its
offsets mean other words: the document is refused). Its annotations are compared with the
proposals by their place: kept as they were → ``accept``, another category → ``change``, a
participant set on a NICK → ``link``, gone → ``reject``, new → ``add``; a ``note`` goes with
the decision.

Because "gone" becomes ``reject``, a document whose proposals never reached the layer read
would turn every one of them into a leak. So a document is refused (one problem, no decisions)
where it has annotations of the other of teianon's layers (the wrong ``--layer``), or where none
of its proposals is left (INCEpTION leaves a layer's annotations out of documents uploaded
before the project had the layer), unless its curator deleted them all on purpose
(``allow_empty``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from ...mention import Category
from ..decisions import Decision
from ..proposals import Proposal, Span
from .document import Document, export_name, read_documents
from .typesystem import CUSTOM, LAYERS, load_cassis
from .xmi import Annotation, Curated, read_curated


@dataclass
class Imported:
    """The decisions of the curated documents read; a document with a problem gives none (its
    problems say why), so that the decisions of a document are all there or not at all."""

    decisions: list[Decision] = field(default_factory=list)
    documents: int = 0
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # The annotated files (keys) that no curated document read gives decisions for.
    undecided: list[str] = field(default_factory=list)
    annotated: int = 0


def import_curated(
    sources: Iterable[Path],
    annotated: Path,
    layer: str = "teianon",
    unchanged: str = "accept",
    user: str | None = None,
    allow_empty: Iterable[str] = (),
) -> Imported:
    """The decisions that turn the annotated files into the curated documents. A document of
    ``allow_empty`` (keys, as in the decisions) may have lost every proposal: its curator
    deleted them all, on purpose."""
    load_cassis()  # once, before any file: without it no file can be read
    result = Imported()
    documents = read_documents([annotated], result.problems)
    result.annotated = len(documents)
    emptied = set(allow_empty)
    for missing in sorted(emptied - documents.keys()):
        result.problems.append(f"--allow-empty {missing}: no annotated file {missing} in {annotated}")
    by_name: dict[str, list[str]] = {}
    for known in documents:
        for name in {known, export_name(known), export_name(known).removesuffix(".xmi"), PurePosixPath(known).name}:
            by_name.setdefault(name, []).append(known)
    seen: dict[str, str] = {}
    decided: set[str] = set()
    for curated in read_curated(sources, layer, user):
        if isinstance(curated, str):
            result.problems.append(curated)
            continue
        key = _match(curated, documents, by_name, annotated, result.problems)
        if key is None:
            continue
        if key in seen:
            result.problems.append(
                f"{curated.where}: {key} was read already, from {seen[key]}: give each document once"
            )
            continue
        seen[key] = curated.where
        problems = len(result.problems)
        decisions = _compare(documents[key], curated, layer, unchanged, result, key in emptied)
        if len(result.problems) == problems:
            result.documents += 1
            result.decisions += decisions
            decided.add(key)
    result.undecided = [key for key in documents if key not in decided]
    return result


def _match(
    curated: Curated,
    documents: dict[str, Document],
    by_name: dict[str, list[str]],
    annotated: Path,
    problems: list[str],
) -> str | None:
    """The annotated file a curated CAS is of: by its name (and its text), else by its text alone."""
    named: list[str] = []
    for name in curated.names:
        for candidate in (name, PurePosixPath(name).name, name.removesuffix(".xmi"), name.removesuffix(".zip")):
            named += [key for key in by_name.get(candidate, ()) if key not in named]
    for key in named:
        if documents[key].text == curated.text:
            return key
    if named:
        key = named[0]
        path = annotated / key if annotated.is_dir() else annotated
        problems.append(
            f"{curated.where}: its text is not the text of {path} "
            f"({_first_difference(documents[key], curated.text)}): was the file annotated again since the "
            "export, or the document's text edited? Export it again"
        )
        return None
    same = [key for key, document in documents.items() if document.text == curated.text]
    if len(same) == 1:
        return same[0]
    title = curated.names[0] if curated.names else "?"
    problems.append(
        f"{curated.where}: document {title!r} is not one of the annotated files in {annotated}"
        + (f" (its text is that of {len(same)} files)" if same else "")
    )
    return None


def _first_difference(document: Document, text: str) -> str:
    lines = text.split("\n")
    for number, block in enumerate(document.blocks):
        if number >= len(lines):
            return f"the CAS ends before line {number + 1}, block {block.id}"
        if lines[number] != block.text:
            return f"line {number + 1}, block {block.id}, differs"
    return f"the CAS has {len(lines) - len(document.blocks)} line(s) more"


def _compare(
    document: Document, curated: Curated, layer: str, unchanged: str, result: Imported, emptied: bool = False
) -> list[Decision]:
    where = curated.where
    misread = _misread(document, curated, layer)
    if misread:
        result.problems.append(f"{where}: {misread}")
        return []
    spans: dict[tuple[int, int, int], list[Annotation]] = {}
    for annotation in curated.annotations:
        if not 0 <= annotation.begin <= annotation.end <= len(curated.text):
            result.problems.append(
                f"{where}:{annotation.line}: the annotation at {annotation.begin}-{annotation.end} "
                f"lies outside the document's text (0-{len(curated.text)}) or ends before it begins"
            )
            continue
        place = _place(document, annotation)
        if place is None:
            result.problems.append(
                f"{where}:{annotation.line}: the annotation at {annotation.begin}-{annotation.end} "
                "reaches over more than one post or header line (one line of the text): mark the "
                "words in each post on their own"
            )
            continue
        if place[1] < place[2]:
            spans.setdefault(place, []).append(annotation)
    decided: list[tuple[tuple[int, int, int], Decision]] = []

    def decide(
        place: tuple[int, int, int], decision: str, category: str = "", corresp: str = "", note: str = ""
    ) -> None:
        block = document.blocks[place[0]]
        span = Span(document.key, block.id, place[1], place[2], block.text[place[1] : place[2]])
        decided.append((place, Decision(span, decision, category, corresp, 0, note)))

    proposed: dict[tuple[int, int, int], Proposal] = {}
    for index, proposal in document.proposals:
        place = (index, proposal.span.start, proposal.span.end)
        proposed.setdefault(place, proposal)
    if proposed and not emptied and not spans.keys() & proposed.keys():
        result.problems.append(f"{where}: {_vanished(document, curated, layer, len(proposed), len(spans))}")
        return []
    for place, proposal in proposed.items():
        found = spans.pop(place, [])
        if not found:
            decide(place, "reject")
            continue
        annotation = found[0]
        if len(found) > 1:
            result.warnings.append(
                f"{where}:{found[1].line}: warning: {len(found)} annotations on "
                f"{_words(document, place)!r}: the first is read"
            )
        category = _category(annotation, where, result)
        if category is None:
            continue
        participant = _participant(document, annotation, category, where, result, proposal.corresp)
        if layer == "teianon" and category == "NICK" and proposal.corresp and not annotation.participant.strip():
            result.warnings.append(
                f"{where}:{annotation.line}: warning: {_words(document, place)!r} keeps its "
                f"participant {proposal.corresp}: a NICK names one (delete the annotation, or "
                "make it another category, to unlink it)"
            )
        if participant and participant != proposal.corresp:
            decide(place, "link", corresp=participant, note=annotation.note)
        elif category != proposal.category:
            decide(place, "change", category, note=annotation.note)
        elif proposal.public and layer == "teianon" and not annotation.kept:
            decide(place, "change", category, note=annotation.note)  # "kept" cleared: replace the name
        elif (unchanged == "accept" and proposal.by_teianon) or annotation.note:
            decide(place, "accept", note=annotation.note)
    for place, found in spans.items():
        annotation = found[0]
        category = _category(annotation, where, result)
        if category is None:
            continue
        participant = _participant(document, annotation, category, where, result)
        decide(place, "add", category, participant, annotation.note)
    decided.sort(key=lambda item: item[0])
    return [decision for _, decision in decided]


def _misread(document: Document, curated: Curated, layer: str) -> str:
    """Why the annotations of the curated document are not what ``layer`` reads ("" if they
    are): the other of teianon's layers has some, so the document was exported, or curated,
    on that one. Read with the wrong layer, every proposal would be rejected."""
    other = next(key for key in LAYERS if key != layer)
    count = curated.unread.get(LAYERS[other], 0)
    if not count:
        return ""
    if layer == "teianon":
        return (
            f"{count} annotation(s) on INCEpTION's Named Entity layer, which --layer teianon does not read: "
            "if the export was made with --layer named-entity, import with it too; else they were marked on the "
            "wrong layer: move them to the layer TeianonReference in INCEpTION and export again"
        )
    return (
        f"{count} annotation(s) on the layer TeianonReference, which --layer named-entity does not read: the "
        "export was made with --layer teianon: import with it too"
    )


def _vanished(document: Document, curated: Curated, layer: str, proposals: int, annotations: int) -> str:
    """Why a document none of whose proposals is left is refused: far more often than a curator
    who deleted every one, the layer did not reach INCEpTION (or the wrong one is read), and
    every proposal would become a ``reject``."""
    name = "TeianonReference" if layer == "teianon" else "Named Entity"
    found = (
        f"it has {annotations} annotation(s) of its own there, none where a proposal was"
        if annotations
        else "it has no annotation there"
    )
    if layer == "teianon":
        why = (
            "were the documents uploaded before TypeSystem.xml was imported into the project's layers? INCEpTION "
            "then leaves the layer's annotations out: import the layer, upload the documents again and curate them"
        )
    else:
        why = (
            "was the export made with --layer teianon? Then import with it too (its layer must be in the project "
            "before the documents are uploaded, or INCEpTION leaves its annotations out)"
        )
    custom = ", ".join(
        f"{count} of {kind.removeprefix(CUSTOM)}"
        for kind, count in sorted(curated.unread.items())
        if kind.startswith(CUSTOM)
    )
    if custom:
        why += f" (it has annotations on other layers of the project, which teianon does not read: {custom})"
    return (
        f"none of the {proposals} proposal(s) the export wrote for {document.key} is left on the layer {name}, "
        f"which --layer {layer} reads ({found}): {why}; if the curator deleted every one on purpose, give "
        f"--allow-empty {document.key}"
    )


def _place(document: Document, annotation: Annotation) -> tuple[int, int, int] | None:
    """(block index, start, end) of an annotation, white space at its edges left out."""
    index = document.block_at(annotation.begin)
    if index < 0:
        return None
    start, end = annotation.begin - document.starts[index], annotation.end - document.starts[index]
    text = document.blocks[index].text
    if end > len(text):
        return None
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return index, start, end


def _words(document: Document, place: tuple[int, int, int]) -> str:
    return document.blocks[place[0]].text[place[1] : place[2]]


def _category(annotation: Annotation, where: str, result: Imported) -> str | None:
    category = Category.from_markup("name", annotation.category)
    if category is None:
        value = annotation.category.strip()
        result.problems.append(
            f"{where}:{annotation.line}: "
            + (
                f"category {value!r} is not one of {', '.join(Category.__members__)}"
                if value
                else "an annotation without a category: give it one, or delete it"
            )
        )
        return None
    return category.name


def _participant(
    document: Document, annotation: Annotation, category: str, where: str, result: Imported, exported: str = ""
) -> str:
    """The participant (``#A03``) an annotation names, by id or by name; "" for none. The one
    the export wrote on a NICK the curator made another category is no news."""
    value = " ".join(annotation.participant.split())
    if not value:
        return ""
    if category != "NICK":
        if exported and value.split()[0].lstrip("#") == exported.lstrip("#"):
            return ""
        result.warnings.append(
            f"{where}:{annotation.line}: warning: participant {value!r} on a {category} is left "
            "out: only a NICK names a participant"
        )
        return ""
    first = value.split()[0].lstrip("#")
    if first in document.participants:
        return "#" + first
    folded = value.casefold()
    for pid, names in document.participants.items():
        if any(n.casefold() == folded for n in names):
            return "#" + pid
    result.problems.append(
        f"{where}:{annotation.line}: participant {value!r} is not a participant of "
        f"{document.key} (see participants.tsv of the export)"
    )
    return ""
