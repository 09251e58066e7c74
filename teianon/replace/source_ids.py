"""Source ids: identifiers that carry a platform's message, post or conversation id.

An export names its posts and conversations by the platform's own numbers and keys
(``xml:id="cmc_post_1043764753502486528"`` for a tweet, ``lscLB`` for a MoCoDa conversation at
``https://db.mocoda2.de/#/view/lscLB``); each can be looked up on the platform and leads to the
person. teianon renames the ids of a file that holds one (every pointer follows,
``xslt/modules/ids.xsl``), and an ``idno`` that is one, unless the policy says
``[ids] rename = false``.

Four kinds are recognised: a run of nine digits or more inside an id (tweet, Discord, Telegram,
Facebook and Reddit numbers are that long; corpus numbering such as DOCC's ``f2213001.m38.t6``
is not); a Reddit fullname's base-36 id (``t1_k9x2mq7``, ``t3_1c2d3e4``); a key that a
non-public link of the file ends in (its last path or fragment segment, four characters or
more, with a digit or a capital inside: ``lscLB``) where an id or an ``idno`` holds it too;
and a participant's name, or a part of a full name, where an id holds it
(``<person xml:id="lela2">``, ``<person xml:id="Ottilie_Brackwede">``), or any person's full
name that an id carries (``<seg xml:id="Kurt_Gebauer">``). :func:`named_ids` adds the ids that
hold a name the file replaces, which the self-audit would find there.
"""

from __future__ import annotations

import zlib
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from pathlib import PurePath

import regex
from lxml import etree

from ..annotate.glued import NAME_TYPES
from ..annotate.repeats import identifying_parts
from ..detect.forms import Kind, name_variants, other_spellings
from ..detect.lexicon import is_ordinary
from ..detect.links import is_public_link
from ..lazy import lazy
from ..mention import PLACEHOLDER
from ..read.project_metadata import link_segments, publisher_keys
from ..read.reader import fold
from ..read.search import Literals
from ..read.tei import read_participants
from .attribute_names import described_person_names, pointer_person_names
from .inventory import Inventory

_LONG_NUMBER = lazy(r"(?<!\d)\d{9,}(?!\d)")
# Reddit's "fullnames": a kind prefix (t1_ a comment, t3_ a submission, …) and the base-36 id,
# letters and digits both (xml:id="t1_k9x2mq7"); the id alone leads to the post.
_REDDIT_ID = lazy(r"(?<![A-Za-z0-9])t[1-6]_((?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,10})(?![A-Za-z0-9])")
_LINK = lazy(r"(?:https?://|www\.)[^\s<>\"]+")
_KEY = lazy(r"^[A-Za-z0-9_\-]{4,}$")
# A part of a person's name: letters, with the apostrophe of O'Brien.
_NAME_PART = lazy(r"[\p{L}\p{M}][\p{L}\p{M}']*")
_XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
# What joins the words of a key (Kurt_Gebauer, gebauer.kurt): attribute_names' _FRAGMENT.
_JOINTS = frozenset("._-")
_IDNO = "{http://www.tei-c.org/ns/1.0}idno"
_TEI = "{http://www.tei-c.org/ns/1.0}TEI"


def _link_keys(text: str) -> set[str]:
    """The last path and fragment segments of the non-public links in ``text`` that look like keys."""
    keys = set()
    for link in _LINK.findall(text):
        if is_public_link(link):
            continue
        for segment in link_segments(link):
            if (
                _KEY.fullmatch(segment)
                and not is_ordinary(segment)
                and (any(c.isdigit() for c in segment) or any(c.isupper() for c in segment[1:]))
            ):
                keys.add(segment)
    return keys


def source_ids(root: etree._Element, ids: list[str] | None = None) -> list[str]:
    """The platform ids that the file's ids (or idno) carry, in a stable order (``ids``:
    :func:`element_ids` of ``root``, where gathered already)."""
    return source_ids_of([id_facts(root, ids)])


@dataclass
class IdFacts:
    """What :func:`source_ids` reads of a part of a file (a document of a teiCorpus): the long
    numbers in its ids, the keys its links and participants' names give, its idno values, and
    (a call) its ids."""

    numbers: set[str]
    keys: set[str]
    idnos: set[str]
    ids: Callable[[], list[str]]


