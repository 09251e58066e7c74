"""Names that no list knows: proposed as PER, or OTH where the corpus tags them (low certainty).

A capitalised word that is no ordinary German noun (nor part of a compound), no English word and
not frequent, and that does not start a sentence, is probably a name; so is any word the corpus
tags as a proper noun. Consecutive such words are one reference. Most unknown names in German
and English text are surnames and foreign first names (measured on GermEval 2014 dev: see the
docs, Accuracy), so they are proposed as PER; a name the corpus tags NE at the start of a sentence, where
capitalisation says nothing, as OTH. Other detectors usually know better (a place, an
organisation); the resolver prefers their more certain proposals.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words


@register
class OtherNameDetector(Detector):
    name = "other"
    categories = frozenset({Category.OTH, Category.PER})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        i = 0
        while i < len(words):
            if not self._namelike(words, i):
                i += 1
                continue
            end = i + 1
            while end < len(words) and words.adjacent(end - 1, end) and self._namelike(words, end, inside=True):
                end += 1
            category = Category.PER if words[i].capitalised and not words[i].text.isupper() else Category.OTH
            yield Mention(words[i].start, words[end - 1].end, category, cert="low", source="other:unknown-name")
            i = end

    @staticmethod
    def _namelike(words: Words, i: int, inside: bool = False) -> bool:
        word = words[i]
        if words.proper_noun_tag(i):
            return True
        if not word.capitalised or len(word.text) < 3 or word.text.isupper():
            return False
        if not inside and words.sentence_initial(i):
            return False
        return not words.common(i)
