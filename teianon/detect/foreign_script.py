"""PER: people named in Cyrillic, Greek or Arabic letters in a document written in Latin ones.

A German or English chat in which a friend greets in Russian, Greek or Arabic (``Привет от
Наташи и Серёжи!``, ``Χαιρετίσματα από τη Βασιλική``, ``سلام من فاطمة``) names people whom the
name tagger, which learnt Latin text, cannot read. A capitalised word in another script than the
document's, after a greeting, thanks or a word of contact and a preposition or ``and`` of that
language, is a person's name (Arabic writes no capitals: there the word after the preposition
that follows the greeting). Where its letters in Latin ones are a first name of the tables (with
its case ending undone: ``Наташи`` is ``Natasha``), it is sure (high), else medium.

Only in a document whose letters are mostly Latin: in a Russian chat, ``от Наташи`` is what the
Russian text says, and the tagger of that language is the one to ask.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import is_name
from .scripts import romanised

_SCRIPTS = {"Latin": regex.compile(r"\p{Script=Latin}"), "Cyrillic": regex.compile(r"\p{Script=Cyrillic}"),
            "Greek": regex.compile(r"\p{Script=Greek}"), "Arabic": regex.compile(r"\p{Script=Arabic}")}  # fmt: skip

# Greetings, thanks and words of contact, and the prepositions, articles and "and" before a name.
_CUES = {
    "Cyrillic": (
        r"привет\p{L}*|поклон\p{L}*|спасибо|благодар\p{L}*|поздрав\p{L}*|целу\p{L}*|обнима\p{L}*|передай\p{L}*"
        r"|звони|позвони|напиши|скажи|спроси|прив|прывітанне|вітаю|дякую|поздрави|здраво",
        r"от|для|к|ко|у|с|со|и|й|та|і|од|за",
    ),
    "Greek": (
        r"χαιρετ\p{L}*|γεια|ευχαριστ\p{L}*|φιλιά|φιλάκια|πες|τηλεφών\p{L}*|χαιρέτα",
        r"από|στον|στη|στην|στο|με|για|και|τον|την|τη|το|του|της|ο|η",
    ),
}
_NAME = r"(?P<name>(?-i:\p{Lu}\p{Ll}{2,}))(?![\p{L}\p{N}])"
_FRAMES = {
    script: regex.compile(
        rf"(?<![\p{{L}}])(?:{cues})(?![\p{{L}}])[^.!?\n\ue000]{{0,60}}?(?<![\p{{L}}])(?:{before}|{cues})\s+{_NAME}",
        regex.IGNORECASE | regex.VERSION1,
    )
    for script, (cues, before) in _CUES.items()
}
# "Greetings from" in Arabic: the word after the preposition (من, مع, إلى, ل) that follows.
_ARABIC = regex.compile(
    r"(?:سلام|السلام|تحيات\p{L}*|تحية|شكرا|شكراً|مع\s+السلامة)[^.!?؟\n\ue000]{0,30}?(?:من|مع|إلى|لـ?|و)\s+"
    r"(?P<name>\p{Script=Arabic}{3,})(?![\p{L}])",
    regex.VERSION1,
)
# A second name after "and", or a patronymic or surname right after the first.
_CONTINUED = regex.compile(r"\s+(?:(?:и|й|і|та|και)\s+)?" + _NAME, regex.IGNORECASE | regex.VERSION1)


def main_script(context: DocumentContext) -> str:
    """The script of most of the document's letters (its posts and text blocks)."""

    def count() -> str:
        letters: Counter[str] = Counter()
        for view in (*context.views, *context.text_views):
            for script, pattern in _SCRIPTS.items():
                letters[script] += len(pattern.findall(view.text))
        (script, letters_of), *_ = letters.most_common(1) or [("Latin", 0)]
        return script if letters_of else "Latin"

    return str(context.cached("main-script", count))


# Languages written in these scripts: a document declared in one of them is not Latin text.
_OTHER_SCRIPT_LANGUAGES = frozenset(
    {"ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "tg", "mn", "el", "ar", "fa", "ur", "ps", "he", "yi"}
)
_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def latin_document(post: PostText, context: DocumentContext) -> bool:
    """The post stands in Latin text: the language declared for it (``xml:lang`` of the post or
    the nearest ancestor) is written in Latin letters, or, where none is declared, most of the
    document's letters are Latin."""
    declared = next((e.get(_LANG) for e in (post.post, *post.post.iterancestors()) if e.get(_LANG)), None)
    if declared:
        return declared.split("-")[0].casefold() not in _OTHER_SCRIPT_LANGUAGES
    return main_script(context) == "Latin"


def _first_name(word: str) -> bool:
    """The word in Latin letters, or with its case ending undone (``Наташи`` -> ``natasha``), is
    a first name of the tables."""
    latin = romanised(word)
    return is_name(latin) or (latin[-1:] in "iyeuo" and is_name(latin[:-1] + "a")) or is_name(latin[:-1])


@register
class ForeignScriptDetector(Detector):
    name = "foreign_script"
    categories = frozenset({Category.PER})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        if not any(c > "\u036f" and c.isalpha() for c in post.text) or not latin_document(post, context):
            return []
        return list(self._names(post.text))

    @staticmethod
    def _names(text: str) -> Iterator[Mention]:
        seen: set[int] = set()
        for script, frame in _FRAMES.items():
            if not _SCRIPTS[script].search(text):
                continue
            for match in frame.finditer(text, overlapped=True):
                found: regex.Match[str] | None = match
                # "от Наташи и Серёжи": the names joined to the first by "and" too.
                while found is not None and found.start("name") not in seen:
                    start, end = found.span("name")
                    seen.add(start)
                    if _SCRIPTS[script].match(text, start):
                        cert = "high" if _first_name(text[start:end]) else "medium"
                        yield Mention(start, end, Category.PER, None, cert, "script.frame")
                    found = _CONTINUED.match(text, end)
        for match in _ARABIC.finditer(text):
            yield Mention(match.start("name"), match.end("name"), Category.PER, None, "medium", "script.frame")
