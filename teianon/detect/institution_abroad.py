"""ORG: a school or nursery of another language named by its kind and its village.

``Ysgol Gynradd Llanfechell``, ``Scoil Bhríde``, ``Escola Bàsica Vilanoveta``, ``École primaire
de Saint-Hilaire-du-Maine``, ``Szkoła Podstawowa nr 2 w Zabłociu``, ``Basisschool De Linde``:
where a writer or a writer's child goes to school, and the village it is named after, as
``Grundschule Unterlindach`` is (:mod:`teianon.detect.institution`, whose heads are German and
English). The kind's words, in the languages of the EU and its neighbours a chat of German or
English mixes in, open the name; a number (``nr 2``, ``n° 3``) and a preposition of place
(``de``, ``w``, ``di``) may follow; the name is the capitalised words after them. The whole is
one reference (the village left beside a replaced school would name it).

Not taken: a subject or a kind after the head (``Escuela de Música``, ``École de Musique``: a
frequent word of the head's language that is no place), a name of the public lists (``Collège
de France``), a head of no name after it (``la escuela``, ``the Scoil``: no capital).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import key_of, notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

# The heads by language (wordfreq's code for the test of a subject after them; Welsh and Irish,
# which wordfreq lacks, are read with English). The longer form of a head first.
_HEADS: dict[str, tuple[str, ...]] = {
    "en": (  # Welsh and Irish
        "Ysgol Gynradd Gymraeg",
        "Ysgol Gynradd",
        "Ysgol Uwchradd",
        "Ysgol Feithrin",
        "Ysgol Gymraeg",
        "Ysgol",
        "Scoil Náisiúnta",
        "Scoil Naisiunta",
        "Gaelscoil",
        "Gaelcholáiste",
        "Bunscoil",
        "Meánscoil",
        "Scoil",
        "Naíscoil",
    ),
    "ca": ("Escola Bàsica", "Escola Primària", "Escola Bressol", "Institut Escola"),
    "pt": ("Escola Básica", "Escola Primária", "Escola Secundária", "Escola Municipal", "Escola Estadual", "Escola"),
    "es": (
        "Escuela Infantil",
        "Escuela Primaria",
        "Escuela Rural",
        "Escuela",
        "Colegio Público",
        "Colegio Rural",
        "CEIP",
        "CRA",
    ),
    "fr": (
        "École primaire",
        "École élémentaire",
        "École maternelle",
        "École communale",
        "Ecole primaire",
        "Ecole élémentaire",
        "Ecole elementaire",
        "Ecole maternelle",
        "Groupe scolaire",
        "École",
        "Ecole",
        "Collège",
        "Lycée",
    ),
    "it": (
        "Scuola primaria",
        "Scuola elementare",
        "Scuola media",
        "Scuola dell'infanzia",
        "Scuola materna",
        "Istituto comprensivo",
        "Scuola",
    ),
    "pl": ("Szkoła Podstawowa", "Szkoła", "Przedszkole", "Liceum Ogólnokształcące", "Zespół Szkół", "Gimnazjum"),
    "cs": ("Základní škola", "Mateřská škola", "Gymnázium"),
    "nl": ("Openbare Basisschool", "Basisschool", "Brede School"),
    "da": ("Folkeskole", "Friskole", "Skole"),
    "sv": ("Grundskola", "Skola"),
}
# A school's number, and the preposition of place or the article before its name.
_NUMBER = r"(?:(?:nr|no|n[°º]|numer|núm|num)\.?\s?\d{1,3}\s)"
_LINK = (
    r"(?:(?:de\sla|de\sl['’]|d['’]|de|du|des|di|da|do|dos|das|del|della|dello|degli|w|we|im|in|na|an|yn|y|i|a|à|z|ze|u|v|ve|"
    r"van|het|en|på|i)\s?)"
)
_PARTICLE = r"(?:de|da|del|la|le|les|du|des|di|i|y|e|na|nad|pod|an|am|sur|en|lès|les|op|aan)"
_WORD = r"\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*"
_NAME = rf"{_WORD}(?:\s(?:{_PARTICLE}\s)?{_WORD}){{0,3}}"


def _pattern() -> regex.Pattern[str]:
    heads = sorted((h for hs in _HEADS.values() for h in hs), key=len, reverse=True)
    head = "|".join(regex.escape(h).replace(r"\ ", r"\s") for h in heads)
    return regex.compile(
        rf"(?<![\p{{L}}\p{{N}}])(?=\p{{Lu}})(?P<head>(?i:{head}))\s(?:{_NUMBER})?(?i:{_LINK})?(?P<name>{_NAME})(?![\p{{L}}\p{{N}}])",
        regex.VERSION1,
    )


_SCHOOL = _pattern()
_LANGUAGE = {h.casefold(): language for language, hs in _HEADS.items() for h in hs}
# The heads' first words, case as written, as the cheap test before the pattern (the standard
# library's plain alternation: twenty times faster over running text than the pattern's own).
_QUICK = re.compile(
    "|".join(sorted({re.escape(h.split()[0]) for hs in _HEADS.values() for h in hs}, key=len, reverse=True))
)
# Zipf frequency from which a word after the head is a subject or a kind of the head's language
# (``Música`` 5.2, ``Musique`` 5.3), no village (``Zabłociu`` 1.8, ``Vilanoveta`` 1.7).
_SUBJECT = 4.0


@lru_cache(maxsize=4096)
def _subject(word: str, language: str) -> bool:
    """A frequent word of the language that is no place: a subject (``Música``), a kind."""
    if places().get(key_of(word)):
        return False
    return max(zipf_frequency(word.casefold(), language), zipf_frequency(word.casefold(), "en")) >= _SUBJECT


def schools_abroad(text: str) -> Iterator[Mention]:
    """ORG mentions of the schools of ``text`` named by a head of another language and a name."""
    if _QUICK.search(text) is None:
        return
    for match in _SCHOOL.finditer(text):
        head, name = match.group("head"), match.group("name")
        language = _LANGUAGE.get(regex.sub(r"\s+", " ", head).casefold(), "en")
        words = [w for w in name.split() if w[:1].isupper()]
        if len(words) == 1 and _subject(words[0], language):
            continue
        if notable().get(key_of(match.group())) or notable().get(key_of(name)):
            continue
        # "Collège Jean Moulin Monday to Friday", "Scoil Bhríde I think": a frequent word of
        # English or German after the name is the sentence's, not the school's.
        parts = list(regex.finditer(r"\S+", name))
        while len(parts) > 1 and _sentence_word(parts[-1].group()):
            parts.pop()
        end = match.start("name") + parts[-1].end()
        yield Mention(match.start(), end, Category.ORG, None, "high", "institution:abroad")


def _sentence_word(word: str) -> bool:
    return (
        len(word) == 1 or max(zipf_frequency(word.casefold(), "en"), zipf_frequency(word.casefold(), "de")) >= _SUBJECT
    )


@register
class SchoolsAbroadDetector(Detector):
    name = "institution_abroad"
    categories = frozenset({Category.ORG})
    linear = True

    def load(self) -> None:
        places()
        notable()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        yield from schools_abroad(post.text)
