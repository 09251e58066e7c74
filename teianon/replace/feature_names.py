"""A person's name as the value of a feature named like a person's field.

A feature structure (``<fs><f name="Nachname"><string>Kranzfelder</string></f></fs>``) admits no
markup in its string, so the hidden pass replaces what stands there (:mod:`teianon.replace.hidden`).
Read alone, a surname that is a word or that no table knows is no one's; but the feature's name
says what the string is, as a table's header says what its column holds
(:mod:`teianon.detect.table_cells`): under ``Nachname``, ``Vorname``, ``author``, ``speaker`` the
string written as a name is that person's, under ``name`` alone where it reads as a name by itself.
A name of the public sphere there stays (``author`` ``Johann Wolfgang von Goethe``): the feature
says whose words a text quotes, as a bibliography does.
"""

from __future__ import annotations

from lxml import etree

from ..detect.table_cells import KINDS, is_named, is_person, label_of
from ..lists import key_of, notable
from ..mention import Category
from ..read.tei import tei
from .attribute_names import described_person_names

_F, _STRING = tei("f"), tei("string")
# Features that name who wrote, spoke, sent or received something (German and English), beside
# the person labels of a table's header.
_WHO = frozenset(
    {
        *("author", "authors", "autor", "autorin", "verfasser", "verfasserin", "speaker", "sprecher"),
        *("sprecherin", "sender", "absender", "absenderin", "recipient", "empfänger", "empfängerin"),
        *("writer", "schreiber", "schreiberin", "interviewer", "interviewee", "informant", "informantin"),
    }
)


def person_feature(element: etree._Element) -> bool | None:
    """Whether ``element`` is the string of a feature that names a person: True under a person's
    label, False under ``name`` alone (whose string must read as a name by itself), None under
    any other feature."""
    parent = element.getparent()
    if element.tag != _STRING or parent is None or parent.tag != _F:
        return None
    label = label_of(parent.get("name") or "")
    if label in _WHO or KINDS.get(label, Category.NUMBER) is Category.PER:
        return True
    if label in KINDS and KINDS[label] is None:
        return False
    return None


def labelled_person_names(value: str) -> tuple[str, ...]:
    """The string of a feature under a person's label as a name: the whole value where it is
    written as one (one to four capitalised words, a name label or a key)."""
    found = described_person_names(value)
    if not found and is_person(value.strip()):
        found = (value.strip(),)
    return _private(found)


def named_person_names(value: str) -> tuple[str, ...]:
    """The string of a feature named ``name`` alone as a person's: written as a name and read as
    one by itself (a name of the tables that is no word, or two words that are none)."""
    found = described_person_names(value)
    if not found and is_named(value.strip()):
        found = (value.strip(),)
    return _private(found)


def _private(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names that are no name of the public sphere (``Thomas Mann``, ``Angela Merkel``)."""
    return tuple(name for name in names if not notable().get(key_of(name)))
