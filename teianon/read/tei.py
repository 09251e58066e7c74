"""What teianon reads from a TEI file: documents, participants, rooms and posts.

The classes here are views on the lxml tree, never copies of it: anything teianon does not
model stays in the tree untouched. Real CMC corpora differ in details that all have to be read:
``xml:id`` or the older plain ``id`` (DOCC 2.1), ``teiCorpus`` files holding many ``TEI``
documents, ``post`` (TEI P5 >= 4.8) or ``posting`` (older TEI-CMC drafts), nicknames as
``persName[@type='nickname']``, ``persName[@type='userName']`` or ``addName[@type='ScreenName']``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

import regex
from lxml import etree

from ..errors import InputError, line_of
from .name_words import described, loose_name
from .own_words import lines_alone, mixed, tokens_alone, words_alone

# Re-exported: the project's metadata and the names of TEI were read from here before they
# had modules of their own.
from .project_metadata import OWN_RESP as OWN_RESP
from .project_metadata import OWN_TITLE_AFTER_NUMBER as OWN_TITLE_AFTER_NUMBER
from .project_metadata import PROSE, declaration_tags, is_project_element, project_tags
from .project_metadata import is_declaration_prose as is_declaration_prose
from .project_metadata import is_header_prose as is_header_prose
from .project_metadata import is_project_metadata as is_project_metadata
from .project_metadata import is_source_record as is_source_record
from .project_metadata import is_teianons_own as is_teianons_own
from .project_metadata import records_in_prose as records_in_prose
from .readings import gap_descriptions, other_readings
from .tei_names import NS as NS
from .tei_names import TEI_NS as TEI_NS
from .tei_names import XML_ID as XML_ID
from .tei_names import XML_NS as XML_NS
from .tei_names import element_id as element_id
from .tei_names import local_name as local_name
from .tei_names import tei as tei
from .xmlio import _check_prolog as check_prolog
from .xmlio import read_file

POST_TAGS = frozenset({tei("post"), tei("posting")})
# Name sources that are chosen by the user (nicknames), as opposed to a person's real name.
NICKNAME_TYPES = frozenset({"nickname", "nick", "username", "screenname", "handle", "alias"})
ROOM_TYPES = frozenset({"room", "chatroom", "channel"})
# Roles whose names are not personal data and are never replaced (the DOCC keeps "system").
UNREPLACED_ROLES = frozenset({"system", "celebrity"})


@dataclass(frozen=True)
class Participant:
    """One ``person`` of the header's ``particDesc``."""

    id: str
    role: str | None
    sex: str | None
    nicknames: tuple[str, ...]
    names: tuple[str, ...]
    # Names a reviewer took away from this participant in the mapping file: never linked to it.
    not_names: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """The name the participant is known by across files (as the stylesheet's participant-key)."""
        first = (self.nicknames or self.names or ("#" + self.id,))[0]
        return " ".join(first.split()).casefold()

    @property
    def is_system(self) -> bool:
        return self.role == "system"

    @property
    def is_public(self) -> bool:
        """People of the public sphere stay as they are (seed 003, Listing 1)."""
        return self.role == "celebrity"


@dataclass(frozen=True)
class Document:
    """One ``TEI`` element with what detection needs to know about it."""

    element: etree._Element
    participants: tuple[Participant, ...]
    rooms: tuple[str, ...]
    posts: tuple[etree._Element, ...]
    # Running text outside the posts: header prose, headings, signatures of the body (see
    # :func:`text_blocks`). Detection reads it as it reads posts.
    texts: tuple[etree._Element, ...] = ()
    # Participants of the other files of the run (:func:`corpus_participants`): their names
    # are found here too, but they are not this document's people (no ``@corresp`` to them).
    others: tuple[Participant, ...] = ()

    @property
    def id(self) -> str | None:
        return element_id(self.element)


def check_tei_root(tree: etree._ElementTree, where: str) -> etree._Element:
    """The root element, if it is ``TEI`` or ``teiCorpus`` in the TEI namespace."""
    root = tree.getroot()
    if root.tag in (tei("TEI"), tei("teiCorpus")):
        return root
    qname = etree.QName(root)
    if qname.localname in ("TEI", "teiCorpus"):
        raise InputError(
            f"<{qname.localname}> is not in the TEI namespace ({TEI_NS}); teianon reads TEI P5 only",
            where,
            line_of(root),
        )
    raise InputError(
        f"not a TEI document: the root element is <{qname.localname}>, expected <TEI> or <teiCorpus>",
        where,
        line_of(root),
    )


