"""Where a reader sees text outside the posts, as replacement and audit both search it.

One definition for both, so that the audit never looks at less than replacement does: the
attributes that classify, date or style (their list lives in the stylesheet), which of their
values are controlled tokens that replacement leaves alone, the markup that does not break a
word, and the whole-word search for a set of strings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import regex
from lxml import etree

from ..resources import shipped
from .xmlio import parse_file


def whole_words(strings: Iterable[str], ignore_case: bool = True) -> regex.Pattern[str]:
    """Any of ``strings`` as a whole word (not inside a longer run of letters and digits), the
    longest first: the search of the audit (in any case, unless the text is folded already).
    The reader's search takes the same finds from its automaton
    (:meth:`teianon.read.search.ReaderSearch.whole`), as a file's pattern is compiled afresh."""
    return regex.compile(
        r"(?<![\p{L}\p{N}])(?:"
        + "|".join(regex.escape(s) for s in sorted(strings, key=len, reverse=True))
        + r")(?![\p{L}\p{N}])",
        regex.IGNORECASE if ignore_case else 0,
    )


@lru_cache(maxsize=1)
def descriptive_attributes() -> frozenset[str]:
    """Attributes that classify, date or style (type, when, ana, ...).

    Their controlled values (:func:`is_controlled_token`: ``type="logfile"``, ``when="2026-11-25"``)
    are never changed; any other value (``style="font-family: lela2"``, a URL in ``rendition``)
    is searched and replaced like every attribute. The audit searches them all: a name in a
    controlled value is a leak that refuses the file. The list lives in the stylesheet
    (``hidden.xsl``), so that the stylesheet run on its own and teianon agree.
    """
    return _stylesheet_names("hidden.xsl", "teianon:descriptive-attributes")


@lru_cache(maxsize=1)
def pointer_attributes() -> frozenset[str]:
    """Attributes whose values are pointers or URIs (``who``, ``corresp``, ``ref``, ``target``);
    the list lives in the stylesheet (``functions.xsl``)."""
    return _stylesheet_names("functions.xsl", "teianon:pointer-attributes")


@lru_cache(maxsize=1)
def project_elements() -> frozenset[str]:
    """The TEI elements (local names) of the project's own metadata: editors, publicationStmt,
    encodingDesc, ... The list lives in the stylesheet (``functions.xsl``), which replaces only
    participants' and rooms' names and addresses there; detection does not read them."""
    return _stylesheet_names("functions.xsl", "teianon:project-elements")


@lru_cache(maxsize=1)
def declaration_elements() -> frozenset[str]:
    """The parts of ``encodingDesc`` (local names) whose blocks are free prose about the
    collection (``projectDesc``, ``samplingDecl``, ``editorialDecl``, ...), read as header text."""
    return _stylesheet_names("functions.xsl", "teianon:declarations")


@lru_cache(maxsize=1)
def declaration_blocks() -> tuple[frozenset[str], frozenset[str]]:
    """The blocks of prose in those declarations (``p``, ``ab``, ``item``, ...), and the
    elements that may stand between such a block and its declaration (a ``list``, another block)."""
    return (
        _stylesheet_names("functions.xsl", "teianon:declaration-blocks"),
        _stylesheet_names("functions.xsl", "teianon:block-containers"),
    )


@lru_cache(maxsize=1)
def records_in_prose() -> frozenset[str]:
    """What such a paragraph cites and leaves the publisher's (``bibl``, ``respStmt``, ``ref``, ...)."""
    return _stylesheet_names("functions.xsl", "teianon:records-in-prose")


def _stylesheet_names(module: str, name: str) -> frozenset[str]:
    """The quoted strings of an ``xsl:variable`` of one of the stylesheet's modules."""
    path = shipped("xslt", "teianon.xsl") / "modules" / module
    variable = parse_file(path).getroot().find(f"{{http://www.w3.org/1999/XSL/Transform}}variable[@name='{name}']")
    assert variable is not None, f"the shipped {module} declares no {name}"
    return frozenset(regex.findall(r"'([^']+)'", variable.get("select", "")))


