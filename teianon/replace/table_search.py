"""Where the strings of a hidden-strings table stand in the places markup cannot reach.

The post-processor replaces the table's strings (:mod:`teianon.replace.hidden`) in attribute
values, comments, processing instructions and texts of the header. Searching every one of those
places in XPath would take longer than all the rest of the post-processor, so this module tells
it where to look: the attribute values that hold a string of the table at all
(:func:`attribute_values`), and the spans of those that only a reader finds (glued into a longer
word, in look-alike letters: :func:`hidden_spans`). The audit reads these places alike.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from lxml import etree

from ..annotate.repeats import NAME_TYPES
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import frequency, is_chat_word, is_name, is_ordinary
from ..lists import german_nouns, lower_words, notable, places
from ..read.places import descriptive_attributes
from ..read.reader import fold
from ..read.search import GLUED_MIN, Literals, ReaderSearch, WholeWords, Words
from ..read.tei import tei

# What the word lists say of the word around a name glued into it (teianon.read.search), for
# this pass and the audit alike. A word with a Zipf frequency of 2.5 (about three in ten
# million words) is one of the language: "angelangt" holds no participant "Angel".
KNOWN_WORD = 2.5
# The categories of a table's strings that are a person's name, looked for in descriptive
# attributes too (rend="Millicent"); other names there are a vocabulary's ("TEI" in a scheme).
PERSON_CATEGORIES = frozenset({"PER", "NICK"})
PROJECT_PIS = frozenset({"xml-model", "xml-stylesheet"})


def written_as_a_name(found: str) -> bool:
    """Whether a reference's name found in a descriptive attribute is written as a name there
    (``rend="Millicent"``), not as a vocabulary's token that spells it (``type="logfile"`` beside
    the name ``Logfile``). A participant's name counts however it is written. This pass and the
    audit read the attributes alike."""
    return found[:1].isupper()


def is_known_word(word: str) -> bool:
    """A word of the language, a place's own name (``Gangelt``, a town, holds no participant
    ``Angel``: a drawn place surrogate or a town a participant writes is no leak of one), or a
    public name of the lists (a platform ``Ravelry`` holds no participant ``Ravel``: kept as
    public, it made the audit refuse the whole file)."""
    key = (fold(word),)
    return (
        frequency(word) >= KNOWN_WORD or any(e.kind == "place" for e in places().get(key)) or bool(notable().get(key))
    )


def is_proper_noun(word: str) -> bool:
    """A town or a name of the tables that is no common word of a dictionary (``Bochum``,
    ``Recklinghausen``, ``Thomas``; not ``Essen``, ``Rose``, ``will``): however frequent, it names
    someone or somewhere where it stands whole, written capitalised as a name is. A chat word or an
    edited text's lower-case form (``lasse``) is a common word; so is a name's letters written in
    lower case (``aka``, a first name too), which the writer did not write as one."""
    if not word.isalpha() or len(word) < 3 or not word[:1].isupper():
        return False
    key = (fold(word),)
    if not (is_name(word) or any(e.kind == "place" for e in places().get(key))):
        return False
    return not (
        is_dictionary_word(word) or word in german_nouns() or word.casefold() in lower_words() or is_chat_word(word)
    )


WORDS = Words(ordinary=is_ordinary, name=is_name, known=is_known_word, proper=is_proper_noun)


Pairs = list[tuple[str, str]]


def attribute_pairs(root: etree._Element) -> Pairs:
    """The distinct (name, value) pairs of the attributes of ``root`` and the elements in it, in
    the order of their first occurrence: what :func:`hidden_spans`, :func:`attribute_values` and
    the named pointers of :mod:`teianon.replace.hidden` read, each a value once, gathered in one
    walk for all three (a tokenised corpus repeats its lemmas and tags all along)."""
    # lxml-stubs type names and values str | bytes; lxml gives str.
    return list(dict.fromkeys(pair for element in root.iter(etree.Element) for pair in element.attrib.items()))  # type: ignore[misc]


def _places(root: etree._Element, pairs: Pairs | None = None) -> Iterator[tuple[str, bool]]:
    """(value, descriptive) for the values the stylesheet's hidden pass may change: comments,
    processing instructions' data, attribute values (not identifiers), texts of the header;
    ``descriptive`` for a descriptive attribute's, where only persons' names are replaced (in a
    controlled token too: ``rend="Millicent"`` keeps no vocabulary's word)."""
    for node in root.iter(etree.Comment, etree.ProcessingInstruction):
        if not (isinstance(node, etree._ProcessingInstruction) and node.target in PROJECT_PIS) and node.text:
            yield node.text, False
    descriptive = descriptive_attributes()
    for name, value in attribute_pairs(root) if pairs is None else pairs:
        local = name.rpartition("}")[2]  # local_name, inline: asked of every attribute
        if local != "id":
            yield value, local in descriptive
    for header in root.iter(tei("teiHeader")):
        for element in header.iter(etree.Element):
            for text in (element.text, element.tail):
                if text and text.strip():
                    yield text, False


class TableSearch:
    """What searching values for the strings of one (non-empty) table takes: made once per table,
    also for the trees of a teiCorpus replaced one document at a time (the whole file's table
    each time)."""

    def __init__(self, table: dict[str, dict[str, str]]) -> None:
        self.table = table
        self.strings = {fold(e["text"]): e["text"] for e in table.values()}
        self.strings.pop("", None)
        people = {
            fold(e["text"]): e["text"]
            for e in table.values()
            if e.get("participant") or e["category"] in PERSON_CATEGORIES
        }
        people.pop("", None)
        self.participants = frozenset(fold(e["text"]) for e in table.values() if e.get("participant"))
        # Names, a participant's or another's, are found glued into longer words too
        # (#TeamKlingbeil, lebenslauf_klingbeil.pdf); numbers and addresses only as written.
        names = {fold(e["text"]): e["text"] for e in table.values() if e["category"] in NAME_TYPES}
        glued = frozenset(
            s for s, text in names.items() if len(text) >= GLUED_MIN and " " not in text and not is_ordinary(text)
        )
        self.searches = {
            False: ReaderSearch(dict.fromkeys(self.strings, ""), glued, self.strings, WORDS),
            True: ReaderSearch(dict.fromkeys(people, ""), glued, people, WORDS) if people else None,
        }
        self.literals = Literals(((e["text"], True) for e in table.values()), casefold=True)
        # The strings as whole words, in any case (not compiled into one pattern: WholeWords).
        self.whole = WholeWords(e["text"] for e in table.values())


def hidden_spans(root: etree._Element, made: TableSearch, pairs: Pairs | None = None) -> list[dict[str, object]]:
    """``{"value", "at": [[start, end, text], ...]}`` for each value in which a string of the
    table (``made`` of it) stands as only a reader finds it: glued into a longer word, or spelled with format
    characters, compatibility forms or look-alike letters; and for each value of a descriptive
    attribute (``style``, ``when-custom``, a URL in ``rendition``, a controlled ``rend``) that
    holds a person's name (a participant's, a PER or NICK reference's). There only persons'
    names are replaced: the words of another reference are the vocabulary's there ("TEI" in
    ``catRef/@scheme``), and the audit reads them the same way.
    ``text`` is the table's string (its placeholder or surrogate); offsets count characters,
    as XPath's ``substring`` does. ``pairs``: :func:`attribute_pairs` of ``root``, where
    gathered already (each value is searched at its first place, as in a walk of them all)."""
    strings, searches = made.strings, made.searches
    found: list[dict[str, object]] = []
    seen: set[str] = set()
    for value, descriptive in _places(root, pairs):
        search = searches[descriptive]
        if value in seen or search is None:
            continue
        seen.add(value)
        at: list[tuple[int, int, str]] = []
        plain = not descriptive
        for start, end, string, doubt in sorted(search.hits(value), key=lambda h: (h[0], -h[1])):
            if at and start < at[-1][1]:
                continue
            if descriptive and string not in made.participants and not written_as_a_name(value[start:end]):
                continue
            inside = _glued(value, start, end)
            # A name glued to what is no word (a possible leak) stays for a person to judge.
            if inside and doubt is not None:
                continue
            if inside or value[start:end].casefold() != strings[string].casefold():
                plain = False
            at.append((start, end, strings[string]))
        if at and not plain:
            found.append({"value": value, "at": at})
    return found


_WORD = regex.compile(r"[\p{L}\p{N}]")


def _glued(value: str, start: int, end: int) -> bool:
    return (
        start > 0
        and _WORD.match(value[start - 1]) is not None
        or end < len(value)
        and _WORD.match(value[end]) is not None
    )


# A language tag with private-use subtags (xml:lang="nds-x-woehrden"): a corpus's label of a
# village's dialect may name a place replaced elsewhere, which the stylesheet replaces in the
# subtag (xslt/modules/hidden.xsl, teianon:hide-private-use) and the audit finds.
_LANGUAGE_ATTRIBUTES = frozenset({"{http://www.w3.org/XML/1998/namespace}lang", "lang", "mainLang", "otherLangs"})
_PRIVATE_USE = regex.compile(r"(?:^|[\s-])[xX]-[A-Za-z0-9]")


# ``<language ident="nds-x-woehrden">`` declares the tag: an ``ident`` that is a language tag.
_LANGUAGE_TAG = regex.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})+")


