"""PER in a cast list and in a list of people (issue 39).

A drama-like transcript lists its people (``<castItem><role>Mutter</role><roleDesc>…``), a class
or a team is a ``<list>`` of first names; their words are a person's as surely as a signature's,
with less around them for the detectors to go by:

- a ``roleDesc``, ``item``, ``castItem``, ``label`` or table ``cell`` that opens with a name and
  then an age or a school class (``Lasse, 8 Jahre``, ``Alfie, aged 6``, ``Poppy (Year 3)``,
  ``Merle, Klasse 3b``) is a person: the name is PER (``person.roster-age``), where it is a first
  name of the tables or no ordinary word (``Tochter, 7 Jahre`` stays);
- an ``item`` of one or two capitalised words in a list of three or more whose single-name
  items are at least half first names of the tables (``Bosse`` among ``Jarne``, ``Ylvie``,
  ``Keno``) is PER too (``person.roster-list``), unless it is a frequent word (``Montag``): a
  list of groceries or weekdays holds no first names and stays;
- a ``role`` names what a person is in the play (``Vater``, ``Tochter``, ``Grandson``): it is
  read apart from its ``roleDesc`` (:data:`teianon.read.places.BLOCK_TAGS`), not glued to the
  name after it.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex
from lxml import etree

from ..detect.lexicon import frequency, is_ordinary
from ..lists import is_first_name
from ..mention import Category, Mention
from ..read.tei import tei
from ..read.textview import BARRIER, PostText

AGE_SOURCE = "person:roster-age"
LIST_SOURCE = "person:roster-list"
_ITEM, _LIST = tei("item"), tei("list")
_AGED_BLOCKS = frozenset(tei(n) for n in ("roleDesc", "item", "castItem", "label", "cell"))
_NAME = r"\p{Lu}\p{Ll}+(?:[-\s]\p{Lu}\p{Ll}+)?"
_AGE = (
    r"(?:\d{1,2}\s*(?:Jahre?\b|J\.|years?\b|yrs?\b|y/?o\b|Monate\b|months?\b)"
    r"|(?:aged|age|Alter)\s*:?\s*\d{1,2}\b"
    r"|(?:Klasse|Kl\.|Year|Grade|[Cc]lass|Stufe|Jahrgangsstufe)\s*\d{1,2}[a-z]?\b"
    r"|\d{1,2}[a-z]?\.?\s*Klasse\b)"
)
# At the start of the entry, or of a block inside it (a castItem's roleDesc after its role).
_AGED = regex.compile(
    rf"(?:^|(?<=[\n{BARRIER}]))[^\S\n]*(?P<name>{_NAME})\s*(?:,\s*|\(\s*|-\s+|–\s*)(?:ca\.\s*)?{_AGE}", regex.VERSION1
)
_BARE = regex.compile(rf"^\s*(?P<name>{_NAME})\s*$", regex.VERSION1)
_WORD = regex.compile(r"\p{L}+")
# A word more frequent than this is no first name in a list ("Montag", "Sonntag").
_FREQUENT = 4.5


def _first_name(word: str) -> bool:
    return is_first_name(word.casefold())


def _name_like(word: str) -> bool:
    """A first name of the tables, or a capitalised word no word list holds as ordinary."""
    return _first_name(word) or not is_ordinary(word)


# Items of a list read to judge it: each item's view reads its list, so a long list is judged by
# its first items (the cost stays linear in the list's length).
_JUDGED_ITEMS = 40


def _list_of_names(items: list[etree._Element]) -> bool:
    texts = [" ".join("".join(i.itertext()).split()) for i in items[:_JUDGED_ITEMS]]  # type: ignore[arg-type]
    bare = [t for t in texts if _BARE.match(t)]
    names = [t for t in bare if all(_first_name(w) for w in _WORD.findall(t)[:1])]
    return len(items) >= 3 and len(names) >= 2 and 2 * len(names) >= len(bare)


def roster_people(view: PostText, chosen: Iterable[Mention]) -> list[Mention]:
    """The names of a cast list's or a list of people's entries that ``chosen`` misses."""
    tag = view.post.tag
    if tag not in _AGED_BLOCKS:
        return []
    chosen = list(chosen)
    found: list[Mention] = []
    for aged in _AGED.finditer(view.text):
        start, end = aged.span("name")
        if _name_like(_WORD.findall(aged["name"])[0]) and not any(m.start < end and start < m.end for m in chosen):
            found.append(Mention(start, end, Category.PER, None, "high", AGE_SOURCE))
    if tag == _ITEM and not found:
        parent = view.post.getparent()
        bare = _BARE.match(view.text)
        if (
            bare is not None
            and parent is not None
            and parent.tag == _LIST
            and all(frequency(w) < _FREQUENT for w in _WORD.findall(bare["name"]))
            and _list_of_names([c for c in parent if c.tag == _ITEM])
        ):
            start, end = bare.span("name")
            if not any(m.start < end and start < m.end for m in chosen):
                found.append(Mention(start, end, Category.PER, None, "high", LIST_SOURCE))
    return found
