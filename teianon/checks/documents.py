"""Validation of a ``teiCorpus`` one document at a time, so that its memory is that of its
largest document, not of the file (a 45 MB corpus parsed whole took 1.6 GB to check).

The file is read twice with a pull parser (the second time with the reader every command
shares, :func:`teianon.read.documents.children_of_corpus`). The first reading learns whether the file has the
plain shape (below) and keeps each participant's ``person`` element; the second moves each
document, once its end tag is read, into a *holder*: the corpus element and its header with
that document alone, and after it a stand-in document listing the participants of the other
documents it points to (the rules look a pointer's participant up anywhere in the file). The
holder is checked and the document dropped. Moved elements keep their line in the file, so a
problem's line is its line in the file.

Only teianon's own rules are checked this way, whose rules read within a document (and the
pointers, which the stand-in answers). The file is checked whole instead (:func:`check_documents`
gives None) where the two might disagree: a file that is no plain ``teiCorpus`` (a teiCorpus in
the TEI namespace as default namespace, an optional header first, then ``TEI`` documents only,
no namespace declared below the corpus element, no text between the documents), a repeated
``xml:id``, and any error found (a file is then checked whole, so that its problems are listed
exactly as for a file read whole; only a valid corpus, the one that is published, is checked in
bounded memory).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from copy import deepcopy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from lxml import etree

from ..errors import line_of
from ..read.documents import children_of_corpus, empty_copy
from ..read.xmlio import XML_ID, iterparse_bytes, parse_bytes

if TYPE_CHECKING:
    from .validate import Problem

TEI_NS = "http://www.tei-c.org/ns/1.0"
_TEI = f"{{{TEI_NS}}}TEI"
_CORPUS = f"{{{TEI_NS}}}teiCorpus"
_HEADER = f"{{{TEI_NS}}}teiHeader"
_PERSONS = (f"{{{TEI_NS}}}person", f"{{{TEI_NS}}}personGrp")


@dataclass
class _Survey:
    """What the first reading keeps: each document's participants, by id: the document's
    number and the person's bytes."""

    persons: dict[str, tuple[int, bytes]] = field(default_factory=dict)


# A repeated id sends a file to be checked whole: looked for in the bytes (a match in a comment
# can only send a file whole too).
_XML_ID_VALUE = re.compile(rb"""\sxml:id\s*=\s*(?:"([^"]*)"|'([^']*)')""")
# Attribute values that may point to an element (#id).
_POINTERS = etree.XPath(".//@*[contains(., '#')]", smart_strings=False)
_NAMESPACE = re.compile(rb"\sxmlns(?::[\w.-]+)?\s*=")


def check_documents(
    data: bytes, where: str, check: Callable[[etree._ElementTree], list[Problem]]
) -> list[Problem] | None:
    """The problems of a teiCorpus (``data``) as ``check`` finds them in the whole file, found
    one document at a time; None where the file is to be checked whole (see the module)."""
    try:
        survey = _survey(data, where)
        if survey is None:
            return None
        problems: list[Problem] = []
        holders = _Holders(data, where, survey)
        for number, (holder, document) in enumerate(holders):
            found = check(holder.getroottree())
            if any(p.severity == "error" for p in found):
                return None
            first = line_of(document) or 0
            last = max((line_of(e) or 0) for e in document.iter())
            # The corpus element's and header's problems are every holder's: taken once.
            problems += [
                p for p in found if p.line is not None and (first <= p.line <= last or number == 0 and p.line < first)
            ]
        return None if holders.stray else problems
    except etree.XMLSyntaxError:
        # Read whole, which says what is wrong.
        return None


