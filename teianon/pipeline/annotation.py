"""Detect → resolve → annotate → propagate, as a run's settings ask: the detectors loaded once
per process, the documents of a tree, their annotation and repeats (the stages
:mod:`teianon.pipeline.file` and :mod:`teianon.pipeline.by_document` give a tree)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from lxml import etree

from ..annotate.document import annotate_document, complete_repeats, declare_tool
from ..annotate.markup import mark_corpus_names
from ..detect import Detector, loaded_detectors
from ..detect.user_list import UserListDetector
from ..mention import Category
from ..read.bounded import LongPost
from ..read.tei import Document
from ..review import stages
from .settings import Settings


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
        counts += mark_corpus_names(document.element, mapping, participants=document.participants)
        counts += annotate_document(
            document,
            detectors,
            categories,
            keep,
            notes,
            countries=settings.countries,
            public=settings.public,
            limit=settings.post_limit,
            long_posts=long_posts,
        )
        counts += complete_repeats(document, keep, categories, public=settings.public, run_names=settings.run_names)
    return counts


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
