"""The text of a post as detectors see it, and the way back from text offsets to the tree.

A detector gets a :class:`PostText`: one string, its tokens with character offsets, and who wrote
the post. Tokenised posts (``<w>`` elements) give one token per ``<w>``, joined by single spaces;
untokenised posts give their character data, tokenised here only for the detectors' benefit.
Text that must not be annotated again (existing ``<name>``/``<ref>`` annotations, ``<time>``,
``<gap>``, figures, feature structures) is left out and replaced by :data:`BARRIER`, a character
that no detector pattern matches, so that no mention can run across it.

Detectors read the text as it displays, one character for one (:func:`~teianon.read.reader.legible`):
``ⓛⓔⓛⓐ②``, full-width letters, small capitals and a Cyrillic ``е`` inside a Latin word read as
the Latin letters they show, so that ``lеla2`` is found as the participant ``lela2``; the
offsets, and so the markup around what is found, are those of the characters as written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Literal

import regex
from lxml import etree

from .line_ends import divides_line, next_token, number_ends_line, token_divides
from .places import BLOCK_TAGS, inside_word
from .reader import legible
from .readings import ALTERNATIVES, in_place
from .shelfmarks import is_private_file
from .tei import TEI_NS, is_project_metadata, records_in_prose, tei

BARRIER = "\ue000"

# Elements whose content is not running text of the post.
_W = tei("w")
_SKIPPED = frozenset(tei(n) for n in ("time", "gap", "figure", "fs", "graphic", "media", "interp"))


def _text(element: etree._Element, separator: str = "") -> str:
    # lxml-stubs type itertext()'s pieces str | bytes; lxml gives str.
    return separator.join(element.itertext())  # type: ignore[arg-type]


def _cited(element: etree._Element) -> bool:
    """A record the header's prose cites (a ``bibl``, a ``respStmt``, a project's ``ref``) that
    stays the publisher's: no text to detect in, as the stylesheet leaves it as it is; and a
    private person's file (:func:`~teianon.read.shelfmarks.is_private_file`), which the hidden
    pass replaces whole."""
    # A private person's file in a bibliography's entry is replaced whole, where markup cannot go.
    return element.tag in records_in_prose() and is_project_metadata(element) or is_private_file(element)


def _ends_text(child: etree._Element, parent: etree._Element) -> bool:
    """Does ``child`` end a stretch of running text? A block does, except a line break inside a
    word (``le<lb break="no"/>la2`` reads "lela2"). No mention may span a block."""
    return child.tag in BLOCK_TAGS and not (child.tag == _LB and (child.get("break") == "no" or inside_word(child)))


def _left_out(child: etree._Element, parent: etree._Element) -> bool:
    """Is ``child`` a reading of a ``<choice>`` (a ``<subst>``, an ``<app>``) that the view leaves
    out? One reading is read in place, with the words around it; the others are texts of their own
    (:mod:`.readings`)."""
    return parent.tag in ALTERNATIVES and child is not in_place(parent)


_LB = tei("lb")
_PC = tei("pc")


_LAST_WORD = regex.compile(r"[\p{L}\p{M}]+\.?$")
_FIRST_WORD = regex.compile(r"^\p{Lu}[\p{L}\p{M}'’-]*")
# A word that ends its line in a hyphen after a letter (``Ottersbach-``).
_HYPHEN_END = regex.compile(r"[\p{L}\p{M}]-$")


def _line_join(last_text: str, next_text: str) -> str | None:
    """How the words on either side of a line break read: ``""`` as one word, ``" "`` as two
    words of one name, ``None`` as the end of the text there.

    A hyphen after a letter at a line's end and a capital after the break is a compound written
    with its hyphen (``Ottersbach-<lb/>Wiese``, ``Online-<lb/>Kurs``): German writes the part after
    a hyphen capitalised only where the hyphen is the word's own, never where it divides a word
    for the line (``Kur-<lb/>haus``). Otherwise a break inside a person's or a place's name
    (``Mr. Eero<lb/>Vänskä``, ``Bad<lb/>Kissingen``) reads as a space; a line's first word is as
    often a new sentence's (``Peter<lb/>Danke nochmal``, ``bei Maria<lb/>Sonntag``), and a break
    after punctuation or before a lower-case word ends the text there (``Yours,<lb/>Aino``, an
    address's lines)."""
    # A file written with its lines indented (``Bad<lb/>`` and a new line, then ``Kissingen``)
    # puts white space after the break: the words still meet there, as two words of a name.
    indented = next_text[:1].isspace()
    following = _FIRST_WORD.match(next_text.lstrip())
    if following is None:
        return None
    if _HYPHEN_END.search(last_text):
        return None if indented else ""
    last = _LAST_WORD.search(last_text)
    if last is None or name_across_break is None:
        return None
    return " " if name_across_break(last.group(), following.group()) else None


def _breaks_a_name(child: etree._Element, before: list[str]) -> str | None:
    """What a line break (``<lb/>``, empty) between the characters ``before`` and its tail reads
    as, by :func:`_line_join`."""
    if child.tag != _LB or child.get("break") == "no" or len(child) or child.text or not before:
        return None
    return _line_join(before[-1], child.tail or "")


def _token_break(child: etree._Element, tokens: list[Token]) -> str | None:
    """:func:`_line_join` for a line break between two ``<w>`` tokens."""
    rest = next_token(child, tokens) if child.get("break") != "no" else None
    return None if rest is None else _line_join(tokens[-1].text, rest)


# Whether two words on either side of a line break are parts of one person's or place's name:
# set by the detection stage (:mod:`teianon.detect.person_words`), which has the name tables this stage may
# not import. Unset, no break joins a name.
name_across_break: Callable[[str, str], bool] | None = None


ANNOTATION_REF_TYPES = frozenset(
    t.lower()
    for t in [
        "PER",
        "NICK",
        "ORG",
        "LOC",
        "GPE",
        "GEO_DE",
        "OTH",
        "ROOM",
        "URL",
        "EMAIL",
        "NUMBER",
        "IMPLICIT",
        "CITATION",
        "nickname",
        "addressingTerm",
    ]
)

# A letter or a digit: what makes a token a word (not punctuation or an emoticon).
HAS_WORD_CHARACTER = regex.compile(r"[\p{L}\p{N}]")
# Word-like tokens keep inner dots, hyphens, underscores and apostrophes (robbie.jones,
# lela_2, don't); everything else that is not space is a token of its own.
WORD_TOKEN = regex.compile(r"[\w]+(?:[.\-_'’][\w]+)*|[^\w\s\ue000]")


_NAME, _REF, _M, _TIME = tei("name"), tei("ref"), tei("m"), tei("time")


# A placeholder of any corpus ([_PERSONNAME_], [_NUMBER-1_], [_MALE-PARTICIPANT-A04_]), as the
# stylesheet's teianon:placeholder-pattern.
_PLACEHOLDER = regex.compile(r"\[_[A-Z0-9_\-]*_\]")
_WORD_LEFT = regex.compile(r"[\p{L}\p{N}]{2}")


def holds_placeholder_and_words(element: etree._Element) -> bool:
    """An annotation the corpus anonymised already that holds more than its placeholder
    (``<name type="PER">[_PERSONNAME_] (eigentlich Anna Muster)</name>``): the stylesheet keeps
    it as it stands, so the words beside the placeholder are read as any other text is."""
    if element.tag == _W or not is_existing_annotation(element):
        return False
    if (element.get("type") or "").lower() == "addressingterm":
        # Its words beside the name are the corpus's decision about an address ("Nick [onAir]",
        # "Nick sysse"): the name is the placeholder.
        return False
    text = _text(element)
    if "[_" not in text:
        return False
    rest = _PLACEHOLDER.sub(" ", text)
    return rest != text and _WORD_LEFT.search(rest) is not None


def is_existing_annotation(element: etree._Element) -> bool:
    """A ``<name>`` or an anonymisation ``<ref>`` already in the file (a person's or ours)."""
    tag = element.tag
    if tag == _NAME:
        return True
    if tag == _REF:
        return (element.get("type") or "").lower() in ANNOTATION_REF_TYPES
    if tag == _W:
        return any(m.get("function") == "name" for m in element.iter(_M))
    return False


@dataclass(frozen=True)
class Token:
    """A token with its place in :attr:`PostText.text`; ``element`` is its ``<w>`` if any."""

    start: int
    end: int
    text: str
    element: etree._Element | None = None

    @property
    def pos(self) -> str | None:
        """The corpus's part-of-speech tag of a ``<w>`` (``@pos``, else ``@type``), if any."""
        if self.element is None:
            return None
        return self.element.get("pos") or self.element.get("type")


@dataclass(frozen=True)
class Piece:
    """A run of character data of an untokenised post: ``owner.text`` or ``owner.tail``."""

    start: int
    end: int
    owner: etree._Element
    slot: Literal["text", "tail"]
    # Characters at the start of the run that the view leaves out: the indentation before the
    # rest of a word divided at a line's end (``Hollen-<lb/>`` and a new line, then ``horst``).
    skip: int = 0


@dataclass(frozen=True)
class PostText:
    post: etree._Element
    text: str
    tokens: tuple[Token, ...]
    tokenised: bool
    pieces: tuple[Piece, ...] = ()
    # False for text outside the posts (a title, a header note): nobody is addressed there.
    conversational: bool = True
    # What a barrier stands for where it replaces an earlier annotation: offset of the barrier
    # -> the annotation's text. Context for a statistical tagger, which must see the sentence
    # as it was when it first read it; never text to propose.
    hidden: tuple[tuple[int, str], ...] = ()
    # The punctuation of a tokenised post (``<pc>``), which its text leaves out: the offset where
    # each mark stands (the end of the token before it) -> the mark. Context for the tagger, which
    # learnt its names from sentences with their punctuation and must not run a name across a
    # sentence's end (``by June. Ravi Patel``).
    marks: tuple[tuple[int, str], ...] = ()

    @property
    def author(self) -> str | None:
        """The participant id of ``@who`` (the first one, without ``#``)."""
        who = (self.post.get("who") or "").split()
        return who[0].lstrip("#") if who else None

    @cached_property
    def folded(self) -> str:
        """The text case-folded, once per view: a dozen detectors look for their cue words in
        it (a frozen dataclass still has a ``__dict__`` for this; :func:`dataclasses.replace`
        makes a new view, which folds its own text)."""
        return self.text.casefold()

    def word_tokens(self) -> list[Token]:
        """Tokens that contain a letter or digit (not punctuation, not emoticons)."""
        return [t for t in self.tokens if HAS_WORD_CHARACTER.search(t.text)]


def _joins(token: etree._Element | None, side: str) -> bool:
    """The token's ``@join`` says it is written without a space on that side."""
    return token is not None and token.get("join") in (side, "both")


def _spaced(post: etree._Element) -> bool:
    """Does the post write white space between its tokens (most ``<w>`` followed by another
    have a blank tail)? Then two tokens written without it are one word of the text. A mark's
    token written against a word (``<w>Meyer</w><w>-</w><w>Schmed</w>``) says nothing either way:
    only two words side by side count as written tight."""
    blank = tight = 0
    for token in post.iter(_W):
        following = token.getnext()
        if following is None or following.tag != _W:
            continue
        if token.tail:
            blank += 1
        elif HAS_WORD_CHARACTER.search(token.text or "") and HAS_WORD_CHARACTER.search(following.text or ""):
            tight += 1
    return blank > 2 * tight


def _unspaced(last: Token, token: etree._Element, text: str) -> bool:
    """In a post that spaces its tokens, ``token`` (reading ``text``) follows the token ``last``
    with no space between, a letter after a letter and in lower case (``<w>Brenn</w><w>holt</w>``):
    the rest of one word, split by the tokeniser. A capital starts a word of its own."""
    before = last.element
    return (
        before is not None
        and before.getnext() is token
        and not before.tail
        and last.text[-1:].isalpha()
        and text[:1].isalpha()
        and text[:1].islower()
    )


def _token_within(child: etree._Element, tokens: list[Token]) -> bool:
    """A line break between two plain ``<w>`` tokens, after a word's letter."""
    rest = next_token(child, tokens)
    return rest is not None and tokens[-1].text[-1:].isalpha() and rest[:1].isalpha()


def _token_inside(child: etree._Element, tokens: list[Token], spaced: bool) -> bool:
    """A plain line break between two ``<w>`` tokens with no space on either side, in a post
    that spaces its tokens, a lower-case letter after a letter or a digit after a digit
    (``<w>Eus</w><lb/><w>ebia</w>``): one word the line divides, as :func:`inside_word` reads
    character data."""
    if not spaced or child.get("break") is not None or child.tail or not tokens:
        return False
    previous = child.getprevious()
    if previous is None or previous is not tokens[-1].element or previous.tail:
        return False
    rest = next_token(child, tokens)
    if not rest:
        return False
    last, first = tokens[-1].text[-1:], rest[:1]
    return (last.isalpha() and first.islower()) or (last.isdigit() and first.isdigit())


def spaces_tokens(post: etree._Element) -> bool:
    """Does ``post`` write white space between its tokens (:func:`_spaced`)? For the self-audit,
    which joins tokens across a line break as this view does (:func:`tokens_meet`)."""
    return _spaced(post)


def tokens_meet(child: etree._Element, spaced: bool) -> Literal["", "-"] | None:
    """How the tokenised view reads a line break ``child`` between two ``<w>`` tokens (``spaced``:
    its parent spaces its tokens): ``""`` where the tokens meet as one word (``<w>Eus</w><lb/>
    <w>ebia</w>``, ``break="no"``, ``<w>Ottersbach-</w><lb/><w>Wiese</w>``), ``"-"`` where they
    meet without the first one's hyphen (``<w>Hasel-</w><lb/><w>brink</w>``), None where the
    break parts them. The self-audit reads the output with this, so that it never sees less of a
    word than detection did."""
    previous = child.getprevious()
    if child.tag != _LB or previous is None or previous.tag != _W:
        return None
    text = _text(previous) if len(previous) else previous.text or ""
    if not text:
        return None
    tokens = [Token(0, len(text), legible(text), previous)]
    if _token_inside(child, tokens, spaced):
        return ""
    if child.get("break") == "no" and _token_within(child, tokens):
        return ""
    if token_divides(child, tokens):
        return "-"
    return "" if _token_break(child, tokens) == "" else None


def _tokenised_view(post: etree._Element) -> PostText:
    parts: list[str] = []
    tokens: list[Token] = []
    hidden: list[tuple[int, str]] = []
    marks: list[tuple[int, str]] = []
    length = 0
    pending_barrier = False
    pending_text: list[str] = []
    # A line break inside a compound (``<w>Ottersbach-</w><lb/><w>Wiese</w>``): its tokens meet.
    glued = False

    def add(chunk: str) -> None:
        nonlocal length
        parts.append(chunk)
        length += len(chunk)

    spaced = _spaced(post)

    # walk is handed itself (``again``) rather than calling itself through its closure: that
    # cycle (function, cell, tokens, their <w>) kept the whole document alive until the
    # collector's next full pass.
    # Inside an anonymised annotation that holds more (holds_placeholder_and_words): its
    # placeholders are no words of the text.
    masking = False

    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        nonlocal pending_barrier, length, glued, masking
        for child in element:
            tag: object = child.tag  # a comment's or PI's is a function; lxml-stubs say str
            if not isinstance(tag, str):
                continue
            if tag == _W:
                # Most tokens are a <w> with text and nothing inside: no <m> to look for.
                if len(child) and is_existing_annotation(child) or masking and _PLACEHOLDER.search(child.text or ""):
                    pending_barrier = True
                    pending_text.append(_text(child))
                    continue
                text = _text(child) if len(child) else child.text or ""
                # Most tokens are plain ASCII, which reads as it is written.
                if not text.isascii():
                    text = legible(text)
                # TEI's @join: a token written without a space after the one before it
                # (<w>Hil</w><w join="left">trud</w> reads "Hiltrud").
                # A mark between the two (<pc>) takes the join: "morgen<pc>,</pc> Wilhelm" stays apart.
                marked = bool(marks) and marks[-1][0] == length
                joins = _joins(child, "left") or _joins(tokens[-1].element, "right") if tokens else False
                joins = joins or spaced and bool(tokens) and _unspaced(tokens[-1], child, text)
                if tokens and not pending_barrier and not marked and joins:
                    glued = True
                if tokens:
                    if pending_barrier:
                        if pending_text:
                            hidden.append((length + 1, " ".join(pending_text)))
                        add(f" {BARRIER} ")
                    elif not glued:
                        parts.append(" ")
                        length += 1
                pending_barrier = glued = False
                pending_text.clear()
                tokens.append(Token(length, length + len(text), text, child))
                parts.append(text)
                length += len(text)
            elif _left_out(child, element):
                continue
            elif holds_placeholder_and_words(child):
                pending_barrier = True
                masking, was = True, masking
                again(child, again)
                masking = was
                pending_barrier = True
            elif is_existing_annotation(child) or tag in _SKIPPED or _cited(child):
                if is_existing_annotation(child):
                    pending_text.append(" ".join(_text(w, " ") for w in child.iter(_W)) or _text(child))
                pending_barrier = pending_barrier or tag != _TIME
            elif tag == _LB and not pending_barrier and _token_inside(child, tokens, spaced):
                glued = True  # <w>Eus</w><lb/><w>ebia</w>: one word, as with break="no"
            elif tag == _LB and not pending_barrier and child.get("break") == "no" and _token_within(child, tokens):
                # <w>Kas</w><lb break="no"/><w>par</w>: the encoder says the line ends inside
                # one word; the tokens meet as @join would make them.
                glued = True
            elif tag == _LB and not pending_barrier and token_divides(child, tokens):
                # <w>Hasel-</w><lb/><w>brink</w> reads "Haselbrink": the first token's hyphen
                # leaves the view (its offsets from the token's start stay), the tokens meet.
                last = tokens.pop()
                tokens.append(replace(last, end=last.end - 1, text=last.text[:-1]))
                parts[-1] = parts[-1][:-1]
                length -= 1
                glued = True
            elif tag == _LB and not pending_barrier and (joined := _token_break(child, tokens)) is not None:
                glued = not joined
            elif tag == _PC and not len(child):
                marks.append((length, child.text or ""))
            else:
                block = _ends_text(child, element)
                if block:
                    pending_barrier = True
                again(child, again)
                if block:
                    pending_barrier = True

    walk(post, walk)
    return PostText(post, "".join(parts), tuple(tokens), tokenised=True, hidden=tuple(hidden), marks=tuple(marks))


def _untokenised_view(post: etree._Element) -> PostText:
    parts: list[str] = []
    pieces: list[Piece] = []
    hidden: list[tuple[int, str]] = []
    length = 0

    masking = False

    def add_piece(owner: etree._Element, slot: Literal["text", "tail"], value: str | None, skip: int = 0) -> None:
        nonlocal length
        if value and masking and "[_" in value:
            # An earlier anonymisation's placeholder reads as a barrier, the words beside it as text.
            at = 0
            for found in _PLACEHOLDER.finditer(value):
                add_piece_plain(owner, slot, value[at : found.start()], skip + at)
                add_barrier()
                at = found.end()
            add_piece_plain(owner, slot, value[at:], skip + at)
            return
        add_piece_plain(owner, slot, value, skip)

    def add_piece_plain(owner: etree._Element, slot: Literal["text", "tail"], value: str | None, skip: int) -> None:
        nonlocal length
        if value:
            pieces.append(Piece(length, length + len(value), owner, slot, skip))
            parts.append(legible(value))
            length += len(value)

    def drop_last() -> None:
        """The last character of the last piece leaves the view (a divided word's hyphen)."""
        nonlocal length
        last = pieces.pop()
        parts[-1] = parts[-1][:-1]
        length -= 1
        if last.end - 1 > last.start:
            pieces.append(replace(last, end=last.end - 1))

    def add_barrier() -> None:
        nonlocal length
        parts.append(BARRIER)
        length += 1

    def add_space() -> None:
        nonlocal length
        parts.append(" ")
        length += 1

    # Handed itself, as in _tokenised_view: no cycle holds the document.
    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        nonlocal masking
        add_piece(element, "text", element.text)
        for child in element:
            tag: object = child.tag  # a comment's or PI's is a function; lxml-stubs say str
            if not isinstance(tag, str):
                pass  # comments and processing instructions: only their tail is text
            elif _left_out(child, element):
                pass  # another reading of a <choice>: read on its own; its tail is text
            elif holds_placeholder_and_words(child):
                add_barrier()
                masking, was = True, masking
                again(child, again)
                masking = was
                add_barrier()
            elif is_existing_annotation(child) or tag in _SKIPPED or _cited(child):
                if is_existing_annotation(child):
                    hidden.append((length, _text(child)))
                add_barrier()
            elif tag == _LB and divides_line(child, parts):
                # "Hollen-<lb/>horst" reads "Hollenhorst": the hyphen and the indentation after
                # the break leave the view; both stay in the tree.
                drop_last()
                tail = child.tail or ""
                blank = len(tail) - len(tail.lstrip())
                add_piece(child, "tail", tail[blank:], skip=blank)
                continue
            elif tag == _LB and number_ends_line(child, parts):
                add_barrier()  # "… 56 78<lb/>7 rue des Lilas": the next line is an address's
            elif tag == _LB and (joined := _breaks_a_name(child, parts)) is not None:
                if joined:
                    add_space()  # "Mr. Eero<lb/>Vänskä": a line's end inside a name is a space
                tail = child.tail or ""
                # The indentation after the break reads as spaces, not as a line of its own.
                blank = len(tail) - len(tail.lstrip())
                add_piece(child, "tail", " " * blank + tail[blank:])
                continue
            else:
                block = _ends_text(child, element)
                if block:
                    add_barrier()
                again(child, again)
                if block:
                    add_barrier()
            add_piece(child, "tail", child.tail)

    walk(post, walk)
    text = "".join(parts)
    tokens = tuple(Token(m.start(), m.end(), m.group()) for m in WORD_TOKEN.finditer(text))
    return PostText(post, text, tokens, tokenised=False, pieces=tuple(pieces), hidden=tuple(hidden))


def _bare(value: str | None) -> bool:
    return value is not None and HAS_WORD_CHARACTER.search(value) is not None


def _has_bare_text(post: etree._Element) -> bool:
    """Does a post with ``<w>`` tokens also hold words outside them? Such half-tokenised posts
    are read as characters, so that no word outside a token goes unseen."""

    # Handed itself, as in _tokenised_view: no cycle holds the document.
    def walk(element: etree._Element, again: Callable[..., bool]) -> bool:
        tag: object = element.tag
        if tag != _W and isinstance(tag, str) and tag not in _SKIPPED and _bare(element.text):
            return True
        for child in element:
            # Most tails between tokens are white space, which holds no word character: the
            # test without the pattern (this runs for every token each time a view is made).
            tail = child.tail
            if tail and not tail.isspace() and HAS_WORD_CHARACTER.search(tail) is not None:
                return True
            tag = child.tag
            if tag != _W and isinstance(tag, str) and again(child, again):
                return True
        return False

    return walk(post, walk)


def character_pieces(element: etree._Element) -> tuple[Piece, ...]:
    """The runs of character data below ``element``, with offsets into its untokenised view."""
    return _untokenised_view(element).pieces


def post_text(post: etree._Element, conversational: bool = True) -> PostText:
    """The detectors' view of ``post``: tokenised when it has ``<w>`` descendants.

    ``conversational=False`` reads a stretch of text outside the posts (header prose).
    """
    tokenised = next(post.iter(_W), None) is not None and not _has_bare_text(post)
    view = _tokenised_view(post) if tokenised else _untokenised_view(post)
    return view if conversational else replace(view, conversational=False)


__all__ = ["BARRIER", "TEI_NS", "Piece", "PostText", "Token", "character_pieces", "is_existing_annotation", "post_text"]
