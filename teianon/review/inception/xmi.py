"""Reading curated documents back: UIMA CAS XMI files, the zips INCEpTION exports (a
document's, or a project's with its ``curation/`` folder), folders of them, parsed as every
input is (no DTD, no entities, nothing fetched, sizes bounded).

A CAS is read with cassis, leniently: only the types teianon wrote are kept, with only their
features; whatever else INCEpTION added (other layers, its bookkeeping, features a team added
to the layer) is left out before cassis sees the file."""

from __future__ import annotations

import io
import re
import warnings
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from lxml import etree

from ...errors import InputError, TeianonError, line_of
from ...read.xmlio import max_file_bytes, parse_bytes, read_file
from .typesystem import CUSTOM, LAYER, LAYERS, METADATA, NAMED_ENTITY, load_cassis, type_system

if TYPE_CHECKING:
    from cassis import TypeSystem

XMI_NS = "http://www.omg.org/XMI"
_XMI_ID = f"{{{XMI_NS}}}id"
_CAS_NS = "http:///uima/cas.ecore"
_XML_11 = re.compile(rb"\A(?:\xef\xbb\xbf)?<\?xml\s+version\s*=\s*[\"']1\.1[\"']")
# The folders of an INCEpTION project export.
_PROJECT_FOLDERS = frozenset({"curation", "curation_ser", "annotation", "annotation_ser", "source"})


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
    """What teianon reads of a curated CAS: its text, the names it may go by, its annotations of
    the layer read, and how many annotations it has of layers not read, by type: the other of
    teianon's two layers, and any custom layer of the project (``webanno.custom.*``). Those
    tell a document read with the wrong ``--layer`` from one whose curator deleted everything."""

    where: str
    text: str
    names: tuple[str, ...]
    annotations: list[Annotation]
    unread: dict[str, int] = field(default_factory=dict)


def read_curated(sources: Iterable[Path], layer: str = "teianon", user: str | None = None) -> Iterator[Curated | str]:
    """The curated CASes of files, folders and zips (a document's export from INCEpTION, or a
    project's export: its ``curation/`` folder, or an annotator's documents with ``user``);
    a file that cannot be read is one line (a string) instead."""
    for source in sources:
        if source.is_dir():
            paths = sorted(
                p
                for p in source.rglob("*")
                if p.suffix.lower() in (".xmi", ".zip")
                and p.is_file()
                and not any(part.startswith(".") for part in p.relative_to(source).parts)
            )
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


def _read_zip(
    data: bytes, where: str, layer: str, user: str | None, names: tuple[str, ...], nested: bool = False
) -> Iterator[Curated | str]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        entries = {info.filename.lstrip("/"): info for info in archive.infolist() if not info.is_dir()}
    except (zipfile.BadZipFile, OSError) as err:
        raise InputError(f"not a zip file INCEpTION wrote: {err}", where) from None

    def read(name: str) -> bytes:
        info = entries[name]
        if 0 < max_file_bytes() < info.file_size:
            raise InputError(f"{name} is too large ({info.file_size / 1048576:.0f} MB)", where)
        try:
            return archive.read(info)
        except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError) as err:
            raise InputError(f"cannot read {name}: {err}", where) from None

    parts = {name: PurePosixPath(name).parts for name in entries}
    project = any(p[0] in _PROJECT_FOLDERS and len(p) > 1 for p in parts.values()) or any(
        n.startswith("exportedproject") and n.endswith(".json") for n in entries
    )
    if project and not nested:
        # A project's export (backup archive, or curated documents only): each curated document
        # in curation/<document>/, an annotator's in annotation/<document>/<user>.*, in the
        # (secondary) format chosen beside INCEpTION's own binary form (.ser).
        folder, owner = ("annotation", user) if user else ("curation", "CURATION_USER")
        mine = [
            n
            for n in sorted(entries)
            if len(parts[n]) == 3 and parts[n][0] == folder and (not user or PurePosixPath(n).stem == user)
        ]
        chosen = [n for n in mine if PurePosixPath(n).suffix.lower() in (".zip", ".xmi")]
        if not chosen:
            others = [n for n in mine if PurePosixPath(n).suffix.lower() != ".ser"]
            if others:
                hint = (
                    f"its documents are in another format ({PurePosixPath(others[0]).name}): export it again "
                    "with the format UIMA CAS XMI (XML 1.0)"
                )
            elif mine or any(p[0] == folder + "_ser" for p in parts.values()):
                hint = (
                    "its documents are only in INCEpTION's binary form (.ser): export it again with the "
                    "(secondary) format UIMA CAS XMI (XML 1.0)"
                )
            else:
                hint = (
                    f"is {user!r} an annotator of this project?"
                    if user
                    else "finish the curation (or name an annotator with --user) and export the project again"
                )
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
        raise InputError(
            f"not a UIMA CAS XMI file (its root is <{etree.QName(root).localname}>, not <xmi:XMI>)",
            where,
            line_of(root),
        )
    ts = type_system()
    lines, unread = _keep_known(root, ts, where)
    cassis = load_cassis()
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
            found.append(
                Annotation(
                    fs.begin,
                    fs.end,
                    fs.get("category") or "",
                    fs.get("participant") or "",
                    fs.get("kept") or "",
                    fs.get("note") or "",
                    line,
                )
            )
    other = next(name for key, name in LAYERS.items() if key != layer)
    count = len(view.select(other))
    if count:
        unread[other] = count
    return Curated(where, text, (*titles, *names), found, unread)


