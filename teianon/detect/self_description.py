"""IMPLICIT and CITATION proposals: self-descriptions and quoted text, always for review.

"ich studier Maschinenbau", "ich arbeite als Krankenpfleger", "I work as a nurse", "meine
Schwester": indirect references that can identify a writer together with other facts. And quoted
stretches long enough to be lyrics or a passage someone could search for. Both are proposed with
``cert="low"``: the post-processor does not replace them until a person confirms them (sets a
higher ``@cert``), so nothing is applied that a reviewer has not seen.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

# The described thing: up to three words, stopped by punctuation or a conjunction.
_STOP = (
    "und and aber but weil because seit since an am auf der die das dem den in im bei at for in on with mit und"
).split()
_OBJECT = r"((?:(?!(?:" + "|".join(_STOP) + r")\b)[\p{L}\-]+\s?){1,3})"
_PATTERNS = [
    lazy(r"\b(?:ich\s+)?studier(?:e)?\s+(?:jetzt\s+|hier\s+|in\s+\p{L}+\s+)?" + _OBJECT, regex.IGNORECASE),
    lazy(
        r"\bich\s+(?:arbeite|jobbe|bin)\s+(?:als|bei|im|in\s+der|in\s+einer|in\s+einem)\s+" + _OBJECT, regex.IGNORECASE
    ),
    lazy(
        r"\bich\s+bin\s+(?:von\s+beruf\s+)?(?:ein(?:e)?\s+)?"
        r"(\p{Lu}\p{Ll}+(?:er|erin|ent|entin|eur|euse|ist|istin|ant|antin|loge|login|arzt|ärztin|meister"
        r"|meisterin))\b"
    ),
    lazy(
        r"\bmeine?[mnrs]?\s+(mann|frau|freund|freundin|sohn|tochter|bruder|schwester|mutter|vater|chef|chefin"
        r"|lehrer|lehrerin)\b",
        regex.IGNORECASE,
    ),
    lazy(r"\bI(?:'m|\s+am)\s+(?:a|an)\s+" + _OBJECT, regex.IGNORECASE),
    lazy(r"\bI\s+(?:work|worked)\s+(?:as\s+(?:a|an)\s+|at\s+|for\s+)" + _OBJECT, regex.IGNORECASE),
    lazy(r"\bI\s+stud(?:y|ied)\s+" + _OBJECT, regex.IGNORECASE),
    lazy(
        r"\bmy\s+(husband|wife|boyfriend|girlfriend|son|daughter|brother|sister|mother|father|mom|mum|dad"
        r"|boss)\b",
        regex.IGNORECASE,
    ),
]
# Quotations: text between quotation marks, long enough to be searched for.
_QUOTE = lazy(r"[\"„“”»«]([^\"„“”»«\n\ue000]{20,})[\"„“”»«]")
MIN_QUOTED_WORDS = 6


@register
class SelfDescriptionDetector(Detector):
    name = "self-description"
    categories = frozenset({Category.IMPLICIT, Category.CITATION})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for pattern in _PATTERNS:
            for m in pattern.finditer(text):
                start, end = m.span(1)
                while end > start and text[end - 1].isspace():
                    end -= 1
                if end > start:
                    yield Mention(start, end, Category.IMPLICIT, cert="low", source="self-description:implicit")
        for m in _QUOTE.finditer(text):
            if len(m.group(1).split()) >= MIN_QUOTED_WORDS:
                yield Mention(m.start(1), m.end(1), Category.CITATION, cert="low", source="self-description:citation")
