"""The names of TEI: its namespace, Clark names of its elements, ids as corpora write them
(read by :mod:`teianon.read.tei` and the modules it builds on)."""

from __future__ import annotations

from functools import lru_cache

from lxml import etree

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
XML_ID = f"{{{XML_NS}}}id"
NS = {"tei": TEI_NS}


def tei(local: str) -> str:
    """Clark name of a TEI element: ``tei('post')`` -> ``{http://www.tei-c.org/ns/1.0}post``."""
    return f"{{{TEI_NS}}}{local}"


def element_id(element: etree._Element) -> str | None:
    """The element's ``xml:id``, or its plain ``id`` as the published DOCC 2.1 files write it."""
    return element.get(XML_ID) or element.get("id")


@lru_cache(maxsize=4096)
def local_name(name: str) -> str:
    """``{namespace}name`` (an element's tag or an attribute's name) -> ``name``."""
    return name.rpartition("}")[2]
