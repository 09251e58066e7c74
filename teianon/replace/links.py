"""Public links of a document: the link texts and pointers the post-processor keeps.

A corpus's own link markup (``<ref type="URL">https://twitter.com/</ref>``) and pointers
(``target="https://twitter.com/hashtag/bcrn18"``, ``target="/wiki/Star"``) are replaced
unless they lead to a public resource (:func:`teianon.detect.links.is_public_link`). The
stylesheet cannot tell; it gets the list as its parameter ``public-links-json``.
"""

from __future__ import annotations

import json

import regex
from lxml import etree

from ..annotate.public_marks import AUTHORITY_LINKS, kept_public
from ..detect.lexicon import is_ordinary
from ..detect.links import is_public_link
from ..mention import Category
from ..read.project_metadata import links_to_publisher, publisher_keys
from ..read.search import WholeWords
from ..read.tei import read_participants, tei, words_of

# What separates the words of a link's path and query: a name stands between them.
_SEPARATORS = regex.compile(r"[/_.?=&#%+-]")
_POINTERS = frozenset({"target", "ref", "url", "uri", "source", "facs"})
# The pointer attributes that may lead out of the file, and TEI's <ref>: named, not tested on
# every attribute (a tokenised corpus has three a token).
_LINKS = etree.XPath(
    "//@target | //@ref | //@url | //@uri | //@source | //@facs | //tei:ref",
    namespaces={"tei": "http://www.tei-c.org/ns/1.0"},
)

_AUTHORITY = etree.XPath(" | ".join(f"//@{name}" for name in sorted(AUTHORITY_LINKS)))


def public_links(tree: etree._ElementTree | etree._Element) -> list[str]:
    """The distinct public links of a document: pointer values (token by token) and the texts of
    URL references. A link that holds a participant's name (``/hashtag/lela2fanclub``) is not public."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    names = [
        name
        for document in root.iter(tei("TEI"))
        for p in read_participants(document)
        for name in (*p.nicknames, *p.names)
        # A participant called by a word of the language ("talk", a wiki signature's link text
        # taken for a user's name) names no one in a public link's path (/wiki/Talk:Asteroid):
        # a link to the participant's own page is no public link anyway (is_public_link).
        if len(name) >= 3 and not (name.islower() and is_ordinary(name))
    ]
    personal = WholeWords(names) if names else None
    found: dict[str, None] = {}
    # A link to the publisher's own record of the document (its key in the publicationStmt's
    # idno, a source database's view of it) is project metadata (issue 39), as the idno is.
    publisher = publisher_keys(root)
    # A public figure's links (persName/@ref to an authority file) name the figure, not a
    # participant: kept as the name is.
    links = _AUTHORITY(tree)
    for attribute in links if isinstance(links, list) else ():
        owner = attribute.getparent() if isinstance(attribute, etree._ElementUnicodeResult) else None
        if isinstance(attribute, etree._ElementUnicodeResult) and owner is not None and kept_public(owner):
            found.update((value, None) for value in attribute.split() if not value.startswith("#"))
    hits = _LINKS(tree)
    for node in hits if isinstance(hits, list) else ():
        if isinstance(node, etree._ElementUnicodeResult):
            if node.attrname not in _POINTERS:
                continue
            values = node.split()
        elif isinstance(node, etree._Element):
            if Category.from_markup("ref", node.get("type")) is not Category.URL:
                continue
            values = [words_of(node)]
            if links_to_publisher(node, publisher):
                found[values[0]] = None  # its words, whatever they say ("Eintrag"), stay with it
                continue
        else:
            continue
        for value in values:
            if (
                value
                and not value.startswith("#")
                and value not in found
                and (is_public_link(value) or publisher.leads_to_record(value))
                and not (personal and personal.search(_SEPARATORS.sub(" ", value)))
            ):
                found[value] = None
    return list(found)


def public_links_json(tree: etree._ElementTree | etree._Element) -> str:
    return json.dumps(public_links(tree), ensure_ascii=False)
