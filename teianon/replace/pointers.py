"""Pointers across files: ``target="thread2.xml#post_1043764753502486528"`` follows the renaming
of the other file's ids.

A file whose ids carry a platform's ids has them renamed (:mod:`teianon.replace.source_ids`,
``xslt/modules/ids.xsl``): ``post_1043764753502486528`` becomes ``post-7``. A pointer into that
file from another file of the run names the old id, which both leaks the platform's id and no
longer resolves. Before a file is replaced, each such pointer is given the id the other file's
renaming gives its target (:func:`new_ids` computes that renaming as the stylesheet does for a
whole file) and, with ``--rename``, the other file's new name.

A file whose ids are renamed because they hold a name it replaces (``kleve_trip_1`` beside the
town Kleve, :func:`~teianon.replace.source_ids.named_ids`) is known as such only once it is
annotated: the run tells every file that points into it (:attr:`RunFile.renamed`, set by
:mod:`teianon.pipeline.renamed_ids` once the run's files are replaced), and those files are
replaced again with it. A pointer into a file outside the run whose fragment carries a
platform's id keeps only its file: where that file's ids go is not known here, and the id must
not stay; a name in such a fragment is one of the pointing file's text like any other (replaced
there where the file knows it, or found by its audit).

A pointer's file part names the output file as it is written, so that the pointer resolves: the
numbered name with ``--rename``, else the file's own name. The hidden-strings pass leaves such
pointers alone (:func:`run_pointer_values`): a participant's name in a file name replaced there
would point to no file. A name in the path is the path's leak, which ``check`` reports for the
file itself (``audit/path``) and for each pointer that copies it.
"""

from __future__ import annotations

import json
import posixpath
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import regex
from lxml import etree

from ..read.xmlio import attribute_items, parse_file
from .source_ids import source_ids

_TEI = "{http://www.tei-c.org/ns/1.0}TEI"
_PERSON = "{http://www.tei-c.org/ns/1.0}person"
_XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
# A pointer into another file: a relative path to an XML file, and a fragment.
_FILE_POINTER = regex.compile(r"^(?P<path>[^#\s:?]+\.xml)#(?P<fragment>[^\s#]+)$", regex.IGNORECASE)
_PLATFORM_NUMBER = regex.compile(r"\d{9,}")
_NUMBER = regex.compile(r"\d{6,}")


@dataclass(frozen=True)
class RunFile:
    """A file of the run: its path relative to the input folder, its source, and its output's
    path relative to the output folder (another with ``--rename``)."""

    key: str
    source: str
    output: str
    # The run replaced the file with its ids renamed (for a name they hold, too): known once
    # the file is replaced (teianon.pipeline.renamed_ids), else read from its platform ids.
    renamed: bool = False


def _own(value: str) -> bool:
    return value == "teianon" or value.startswith("teianon-")


def new_ids(root: etree._Element, prefix: str = "") -> tuple[dict[str, str], dict[str, list[str]]]:
    """(original id -> new id, number of six digits or more inside ids -> the new ids of those
    ids) as ``teianon:new-ids`` of ``xslt/modules/ids.xsl`` renames a whole file: per document
    (``d`` + its number + ``.`` where the file holds several), per element name in document order
    (``post-1``, ``w-17``), participants ``A01``, ``A02``."""
    documents = [e for e in root.iter(_TEI) if not any(a.tag == _TEI for a in e.iterancestors())]
    several = sum(1 for _ in root.iter(_TEI)) > 1
    number_of = {id(d): n for n, d in enumerate(documents, 1)}
    counts: dict[tuple[int, str], int] = {}
    ids: dict[str, str] = {}
    numbers: dict[str, list[str]] = {}
    for element in root.iter(etree.Element):
        values = [v for v in (element.get(_XML_ID), element.get("id")) if v and not _own(v)]
        if not values:
            continue
        document = next((e for e in [element, *element.iterancestors()][::-1] if e.tag == _TEI), None)
        number = number_of.get(id(document)) if several and document is not None else None
        scope = prefix + (f"d{number}." if number is not None else "")
        local = etree.QName(element).localname
        group = (number_of.get(id(document), 0) if document is not None else 0, local)
        counts[group] = position = counts.get(group, 0) + 1
        if number is not None and element is document:
            new = f"{prefix}d{number}"
        elif element.tag == _PERSON:
            new = f"{scope}A{position:02d}"
        else:
            new = f"{scope}{local}-{position}"
        for value in values:
            ids.setdefault(value, new)
            for digits in _NUMBER.findall(value):
                numbers.setdefault(digits, []).append(new)
    return ids, numbers


def renames_ids(policy_json: str | None, found: list[str]) -> bool:
    """Whether the post-processor renames a file's ids (``xslt/modules/ids.xsl``) where
    ``found`` are the platform ids and names its ids carry: as the policy's ``[ids] rename``
    says, else where there are any."""
    rename = (json.loads(policy_json) if policy_json else {}).get("ids", {}).get("rename")
    return rename if isinstance(rename, bool) else bool(found)


