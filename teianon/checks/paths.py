"""Identifying material in an output's path: a file published as
``Chat_Anna_Schmidt_0171-2345678.xml`` names its participant whatever its text says.

Each folder name and the file's stem (relative to the corpus folder) is read as text, its
separators (``_``, ``+``) as spaces, and searched twice: for the annotated source's sensitive
strings, by the audit's reader-view search (:func:`teianon.checks.audit.sensitive_strings`),
and by the detectors that need no context (phone and other numbers, e-mail addresses, links,
names from the person tables). A hit is a leak of the path (``audit/path``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import PurePosixPath

import regex
from lxml import etree

from ..detect import Detector, DocumentContext, build_detectors, detect
from ..read.reader import displayed
from ..read.search import ReaderSearch
from ..read.textview import TEI_NS, post_text
from ..replace.hidden import WORDS
from ..replace.inventory import Inventory
from .audit import Leak, strings_and_glued

# What separates words in a file name; a hyphen stays (0171-2345678 is one number).
_SEPARATORS = regex.compile(r"[_+]+")
# The detectors that judge a string without a conversation around it.
_DETECTORS = ("number", "email", "url", "person")
# A bare run of digits names a document of a corpus as often as anything (docc_irc_2213001):
# phone numbers, postcodes and account numbers have rules of their own.
_NOT_IN_PATHS = frozenset({"number:digits"})


@lru_cache(maxsize=1)
def _detectors() -> tuple[Detector, ...]:
    return tuple(build_detectors(list(_DETECTORS)))


def readable(part: str) -> str:
    """A path component as the detectors read it: separators as spaces."""
    return " ".join(_SEPARATORS.sub(" ", part).split())


def _components(relative: str) -> list[tuple[str, str]]:
    """(what it is, text) for each folder name and the file's stem."""
    path = PurePosixPath(relative)
    parts = [(f"folder name {p!r}", p) for p in path.parts[:-1]]
    return parts + [(f"file name {path.name!r}", path.stem)]


def path_leaks(relative: str, where: str, inventory: Inventory | None = None, names: Iterable[str] = ()) -> list[Leak]:
    """The leaks of an output's path ``relative`` (to its corpus folder); ``where`` names the
    file in the report. Without ``inventory`` (no annotated source) only detection searches.
    ``names``: the persons' names the source reveals where markup cannot go (its comments and
    attribute values, :func:`teianon.replace.hidden.attribute_names`), which the audit knows too."""
    strings, glued = strings_and_glued(inventory, names) if inventory is not None else ({}, frozenset())
    search = ReaderSearch(strings, glued, strings, WORDS) if strings and inventory else None
    leaks: list[Leak] = []
    for kind, part in _components(relative):
        text = readable(part)
        found: set[tuple[int, int]] = set()
        for start, end, string, doubt in search.hits(text) if search is not None else ():
            found.add((start, end))
            leaks.append(
                Leak(
                    where,
                    None,
                    displayed(text[start:end]),
                    f"{strings.get(string, 'sensitive string')}, in the {kind}; rename the file (run --rename)",
                    doubt is None,
                    doubt or "",
                )
            )
        element = etree.Element(f"{{{TEI_NS}}}p")
        element.text = text
        view = post_text(element, conversational=False)
        for mention in detect(view, DocumentContext(text_views=(view,)), _detectors()):
            if mention.source in _NOT_IN_PATHS or any(a < mention.end and mention.start < b for a, b in found):
                continue
            found.add((mention.start, mention.end))
            leaks.append(
                Leak(
                    where,
                    None,
                    text[mention.start : mention.end],
                    f"{mention.category.value[0]} found by detection, in the {kind}; rename the file (run --rename)",
                    True,
                )
            )
    return leaks