def _text(element: etree._Element) -> str:
    # lxml-stubs 0.5 type itertext()'s pieces str | bytes; lxml gives str.
    return "".join(element.itertext())  # type: ignore[arg-type]


def words_of(element: etree._Element) -> str:
    """An element's words with each run of white space made one space (as a block's plain text
    has them)."""
    return " ".join(_text(element).split())


_W, _M = tei("w"), tei("m")


def reference_words(element: etree._Element) -> str:
    """The words a reference (``<name>``, ``<ref>``) replaces, as the stylesheet's
    ``teianon:original`` reads them: of a token that marks a name inside it (``<w><m
    function="name">Kettelhack</m>sche</w>``), the name only; otherwise :func:`words_of`."""
    tokens = [w for w in element.iter(_W) if not any(a.tag == _W for a in w.iterancestors())]
    if not any(m.get("function") == "name" for w in tokens for m in w.iter(_M)):
        return words_of(element)
    parts = []
    for w in tokens:
        names = [m for m in w.iter(_M) if m.get("function") == "name"]
        parts.append("".join(_text(m) for m in names) if names else _text(w))
    return " ".join(" ".join(parts).split())


def _participant(person: etree._Element) -> Participant | None:
    pid = element_id(person)
    if not pid:
        return None
    nicknames: list[str] = []
    names: list[str] = []
    for pers_name in person.iter(tei("persName")):
        if _in_prose_of(pers_name, person):
            continue  # a person the entry's note names ("spricht mit <persName>…"): someone else
        kind = (pers_name.get("type") or "").lower()
        parts = [child for child in pers_name if isinstance(child.tag, str)]
        whole = words_of(pers_name)
        if kind in NICKNAME_TYPES:
            nicknames.append(whole)
            continue
        if not parts:
            # "Herbert Sonnleitner (Vater)": the name, without the role beside it.
            name, other = described(whole)
            names += [name] if other is None else [name, other]
        # A name written beside its parts (``Anna Hein<addName type="ScreenName">lela2</addName>``)
        # is a name of its own, as the post-processor replaces it.
        for loose in (pers_name.text, *(part.tail for part in parts)) if parts else ():
            if loose and loose_name(loose):
                names.append(" ".join(loose.split()))
        for part in parts:
            part_kind = (part.get("type") or "").lower()
            (nicknames if part_kind in NICKNAME_TYPES else names).append(words_of(part))
    sex_element = person.find(tei("sex"))
    sex = person.get("sex")
    if sex_element is not None:
        sex = sex_element.get("value") or words_of(sex_element)
    role = person.get("role")
    return Participant(
        id=pid,
        role=role.split()[0].lower() if role else None,
        sex=sex.lower() if sex else None,
        nicknames=tuple(n for n in nicknames if n),
        names=tuple(n for n in names if n),
    )


def _in_prose_of(element: etree._Element, person: etree._Element) -> bool:
    """``element`` stands in a text block of ``person``'s entry (a note, a paragraph)."""
    for node in element.iterancestors():
        if node is person:
            return False
        if node.tag in TEXT_BLOCKS and node.tag != _PERS_NAME:
            return True
    return False


_PERS_NAME = tei("persName")


def headers_of(document: etree._Element) -> Iterator[etree._Element]:
    """The document's own header and those of the ``teiCorpus`` elements around it."""
    element: etree._Element | None = document
    while element is not None:
        header = element.find(tei("teiHeader"))
        if header is not None:
            yield header
        element = element.getparent()


# Every person entry is a participant: single people and groups (``personGrp``) of the
# participant list, and the people a ``standOff`` lists (TEI P5 4.x keeps persons there too).
PERSON_TAGS = (tei("person"), tei("personGrp"))
_PERSON_LISTS = frozenset({tei("particDesc"), tei("listPerson")})


def is_participant_entry(person: etree._Element) -> bool:
    """A ``person``/``personGrp`` of a participant list (``particDesc`` or any ``listPerson``),
    or anything else inside one."""
    return any(a.tag in _PERSON_LISTS for a in person.iterancestors())


def _person_entries(element: etree._Element) -> Iterator[etree._Element]:
    for person in element.iter(*PERSON_TAGS):
        if is_participant_entry(person):
            yield person


def read_participants(document: etree._Element) -> tuple[Participant, ...]:
    """The people of a document: its headers' participant lists and its ``standOff`` lists."""
    found: dict[str, Participant] = {}
    scopes = list(headers_of(document)) + document.findall(tei("standOff"))
    for scope in scopes:
        for person in _person_entries(scope):
            participant = _participant(person)
            if participant and participant.id not in found:
                found[participant.id] = participant
    return tuple(found.values())


