"""The bound per post: how much of a long post every detector reads, and how it is reported.

A post of megabytes (a pasted log, a spam flood, a WhatsApp message of 5 MB) must not hold up a
corpus run. Beyond :data:`POST_LIMIT` characters of a post (or of a header block), only the
detectors that are linear in the text's length (:attr:`teianon.detect.Detector.linear`: URLs,
e-mail, numbers, street addresses, the nickname linker, the project's lists) read on; the
others read the first part only (:func:`bounded`). What the document replaces is still
completed in the whole post by the repeats, the whole post is still written, and the self-audit
reads all of it. Every such post is reported
(:class:`LongPost`): nothing is skipped in silence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lxml import etree

from ..errors import line_of
from .tei import element_id, local_name
from .textview import PostText

# Characters of a post that every detector reads (64 KB of text); 0 is no limit.
POST_LIMIT = 65_536


def is_long(view: PostText, limit: int) -> bool:
    return limit > 0 and len(view.text) > limit


def bounded(view: PostText, limit: int) -> PostText:
    """``view`` cut to its first ``limit`` characters, or less, so that no token is cut in two
    (a single word longer than the limit leaves nothing). Offsets are those of ``view``: the
    cut keeps the start, so a mention found in it is a mention of the whole post."""
    if not is_long(view, limit):
        return view
    cut = limit
    for token in view.tokens:
        if token.end > limit:
            cut = min(cut, token.start)
            break
    tokens = tuple(t for t in view.tokens if t.end <= cut)
    pieces = tuple(replace(p, end=min(p.end, cut)) for p in view.pieces if p.start < cut)
    hidden = tuple(h for h in view.hidden if h[0] < cut)
    return replace(view, text=view.text[:cut], tokens=tokens, pieces=pieces, hidden=hidden)


@dataclass(frozen=True)
class LongPost:
    """A post (or header block) longer than the limit: only partly checked. Plain values, so
    that it pickles to worker processes."""

    # The post's id (xml:id or id), else its element name and line.
    name: str
    line: int | None
    length: int
    limit: int
    post: bool = True

    @classmethod
    def of(cls, view: PostText, limit: int) -> LongPost:
        element: etree._Element = view.post
        tag = local_name(element.tag) if isinstance(element.tag, str) else "text"
        line = line_of(element)
        name = element_id(element) or (f"{tag} at line {line}" if line else tag)
        return cls(name, line, len(view.text), limit, view.conversational)

    def warning(self, where: str) -> str:
        """``file:line: warning: post p123: 1,234,567 characters, beyond 65,536 …``"""
        at = f"{where}:{self.line}" if self.line else where
        what = "post" if self.post else "header text"
        return (
            f"{at}: warning: {what} {self.name}: {self.length:,} characters, beyond {self.limit:,} only URLs, "
            "e-mail, numbers, street addresses and known names were looked for"
        )


__all__ = ["POST_LIMIT", "LongPost", "bounded", "is_long"]
