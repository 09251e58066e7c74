"""Text carried as encoded data: a ``<binaryObject>`` of a text type (``text/vcard``,
``application/json``, ``text/xml``) in base64.

A reader who decodes it reads a contact card's name and phone number as plainly as a post, but
markup cannot reach inside it: the run refuses such a file where detection finds a private
string in the decoded text (:mod:`teianon.replace.hidden`), and the audit searches the decoded
text of an output too (:mod:`teianon.checks.audit`).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator

import regex
from lxml import etree

from .tei_names import tei

_BINARY = tei("binaryObject")
# Types whose bytes are text a reader reads: text/*, and the structured texts under other tops.
_TEXT_TYPE = regex.compile(r"^\s*(?:text/|[\w.+-]+/[\w.+-]*(?:vcard|json|xml|csv|calendar|plain))", regex.IGNORECASE)
_SPACE = regex.compile(r"\s+")


def is_text_type(mime_type: str | None) -> bool:
    return bool(mime_type) and _TEXT_TYPE.match(mime_type or "") is not None


def decoded(element: etree._Element) -> str | None:
    """The text of a ``binaryObject`` of a text type, or None (another type, another encoding,
    or no valid base64)."""
    if not is_text_type(element.get("mimeType")):
        return None
    encoding = (element.get("encoding") or "base64").strip().lower()
    if encoding not in ("base64", "base-64"):
        return None
    data = _SPACE.sub("", "".join(t for t in element.itertext() if isinstance(t, str)))
    if not data:
        return None
    try:
        raw = base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    return raw.decode("utf-8", errors="replace")


def decoded_objects(root: etree._Element) -> Iterator[tuple[etree._Element, str]]:
    """Every ``binaryObject`` below ``root`` whose data decodes to text, with that text."""
    for element in root.iter(_BINARY):
        text = decoded(element)
        if text and text.strip():
            yield element, text


def holds_word(text: str, word: str) -> bool:
    """Whether ``word`` stands in ``text`` as a whole word (both case-folded by the caller)."""
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            return True
        at = text.find(word, at + 1)
    return False
