"""EMAIL: e-mail addresses, plain (``fix@ids-mannheim.de``), split by a tokeniser
(``fix @ ids-mannheim . de``), and obfuscated (``fix at ids-mannheim dot de``,
``fix(at)ids-mannheim(punkt)de``, ``fix [at] host [dot] de``).

False-positive risk: the obfuscated forms use ordinary words ("at", "dot"); they are taken only
where a dotted domain ending in a known top-level domain follows, and no path after it (``see
the rules at club.org.uk/rules`` is a link).
"""

from __future__ import annotations

import regex

from ..mention import Category
from . import register
from .patterns import Pattern, PatternDetector
from .url import TLDS

_TLD = "(?:" + "|".join(TLDS) + r")\b"
_LOCAL = r"(?<![\w.+\-])[\w.+\-]*\w"
_LABEL = r"[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?"
_AT_WORD = r"(?:\s*[\[({<]\s*(?:at|ät|@)\s*[\])}>]\s*|\s+(?:at|ät)\s+)"
_DOT_WORD = r"(?:\s*[\[({<]\s*(?:dot|punkt|\.)\s*[\])}>]\s*|\s+(?:dot|punkt)\s+)"


@register
class EmailDetector(PatternDetector):
    linear = True
    name = "email"
    categories = frozenset({Category.EMAIL})
    category = Category.EMAIL
    # "@", or "at"/"ät" as a word of its own (the obfuscated forms).
    REQUIRES = regex.compile(r"@|\b(?:at|ät)\b", regex.IGNORECASE | regex.VERSION1)
    PATTERNS = (
        Pattern("plain", rf"{_LOCAL} ?@ ?(?:{_LABEL} ?\. ?)+{_TLD}"),
        # With the "@" itself and nothing apart, any top-level domain of letters: there are over a
        # thousand (``.hamburg``, ``.studio``, ``.london``), and a name before one is as private.
        Pattern("plain", rf"{_LOCAL}@(?:{_LABEL}\.)+\p{{L}}{{2,24}}(?![\p{{L}}\p{{N}}\-@]|\.[\p{{L}}\p{{N}}])"),
        # Not before a path or another label: "forms at club-brew.org.uk/entry2027" is a word,
        # "at" and a link (teianon.detect.url), no address.
        Pattern(
            "obfuscated",
            rf"{_LOCAL}{_AT_WORD}(?:{_LABEL}(?:{_DOT_WORD}|\.))+{_TLD}(?![/\-]|\.[\p{{L}}\p{{N}}])",
            cert="medium",
        ),
    )
