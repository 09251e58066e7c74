"""The corpus's own name markup: which TEI name elements are references, and of which category.

Corpora arrive annotated: ``persName``, ``placeName``, ``orgName``, ``geogName``, ``rs`` and
``name`` with types of their own. Their encoders found those names already, so each is a
reference of the category :data:`DEFAULT_MAPPING` gives it; a policy's ``[names]`` table changes
the mapping (``placeName = "LOC"``, ``"rs@ship" = "OTH"``, ``orgName = "none"``).

A key is an element's local name, or ``name@type`` for one ``@type`` of it (compared without
case); the typed key wins over the element's own. The categories are DOCC's (``name`` of
``type="PER"`` and its kin are references already and are not looked up here).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

import regex
from lxml import etree

from ..mention import Category
from .name_words import names_words
from .tei import (
    NICKNAME_TYPES,
    TEI_NS,
    Participant,
    headers_of,
    is_declaration_prose,
    is_project_metadata,
    local_name,
    records_in_prose,
    tei,
    words_of,
)

# "none": the element (or the type) is no reference, whatever the defaults say.
NOT_A_REFERENCE = "none"

# Types as corpora spell them, in English and German and shortened (``pers``, ``Ort``, ``Firma``).
_PERSON = (
    "person", "persname", "personal", "people", "forename", "surname", "firstname", "lastname",
    "pers", "personname", "individual", "personenname", "vorname", "nachname",
)  # fmt: skip
_PLACE = (
    "place", "placename", "city", "town", "village", "settlement", "region", "country", "state", "district",
    "ort", "ortsname", "stadt", "dorf", "gemeinde", "ortsteil",
)  # fmt: skip
_ORG = (
    "org", "orgname", "organisation", "organization", "institution", "company", "club", "school",
    "firma", "unternehmen", "verein", "schule", "business", "employer", "arbeitgeber",
)  # fmt: skip
# Types of a name that name no one: the project's tools, tag sets, formats and standards, and
# the public sphere's works, platforms and brands (DESIGN "What stays").
_NOT_SENSITIVE = (
    "software", "tool", "tagset", "program", "application", "corpus", "project", "format",
    "standard", "schema", "language", "platform", "product", "brand", "work",
)  # fmt: skip

DEFAULT_MAPPING: Mapping[str, str] = {
    "persName": "PER",
    "placeName": "GPE",
    "orgName": "ORG",
    "geogName": "LOC",
    # A placeName's parts and free-standing place elements.
    "settlement": "GPE",
    "district": "GPE",
    "region": "GPE",
    # An address's parts, as TEI marks them (``<address><street>…<postCode>…``): a street is a
    # place (DOCC writes streets as LOC), a postcode and a post box are numbers.
    "street": "LOC",
    "postCode": "NUMBER",
    "postBox": "NUMBER",
    # Coordinates the corpus marks (``<geo>51.37 9.30</geo>``, also in a standOff's place list).
    "geo": "NUMBER",
    # The place a private source was written (a pubPlace of sourceDesc with no publisher beside
    # it); a published source's place is its publisher's and stays (project metadata).
    "pubPlace": "GPE",
    # A header's list of names (``listNym``): each ``nym`` a name the corpus lists, its
    # ``form``s (a pet form, a nickname) the words a reader sees.
    "nym": "NICK",
    # A person's name given as a nickname, screen name or user name.
    **{f"persName@{t}": "NICK" for t in NICKNAME_TYPES},
    **{f"addName@{t}": "NICK" for t in NICKNAME_TYPES},
    **{f"name@{t}": "PER" for t in _PERSON},
    **{f"name@{t}": "GPE" for t in _PLACE},
    **{f"name@{t}": "ORG" for t in _ORG},
    "name@geog": "LOC",
    "name@geogname": "LOC",
    "name@river": "LOC",
    "name@mountain": "LOC",
    # A name the corpus marked without saying what it names, or with a type of its own
    # (name@xyz): still a name its encoders found, so a reference ("other name") rather than text.
    "name": "OTH",
    **{f"rs@{t}": "PER" for t in _PERSON},
    **{f"rs@{t}": "GPE" for t in _PLACE},
    **{f"rs@{t}": "ORG" for t in _ORG},
    **{f"name@{t}": NOT_A_REFERENCE for t in _NOT_SENSITIVE},
}

# The parts of a name that are no name on their own (a title, "von", "Jr.").
_NOT_PARTS = frozenset({"roleName", "nameLink", "genName"})
# Elements that make up a name: replaced each on its own inside a mapped element.
_PARTS = frozenset(
    {"forename", "surname", "addName", "name", "settlement", "district", "region", "country", "bloc", "form"}
)


def _key(local: str, kind: str | None = None) -> str:
    return f"{local}@{kind.strip().lower()}" if kind else local


def mapping_of(overrides: Iterable[tuple[str, str]] = ()) -> dict[str, str]:
    """The default mapping with a policy's ``[names]`` entries over it (keys as written there)."""
    mapping = {_normal(k): v for k, v in DEFAULT_MAPPING.items()}
    mapping.update(
        (_normal(k), v.strip().upper() if v.strip().lower() != NOT_A_REFERENCE else NOT_A_REFERENCE)
        for k, v in overrides
    )
    return mapping


