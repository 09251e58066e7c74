"""EMAIL: e-mail addresses, plain (``fix@ids-mannheim.de``), split by a tokeniser
(``fix @ ids-mannheim . de``), and obfuscated (``fix at ids-mannheim dot de``,
``fix(at)ids-mannheim(punkt)de``, ``fix [at] host [dot] de``), also as people write them around
the ``@``: a space before or after it (``name.surname@ host.studio``), URL-encoded (``%40``),
a middle dot or bullet in place of a dot (``host·de``, ``anna·berg@…``), and internationalised domains in their
punycode form (``xn--…``, the top-level domain too).

False-positive risk: the obfuscated forms use ordinary words ("at", "dot"); they are taken only
where a dotted domain ending in a known top-level domain follows, and no path after it (``see
the rules at club.org.uk/rules`` is a link), or, where every dot is written as a word, any
top-level domain after a local part of an address's shape (``anna.berg at atelier dot studio``).
Full-width forms (``＠``, ``．``) are read as the signs they stand for. A spaced ``@`` before an
unknown top-level domain is a chat's "at" as often (``bin @ home.heute``): unless the ``@`` is
written to the part before it (``name@ host.studio``), it is an address only where the local
part has an address's shape (a dot, a digit, ``_``, ``+`` or ``-``: ``anna.berg``, ``kw77``) or
the host does (a hyphen or digit, three labels and more). A price (``3 @ 5 €``) or a mention
(``@anna``) has no host after it.
"""

from __future__ import annotations

import regex

from ..mention import Category
from ..read.textview import PostText
from . import register
from .lexicon import frequency, is_name
from .patterns import Pattern, PatternDetector
from .url import TLDS

_TLD = "(?:" + "|".join(TLDS) + r")\b"
# A middle dot, bullet or dot operator stands for a dot in the address's own part too
# (``anna·berg@host.de``): the whole address, not only what follows the last one.
_LOCAL = r"(?<![\w.+\-%·•∙⋅])[\w.+\-·•∙⋅]*\w"
_LABEL = r"[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?"
# German writes the "@" as "Klammeraffe" too (``sven (Klammeraffe) host (Punkt) de``).
_AT_WORD = r"(?:\s*[\[({<]\s*(?:at|ät|@|klammeraffe)\s*[\])}>]\s*|\s+(?:at|ät|klammeraffe)\s+)"
_BRACKET_AT = r"\s*[\[({<]\s*(?:at|ät|@|klammeraffe)\s*[\])}>]\s*"
_DOT_WORD = r"(?:\s*[\[({<]\s*(?:dot|punkt|\.)\s*[\])}>]\s*|\s+(?:dot|punkt)\s+)"
# The "@" as written: itself, or URL-encoded in a link or a copied address (``name%40host.de``).
_AT = r"(?:@|%40|＠|﹫)"
# A dot, or what a writer puts in its place so that a harvester does not read the address: a
# middle dot, a bullet, a dot operator (``host·de``).
_SEP = r"[.·•∙⋅．。｡]"
# Any top-level domain of letters (there are over a thousand: ``.hamburg``, ``.studio``), or an
# internationalised one in its ASCII form (``xn--p1ai``).
_ANY_TLD = r"(?:xn--[\p{L}\p{N}\-]*[\p{L}\p{N}]|\p{L}{2,24})"
_AFTER = r"(?![\p{L}\p{N}\-@]|[.·•∙⋅．。｡][\p{L}\p{N}])"
# The shape of an address's own part: a dot, digit, underscore, plus or hyphen in it.
_SHAPED = regex.compile(r"[._+\-\d·•∙⋅]")