def header_participants(path: str | Path) -> tuple[Participant, ...]:
    """The participants of every document of a file, read without building the documents.

    For a run over many files (a participant of one file is named in another): the posts are
    streamed past and dropped, only the person entries are kept. A file that cannot be read
    gives none; its own run reports why.
    """
    try:
        data = read_file(path)
        check_prolog(data, str(path))
        found: dict[tuple[str, str], Participant] = {}
        for _, element in etree.iterparse(
            BytesIO(data),
            events=("end",),
            # Only these elements are read or cleared: libxml2 leaves out the others' events, a
            # Python object per element of the file (every <w>) that did nothing.
            tag=(*PERSON_TAGS, *POST_TAGS),
            resolve_entities=False,
            no_network=True,
            load_dtd=False,
            remove_comments=True,
        ):
            if element.tag in PERSON_TAGS:
                if is_participant_entry(element):
                    participant = _participant(element)
                    if participant:
                        found.setdefault((participant.id, participant.key), participant)
                    element.clear(keep_tail=True)
            elif element.tag in POST_TAGS:
                element.clear(keep_tail=True)
        return tuple(found.values())
    except (InputError, etree.XMLSyntaxError, OSError):
        return ()


def read_rooms(document: etree._Element) -> tuple[str, ...]:
    """Chat-room names the header records as ``name`` with a room-like ``@type``."""
    rooms: list[str] = []
    for header in headers_of(document):
        for name in header.iter(tei("name")):
            if (name.get("type") or "").lower() in ROOM_TYPES:
                text = words_of(name)
                if text and text not in rooms:
                    rooms.append(text)
    return tuple(rooms)


def find_posts(document: etree._Element, post_xpath: str | None = None) -> tuple[etree._Element, ...]:
    """The posts of one document: ``post``/``posting`` elements, or what ``post_xpath`` selects.

    ``post_xpath`` is XPath 3.1 (elementpath) evaluated with the ``TEI`` element as context and
    the prefix ``tei`` bound to the TEI namespace, e.g. ``.//tei:div[@type='message']``.
    """
    text = document.find(tei("text"))
    if post_xpath:
        import elementpath  # only here: its import takes a tenth of a second in every process

        selected = elementpath.select(document, post_xpath, namespaces=NS)
        return tuple(item for item in selected if isinstance(item, etree._Element))
    if text is None:
        return ()
    return tuple(el for el in text.iter() if el.tag in POST_TAGS)


# Elements outside posts whose content model admits <name>/<ref> (TEI macro.phraseSeq,
# macro.paraContent, macro.specialPara): detection may write into them. Elements not listed
# (idno, catDesc, language, ...) cannot hold markup; the post-processor scrubs their text.
TEXT_BLOCKS = frozenset(
    tei(n)
    for n in [
        "title",
        "p",
        "note",
        "desc",
        "head",
        "item",
        # A table outside a post is read whole, its cells apart (teianon.detect.table_cells reads
        # its columns); it was read by nothing before.
        "table",
        "label",
        "resp",
        "persName",
        "orgName",
        "placeName",
        "editor",
        "author",
        "publisher",
        "pubPlace",
        "distributor",
        "authority",
        "licence",
        "biblScope",
        "edition",
        "date",
        "term",
        "locale",
        "activity",
        "quote",
        "q",
        "seg",
        "ab",
        "bibl",
        "change",
        "signed",
        "trailer",
        "salute",
        "closer",
        "opener",
        "byline",
        "dateline",
        "docAuthor",
        "meeting",
        "funder",
        "sponsor",
        "figDesc",
        # Transcripts and drama: who speaks, an utterance outside a post, stage directions, a cast.
        *("speaker", "stage", "u", "castItem", "role", "roleDesc"),
        # A title page in front, and a person entry's descriptive fields (an occupation names an employer).
        *("titlePart", "docImprint", "docEdition", "docDate", "occupation", "education", "faith"),
        *("nationality", "socecStatus", "langKnown"),
        # A verse line (a song's or a poem's, in a drama's speech) and a sentence standing
        # outside a paragraph: each is read whole, its tokens too.
        *("l", "s"),
        # A text's description in prose (textDesc: "Chat of X with her sister").
        *("purpose", "channel", "constitution", "derivation", "domain", "factuality", "interaction", "preparedness"),
        # How a text came about: prose ("recorded in the kitchen of …"). A language's name
        # (``<language ident="de">German</language>``) is none; words beside its elements are.
        "creation",
        # A manuscript's description: who wrote it, where it came from, who kept it, what it
        # holds (a private collection's letters name their writers and owners there).
        *("handNote", "provenance", "acquisition", "custEvent", "origin", "summary"),
        # A private source's own name (``Tagebuch der …``), and the declarations' prose that names
        # what the encoders saw (a category's description, a rendition's: ``Handschrift von …``).
        *("msName", "catDesc", "rendition"),
        # A postal address is read whole, its lines as lines: the street, its number, the
        # postcode and the town make one address (a correspondent's in correspDesc).
        "address",
        # The file's size in words (``3 Chats von Vorname Nachname``): a fileDesc's prose.
        "extent",
    ]
)
FIGURES = tuple(tei(n) for n in ("figure", "media", "graphic"))


