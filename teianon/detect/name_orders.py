"""PER: names written surname first, whole.

The tagger learnt names from German and English text, where the first name comes first; a name
in another order it cuts short, and the part it leaves is the surname, the part that identifies:

- ``person:surname-first-east``: an East Asian surname of Latin script (a closed list of the
  commonest romanised Korean, Chinese, Vietnamese and Japanese surnames) before a given name of
  two joined syllables (``Choi Soo-ah``, ``Lim Seo-yeon``, ``Zhang Xiao-ming``) or a first name
  of the tables;
- ``person:surname-first-double``: a double surname before a first name, as Hungarian and
  registers write it (``Kiss-Fazekas Dorottya``, ``Szabó-Kovács Eszter``);
- ``person:surname-first-capitals``: a surname in capitals before a first name, as rosters and
  registers write it (``WATANABE Haruka``, ``MÜLLER Anna``): a private person's form, whatever a
  list of notable people says of the surname alone.

The whole name is one PER: surname and first name replaced together.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word
from .lexicon import frequency
from .person_words import better_read_as_place, is_ambiguous_name, name_kinds
from .syllable_names import syllable_given_name

_FLAGS = regex.VERSION1
# The forms only a private person's name is written in: the public-sphere lookup of a part of
# them (a notable "Kobayashi") does not keep that part.
PRIVATE_NAME_FORMS = frozenset({"person:surname-first-capitals"})
# The commonest surnames of Korea, China, Vietnam and Japan in their usual romanisations.
_EAST_ASIAN = frozenset(
    "Kim Lee Yi Park Pak Choi Choe Jung Jeong Chung Kang Cho Jo Yoon Yun Jang Chang Lim Im Han Oh Seo Suh Shin Sin "
    "Kwon Gwon Hwang Ahn An Song Yoo Yu Ryu Hong Jeon Jun Ko Go Moon Mun Yang Son Bae Baek Paik Heo Huh Nam Noh Roh "
    "Ha Kwak Sung Seong Cha Joo Ju Woo Na Jin Min Yeo Chae Won Byun Pyo Uhm Eom Gong Hyun Tak Ok Seok Yeom "
    "Wang Li Zhang Liu Chen Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Zheng Liang Xie Tang Feng Deng "
    "Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu Du Ye Cheng Wei Su Lu Ding Ren Shen Yao Fang Jin Dai Xia Qian "
    "Tan Wong Ng Lau Chan Leung Cheung Ho Chow Tsang Lam Yeung Kwok "
    "Nguyen Tran Le Pham Hoang Huynh Phan Vu Vo Dang Bui Do Ngo Duong Ly Truong Dinh Trinh "
    "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi "
    "Matsumoto Inoue Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda Hashimoto Yamashita Ishikawa Nakajima Maeda "
    "Fujita Ogawa Goto Okada Hasegawa Murakami Kondo Ishii Saito Sakamoto Endo Aoki Fujii Nishimura Fukuda Ota "
    "Miura Fujiwara Okamoto Matsuda Nakagawa".split()
)
# From this Zipf frequency a surname of the list is a word of German or English too ("Ho", "Pan").
_WORDY = 3.5
_GIVEN = r"\p{Lu}\p{Ll}+(?:-\p{Ll}+)?"
# The list in the pattern: a capitalised pair of other words is never tried (German nouns).
_SURNAMES = "|".join(sorted(_EAST_ASIAN, key=len, reverse=True))
_EAST = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<surname>{_SURNAMES})\s(?P<given>{_GIVEN})(?![\p{{L}}\p{{N}}\-])", _FLAGS
)
_DOUBLE = regex.compile(
    r"(?<![\p{L}\p{N}\-])(?P<surname>\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+)\s(?P<given>\p{Lu}\p{Ll}+)(?![\p{L}\p{N}\-])", _FLAGS
)
_CAPITALS = regex.compile(
    r"(?<![\p{L}\p{N}\-])(?P<surname>\p{Lu}{2,}(?:-\p{Lu}{2,})?)\s(?P<given>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)"
    r"(?![\p{L}\p{N}\-])",
    _FLAGS,
)


def _first_name(word: str) -> bool:
    first = name_kinds(word)[0]
    return first is not None and not is_ambiguous_name(first, word)


def _given(word: str) -> bool:
    return syllable_given_name(word) is not None or _first_name(word)


@register
class NameOrderDetector(Detector):
    name = "name_orders"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _EAST.finditer(text):
            surname, given = match["surname"], match["given"]
            if surname not in _EAST_ASIAN:
                continue
            # "An Peter", "Oh Anna", "Do Maria": a word before a first name is no surname; only
            # a given name of joined syllables makes it one ("An Soo-ah").
            wordy = len(surname) <= 2 or is_plain_word(surname) or frequency(surname) >= _WORDY
            if syllable_given_name(given) is not None or not wordy and (_first_name(given) or _no_word(given)):
                yield Mention(*match.span(), Category.PER, None, "high", "person:surname-first-east")
        if "-" in text:
            for match in _DOUBLE.finditer(text):
                parts = match["surname"].split("-")
                if _double_surname(parts) and _first_name(match["given"]):
                    yield Mention(*match.span(), Category.PER, None, "medium", "person:surname-first-double")
        capitals = list(_CAPITALS.finditer(text))
        for match in capitals:
            surname, given = match["surname"], match["given"]
            known = _surname_in_capitals(surname)
            # A listed surname before a name that is no word ("WATANABE Haruka"); a surname the
            # tables lack only in a roster of two such names or more ("BRANDMEIER Jonas, KRUSE
            # Ida"): alone, capitals before a first name are an acronym as often ("EUFOR Althea").
            roster = len(capitals) >= 2 and _given(given) and _unknown_capitals(surname)
            if known and (_given(given) or _no_word(given)) or roster:
                yield Mention(*match.span(), Category.PER, None, "high", "person:surname-first-capitals")


def _double_surname(parts: list[str]) -> bool:
    """Two surnames joined: no word, no large place (``Baden-Württemberg``) and not a double
    first name (``Hans-Peter Anna``)."""
    if all(name_kinds(p)[0] is not None for p in parts):
        return False
    return not any(is_plain_word(p) and not name_kinds(p)[1] or better_read_as_place(p) for p in parts)


def _no_word(word: str) -> bool:
    """No word of German or English, no place and no organisation: a name the tables lack."""
    return len(word) >= 3 and not is_plain_word(word) and frequency(word) < _WORDY and not better_read_as_place(word)


def _unknown_capitals(word: str) -> bool:
    """A word in capitals of four letters or more, with a vowel, that is no word, place or
    organisation: a surname (acronyms are shorter or lack vowels: ``HSBC``, ``CDU``)."""
    plain = word.replace("-", "").capitalize()
    return len(plain) >= 4 and regex.search(r"[AEIOUÄÖÜY]", word) is not None and _no_word(plain)


def _surname_in_capitals(word: str) -> bool:
    """A surname written in capitals: a surname of the tables or of the East Asian list, and no
    acronym or word (``NASA``, ``HAPPY``, ``DANKE``)."""
    parts = word.split("-")
    return all(
        (name_kinds(p.capitalize())[1] is not None or p.capitalize() in _EAST_ASIAN)
        and not is_plain_word(p.capitalize())
        for p in parts
    )


def in_private_form(public: Mention, proposals: list[Mention]) -> bool:
    """A public name read inside a name of a private person's form (``KOBAYASHI`` of ``KOBAYASHI
    Takumi``): it is not kept, whatever the list of notable people says of it alone."""
    return any(public.overlaps(p) and p.source in PRIVATE_NAME_FORMS for p in proposals)