def id_facts(root: etree._Element, ids: list[str] | None = None) -> IdFacts:
    """``ids``: :func:`element_ids` of ``root``, where gathered already."""
    ids = element_ids(root) if ids is None else ids
    keys: set[str] = set()
    for element in root.iter(etree.Element):
        for value in (element.text, element.tail, *element.attrib.values()):
            if value and ("://" in value or "www." in value):
                keys |= _link_keys(value)
    people = [person for document in root.iter(_TEI) for person in read_participants(document) if not person.is_system]
    # A participant's name used as an id (<person xml:id="lela2">, who="#lela2") is one too.
    keys |= {
        name for person in people for name in (*person.nicknames, *person.names) if len(name) >= 3 and " " not in name
    }
    # So is a part of a full name (xml:id="Ottilie_Brackwede", who="#brackwede.o"), as written
    # and in lower case; a part that is an ordinary word (a surname "Weber") names too much else.
    keys |= {
        form
        for person in people
        for name in person.names
        if " " in name.strip()
        for part in _NAME_PART.findall(name)
        if len(part) >= 3 and not is_ordinary(part)
        for form in (part, part.lower())
    }
    # So is a person's full name that an id carries itself (<seg xml:id="Kurt_Gebauer">), and a
    # person entry's id written as a key of a name (<person xml:id="Heinrike_Lammersiek">). A
    # token's id (w123) has no joint between words, which such a key needs (one id a token).
    named = [n for value in ids if not _JOINTS.isdisjoint(value) for n in pointer_person_names("#" + value)]
    named += [n for person in root.iter(*_PERSONS) for value in _own_ids(person) for n in described_person_names(value)]
    keys |= {part for name in named for part in _NAME_PART.findall(name) if len(part) >= 3}
    keys -= publisher_keys(root).keys
    return IdFacts(
        # One search of all ids, a line each (no number reaches over a line's end).
        set(_LONG_NUMBER.findall("\n".join(ids))) | set(_REDDIT_ID.findall("\n".join(ids))),
        keys,
        {" ".join((e.text or "").split()) for e in root.iter(_IDNO)},
        lambda: ids,
    )


def packed_id_facts(root: etree._Element) -> IdFacts:
    """The :class:`IdFacts` of a part of a file, its ids kept compressed till they are searched
    (a tokenised chat has an id per token, and every part is kept till the last is read)."""
    facts = id_facts(root)
    packed = zlib.compress("\n".join(facts.ids()).encode(), 1)
    return IdFacts(facts.numbers, facts.keys, facts.idnos, lambda: zlib.decompress(packed).decode().split("\n"))


def source_ids_of(parts: Iterable[IdFacts]) -> list[str]:
    """:func:`source_ids` of a file given in parts."""
    parts = list(parts)
    found = {n for part in parts for n in part.numbers}
    keys = {k for part in parts for k in part.keys}
    found |= keys & {i for part in parts for i in part.idnos}
    if keys:
        # One search of all ids for all keys: a tokenised corpus has an id per token.
        longest_first = sorted(keys, key=len, reverse=True)
        pattern = regex.compile(
            r"(?<![A-Za-z0-9])(?:" + "|".join(regex.escape(k) for k in longest_first) + r")(?![A-Za-z0-9])"
        )
        for part in parts:
            found |= set(pattern.findall("\n".join(part.ids())))
    return sorted(found)


_PERSONS = ("{http://www.tei-c.org/ns/1.0}person", "{http://www.tei-c.org/ns/1.0}personGrp")
# The categories whose names an id may carry: people and their nicknames.
_PEOPLE = frozenset({"PER", "NICK"})


@lru_cache(maxsize=256)
def file_label_words(where: str) -> frozenset[str]:
    """The words of a file's own name (``w01_standup`` of ``logs/w01_standup.xml``), folded, three
    letters or more. Exports name their elements after the file (``xml:id="w01_standup.p1"``); the
    output keeps the file's name, so renaming its ids for such a word would hide nothing, and a
    word the text happens to use as a name (``Standup starts at ten``) must not renumber them."""
    stem = PurePath(where.split("#", 1)[0]).name.split(".", 1)[0]
    return frozenset(fold(word) for word in _WORD.findall(stem) if len(word) >= 3)


_WORD = regex.compile(r"[\p{L}\p{N}]+")


