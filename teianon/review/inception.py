"""Reviewing in INCEpTION (Klie et al. 2018): the proposals out as UIMA CAS XMI, the curated
documents back as a decisions file.

**Export.** One CAS per annotated file. Its text is the file's blocks
(:func:`teianon.review.proposals.blocks`), one block a line, so that an offset in the CAS is a
block and an offset in that block's plain text, the same offsets the decisions file uses. Each
block is a DKPro Core ``Sentence``, its words ``Token`` s (INCEpTION shows words and snaps
selections to them), and every proposal a span of the custom layer :data:`LAYER` (category,
certainty, rule, participant, origin, why kept) or, with ``layer="named-entity"``, of DKPro
Core's ``NamedEntity`` (the category in ``value``; nothing else fits there). ``TypeSystem.xml``
beside the files defines :data:`LAYER` for INCEpTION's layer import.

**Import.** A curated CAS is read back with cassis, leniently: only the types teianon wrote
are kept, whatever else INCEpTION added is left out before cassis sees the file. Its text must
be the text an export of the annotated file gives now (else the offsets mean other words: the
document is refused). Its annotations are compared with the proposals: kept as they were →
``accept``, another category → ``change``, a participant set on a NICK → ``link``, gone →
``reject``, new → ``add``; a ``note`` goes with the decision.

cassis (dkpro-cassis, Apache-2.0, by the makers of INCEpTION) reads and writes the XMI: the
UTF-16 offsets of UIMA and Python's code-point offsets differ wherever a post holds an emoji,
and cassis converts them both ways. It is an optional extra (``pip install 'teianon[inception]'``).
"""

from __future__ import annotations

import bisect
import io
import itertools
import json
import re
import warnings
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from types import ModuleType
from typing import TYPE_CHECKING

from lxml import etree

from ..errors import InputError, TeianonError
from ..mention import Category
from ..read.files import xml_files
from ..read.tei import read_participants, tei
from ..read.xmlio import max_file_bytes, parse_bytes, parse_file, read_file, write_atomic
from .decisions import Decision
from .proposals import Block, Proposal, Span, blocks, proposals

if TYPE_CHECKING:
    from cassis import Cas, TypeSystem

# The custom layer: INCEpTION names the UIMA types of the layers a project creates
# webanno.custom.<Name>; importing TypeSystem.xml into a project's layers creates it as a span layer.
LAYER = "webanno.custom.TeianonReference"
NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity"
SENTENCE = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence"
TOKEN = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token"
METADATA = "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData"
LAYERS = {"teianon": LAYER, "named-entity": NAMED_ENTITY}

# The features of LAYER, with what the layer settings show of each.
FEATURES = (
    ("category", ("The category (PER, NICK, ORG, LOC, GPE, GEO_DE, OTH, ROOM, URL, EMAIL, NUMBER, IMPLICIT, "
                  "CITATION): change it to change the category.")),
    ("participant", "The participant a NICK names (#A03, or the participant's name): set it to link a NICK."),
    ("participantName", "The name of that participant in the document's header (for reading only)."),
    ("certainty", "How sure teianon is: high, medium or low (for reading only)."),
    ("rule", "The rule that proposed the reference (for reading only)."),
    ("origin", "teianon: teianon's proposal; corpus: the corpus's own annotation (for reading only)."),
    ("kept", ("Why a name of the public sphere is kept as written (notable, context, ...): clear it to have "
              "the name replaced.")),
    ("note", "The reviewer's words on the decision (never applied)."),
)
_METADATA_FEATURES = ("documentTitle", "documentId", "documentUri", "collectionId", "documentBaseUri")

XMI_NS = "http://www.omg.org/XMI"
_XMI_ID = f"{{{XMI_NS}}}id"
_CAS_NS = "http:///uima/cas.ecore"
# Leading and trailing punctuation of a word is a token of its own, as a tokeniser would cut it.
_EDGE_PUNCTUATION = re.compile(r"^[^\w]+|[^\w]+$")
_XML_11 = re.compile(rb"\A(?:\xef\xbb\xbf)?<\?xml\s+version\s*=\s*[\"']1\.1[\"']")
# The folders of an INCEpTION project export.
_PROJECT_FOLDERS = frozenset({"curation", "curation_ser", "annotation", "annotation_ser", "source"})


def _cassis() -> ModuleType:
    """The cassis module, imported where needed: it is an optional extra."""
    try:
        import cassis
    except ImportError:
        raise TeianonError("INCEpTION files need dkpro-cassis: pip install 'teianon[inception]'") from None
    return cassis