def private_language_tag(name: str, value: str) -> bool:
    """Whether the attribute ``name`` holds a language tag with private-use subtags."""
    if name == "ident":
        return _LANGUAGE_TAG.fullmatch(value) is not None and _PRIVATE_USE.search(value) is not None
    return name in _LANGUAGE_ATTRIBUTES and _PRIVATE_USE.search(value) is not None


def attribute_values(root: etree._Element, made: TableSearch, pairs: Pairs | None = None) -> list[str]:
    """The distinct attribute values that hold one of the strings of a table (``made`` of it),
    as the audit finds them (``pairs``: :func:`attribute_pairs` of ``root``, where gathered).

    The stylesheet searches only these: matching every attribute of a tokenised corpus against
    the strings in XPath would take longer than all the rest of the post-processor.
    """
    # Most values (identifiers, lemmas) hold none of the strings even inside a word: one pass
    # over a value says so, whatever the number of strings (the pattern's alternation would
    # try each of them at each character).
    literals, descriptive = made.literals, descriptive_attributes()
    found: dict[str, None] = {}
    searched: set[str] = set()
    for name, value in attribute_pairs(root) if pairs is None else pairs:
        # Descriptive attributes: only a participant's name, which hidden_spans finds.
        if value in searched or (name.rpartition("}")[2] in descriptive and not private_language_tag(name, value)):
            continue
        searched.add(value)
        # The table's strings have single spaces; the stylesheet matches any spacing.
        spaced = " ".join(value.split())
        if literals.any(spaced) and made.whole.search(spaced):
            found[value] = None
    return list(found)
