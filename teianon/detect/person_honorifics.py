"""PER: a name before a Japanese or Korean honorific suffix: ``Okabe-sensei``, ``Fujimura-san``,
``Haruka-chan``, ``Minjun-ssi``.

Japanese and Korean address a person by the name and an honorific joined to it; written in Latin
letters, the suffix is glued with a hyphen (``Tanaka-san``). The tagger sees one unknown word, so
the name went unseen. Rule ``person:honorific``: the capitalised word before such a suffix is a
person's name; the suffix stays (a word of address, as ``Herr`` is), so that a surrogate reads
``Mori-sensei`` and never keeps the original's shape. Not a public figure of the lists
(``Gandhi-ji``), nor a word of the language (``Mega-chan``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word

# The suffixes of address: Japanese (san, sama, kun, chan, sensei, senpai, dono, tan, hakase),
# Korean (ssi, nim), Hindi (ji).
HONORIFIC_SUFFIXES = frozenset("san sama kun chan sensei senpai sempai dono tan hakase ssi nim ji".split())
_HONORIFIC = regex.compile(
    r"(?<![\p{L}\p{N}\-])(?P<name>\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?)[-‐](?P<suffix>san|sama|kun|chan|sensei|"
    r"senpai|sempai|dono|tan|hakase|ssi|nim|ji)(?![\p{L}\p{N}])",
    regex.VERSION1,
)


@register
class HonorificNameDetector(Detector):
    name = "person_honorifics"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "-" not in text and "‐" not in text:
            return
        for match in _HONORIFIC.finditer(text):
            name = match["name"]
            if notable().get(key_of(name)) or is_dictionary_word(name):
                continue
            yield Mention(*match.span("name"), Category.PER, None, "high", "person:honorific")
