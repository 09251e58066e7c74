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


# Mail headers and bodies pasted as text (issue 39): a MIME encoded word (RFC 2047:
# ``=?UTF-8?B?…?=``, ``=?ISO-8859-1?Q?…?=``) and a word in quoted-printable (``K=C3=B6hnlein``,
# ``=20`` for a space) read as their decoded text to a reader who decodes them. Detection reads
# them decoded and marks the whole encoded word; the audit searches them decoded.
_ENCODED_WORD = regex.compile(r"=\?([A-Za-z0-9_\-:]+)\?([BbQq])\?([^?\s]*)\?=")
# A quoted-printable word: letters, digits and escapes (=C3=B6) with at least one escape, cut at
# an encoded space (=20, =09); never a link's query (``?id=FF00``), which the caller leaves out.
# Tried only where a word begins (the lookbehind): tried inside a long run without an escape,
# every position would scan the run to its end again (quadratic; 30,000 letters took minutes).
_QP_WORD = regex.compile(
    r"(?<![\p{L}\p{N}'._\-])(?:[\p{L}\p{N}'._\-]|=[0-9A-F]{2})*=[0-9A-F]{2}(?:[\p{L}\p{N}'._\-]|=[0-9A-F]{2})*"
)
_QP_ESCAPE = regex.compile(rb"=([0-9A-F]{2})")
_QP_ESCAPE_TEXT = regex.compile(r"=[0-9A-F]{2}")
_QP_SPACE = regex.compile(r"=(?:20|09)")
# A query is looked for from where a run of non-spaces begins only: from every position of a
# long run, "\S+" scanned to its end and back again (quadratic).
_LINK = regex.compile(r"(?:https?://|www\.)\S+|(?<!\S)\S+\?\S*=", regex.IGNORECASE)


def _charset_text(raw: bytes, charset: str | None) -> str | None:
    for name in (charset, "utf-8") if charset else ("utf-8", "cp1252"):
        try:
            return raw.decode(name or "utf-8")
        except (LookupError, UnicodeDecodeError):
            continue
    return None


def _encoded_word(match: regex.Match[str]) -> str | None:
    charset, kind, data = match[1].partition("*")[0], match[2].upper(), match[3]
    try:
        if kind == "B":
            raw = base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
        else:
            raw = _QP_ESCAPE.sub(lambda m: bytes([int(m[1], 16)]), data.replace("_", " ").encode("ascii"))
    except (binascii.Error, ValueError, UnicodeEncodeError):
        return None
    return _charset_text(raw, charset)


def _qp_word(word: str) -> str | None:
    try:
        raw = _QP_ESCAPE.sub(lambda m: bytes([int(m[1], 16)]), word.encode("utf-8"))
    except ValueError:
        return None
    text = _charset_text(raw, None)
    # Only where decoding gives letters a word has (an umlaut, an accent): "A=3D5" is a formula.
    return text if text and any(ord(c) > 127 and c.isalpha() for c in text) else None


# A mail body pasted with its part's header: ``Content-Transfer-Encoding: base64``, any further
# header lines of the part, an empty line, then lines of base64. The lines are one encoded unit.
_BASE64_BODY = regex.compile(
    r"^[ \t]*Content-Transfer-Encoding:[ \t]*base-?64[ \t]*\r?\n(?:[ \t]*[\w-]+:[^\n]*\r?\n)*(?:[ \t]*\r?\n)?"
    r"[ \t]*((?:[A-Za-z0-9+/]{8,}={0,2}[ \t]*(?:\r?\n[ \t]*)?)+)",
    regex.IGNORECASE | regex.MULTILINE,
)
_PRINTABLE_SHARE = 0.9
_PUNCTUATION = frozenset(".,;:!?'\"()-+/@&%€$#*_<>=[]")
# A base64 body is longer than a word: a reference of one word is never taken for one.
_BODY_LENGTH = 40


def _base64_text(data: str) -> str | None:
    """The text a pasted base64 body decodes to, or None where it is no text (an image, a
    binary attachment, letters that only look like base64)."""
    data = _SPACE.sub("", data)
    try:
        raw = base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    text = _charset_text(raw, None)
    if not text or not text.strip():
        return None
    # Text has words and spaces between them; bytes read as cp1252 give letters and signs alone.
    wordlike = sum(1 for c in text if c.isalnum() or c.isspace() or c in _PUNCTUATION)
    return text if wordlike >= _PRINTABLE_SHARE * len(text) and " " in text.strip() else None


