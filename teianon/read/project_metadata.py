"""The project's own metadata in a TEI header, and the header's free prose inside it: what
detection never reads (editors, licence, declarations of tools and vocabularies, a source
corpus's record, what ``teianon import`` wrote itself) and what it reads all the same (change
notes, the encoding's prose about the collection). The stylesheet's ``teianon:is-project-metadata``
and ``teianon:is-header-prose`` say the same; the element lists are shared
(:mod:`teianon.read.places`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlsplit

import regex
from lxml import etree

from .places import declaration_blocks, declaration_elements, project_elements
from .places import records_in_prose as records_in_prose_names
from .tei_names import tei


# The project's own metadata: who made, encoded and publishes the corpus (editors, funders,
# publishers, the publicationStmt and its licence, encodingDesc, schemaRef, the edition and
# revision records; the list is the stylesheet's, read by places.project_elements). Names there
# are the publisher's, public by design: detection never reads them, and the post-processor
# replaces only what identifies a participant there (a participant's or a room's name, an
# address; DESIGN.md, "What stays").
@lru_cache(maxsize=1)
def project_tags() -> frozenset[str]:
    """The elements of the project's metadata (Clark names)."""
    return frozenset(tei(n) for n in project_elements())


_RESP_STMT = tei("respStmt")
_RECORDING = frozenset({tei("recordingStmt"), tei("recording")})


def is_project_element(element: etree._Element) -> bool:
    """An element of :func:`project_tags`, but a ``respStmt`` of a recording: who recorded or
    took part in a recording (``<recording><respStmt><persName>…``) is no publisher of the corpus
    (the stylesheet's ``teianon:is-project-element`` says the same)."""
    if element.tag not in project_tags():
        return False
    if element.tag == _PUB_PLACE:
        # Where a source was written, not published: a pubPlace of sourceDesc with no publisher
        # beside it (a private letter's town) says where its writer lives.
        parent = element.getparent()
        return not (
            parent is not None
            and parent.find(_PUBLISHER) is None
            and any(a.tag == _SOURCE_DESC for a in element.iterancestors())
        )
    return element.tag != _RESP_STMT or not any(a.tag in _RECORDING for a in element.iterancestors())


_PUB_PLACE, _PUBLISHER = tei("pubPlace"), tei("publisher")


# What ``teianon import`` wrote itself into a header (the numbered title, the "Imported from
# doc-0001 (…)" note) carries resp="#teianon": teianon's own words, which name nobody and which a
# tagger would otherwise type as a place. A title or note without the mark (the export's own
# title, a --keep-names file name, a title the user gave) is read as ever.
# The mark alone is no proof: an input may carry it on any text (a hostile one, to hide a name).
# So the words must be the import's own too, as it writes them, with nothing free in them but
# the options' single-word values: the number with its conversation, and the record of the import.
# What an importer adds to the file's number in the title of the second and later conversation
# of one input: "doc-0001, conversation 2" (Slack), ", thread 3" (Reddit), ", chat 2 (personal
# chat)" (Telegram: the platform's kind of chat, no name).
OWN_TITLE_AFTER_NUMBER = r"(?:, (?:conversation|thread|chat) \d+(?: \([a-z ]+\))?)?"
_OWN_WORDS = {
    tei("title"): regex.compile(rf"doc-\d{{4,}}{OWN_TITLE_AFTER_NUMBER}"),
    tei("p"): regex.compile(
        r"Imported from doc-\d{4,} \([a-z0-9_-]+; options: "
        r"(?:none|[a-z_-]+(?:=[\w.-]{0,40})?(?:, [a-z_-]+(?:=[\w.-]{0,40})?)*)\) by teianon [0-9][\w.+-]*\."
    ),
}
OWN_RESP = "#teianon"