def type_system() -> TypeSystem:
    """The types teianon's XMI uses: DKPro Core's segmentation, metadata and named entity types
    (as far as teianon fills them) and :data:`LAYER`."""
    cassis = _cassis()
    ts = cassis.TypeSystem()
    metadata = ts.create_type(METADATA, supertypeName="uima.tcas.DocumentAnnotation")
    for name in _METADATA_FEATURES:
        ts.create_feature(metadata, name, "uima.cas.String")
    ts.create_feature(metadata, "isLastSegment", "uima.cas.Boolean")
    ts.create_type(SENTENCE, description="A block of the TEI file: a post, or a header line.")
    ts.create_type(TOKEN)
    entity = ts.create_type(NAMED_ENTITY)
    ts.create_feature(entity, "value", "uima.cas.String")
    ts.create_feature(entity, "identifier", "uima.cas.String")
    layer = ts.create_type(LAYER, description="A reference teianon proposes, or the corpus already annotates.")
    for name, description in FEATURES:
        ts.create_feature(layer, name, "uima.cas.String", description=description)
    return ts


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

    def block_at(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) - 1


def read_document(path: Path, key: str) -> Document:
    root = parse_file(path).getroot()
    found = list(blocks(root, key))
    starts, position = [], 0
    for block in found:
        starts.append(position)
        position += len(block.text) + 1
    participants: dict[str, tuple[str, ...]] = {}
    for document in root.iter(tei("TEI")):
        for person in read_participants(document):
            participants.setdefault(person.id, (*person.nicknames, *person.names))
    language = root.get("{http://www.w3.org/XML/1998/namespace}lang") or next(
        (t.get("{http://www.w3.org/XML/1998/namespace}lang") for t in root.iter(tei("TEI"))
         if t.get("{http://www.w3.org/XML/1998/namespace}lang")), "x-unspecified")
    return Document(key, found, starts, "\n".join(b.text for b in found),
                    [(i, p) for i, block in enumerate(found) for p in proposals(block)], participants, language)


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
    cas = _cassis().Cas(typesystem=ts)
    cas.sofa_string = document.text
    cas.add(ts.get_type(METADATA)(begin=0, end=len(document.text), language=document.language,
                                  documentTitle=document.key, documentId=document.key))
    sentence, token = ts.get_type(SENTENCE), ts.get_type(TOKEN)
    for block, start in zip(document.blocks, document.starts):
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


TAGSET = "teianon categories"


def tagset() -> str:
    """The 13 categories as a tag set in the JSON form INCEpTION's tag set import reads (the form
    of the tag sets INCEpTION ships, such as its Named Entity tags): for the ``category`` feature
    (or Named Entity's ``value``), so that a curator picks a category instead of typing one."""
    tags = [{"tag_name": c.name, "tag_description": c.long_form} for c in Category]
    return json.dumps({"name": TAGSET, "description": "The 13 categories of the Dortmund Chat Corpus 2.1 "
                       "(Lüngen et al. 2017), as teianon writes them", "language": "mul", "tags": tags,
                       "create_tag": False}, ensure_ascii=False, indent=2) + "\n"


def export(inputs: Iterable[Path], output: Path, layer: str = "teianon") -> Exported:
    """Write one XMI per annotated file into ``output``, with ``TypeSystem.xml`` (the layer),
    ``teianon-categories.json`` (the tag set) and ``participants.tsv`` (document, id, names:
    what a NICK's participant may be set to)."""
    _cassis()
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
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # cassis's notes on its own internals are no user's business
            data = to_cas(document, layer).to_xmi().encode("utf-8")
        write_atomic(output / name, lambda out, data=data: out.write(data))
        result.documents += 1
        result.proposals += len(document.proposals)
        rows += [f"{key}\t#{pid}\t{' / '.join(n)}" for pid, n in document.participants.items()]
    typesystem = type_system().to_xml().encode("utf-8")
    write_atomic(output / "TypeSystem.xml", lambda out: out.write(typesystem))
    categories = tagset().encode("utf-8")
    write_atomic(output / "teianon-categories.json", lambda out: out.write(categories))
    participants = ("\n".join(rows) + "\n").encode("utf-8")
    write_atomic(output / "participants.tsv", lambda out: out.write(participants))
    return result


# ---------------------------------------------------------------------------------------------
# Import


@dataclass(frozen=True)
class Annotation:
    begin: int
    end: int
    category: str
    participant: str
    kept: str
    note: str
    line: int


@dataclass
class Curated:
    """What teianon reads of a curated CAS: its text, the names it may go by, its annotations."""

    where: str
    text: str
    names: tuple[str, ...]
    annotations: list[Annotation]


