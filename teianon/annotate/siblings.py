"""The siblings that hold exactly the tokens of a reference whose tokens have different parents:
where a reference may hold an inline element whole rather than be written in parts."""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

from ..read.textview import PostText


def visible(value: str) -> bool:
    """Whether character data has more than white space."""
    return any(not c.isspace() for c in value)


def whole_elements(view: PostText, words: list[etree._Element]) -> tuple[etree._Element, etree._Element] | None:
    """The first and last of the siblings that hold exactly the ``words`` of a reference whose
    tokens have different parents (``<w>0171</w> <w>Lena</w> <hi><w>Dr.</w></hi>``): the
    reference then holds the ``<hi>`` whole instead of being cut into parts (a part ``Dr.`` on
    its own is no name, and the audit would search for it). None where another token or text
    outside the tokens would come in, or the siblings lie outside the post."""
    first, last = words[0], words[-1]
    chain = [first, *first.iterancestors()]
    common = next((a for a in last.iterancestors() if any(a is c for c in chain)), None)
    if common is None or not (common is view.post or any(a is view.post for a in common.iterancestors())):
        return None
    tokens = {id(t.element) for t in view.tokens}
    if any(id(a) in tokens for a in (common, *common.iterancestors())):
        return None
    low = next(a for a in chain if a.getparent() is common)
    high = next(a for a in (last, *last.iterancestors()) if a.getparent() is common)
    inside = {id(w) for w in words}
    sibling: etree._Element | None = low
    while sibling is not None:
        for node in _outside_tokens(sibling, tokens):
            token = id(node) in tokens
            if token and id(node) not in inside or not token and visible(node.text or ""):
                return None  # another token of the post, or text outside the tokens, would come in
            if node is not sibling and visible(node.tail or ""):
                return None
        if sibling is high:
            return low, high
        if visible(sibling.tail or ""):
            return None
        sibling = sibling.getnext()
    return None


def _outside_tokens(element: etree._Element, tokens: set[int]) -> Iterator[etree._Element]:
    """``element`` and its descendants, but not what lies inside a token (a token's tail does not)."""
    yield element
    if id(element) not in tokens:
        for child in element:
            yield from _outside_tokens(child, tokens)
