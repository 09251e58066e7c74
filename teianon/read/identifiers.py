"""Standard identifiers of publications, which stay whole wherever they stand (issue 39).

A DOI (``10.5555/Rasmussen.2019.17``), an ISBN, an ISSN, an ORCID written as one, a URN
(``urn:nbn:de:…``, of a publication's register) and a
Handle (``hdl:20.500.12345/…``, ``hdl.handle.net/…``) name a work in a
public register: a surname inside one is the work's, and a placeholder or a pseudonym there
breaks the identifier (``10.1000/[_PERSONNAME-3_].2020`` resolves to nothing). Neither the
repeats of a name (:mod:`teianon.annotate.repeats`), nor a detector (:func:`teianon.detect.detect`)
marks anything inside such a span, and the audit (:mod:`teianon.checks.audit`) calls nothing
there a leak. The spans are found in the text itself, in a post as in a header's ``idno``.
"""

from __future__ import annotations

from functools import lru_cache

import regex

# Trailing punctuation ends the sentence, not the identifier ("siehe 10.1000/xyz.").
_TAIL = r"[^\s\"'<>\[\]{}]*[^\s\"'<>\[\]{}.,;:!?)]"
_IDENTIFIER = regex.compile(
    # A DOI also right after a word: a header's text runs on from the element before its idno.
    rf"(?<![\p{{N}}.])10\.\d{{4,9}}/{_TAIL}"
    r"|(?<![\p{L}\p{N}])(?:"
    r"(?i:isbn(?:-1[03])?:?[^\S\n]*)(?:97[89][-\s]?)?\d{1,5}[-\s]?\d{1,7}[-\s]?\d{1,7}[-\s]?[\dX]"
    r"|(?i:issn:?[^\S\n]*)\d{4}-?\d{3}[\dX]"
    r"|(?i:orcid(?:\.org/|:?[^\S\n]*))\d{4}-\d{4}-\d{4}-\d{3}[\dX]"
    # A URN of a publication's register only: ``urn:x:lela2`` is anyone's label.
    rf"|(?i:urn:(?:nbn|isbn|issn|doi|hdl|lex|oclc)):{_TAIL}"
    rf"|(?i:hdl:|hdl\.handle\.net/)\d+(?:\.\d+)*/{_TAIL}"
    r")",
    regex.VERSION1,
)
_QUICK = regex.compile(r"10\.\d|(?i:isbn|issn|orcid|urn:|hdl)")


def identifier_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the standard identifiers in ``text``, in text order."""
    if _QUICK.search(text) is None:
        return []
    return _spans(text) if len(text) < 256 else [m.span() for m in _IDENTIFIER.finditer(text)]


@lru_cache(maxsize=4096)
def _spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _IDENTIFIER.finditer(text)]


def in_identifier(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies inside a standard identifier of ``text``."""
    return any(a <= start and end <= b for a, b in identifier_spans(text))
