"""Addressing terms: ``@nick``, ``@ nick`` (two tokens) and ``nick:`` / ``nick,`` opening a post.

The whole term (marker and name) becomes ``<ref type="addressingTerm">``; the name inside it is a
NICK linked to the participant where the name is one of theirs. ``@`` followed by a name nobody
in the header has is still an addressing term (participants come and go): the name is then an
unlinked NICK. At the start of a post, an unknown word followed by ``:`` is taken only where it
is shaped like a nickname (digits, inner capitals, underscores) and is no ordinary word.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import HAS_WORD_CHARACTER, PostText, Token
from . import Detector, DocumentContext, register
from .lexicon import is_wordlike
from .nickname_post import adjacent
from .variants import Hit, Match, NameIndex, name_index, own_participant

_NAME_START = regex.compile(r"^[\p{L}_]")
_NICK_SHAPED = regex.compile(r"\d|\p{Ll}\p{Lu}|_")
_NAME_CHARS = regex.compile(r"^[\p{L}\p{N}_.\-]+$")


def is_system_line(post: PostText, context: DocumentContext) -> bool:
    """A line the chat system wrote (topic, status, join): ``generatedBy="system"`` or written
    by a participant whose role is ``system``."""
    if post.post.get("generatedBy") == "system":
        return True
    return post.author is not None and any(p.id == post.author and p.is_system for p in context.participants)


def _known(index: NameIndex, post: PostText, mention: Mention) -> bool:
    """The name of an addressing term is somebody's (of another file of the run, say)."""
    if mention.name_start is None or mention.name_end is None or not index:
        return False
    return index.lookup(post.text[mention.name_start : mention.name_end]) is not None


def _cert(hit: Hit | None) -> str:
    if hit is None:
        return "medium"
    if hit.match in (Match.TYPO, Match.DROPPED):
        return "low"
    return "high" if hit.match in (Match.EXACT, Match.ELONGATED, Match.INFLECTED) else "medium"


def _same_parent(a: Token, b: Token) -> bool:
    """Two ``<w>`` tokens in the same element: a marker inside other markup (``lela2 <hi>,</hi>``)
    is that markup's, and an addressing term over both would split it."""
    if a.element is None or b.element is None:
        return True
    return a.element.getparent() is b.element.getparent()


@register
class AddressingDetector(Detector):
    name = "addressing"
    categories = frozenset({Category.NICK})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        index = name_index(context)
        openers = self._openers(post, index) if post.conversational else ()
        found = list(self._at_mentions(post, index)) + list(openers)
        if found and is_system_line(post, context):
            # A topic or status line of the server ("Topic is '{@ Welcome ... @}-{@ Stats'")
            # addresses nobody: only the participants' own names count there.
            found = [m for m in found if m.corresp is not None or _known(index, post, m)]
        return found

    def _at_mentions(self, post: PostText, index: NameIndex) -> Iterator[Mention]:
        tokens = post.tokens
        text = post.text
        for i, token in enumerate(tokens):
            if not token.text.startswith("@"):
                continue
            # "name@host": an e-mail address, not an addressing term.
            if token.start > 0 and regex.match(r"[\w.]", text[token.start - 1]) and not post.tokenised:
                continue
            if len(token.text) > 1:
                name_start, name_end = token.start + 1, token.end
                name = token.text[1:].rstrip(":,.!?")
                name_end = name_start + len(name)
            elif i + 1 < len(tokens) and adjacent(post, [token, tokens[i + 1]]):
                following = tokens[i + 1]
                name_start, name_end, name = following.start, following.end, following.text
            else:
                continue
            if not name or not _NAME_START.match(name) or not _NAME_CHARS.match(name):
                continue
            hit = index.lookup(name) if index else None
            yield Mention(
                token.start,
                name_end,
                hit.category if hit else Category.NICK,
                own_participant(hit.participant) if hit else None,
                _cert(hit),
                "addressing:at",
                name_start,
                name_end,
            )

    def _openers(self, post: PostText, index: NameIndex) -> Iterator[Mention]:
        tokens = post.tokens
        first = self._first_word(tokens)
        if first is None:
            return
        i = first
        token = tokens[i]
        if token.text.endswith((":", ",")) and len(token.text) > 1:
            name = token.text[:-1]
            marker_end = token.end
            name_end = token.end - 1
        elif (
            i + 1 < len(tokens)
            and tokens[i + 1].text in (":", ",")
            and adjacent(post, tokens[i : i + 2])
            and _same_parent(token, tokens[i + 1])
        ):
            name = token.text
            marker_end = tokens[i + 1].end
            name_end = token.end
        else:
            return
        if not _NAME_START.match(name) or not _NAME_CHARS.match(name):
            return
        hit = index.lookup(name) if index else None
        colon = post.text[marker_end - 1] == ":"
        # Unknown openers: only "nick:" with a nickname's shape (not "Frage:", "also,"), and not
        # an emoji's shortcode (":oma_lene: …"), which glued_names reads.
        shortcode = post.text[token.start - 1 : token.start] == ":"
        if hit is None and (not colon or shortcode or is_wordlike(name) or not _NICK_SHAPED.search(name)):
            return
        yield Mention(
            token.start,
            marker_end,
            hit.category if hit else Category.NICK,
            own_participant(hit.participant) if hit else None,
            _cert(hit) if hit else "low",
            "addressing:opener",
            token.start,
            name_end,
        )

    @staticmethod
    def _first_word(tokens: tuple[Token, ...]) -> int | None:
        for i, token in enumerate(tokens):
            if HAS_WORD_CHARACTER.search(token.text):
                return i
        return None