def read_curated(sources: Iterable[Path], layer: str = "teianon", user: str | None = None) -> Iterator[Curated | str]:
    """The curated CASes of files, folders and zips (a document's export from INCEpTION, or a
    project's export: its ``curation/`` folder, or an annotator's documents with ``user``);
    a file that cannot be read is one line (a string) instead."""
    for source in sources:
        if source.is_dir():
            paths = sorted(p for p in source.rglob("*") if p.suffix.lower() in (".xmi", ".zip") and p.is_file()
                           and not any(part.startswith(".") for part in p.relative_to(source).parts))
            if not paths:
                yield f"{source}: no .xmi or .zip file in this folder"
        else:
            paths = [source]
        for path in paths:
            try:
                if path.suffix.lower() == ".zip":
                    yield from _read_zip(read_file(path), str(path), layer, user, ())
                else:
                    yield read_xmi(read_file(path), str(path), layer, (path.name,))
            except TeianonError as err:
                yield str(err)


def _read_zip(data: bytes, where: str, layer: str, user: str | None, names: tuple[str, ...],
              nested: bool = False) -> Iterator[Curated | str]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        entries = {info.filename.lstrip("/"): info for info in archive.infolist() if not info.is_dir()}
    except (zipfile.BadZipFile, OSError) as err:
        raise InputError(f"not a zip file INCEpTION wrote: {err}", where) from None

    def read(name: str) -> bytes:
        info = entries[name]
        if info.file_size > max_file_bytes():
            raise InputError(f"{name} is too large ({info.file_size / 1048576:.0f} MB)", where)
        try:
            return archive.read(info)
        except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError) as err:
            raise InputError(f"cannot read {name}: {err}", where) from None

    parts = {name: PurePosixPath(name).parts for name in entries}
    project = any(p[0] in _PROJECT_FOLDERS and len(p) > 1 for p in parts.values()) or any(
        n.startswith("exportedproject") and n.endswith(".json") for n in entries)
    if project and not nested:
        # A project's export (backup archive, or curated documents only): each curated document
        # in curation/<document>/, an annotator's in annotation/<document>/<user>.*, in the
        # (secondary) format chosen beside INCEpTION's own binary form (.ser).
        folder, owner = ("annotation", user) if user else ("curation", "CURATION_USER")
        mine = [n for n in sorted(entries) if len(parts[n]) == 3 and parts[n][0] == folder
                and (not user or PurePosixPath(n).stem == user)]
        chosen = [n for n in mine if PurePosixPath(n).suffix.lower() in (".zip", ".xmi")]
        if not chosen:
            others = [n for n in mine if PurePosixPath(n).suffix.lower() != ".ser"]
            if others:
                hint = (f"its documents are in another format ({PurePosixPath(others[0]).name}): export it again "
                        "with the format UIMA CAS XMI (XML 1.0)")
            elif mine or any(p[0] == folder + "_ser" for p in parts.values()):
                hint = ("its documents are only in INCEpTION's binary form (.ser): export it again with the "
                        "(secondary) format UIMA CAS XMI (XML 1.0)")
            else:
                hint = (f"is {user!r} an annotator of this project?" if user else
                        "finish the curation (or name an annotator with --user) and export the project again")
            raise InputError(f"a project export without {folder}/<document>/{owner}.zip: {hint}", where)
        for name in chosen:
            document = parts[name][1]
            inner = f"{where}/{name}"
            try:
                if name.lower().endswith(".zip"):
                    yield from _read_zip(read(name), inner, layer, user, (document,), nested=True)
                else:
                    yield read_xmi(read(name), inner, layer, (document,))
            except TeianonError as err:
                yield str(err)
        return
    xmis = [n for n in sorted(entries) if n.lower().endswith(".xmi")]
    if not xmis:
        raise InputError("no .xmi file in this zip: export the document as UIMA CAS XMI (XML 1.0)", where)
    for name in xmis:
        try:
            yield read_xmi(read(name), f"{where}/{name}", layer, (*names, PurePosixPath(where).name, name))
        except TeianonError as err:
            yield str(err)