def base64_bodies(text: str) -> list[tuple[int, int, str]]:
    """(start, end, decoded text) of every base64 mail body pasted in ``text`` (see above)."""
    if "64" not in text:
        return []
    found = []
    for match in _BASE64_BODY.finditer(text):
        start, end = match.span(1)
        end = start + len(match[1].rstrip())
        decoded_body = _base64_text(text[start:end])
        if decoded_body is not None:
            found.append((start, end, decoded_body))
    return found


def may_hold_encoded(text: str) -> bool:
    """Cheap test before :func:`encoded_words`: most texts hold neither ``=`` nor a base64 body."""
    return "=" in text or "64" in text


def encoded_words(text: str) -> list[tuple[int, int, str]]:
    """(start, end, decoded text) of every MIME encoded word, quoted-printable word and base64
    body of ``text`` (see above); empty where ``text`` holds none (most texts: no ``=``)."""
    if not may_hold_encoded(text):
        return []
    found: list[tuple[int, int, str]] = base64_bodies(text)
    if "=" not in text:
        return found
    bodies = list(found)
    for match in _ENCODED_WORD.finditer(text):
        if any(s <= match.start() < e for s, e, _ in bodies):
            continue
        if (decoded_text := _encoded_word(match)) is not None:
            found.append((match.start(), match.end(), decoded_text))
    links = [(m.start(), m.end()) for m in _LINK.finditer(text)]
    for run in regex.finditer(r"\S+", text):
        if any(s < run.end() and run.start() < e for s, e, _ in found) or any(s <= run.start() < e for s, e in links):
            continue
        at = run.start()
        for piece in _QP_SPACE.split(run[0]):
            for match in _QP_WORD.finditer(piece) if _QP_ESCAPE_TEXT.search(piece) else ():
                if (decoded_text := _qp_word(match[0])) is not None:
                    found.append((at + match.start(), at + match.end(), decoded_text))
            at += len(piece) + 3
    return sorted(found)


def encoded_whole(text: str) -> tuple[str, str] | None:
    """(decoded text, how it was encoded: ``"B"``, ``"Q"`` or ``"QP"``) where ``text`` is one
    MIME encoded word or one quoted-printable word and nothing else; None otherwise."""
    words = encoded_words(text.strip())
    if len(words) != 1 or (words[0][0], words[0][1]) != (0, len(text.strip())):
        return None
    match = _ENCODED_WORD.fullmatch(text.strip())
    return words[0][2], (match[2].upper() if match else "QP")


_BASE64_ONLY = regex.compile(r"[A-Za-z0-9+/]{8,}={0,2}(?:\s+[A-Za-z0-9+/]{8,}={0,2})*")


def is_base64_body(text: str) -> bool:
    """Whether ``text`` is a pasted base64 body as a whole (:func:`base64_bodies`): no surrogate
    is made of a mail's whole text; it takes its placeholder."""
    body = text.strip()
    return len(body) >= _BODY_LENGTH and _BASE64_ONLY.fullmatch(body) is not None and _base64_text(body) is not None


def encode_as(text: str, kind: str) -> str:
    """``text`` encoded as :func:`encoded_whole` found its original: a MIME encoded word in UTF-8
    (base64 or Q) or a quoted-printable word, so that a surrogate reads as the original did to a
    reader (and a mail program) that decodes it."""
    raw = text.encode("utf-8")
    if kind == "B":
        return "=?UTF-8?B?" + base64.b64encode(raw).decode("ascii") + "?="
    safe = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-"
    quoted = "".join(chr(b) if b in safe else ("_" if kind == "Q" and b == 32 else f"={b:02X}") for b in raw)
    return "=?UTF-8?Q?" + quoted + "?=" if kind == "Q" else quoted


def decoded_text(text: str) -> tuple[str, list[tuple[int, int, int, int]]]:
    """``text`` with each encoded word decoded, and per word (start, end in ``text``, start,
    end in the decoded text)."""
    parts: list[str] = []
    places: list[tuple[int, int, int, int]] = []
    at = length = 0
    words = encoded_words(text)
    # An encoded space beside a quoted-printable word parts words as a space does.
    spaces = [
        (m.start(), m.end(), " ")
        for m in _QP_SPACE.finditer(text)
        if any(s == m.end() or e == m.start() for s, e, _ in words)
    ]
    for start, end, decoded_word in sorted(words + spaces):
        parts.append(text[at:start])
        length += start - at
        places.append((start, end, length, length + len(decoded_word)))
        parts.append(decoded_word)
        length += len(decoded_word)
        at = end
    parts.append(text[at:])
    return "".join(parts), places
