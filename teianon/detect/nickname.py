"""NICK (and PER for participants' real names): the participants' names wherever they occur.

Every mention found here is linked to its participant (``corresp``) unless two participants share
the variant. Variants that are ordinary words (a nickname ``Tiger`` or ``blue``) need evidence
beyond the string: a place at the start or end of the post, being the whole post, or
capitalisation where the language would not capitalise the word; such matches get a lower cert.
Addressing (``@nick``, ``nick:``) is the strongest evidence and is found by
:mod:`teianon.detect.addressing`.
"""

from __future__ import annotations

import regex

from ..mention import Category, Mention
from ..textview import BARRIER, PostText, Token
from . import Detector, DocumentContext, register
from .lexicon import german_frequency
from .variants import Hit, Kind, Match, NameIndex, name_index

# A token may carry a marker or punctuation glued to the name (tokenisers differ).
_CORE = regex.compile(r"^[\s@#\"'(\[]*(.*?)[\s:,.!?;\"')\]]*$", regex.DOTALL)
_WORD = regex.compile(r"[\p{L}\p{N}]")
# Words after which a name is very likely a form of address ("hallo kater", "thanks blue").
GREETINGS = frozenset(
    "hi hallo hello hey huhu hihi moin servus tach tag abend morgen nabend danke dank thanks thx "
    "bye cu ciao tschüss tschau gn8 nacht night welcome willkommen wb re sorry lieber liebe dear".split()
)
MAX_GLUED = 3


def core_span(token: Token) -> tuple[int, int]:
    """Offsets of the token without leading markers and trailing punctuation."""
    m = _CORE.match(token.text)
    assert m is not None
    return token.start + m.start(1), token.start + m.end(1)


def adjacent(post: PostText, tokens: list[Token]) -> bool:
    """True where nothing but spaces separates the tokens (no barrier, no line break)."""
    for left, right in zip(tokens, tokens[1:]):
        gap = post.text[left.end : right.start]
        if BARRIER in gap or "\n" in gap or len(gap) > 1:
            return False
    return True


def _certainty(hit: Hit) -> str:
    if hit.match is Match.TYPO:
        return "low"
    if hit.match is Match.ELONGATED or hit.best.kind is Kind.PART:
        return "medium"
    return "high"


class _Evidence:
    """Positional facts about the word tokens of one post."""

    def __init__(self, post: PostText):
        words = [i for i, t in enumerate(post.tokens) if _WORD.search(t.text)]
        self.first = words[0] if words else -1
        self.last = words[-1] if words else -1
        self.only = len(words) == 1
        self.post = post

    def previous_word(self, index: int) -> str | None:
        for token in reversed(self.post.tokens[:index]):
            if _WORD.search(token.text):
                return token.text
        return None

    def sentence_initial(self, index: int) -> bool:
        before = self.post.text[: self.post.tokens[index].start].rstrip(" ")
        return index == self.first or before.endswith((".", "!", "?", ":", BARRIER))

    def for_wordlike(self, index: int, hit: Hit, text: str) -> str | None:
        """The cert a word-like match earns from its position, or None where it earns nothing."""
        if self.only:
            return "medium"
        if index in (self.first, self.last):
            return "low"
        previous = self.previous_word(index)
        if previous is not None and previous.casefold() in GREETINGS:
            return "medium"
        form = hit.best.form
        if (
            text[:1].isupper()
            and text == form
            and not self.sentence_initial(index)
            and german_frequency(text) < 3.5
        ):
            return "low"
        return None


@register
class NicknameDetector(Detector):
    name = "nickname"
    categories = frozenset({Category.NICK, Category.PER})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        index = name_index(context)
        if not index:
            return []
        return list(self._scan(post, index))

    def _scan(self, post: PostText, index: NameIndex):
        evidence = _Evidence(post)
        tokens = post.tokens
        used_until = -1
        for i, token in enumerate(tokens):
            if i <= used_until or not _WORD.search(token.text):
                continue
            glued = self._glued(post, index, i)
            if glued is not None:
                hit, last = glued
                used_until = last
                yield Mention(
                    token.start, tokens[last].end, hit.category, hit.participant, "high",
                    "nickname:glued",
                )
                continue
            start, end = core_span(token)
            if start >= end:
                continue
            text = post.text[start:end]
            hit = index.lookup(text)
            if hit is None:
                continue
            cert: str | None = _certainty(hit)
            if hit.wordlike:
                cert = evidence.for_wordlike(i, hit, text)
                if cert is None:
                    continue
            yield Mention(
                start, end, hit.category, hit.participant, cert,
                f"nickname:{hit.best.kind.name.lower()}-{hit.match.name.lower()}",
            )

    @staticmethod
    def _glued(post: PostText, index: NameIndex, i: int) -> tuple[Hit, int] | None:
        tokens = post.tokens
        for size in range(MAX_GLUED, 1, -1):
            run = list(tokens[i : i + size])
            if len(run) < size or not adjacent(post, run):
                continue
            hit = index.lookup_glued([t.text for t in run])
            if hit is not None:
                return hit, i + size - 1
        return None