def is_teianons_own(element: etree._Element) -> bool:
    """A header title or note that ``teianon import`` generated: marked ``resp="#teianon"``,
    without children, in the words the import writes (any other text is read, marked or not)."""
    pattern = _OWN_WORDS.get(element.tag)
    return (
        pattern is not None
        and element.get("resp") == OWN_RESP
        and not len(element)
        and pattern.fullmatch(element.text or "") is not None
        and any(a.tag == tei("teiHeader") for a in element.iterancestors())
    )


def is_project_metadata(element: etree._Element) -> bool:
    """Whether ``element`` is, or stands inside, the project's own metadata: an element of
    :func:`~teianon.read.places.project_elements` in a header, but not its free prose
    (:func:`is_header_prose`), or the record of a source corpus (:func:`is_source_record`).
    The stylesheet's ``teianon:is-project-metadata`` says the same."""
    if is_source_record(element):
        return True
    for node in (element, *element.iterancestors()):
        if is_project_element(node):
            return any(a.tag == _TEI_HEADER for a in node.iterancestors()) and not is_header_prose(element)
        if node.tag == _TEI_HEADER:
            return False
    return False


_RECORDS = frozenset({tei("monogr"), tei("bibl")})
# Clark names the ancestor walks below compare with: made once, not per node and call (the
# repeats ask these questions of every reference, some ten thousand a file).
_ANALYTIC, _BIBL_STRUCT, _TEI_HEADER = tei("analytic"), tei("biblStruct"), tei("teiHeader")
_SOURCE_DESC = tei("sourceDesc")
_EDITOR, _MONOGR_EDITOR, _CHANGE = tei("editor"), f"{tei('monogr')}/{tei('editor')}", tei("change")


def is_source_record(element: etree._Element) -> bool:
    """Inside the bibliographic record of a published source corpus: a ``monogr`` or ``bibl`` of
    ``sourceDesc`` that names its editors, or a ``biblStruct`` whose ``monogr`` does (its
    ``note`` with the corpus's home page may stand beside the ``monogr``), but for its
    ``analytic``, the record of one conversation. Its title, ids, imprint and home page are its
    publisher's; a source with an author only (a video, a thread) is a person's writing."""
    for node in (element, *element.iterancestors()):
        if node.tag == _ANALYTIC:
            # One conversation of the corpus (its link and key find it on the platform).
            return False
        if (
            node.tag in _RECORDS
            and node.find(_EDITOR) is not None
            or node.tag == _BIBL_STRUCT
            and node.find(_MONOGR_EDITOR) is not None
        ):
            return any(a.tag == _SOURCE_DESC for a in node.iterancestors())
        if node.tag == _TEI_HEADER:
            return False
    return False


def is_header_prose(element: etree._Element) -> bool:
    """Inside free prose of the header's project metadata: a ``change`` (not teianon's own
    record), a ``note`` or an ``edition``, outside a source corpus's record, or a paragraph of the encoding's
    declarations (:func:`is_declaration_prose`). It may name a third party."""
    record = False
    for node in (element, *element.iterancestors()):
        if node.tag in PROSE and not (node.tag == _CHANGE and _own_record(node)):
            return any(a.tag == _TEI_HEADER for a in node.iterancestors()) and not is_source_record(node)
        if node.tag in declaration_tags()[0] and _declares(node):
            return not record
        if node.tag in records_in_prose() and node.get("resp") != OWN_RESP:
            # teianon's own reference (a NUMBER it marked) cites nothing: it is replaced there.
            record = True
        if node.tag == _TEI_HEADER:
            return False
    return False


# The free prose of the project's metadata: change records, notes, editions.
PROSE = frozenset({tei("change"), tei("note"), tei("edition")})


# The parts of encodingDesc whose paragraphs are prose someone wrote about the collection
# ("Transcribed by ... in ..."), and what such a paragraph cites and leaves the publisher's; the
# lists are the stylesheet's (teianon:is-header-prose). Other declarations (classDecl, tagsDecl,
# appInfo, listPrefixDef) describe vocabularies and tools, and stay unread.
@lru_cache(maxsize=1)
def _declarations() -> frozenset[str]:
    return frozenset(tei(n) for n in declaration_elements())


