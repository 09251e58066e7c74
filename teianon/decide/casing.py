"""How a candidate's word is written in general and in its document, and where it stands.

A capitalised ordinary word is the decision's commonest false alarm: the first word of a sentence
or of a title (``Meadow friends group``, ``Learn nouns with their article``), an English word
the tagger read as a name, a German noun it took for a surname. What tells them from names is not
the word's frequency (names are frequent too) but how the word is *written*:

- in general text: English writes it in lower case (it is a lower-case entry of the English word
  list, SCOWL, which holds proper nouns apart), or it is a German noun (capitalised anyway, so
  its capital says nothing);
- in this document: the same word written in lower case elsewhere is a word; written with a
  capital in the middle of another sentence, a name (chat writes names in lower case too, so a
  lower-case candidate the document also capitalises mid-sentence is a name);
- where it stands: at the start of a sentence any word has a capital; in a heading (a short line
  in title case without a full stop) most words have one; before a lower-case word or a group
  noun (``friends group``, ``Verein``) it modifies a noun rather than naming someone;
- its shape: a short code of capitals and digits (``B2``, ``Q2``, ``DLK 23``) is a level, a
  grade, a road or a vehicle more often than a name; a weekday or month is a date's word.

Each is a feature, crossed with the case and the position where only the pair says something
(a linear model cannot weigh "an English word" by its capital otherwise); the model learns the
weights from the labelled text.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

import regex

from ..detect import DocumentContext
from ..detect.lexicon import CALENDAR_LONG, CALENDAR_SHORT
from ..lists import english_words, german_nouns
from ..mention import Mention
from ..read.textview import BARRIER, PostText
from ..tagger.features import shape

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:[.\-_'’&][\p{L}\p{N}]+)*")
_SENTENCE_END = (".", "!", "?", ":", BARRIER, "\n", '"', "“", "„")
_LINE_END = ("\n", BARRIER)
_CALENDAR = CALENDAR_LONG | CALENDAR_SHORT
# A heading: a line of this many words at most, not ended like a sentence, in which this share
# of the longer words (four letters or more: not the articles and prepositions a title leaves
# in lower case) is capitalised.
_HEADING_WORDS = 12
_HEADING_CAPITALISED = 1.0
_SENTENCE_PUNCTUATION = (".", "!", "?", ",", ";", ":")
# A short candidate's shape is a feature (``Xd`` for ``B2``, ``X d`` for ``DLK 23``).
_SHAPE_LENGTH = 8
# Nouns for a group of people: a capitalised word before one names the group's kind or place
# (``Meadow friends group``, ``Lindenhof Verein``), not a person.
GROUP_NOUNS = frozenset(
    "group groups club clubs team teams society circle crew committee association network choir band "
    "family friends club gruppe gruppen kreis verein vereins team teams runde stammtisch chor ag "
    "mannschaft gemeinschaft initiative".split()
)


def _is_capitalised(word: str) -> bool:
    return word[:1].isupper()


def _english_lower(word: str) -> bool:
    """English writes ``word`` in lower case (also its plural: ``harriers`` of ``harrier``)."""
    folded = word.lower()
    words = english_words()
    return folded in words or (len(folded) > 3 and folded.endswith("s") and folded[:-1] in words)


def _german_noun(word: str) -> bool:
    return word[:1].upper() + word[1:].lower() in german_nouns()


def _initial(text: str, start: int) -> bool:
    before = text[max(0, start - 200) : start].rstrip(" ")
    return not before or before.endswith(_SENTENCE_END)


def _document_casing(context: DocumentContext) -> dict[str, tuple[int, int, int]]:
    """For each word of the document (case-folded): how often it is written in lower case, with a
    capital in the middle of a sentence, and with a capital at a sentence's start."""

    def build() -> dict[str, tuple[int, int, int]]:
        counts: dict[str, list[int]] = {}
        for view in (*context.views, *context.text_views):
            for match in _WORD.finditer(view.text):
                word = match.group()
                if not word[:1].isalpha():
                    continue
                bucket = counts.setdefault(word.casefold(), [0, 0, 0])
                if not _is_capitalised(word):
                    bucket[0] += 1
                elif _initial(view.text, match.start()):
                    bucket[2] += 1
                else:
                    bucket[1] += 1
        return {k: (v[0], v[1], v[2]) for k, v in counts.items()}

    found = context.cached("decide.casing", build)
    assert isinstance(found, dict)
    return found


def _line(text: str, start: int, end: int) -> str:
    first = max(text.rfind(c, 0, start) for c in _LINE_END) + 1
    ends = [k for k in (text.find(c, end) for c in _LINE_END) if k >= 0]
    return text[first : min(ends) if ends else len(text)]


def _heading(line: str) -> bool:
    """A short line in title case that does not end like a sentence."""
    words = _WORD.findall(line)
    if not 2 <= len(words) <= _HEADING_WORDS or line.rstrip().endswith(_SENTENCE_PUNCTUATION):
        return False
    longer = [w for w in words if len(w) >= 4 and w[:1].isalpha()]
    return len(longer) >= 2 and sum(map(_is_capitalised, longer)) >= _HEADING_CAPITALISED * len(longer)


def casing_features(
    mention: Mention, view: PostText, words: Sequence[str], context: DocumentContext
) -> dict[str, float]:
    """The features above for ``mention``, whose words (initials left out) are ``words``."""
    f: dict[str, float] = {}
    text = view.text[mention.start : mention.end]
    first = words[0]
    initial = _initial(view.text, mention.start)
    capital = _is_capitalised(first)
    where = "initial" if initial else "mid"
    case = "cap" if capital else "lower"
    english = _english_lower(first)
    german = _german_noun(first)
    if english:
        f["w1:en-lower"] = 1.0
        f[f"w1:en-lower&{case}&{where}"] = 1.0
    if german:
        f[f"w1:de-noun&{case}&{where}"] = 1.0
    if len(words) > 1 and all(_english_lower(w) for w in words):
        f["all:en-lower"] = 1.0
    if first.lower().removesuffix("'s").removesuffix("’s") in _CALENDAR:
        f["w1:calendar"] = 1.0
    if len(text) <= _SHAPE_LENGTH and (any(c.isdigit() for c in text) or text.isupper() and len(text) > 1):
        f["shape=" + "".join(c for c, _ in groupby(shape(text)))] = 1.0
    # The document's other writings of the word (this one taken out of its count).
    lower, capital_mid, capital_initial = _document_casing(context).get(first.casefold(), (0, 0, 0))
    if not capital:
        lower -= 1
    elif initial:
        capital_initial -= 1
    else:
        capital_mid -= 1
    if capital and lower > 0:
        f["doc.lower"] = 1.0
        f[f"doc.lower&{where}"] = 1.0
    if capital_mid > 0:
        f[f"doc.cap-mid&{case}"] = 1.0
    if not capital and capital_mid + capital_initial == 0 and lower > 0:
        f["doc.only-lower"] = 1.0
    line = _line(view.text, mention.start, mention.end)
    if _heading(line):
        f["heading"] = 1.0
        if english or german:
            f["heading&word"] = 1.0
    rest = view.text[mention.end : mention.end + 40]
    following = _WORD.findall(rest[: min((k for k in map(rest.find, _LINE_END) if k >= 0), default=len(rest))])
    if following:
        nxt = following[0]
        if nxt.casefold() in GROUP_NOUNS:
            f["next.group"] = 1.0
        if english and nxt[:1].islower() and _english_lower(nxt):
            f["w1:en-lower&next.en-lower"] = 1.0
    return f
