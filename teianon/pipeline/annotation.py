"""Detect → resolve → annotate → propagate, as a run's settings ask: the detectors loaded once
per process, the documents of a tree, their annotation and repeats (the stages
:mod:`teianon.pipeline.file` and :mod:`teianon.pipeline.by_document` give a tree)."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache

from lxml import etree

from ..annotate.birth_elements import mark_birth_dates
from ..annotate.declaration import declare_tool
from ..annotate.document import Written, annotate_document, complete_repeats, rewrite_document
from ..annotate.markup import mark_corpus_names
from ..detect import Detector, loaded_detectors
from ..detect.user_list import UserListDetector
from ..mention import Category
from ..read.bounded import LongPost
from ..read.tei import Document
from ..review import stages
from .settings import Detected, Settings


@lru_cache(maxsize=4)
def _detectors(categories: tuple[str, ...] | None, names: tuple[tuple[str, str], ...], ner: str) -> list[Detector]:
    wanted = None if categories is None else [Category[c] for c in categories]
    detectors = loaded_detectors(wanted, ner)
    if names:
        detectors.append(UserListDetector(names))
    return detectors


def detectors_for(settings: Settings) -> list[Detector]:
    """The detectors of a run's settings; the bundled ones are loaded once per process."""
    return _detectors(settings.categories, settings.names, settings.ner)


def documents_of(tree: etree._ElementTree, where: str, settings: Settings) -> list[Document]:
    """The file's TEI documents, with the reviewed participant mapping (pseudonym mode) applied."""
    return stages.documents_of(tree, where, settings.repeats())


def annotate_documents(
    documents: list[Document], settings: Settings, notes: list[str], long_posts: list[LongPost]
) -> Counter[str]:
    """Detect … annotate each document as the settings ask, then complete its repeats; counts
    per category. Header problems go to ``notes``, posts beyond the post limit to ``long_posts``."""
    counts: Counter[str] = Counter()
    detectors = detectors_for(settings)
    keep, categories = frozenset(settings.keep), settings.category_set()
    mapping = settings.name_mapping()
    for document in documents:
        # Before detection: the corpus's own names are then references it does not read again.
        # The participants as reviewed: a name the mapping took from one links to nobody.
        counts += mark_corpus_names(
            document.element, mapping, participants=document.participants, public=settings.public
        )
        key = _key(document, settings)
        earlier = _earlier(key) if settings.run_names else None
        if earlier is not None:
            # The second round of a run's names across files (teianon.pipeline.across_files):
            # the same document, the same settings but for the run's names, which only the
            # repeats below read; what detection wrote the first time is written again.
            counts += rewrite_document(document, earlier, notes, limit=settings.post_limit, long_posts=long_posts)
        else:
            written: list[Written] = []
            counts += annotate_document(
                document,
                detectors,
                categories,
                keep,
                notes,
                countries=settings.countries,
                public=settings.public,
                courts_kept=settings.courts_kept,
                limit=settings.post_limit,
                long_posts=long_posts,
                written=written,
            )
            _remember(key, written)
            if _made is not None:
                _made.add(key, written)
        if categories is None or Category.NUMBER in categories:
            counts += mark_birth_dates(document.element)
        counts += complete_repeats(document, keep, categories, public=settings.public, run_names=settings.run_names)
    return counts


# What detection wrote into each document of this process (:func:`annotate_documents`), by the
# document's bytes and the settings, for the second round across files: it annotates the same
# files again with only the run's names added, which detection does not read. At most
# _WRITTEN_MAX mentions are kept, the first ones (the second round goes in the order of the
# first): a document beyond them, or done in another worker process, is detected again.
_WRITTEN: dict[bytes, list[Written]] = {}
_WRITTEN_MAX = 200_000
_kept = 0


