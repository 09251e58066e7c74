"""A name's case forms in Slavic languages: ``Małgosia`` is ``od Małgosi``, ``Bartek`` ``z
Bartkiem``, ``Наташа`` ``от Наташи``, ``Jana`` ``s Janou``.

German and English add an ending to a name (``Pauls``), which the repeats find after the name
(:data:`teianon.annotate.repeats._INFLECTION`). Polish, Czech, Slovak and Russian change its end:
the vowel of a feminine name gives way to the case's (``-a`` -> ``-y``, ``-i``, ``-ę``, ``-ą``,
``-ě``, ``-ou``; ``-ia`` -> ``-i``, ``-ię``; ``-а`` -> ``-ы``, ``-и``, ``-е``, ``-у``, ``-ой``), a
masculine one takes endings (``-a``, ``-owi``, ``-em``; ``-а``, ``-у``, ``-ом``), and a Polish
``-ek`` loses its ``e`` (``Bartek``, ``Bartka``). :func:`case_forms` gives these forms of a
name, so that the repeats, which look for every form of a name they replace, find them too.

Only the regular endings are made, none that changes a consonant (``Agnieszka``,
``Agnieszce``): a form the rules get wrong is a string that nobody writes, which costs nothing;
a form that is a word (``Tiny`` of ``Tina``, ``Juli`` of ``Julia``) is not made at all.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from .inside import is_dictionary_word
from .lexicon import is_chat_word, is_name, is_wordlike

# Feminine names in -a (Latin script): genitive, dative and locative, accusative, instrumental,
# vocative, in Polish and Czech (Ewy, Ewie, Ewę, Ewą, Ewo; Jany, Janě, Janu, Janou).
_LATIN_A = ("y", "i", "ie", "ę", "ą", "o", "u", "ou", "ě")
# Soft feminine names in -ia, -ja (Małgosia, Kasia, Maja): Małgosi, Małgosię, Małgosią, Małgosiu.
_LATIN_IA = ("", "ę", "ą", "u", "o")
# Masculine names in a consonant: Piotra, Piotrowi, Piotrem; Czech Petrovi; after k and g,
# Polish writes -iem (Bartkiem).
_LATIN_MASCULINE = ("a", "owi", "em", "ovi", "u")
# Russian (and Ukrainian, Belarusian) feminine names in -а, -я, masculine in a consonant, -й, -ь.
_CYRILLIC_A = ("ы", "и", "е", "у", "ой", "ою", "ей", "ею")
_CYRILLIC_YA = ("и", "е", "ю", "ей", "ею")
_CYRILLIC_MASCULINE = ("а", "у", "ом", "е", "ем", "ым", "ой")
_CYRILLIC_SOFT = ("я", "ю", "ем", "е", "и")

_CAPITALISED = regex.compile(r"\p{Lu}[\p{Ll}]{2,}", regex.VERSION1)
_CYRILLIC_LETTER = regex.compile(r"\p{Script=Cyrillic}")
_VOWELS = frozenset("aeiouyąęóěůáéíýú")


def case_forms(name: str) -> list[str]:
    """The Slavic case forms of a capitalised one-word name, of four letters or more (none of
    another name, and none that is a word of the dictionaries or the chat words)."""
    return list(_case_forms(name))


@lru_cache(maxsize=20_000)
def _case_forms(name: str) -> tuple[str, ...]:
    if len(name) < 4 or not _CAPITALISED.fullmatch(name):
        return ()
    forms = _cyrillic(name) if _CYRILLIC_LETTER.search(name) else _latin(name)
    return tuple(dict.fromkeys(f for f in forms if f != name and len(f) >= 4 and not _a_word(f)))


def _latin(name: str) -> list[str]:
    last = name[-1]
    if name.endswith(("ia", "ja")):
        stem = name[:-1]
        return [stem + ending for ending in _LATIN_IA]
    if last == "a":
        return [name[:-1] + ending for ending in _LATIN_A]
    if last.casefold() in _VOWELS:
        return []
    # Bartek, Jacek, Marek: the e goes (Bartka, Bartkiem).
    stem = name[:-2] + name[-1] if name.endswith(("ek", "ec")) and len(name) > 4 else name
    return [stem + ending for ending in _LATIN_MASCULINE] + ([stem + "iem"] if stem[-1] in "kg" else [])


def _cyrillic(name: str) -> list[str]:
    last = name[-1]
    if last == "а":
        return [name[:-1] + ending for ending in _CYRILLIC_A]
    if last == "я":
        return [name[:-1] + ending for ending in _CYRILLIC_YA]
    if last in "йь":
        return [name[:-1] + ending for ending in _CYRILLIC_SOFT]
    if last in "еиоуыэюё":
        return []
    return [name + ending for ending in _CYRILLIC_MASCULINE]


def _a_word(form: str) -> bool:
    """A word of the dictionaries or the chat, or another first name (``Paul`` -> ``Paula``,
    ``Martin`` -> ``Martina``: another person's name, not a case of this one)."""
    return is_dictionary_word(form) or is_wordlike(form) or is_chat_word(form) or is_name(form)
