"""Strip: remove ``<name>``/``<ref>`` annotations, keeping their text (gold → system input).

Only annotations are removed (``is_existing_annotation``: ``<name>``, and ``<ref>`` with a
category or addressing type) together with the ``<m function="name">`` that marks a name inside
a ``<w>``; every other element, comment and ``xml:id`` stays.
"""

from __future__ import annotations

from lxml import etree

from .tei import tei
from .textview import is_existing_annotation


def unwrap(element: etree._Element) -> None:
    """Replace ``element`` by its content (text, children, tail) in its parent."""
    parent = element.getparent()
    index = parent.index(element)
    previous = element.getprevious()
    text = element.text or ""
    if previous is not None:
        previous.tail = (previous.tail or "") + text
    else:
        parent.text = (parent.text or "") + text
    children = list(element)
    for offset, child in enumerate(children):
        parent.insert(index + offset, child)
    tail = element.tail or ""
    if children:
        children[-1].tail = (children[-1].tail or "") + tail
    elif previous is not None:
        previous.tail = (previous.tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail
    parent.remove(element)


def strip_annotations(root: etree._Element, only_teianon: bool = False) -> int:
    """Remove annotations below ``root``; ``only_teianon`` keeps those not ``resp="#teianon"``."""
    body = [el for el in root.iter(tei("name"), tei("ref"), tei("m")) if _is_annotation(el)]
    if only_teianon:
        body = [el for el in body if _ours(el)]
    for element in reversed(body):
        unwrap(element)
    return len(body)


def _is_annotation(element: etree._Element) -> bool:
    if element.tag == tei("m"):
        return element.get("function") == "name"
    if any(a.tag == tei("teiHeader") for a in element.iterancestors()):
        return False
    return is_existing_annotation(element)


def _ours(element: etree._Element) -> bool:
    if element.tag == tei("m"):
        return any(_ours(n) for n in element.iter(tei("name"), tei("ref")))
    return element.get("resp") == "#teianon"
