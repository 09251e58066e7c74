"""Names glued into longer words: ``#lela2fanclub``, ``#TeamTomcat``, ``xXlela2Xx``,
``#PetraKlingbeil2024``.

What may stand around a name inside a word, and how a word is searched for many names at once.
The participant linker (:mod:`teianon.detect.variants`) looks for participants' names this way,
and the repeats pass (:mod:`teianon.annotate.repeats`) for every other name the document
replaces.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import regex

from .lexicon import is_chat_word, is_name

# What fans glue to a name in a plain word (Tomcatfan, lela2lol): the rest of a hashtag may be
# any word, the rest of a plain word only one of these.
GLUE_WORDS = frozenset(
    "fan fans fanclub club team family familie fam lol rofl xd hdl love luv forever 4ever "
    "party bday geburtstag day style tv official army crew gang girl boy girls boys".split()
)
# What chatters glue around a name besides words: decorations (xXlela2Xx) and joiners.
_DECORATION = regex.compile(r"^(?:[xX]{1,3}|[_\-.~*=^]+|\d{1,4})$")
# Names glued into words are looked for from this length on: "Tom" is inside "Tomorrow"; three
# letters only where capitals mark the name's edges in a hashtag or handle (#TeamTom).
MIN_INSIDE = 4
MIN_INSIDE_CAMEL = 3


class InsideKeys:
    """The names that may stand inside a longer word (folded, no spaces): ``strong`` ones, and
    ``weak`` ones that are also frequent words and stand only between capitals or decorations.
    A word is searched by its substrings (a few hundred set lookups for a long token), so that
    the cost does not grow with the number of names."""

    def __init__(self, strong: Iterable[str], weak: Iterable[str] = ()) -> None:
        self.weak = frozenset(weak)
        self.keys = frozenset(strong) | self.weak
        self.longest = max(map(len, self.keys), default=0)

    def spans(self, token: str) -> Iterator[tuple[int, int, str]]:
        """(start, end, key) of each name in ``token``, leftmost-longest, not overlapping."""
        folded = token.lower()
        if len(folded) != len(token) or not self.keys:
            return
        start, size = 0, len(token)
        while start <= size - MIN_INSIDE_CAMEL:
            for end in range(min(size, start + self.longest), start + MIN_INSIDE_CAMEL - 1, -1):
                if folded[start:end] in self.keys:
                    yield start, end, folded[start:end]
                    start = end - 1
                    break
            start += 1


def glued_name(token: str, start: int, end: int, marked: bool, weak: bool = False) -> bool:
    """Whether ``token[start:end]`` stands in ``token`` as a name glued to other pieces, not as
    letters of another word (``Christine``, ``Annalena``, ``Kleinwächter``).

    In a hashtag or handle, for a name with digits or symbols (``lela2``), or at camelCase
    edges (``TeamTomcat``) the rest must be words, decorations or an inflection ending before a
    word; in a plain word only the pieces fans glue to names (``Tomcatfan``, ``lela2lol``)."""
    left, right = token[:start], token[end:]
    # Capitals or decorations at both edges of the name: Team|Tomcat, xX|Paul|Xx.
    camel = (
        not left or _DECORATION.match(left.strip("#@_")) is not None or (left[-1].islower() and token[start].isupper())
    ) and (not right or right[0].isupper() or not right[0].isalpha())
    if end - start < MIN_INSIDE or weak:
        # Three letters, or a name that is also a frequent word, only as a capitalised piece of
        # a hashtag or between decorations: #TeamTom, xXPaulXx; not Tomorrow, not Paulskirche.
        decorated = any(piece and _DECORATION.match(piece) for piece in (left, right))
        return (
            (marked or decorated)
            and camel
            and token[start].isupper()
            and glue(left, left=True)
            and glue(right, left=False)
        )
    if marked or camel:
        return glue(left, left=True) and glue(right, left=False)
    return all(not piece or _DECORATION.match(piece) or piece.casefold() in GLUE_WORDS for piece in (left, right))


def glue(piece: str, left: bool) -> bool:
    """What may stand beside a name inside a word: nothing, a decoration, a word of the
    language or chat that is no name itself, or (after the name) an inflection ending followed
    by such a word (``lena|s|geburtstag``)."""
    piece = piece.strip("#@_")
    if not piece or _DECORATION.match(piece) or piece.casefold() in GLUE_WORDS:
        return True
    if _glue_word(piece):
        return True
    # Words glued in camelCase, as hashtags write them: #PrayFor|Marisol, #HappyBirthday|Anna.
    parts = _CAMEL_PART.findall(piece)
    if len(parts) > 1 and "".join(parts) == piece and all(p.isdigit() or _glue_word(p) for p in parts):
        return True
    if piece.islower() and _words_glued(piece.casefold(), 3):
        return True  # #happybirthday|gesine, #ichvermisse|dich: words glued in lower case
    if not left:
        for ending in ("s", "n", "es", "ens"):
            rest = piece[len(ending) :]
            if piece.lower().startswith(ending) and len(rest) >= 3 and _glue_word(rest):
                return True
    return False


# The words of a camelCase piece: Pray|For, Happy|Birthday, RIP, 2024.
_CAMEL_PART = regex.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+")


def _words_glued(piece: str, parts: int) -> bool:
    """``piece`` is up to ``parts`` words of three letters or more glued together (``happy|birthday``)."""
    if len(piece) >= 3 and _glue_word(piece):
        return True
    return parts > 1 and any(
        _glue_word(piece[:k]) and _words_glued(piece[k:], parts - 1) for k in range(3, len(piece) - 2)
    )


def _glue_word(piece: str) -> bool:
    return len(piece) >= 2 and (is_chat_word(piece) or is_dictionary_word(piece)) and not is_name(piece)


def is_dictionary_word(text: str) -> bool:
    """A German noun or an English word of the bundled lists: "talk", "Tiger", "blue", "Vogel"."""
    from ..lists import english_words, german_nouns

    return text.capitalize() in german_nouns() or text.casefold() in english_words()


# A login as mail and IT systems make them of a name: the initial before or after the surname,
# then digits, or a role or number after a separator (dokafor, okaford2, dokafor_admin).
_LOGIN_LEFT = regex.compile(r"^[#@]?\p{Ll}[._]?$")
_LOGIN_RIGHT = regex.compile(r"^(?:\p{Ll}?\d{0,4}|[._-]\w*|\p{Ll}?\d{0,4}[._-]\w*)$")


def login_name(token: str, start: int, end: int) -> bool:
    """Whether ``token[start:end]``, a name of five letters or more, stands in ``token`` as in a
    login made of it: one initial before it (``d|okafor``) or after it (``okafor|d``), and
    digits or a separated part after that (``_admin``, ``.it``, ``42``); in lower case, as
    logins are written. ``Dokumente`` or ``lesser`` never come here: a word of the language is
    no login (the caller skips such tokens)."""
    left, right = token[:start], token[end:]
    if end - start < 5 or not token[start:end].islower():
        return False
    initial_before = _LOGIN_LEFT.match(left) is not None
    initial_after = not left.strip("#@") and right[:1].isalpha() and right[:1].islower()
    if not (initial_before or initial_after):
        return False
    if initial_after and right[1:2].isalpha():
        return False  # more letters than an initial: another word glued on, not a login
    return _LOGIN_RIGHT.match(right) is not None
