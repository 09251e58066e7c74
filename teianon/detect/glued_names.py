"""PER: a first name and a surname glued into one word, as file names and hashtags write a
person who is no participant and named nowhere else (``Lebenslauf_Petra_Kowalski.pdf``,
``#SabineOberkamp2024``, ``protokoll-jonas-wehrmann.docx``, ``@miriam.schuster``).

The participant linker finds participants' names inside words, and the repeats pass every name
the document replaces elsewhere; a third party named only inside a word is found here. A word
is read as glued only where its shape says that pieces are joined: a hashtag or handle, a file
name (an extension after its last dot), an underscore, or capitals inside it. Its pieces
(cut at ``_``, ``-``, ``.``, digits and capitals) are read two by two: a first name of the tables
that is no frequent word, and after it a surname of the tables or a rare word (most surnames are
in no table: ``Oberkamp``), neither a place nor a firm; in a file name, hashtag or word with an
underscore also a surname of the tables before a first name (``Becker_Petra_Zeugnis.pdf``).
Only the two pieces are the name: ``Lebenslauf_`` and ``.pdf`` stay. A public person
(``#TaylorSwift``) is none; a plain hyphenated word of running text (``Anna-Lena``,
``Müller-Lüdenscheidt``) is the tagger's.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import demonyms, english_words, notable, organisations, places
from ..lists.emoji import is_standard_emoji
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import frequency
from .person import PARTICLES
from .person_words import FREQUENT_WORD, better_read_as_place, known_elsewhere, name_kinds

# A word with its joiners (``_``, ``-``, ``.``, one at a time: ``Engel...so`` is a sentence) inside,
# and an optional ``#`` or ``@``; not a piece of a path, an address or a link (what stands before it).
# It may begin with a digit: a phone's export names a file after its number and date
# (``00000012-PHOTO-2021-03-03-Lebenslauf_Petra_Kowalski.pdf``).
_WORD = regex.compile(r"(?<![\p{L}\p{N}_.\-/@:#])([#@]?)([\p{L}\p{N}][\p{L}\p{N}]*(?:[_.\-][\p{L}\p{N}]+)*)")
# The end of a file name: an extension of letters and digits after the last dot.
_EXTENSION = regex.compile(r"\.\p{L}[\p{L}\p{N}]{1,4}$")
# Where a glued word's pieces part: a joiner, a change between letters and digits, a capital
# after a small letter.
_PIECE = regex.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+")
# A rare word (Zipf frequency under this) may be a surname the tables lack (``Kowalski`` 3.0,
# ``Wehrmann``, a noun of old, 2.4); ``Urlaub``, ``Geburtstag``, ``Garten`` are far above it.
_RARE = 3.5


def _marked(mark: str, word: str) -> bool:
    """A hashtag, a handle, a file name or a word with an underscore: pieces joined on purpose."""
    return bool(mark) or "_" in word or bool(_EXTENSION.search(word))


_CAMEL = regex.compile(r"\p{Ll}\p{Lu}")


def _camel(word: str) -> bool:
    return _CAMEL.search(word) is not None


def _first_name(piece: str, marked: bool) -> bool:
    """A first name of the tables that is no frequent word ("May", "Will", "Mark"); in a word of
    prose that only capitals part (``NickServ``), no word of English at all."""
    if piece.casefold() in PARTICLES or piece.casefold() in ("mac", "mc"):
        return False  # "Mac" of MacFarlane, "Del" of DelRey: a surname's first part
    first, _ = name_kinds(piece)
    if first is None or len(piece) < 3 or frequency(piece) >= FREQUENT_WORD:
        return False
    return marked or "w" not in first.flags


def _surname(piece: str, marked: bool, in_file: bool = False) -> bool:
    """A surname of the tables or a rare word, no place or firm; in a word of prose that only
    capitals part, five letters at least (``Serv`` of ``ChanServ`` is an abbreviation). In a
    file's name after a first name (``in_file``) also a small town's name, as many surnames are
    (``Lebenslauf_Aylin_Demirci.pdf``): a file is named after a person more often than after a
    person and a village."""
    if len(piece) < (3 if marked else 5):
        return False
    if (known_elsewhere((piece.casefold(),)) or better_read_as_place(piece)) and not (in_file and _small_town(piece)):
        return False
    _, last = name_kinds(piece)
    if last is not None:
        return frequency(piece) < FREQUENT_WORD
    # An English word is no surname the tables lack (#GoldenGlobes).
    return frequency(piece) < _RARE and piece.lower() not in english_words()


# Inhabitants under which a town's name after a first name in a file's name is a surname
# (Demirci 21,000, Soest 48,000); a city (Essen, Berlin) is the city.
_SMALL_TOWN = 100_000


def _small_town(piece: str) -> bool:
    """A place's name of no firm or people's name whose every place is a small town."""
    key = (piece.casefold(),)
    if key in organisations() or key in demonyms():
        return False
    return all(e.weight < _SMALL_TOWN for e in places().get(key))


def _listed_surname(piece: str) -> bool:
    """A surname of the tables, no frequent word, place or firm."""
    return name_kinds(piece)[1] is not None and _surname(piece, marked=True)


# A chat's emoji shortcode (``:oma_lene:``), and a custom emoji's markup around it (Discord's
# ``<:klaus_face:812345678901234567>``, ``<a:name:id>`` for an animated one): a server names its
# own emoji after its people as a hashtag does, so the code is read as a hashtag is.
_SHORTCODE = regex.compile(r"(?:(?<=<a?)|(?<![\p{L}\p{N}_:]))(:)([\p{L}\p{N}]+(?:[_\-][\p{L}\p{N}]+)+)(?=:)")
# Kinship words glued to a name in a shortcode (``oma_lene``): the name's, no name of their own.
_KIN = frozenset(
    "mama papa mami papi mutti vati oma opa omi opi tante onkel mom mum dad grandma grandpa granny".split()
)


def shortcode_names(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each first name in an emoji shortcode of two pieces or more
    (``:klaus_face:``, ``:oma_lene:``), and of a first name and a surname glued there: one piece
    alone (``:joy:``, ``:sunny:``) is the standard emoji's name."""
    for match in _SHORTCODE.finditer(text):
        word, offset = match.group(2), match.start(2)
        # A standard emoji's own code names no one, whatever words it holds (:teddy_bear:,
        # :santa_claus:, :man_judge:): the list of GitHub's gemoji, which chat platforms share.
        if is_standard_emoji(word):
            continue
        # A name of words (:cherry_blossom:, :candy_cane:) is the standard emoji's.
        found = [
            (a, b)
            for a, b in _glued(":", word, offset)
            if not all(p.casefold() in english_words() for p in regex.split(r"[_\-]", text[a:b]) if p)
        ]
        yield from found
        for piece in _PIECE.finditer(word):
            start, end = offset + piece.start(), offset + piece.end()
            name = piece.group()
            if (
                name.isalpha()
                and name.casefold() not in _KIN
                # The standard emoji's names are words: :face_with_tears_of_joy:, :angel_face:
                and name.casefold() not in english_words()
                and _first_name(name.capitalize(), True)
                and not any(a <= start and end <= b for a, b in found)
            ):
                yield start, end


