"""The source a header's ``sourceDesc`` names in its prose: project metadata, not a reference.

A ``sourceDesc`` paragraph says where the texts come from ("Sentences from Tatoeba
(https://tatoeba.org), downloaded from manythings.org"). The public corpus or site it names, and
its link, are the publisher's record of the source (DESIGN "What stays"), as a source corpus's
``bibl`` with its editors already is (:func:`teianon.read.tei.is_source_record`); the prose is
read all the same, so that a private person it names ("collected by Anna Berger") still goes.

- A link there is the source's unless it holds a word of a person proposed in the same
  paragraph, or a participant's name (``https://annaberger.de``, a profile page of a nickname).
- A name there is the source's when it is the name of such a link's site (``Tatoeba`` beside
  ``tatoeba.org``), or stands beside a word of a collection's kind (``the Tatoeba corpus``,
  ``Korpus …``) and is no first name or surname of the tables.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex
from lxml import etree

from ..detect.lexicon import is_name
from ..lists import persons
from ..mention import Category, Mention
from ..read.tei import tei
from ..read.textview import PostText

# Words of a collection's kind that name a source beside its name; a research project collects
# one ("the Cambridge CMC project", "im Projekt MoCoDa").
_COLLECTION = frozenset(
    """corpus corpora korpus korpora dataset datasets datensatz datenbank database archive archiv
    collection sammlung treebank baumbank wiki forum project projects projekt projekts""".split()
)
_PERSONS = frozenset({Category.PER, Category.NICK})
# What a detector may have called a source's name (the tagger read "Tatoeba" as a person or town).
_NAMES = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.OTH, Category.NICK})
# The blocks of a sourceDesc's own prose.
_PARAGRAPHS = frozenset({tei("p"), tei("ab")})
_WORD = regex.compile(r"[\p{L}\p{N}]+")
# The labels of a host that say nothing of its site's name.
_GENERIC_LABELS = frozenset("www com org net de uk co edu gov info io eu at ch fr en".split())


def in_source_description(block: etree._Element) -> bool:
    """Whether a header block is a paragraph of a ``sourceDesc``'s own prose: not a part of a
    bibliographic record, whose source with an author only (a video, a thread) is a person's
    writing (:func:`teianon.read.tei.is_source_record`)."""
    parent = block.getparent()
    return block.tag in _PARAGRAPHS and parent is not None and parent.tag == tei("sourceDesc")


def _letters(text: str) -> str:
    return "".join(_WORD.findall(text.casefold()))


def _site_names(link: str) -> set[str]:
    """The labels of a link's host that can be its site's name (``tatoeba`` of
    ``https://tatoeba.org/en``, ``manythings`` of ``manythings.org``)."""
    host = regex.sub(r"^[a-z][a-z0-9+.\-]*://", "", link.strip().casefold()).split("/")[0].split(":")[0]
    return {label.replace("-", "") for label in host.split(".") if label and label not in _GENERIC_LABELS}


def _personal(text: str) -> bool:
    """A first name or surname of the tables: a person could bear it."""
    return is_name(text) or any(e.category == "PER" for e in persons().get((text.casefold(),)))


def the_source(view: PostText, proposals: list[Mention], participants: Iterable[str]) -> list[Mention]:
    """The proposals of a ``sourceDesc`` paragraph without the source's own name and link."""
    text = view.text
    links = [p for p in proposals if p.category is Category.URL]
    sites = {name for p in links for name in _site_names(text[p.start : p.end])}
    names = [p for p in proposals if p.category in _NAMES and not p.corresp]
    # A site's name, not a person's: "Tatoeba" of tatoeba.org, never "Anna Berger" of annaberger.de.
    site_named = {
        p
        for p in names
        if _letters(text[p.start : p.end]) in sites
        and not any(_personal(w) for w in _WORD.findall(text[p.start : p.end]))
    }
    people = {
        w
        for p in proposals
        if (p.category in _PERSONS or p.corresp) and p not in site_named
        for w in _WORD.findall(text[p.start : p.end].casefold())
        if len(w) >= 3
    }
    people |= {_letters(name) for name in participants if len(_letters(name)) >= 3}
    kept: set[Mention] = {p for p in links if not any(w in text[p.start : p.end].casefold() for w in people)}
    kept_sites = {name for p in kept for name in _site_names(text[p.start : p.end])}
    for p in names:
        surface = text[p.start : p.end]
        if p in site_named and _letters(surface) in kept_sites:
            kept.add(p)
            continue
        before = _WORD.findall(text[max(0, p.start - 20) : p.start].casefold())[-1:]
        # The rest of the source's name may stand before its kind ("the Durham SMS project").
        following = _WORD.findall(text[p.end : p.end + 40])
        rest = next((k for k, w in enumerate(following[:2]) if not w[:1].isupper()), min(2, len(following)))
        after = [w.casefold() for w in following[: rest + 1]]
        if any(w in _COLLECTION for w in before + after) and not any(_personal(w) for w in _WORD.findall(surface)):
            kept.add(p)
    return [p for p in proposals if p not in kept]
