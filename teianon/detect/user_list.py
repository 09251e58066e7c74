"""The project's own word lists (a class list, local place names): found in any spelling case.

Built from configuration (:mod:`teianon.config`), so not in the registry of bundled detectors;
:mod:`teianon.pipeline.file` adds it when a project declares lists.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..lists import Entry, Gazetteer
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext
from .evidence import Words


class UserListDetector(Detector):
    linear = True
    name = "user-list"
    categories = frozenset(Category)

    def __init__(self, names: Iterable[tuple[str, str]] = ()):
        self.gazetteer = Gazetteer(Entry(name, category, "user", 0, "c", "user") for category, name in names)

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        for i, n, entries in words.matches(self.gazetteer):
            yield Mention(
                words[i].start, words[i + n - 1].end, Category[entries[0].category], cert="high", source="user-list"
            )
