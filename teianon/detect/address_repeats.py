"""LOC: a street named again without its house number, where the document gave its address
(issues 38/39: document-wide evidence).

A letter writes the address once (``12 Paradise Row, Ballsbridge``, ``Llys Afon 27``) and then
the street alone (``the residents of Paradise Row``, ``the bins on Llys Afon``). Alone, a name
without a street word, or with one that ends other names as well, is no street to any rule;
the address said it is one. So the street names of the document's addresses (the ``address``
detector's streets with a house number, in any post or header paragraph) are looked for in
every post, as written (same case, whole words), and each further mention is LOC with the
source ``address:street-repeat``.

Only names that are no ordinary words are repeated: a street named only with words of the
language and no street word (``Hofgarten``) may be the word elsewhere; a name of one or two
letters, or of a year, is none.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_towns import ENGLISH_STREET_WORDS, GERMAN_STREET_WORDS
from .evidence import is_plain_word

# The address rules whose streets carry a house number (or a flat's and a house number).
_STREET_SOURCES = frozenset({"address:street", "address:street-frame", "address:street-cue"})
# What a street's mention holds besides its name: a flat and a house number before it (English),
# a house word and number after it (German).
_LEADING = regex.compile(
    r"^(?:(?:Flat|Apartment|Apt\.?|Studio|Unit|Suite)\s\d{1,4}[A-Za-z]?(?:/\d{1,2})?,?\s)?\d{1,5}[A-Za-z]?\s+",
    regex.VERSION1,
)
_TRAILING = regex.compile(
    r"(?:,?\s?(?i:haus\s?(?:nr\.?|nummer)|hausnummer|hausnr\.?|nr\.?))?\s?\d{1,4}(?:\s?[a-zA-Z])?"
    r"(?:\s?[-/–]\s?\d{1,4}[a-zA-Z]?)?$",
    regex.VERSION1,
)
_STREET_WORD = regex.compile(rf"(?:(?i:{GERMAN_STREET_WORDS})|(?:{ENGLISH_STREET_WORDS}))$", regex.VERSION1)
_MIN_LENGTH = 4
# A house number beside a capitalised word (before it, English; after it, German): where none
# is, a paragraph gives no address, and the address rules are not run on it a second time.
# Asked only whether it matches: of a run of letters, dots and hyphens, only the first capital
# letter begins the first kind, as a later one matches exactly where the first does (each reads
# the run to its end); trying every one cost the square of the run's length (``Kaiser-Kaiser-…``,
# benchmarks/growth.py).
_NUMBERED = regex.compile(
    r"(?<!\p{Lu}[\p{L}.\-]*?)\p{Lu}[\p{L}.\-]*,?\s(?:(?i:nr\.?|hausnummer)\s?)?\d|\d[A-Za-z]?,?\s\p{Lu}", regex.VERSION1
)


def street_name(mention_text: str) -> str | None:
    """The street's name of an address's mention (``12 Paradise Row`` → ``Paradise Row``,
    ``Am Mühlenbach 7`` → ``Am Mühlenbach``), or None where it is no name to look for again."""
    name = _TRAILING.sub("", _LEADING.sub("", mention_text)).strip(" ,")
    if len(name) < _MIN_LENGTH or not any(c.isalpha() for c in name) or not name[0].isupper():
        return None
    words = name.split()
    if _STREET_WORD.search(name) is None and all(is_plain_word(word) for word in words):
        return None  # "Hofgarten", "Market": a word of the language elsewhere
    return name


def _document_streets(context: DocumentContext) -> tuple[regex.Pattern[str] | None, ...]:
    """One pattern of every street name the document's addresses give (computed once)."""
    from .address import AddressDetector

    detector = AddressDetector()
    names: set[str] = set()
    for view in (*context.views, *context.text_views):
        if _NUMBERED.search(view.text) is None:
            continue
        for mention in detector.analyze(view, context):
            if mention.category is Category.LOC and mention.source in _STREET_SOURCES:
                name = street_name(view.text[mention.start : mention.end])
                if name is not None:
                    names.add(name)
    if not names:
        return (None,)
    alternatives = "|".join(regex.escape(n) for n in sorted(names, key=len, reverse=True))
    return (regex.compile(rf"(?<![\p{{L}}\p{{N}}\-])(?:{alternatives})(?![\p{{L}}\p{{N}}\-])", regex.VERSION1),)


@register
class AddressRepeatDetector(Detector):
    name = "address_repeats"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        found = context.cached("address_repeats.streets", lambda: _document_streets(context))
        pattern = found[0] if isinstance(found, tuple) else None
        if pattern is None:
            return
        for match in pattern.finditer(post.text):
            yield Mention(match.start(), match.end(), Category.LOC, None, "high", "address:street-repeat")