@lru_cache(maxsize=1)
def records_in_prose() -> frozenset[str]:
    """The elements a paragraph of the declarations cites as the publisher's (Clark names)."""
    return frozenset(tei(n) for n in records_in_prose_names())


@lru_cache(maxsize=1)
def declaration_tags() -> tuple[frozenset[str], frozenset[str]]:
    """The blocks of the declarations' prose, and the lists and blocks they stand in (Clark names)."""
    blocks, containers = declaration_blocks()
    return frozenset(tei(n) for n in blocks), frozenset(tei(n) for n in containers)


def _declares(block: etree._Element) -> bool:
    """The first element above ``block`` that is no list or block is a declaration."""
    containers = declaration_tags()[1]
    above = next((a for a in block.iterancestors() if a.tag not in containers), None)
    return (
        above is not None
        and above.tag in _declarations()
        and any(a.tag == tei("encodingDesc") for a in block.iterancestors())
        and any(a.tag == tei("teiHeader") for a in block.iterancestors())
    )


def is_declaration_prose(element: etree._Element) -> bool:
    """A block of ``encodingDesc``'s declarations of the collection (``projectDesc/p``,
    ``projectDesc/ab``, ``samplingDecl/list/item``, ``refsDecl/p``, a ``catDesc``, a
    ``rendition`` in words, an application's ``label``, ...): free prose, read as text."""
    return element.tag in declaration_tags()[0] and _declares(element) and not _is_style_rendition(element)


_RENDITION = tei("rendition")
# CSS declarations (``font-style: italic; color: #336699``): the stylesheet's
# teianon:is-style-rendition has the same pattern.
# CSS properties by name: prose that opens with a word and a colon (``hinweis: kursiv gesetzt
# hat …``) is no style.
_CSS_PROPERTY = (
    r"(?:color|background(?:-[a-z]+)*|font(?:-[a-z]+)*|text(?:-[a-z]+)+|vertical-align|margin(?:-[a-z]+)*"
    r"|padding(?:-[a-z]+)*|border(?:-[a-z]+)*|display|width|height|(?:min|max)-(?:width|height)|line-height"
    r"|letter-spacing|word-spacing|white-space|content|float|clear|position|top|left|right|bottom"
    r"|list-style(?:-[a-z]+)*|direction|unicode-bidi|writing-mode|opacity|visibility|quotes"
    r"|counter-(?:reset|increment)|outline(?:-[a-z]+)*)"
)
_STYLE = regex.compile(rf"\s*{_CSS_PROPERTY}\s*:[^;]*(;\s*{_CSS_PROPERTY}\s*:[^;]*)*;?\s*")


def _is_style_rendition(element: etree._Element) -> bool:
    """A rendition in a style language (a ``@scheme`` other than ``free``, or CSS declarations):
    code, not prose."""
    if element.tag != _RENDITION:
        return False
    scheme = (element.get("scheme") or "").strip()
    return bool(scheme and scheme != "free") or _STYLE.fullmatch(str(element.xpath("string()"))) is not None


def _own_record(change: etree._Element) -> bool:
    """A change record teianon wrote: ``@who="#teianon"`` where it annotated, else its type."""
    return change.get("who") == "#teianon" or change.get("type") in ("anonymisation", "pseudonymisation")


# A key as a source database names a document (lscLB): letters, digits, "_" and "-".
_KEY = regex.compile(r"^[A-Za-z0-9_\-]{4,}$")
_PUBLICATION_IDNO = etree.XPath(
    "//tei:publicationStmt//tei:idno", namespaces={"tei": "http://www.tei-c.org/ns/1.0"}, smart_strings=False
)
# Where a header gives the source's or publisher's own address: its bibliographic description
# (titleStmt, publicationStmt, sourceDesc), not the participants' list.
_FILE_DESC_PARTS = etree.XPath(
    "//tei:teiHeader/tei:fileDesc//*", namespaces={"tei": "http://www.tei-c.org/ns/1.0"}, smart_strings=False
)
_URL_IN_TEXT = regex.compile(r"(?:https?://|www\.)[^\s<>\"']+")
_URL_ATTRIBUTES = ("target", "ref", "corresp", "url", "source", "facs")


