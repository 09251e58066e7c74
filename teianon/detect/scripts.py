"""Names across scripts: one key for a name written in Latin, Cyrillic or Greek letters.

A participant listed as ``Jewgenija Saweljewa`` is written ``Евгения Савельева`` by a friend
who types in Russian, and ``Σταυρούλα`` is ``Stavroula``. The reader's folding
(:mod:`teianon.read.reader`) maps only look-alike letters (a Cyrillic ``е`` inside a Latin word);
a word all Cyrillic or Greek stays as written, so that the participant linker needs a key under
which the spellings meet: :func:`script_key`.

The key transliterates Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian)
and Greek letters by one table (close to the scholarly systems, with Greek digraphs read as
spoken: ``ου`` -> ``u``, ``αυ`` -> ``av``), then folds both sides by the spellings the German,
English and French transliterations differ in: ``j``/``y``/``i`` (``Jewgenija``, ``Yevgeniya``,
``Evgenija``), ``w``/``v``, ``sch``/``sh``/``zh``/``ch``, ``ts``/``tz``/``z``, ``ks``/``x``,
``kh``/``h``, ``ie``/``e`` (``Jelena``, ``Elena``), ``ou``/``u``, ``mp``/``mb``/``b`` and
``nt``/``nd``/``d`` (Greek ``μπ``, ``ντ``), ``č``/``ch``, the soft sign's apostrophe, doubled
letters. It is coarse on purpose: it
is only compared where one side is written in another script, and only with the names of the
document's participants.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import regex

_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "ђ": "dj", "е": "e", "ё": "e", "є": "ye",
    "ж": "zh", "з": "z", "ѕ": "dz", "и": "i", "і": "i", "ї": "yi", "й": "y", "ј": "j", "к": "k", "л": "l",
    "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "ћ": "c",
    "ќ": "k", "ѓ": "g", "у": "u", "ў": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "џ": "dz", "ш": "sh",
    "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
}  # fmt: skip
_GREEK_PAIRS = {"ου": "u", "αυ": "av", "ευ": "ev", "ηυ": "iv", "αι": "e", "ει": "i", "οι": "i", "υι": "i",
                "μπ": "mp", "ντ": "nt", "γγ": "ng", "γκ": "g", "τζ": "tz", "τσ": "ts"}  # fmt: skip
# Latin letters with a caron or an acute that the scholarly systems write for one Cyrillic letter.
_CARONS = str.maketrans({"č": "ch", "ć": "ch", "š": "sh", "ś": "sh", "ž": "zh", "ź": "zh"})
# The soft and hard signs as the scholarly systems write them.
_SIGNS = regex.compile(r"['’ʹʺ]")
_GREEK = {
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k",
    "λ": "l", "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t",
    "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps", "ω": "o",
}  # fmt: skip
_GREEK_PAIR = regex.compile("|".join(_GREEK_PAIRS))
_OTHER_SCRIPT = regex.compile(r"[\p{Script=Cyrillic}\p{Script=Greek}]")
# Applied in order to the lower-case Latin letters of both sides.
_FOLDS = tuple(
    (regex.compile(old), new)
    for old, new in (
        (r"shch|sch|tsch|tch|sh|zh|ch|kh", "s"),
        (r"c(?=[aou])", "k"),
        (r"ts|tz|dz|c", "z"),
        # Greek writes mb and nd as μπ and ντ, and transliterations write them either way.
        (r"m[pb]", "b"),
        (r"n[td]", "d"),
        (r"x", "ks"),
        (r"ou", "u"),
        (r"(?<!\p{L})[gy]i(?=[aeou])", "i"),
        (r"ph", "f"),
        (r"th", "t"),
        (r"w", "v"),
        (r"[jy]", "i"),
        (r"h", ""),
        (r"ie", "e"),
        (r"ii", "i"),
        (r"(.)\1+", r"\1"),
    )
)


def other_script(text: str) -> bool:
    """Does ``text`` hold a Cyrillic or Greek letter?"""
    return _OTHER_SCRIPT.search(text) is not None


@lru_cache(maxsize=50_000)
def romanised(text: str) -> str:
    """``text`` in lower case with its Cyrillic and Greek letters in Latin ones (accents gone)."""
    folded = unicodedata.normalize("NFC", text.casefold()).translate(_CARONS)
    lower = "".join(c for c in unicodedata.normalize("NFD", _SIGNS.sub("", folded)) if not unicodedata.combining(c))
    lower = _GREEK_PAIR.sub(lambda m: _GREEK_PAIRS[m.group()], lower)
    return "".join(_CYRILLIC.get(c, _GREEK.get(c, c)) for c in lower)


@lru_cache(maxsize=50_000)
def script_key(text: str) -> str:
    """The key under which a name meets its spellings in other scripts and transliterations:
    ``Евгения``, ``Jewgenija``, ``Yevgeniya`` and ``Evgenija`` give one key, as ``Σταυρούλα``
    and ``Stavroula`` do."""
    key = romanised(text)
    for pattern, replacement in _FOLDS:
        key = pattern.sub(replacement, key)
    return key
