"""Cyrillic and Greek given names in the Latin spellings German and English writers use (build time only).

Chat in German and English writes ``Kostja`` or ``Kostya``, ``Hristo``, ``Giorgos``, never
``Костя`` or ``Γιώργος``; English Wiktionary lists the names of Russian, Ukrainian, Belarusian,
Bulgarian, Macedonian, Serbian and Greek in their own script only. Each such name is romanised
here by the schemes whose spellings turn up in German and English text:

- English-style: English Wikipedia's romanisation of Russian (``Kostya``, ``Zhenya``,
  ``Fyodor``), BGN/PCGN for Belarusian and Greek (``Yiorgos``);
- German-style: the Duden transcription (``Kostja``, ``Schenja``, ``Sascha``, ``Fjodor``) of
  Russian, Belarusian and Bulgarian, the German system of Ukrainian (``Julija``);
- the national official romanisation where there is one: Russian passports (ICAO Doc 9303,
  ``Iuliia``), Ukrainian (KMU 2010, ``Yuliia``), Bulgarian (Streamlined System, ``Hristo``),
  Macedonian (``Gjorgji``), Serbian's own Latin alphabet (``Đorđe``), Greek ELOT 743
  (``Giorgos``).

The schemes come from maintained libraries where one implements them: iuliia (Russian), translitua
(Ukrainian), PyICU's CLDR transforms (Belarusian, Macedonian, Serbian, Greek). Two are tables
here because no library has them right: the Duden transcription (no library has it), and
Bulgaria's Streamlined System of 2009 (cyrtranslit's Bulgarian is ISO 9 with ``ă``, ICU's the
BGN system of 1952 with ``Kh``). All three libraries are needed only to build the table:

    pip install iuliia translitua pyicu   # PyICU compiles against libicu-dev
"""

from __future__ import annotations

import csv
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

# Names-by-Culture's language codes of the languages whose names are romanised here.
LANGUAGES = ("rus", "ukr", "bel", "bul", "mkd", "hbs", "ell")
# faker's locales (language part) of these languages, whose first names are in their own script.
FAKER_LANGUAGES = {"ru": "rus", "uk": "ukr", "be": "bel", "bg": "bul", "mk": "mkd", "sr": "hbs", "el": "ell"}
_SCRIPTS = frozenset({"Cyrillic", "Greek"})
_VOWELS = frozenset("аеёиоуыэюяіїє")
_SOFTENING = _VOWELS | {"ъ", "ь"}  # after these (and at the start) е is written je
_HUSHING = frozenset("жчшщ")  # ё is written o after these (Duden: Gorbatschow)

# The Duden transcription of Russian (Duden, Rechtschreibung, "Transkription aus dem Russischen").
_DUDEN = {
    "а": "a", "б": "b", "в": "w", "г": "g", "д": "d", "е": "e", "ё": "jo", "ж": "sch", "з": "s",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "ch", "ц": "z", "ч": "tsch", "ш": "sch",
    "щ": "schtsch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "ju", "я": "ja",
}  # fmt: skip
# The letters where Belarusian and Bulgarian are written otherwise in German (Duden).
_DUDEN_BY_LANGUAGE = {"bel": {"г": "h", "і": "i", "ў": "w"}, "bul": {"щ": "scht", "ъ": "a", "ь": "j", "й": "j"}}
# Bulgaria's Streamlined System (Transliteration Act 2009); word-final -ия is -ia.
_STREAMLINED = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s",
    "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sht",
    "ъ": "a", "ь": "y", "ю": "yu", "я": "ya",
}  # fmt: skip
# Marks a romanisation leaves that no one types: soft and hard signs, apostrophes.
_SIGNS = str.maketrans("", "", "ʹʺ'’ʼ`")


def duden(name: str, language: str = "rus") -> set[str]:
    """The German spellings of a Cyrillic name: the Duden transcription, and the press's ``-ej``
    beside Duden's ``-ei`` (``Sergei``, ``Sergej``)."""
    if "-" in name:  # a double name: each part as a word of its own (Лора-София)
        head, _, rest = name.partition("-")
        return {f"{a}-{b}" for a in duden(head, language) for b in duden(rest, language)}
    table = _DUDEN | _DUDEN_BY_LANGUAGE.get(language, {})
    word = name.lower()
    out: list[str] = []
    for i, letter in enumerate(word):
        before, after = word[i - 1] if i else "", word[i + 1 : i + 2]
        if letter not in table:
            return set()
        if letter == "е" and language != "bul" and (not before or before in _SOFTENING):
            out.append("je")
        elif letter == "ё" and before in _HUSHING:
            out.append("o")
        elif letter == "ь" and after == "о":
            out.append("j")
        elif letter == "й" and not after and before in "иыі":
            out.append("")  # Dmitri, Juri (-ий, Belarusian -ій), -ый is -y
        elif letter == "с" and before in _VOWELS and after in _VOWELS:
            out.append("ss")  # Wassili, Larissa: one s between vowels is voiced in German
        elif letter == "к" and after == "с" and language == "rus":
            out.append("x")  # Alexei, Xenija (Belarusian is written Aljaksandr)
        elif letter == "с" and before == "к" and language == "rus":
            continue
        else:
            out.append(table[letter])
    form = _capitalised("".join(out))
    if word.endswith(("ей", "ай", "ой")) and language != "bul":
        return {form, form[:-1] + "j"}  # Sergej, Nikolaj, Andrej
    return {form}