# Never read as text, besides the project's metadata: teianon's own declaration, the timeline
# (the policy's), and a corpus's title (what the text replaces is replaced there too, but nothing
# new is detected in it, unless it names a group and its place: _group_and_place). A document's
# title, a source's author or title, a setting or a
# participant's note is read; the participants' names are left to the post-processor.
_NOT_TEXT = frozenset({tei("application"), tei("timeline")})
_BESIDE_TEXT = (tei("standOff"), tei("sourceDoc"), tei("facsimile"))
_LANGUAGE = tei("language")
# A language's name has three words at most ("Swiss Standard German"); more are a sentence about
# who speaks it ("Saterfriesisch, gesprochen von …").
_NAME_WORDS = 3


# A title that names a group of people before a comma: a school class, a year, a course, a
# group, a team, a club, a family, a flat share (German and English, also inside a compound:
# ``Klassenchat``, ``Gruppenchat``).
GROUP_TITLE = regex.compile(
    r"klasse|kurs(?!iv)|jahrgang|stufe|gruppe|(?<!\p{L})(?:ag|wg|class|year|form|grade|group|team|club|family|families|"
    r"school|pupils|students|parents|scouts|choir)(?!\p{L})|schule|schüler|verein|famili|mannschaft|konfirmand|"
    r"jugend|eltern|pfadfinder|chor(?!\p{L})",
    regex.IGNORECASE | regex.VERSION1,
)
_GROUP_AND_PLACE = regex.compile(r",\s*\p{Lu}\p{Ll}+[^,]*(?:,[\s\d./\-–()]*)?$", regex.VERSION1)


def _group_and_place(title: str) -> bool:
    """A corpus's title that names a group and, after a comma, a capitalised word: the place."""
    end = _GROUP_AND_PLACE.search(title)
    return end is not None and GROUP_TITLE.search(title, 0, end.start()) is not None


def _sentence(element: etree._Element) -> bool:
    return len(_text(element).split()) > _NAME_WORDS


def _in_corpus_header(element: etree._Element) -> bool:
    """``element`` (a ``fileDesc``) stands in a ``teiCorpus``'s own header."""
    header = element.getparent()
    return header is not None and header.tag == tei("teiHeader") and _parent_tag(header) == tei("teiCorpus")


def _parent_tag(element: etree._Element) -> str | None:
    parent = element.getparent()
    return parent.tag if parent is not None else None