def read_xmi(data: bytes, where: str, layer: str = "teianon", names: tuple[str, ...] = ()) -> Curated:
    """A curated CAS from the bytes of an XMI file, parsed safely (no DTD, no entities) and
    with cassis; of its annotations only those of ``layer``."""
    if _XML_11.match(data):
        raise InputError("UIMA CAS XMI in XML 1.1: export it again as UIMA CAS XMI (XML 1.0)", where, 1)
    root = parse_bytes(data, where).getroot()
    if root.tag != f"{{{XMI_NS}}}XMI":
        raise InputError(f"not a UIMA CAS XMI file (its root is <{etree.QName(root).localname}>, not <xmi:XMI>)",
                         where, root.sourceline)
    ts = type_system()
    lines = _keep_known(root, ts)
    cassis = _cassis()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cas = cassis.load_cas_from_xmi(io.BytesIO(etree.tostring(root)), typesystem=ts, lenient=True)
        view = cas.get_view("_InitialView")
        text = view.sofa_string or ""
    except TeianonError:
        raise
    except Exception as err:  # noqa: BLE001 - cassis raises what its parsing meets: one line, no traceback
        message = str(err)
        message = message if len(message) <= 200 else message[:200] + "…"
        raise InputError(f"cannot read this UIMA CAS XMI: {type(err).__name__}: {message}", where) from None
    titles = tuple(t for fs in view.select(METADATA) for t in (fs.get("documentTitle"), fs.get("documentId")) if t)
    found = []
    for fs in view.select(LAYERS[layer]):
        line = lines.get(fs.xmiID, 0)
        if layer == "named-entity":
            found.append(Annotation(fs.begin, fs.end, fs.get("value") or "", "", "", "", line))
        else:
            found.append(Annotation(fs.begin, fs.end, fs.get("category") or "", fs.get("participant") or "",
                                    fs.get("kept") or "", fs.get("note") or "", line))
    return Curated(where, text, (*titles, *names), found)


def _type_name(tag: str) -> str:
    # {http:///de/tudarmstadt/ukp/dkpro/core/api/ner/type.ecore}NamedEntity -> de.tudarmstadt...NamedEntity
    namespace, _, local = tag[1:].partition("}")
    package = namespace.removeprefix("http:///").removesuffix(".ecore").replace("/", ".")
    return f"{package}.{local}"


def _keep_known(root: etree._Element, ts: TypeSystem) -> dict[int, int]:
    """Leave in the XMI only the feature structures of the types teianon reads, with only their
    features: whatever else a project adds (its other layers, INCEpTION's bookkeeping, features
    a team added to the layer) is no concern of the decisions. Returns each kept structure's
    line, by xmi:id."""
    keep = {METADATA, LAYER, NAMED_ENTITY}
    kept: set[str] = set()
    lines: dict[int, int] = {}
    views = []
    for element in list(root):
        if not isinstance(element.tag, str):
            root.remove(element)
            continue
        namespace = etree.QName(element).namespace
        if namespace == _CAS_NS:
            if etree.QName(element).localname == "View":
                views.append(element)
            elif etree.QName(element).localname not in ("Sofa", "NULL"):
                root.remove(element)
            continue
        name = _type_name(element.tag)
        if name not in keep:
            root.remove(element)
            continue
        allowed = {"sofa", "begin", "end", _XMI_ID, *(f.name for f in ts.get_type(name).all_features)}
        for attribute in list(element.attrib):
            if attribute not in allowed:
                del element.attrib[attribute]
        for child in list(element):
            if not isinstance(child.tag, str) or etree.QName(child).localname not in allowed:
                element.remove(child)
        identifier = element.get(_XMI_ID)
        if identifier is not None:
            kept.add(identifier)
            if identifier.isdigit():
                lines[int(identifier)] = element.sourceline or 0
    for view in views:
        members = [m for m in (view.get("members") or "").split() if m in kept]
        view.set("members", " ".join(members))
        for attribute in list(view.attrib):
            if attribute not in ("sofa", "members"):
                del view.attrib[attribute]
    return lines


@dataclass
class Imported:
    decisions: list[Decision] = field(default_factory=list)
    documents: int = 0
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def import_curated(sources: Iterable[Path], annotated: Path, layer: str = "teianon", unchanged: str = "accept",
                   user: str | None = None) -> Imported:
    """The decisions that turn the annotated files into the curated documents."""
    _cassis()  # once, before any file: without it no file can be read
    result = Imported()
    documents = read_documents([annotated], result.problems)
    by_name: dict[str, list[str]] = {}
    for key in documents:
        for name in {key, export_name(key), export_name(key).removesuffix(".xmi"), PurePosixPath(key).name}:
            by_name.setdefault(name, []).append(key)
    seen: dict[str, str] = {}
    for curated in read_curated(sources, layer, user):
        if isinstance(curated, str):
            result.problems.append(curated)
            continue
        key = _match(curated, documents, by_name, annotated, result.problems)
        if key is None:
            continue
        if key in seen:
            result.problems.append(f"{curated.where}: {key} was read already, from {seen[key]}: give each "
                                   "document once")
            continue
        seen[key] = curated.where
        result.documents += 1
        result.decisions += _compare(documents[key], curated, layer, unchanged, result)
    return result