def _survey(data: bytes, where: str) -> _Survey | None:
    """The first reading: None where the file is no plain teiCorpus or repeats an id."""
    if not _ids_once(data):
        return None
    survey = _Survey()
    root: etree._Element | None = None
    documents = 0
    events = iterparse_bytes(data, where, ("start", "end"), (_CORPUS, _TEI, _HEADER, *_PERSONS))
    for event, element in events:
        parent = element.getparent()
        if event == "start":
            if root is None:
                if element.tag != _CORPUS or element.nsmap.get(None) != TEI_NS:
                    return None
                if len({*element.nsmap.values()}) != len(element.nsmap):
                    return None
                if len(_NAMESPACE.findall(data)) != len(element.nsmap):
                    # A namespace declared below the corpus element (or the same twice).
                    return None
                root = element
            elif not _in_place(element, parent is root, documents):
                return None
            continue
        if element.tag in _PERSONS:
            key = element.get(XML_ID) or element.get("id")
            if key and any(a.tag == _TEI for a in element.iterancestors()):
                if key in survey.persons:
                    return None
                survey.persons[key] = (documents, etree.tostring(element, encoding="UTF-8", with_tail=False))
        elif element.tag == _TEI and parent is root:
            documents += 1
            assert root is not None
            root.remove(element)
    return None if root is None else survey


def _ids_once(data: bytes) -> bool:
    """Whether no ``xml:id`` is written twice (or with a reference in it) in ``data``."""
    seen: set[bytes] = set()
    for match in _XML_ID_VALUE.finditer(data):
        value = match[1] if match[1] is not None else match[2]
        if value in seen or b"&" in value:
            return False
        seen.add(value)
    return True


def _in_place(element: etree._Element, in_corpus: bool, documents: int) -> bool:
    """Whether an element below the corpus element is where the plain shape has it: a
    document or (before them) the header as a child of the corpus, no document or corpus
    inside one."""
    if not in_corpus:
        return element.tag not in (_TEI, _CORPUS)
    return element.tag == _TEI or element.tag == _HEADER and documents == 0


class _Holders:
    """Each document in its holder (the corpus element, its header, the document, the stand-in
    of the others' participants it points to) and the document; the holder is emptied after.
    ``stray`` afterwards: whether the corpus element held anything besides (text, an element),
    which the holders did not show the rules."""

    def __init__(self, data: bytes, where: str, survey: _Survey) -> None:
        self.data, self.where, self.survey = data, where, survey
        self.stray = False
        self.documents = 0

    def __iter__(self) -> Iterator[tuple[etree._Element, etree._Element]]:
        root: etree._Element | None = None
        header: etree._Element | None = None
        for corpus, element in children_of_corpus(self.data, self.where):
            root = corpus
            if element is root:
                continue
            # Moved out of the file's tree (which the parser still adds to) into a holder of
            # its own, which is dropped whole after (removing a document walks it again).
            holder = empty_copy(root)
            if element.tag == _HEADER:
                header = holder
                holder.append(element)
                continue
            if header is not None:
                holder.append(deepcopy(header[0]))
            holder.append(element)
            stand_in = _stand_in(element, self.documents, self.survey)
            self.documents += 1
            if stand_in is not None:
                holder.append(stand_in)
            yield holder, element
            # Text after a document moves with it (or stays in the corpus element, below).
            self.stray = self.stray or bool((element.tail or "").strip())
        if root is not None:
            texts = [root.text, *(child.tail for child in root)]
            self.stray = (
                self.stray or any(isinstance(c.tag, str) for c in root) or any((t or "").strip() for t in texts)
            )


def _stand_in(document: etree._Element, number: int, survey: _Survey) -> etree._Element | None:
    """A document listing the participants of other documents that ``document`` (the
    ``number``-th) points to (``#id`` in any attribute); None for none."""
    values = cast(list[str], _POINTERS(document))
    pointed = dict.fromkeys(t[1:] for value in values for t in value.split() if t.startswith("#"))
    found = (survey.persons.get(key) for key in pointed)
    wanted = [person for at, person in filter(None, found) if at != number]
    if not wanted:
        return None
    # A valid TEI document, so that the rules find nothing in it to report.
    text = (
        f'<TEI xmlns="{TEI_NS}"><teiHeader><fileDesc><titleStmt><title/></titleStmt><publicationStmt><p/>'
        "</publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>".encode()
        + b"".join(wanted)
        + b"</listPerson></particDesc></profileDesc></teiHeader><text><body><p/></body></text></TEI>"
    )
    return parse_bytes(text, "<teianon: stand-in>").getroot()
