"""The places of a parsed file that a reader sees, for the self-audit (:mod:`teianon.checks.audit`).

Every text, attribute name and value, comment, processing instruction, element name and prefix
and namespace declaration, one by one (:func:`places`); the same, skipping the elements that hold
none of the strings sought (:func:`places_with_hits`); the words joined across markup that does
not break them (:func:`joined`); and where a place is, in words (:func:`describe`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator

import regex
from lxml import etree

from ..mention import Category
from ..read.places import JOINING_TAGS, breaks_no_word, divides_word, joins_words, text_before
from ..read.reader import fold
from ..read.search import ReaderSearch
from ..read.tei import local_name, tei
from ..read.textview import spaces_tokens, tokens_meet
from ..review.decisions import DECISIONS

_TEI = "{http://www.tei-c.org/ns/1.0}"
_CATEGORY_NAMES = frozenset(c.name for c in Category)


def _counted_category(item: etree._Element, value: str) -> bool:
    """``<item n="NICK">`` of the replacement counts in teianon's change record, ``<item
    n="reject">`` of its decisions counts: a name of teianon's, not a word of the text (a person
    named Nick leaves no leak there)."""
    listing = item.getparent()
    change = listing.getparent() if listing is not None else None
    names = {"replacements": _CATEGORY_NAMES, "decisions": DECISIONS}.get(
        listing.get("type", "") if listing is not None else "", ()
    )
    return (
        value in names
        and item.tag == f"{_TEI}item"
        and change is not None
        and change.tag == f"{_TEI}change"
        and change.get("type") in ("anonymisation", "pseudonymisation")
    )


def _prefix(node: etree._Element, uri: str | None) -> str | None:
    if not uri:
        return None
    return next((p for p, u in node.nsmap.items() if u == uri and p), None)


def places(tree: etree._ElementTree, names: set[str] | None = None) -> Iterator[tuple[etree._Element, str, str, str]]:
    """(node, kind, name, text) for every place a reader sees: texts, attribute names and values,
    comments, processing instructions (target and data), element names and prefixes, namespace
    declarations; :func:`describe` words the place (only for a hit: most places hold none).
    A name of the markup (an element's, an attribute's, a prefix) is given once, where it first
    stands: a tokenised corpus names the same few thousand times (``names``: those given
    already, by the parts of the file before this one)."""
    root = tree.getroot()
    names = set() if names is None else names
    for node in [*_outside(root), *root.iter()]:
        yield from node_places(node, names)


def _outside(root: etree._Element) -> list[etree._Element]:
    """The comments and processing instructions before and after the root."""
    return [*root.itersiblings(preceding=True), *root.itersiblings()]


def node_places(node: etree._Element, names: set[str]) -> Iterator[tuple[etree._Element, str, str, str]]:
    """The places of one node (:func:`_places`); ``names``: the names of the markup given
    already, to which this node's new ones are added."""
    tag: object = node.tag  # an entity's is a function (a comment's and a PI's too); lxml-stubs say str
    if isinstance(node, etree._Comment):
        yield node, "comment", "", node.text or ""
    elif isinstance(node, etree._ProcessingInstruction):
        yield node, "pi target", "", _target(node)
        yield node, "pi", "", node.text or ""
        if node.text and "&" in node.text and (resolved := html.unescape(node.text)) != node.text:
            # An editor shows the data with its character references resolved (S&#248;lvi as Sølvi).
            yield node, "pi", "", resolved
    elif isinstance(tag, str):
        if tag not in names:
            names.add(tag)
            yield node, "element name", "", tag.rsplit("}", 1)[-1]
            if node.prefix:
                yield node, "prefix", "", node.prefix
        parent = node.getparent()
        inherited = parent.nsmap if parent is not None else {}
        for prefix, uri in node.nsmap.items():
            if inherited.get(prefix) != uri:
                yield node, "namespace", "", uri
                if prefix:
                    yield node, "namespace prefix", "", prefix
        if node.text:
            yield node, "text", "", node.text
        # lxml-stubs type names and values str | bytes; lxml gives str.
        attributes: list[tuple[str, str]] = node.attrib.items()  # type: ignore[assignment]
        for attribute, value in attributes:
            name = local_name(attribute)
            if attribute not in names:
                names.add(attribute)
                yield node, "attribute name", name, name
                if attribute.startswith("{"):
                    prefix = _prefix(node, attribute[1:].split("}", 1)[0])
                    if prefix and prefix != "xml":
                        yield node, "attribute prefix", name, prefix
            # Every value is read, descriptive ones too; only teianon's own count of a
            # category (n="NICK" in its change record) is no one's word.
            if not (name == "n" and _counted_category(node, value)):
                yield node, "attribute", name, value
    else:
        return
    if node.tail and node.getparent() is not None:
        yield node, "tail", "", node.tail


