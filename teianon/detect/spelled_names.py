"""PER: a name spelled letter by letter (``M.a.r.t.i.n.a K.o.w.a.l``, ``S I E G L I N D E  H O L Z E R``,
``R-O-S-W-I-T-H-A``). Writers spell a name out to stress it, or to keep it from a search; the
word tables never see such a name, nor does the tagger. Its letters joined are read as a word:
where that word is a first name or a surname of the name tables and no word of the
dictionaries (``D-A-N-K-E``, ``W I R`` stay), the whole spelled span is a PER, together with a
spelled word right beside it (the surname after the first name, two spaces or one between)
that is no word of the dictionaries either.

A surname spelled alone is often one no table knows (``K-O-W-A-L-C-Z-Y-K``, ``W I N T E R B O T T O M``):
a spelled word that is no word of German or English (nor a frequent word of French, Italian,
Spanish, Dutch or Turkish: ``M-E-R-C-I``), is a PER too: certain after a cue of spelling or of a
name (``spelled``, ``buchstabiert``, ``Nachname``, ``surname``), of medium certainty from five
letters without one. Laughter and fillers (``H-A-H-A-H-A``, ``N-O-O-O``), a run of the alphabet or
the keyboard (``A B C D E``, ``Q W E R T Z``) and words without a vowel are none.

One separator throughout a word (a dot, a hyphen, a space, an underscore, an asterisk, a middle
dot), three letters and more; letters alone, so that a code (``A-4-B``) or an abbreviation of
two letters (``z.B.``) is none.

EMAIL: an address spelled with a space between each two of its characters
(``a n n a . b e r g @ g m x . d e``), read with the spaces taken out.
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


# A cue before a spelled word that makes it a name: spelling it, or naming it.
_CUE = regex.compile(
    r"(?i:buchstabier\w*|spell(?:ed|s|t|ing)?|geschrieben|schreibt\s+sich|(?:nach|familien|zu|vor)?name\w*|"
    r"surname|last\s+name|heiß\w*|heiss\w*|named|called|épel\w*|deletre\w*|compitat\w*)"
    r"\W{0,3}(?:\p{L}+\W{1,3}){0,3}$",
    regex.VERSION1,
)
_CUE_REACH = 40
# Frequencies from which a spelled word is a word of the language, not a name nobody lists.
_WORD_OWN = 3.5  # German, English
_WORD_OTHER = 4.5  # French, Italian, Spanish, Dutch, Turkish
_UNCUED = 5  # letters at least of a spelled name without a cue
_REPEATED = regex.compile(r"^(\p{L}{1,3}?)\1+\p{L}?$|(\p{L})\2\2")
_ROWS = ("abcdefghijklmnopqrstuvwxyz", "qwertzuiop", "qwertyuiop", "asdfghjkl", "yxcvbnm", "zxcvbnm")
_VOWEL = regex.compile(r"[aeiouyäöüáéíóúàèìòùâêîôûåø]")


def _word(word: str) -> bool:
    """A word of some language the chats are written in, not a name spelled out."""
    if is_dictionary_word(word):
        return True
    low = word.casefold()
    if max(zipf_frequency(low, "de"), zipf_frequency(low, "en")) >= _WORD_OWN:
        return True
    return any(zipf_frequency(low, lang) >= _WORD_OTHER for lang in ("fr", "it", "es", "nl", "tr"))


def _no_name(word: str) -> bool:
    """Laughter, fillers, the alphabet, a keyboard row, letters without a vowel."""
    low = word.casefold()
    return _REPEATED.search(low) is not None or _VOWEL.search(low) is None or any(low in row for row in _ROWS)


def _cued(text: str, start: int) -> bool:
    return _CUE.search(text[max(0, start - _CUE_REACH) : start]) is not None


def _surname_alone(text: str, start: int, word: str) -> str | None:
    """The certainty of a spelled word no table knows as a name, or ``None``."""
    if len(word) < 3 or _no_name(word) or _word(word) and not name_kinds(word)[1]:
        return None
    if _cued(text, start):
        return "high"
    return "medium" if len(word) >= _UNCUED and not _word(word) else None


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
        yield from _reversed_names(text)
        yield from _reversed_pairs(text)
        if _QUICK.search(text) is None:
            return
        addresses = [(m.start(), m.end()) for m in spaced_addresses(text)]
        words = [
            (m.start(), m.start() + len(m.group().rstrip()), _joined(m.group()))
            for m in _SPELLED.finditer(text)
            if not _public(m.group()) and not _acronym(m.group()) and not any(a <= m.start() < b for a, b in addresses)
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
            elif last == k and (cert := _surname_alone(text, start, word)) is not None:
                yield Mention(start, end, Category.PER, cert=cert, source="person:spelled-alone")
            k = last + 1


# A word written backwards from a capitalised one: small letters, the capital last (``nemrednoR``);
# a run of them, one space between, is a reversed name whose order is reversed too.
_REVERSED_RUN = regex.compile(
    r"(?<![\p{L}\p{N}])\p{Ll}{2,}\p{Lu}(?:[^\S\n]\p{Ll}{2,}\p{Lu}){0,3}(?![\p{L}\p{N}])", regex.VERSION1
)
_REVERSED_QUICK = regex.compile(r"\p{Ll}\p{Lu}(?![\p{L}\p{N}])", regex.VERSION1)


def _reads_as_name(word: str, beside: bool) -> bool:
    # Any name of the tables counts: few words are written backwards with their capital last.
    # One that is a word too (``Martin``, ``Man``) only beside another reversed word (a first
    # name and a surname): alone, ``naM`` is a typo more often than a name.
    first, last = name_kinds(word)
    return (first is not None or last is not None) and (beside or not is_dictionary_word(word))


def _reversed_names(text: str) -> Iterator[Mention]:
    """A run of words written backwards where one of them reads forwards as a name of the tables
    (``nesdrauqloV etriB``): the whole run is the name, so that no reversed first name is left
    beside its reversed surname. A reversed word alone that is a word forwards (``naM``) names nobody."""
    if _REVERSED_QUICK.search(text) is None:
        return
    for match in _REVERSED_RUN.finditer(text):
        forwards = [w[::-1] for w in match.group().split()]
        if any(_reads_as_name(w, len(forwards) > 1) for w in forwards):
            yield Mention(match.start(), match.end(), Category.PER, cert="high", source="person:reversed")


# Two words side by side, a space or a comma between (``nitram regiewhcsnegeR``, ``ennaH, nnamnieS``,
# ``ETRIB NNAMREZTLOHCS``): the first name written backwards in small letters, with its capital
# last or in capitals; a word written with its capital first is read forwards.
_PAIR = regex.compile(r"(?<![\p{L}\p{N}@#_])(\p{L}{3,})(,?[^\S\n])(\p{L}{3,})(?![\p{L}\p{N}@_])", regex.VERSION1)


_LANGUAGES = ("de", "en", "fr", "it", "es", "nl", "tr", "pl", "sv", "da")


def _unknown(word: str) -> bool:
    """A string no word list of the languages knows at all, as a word written backwards is
    (``nahte``, an old German verb, is Ethan backwards and a word)."""
    return all(zipf_frequency(word, lang) == 0 for lang in _LANGUAGES)


def _backwards_first_name(word: str) -> bool:
    """A word that is no word and no name as written, and a first name of the tables backwards
    (``nitram``, ``ETRIB``); not one that reads the same both ways (``Anna``)."""
    low = word.lower()
    if low == low[::-1] or word == word.capitalize() or name_kinds(low[::-1].capitalize())[0] is None:
        return False  # "Annem": written as a word is written, it is one (Turkish "my mother")
    return not is_dictionary_word(word) and not any(name_kinds(word.capitalize())) and _unknown(low)


def _no_word_either_way(word: str) -> bool:
    """A word that is neither a word nor a name written either way: a surname no table holds,
    written backwards (``nnamnieS``)."""
    low = word.lower()
    return (
        len(low) >= 4
        and _unknown(low)
        and _unknown(low[::-1])
        and not any(is_dictionary_word(w) or any(name_kinds(w.capitalize())) for w in (low, low[::-1]))
        and not _no_name(low)
    )


def _reversed_pairs(text: str) -> Iterator[Mention]:
    """A first name written backwards beside a word that is no word either way (issue 39): the
    pair decides, so that a reversed surname no table knows goes with its reversed first name,
    whatever the case they are written in and whichever comes first."""
    for match in _PAIR.finditer(text, overlapped=True):
        one, two = match.group(1), match.group(3)
        if (_backwards_first_name(one) and _no_word_either_way(two)) or (
            _backwards_first_name(two) and _no_word_either_way(one)
        ):
            yield Mention(match.start(), match.end(), Category.PER, cert="high", source="person:reversed")


# Characters of an address, each alone, a single space between each two; an "@" among them.
_SPACED = regex.compile(r"(?<![\w@.+\-])(?:[\w.+\-] ){1,64}[@＠] (?:[\w.\-] ){2,}\w(?![\w@\-]|\.\w)")
_ADDRESS = regex.compile(r"^[\w.+\-]*\w@(?:[\w\-]+\.)+\p{L}{2,24}$", regex.VERSION1)


def spaced_addresses(text: str) -> Iterator[regex.Match[str]]:
    """The e-mail addresses of ``text`` spelled with a space after each character."""
    if "@" not in text and "＠" not in text:
        return
    for match in _SPACED.finditer(text):
        if _ADDRESS.match(match.group().replace(" ", "").replace("＠", "@")):
            yield match


@register
class SpacedEmailDetector(Detector):
    name = "spaced_email"
    categories = frozenset({Category.EMAIL})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        for match in spaced_addresses(post.text):
            yield Mention(match.start(), match.end(), Category.EMAIL, cert="high", source="email:spaced")
