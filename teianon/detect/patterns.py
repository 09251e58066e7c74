"""A detector made of regular expressions, with a validation hook (after Presidio's
PatternRecognizer): the pattern says "this looks like one", :meth:`PatternDetector.validate`
says "and it is one" (a checksum, a range check, a context cue).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import regex

from ..lazy import lazy
from ..mention import CERTAINTIES, Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext


@dataclass(frozen=True)
class Pattern:
    """A named regular expression; the mention is group ``value`` if present, else the match."""

    name: str
    expression: str
    cert: str = "high"
    flags: int = regex.IGNORECASE | regex.VERSION1

    def __post_init__(self) -> None:
        if self.cert not in CERTAINTIES:
            raise ValueError(f"pattern {self.name}: cert must be one of {CERTAINTIES}")
        # Compiled when first used (most detectors' patterns wait for a cue most posts lack);
        # tests/test_lazy.py compiles every one, so that a broken rule fails there.
        object.__setattr__(self, "compiled", lazy(self.expression, self.flags))


TRAILING_PUNCTUATION = ".,;:!?'\"»«)]}>"


class PatternDetector(Detector):
    """Runs :attr:`PATTERNS` over the post text and yields validated mentions."""

    category: ClassVar[Category]
    PATTERNS: ClassVar[tuple[Pattern, ...]] = ()
    # What every match of every pattern contains (an "@" for an address): a post without it is
    # passed over at the cost of one search. None: every post is scanned.
    REQUIRES: ClassVar[regex.Pattern[str] | None] = None

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        """Accept or reject what ``pattern`` matched; by default every match is accepted."""
        return True

    def trim(self, value: str) -> str:
        return value

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        if self.REQUIRES is not None and self.REQUIRES.search(post.text) is None:
            return []
        return list(self._scan(post))

    def _scan(self, post: PostText) -> Iterator[Mention]:
        for pattern in self.PATTERNS:
            compiled: regex.Pattern = pattern.compiled  # type: ignore[attr-defined]
            for match in compiled.finditer(post.text):
                group = "value" if "value" in compiled.groupindex else 0
                start, end = match.span(group)
                value = self.trim(post.text[start:end])
                end = start + len(value)
                if end <= start or not self.validate(pattern, value, match, post):
                    continue
                yield Mention(start, end, self.category, None, pattern.cert, f"{self.name}:{pattern.name}")
