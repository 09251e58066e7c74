"""NICK: gamer tags and screen names that chat mentions by their shape, anywhere in a post.

Players and chatters name each other by their handles, also people who take no part in the chat
(``hab gestern mit xXDarkLordXx gezockt``, ``Sn1p3r_King was carrying us``). No table lists
such names; their shape is the evidence, the shape that no word of running text has:

- wrapped in ``xX … Xx`` (``xXShadowXx``, ``xx_luna_xx``);
- a clan tag in brackets before the name (``[GGX]Foxy``, ``(KSK)Blitzer``);
- digits written for letters between letters (``L3g0las``, ``n00bmaster69``, ``D4rkAngel``);
- ``_`` between letters or digits (``Mr_Bean99``, ``dark_angel``);
- inner capitals and digits (``DarkAngel92``), or a word of no language before digits
  (``lela2``, ``moewe83``);
- a dot inside only with one of the others (``Pro.G4mer``): a missing space after a full stop
  (``gut.Morgen``) and abbreviations (``z.B.``) look the same otherwise.

What has such a shape and names nobody stays: file names and addresses (``IMG_2034.jpg``,
``web.de``: the URL detector's), product and model codes in capitals (``GTA5``, ``PS5``,
``RTX3080``), a word of either language or a notable name before digits (``python3``,
``covid19``, ``sommer2023``, ``iPhone12``, ``PlayStation5``), counts and units (``3er``,
``4you``, ``10km``), episodes (``s01e03``), BBCode and forum tags (``[b]``, ``[Edit]``).
The shapes that only handles have are ``high``; ``_`` between two lower-case words of the
dictionaries and a rare word before digits, which code and file names may have too, ``medium``.
A participant's handle is linked to them, as the nickname linker would.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import frequency
from .person_words import name_kinds
from .variants import name_index, own_participant

# A run of a handle's characters, with an optional clan tag before it; not inside a longer run,
# an address, a hashtag or a path (nothing of those before it, no "@" or "/" after it).
_RUN = regex.compile(
    r"(?<![\p{L}\p{N}_@#/\\.:&=?%+~\-\]\)])"
    r"(?P<tag>[\[(][\p{L}\p{N}]{2,6}[\])])?"
    r"(?P<name>[\p{L}\p{N}_]+(?:[.\-][\p{L}\p{N}_]+)*)"
    r"(?![\p{L}\p{N}_@/]|[.\-][\p{L}\p{N}_])",
    regex.VERSION1,
)
_LETTER = regex.compile(r"\p{L}")
# xX…Xx: the gamer's wrapping, around a name with a lower-case letter.
_WRAPPED = regex.compile(r"(?:xX|Xx|xx|XX)_*(?P<core>.*\p{Ll}.*?)_*(?:Xx|xX|xx|XX)")
# Digits for letters (0 o, 1 i/l, 3 e, 4 a, 5 s, 7 t) between letters.
# A lower-case letter after them: ``Win10Pro`` is a product's version.
# One digit, or a doubled o (``n00b``): two other digits are a number glued to its unit
# (``nagut50cmlaufleine``).
_LEET = regex.compile(r"\p{L}(?:[013457]|00)\p{Ll}")
_INNER_CAPITAL = regex.compile(r"\p{Ll}{2}\p{Lu}")
_UNDERSCORE = regex.compile(r"[\p{L}\p{N}]_+[\p{L}\p{N}]")
_WORD_DIGITS = regex.compile(r"(?P<word>\p{L}+)\d{1,4}")
# A camera's or a scanner's file name (IMG_2034, DSC_0012, Scan_001).
_FILE_NUMBER = regex.compile(r"\p{L}{2,5}_\d+")
# What no handle is: a count or unit after its number (3er, 4you, 10km), an episode (s01e03).
_COUNT = regex.compile(r"\d+\p{L}+|[sS]\d+[eE]\d+")
# Forum software's and markup's tags before a word: BBCode, a post's prefix.
_BBCODE = frozenset("b i u s url img quote code size color list center spoiler sub sup".split())
# From this Zipf frequency a word before digits is a word (python3, sommer2023, abi24).
_WORD = 3.0
# File name extensions and top-level domains after a final dot: a file or an address.
_EXTENSION = regex.compile(r"\.\p{Ll}{2,4}$")
# Platforms allow handles of 15 to 32 characters, and gamers use few parts; what is longer or has
# more parts is a file's or a document's name.
_LONGEST = 25
_PARTS = 3
# A link as written in chat: a scheme or www. and everything up to white space.
_LINK = regex.compile(r"(?:\b[a-zA-Z][a-zA-Z0-9+.\-]*://|\bwww\.)\S+")
_MARKS = regex.compile(r"[\d_\[(]|[xX]{2}")
# Compiled once: the module-level regex.split and regex.sub look a string pattern up at every
# call (issue 41).
_PART_SEPARATORS = regex.compile(r"[_.\-]+")
_SPACED = regex.compile(r"[_.]+")


def handle_shape(name: str, tag: str = "") -> str | None:
    """``high`` or ``medium`` where ``name`` (with its clan ``tag``) has a handle's shape that no
    word of running text has, else None (see the module's text)."""
    if len(_LETTER.findall(name)) < 3 or _COUNT.fullmatch(name) or _FILE_NUMBER.fullmatch(name):
        return None
    # The gamer's wrapping is no part of its own (xX_Vorname_Nachname_Xx has two).
    wrapping = _WRAPPED.fullmatch(name)
    counted = wrapping.group("core").strip("_") if wrapping else name
    if len(name) > _LONGEST or len(_PART_SEPARATORS.split(counted)) > _PARTS:
        return None  # a file's or a document's name: "2213001_Internet-Relay-Chat_Netzwerk3_Kanal1"
    if "." in name:
        segments = name.split(".")
        if _EXTENSION.search(name) or any(len(s) < 3 for s in segments):
            return None  # "foto.jpg", "web.de", "z.B", "St.Pauli"
        shaped = handle_shape(name.replace(".", "_" if "_" in name else ""), tag)
        # The dot alone is a missing space; with another handle's mark it is the handle's own,
        # and so with digits and a name of the tables in it (vorname.nachname2009): a missing
        # space has no digits glued to it, and a file's name was excluded above.
        if shaped == "high" or (shaped and _holds_name(segments)):
            return shaped
        return None
    if _public(name):
        return None
    if tag:
        inner = tag[1:-1]
        if inner.isdigit() or inner.casefold() in _BBCODE or (not inner.isupper() and frequency(inner) >= _WORD):
            return None  # "[1]", "[b]", "[Edit]", "[Update]": a clan writes its tag in capitals
        return "high"
    if (wrapped := _WRAPPED.fullmatch(name)) and len(_LETTER.findall(wrapped.group("core"))) >= 3:
        return "high"
    if _LEET.search(name) and any(c.islower() for c in name):
        return "high"
    has_digit = any(c.isdigit() for c in name)
    if _UNDERSCORE.search(name):
        parts = [p for p in name.split("_") if p]
        if has_digit or any(p[:1].isupper() for p in parts) or any(frequency(p) < _WORD for p in parts):
            return "high"
        if any(len(p) < 3 for p in parts):
            return None  # "user_id", "is_ok": a programmer's name of a thing
        return "medium"  # "dark_angel", but also "max_length"
    if "-" in name:
        return None  # German compounds and ranges: the name rules read them
    if has_digit and (word := _WORD_DIGITS.fullmatch(name)):
        letters = word.group("word")
        if letters.isupper() or _public(letters):
            return None  # "GTA5", "FIFA23", "PlayStation5"
        if _INNER_CAPITAL.search(letters):
            return "high"  # "DarkAngel92"
        if letters.islower() and frequency(letters) < _WORD:
            return "medium"  # "lela2", "moewe83"
    return None


_LETTERS = regex.compile(r"\p{L}{3,}")


def _holds_name(parts: list[str]) -> bool:
    """One of ``parts`` (digits aside) is a first name or a surname of the tables and no word of
    the dictionaries, or a first name and a surname of the tables follow each other
    (``anna.meier2009``: each is also a word, the pair is a person's name)."""
    words = [word for part in parts for word in _LETTERS.findall(part)]
    kinds = [name_kinds(word) for word in words]
    if any(first or last for first, last in kinds) and any(
        (first or last) and not is_dictionary_word(word) for word, (first, last) in zip(words, kinds, strict=True)
    ):
        return True
    return any(a[0] is not None and b[1] is not None for a, b in zip(kinds, kinds[1:], strict=False))


def _public(name: str) -> bool:
    """A name the public sphere holds (a brand, a streamer, a game): no private handle."""
    spaced = _SPACED.sub(" ", name).strip()
    return bool(notable().get(key_of(name)) or notable().get(key_of(spaced)))


@register
class HandleDetector(Detector):
    name = "handles"
    categories = frozenset({Category.NICK})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not post.conversational or _MARKS.search(text) is None:
            # Outside the posts (titles, header prose) such strings are the file's own labels;
            # a post without a digit, "_", a bracket or "xx" holds no handle's shape (most).
            return
        index = None
        # A link's path is the site's, not a handle (``/wiki/Ebersdorf_(Landkreis_Rotenburg)``:
        # the bracket starts no word of the text); the link rules read it whole.
        links = [m.span() for m in _LINK.finditer(text)] if "://" in text or "www." in text else []
        for match in _RUN.finditer(text):
            if links and any(start <= match.start() < end for start, end in links):
                continue
            name = match.group("name")
            cert = handle_shape(name, match.group("tag") or "")
            if cert is None:
                continue
            index = index or name_index(context)
            wrapped = _WRAPPED.fullmatch(name)
            hits = [index.lookup(form) for form in (name, wrapped.group("core").strip("_") if wrapped else "") if form]
            known = [hit.participant for hit in hits if hit is not None and hit.participant]
            if known and not match.group("tag"):
                # A participant's handle, of this file or another of the run, also inside the
                # wrapping (xXlela2Xx): the nickname linker's and the repeats' (they link it).
                continue
            pid = own_participant(known[0]) if known else None
            yield Mention(match.start(), match.end(), Category.NICK, pid, cert, "handle:shape")