# One word of a vocabulary, a date, a code: no space, no slash, no "@" (hidden.xsl has the same test).
_CONTROLLED = regex.compile(r"[\p{L}\p{N}_.:#+\-]+")


def is_controlled_token(value: str) -> bool:
    """A value of a descriptive attribute that replacement leaves as it is: one token of a
    vocabulary (``italic``, ``2026-11-25``, ``teianon:number.iban``), not prose nor a URL."""
    return _CONTROLLED.fullmatch(value.strip()) is not None


_TEI = "{http://www.tei-c.org/ns/1.0}"
# Elements that render their content inside the running word: ``<hi>le</hi>la2`` reads "lela2".
_INLINE = frozenset(
    _TEI + n
    for n in (
        "hi",
        "emph",
        "c",
        "g",
        "seg",
        "add",
        "unclear",
        "supplied",
        "orig",
        "reg",
        "sic",
        "corr",
        "abbr",
        "expan",
        "ex",
        "am",
        "foreign",
        "mod",
        "subst",
        "damage",
        "restore",
        "surplus",
        "secl",
    )
)
_ALTERNATIVES = frozenset(_TEI + n for n in ("choice", "subst", "app"))
_MILESTONES = frozenset(_TEI + n for n in ("lb", "pb", "cb", "milestone"))
_LB = _TEI + "lb"
# Elements that stand apart from their neighbours on the page: paragraphs, verse lines, list
# items, a table's cells and rows, the parts of a letter's opener, closer and title page. Two of
# them side by side (``<cell>Fahrer</cell><cell>Kilian Ebersbacher</cell>``) read as two texts,
# however the file is indented; the view puts a barrier there, and the audit and the hidden
# strings read their texts apart as well (they join words only across :data:`JOINING_TAGS`).
BLOCK_TAGS = frozenset(
    _TEI + n
    for n in (
        *("p", "ab", "lb", "div", "head", "l", "lg", "item", "list", "label", "quote", "signed", "trailer"),
        *("table", "row", "cell", "opener", "closer", "salute", "dateline", "address", "addrLine", "postscript"),
        *("byline", "docAuthor", "docTitle", "titlePart", "docImprint", "docEdition", "docDate", "argument"),
        *("epigraph", "sp", "speaker", "stage", "u", "note", "castList", "castItem", "listBibl", "floatingText"),
        # A cast list's entry: its role, its description and its actor are read apart.
        *("castGroup", "role", "roleDesc", "actor"),
        # A source document's line (sourceDoc): a zone of lines is read whole, each line apart.
        "line",
    )
)
# Every element that may join words (for ``iter``; comments and processing instructions do too).
JOINING_TAGS = (*_INLINE, *_MILESTONES)


def joins_words(element: etree._Element) -> bool:
    """Inline markup that does not end a word: a reader reads its text with its neighbours'.
    (A ``<choice>`` or ``<subst>`` does end one: its readings are alternatives, each read on its own.)"""
    if element.tag not in _INLINE:
        return False
    parent = element.getparent()
    return parent is None or parent.tag not in _ALTERNATIVES


def breaks_no_word(element: etree._Element) -> bool:
    """A line, page or column break inside a word (``le<lb break="no"/>la2``), or a comment or
    processing instruction, which a reader does not see at all."""
    tag: object = element.tag  # a comment's or PI's is a function; lxml-stubs say str
    if not isinstance(tag, str):
        return True
    return tag in _MILESTONES and (element.get("break") == "no" or inside_word(element))


_NUMBER_GOES_ON = regex.compile(r"(?:(?<![\p{L}\p{N}])[0+]\d*|\d+[ ./-]\d+)$")
_POSTCODE_TOWN = regex.compile(r"\d{4,5}\s+\p{Lu}")