def _key(document: Document, settings: Settings) -> bytes:
    """The document as it stands before detection (with a teiCorpus's own header, which is
    read with it), with everything else detection reads: the participants as the settings'
    mapping gave them, and the settings but the run's names (the run's other participants
    among them, which are the document's ``others``)."""
    root = document.element.getroottree().getroot()
    digest = hashlib.blake2b(etree.tostring(document.element), digest_size=32)
    if root is not document.element:
        # A teiCorpus's own header (read with each document), not its other documents: the
        # whole file for every document cost the documents times the file's size.
        for child in root:
            if child is not document.element and not (isinstance(child.tag, str) and child.tag.endswith("}TEI")):
                digest.update(etree.tostring(child))
    digest.update(repr((document.participants, document.rooms)).encode("utf-8", "surrogatepass"))
    digest.update(_settings_key(settings))
    return digest.digest()


_last: tuple[Settings, bytes] | None = None


def _settings_key(settings: Settings) -> bytes:
    """A digest of ``settings`` but the run's names; worked out once for the jobs of a run,
    which share one object (the run's other participants may be thousands)."""
    global _last
    if _last is None or _last[0] is not settings:
        text = repr(replace(settings, run_names=()))
        _last = (settings, hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=32).digest())
    return _last[1]


def _remember(key: bytes, written: list[Written]) -> None:
    global _kept
    size = _size(written)
    if key not in _WRITTEN and _kept + size <= _WRITTEN_MAX:
        _WRITTEN[key] = written
        _kept += size


def _earlier(key: bytes) -> list[Written] | None:
    if key in _WRITTEN:
        return _WRITTEN[key]
    return _handed.get(key)


def _size(written: Sequence[Written]) -> int:
    return sum(len(entry[0]) + len(entry[1]) for entry in written) + 1


def detected_size(detected: Detected) -> int:
    """The mentions of ``detected``, as the bound of what a process keeps counts them."""
    return sum(_size(written) for _, written in detected)


class _Made:
    """What detection wrote into the documents of one job, up to :data:`_WRITTEN_MAX` mentions."""

    def __init__(self) -> None:
        self.found: list[tuple[bytes, list[Written]]] = []
        self.size = 0

    def add(self, key: bytes, written: list[Written]) -> None:
        size = _size(written)
        if self.size + size <= _WRITTEN_MAX:
            self.found.append((key, written))
            self.size += size

    def detected(self) -> Detected:
        return tuple((key, tuple(written)) for key, written in self.found)


# What the job under way detected (handed back with its result), and what the first round of
# its file handed in (teianon.pipeline.across_files): a file the run's names send round again
# goes to whichever worker process of -j N is free, whose own _WRITTEN does not hold it.
_made: _Made | None = None
_handed: dict[bytes, list[Written]] = {}


@contextmanager
def handed(given: Detected, collect: bool) -> Iterator[_Made]:
    """Around one job: what an earlier round detected in its documents (``given``) is written
    again instead of detected, and with ``collect`` what detection writes is gathered (the
    result's ``detected()``)."""
    global _made, _handed
    made = _Made()
    outer = (_made, _handed)
    _made = made if collect else None
    _handed = {key: list(written) for key, written in given}
    try:
        yield made
    finally:
        _made, _handed = outer


def annotate_tree(
    tree: etree._ElementTree,
    where: str,
    settings: Settings,
    warnings: list[str] | None = None,
    long_posts: list[LongPost] | None = None,
) -> Counter[str]:
    """Detect, resolve and write the references of a parsed file in place, and complete their
    repeats; counts of what was added per category.

    Problems with a document's header are added to ``warnings`` as ``file: warning: ...`` lines,
    and so are the posts longer than the settings' ``post_limit``, which are also added to
    ``long_posts``.
    """
    found: list[str] = []
    long: list[LongPost] = []
    counts = annotate_documents(documents_of(tree, where, settings), settings, found, long)
    if warnings is not None:
        warnings += annotation_warnings(where, found, long)
    if long_posts is not None:
        long_posts.extend(long)
    if counts:
        declare_tool(tree.getroot())
    return counts


def annotation_warnings(where: str, notes: list[str], long_posts: list[LongPost]) -> list[str]:
    """The ``file: warning: ...`` lines of annotation: the header problems (each once) and the
    posts beyond the post limit."""
    return [f"{where}: warning: {w}" for w in dict.fromkeys(notes)] + [post.warning(where) for post in long_posts]
