"""The forms of a name that teianon looks for: the name whole, without its digits and
trailing symbols, its parts at camelCase and delimiters, the handle in a display name, symbols
and Greek letters spelled out, the nouns of a German compound, initials, and each of these in
its other spellings (:mod:`teianon.detect.folding`). :mod:`teianon.detect.variants` indexes
them for the participant linker; repeats, the hidden strings and the audit search for the plain
set of them."""

from __future__ import annotations

import unicodedata
from enum import Enum

import regex

from .folding import fold, spellings
from .group_nouns import is_group_noun
from .lexicon import frequency, german_frequency, is_chat_word, is_name, is_ordinary, is_wordlike


class Kind(Enum):
    """How a variant was derived from a name, strongest first."""

    FULL = 0
    STRIPPED = 1
    PART = 2
    SPELLED = 3
    COMPOUND = 4
    INITIALS = 5
    # Not derived from a name: a first name used to address the only other person in a dialogue.
    ADDRESSEE = 6


_CAMEL = regex.compile(r"(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})")
_DELIMITERS = regex.compile(r"[\s._\-|+~*=#^°'’!?,;:()\[\]{}<>/\\$€&@%§]+|\d+")
# A corpus's own placeholder as a participant's name ([_FEMALE-PARTICIPANT-A04_]): no variants.
_PLACEHOLDER = regex.compile(r"^\[_.*_\]$")
_DIGITS = regex.compile(r"\d+")
# A handle inside a display name: "Digitales Wörterbuch @dwds_de".
_HANDLE = regex.compile(r"(?<![\p{L}\p{N}])@([\p{L}\p{N}_]{3,})")
# Symbols chatters spell out or read as letters.
_SPELLED = {"$": ("s", "dollar"), "€": ("e", "euro"), "&": ("und", "and"), "@": ("a", "at"), "+": ("plus",)}


# From this Zipf frequency two capitals are an abbreviation in common use (SV, FC, DE, TV), not
# somebody's initials (MJ 3.4, JD 3.5).
_TAG_FREQUENCY = 4.0


def _common_tag(part: str) -> bool:
    return frequency(part) >= _TAG_FREQUENCY


def _letter_names(name: str) -> str | None:
    """A name of Greek letters read out (``Φ`` -> ``Phi``, ``ΣΦ`` -> ``SigmaPhi``), or None."""
    if not name or not all(unicodedata.name(c, "").startswith("GREEK ") and c.isalpha() for c in name):
        return None
    return "".join(unicodedata.name(c).rsplit(" ", 1)[1].capitalize() for c in name)


def split_name(name: str) -> list[str]:
    """Parts of a name at delimiters, digits and camelCase: ``TomcatMJ`` -> ``Tomcat``, ``MJ``."""
    parts: list[str] = []
    for chunk in _DELIMITERS.split(name):
        parts.extend(p for p in _CAMEL.split(chunk) if p)
    return parts


def compound_tail(word: str) -> str | None:
    """The last noun of a German compound: ``Erdbeere`` -> ``Beere`` (a noun of 4+ letters after
    a first part of 3+), or None."""
    from ..lists import german_nouns, longest_german_noun

    nouns = german_nouns()
    # A tail longer than the longest noun is none (capitalising never shortens a string): the
    # bound keeps one long word linear.
    for cut in range(max(3, len(word) - longest_german_noun()), len(word) - 3):
        tail = word[cut:]
        if tail.capitalize() in nouns:
            return tail
    return None


# A tail of three letters (Bär, Fee, Reh) is a noun a pet name ends in below this German
# frequency; above it the tail is a word of every sentence (Tag, See, Eis), never a name.
_SHORT_TAIL_FREQUENCY = 4.1


def _short_tail(word: str) -> str | None:
    """The last noun of a compound where it has three letters (``kuschelbär`` -> ``bär``), after
    a head of four or more; not a frequent word (``sommertag`` -> ``tag`` stays whole)."""
    from ..lists import german_nouns

    tail = word[-3:]
    if len(word) < 7 or not word.isalpha() or tail.capitalize() not in german_nouns() or is_chat_word(tail):
        return None
    return tail if german_frequency(tail) < _SHORT_TAIL_FREQUENCY else None


def compound_split(word: str) -> tuple[str, str] | None:
    """A single-word name made of a German noun and a rest: ``Schneewittchen`` -> ``Schnee``,
    ``wittchen`` (head of 4+ letters, rest of 4+), or None. Chatters clip such names to either
    part or to the beginnings of both (``schnewi``)."""
    from ..lists import german_nouns, longest_german_noun

    if len(word) < 8 or not word.isalpha():
        return None
    nouns = german_nouns()
    # Heads longer than the longest noun are none: the bound keeps one long word linear.
    for cut in range(min(len(word) - 4, longest_german_noun()), 3, -1):
        if word[:cut].capitalize() in nouns:
            return word[:cut], word[cut:]
    return None


# Words that join the parts of a name or two names of one person, written in lower case:
# particles of descent (``ibn``, ``bin``, ``al-``, ``ben``, ``ter``, ``dos``) and the words that
# give a second name (``aka``, ``alias``, ``genannt``). They name no one: no variant of a name
# (the linker and the audit would take every "bin" of the corpus for the person), and a
# surrogate keeps them as it keeps ``von`` (teianon.pseudonym.full_names).
NAME_JOINERS = frozenset(
    "aka alias genannt gen vulgo called ibn bin bint binti binte ben bat ould al el ap ter ten dos das do del della "
    "dei degli af av von vom van der den de di da du la le zu zum zur".split()
)