def streamlined(name: str) -> str:
    """Bulgaria's official romanisation (``Христо`` → ``Hristo``, ``Мария`` → ``Maria``)."""
    word = name.lower()
    ending = "ia" if word.endswith("ия") else ""
    stem = word[: -len(ending)] if ending else word
    return _capitalised("".join(_STREAMLINED.get(letter, letter) for letter in stem) + ending)


def _capitalised(word: str) -> str:
    """Each part of a double name capitalised (``Lora-Sofia``)."""
    return "-".join(part.capitalize() for part in word.split("-"))


@cache
def _icu(transform: str) -> Callable[[str], str]:
    import icu  # PyICU: CLDR's romanisations (build time only)

    return icu.Transliterator.createInstance(transform).transliterate


def _without_marks(text: str) -> str:
    """Greek romanisations without their accents and ELOT's macron below (``Gió̱rgos``)."""
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def _macedonian(name: str) -> set[str]:
    bgn = unicodedata.normalize("NFC", _icu("Macedonian-Latin/BGN")(name))
    # The government's system of 2008 writes ѓ and ќ as gj and kj, BGN/PCGN as ǵ and ḱ.
    official = bgn.replace("Ǵ", "Gj").replace("ǵ", "gj").replace("Ḱ", "Kj").replace("ḱ", "kj")
    return {bgn, official}


def romanisations(name: str, language: str) -> set[str]:
    """The Latin spellings of a Cyrillic or Greek given name of ``language`` (a code of
    :data:`LANGUAGES`)."""
    forms: set[str] = set()
    if language == "rus":
        import iuliia  # Russian romanisations with their rules of position (build time only)

        forms |= {iuliia.WIKIPEDIA.translate(name), iuliia.ICAO_DOC_9303.translate(name)} | duden(name)
    elif language == "ukr":
        import translitua  # Ukrainian national (KMU 2010) and German systems (build time only)

        forms |= {
            translitua.translit(name, translitua.UkrainianKMU),
            translitua.translit(name, translitua.UkrainianGerman),
        }
    elif language == "bel":
        forms |= {_icu("Belarusian-Latin/BGN")(name)} | duden(name, "bel")
    elif language == "bul":
        forms |= {streamlined(name)} | duden(name, "bul")
    elif language == "mkd":
        forms |= _macedonian(name)
    elif language == "hbs":
        forms.add(_icu("Serbian-Latin/BGN")(name))
    elif language == "ell":
        forms |= {_without_marks(_icu(t)(name)) for t in ("Greek-Latin/UNGEGN", "Greek-Latin/BGN")}
    return {f.translate(_SIGNS) for f in forms if f}


def romanised_given_names(
    pages: Path, plain: Callable[[str], bool], historical: tuple[str, ...]
) -> Iterator[tuple[str, str, str]]:
    """(form, gender m/f/-, language codes) of the romanised Cyrillic and Greek given names of
    :data:`LANGUAGES` in Names-by-Culture's ``pages/*/given_names.csv``; ``plain`` tells a
    name's form from other page titles, ``historical`` the categories left out."""
    genders: dict[str, set[str]] = defaultdict(set)
    languages: dict[str, set[str]] = defaultdict(set)
    for language in LANGUAGES:
        table = pages / language / "given_names.csv"
        if not table.exists():
            continue
        with table.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                category = row["parent_cmtitle"].removeprefix("Category:")
                if (
                    row["language_script"] not in _SCRIPTS
                    or row["language_id"] != language
                    or category.startswith(historical)
                ):
                    continue
                gender = {"Gender.male": "m", "Gender.female": "f"}.get(row["gender"], "-")
                for form in romanisations(row["name"].strip(), language):
                    if plain(form):
                        genders[form].add(gender)
                        languages[form].add(language)
    for form in sorted(genders):
        known = genders[form] - {"-"}
        yield form, "".join(sorted(known)) or "-", " ".join(sorted(languages[form]))
