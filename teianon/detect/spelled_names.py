"""PER: a name spelled letter by letter (``M.a.r.t.i.n.a K.o.w.a.l``, ``S I E G L I N D E  H O L Z E R``,
``R-O-S-W-I-T-H-A``). Writers spell a name out to stress it, or to keep it from a search; the
word tables never see such a name, nor does the tagger. Its letters joined are read as a word:
where that word is a first name or a surname of the name tables and no word of the
dictionaries (``D-A-N-K-E``, ``W I R`` stay), the whole spelled span is a PER, together with a
spelled word right beside it (the surname after the first name, two spaces or one between)
that is no word of the dictionaries either.

One separator throughout a word (a dot, a hyphen, a space, an underscore, an asterisk, a middle
dot), three letters and more; letters alone, so that a code (``A-4-B``) or an abbreviation of
two letters (``z.B.``) is none.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from wordfreq import zipf_frequency

from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .person_words import name_kinds

_SPELLED = regex.compile(
    r"(?<![\p{L}\p{N}.\-_*·])\p{L}(?P<sep>[.\-_*·]|[^\S\n])\p{L}(?:(?P=sep)\p{L})+(?P=sep)?(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# Where none occurs there is no spelled word: a letter, a separator, a letter, a separator.
_QUICK = regex.compile(r"(?<![\p{L}\p{N}])\p{L}[.\-_*·\s]\p{L}[.\-_*·\s]\p{L}", regex.VERSION1)
# From this English frequency a first name is spelled out as the word it also is (``L-O-V-E``,
# ``W-I-L-L``, ``H-O-P-E``), not as a name (``J-O-H-N`` 5.38, ``P-E-T-E-R``).
_SHOUTED = 5.4
_BESIDE = 3  # at most this many characters between a spelled first name and its surname


def _joined(spelled: str) -> str:
    return "".join(c for c in spelled if c.isalpha()).capitalize()


def _name(word: str) -> bool:
    """A name of the tables: a first name also where it is a word too (``M-A-R-I-A``, ``K.L.A.U.S``:
    nobody spells out ``maria`` the word), a surname only where it is no word."""
    first, last = name_kinds(word)
    if first is not None and zipf_frequency(word.casefold(), "en") < _SHOUTED:
        return True
    return last is not None and not is_dictionary_word(word)


def _public(spelled: str) -> bool:
    """A band's or an artist's name written with its dots (``A.B.B.A``): a public name of the list
    in capitals (not ``Klaus``, a president's surname, spelled out by a Klaus)."""
    joined = "".join(c for c in spelled if c.isalpha())
    return any(e.form.rstrip(".").isupper() for e in notable().get(key_of(joined)) or ())


def _acronym(spelled: str) -> bool:
    return "".join(c for c in spelled if c.isalpha()) in _ACRONYMS


# Dotted capitals that name a band or a thing, not a person, which the lists lack as such.
_ACRONYMS = frozenset("REM ELO MIA USA UdSSR UK EU UN NASA FBI CIA".split())


@register
class SpelledNameDetector(Detector):
    name = "spelled_names"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        words = [
            (m.start(), m.start() + len(m.group().rstrip()), _joined(m.group()))
            for m in _SPELLED.finditer(text)
            if not _public(m.group()) and not _acronym(m.group())
        ]
        k = 0
        while k < len(words):
            start, end, word = words[k]
            named = _name(word)
            last = k
            # The spelled words right beside it: one name (first name and surname) if each is no
            # word and one of them is a name of the tables.
            while (
                last + 1 < len(words)
                and words[last + 1][0] - words[last][1] <= _BESIDE
                and not text[words[last][1] : words[last + 1][0]].strip(" ,")
                and (not is_dictionary_word(words[last + 1][2]) or name_kinds(words[last + 1][2])[1] is not None)
                and (named or not is_dictionary_word(word))
            ):
                last += 1
                named = named or _name(words[last][2])
            if named:
                stop = words[last][1]
                yield Mention(start, stop, Category.PER, cert="high", source="person:spelled")
            k = last + 1