def name_variants(name: str, extended: bool = False) -> list[tuple[Kind, str]]:
    """The variants of one name, strongest kind first, without duplicates (case-folded).

    The plain set (whole, stripped, parts) is what the audit searches for; ``extended`` adds the
    weaker forms the linker looks for in posts (spelled symbols, compound nouns, initials).
    """
    found: list[tuple[Kind, str]] = []
    seen: set[str] = set()

    def add(kind: Kind, form: str) -> None:
        key = fold(form)
        if key and key not in seen:
            seen.add(key)
            found.append((kind, form))

    name = name.strip()
    add(Kind.FULL, name)
    if _PLACEHOLDER.match(name):
        return found
    stripped = _DIGITS.sub("", name).strip("._-$€&@+*!?#~^° ")
    if len(stripped) >= 3:
        add(Kind.STRIPPED, stripped)
    parts = split_name(name)
    if len(parts) > 1:
        for k, part in enumerate(parts):
            # Two-letter parts only as initials (MJ); after a name, not a common abbreviation:
            # that is the name's tag (Deniz_SV, lena_DE: a school's council, a country), which
            # many share. Single letters never.
            if k > 0 and part.islower() and part in NAME_JOINERS:
                continue  # between names only: a nickname "ben_kowalski" begins with a first name
            if len(part) >= 3 or (len(part) == 2 and part.isupper() and (k == 0 or not _common_tag(part))):
                add(Kind.PART, part)
    for handle in _HANDLE.findall(name):
        # "Digitales Wörterbuch @dwds_de": the account's handle is a name of its own.
        if handle != name:
            add(Kind.FULL, handle)
    for kind, form in list(found):
        for spelling in other_spellings(form):
            add(kind, spelling)
    if not extended:
        return found
    letters = _letter_names(name)
    if letters:
        add(Kind.SPELLED, letters)
    for symbol, readings in _SPELLED.items():
        if symbol in name:
            for reading in readings:
                add(Kind.SPELLED, _DIGITS.sub("", name.replace(symbol, reading)).strip("._-"))
    # A board's or an office's name (``Elternbeirat``) is a noun whose parts are words of their
    # own: "Liebe Eltern" greets the parents, not the board.
    group = is_group_noun(name)
    words = [] if group else [p for p in parts if len(p) >= 7] or ([stripped] if len(stripped) >= 7 else [])
    for word in words:
        # "kuschelbaer" is "kuschelbär": its nouns are found in the spelling the dictionary has.
        tail = next(filter(None, map(compound_tail, (word, *other_spellings(word)))), None)
        tail = tail or next(filter(None, map(_short_tail, (word, *other_spellings(word)))), None)
        if tail:
            add(Kind.COMPOUND, tail)
        split = compound_split(word)
        if split and not is_wordlike(split[1]):
            # Schneewittchen -> wittchen: no word of its own, so the string is evidence.
            add(Kind.PART, split[1])
        if split:
            # Mondkind -> Mond: a word of its own, linked only where it is addressed.
            add(Kind.COMPOUND, split[0])
    for word in words or ([stripped] if len(stripped) >= 6 and not group else []):
        # sunflower -> sun, flower; bearcub -> bear, cub: English has no capitals to split at.
        for piece in english_compound(word) or ():
            add(Kind.COMPOUND, piece)
    if len(parts) >= 2 and all(p[:1].isalpha() for p in parts):
        add(Kind.INITIALS, "".join(p[0].upper() for p in parts))
        for k, part in enumerate(parts):
            # A part of one or two letters (mk of mk_lisa, j of j_lo) is what friends may call the
            # participant by; as weak as initials, it needs a greeting or the whole post. Not a
            # common abbreviation after a name (Deniz_SV): "Moin SV!" greets the council.
            common = k > 0 and part.isupper() and _common_tag(part)
            if len(part) <= 2 and part.isalpha() and not is_chat_word(part) and not common:
                add(Kind.INITIALS, part)
    return found


# Zipf frequencies (English) between which both words of an English compound nickname are words a
# chatter would call someone by: ``cub`` (3.3) and ``flower`` (4.6), not a rare fragment (``ison``
# of Madison) or a word too common to mean the participant (``man`` of Goodman, ``the``).
_COMPOUND_PIECE = (3.0, 5.5)


def english_compound(word: str) -> tuple[str, str] | None:
    """A nickname of two English words run together, ``sunflower`` -> ``sun``, ``flower``, or None:
    each of 3+ letters, a word of the English list in use (:data:`_COMPOUND_PIECE`), no chat
    word, and the whole no personal name (``Goodman``, ``Newton`` stay whole)."""
    from wordfreq import zipf_frequency

    from ..lists import english_words

    folded = word.casefold()
    if len(folded) < 6 or not folded.isalpha() or is_name(folded):
        return None
    words = english_words()
    low, high = _COMPOUND_PIECE
    for cut in range(len(folded) - 3, 2, -1):
        head, tail = folded[:cut], folded[cut:]
        if all(
            piece in words and low <= zipf_frequency(piece, "en") < high and not is_chat_word(piece)
            for piece in (head, tail)
        ):
            return head, tail
    return None


def other_spellings(form: str) -> list[str]:
    """The other spellings of a name (:func:`~teianon.detect.folding.spellings`) that are no
    ordinary word: ``Bär`` is written ``Baer``, and ``Bar`` is a word of its own."""
    return [s for s in spellings(form) if not is_ordinary(s) or is_ordinary(form)]
