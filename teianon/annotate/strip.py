"""Strip: remove ``<name>``/``<ref>`` annotations, keeping their text (gold → system input).

Only annotations are removed (``is_existing_annotation``: ``<name>``, and ``<ref>`` with a
category or addressing type) together with the ``<m function="name">`` that marks a name inside
a ``<w>``; every other element, comment and ``xml:id`` stays. In the header only teianon's own
proposals count as annotations (a ``<name>`` there is the header's own markup otherwise).

With ``only_teianon`` it is the inverse of :mod:`teianon.annotate`: the proposals it made, the
``<m>`` it put into tokens and its declarations (``<application xml:id="teianon">``,
``<prefixDef ident="teianon">``) go, with the ``appInfo``, ``listPrefixDef`` and
``encodingDesc`` it created for them, and the whitespace it copied for them, so
that the file is again the one annotate read, byte for byte (as teianon writes it: see
:func:`teianon.read.xmlio.serialize`).
"""

from __future__ import annotations

from lxml import etree

from ..read.tei import element_id, tei
from ..read.textview import is_existing_annotation
from .markup import RESP, TOOL_ID, parent_of


def unwrap(element: etree._Element) -> None:
    """Replace ``element`` by its content (text, children, tail) in its parent."""
    parent = parent_of(element)
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
    """Remove annotations below ``root``; ``only_teianon`` keeps those not ``resp="#teianon"``.

    Where no ``resp="#teianon"`` is left, teianon's declaration in the header goes too.
    """
    removed = remove_annotations(root, only_teianon)
    if not keeps_proposals(root):
        undeclare_tool(root)
    return removed


def remove_annotations(root: etree._Element, only_teianon: bool = False) -> int:
    """The annotations below ``root`` removed (their text kept), teianon's declaration left;
    how many. A file taken apart by document has each part's removed, then its declaration
    (:func:`undeclare_tool`) where no part :func:`keeps_proposals`."""
    body = [el for el in root.iter(tei("name"), tei("ref"), tei("m")) if _is_annotation(el)]
    if only_teianon:
        body = [el for el in body if _ours(el)]
    for element in reversed(body):
        unwrap(element)
    return len(body)


def keeps_proposals(root: etree._Element) -> bool:
    """Whether anything below ``root`` is still ``resp="#teianon"`` (then teianon stays declared)."""
    return any(el.get("resp") == RESP for el in root.iter())


def _is_annotation(element: etree._Element) -> bool:
    if element.tag == tei("m"):
        return element.get("function") == "name"
    if any(a.tag == tei("teiHeader") for a in element.iterancestors()):
        return element.get("resp") == RESP and is_existing_annotation(element)
    return is_existing_annotation(element)


def _ours(element: etree._Element) -> bool:
    if element.tag == tei("m"):
        # annotate marks a name inside a token and wraps the token in its proposal.
        enclosing = next(element.iterancestors(tei("name"), tei("ref")), None)
        return enclosing is not None and enclosing.get("resp") == RESP
    return element.get("resp") == RESP


def undeclare_tool(root: etree._Element) -> None:
    """Remove ``<application xml:id="teianon">`` and ``<prefixDef ident="teianon">``, and the
    ``appInfo``, ``listPrefixDef`` and ``encodingDesc`` holding them where nothing else is left
    in them (declare_tool created them: no text of their own)."""
    declared = [p for p in root.iter(tei("prefixDef")) if p.get("ident") == TOOL_ID]
    declared += [a for a in root.iter(tei("application")) if element_id(a) == TOOL_ID]
    for element in declared:
        container = parent_of(element)
        # lxml removes an element with its tail: the whitespace declare_tool copied for it.
        container.remove(element)
        while container.tag in _CREATED and not len(container) and container.text is None:
            parent = parent_of(container)
            parent.remove(container)
            container = parent


# The containers declare_tool creates where the header has none.
_CREATED = frozenset({tei("appInfo"), tei("listPrefixDef"), tei("encodingDesc")})
