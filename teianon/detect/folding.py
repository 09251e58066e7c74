"""One folding of names: the keys under which spellings of one name meet, and the other
spellings a known name is written in.

Detection, repeats, the hidden strings and the audit compare names through this module:

- :func:`plain` and :func:`respelled` are the keys the participant linker looks tokens up by
  (``Lantöööö`` -> ``lanto``; ``Christoph``, ``kristof``; ``l3na``, ``Lena``);
- :func:`spellings` gives the other ways a name is written where a keyboard, an export or a
  file name lacks its letters: umlauts and ``ß`` written out or dropped (``Jürgen`` ->
  ``Juergen``, ``Jurgen``; ``Weiß`` -> ``Weiss``), Nordic, Slavic and Turkish letters as ASCII
  (``Køster`` -> ``Koester``, ``Koster``; ``Łukasz`` -> ``Lukasz``; ``Şahin`` -> ``Sahin``;
  ``Yıldız`` -> ``Yildiz``), accents removed (``Renée`` -> ``Renee``), and a German name written
  out restored (``Koester`` -> ``Köster``). The search strings of every consumer are made from
  a name and these spellings, so that a name replaced in one spelling is replaced, and audited,
  in all of them.

Unicode decomposition removes accents, cedillas and carons; a small table does what it cannot
(letters with no decomposition: ``ø``, ``ł``, ``ı``, ``đ``, ``æ``, ``þ``) and the written-out
German forms. No transliteration library gives both a written-out and a dropped form
(``anyascii`` and ``Unidecode`` give one ASCII string per letter, ``ü`` -> ``u``).
"""

from __future__ import annotations

import itertools
import unicodedata
from functools import lru_cache

import regex

from ..read.reader import UNSEEN
from .lexicon import squeeze


def fold(text: str) -> str:
    return text.casefold()


def is_upper(text: str) -> bool:
    """``text`` is written in capitals, ``ß`` counted as one: ``WEIß`` is, as ``WEISS`` and
    ``WEIẞ`` are (``str.isupper`` says no, ``ß`` being lower case, and most keyboards have no ``ẞ``)."""
    return text.replace("ß", "").isupper()


@lru_cache(maxsize=100_000)
def plain(text: str) -> str:
    """Case-folded, without diacritics, repeats collapsed: ``Lantöööö`` -> ``lanto``."""
    decomposed = unicodedata.normalize("NFKD", fold(text).replace("ß", "ss"))
    return squeeze("".join(c for c in decomposed if not unicodedata.combining(c)))


# Digits and symbols that stand for letters between letters (leetspeak: l3na, m4x, $ara).
_LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
_LEET_INSIDE = regex.compile(r"(?<=\p{L})[013457@$]+(?=\p{L})|^[@$](?=\p{L}{2})")
# Spellings of the same sound that chatters swap (German and English), applied to both sides.
_RESPELLINGS = tuple(
    (regex.compile(old), new)
    for old, new in (
        ("ph", "f"),
        ("^chr", "kr"),
        ("ck", "k"),
        ("a[iy]", "ei"),
        ("ae", "a"),
        ("oe", "o"),
        ("ue", "u"),
        ("th", "t"),
        ("dt", "t"),
        ("tz", "z"),
        ("y", "i"),
        ("ie", "i"),
        ("c(?!h)", "k"),
        ("w", "v"),
    )
)


@lru_cache(maxsize=100_000)
def respelled(text: str) -> str:
    """A key under which spellings of one name meet: ``Christoph``, ``kristof``; ``Jäger``,
    ``jaeger``; ``Maik``, ``meik``; ``l3na``, ``Lena``."""
    key = _LEET_INSIDE.sub(lambda m: "".join(_LEET[c] for c in m.group()), fold(text))
    key = plain(key)
    for old, new in _RESPELLINGS:
        key = old.sub(new, key)
    return squeeze(key)