def text_blocks(document: etree._Element, posts: tuple[etree._Element, ...]) -> tuple[etree._Element, ...]:
    """The outermost :data:`TEXT_BLOCKS` elements of a document outside its posts, in order.

    The headers of enclosing ``teiCorpus`` elements count once, with their first document.
    A participant's ``note`` or ``residence`` is text too; only ``persName`` inside a
    participant list (``particDesc``, ``listPerson``) is left to the post-processor.
    """
    inside_posts = set(posts)
    around_posts = {a for post in posts for a in post.iterancestors()}
    project = project_tags()
    found: list[etree._Element] = []
    # The text's elements are read wherever they hold words; the header's that no list names are
    # the post-processor's (an idno, a language: teianon.replace.hidden).
    in_text = False

    # walk is handed itself (``again``) rather than calling itself through its closure: that
    # cycle (function, cell, ``found``) kept the whole document alive until the collector's
    # next full pass.
    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        for child in element:
            # A post that --post-xpath did not select stays unread, as the user chose.
            if not isinstance(child.tag, str) or child in inside_posts or child.tag in POST_TAGS:
                continue
            if child.tag == tei("persName") and is_participant_entry(child):
                continue
            if is_teianons_own(child):
                continue  # what teianon wrote itself (an import's numbered title and note)
            if (child.tag in project and is_project_element(child)) or is_source_record(child):
                # The project's metadata is not read, but for its free prose (a change, a note,
                # a paragraph of the encoding's declarations), outermost first.
                prose = [
                    block
                    for block in child.iter(*PROSE, *declaration_tags()[0])
                    if (block.tag in PROSE or is_declaration_prose(block))
                    and is_header_prose(block)
                    and not is_teianons_own(block)
                    and _text(block).strip()
                ]
                outer = set(prose)
                found.extend(b for b in prose if not any(a in outer or a.tag in PROSE for a in b.iterancestors()))
                continue
            if child.tag in _NOT_TEXT or element.tag == tei("titleStmt") and child.tag != tei("title"):
                continue
            # The title of a corpus is the publisher's; a document's title is read (a forum
            # thread's title is the participant's writing). But for a corpus titled by a group of
            # people and its place (``Chat der Klasse 7b, Kleindorf``): the place says where they live.
            if child.tag == tei("titleStmt") and _in_corpus_header(element):
                found.extend(t for t in child.iter(tei("title")) if _group_and_place(_text(t)))
                continue
            if child.tag in TEXT_BLOCKS and child not in around_posts and _text(child).strip():
                found.append(child)
            elif (
                child not in around_posts
                and (
                    mixed(child)
                    or child.tag == _LANGUAGE
                    and _sentence(child)
                    or in_text
                    and (words_alone(child) or tokens_alone(child) or lines_alone(child))
                )
                and child.tag not in _PERSON_LISTS
                and not is_participant_entry(child)
            ):
                # Text of its own between its elements, in an element no list names: prose all the
                # same, read whole (its own words are in no block of a child).
                found.append(child)
            else:
                again(child, again)

    for header in corpus_headers_of(document):
        walk(header, walk)
    own = document.find(tei("teiHeader"))
    if own is not None:
        walk(own, walk)
    text = document.find(tei("text"))
    in_text = True
    if text is not None:
        walk(text, walk)
    # Stand-off annotation (a listAnnotation's note) is prose a reader sees as well; so are a
    # transcription of the source document (sourceDoc's lines) and a facsimile's descriptions of
    # its zones, which stand beside <text> and hold what the document itself says.
    for standoff in document.iterchildren(*_BESIDE_TEXT):
        walk(standoff, walk)
    # Inside a post, a figure's description is no running text of the post (the post's view
    # leaves figures out) but text all the same.
    for post in posts:
        for figure in post.iter(*FIGURES):
            walk(figure, walk)
    return tuple(found)


def corpus_headers_of(document: etree._Element) -> list[etree._Element]:
    """The headers of the ``teiCorpus`` elements around ``document`` that are read with it, the
    outermost first: each with the first document of its corpus, unless a file read one document
    at a time has read it already (:func:`later_documents`)."""
    found = []
    for header in headers_of(document):
        corpus = header.getparent()
        if (
            corpus is not None
            and corpus is not document
            and corpus not in _READ_WITH_EARLIER
            and next(corpus.iter(tei("TEI")), None) is document
        ):
            found.append(header)
    return found[::-1]


# The teiCorpus elements of a file read document by document whose first document has been read:
# their headers were that document's text, and are no later document's (teianon.pipeline.by_document).
_READ_WITH_EARLIER: list[etree._Element] = []


@contextmanager
def later_documents(corpus: etree._Element) -> Iterator[None]:
    """Within it, the header of ``corpus`` is no text of the documents read: a file read one
    document at a time, whose first document has read it already."""
    _READ_WITH_EARLIER.append(corpus)
    try:
        yield
    finally:
        _READ_WITH_EARLIER.remove(corpus)


def read_documents(tree: etree._ElementTree, where: str, post_xpath: str | None = None) -> list[Document]:
    """Every ``TEI`` document of a file, in document order."""
    root = check_tei_root(tree, where)
    documents = []
    for element in root.iter(tei("TEI")):
        posts = find_posts(element, post_xpath)
        blocks = text_blocks(element, posts)
        readings = other_readings((*posts, *blocks))
        # An omission's description inside what is read (a block found whole is read already).
        described = [d for d in gap_descriptions((*posts, *blocks, *readings)) if d not in blocks]
        documents.append(
            Document(
                element=element,
                participants=read_participants(element),
                rooms=read_rooms(element),
                posts=posts,
                texts=(*blocks, *readings, *dict.fromkeys(described)),
            )
        )
    return documents