def _match(curated: Curated, documents: dict[str, Document], by_name: dict[str, list[str]], annotated: Path,
           problems: list[str]) -> str | None:
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
        problems.append(f"{curated.where}: its text is not the text of {path} "
                        f"({_first_difference(documents[key], curated.text)}): was the file annotated again since the "
                        "export, or the document's text edited? Export it again")
        return None
    same = [key for key, document in documents.items() if document.text == curated.text]
    if len(same) == 1:
        return same[0]
    title = curated.names[0] if curated.names else "?"
    problems.append(f"{curated.where}: document {title!r} is not one of the annotated files in {annotated}"
                    + (f" (its text is that of {len(same)} files)" if same else ""))
    return None


def _first_difference(document: Document, text: str) -> str:
    lines = text.split("\n")
    for number, block in enumerate(document.blocks):
        if number >= len(lines):
            return f"the CAS ends before line {number + 1}, block {block.id}"
        if lines[number] != block.text:
            return f"line {number + 1}, block {block.id}, differs"
    return f"the CAS has {len(lines) - len(document.blocks)} line(s) more"


def _compare(document: Document, curated: Curated, layer: str, unchanged: str, result: Imported) -> list[Decision]:
    where = curated.where
    spans: dict[tuple[int, int, int], list[Annotation]] = {}
    for annotation in curated.annotations:
        place = _place(document, annotation)
        if place is None:
            result.problems.append(f"{where}:{annotation.line}: the annotation at {annotation.begin}-{annotation.end} "
                                   "reaches over more than one post or header line (one line of the text): mark the "
                                   "words in each post on their own")
            continue
        if place[1] < place[2]:
            spans.setdefault(place, []).append(annotation)
    decided: list[tuple[tuple[int, int, int], Decision]] = []

    def decide(place: tuple[int, int, int], decision: str, category: str = "", corresp: str = "",
               note: str = "") -> None:
        block = document.blocks[place[0]]
        span = Span(document.key, block.id, place[1], place[2], block.text[place[1]:place[2]])
        decided.append((place, Decision(span, decision, category, corresp, 0, note)))

    proposed = {}
    for index, proposal in document.proposals:
        place = (index, proposal.span.start, proposal.span.end)
        proposed.setdefault(place, proposal)
    for place, proposal in proposed.items():
        found = spans.pop(place, [])
        if not found:
            decide(place, "reject")
            continue
        annotation = found[0]
        if len(found) > 1:
            result.warnings.append(f"{where}:{found[1].line}: warning: {len(found)} annotations on "
                                   f"{_words(document, place)!r}: the first is read")
        category = _category(annotation, where, result)
        if category is None:
            continue
        participant = _participant(document, annotation, category, where, result, proposal.corresp)
        if layer == "teianon" and category == "NICK" and proposal.corresp and not annotation.participant.strip():
            result.warnings.append(f"{where}:{annotation.line}: warning: {_words(document, place)!r} keeps its "
                                   f"participant {proposal.corresp}: a NICK names one (delete the annotation, or "
                                   "make it another category, to unlink it)")
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
    return document.blocks[place[0]].text[place[1]:place[2]]


def _category(annotation: Annotation, where: str, result: Imported) -> str | None:
    category = Category.from_markup("name", annotation.category)
    if category is None:
        value = annotation.category.strip()
        result.problems.append(f"{where}:{annotation.line}: " + (
            f"category {value!r} is not one of {', '.join(Category.__members__)}" if value
            else "an annotation without a category: give it one, or delete it"))
        return None
    return category.name


def _participant(document: Document, annotation: Annotation, category: str, where: str, result: Imported,
                 exported: str = "") -> str:
    """The participant (``#A03``) an annotation names, by id or by name; "" for none. The one
    the export wrote on a NICK the curator made another category is no news."""
    value = " ".join(annotation.participant.split())
    if not value:
        return ""
    if category != "NICK":
        if exported and value.split()[0].lstrip("#") == exported.lstrip("#"):
            return ""
        result.warnings.append(f"{where}:{annotation.line}: warning: participant {value!r} on a {category} is left "
                               "out: only a NICK names a participant")
        return ""
    first = value.split()[0].lstrip("#")
    if first in document.participants:
        return "#" + first
    folded = value.casefold()
    for pid, names in document.participants.items():
        if any(n.casefold() == folded for n in names):
            return "#" + pid
    result.problems.append(f"{where}:{annotation.line}: participant {value!r} is not a participant of "
                           f"{document.key} (see participants.tsv of the export)")
    return ""