# Letters and the ASCII spellings people write for them, written out first. Letters that
# decompose into a base letter and marks (é, ş, č, ğ, ñ) need no entry: their base is their
# only ASCII spelling. The umlauts are here since German writes them out (ü -> ue) as often as it
# drops the dots, Hungarian's long ő and ű as well (Szőke as Szoeke, the way a German keyboard
# writes ö), and ø, å and æ since Nordic names are written both ways too.
_LETTERS: dict[str, tuple[str, ...]] = {
    "ä": ("ae", "a"),
    "ö": ("oe", "o"),
    "ü": ("ue", "u"),
    "ő": ("oe", "o"),
    "ű": ("ue", "u"),
    "ß": ("ss",),
    "ẞ": ("SS",),
    "ø": ("oe", "o"),
    "æ": ("ae",),
    "å": ("aa", "a"),
    "œ": ("oe",),
    "ł": ("l",),
    "đ": ("d",),
    "ð": ("d",),
    "þ": ("th",),
    "ı": ("i",),
    "ħ": ("h",),
    "ŀ": ("l",),
}
# A German name written out, for its umlauts: Koester -> Köster. After a vowel (Michael,
# Samuel, Israel) and before a final l (Michael, Manuel) the pair is two sounds, not an umlaut.
_WRITTEN_OUT = regex.compile(r"(?<![aeiouyAEIOUY])(?:ae|oe|ue|Ae|Oe|Ue)(?!l\b)")
_UMLAUTS = {"ae": "ä", "oe": "ö", "ue": "ü", "Ae": "Ä", "Oe": "Ö", "Ue": "Ü"}
# A name of many special letters gives at most this many spellings (each letter's choices
# multiply): the written-out and the dropped forms and what lies between, for a real name.
MAX_SPELLINGS = 16


def _choices(char: str) -> tuple[str, ...]:
    """The spellings of one character, itself first."""
    lower = char.lower()
    if lower in _LETTERS or char in _LETTERS:
        options = _LETTERS.get(char) or _LETTERS[lower]
        if char != lower:
            options = tuple(o[:1].upper() + o[1:] for o in options)
        return (char, *options)
    if char.isascii() or not char.isalpha():
        return (char,)
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    if base and base != char and base.isascii():
        return (char, base)
    return (char,)


@lru_cache(maxsize=50_000)
def spellings(name: str) -> tuple[str, ...]:
    """The other spellings of ``name`` (not itself), the fully written-out and fully ASCII ones
    first: ``Jürgen Køster`` -> ``Juergen Koester``, ``Jurgen Koster``, ``Juergen Koster``, …;
    ``Koester`` -> ``Köster``. At most :data:`MAX_SPELLINGS`."""
    name = unicodedata.normalize("NFC", name)
    if is_upper(name) and name != name.lower():
        # MÜLLER -> MUELLER, not MUeLLER; WEIß -> WEISS.
        return tuple(dict.fromkeys(s.upper() for s in spellings(name.lower()) if s.upper() != name))
    choices = [_choices(c) for c in name]
    found: dict[str, None] = {}
    if any(len(c) > 1 for c in choices):
        # Written out everywhere and dropped everywhere first: the forms a keyboard or an export
        # makes of a whole name; then the mixed ones (ü written out, ø dropped).
        found["".join(c[1] if len(c) > 1 else c[0] for c in choices)] = None
        found["".join(c[-1] for c in choices)] = None
        for combination in itertools.product(*choices):
            if len(found) >= MAX_SPELLINGS + 1:
                break
            found["".join(combination)] = None
    elif name.isascii():
        pairs = list(_WRITTEN_OUT.finditer(name))
        if pairs:
            restored = _WRITTEN_OUT.sub(lambda m: _UMLAUTS[m.group()], name)
            found[restored] = None
    found.pop(name, None)
    return tuple(s for s in itertools.islice(found, MAX_SPELLINGS) if s and s != name)


# --- the consistency key: one per name, whatever its spelling ----------------------------------