def glued_names(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each first name and surname glued into a word of ``text``."""
    for match in _WORD.finditer(text):
        yield from _glued(match.group(1), match.group(2), match.start(2))


# The words a hashtag puts before one person's name (``#TeamKowarik``, ``#FreeHerbert``,
# ``#GuteBesserungJutta``, ``#PrayForAylin``, ``#HappyBirthdayMo``): German and English.
_HASHTAG_FRAMES = frozenset(
    "team free go love danke thanks thankyou happy birthday besserung getwell rip pray for justice miss "
    "wir alle forever gute alles liebe welcome willkommen congrats glückwunsch gratulation bravo support".split()
)


def hashtag_names(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of one first name or surname of the tables alone in a hashtag: the whole tag
    (``#Herbert``), after a hashtag's frame word (``#TeamKowarik``) or before a year or a number
    (``#Herbert2025``). A first name and a surname together are :func:`glued_names`'s."""
    for match in _WORD.finditer(text):
        if match.group(1) != "#":
            continue
        word, offset = match.group(2), match.start(2)
        pieces = list(_PIECE.finditer(word))
        public = public_pieces([p.group() for p in pieces])
        for k, piece in enumerate(pieces):
            name = piece.group()
            if not name.isalpha() or k in public or not (name[:1].isupper() or len(pieces) == 1 or k == 0):
                continue
            framed = k > 0 and all(p.group().casefold() in _HASHTAG_FRAMES for p in pieces[:k])
            alone = k == 0 and (len(pieces) == 1 or (len(pieces) == 2 and pieces[1].group().isdigit()))
            if not (framed and (k == len(pieces) - 1 or pieces[k + 1].group().isdigit()) or alone):
                continue
            written = name.capitalize()
            if is_dictionary_word(written) or known_elsewhere((written.casefold(),)):
                continue  # "#Corona2020", "#Mama": a word, a brand or a place
            # After a frame word a rare word is a surname the tables lack (#TeamKowarik).
            if _first_name(written, True) or _listed_surname(written) or framed and _surname(written, True):
                yield offset + piece.start(), offset + piece.end()


def _glued(mark: str, word: str, offset: int) -> Iterator[tuple[int, int]]:
    """(start, end) of each first name and surname glued into ``word`` (at ``offset``), marked
    by ``mark`` as a hashtag, a handle or a shortcode, or not."""
    marked = _marked(mark, word)
    in_file = _EXTENSION.search(word) is not None
    if not marked and not _camel(word):
        return
    pieces = list(_PIECE.finditer(word))
    public = public_pieces([p.group() for p in pieces])
    k = 0
    while k + 1 < len(pieces):
        first, last = pieces[k], pieces[k + 1]
        name = first.group(), last.group()
        written = word[first.end() : last.start()] in ("", "_", "-", ".")
        # All in capitals or all in small letters, or each piece capitalised: a name's case.
        cased = (
            all(p.islower() for p in name)
            or all(p.isupper() for p in name)
            or all(p[:1].isupper() and p[1:].islower() for p in name)
        )
        if (
            written
            and cased
            and not public & {k, k + 1}
            and name[0].isalpha()
            and name[1].isalpha()
            and (
                _first_name(name[0].capitalize(), marked)
                and _surname(name[1].capitalize(), marked, in_file)
                # A file name writes the surname first as often (``Kowalski_Petra_Zeugnis.pdf``):
                # there only a surname of the tables counts, a rare word before a first name
                # being a file's own word as often (``Scan_Petra``).
                or marked
                and _listed_surname(name[0].capitalize())
                and _first_name(name[1].capitalize(), marked)
            )
        ):
            yield offset + first.start(), offset + last.end()
            k += 2
        else:
            k += 1


# A file's name as a word of the text: letters and digits joined by "_" or "-", and an extension.
_FILE_WORD = regex.compile(r"[\p{L}\p{N}]+(?:[_\-][\p{L}\p{N}]+)+\.\p{L}[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}])")


def unnamed_file_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies in a file's name (``Kubernetes_Helm.md``) in which the
    rule of glued names finds no first name and surname: words joined in a file's name are a
    person only on that evidence, not on their capitals (a tagger reads two rare words as one)."""
    left = start
    while left > 0 and not text[left - 1].isspace():
        left -= 1
    word = _FILE_WORD.match(text, left)
    if word is None or word.end() < end or text[left : word.start()]:
        return False
    return not any(left + s < end and start < left + e for s, e in glued_names(word.group()))


def public_pieces(pieces: list[str]) -> set[int]:
    """The pieces of a public person's name: ``Taylor``, ``Swift`` of ``#TaylorSwift``, a double
    surname's parts (``#LenaMeyerLandrut``), a name of three words (``#LanaDelRey``)."""
    found: set[int] = set()
    folded = [p.casefold() for p in pieces]
    for k in range(len(folded) - 1):
        for n in (2, 3):
            rest = folded[k + 1 : k + n]
            if k + n <= len(folded) and (
                notable().get((folded[k], "-".join(rest))) or notable().get((folded[k], *rest))
            ):
                found.update(range(k, k + n))
    return found


@register
class GluedNameDetector(Detector):
    name = "glued_names"
    categories = frozenset({Category.PER})
    linear = True
    # Most posts hold no hashtag, handle, underscore, file name or inner capital: one scan says so.
    _REQUIRES = regex.compile(
        r"[_#@]|[\p{L}\p{N}]\.\p{L}[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}])|\p{Ll}\p{Lu}|:[\p{L}\p{N}]+-[\p{L}\p{N}]"
    )

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        if self._REQUIRES.search(post.text) is None:
            return
        for start, end in glued_names(post.text):
            yield Mention(start, end, Category.PER, None, "medium", "person:glued")
        if "#" in post.text:
            for start, end in hashtag_names(post.text):
                yield Mention(start, end, Category.PER, None, "medium", "person:hashtag")
        if ":" in post.text:
            for start, end in shortcode_names(post.text):
                yield Mention(start, end, Category.PER, None, "medium", "person:shortcode")