def _normal(key: str) -> str:
    element, _, kind = key.partition("@")
    return _key(element.strip(), kind or None)


def check_override(key: str, value: object) -> str | None:
    """Why a ``[names]`` entry is wrong, or None."""
    element, _, _ = key.partition("@")
    if not element.strip() or not element.strip().replace("_", "").replace("-", "").isalnum():
        return f"[names] key {key!r} is no element name (write persName, or name@place for one @type)"
    if not isinstance(value, str) or (
        value.strip().upper() not in Category.__members__ and value.strip().lower() != NOT_A_REFERENCE
    ):
        return f'[names] {key} = {value!r}: choose a category ({", ".join(Category.__members__)}) or "none"'
    return None


def category_of(element: etree._Element, mapping: Mapping[str, str]) -> Category | None:
    """The category the mapping gives a TEI element, or None (not one of the corpus's names)."""
    tag = element.tag
    if not isinstance(tag, str) or not tag.startswith(f"{{{TEI_NS}}}"):
        return None
    local = local_name(tag)
    kind = element.get("type")
    value = (mapping.get(_key(local, kind)) if kind else None) or mapping.get(local)
    if value is None or value == NOT_A_REFERENCE:
        return None
    return Category[value]


@dataclass(frozen=True)
class CorpusName:
    """One stretch of a corpus's name element to be replaced on its own: the whole element's
    content (``target`` is the element), or one part of it (a ``forename``, an ``addName``)."""

    target: etree._Element
    category: Category
    rule: str


def corpus_names(root: etree._Element, mapping: Mapping[str, str]) -> Iterator[CorpusName]:
    """The corpus's name elements below ``root`` that are references, outermost first, each
    with the parts to replace on its own. Left out: the participant list (the post-processor
    replaces it), the project's own metadata, names inside a reference already (``<name>``,
    ``<ref>`` of a category), and names that hold a placeholder of an earlier anonymisation."""
    # Only the elements the mapping names are looked at: a tokenised corpus has a <w> per word.
    tags = {f"{{{TEI_NS}}}{key.partition('@')[0]}" for key, value in mapping.items() if value != NOT_A_REFERENCE}
    if not tags:
        return
    for element in root.iter(*tags):
        category = category_of(element, mapping)
        if category is None or not _eligible(element, category):
            continue
        if any(category_of(a, mapping) is not None for a in element.iterancestors()):
            continue  # a part of an outer name: that one lists it
        yield from _parts(element, category, mapping)


def _eligible(element: etree._Element, category: Category) -> bool:
    if "[_" in "".join(element.itertext()) or is_project_metadata(element):  # type: ignore[arg-type]
        return False
    if category not in _PRIVATE_IN_DECLARATIONS and _in_declaration_prose(element):
        return False  # the project's partners and tools ("POS tags after STTS by <orgName>…")
    if local_name(element.tag) == "name" and _is_reference(element):
        return False  # DOCC's <name type="PER">: a reference as it stands
    for ancestor in element.iterancestors():
        if ancestor.tag == _NYM_LIST:
            # A list of names (pet forms, nicknames) beside the participants: no participant's
            # entry, which the post-processor replaces; its names are the corpus's own.
            continue
        if ancestor.tag in _PERSON_LISTS and not any(a.tag == _NYM_LIST for a in element.iterancestors()):
            return False
        if ancestor.tag in _REFERENCES and _is_reference(ancestor):
            return False
    return True