def named_ids(
    root: etree._Element, inventory: Inventory, ids: list[str] | None = None, label: frozenset[str] = frozenset()
) -> list[str]:
    """The ids of the file that carry a name the file replaces: a distinctive part of a person's
    name (a PER or NICK reference of ``inventory``; four letters or more, no ordinary word) as a
    word of the id, also after one or two initials (``xml:id="obrinkhaus"``, ``hq_brinkhaus``);
    and any name the self-audit looks for (a participant's name in every variant, a reference of
    a name category with its identifying parts and other spellings; an ordinary word only as a
    person's whole name) standing as a word of its own between the id's joints and numbers
    (``xml:id="ivy_2"`` beside a PER ``Ivy``, ``kleve_trip_1`` beside a GPE ``Kleve``, ``eos_1``
    of the participant ``Eos_91``).
    Such ids are renamed with their pointers, as ids carrying a platform's id are, instead of the
    file being refused for the name in them. (A pointer to no id that holds a name is replaced
    where it stands, by ``named-pointers`` of :mod:`teianon.replace.hidden`.) ``ids``:
    :func:`element_ids` of ``root``, where gathered already; ``label``: :func:`file_label_words` of
    the file, words no id is renamed for."""
    parts = {
        part.casefold()
        for reference in inventory.references
        if reference.category in _PEOPLE
        for part in _NAME_PART.findall(reference.original)
        if len(part) >= 4 and not is_ordinary(part) and fold(part) not in label
    }
    words = {word for word in _audited_words(inventory) if word not in label}
    if not parts and not words:
        return []
    ids = _holding(element_ids(root) if ids is None else ids, parts | words)
    if not ids:
        return []
    found: set[str] = set()
    if parts:
        alternatives = "|".join(regex.escape(p) for p in sorted(parts, key=len, reverse=True))
        pattern = regex.compile(
            r"(?<![\p{L}\p{N}])(?:\p{L}{1,2}[._\-]?)?(?P<name>" + alternatives + r")(?![\p{L}])", regex.IGNORECASE
        )
        found |= {m["name"] for value in ids for m in [pattern.search(value)] if m is not None}
    if words:
        # A word of its own: the audit's whole-word search reads an id so (letters and digits
        # make a word; "_", "-" and "." part them), and finds the name there.
        whole = regex.compile(
            r"(?<![\p{L}\p{N}])(?:" + "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True)) + r")"
            r"(?![\p{L}\p{N}])",
            regex.IGNORECASE,
        )
        for value in ids:
            folded = fold(value)
            # An id-like label that is the whole id (a place marked "A07" beside a participant
            # A07) is the file's own label, which the audit passes too (checks.audit._own_label).
            found |= {m[0] for m in whole.finditer(folded) if not (m[0] == folded and _LABEL.fullmatch(folded))}
    return sorted(found)


def _audited_words(inventory: Inventory) -> set[str]:
    """The one-word names the self-audit looks for (:func:`teianon.checks.audit.sensitive_strings`)
    wherever they stand whole, folded: the variants of each replaced participant's names, and
    each reference of a name category with its identifying parts and their other spellings. An
    ordinary word only as a person's whole name (a nickname ``sonne_77`` or ``Sonne`` in an id
    ``a_sonne_12``, a PER ``Ivy`` in ``ivy_2``): a part of a name (``real`` of ``the_real_mike``)
    or a place that is also a word (``Essen``) says too little in an id."""
    forms: set[str] = set()
    whole: set[str] = set()
    for person in inventory.participants:
        if person.replaced:
            for name in person.names:
                if not PLACEHOLDER.search(name):
                    variants = name_variants(name)
                    forms |= {form for _, form in variants}
                    whole |= {form for kind, form in variants if kind in (Kind.FULL, Kind.STRIPPED)}
    for reference in inventory.references:
        if reference.category in NAME_TYPES and not PLACEHOLDER.search(reference.original):
            original = reference.original.strip()
            if reference.category in _PEOPLE:
                whole.add(original)
            for form in (original, *identifying_parts(original, reference.category == "PER")):
                forms |= {form, *other_spellings(form)}
    return {
        fold(form)
        for form in forms
        if len(form) >= 2 and not _SPACE.search(form) and (not is_ordinary(form) or form in whole and len(form) >= 3)
    }


_SPACE = lazy(r"\s")
# An id-like token: letters, then a digit (A07, post_3): checks.audit._LABEL.
_LABEL = lazy(r"[\p{L}_-]{0,8}\d[\p{L}\p{N}_.-]*")


def _holding(ids: list[str], parts: set[str]) -> list[str]:
    """The ids of ``ids`` in which a part of ``parts`` (case folded) may stand, in any case: one
    pass of an automaton over all of them instead of the pattern's search of each (a tokenised
    corpus has an id per token, and few hold a name), where ids and parts are ASCII, whose
    letters ``regex``'s IGNORECASE pairs as ``lower`` does; else all of them."""
    joined = "\n".join(ids)
    if joined.isascii():
        # A part with other letters stands in no id of ASCII letters (the parts are folded).
        parts = {part for part in parts if part.isascii()}
    if not joined.isascii() or not all(part.isascii() for part in parts):
        return ids
    if not parts:
        return []
    # The offset at which each id begins in the joined text (each is followed by a line break).
    starts = list(accumulate((len(value) + 1 for value in ids), initial=0))
    found = {bisect_right(starts, end) - 1 for end, _ in Literals((p, p) for p in parts).ends(joined.lower())}
    return [ids[i] for i in sorted(found)]


def _own_ids(element: etree._Element) -> list[str]:
    return [v for v in (element.get(_XML_ID), element.get("id")) if v]


def element_ids(root: etree._Element) -> list[str]:
    """The ``xml:id`` and ``id`` values of ``root`` and the elements in it (not empty ones),
    gathered by libxml2: a tokenised corpus has an id per token, and a walk in Python over
    them cost more than the search they are gathered for."""
    found = _IDS(root)
    # Plain strings (smart_strings off); lxml-stubs type an XPath result as any of its kinds.
    return [str(value) for value in found if value] if isinstance(found, list) else []


_IDS = etree.XPath("descendant-or-self::*/@xml:id | descendant-or-self::*/@id", smart_strings=False)