_OFFSET = re.compile(r"[0-9]{1,9}")


def _type_name(tag: str) -> str:
    # {http:///de/tudarmstadt/ukp/dkpro/core/api/ner/type.ecore}NamedEntity -> de.tudarmstadt...NamedEntity
    namespace, _, local = tag[1:].partition("}")
    package = namespace.removeprefix("http:///").removesuffix(".ecore").replace("/", ".")
    return f"{package}.{local}"


def _keep_known(root: etree._Element, ts: TypeSystem, where: str) -> tuple[dict[int, int], dict[str, int]]:
    """Leave in the XMI only the feature structures of the types teianon reads, with only their
    features: whatever else a project adds (its other layers, INCEpTION's bookkeeping, features
    a team added to the layer) is no concern of the decisions. Returns each kept structure's
    line, by xmi:id, and how many structures of each custom layer (``webanno.custom.*``) other
    than teianon's were left out."""
    keep = {METADATA, LAYER, NAMED_ENTITY}
    kept: set[str] = set()
    lines: dict[int, int] = {}
    custom: dict[str, int] = {}
    views = []
    for element in list(root):
        tag: object = element.tag  # a comment's or PI's tag is a function (lxml-stubs say str)
        if not isinstance(tag, str):
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
            if name.startswith(CUSTOM):
                custom[name] = custom.get(name, 0) + 1
            root.remove(element)
            continue
        for attribute in ("begin", "end"):
            value = element.get(attribute)
            # An offset is a number of at most nine digits: int() of a longer one is slow, and
            # cassis would stop on a word with a traceback's text.
            if value is not None and not _OFFSET.fullmatch(value):
                shown = value if len(value) <= 20 else f"{value[:20]}… ({len(value):,} characters)"
                raise InputError(
                    f"{attribute} of <{etree.QName(element).localname}> must be an offset of at most nine "
                    f"digits, not {shown!r}",
                    where,
                    line_of(element),
                )
        allowed = {"sofa", "begin", "end", _XMI_ID, *(f.name for f in ts.get_type(name).all_features)}
        for key in list(element.attrib):
            if key not in allowed:
                del element.attrib[key]
        for child in list(element):
            if not isinstance(child.tag, str) or etree.QName(child).localname not in allowed:
                element.remove(child)
        identifier = element.get(_XMI_ID)
        if identifier is not None:
            kept.add(identifier)
            if identifier.isdigit():
                lines[int(identifier)] = line_of(element) or 0
    for view in views:
        members = [m for m in (view.get("members") or "").split() if m in kept]
        view.set("members", " ".join(members))
        for key in list(view.attrib):
            if key not in ("sofa", "members"):
                del view.attrib[key]
    return lines, custom