# What the prose of the encoding's declarations may name privately (as teianon.annotate.document
# proposes there): persons and places; organisations and other names there are the project's.
_PRIVATE_IN_DECLARATIONS = frozenset({Category.PER, Category.NICK, Category.GPE, Category.LOC})


def _in_declaration_prose(element: etree._Element) -> bool:
    return any(is_declaration_prose(a) for a in element.iterancestors())


_PERSON_LISTS = frozenset(f"{{{TEI_NS}}}{n}" for n in ("particDesc", "listPerson"))
_NYM_LIST = f"{{{TEI_NS}}}listNym"
_REFERENCES = frozenset(f"{{{TEI_NS}}}{n}" for n in ("name", "ref"))


def _is_reference(element: etree._Element) -> bool:
    return Category.from_markup(local_name(element.tag), element.get("type")) is not None or (
        (element.get("type") or "").lower() == "addressingterm"
    )


def _parts(element: etree._Element, category: Category, mapping: Mapping[str, str]) -> Iterator[CorpusName]:
    """The element's own content, or each name part of it (``forename``, ``surname``, ``addName``,
    a placeName's ``settlement``), recursively; titles, ``nameLink``, ``genName`` stay."""
    parts = [
        c
        for c in element
        if isinstance(c.tag, str)
        and c.tag.startswith(f"{{{TEI_NS}}}")
        and (local_name(c.tag) in _PARTS | _NOT_PARTS or category_of(c, mapping) is not None)
    ]
    rule = _key(local_name(element.tag), element.get("type"))
    if not parts or _loose_name_words(element, parts):
        # Without parts, or with a name's words outside them (``<orgName><name>Kita
        # Sonnenblume</name> Lüdenscheid</orgName>``): the element's content is one reference.
        if "".join(element.itertext()).strip():  # type: ignore[arg-type]
            yield CorpusName(element, category, rule)
        return
    for part in parts:
        if local_name(part.tag) in _NOT_PARTS:
            continue
        own = category_of(part, mapping)
        yield from _parts(part, own or category, mapping)


def _loose_name_words(element: etree._Element, parts: list[etree._Element]) -> bool:
    """Whether the element's own text beside its parts holds a word of a name (a capitalised
    word or one with a digit that is no title, form of address or particle)."""
    loose = [element.text or "", *(p.tail or "" for p in parts)]
    return names_words(" ".join(loose))


# The categories of a corpus's name that may be a participant's name or nickname.
_PERSONAL = frozenset({Category.PER, Category.NICK})


def _name_key(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).split()).casefold()


def participant_names(participants: Iterable[Participant]) -> dict[str, str]:
    """Each participant's name, nickname and full name (its names' parts in order, ``Hedwig
    Strammler`` of a ``forename`` and a ``surname``), compared without case -> the participant's
    id. A string two participants share names neither for sure, and is left out."""
    owners: dict[str, set[str]] = {}
    for participant in participants:
        whole = " ".join(participant.names)
        for name in {*participant.names, *participant.nicknames, whole} - set(participant.not_names):
            if name.strip():
                owners.setdefault(_name_key(name), set()).add(participant.id)
    return {key: next(iter(ids)) for key, ids in owners.items() if len(ids) == 1}


def participant_of(found: CorpusName, owners: Mapping[str, str]) -> str | None:
    """The participant a corpus's person name is the name or nickname of (``<persName>kiesel5</persName>``
    for the participant whose nickname it is), or None."""
    if found.category not in _PERSONAL or not owners:
        return None
    return owners.get(_name_key(words_of(found.target)))


# Who the headers say is responsible for the corpus: its editors, authors, principal
# investigators, funders and sponsors, and the names of its respStmts.
_RESPONSIBLE = frozenset(tei(n) for n in ("editor", "author", "principal", "funder", "sponsor"))
_RESP_NAMES = frozenset(tei(n) for n in ("name", "persName", "orgName"))