def places_with_hits(
    tree: etree._ElementTree, search: ReaderSearch, holds: Callable[[str], bool], names: set[str] | None = None
) -> Iterator[tuple[etree._Element, str, str, str]]:
    """The places of :func:`_places` that may hold a hit, in the same order: those of every
    node but the elements whose texts, tail and attribute values hold none of the strings
    (``holds``, after :meth:`ReaderSearch.hits`' own first test) and whose names are given
    already. For a file whose namespace declarations hold none (:func:`declarations`): asking each
    element for its own (``nsmap``) and walking every place in Python was most of the audit's
    time, for places that hold nothing."""
    root = tree.getroot()
    names = set() if names is None else names
    # The texts known to hold none, asked of every element: a tokenised file repeats its lemmas,
    # tags and words, and a set answers for all the values of an element at once.
    cold: set[str] = set()
    anywhere = search.anywhere.any

    def none_in(text: str | None) -> bool:
        if not text or text in cold:
            return True
        # Most texts (a token's id) hold no string at all: hits() says so first, the same way.
        if anywhere(fold(text)) and holds(text):
            return False
        cold.add(text)
        return True

    for node in [*_outside(root), *root.iter()]:
        tag: object = node.tag
        if isinstance(tag, str) and tag in names and none_in(node.text) and none_in(node.tail):
            attributes = node.attrib
            # lxml-stubs type names and values str | bytes; lxml gives str.
            values: list[str] = attributes.values()  # type: ignore[assignment]
            if names.issuperset(attributes.keys()) and (cold.issuperset(values) or all(map(none_in, values))):
                continue
        yield from node_places(node, names)