@register
class EmailDetector(PatternDetector):
    linear = True
    name = "email"
    categories = frozenset({Category.EMAIL})
    category = Category.EMAIL
    # "@" (or "%40"), or "at"/"ät" as a word of its own (the obfuscated forms).
    REQUIRES = regex.compile(r"@|%40|＠|﹫|\b(?:at|ät|klammeraffe)\b", regex.IGNORECASE | regex.VERSION1)
    PATTERNS = (
        Pattern("plain", rf"{_LOCAL} ?@ ?(?:{_LABEL} ?\. ?)+{_TLD}"),
        # With the "@" itself and nothing apart, any top-level domain of letters: there are over a
        # thousand (``.hamburg``, ``.studio``, ``.london``), and a name before one is as private.
        Pattern("plain", rf"{_LOCAL}{_AT}(?:{_LABEL}{_SEP})+{_ANY_TLD}{_AFTER}"),
        # A space on one side of the "@" or both (``name.surname@ host.studio``, ``name @host.de``):
        # whatever the top-level domain, the host alone must not be replaced with the writer's
        # name left before it. The shape is checked in validate.
        Pattern("spaced", rf"{_LOCAL}(?:[ \t]{_AT}[ \t]?|{_AT}[ \t])(?:{_LABEL}{_SEP})+{_ANY_TLD}{_AFTER}"),
        # Not before a path or another label: "forms at club-brew.org.uk/entry2027" is a word,
        # "at" and a link (teianon.detect.url), no address.
        Pattern(
            "obfuscated",
            rf"{_LOCAL}{_AT_WORD}(?:{_LABEL}(?:{_DOT_WORD}|\.))+{_TLD}(?![/\-]|\.[\p{{L}}\p{{N}}])",
            cert="medium",
        ),
        # Every dot written as a word (``name at host dot studio``): any top-level domain, where
        # the address has its shape (validate); "meet at home dot com" has none.
        # The "at" in brackets (``name(at)surname.family``, ``name [at] surname [dot] example``) is
        # written only to hide an address: any top-level domain of letters, any local part.
        Pattern(
            "obfuscated-bracketed",
            # A top-level domain in lower case: "Rathaus.Dann" is a space missing after a sentence.
            rf"{_LOCAL}{_BRACKET_AT}(?:{_LABEL}(?:{_DOT_WORD}|{_SEP}))+(?-i:xn--[\p{{L}}\p{{N}}\-]*[\p{{L}}\p{{N}}]|\p{{Ll}}{{2,24}})"
            r"(?![\p{L}\p{N}/\-]|[.·•∙⋅．。｡][\p{L}\p{N}])",
            cert="medium",
        ),
        # The address's own part spelled out too (``sven (Punkt) berg (Klammeraffe) host (Punkt)
        # de``, ``john dot smith at mail dot com``): a dot written as a word on both sides.
        Pattern(
            "obfuscated-spelled",
            # At most six parts before the "at" and six labels after: unbounded, every word of a
            # long "x dot x dot x …" was a start scanning the rest (quadratic; minutes per post).
            rf"(?<![\w.\-])\p{{L}}[\w\-]*(?:{_DOT_WORD}[\w\-]+){{1,6}}{_AT_WORD}(?:{_LABEL}{_DOT_WORD}){{1,6}}{_ANY_TLD}"
            r"(?![\p{L}\p{N}/\-]|\.[\p{L}\p{N}])",
            cert="medium",
        ),
        Pattern(
            "obfuscated-any",
            rf"{_LOCAL}{_AT_WORD}(?:{_LABEL}{_DOT_WORD})+{_ANY_TLD}(?![\p{{L}}\p{{N}}/\-]|\.[\p{{L}}\p{{N}}])",
            cert="medium",
        ),
    )

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        if pattern.name == "obfuscated-spelled":
            # "the end dot at last dot com": a word of the sentence before the first dot.
            return frequency(regex.split(r"\s", value, maxsplit=1)[0]) < _SENTENCE_WORD or is_name(value.split()[0])
        if pattern.name == "obfuscated-any":
            local = _OBFUSCATED_AT.split(value, maxsplit=1)[0]
            return bool(_SHAPED.search(local))
        if pattern.name == "obfuscated-bracketed":
            # "I am (at) work.now", "meet me (at) home.later": the word before is the sentence's
            # (a frequent word), and the address's top-level domain no known one.
            local = regex.split(r"\s*[(\[{]", value, maxsplit=1)[0]
            tld = regex.split(r"[^\p{L}\p{N}\-]", value)[-1].casefold()
            return tld in _KNOWN or frequency(local) < _SENTENCE_WORD or is_name(local)
        if pattern.name != "spaced":
            return True
        local, host = regex.split(r"\s*(?:@|%40|＠|﹫)\s*", value, maxsplit=1)
        if not value[len(local) : len(local) + 1].isspace():
            return True  # "name.surname@ host.studio": the "@" written to its mailbox
        labels = regex.split(r"[.·•∙⋅．。｡]", host)
        if labels[-1].casefold() in _KNOWN or labels[-1].casefold().startswith("xn--"):
            return True
        return bool(_SHAPED.search(local)) or any(c == "-" or c.isdigit() for c in host) or len(labels) >= 3


_KNOWN = frozenset(TLDS)
# Zipf frequency from which the word before a bracketed "at" is a word of the sentence.
_SENTENCE_WORD = 4.0
_OBFUSCATED_AT = regex.compile(_AT_WORD, regex.IGNORECASE | regex.VERSION1)