@lru_cache(maxsize=64)
def _renaming(
    source: str, policy_json: str | None, renamed: bool = False
) -> tuple[dict[str, str], dict[str, list[str]]] | None:
    """The renaming of the ids of the file at ``source`` (None where they stay), by the run's
    policy: ``[ids] rename`` decides, else the ids are renamed where the run renamed them
    (``renamed``: for a name they hold) or they carry a platform's id."""
    prefix = str((json.loads(policy_json) if policy_json else {}).get("ids", {}).get("prefix") or "")
    root = parse_file(Path(source)).getroot()
    # The platform ids are read only where the run does not know already.
    return new_ids(root, prefix) if renames_ids(policy_json, ["run"] if renamed else source_ids(root)) else None


def follow_pointers(root: etree._Element, key: str, files: tuple[RunFile, ...], policy_json: str | None = None) -> int:
    """Give every pointer of the file ``key`` into another file of the run the new id of its
    target there (and the other file's new name); how many pointers changed."""
    by_key = {f.key: f for f in files}
    own = by_key.get(key)
    changed = 0
    # One XPath in C over the attributes of a tokenised corpus (an id and a lemma per token),
    # not a Python loop over each of them.
    for element in _pointing(root):
        for name, value in attribute_items(element):
            if ".xml#" not in value.lower():
                continue
            tokens = [_followed(t, key, own, by_key, policy_json) for t in value.split()]
            new = " ".join(tokens)
            if new != " ".join(value.split()):
                element.set(name, new)
                changed += 1
    return changed


def run_pointer_values(root: etree._Element, key: str, files: tuple[RunFile, ...]) -> frozenset[str]:
    """The attribute values of the file ``key`` that are only pointers into other files of the
    run (as :func:`follow_pointers` left them): their file parts name written files."""
    keys = {f.key for f in files}
    by_output = {f.output for f in files}
    own = next((f for f in files if f.key == key), None)
    base = posixpath.dirname(own.output if own is not None else key)
    found: set[str] = set()
    for element in _pointing(root):
        for _, value in attribute_items(element):
            tokens = value.split()
            if tokens and all(_into(t, base, keys | by_output) for t in tokens):
                found.add(value)
    return frozenset(found)


def follow_run_pointers(
    root: etree._Element, key: str, files: tuple[RunFile, ...], policy_json: str | None = None
) -> frozenset[str]:
    """:func:`follow_pointers` in the file ``key``, then the values it left as only pointers
    into the run's files (:func:`run_pointer_values`), which the hidden-strings pass keeps as
    they are; none where the run has no other files (a run of one file still drops the
    platform ids of its pointers into files outside the run)."""
    follow_pointers(root, key, files, policy_json)
    return run_pointer_values(root, key, files) if files else frozenset()


def file_pointers(root: etree._Element) -> list[tuple[etree._Element, str]]:
    """(element, file part) for each pointer into another file, in document order."""
    found: list[tuple[etree._Element, str]] = []
    for element in _pointing(root):
        for _, value in attribute_items(element):
            found += [(element, m["path"]) for m in map(_FILE_POINTER.match, value.split()) if m is not None]
    return found


def in_pointer_path(value: str, found: str) -> bool:
    """Does ``found`` stand only in the file parts of ``value``, a list of pointers into other
    files? There it is a file's name, which the path audit reports for that file."""
    matches = [_FILE_POINTER.match(t) for t in value.split()]
    if not matches or any(m is None for m in matches):
        return False
    wanted = found.casefold()
    return any(wanted in m["path"].casefold() for m in matches if m) and not any(
        wanted in m["fragment"].casefold() for m in matches if m
    )


def _into(token: str, base: str, outputs: set[str]) -> bool:
    match = _FILE_POINTER.match(token)
    return match is not None and posixpath.normpath(posixpath.join(base, match["path"])) in outputs


def _pointing(root: etree._Element) -> list[etree._Element]:
    """The elements with an attribute that may point into another file."""
    found = _POINTING(root)
    return [e for e in found if isinstance(e, etree._Element)] if isinstance(found, list) else []


# A value without "#" is no pointer into a file: asked first, so that the translation runs only
# for the few values that have one (in a tokenised corpus, none of the tokens' lemmas and ids).
_POINTING = etree.XPath("//*[@*[contains(., '#')][contains(translate(., 'XML', 'xml'), '.xml#')]]")


def _followed(token: str, key: str, own: RunFile | None, files: dict[str, RunFile], policy_json: str | None) -> str:
    match = _FILE_POINTER.match(token)
    if match is None:
        return token
    path, fragment = match["path"], match["fragment"]
    target = files.get(posixpath.normpath(posixpath.join(posixpath.dirname(key), path)))
    if target is None:
        # Another file, not of this run: its new ids are unknown, and a platform's id must go.
        return path if _PLATFORM_NUMBER.search(fragment) else token
    renaming = _renaming(target.source, policy_json, target.renamed)
    if renaming is not None:
        ids, numbers = renaming
        found = numbers.get(fragment, [])
        new = ids.get(fragment) or (found[0] if len(found) == 1 else None)
        if new is None and _PLATFORM_NUMBER.search(fragment):
            fragment = ""
        elif new is not None:
            fragment = new
    if own is not None and (target.output != target.key or own.output != own.key):
        path = posixpath.relpath(target.output, posixpath.dirname(own.output) or ".")
    return f"{path}#{fragment}" if fragment else path


def renamed_unknown(source: str, policy_json: str | None) -> bool:
    """Whether a pointer into the file at ``source`` does not know by itself that the file's ids
    are renamed: neither the policy nor a platform's id in them says so, only a name the file
    replaces (which the run tells, :attr:`RunFile.renamed`)."""
    return _renaming(source, policy_json) is None
