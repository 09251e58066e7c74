"""PER: a Turkish name with its case suffix after an apostrophe (issue 39).

Turkish writes a proper noun's case ending after an apostrophe: ``Gülbahar'ın annesi`` (her
mother), ``Ayşe'nin``, ``Mehmet'e``, ``Emre'yle``. The tagger sees ``Gülbahar'ın`` as one unknown
word, so the name went unseen. Rule ``person:suffixed``: the word before the apostrophe is a
PER (the suffix stays, as a genitive ``s`` does) where it is a first name of the person tables,
or where a word of kinship or friendship follows the genitive (``annesi``, ``babası``,
``kardeşi``, ``arkadaşı``): a person's, whoever it is. A place with its suffix is the place
rules' (``İzmir'de``): a town of the gazetteer is not taken without the kinship word.

Code-switched chat puts the suffixes on German names too: a surname of the tables (``Müller'e``),
the plural of a family before its case (``Jannik'lerin``), and, in Turkish text (the post's
``xml:lang``, or a Turkish letter or word beside it), any capitalised word that is no word and no
town or organisation (``Brockhoff'a``), and the family's plural without an apostrophe
(``Brockhofflar``, ``Hoffmannlara``): the stem is the name (rule ``person:suffixed``, medium
where only the Turkish text says so).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import LARGE_PLACE, organisations, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word
from .lexicon import zipf
from .person_words import name_kinds

# The case endings of Turkish after a proper noun's apostrophe (genitive, dative, accusative,
# locative, ablative, instrumental), with their buffer consonants and vowel harmony.
_SUFFIX = (
    r"(?:l[ae]r(?:[ıi]n|[ıi]|[ae]|[dt][ae]|[dt][ae]n|l[ae]|[ıi]nki)?|n?[ıiuü]n|[yn]?[ıiuü]|[y]?[ae]|[dt][ae]|"
    r"[dt][ae]n|[y]?l[ae]|[y]?la|[y]?le|[dt][ae]ki|n?[ıiuü]nki|ler|lar)"
)
_SUFFIXED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}'’])(?P<name>\p{{Lu}}\p{{Ll}}{{2,}})['’](?P<suffix>{_SUFFIX})(?![\p{{L}}])"
    r"(?:\s(?P<kin>(?:anne|baba|kardeş|abla|abi|ağabey|eş|kız|oğl|arkadaş|kuzen|teyze|hala|amca|dayı|dede|"
    r"nene|babaanne|anneanne|sevgili|nişanl|koca|karı)\p{L}*))?",
    regex.VERSION1,
)


_PLURAL = regex.compile(
    r"(?<![\p{L}\p{N}'’])(?P<name>\p{Lu}\p{Ll}{2,})(?P<suffix>l[ae]r(?:[ıi]n|[ıi]|[ae]|[dt][ae]|[dt][ae]n|l[ae])?)(?![\p{L}])",
    regex.VERSION1,
)
_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_TURKISH_LETTER = regex.compile(r"[ğış]|İ")
# Words only Turkish writes (not "da", "de", "ne", "bu", "abi", which German and English write too).
_TURKISH_WORDS = frozenset(
    "ve bir çok için ile değil yok gibi daha sonra şimdi yarın bugün dün annesi babası evine evde akşam "
    "geliyor gelmiyor gidiyoruz geldi dedi söyle bence abla kanka tamam evet hayır neden nasıl nerede olur oldu".split()
)
_WINDOW = 80
# From this Zipf frequency a word is Turkish's, German's or English's, not a name.
_COMMON = 3.5


def _turkish(post: PostText, start: int, end: int) -> bool:
    for element in (post.post, *post.post.iterancestors()):
        value = element.get(_LANG)
        if value:
            if value[:2].lower() == "tr":
                return True
            break
    window = post.text[max(0, start - _WINDOW) : end + _WINDOW]
    if _TURKISH_LETTER.search(window):
        return True
    # Two of its words: one may be a name or a typo in German or English text.
    return sum(w.casefold() in _TURKISH_WORDS for w in regex.findall(r"\p{L}+", window)) >= 2


def _unknown(word: str) -> bool:
    """A name of the tables or no word of Turkish, German or English, and no town or
    organisation (``Hoffmann``, ``Brockhoff``; not ``Arkadaş``, ``Kinder``, ``Berlin``)."""
    folded = word.casefold()
    if zipf(folded, "tr") >= _COMMON or _town(word) or (folded,) in organisations():
        return False
    return any(name_kinds(word)) or not is_plain_word(word)


def _town(word: str) -> bool:
    return any(e.weight >= LARGE_PLACE for e in places().get((word.casefold(),)) or ())


@register
class SuffixedNameDetector(Detector):
    name = "person_suffixed"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        # The plural without an apostrophe only in Turkish text, read once for the post first.
        plurals = _PLURAL.finditer(text) if _turkish(post, 0, len(text)) else iter(())
        for match in plurals:
            name = match["name"]
            if _unknown(name) and not is_plain_word(match.group()) and _turkish(post, *match.span()):
                yield Mention(*match.span("name"), Category.PER, None, "medium", "person:suffixed")
        if "'" not in text and "’" not in text:
            return
        for match in _SUFFIXED.finditer(text):
            name = match["name"]
            kin = match["kin"] is not None and match["suffix"].endswith("n")
            first, last = name_kinds(name)
            listed = first is not None or last is not None and (name.casefold(),) not in organisations()
            if kin or listed and not _town(name):
                yield Mention(*match.span("name"), Category.PER, None, "high", "person:suffixed")
            elif _unknown(name) and _turkish(post, *match.span()):
                yield Mention(*match.span("name"), Category.PER, None, "medium", "person:suffixed")