def _is_key(key: str) -> bool:
    """A database's key, not a year (2024), a short number or a plain word (Tagebuch): mixed
    letters and digits, a capital after small letters (lscLB), or a number of six digits on."""
    if not _KEY.fullmatch(key):
        return False
    if key.isdigit():
        return len(key) >= 6
    letters = [c for c in key if c.isalpha()]
    mixed_case = any(c.islower() for c in key) and any(c.isupper() for c in key[1:])
    return bool(letters) and (len(letters) < len(key.replace("-", "").replace("_", "")) or mixed_case)


def _host(link: str) -> str:
    try:
        host = urlsplit(link if "://" in link else "https://" + link).hostname or ""
    except ValueError:
        return ""
    return host.removeprefix("www.")


@dataclass(frozen=True)
class Publisher:
    """The publisher's keys of its documents (``<idno>lscLB</idno>`` in a ``publicationStmt``)
    and the hosts of the links the header's description gives (the source database): a link
    leads to the publisher's record only on such a host and ending in such a key (issue 39)."""

    keys: frozenset[str]
    hosts: frozenset[str]

    def __bool__(self) -> bool:
        return bool(self.keys and self.hosts)

    def joined(self, other: Publisher) -> Publisher:
        """The keys and hosts of two parts of a file (the documents of a teiCorpus read apart)."""
        return Publisher(self.keys | other.keys, self.hosts | other.hosts)

    def leads_to_record(self, link: str) -> bool:
        """``link`` is the publisher's record of a document (``https://db…/#/view/lscLB``)."""
        return (
            bool(self) and "." in link and _host(link) in self.hosts and not self.keys.isdisjoint(link_segments(link))
        )


def _header_hosts(root: etree._Element) -> frozenset[str]:
    found = _FILE_DESC_PARTS(root)
    hosts: set[str] = set()
    for element in found if isinstance(found, list) else ():
        if not isinstance(element, etree._Element):
            continue
        values = [v for name in _URL_ATTRIBUTES for v in (element.get(name) or "").split()]
        values += _URL_IN_TEXT.findall(element.text or "")
        hosts.update(_host(v) for v in values if "." in v and not v.startswith("#"))
    hosts.discard("")
    return frozenset(hosts)


def publisher_keys(root: etree._Element) -> Publisher:
    """The ids the publisher gives its documents in a ``publicationStmt`` (``<idno>lscLB</idno>``,
    a source database's key) with the hosts the header names: project metadata (issue 39), so
    neither a link to that record nor an id or ``idno`` holding the key carries a platform's id
    that renaming would hide."""
    found = _PUBLICATION_IDNO(root)
    keys = frozenset(
        key
        for element in (found if isinstance(found, list) else ())
        if isinstance(element, etree._Element)
        for key in [" ".join((element.text or "").split())]
        if _is_key(key)
    )
    return Publisher(keys, _header_hosts(root) if keys else frozenset())


def link_segments(link: str) -> set[str]:
    """The last path and fragment segments of a link (``lscLB`` of ``https://db…/#/view/lscLB``)."""
    try:
        parts = urlsplit(link if "://" in link else "https://" + link)
    except ValueError:
        return set()  # no link ("[_WWWURL_]" reads as a broken IPv6 host)
    return {piece.rstrip("/").rsplit("/", 1)[-1] for piece in (parts.path, parts.fragment)}


def links_to_publisher(element: etree._Element, publisher: Publisher) -> bool:
    """A link element (``<ref type="url" target="https://db…/#/view/lscLB">``) that leads to the
    publisher's record of the document (:func:`publisher_keys`)."""
    if not publisher:
        return False
    text = " ".join("".join(t for t in element.itertext() if isinstance(t, str)).split())
    values = [*(element.get("target") or "").split(), text]
    return any(publisher.leads_to_record(v) for v in values)
