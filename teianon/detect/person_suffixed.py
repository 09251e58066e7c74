"""PER: a Turkish name with its case suffix after an apostrophe (issue 39).

Turkish writes a proper noun's case ending after an apostrophe: ``Gülbahar'ın annesi`` (her
mother), ``Ayşe'nin``, ``Mehmet'e``, ``Emre'yle``. The tagger sees ``Gülbahar'ın`` as one unknown
word, so the name went unseen. Rule ``person:suffixed``: the word before the apostrophe is a
PER (the suffix stays, as a genitive ``s`` does) where it is a first name of the person tables,
or where a word of kinship or friendship follows the genitive (``annesi``, ``babası``,
``kardeşi``, ``arkadaşı``): a person's, whoever it is. A place with its suffix is the place
rules' (``İzmir'de``): a town of the gazetteer is not taken without the kinship word.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import LARGE_PLACE, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .person_words import name_kinds

# The case endings of Turkish after a proper noun's apostrophe (genitive, dative, accusative,
# locative, ablative, instrumental), with their buffer consonants and vowel harmony.
_SUFFIX = (
    r"(?:n?[ıiuü]n|[yn]?[ıiuü]|[y]?[ae]|[dt][ae]|[dt][ae]n|[y]?l[ae]|[y]?la|[y]?le|[dt][ae]ki|n?[ıiuü]nki|ler|lar)"
)
_SUFFIXED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}'’])(?P<name>\p{{Lu}}\p{{Ll}}{{2,}})['’](?P<suffix>{_SUFFIX})(?![\p{{L}}])"
    r"(?:\s(?P<kin>(?:anne|baba|kardeş|abla|abi|ağabey|eş|kız|oğl|arkadaş|kuzen|teyze|hala|amca|dayı|dede|"
    r"nene|babaanne|anneanne|sevgili|nişanl|koca|karı)\p{L}*))?",
    regex.VERSION1,
)


def _town(word: str) -> bool:
    return any(e.weight >= LARGE_PLACE for e in places().get((word.casefold(),)) or ())


@register
class SuffixedNameDetector(Detector):
    name = "person_suffixed"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if "'" not in text and "’" not in text:
            return
        for match in _SUFFIXED.finditer(text):
            name = match["name"]
            kin = match["kin"] is not None and match["suffix"].endswith("n")
            if kin or (name_kinds(name)[0] is not None and not _town(name)):
                yield Mention(*match.span("name"), Category.PER, None, "high", "person:suffixed")