# Letters without a decomposition, written as the table writes them first (ø -> oe, then the
# written-out pair goes the way of ö). xslt/modules/functions.xsl (teianon:name-key) does the same.
_KEY_LETTERS = str.maketrans(
    {"ø": "oe", "æ": "ae", "œ": "oe", "þ": "th", "ł": "l", "đ": "d", "ð": "d", "ı": "i", "ħ": "h", "ŀ": "l"}
)
# A written-out umlaut (Juergen, Koester, Suekrue): its pair becomes the plain vowel, as ü
# does. Not after a vowel or q (Bauer, Queen), not before a final l (Michael, Samuel), not before
# y (Joey, Huey) and not at the end of a word of one syllable (Xue, Joe, Sue): there the pair is
# two sounds or an English spelling, where German writes no umlaut. As the stylesheet does it
# (XPath has no look-around), the pairs to keep are marked with a capital E first.
_KEPT_PAIRS = (
    (regex.compile(r"([aou])el(\P{L}|$)"), r"\1El\2"),
    (regex.compile(r"([aou])ey"), r"\1Ey"),
    (regex.compile(r"(^|\P{L})([^\W\d_aeiouy]*)([aou])e(\P{L}|$)"), r"\1\2\3E\4"),
)
_KEY_PAIR = regex.compile(r"(^|[^aeiouyq])([aou])e")
_SHARP_S_AFTER_CONSONANT = regex.compile(r"(?<=[^\W\d_aeiouyäöüAEIOUYÄÖÜ])[ßẞ]")


@lru_cache(maxsize=100_000)
def name_key(text: str) -> str:
    """The key under which the spellings of one name meet, for the consistency of placeholder
    numbers and pseudonyms: ``Jürgen Køster``, ``Juergen Koester``, ``Jurgen Koster`` and
    ``JUERGEN KOSTER`` all give ``jurgen koster``; ``Weiß`` and ``Weiss`` give ``weiss``;
    ``Ødegård``, ``Oedegaard`` and ``Odegard`` give ``odegard``; ``Mommßen`` gives ``mommsen``
    (a ß after a consonant is an s).

    Coarser than :func:`spellings` (``Zoë`` and ``Zoe`` meet; ``ü`` and ``ue`` meet both as
    ``u`` inside a word, but ``Joe`` and ``Jo``, ``Joey`` and ``Joy``, ``Xue`` and ``Xu`` stay
    apart), finer than :func:`respelled` (no sound rules:
    ``Christoph`` and ``Kristof`` stay two names, as they may be two people)."""
    # What a reader does not see (a zero-width joiner, a variation selector, a letter's
    # strike-through) is no part of the name's key: Klapp\u200crott is Klapprott.
    visible = UNSEEN.sub("", text) if not text.isascii() else text
    if "ß" in visible or "ẞ" in visible:
        # German writes ß only after a vowel: after a consonant it is an s (Mommßen is Mommsen).
        visible = _SHARP_S_AFTER_CONSONANT.sub("s", visible)
    folded = unicodedata.normalize("NFC", " ".join(visible.split())).casefold().translate(_KEY_LETTERS)
    plain_letters = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    # å is written aa as often as a (Ødegård, Oedegaard, Odegard).
    kept = plain_letters.replace("aa", "a")
    for pattern, marked in _KEPT_PAIRS:
        kept = pattern.sub(marked, kept)
    return _KEY_PAIR.sub(r"\1\2", kept).lower()


def respell_like(surrogate: str, original: str) -> str:
    """``surrogate`` in the spelling ``original`` is written in: a name written without its
    special letters gets a surrogate without them, written out where the original writes them
    out (``Juergen`` -> ``Bjoern`` for ``Björn``, ``Jurgen`` -> ``Bjorn``); an original with them,
    or a surrogate of plain letters, leaves it as it is. Case is the caller's
    (:func:`teianon.pseudonym.surrogates.case_like`)."""
    if surrogate.isascii() or not original.isascii():
        return surrogate
    options = spellings(surrogate)
    if not options:
        return surrogate
    # JUERGEN is written out as Juergen is (the pattern knows the pairs in their usual case).
    written_out = _WRITTEN_OUT.search(original.capitalize() if original.isupper() else original) is not None
    ascii_options = [o for o in options[:2] if o.isascii()]
    if not ascii_options:
        return surrogate
    return ascii_options[0] if written_out else ascii_options[-1]