def inside_word(element: etree._Element) -> bool:
    """A plain line break (no ``@break``, empty) with no white space on either side, between a
    letter and a lower-case letter or between two digits: a reader sees a word or a number
    the line divides without a hyphen (``Reim<lb/>ersdörfer``, ``0441<lb/>98 17``), as with
    ``break="no"``. A capital after it (``Anna<lb/>Berta``) begins a word of its own."""
    if element.tag != _LB or element.get("break") is not None or len(element) or element.text:
        return False
    after = element.tail or ""
    if not after:
        return False
    before = text_before(element)
    if not before:
        return False
    last, first = before[-1], after[0]
    if last.isdigit() and first.isdigit():
        # Digits go on across the break where they are a telephone number's (an area code's 0 or
        # a +, or groups of digits before), not a house number before a postcode's line
        # (``Wacholderstieg 6<lb/>31737 Rinteln``).
        return _NUMBER_GOES_ON.search(before) is not None and _POSTCODE_TOWN.match(after) is None
    if not (last.isalpha() and first.islower()):
        return False
    # Two words a line parts with no space (``Thank you<lb/>for``, ``the Old Mill<lb/>and``).
    if words_apart is None:
        return True
    last_word, first_word = _LAST_LETTERS.search(before), _FIRST_LETTERS.match(after)
    return last_word is None or first_word is None or not words_apart(last_word[0], first_word[0])


# Whether the words on either side of a plain line break written without a space are two words
# (a function word on one side, and no word together), not one word the line divides: set by
# the detection stage (:mod:`teianon.detect.person_words`), which has the word tables this
# stage may not import. Unset, every such break divides a word.
words_apart: Callable[[str, str], bool] | None = None
_LAST_LETTERS = regex.compile(r"\p{L}+$")
_FIRST_LETTERS = regex.compile(r"\p{L}+")


# A hyphen at a line's end after a letter: the hyphen-minus, U+2010 and the ``=`` that
# transcriptions write for Fraktur's double hyphen may be a compound's own
# (``Ottersbach-<lb/>Wiese``); a soft hyphen, ``¬`` and the double oblique hyphen of Fraktur
# transcriptions (``⸗``) only ever divide a word for the line.
_DIVIDING_END = regex.compile(r"[\p{L}\p{M}]([\-\u2010=]|[\u00ad\u00ac\u2e17])$")
# What follows the rest of a divided word: lower case (``Hollen-<lb/>horst``); a conjunction
# after a hyphen is a compound's left part standing for the whole (``Ein-<lb/>und Ausgang``).
_DIVIDED_REST = regex.compile(r"[\p{Ll}][\p{L}\p{M}]*")
_SUSPENDED = frozenset({"und", "oder", "bzw", "sowie", "bis", "noch", "als", "wie", "and", "or", "nor", "to"})


def divided_word(last_text: str, next_text: str) -> bool:
    """Is a word divided for the line at a break between ``last_text`` and ``next_text``? A
    hyphen after a letter and a lower-case word after the break (``Pfeifen-<lb/>berger``), or a
    hyphen that only divides (soft hyphen, ``¬``, ``⸗``) and any word. The view reads the
    word whole, without its hyphen, so that a name divided there is found as one."""
    end = _DIVIDING_END.search(last_text)
    if end is None:
        return False
    rest = next_text.lstrip()
    if end.group(1) in "-\u2010=":
        word = _DIVIDED_REST.match(rest)
        return word is not None and word.group().casefold() not in _SUSPENDED
    return rest[:1].isalpha()


def divides_word(element: etree._Element, before: str) -> bool:
    """Is ``element`` a line, page or column break (empty, not ``break="yes"``) inside a word
    divided for the line (:func:`divided_word`), after the characters ``before``?"""
    if element.tag not in _MILESTONES or element.get("break") == "yes" or len(element) or element.text:
        return False
    return divided_word(before, element.tail or "")


def text_before(element: etree._Element) -> str:
    """The character data right before ``element``: its previous sibling's tail, else its
    parent's text."""
    previous = element.getprevious()
    if previous is not None:
        return previous.tail or ""
    parent = element.getparent()
    return (parent.text or "") if parent is not None else ""


def left_unreplaced(attribute: str, value: str) -> bool:
    """Does the hidden-strings pass leave this (local) attribute's value as it is?"""
    return attribute in descriptive_attributes() and is_controlled_token(value)