_DECLARATION = regex.compile(r"""xmlns(?::([^\s=/>]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def declarations(text: str) -> set[str] | None:
    """The prefixes and namespace names the declarations of a serialised file (``text``) give:
    as written, and with references resolved and white space normalised as a parser reads a
    value, each way (more strings than the tree holds, never fewer). None where a declaration
    may come from elsewhere: an attribute list of the document type declaration can declare a
    namespace by default (the safe parser refuses such a default; a tree parsed otherwise may
    hold one)."""
    if "<!ATTLIST" in text:
        return None
    found: set[str] = set()
    for match in _DECLARATION.finditer(text):
        for value in match.groups():
            if value:
                spaced = _WHITE.sub(" ", value.replace("\r\n", "\n"))
                found |= {value, html.unescape(value), spaced, html.unescape(spaced)}
    return found


_WHITE = regex.compile(r"[\t\n\r]")


def _target(pi: etree._ProcessingInstruction) -> str:
    return pi.target or ""  # type: ignore[return-value]  # lxml-stubs: str | bytes; lxml gives str


def joined(tree: etree._ElementTree) -> Iterator[tuple[etree._Element, str, list[str]]]:
    """(element, its text with words joined across markup that does not break them, the pieces)
    for every element that has such markup among its children (``<lb break="no"/>``, ``<hi>``,
    a plain ``<lb/>`` inside a word divided for the line: ``Hollen-<lb/>horst``)."""
    containers: dict[etree._Element, None] = {}
    for child in tree.getroot().iter(*JOINING_TAGS, etree.Comment, etree.ProcessingInstruction):
        if not (joins_words(child) or breaks_no_word(child) or divides_word(child, text_before(child))):
            continue
        parent = child.getparent()
        # The outermost element that is no joining markup itself holds the whole word.
        while parent is not None and (joins_words(parent) or breaks_no_word(parent)):
            parent = parent.getparent()
        if parent is not None:
            containers.setdefault(parent)
    for element in containers:
        pieces: list[str] = [element.text or ""]
        _read_across(element, pieces)
        yield element, "".join(pieces), pieces
    yield from _joined_tokens(tree)


_LB = tei("lb")
_W = tei("w")
# A dividing hyphen (or soft hyphen, ¬, ⸗) before markup that holds a line, column or page
# break; the white space around the markup (an indented line, the space between tokens) goes too.
_DIVIDED = regex.compile(
    r"[-\u00ad\u00ac\u2010\u2e17=]((?:\s*<[^>]*>)*?\s*<(?:[\w.-]+:)?[lcp]b\b[^>]*>(?:\s*<[^>]*>)*\s*)"
)
_TAGS = regex.compile(r"<[^>]*>")


def undivided(text: str) -> str | None:
    """A serialised file (``text``) without its tags and with the words a line divides after a
    hyphen whole (``Ruck-<lb/>stuhl``, ``<w>Ruck-</w><lb/><w>stuhl</w>``), as :func:`joined`
    reads them; None where no word is so divided."""
    if not _DIVIDED.search(text):
        return None
    return _TAGS.sub("", _DIVIDED.sub(lambda m: "".join(_TAGS.findall(m.group(1))), text))


def _joined_tokens(tree: etree._ElementTree) -> Iterator[tuple[etree._Element, str, list[str]]]:
    """(element, its tokens' text as detection's tokenised view reads it, each token's text) for
    every element with a line break between two ``<w>`` that the view joins into one word
    (``<w>Ruck</w><lb/><w>stuhl</w>`` in a post that spaces its tokens, ``break="no"``, a word
    divided by a hyphen): :func:`teianon.read.textview.tokens_meet`, the same reading."""
    spaced: dict[etree._Element, bool] = {}
    meeting: dict[etree._Element, dict[etree._Element, str]] = {}
    how: str | None
    for child in tree.getroot().iter(_LB):
        parent, previous = child.getparent(), child.getprevious()
        if parent is None or previous is None or previous.tag != _W:
            continue
        if parent not in spaced:
            spaced[parent] = spaces_tokens(parent)
        how = tokens_meet(child, spaced[parent])
        if how is not None:
            meeting.setdefault(parent, {})[child] = how
    for element, breaks in meeting.items():
        words: list[str] = [element.text or ""]
        pieces: list[str] = [element.text or ""]
        glue = False
        for child in element:
            how = breaks.get(child)
            if how is not None:
                if how == "-":
                    words[-1] = words[-1][:-1]
                glue = True
                continue
            text = "".join(child.itertext()) if isinstance(child.tag, str) else ""  # type: ignore[arg-type]
            if text:
                pieces.append(text)
                words.append(text if glue else " " + text)
            glue = False
            # The blank between a token and the break that joins it to the next is no space of the word.
            if child.tail and not (child.tail.isspace() and child.getnext() in breaks):
                pieces.append(child.tail)
                words.append(child.tail)
        yield element, "".join(words), pieces


def _read_across(element: etree._Element, pieces: list[str]) -> None:
    for child in element:
        if isinstance(child.tag, str) and joins_words(child):
            pieces.append(child.text or "")
            _read_across(child, pieces)
        elif divides_word(child, pieces[-1]):
            # "Hollen-<lb/>horst" reads "Hollenhorst", as detection reads it: the hyphen and the
            # indentation after the break are no part of the word.
            pieces[-1] = pieces[-1][:-1]
            pieces.append((child.tail or "").lstrip())
            continue
        elif not breaks_no_word(child):
            # Any other element ends a word (a <w>, a <name>, a <choice>).
            pieces.append(" ")
        pieces.append(child.tail or "")


def describe(node: etree._Element, kind: str, name: str) -> str:
    """Where a hit is, in words: ``text of <w>``, ``@target of <ref>``, ``comment``."""
    if kind == "comment":
        return "comment"
    if kind == "pi" and isinstance(node, etree._ProcessingInstruction):
        return f"processing instruction <?{_target(node)}?>"
    if kind == "pi target":
        return "target of a processing instruction"
    if kind == "tail" and isinstance(node, etree._Comment):
        return "text after a comment"
    if kind == "tail" and isinstance(node, etree._ProcessingInstruction):
        return f"text after the processing instruction <?{_target(node)}?>"
    label = f"<{local_name(node.tag)}>"
    return {
        "element name": "element name",
        "prefix": f"namespace prefix of {label}",
        "namespace": f"namespace declaration on {label}",
        "namespace prefix": f"namespace prefix declared on {label}",
        "text": f"text of {label}",
        "attribute": f"@{name} of {label}",
        "attribute name": f"attribute name of {label}",
        "attribute prefix": f"namespace prefix of @{name} of {label}",
        "tail": f"text after {label}",
        "joined": f"text of {label}, read across its markup",
    }[kind]


# The namespaces of published vocabularies (the TEI's, the W3C's, teianon's own URN, …): their
# words (``www``, ``tei``, ``ns``, ``xml``, ``http``) are the standard's, whatever a participant
# is called, and the declaration is no text a reader takes for a person.
_PUBLISHED_NAMESPACE = regex.compile(
    r"(?:https?://(?:www\.)?(?:w3\.org|tei-c\.org|relaxng\.org|purl\.org|purl\.oclc\.org|docbook\.org"
    r"|schematron\.com|loc\.gov|openarchives\.org|xmlns\.com|schemas\.xmlsoap\.org|schemas\.openxmlformats\.org"
    r"|ns\.adobe\.com|oxygenxml\.com|saxon\.sf\.net)/|urn:x-teianon:|urn:oasis:|http://saxon\.sf\.net/)",
    regex.IGNORECASE,
)
_PREFIXES = frozenset({"namespace prefix", "prefix", "attribute prefix"})
_URI_WORD = regex.compile(r"[\p{L}\p{N}]+")
# The words of any URI's frame (its scheme, a host's www and top-level domain, a path's ns).
_URI_FRAME = frozenset({"http", "https", "www", "ns", "xml", "xmlns", "urn", "org", "com", "net", "schema", "schemas"})


def published_namespace_word(node: etree._Element, kind: str, value: str, found: str) -> bool:
    """Is ``found`` a word of a published vocabulary's namespace name in its declaration
    (``tei`` of ``http://www.tei-c.org/ns/1.0``), or that namespace's prefix where the prefix
    is a word of its name or the XML's own (``xmlns:tei``, ``xml:id``)? Only the words the
    namespace name itself holds: a custom prefix (``xmlns:lela2``) is the file's, as is any other
    namespace's name."""
    if kind == "namespace":
        uri = value
    elif kind in _PREFIXES and isinstance(node.tag, str):
        if found.casefold() == "xml":
            return True
        uri = node.nsmap.get(value) or node.nsmap.get(found) or ""
    else:
        return False
    words = {fold(word) for word in _URI_WORD.findall(uri)}
    if kind == "namespace" and fold(found) in _URI_FRAME & words:
        return True
    return _PUBLISHED_NAMESPACE.match(uri) is not None and fold(found) in words