def project_names(document: etree._Element) -> frozenset[str]:
    """The names the headers around and of ``document`` list as responsible for the corpus
    (``editor``, ``author``, ``principal``, ``funder``, ``sponsor``, a ``respStmt``'s names),
    compared without case: the project's people, who stay where the header's prose names them
    too. Not the author of a source in ``sourceDesc`` (a person's writing), nor one that the
    prose cites in a ``bibl``."""
    return responsible_names(headers_of(document))


def responsible_names(headers: Iterable[etree._Element]) -> frozenset[str]:
    """:func:`project_names` of the given headers."""
    found: set[str] = set()
    for header in headers:
        for element in header.iter(*_RESPONSIBLE, tei("respStmt")):
            if any(a.tag in _NOT_RESPONSIBLE for a in element.iterancestors()):
                continue
            named = element.iter(*_RESP_NAMES) if element.tag == tei("respStmt") else (element,)
            for e in named:
                # Its label too (key="lastname.firstname"), which the attribute rule would find.
                found.update(_name_key(v) for v in (words_of(e), e.get("n", ""), e.get("key", ""), e.get("reg", "")))
                # The prose names them without their titles ("Prof. Dr. Ilse Brand" leads,
                # "unter Leitung von Ilse Brand").
                found.add(_untitled(_name_key(words_of(e))))
    found.discard("")
    return frozenset(found)


# Titles and degrees written before a name in a header's list of people; the prose names the
# person without them.
_TITLES = frozenset(
    "dr dr. drs prof prof. professor professorin pd priv.-doz. dipl.-ing. ing. mag. univ.-prof. jun.-prof. apl."
    " mr mr. mrs mrs. ms ms. mx miss frau herr sir dame rev rev. revd med. phil. rer. nat. habil.".split()
)


def _untitled(key: str) -> str:
    """A name key without the titles before the name (``prof. dr. ilse brand`` -> ``ilse brand``);
    a title alone stays what it is."""
    words = key.split()
    while len(words) > 1 and words[0] in _TITLES:
        words = words[1:]
    return " ".join(words)


def is_project_name(found: CorpusName, project: frozenset[str]) -> bool:
    """A corpus's name in a header that is one of :func:`project_names` (the whole name, or the
    name its part belongs to)."""
    if not project or not any(a.tag == tei("teiHeader") for a in found.target.iterancestors()):
        return False
    around = [found.target, *list(found.target.iterancestors())[:2]]
    return any(_name_key(words_of(e)) in project for e in around)


_NOT_RESPONSIBLE = frozenset(tei(n) for n in ("sourceDesc", "particDesc", "bibl", "biblStruct", "listBibl"))


# Where the project's metadata writes a link: in a pointer, or as the text of these elements.
_LINK_ATTRIBUTES = ("target", "url", "uri")
_LINK_TEXTS = frozenset(tei(n) for n in ("ptr", "ref", "idno"))
_SCHEME = regex.compile(r"^(?:[a-z][a-z0-9+.-]*://)?(?:www\.)?", regex.IGNORECASE)


def link_key(link: str) -> str:
    """A link compared without its scheme, ``www.``, case or closing slash: the project's home
    page written out in a note is the page its ``ptr`` points to."""
    return _SCHEME.sub("", link.strip()).rstrip("/").casefold()


def project_links(document: etree._Element) -> frozenset[str]:
    """The links (:func:`link_key`) the headers around and of ``document`` give as the
    project's own: pointers and link texts of its metadata (a ``publicationStmt``'s ``ptr``, an
    ``idno``), and what the declarations' prose cites (``projectDesc``'s ``ref``). Where a note
    or a change writes one of them out, it is the project's page, no one's address (DESIGN
    "What stays"); a participant's page is not among them (``particDesc`` is no metadata)."""
    cited = records_in_prose()
    found: set[str] = set()
    for header in headers_of(document):
        for element in header.iter(etree.Element):
            if element.get("resp") == "#teianon":
                continue  # a reference teianon wrote: a proposal, not the project's record
            if not (
                is_project_metadata(element)
                or element.tag in cited
                and any(a.tag == tei("encodingDesc") for a in element.iterancestors())
            ):
                continue
            values = [v for name in _LINK_ATTRIBUTES for v in (element.get(name) or "").split()]
            if element.tag in _LINK_TEXTS:
                values.append(words_of(element))
            found.update(link_key(v) for v in values if "." in v and not v.startswith("#"))
    found.discard("")
    return frozenset(found)
