"""The audit's reading of a word: whether a name found inside a longer word is a glued name (a
leak) or only letters of it (a possible leak), and whether a word stands in a name kept public (a
possible leak). What of a reference is sought alone is
:func:`teianon.replace.sought_forms.sought_forms`'s."""

from __future__ import annotations

from lxml import etree

from ..annotate.public_marks import is_public
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import frequency
from ..detect.nickname_post import nickname_noun
from ..read.tei_names import tei


def unglued(text: str, start: int, end: int) -> str | None:
    """Why the hit ``text[start:end]`` (as written) inside a longer word is only a possible leak:
    the word is no glued name (``Wrenchlytools``, a site named with a nickname's letters), as a
    glued name shows its seams, a hashtag or handle (``#teamhinrichs``), a capital inside the word
    (``TeamHinrichs``, ``HinrichsFan``) or a digit (``hinrichs2024``). None where the hit is a word
    of its own, the name with the ``s`` of a genitive or plural (``Hinrichs`` of ``Hinrich``), or
    glued so."""
    left, right = start, end
    while left > 0 and text[left - 1].isalnum():
        left -= 1
    while right < len(text) and text[right].isalnum():
        right += 1
    if (left, right) == (start, end) or (left == start and text[end:right].casefold() == "s"):
        return None
    word = text[left:right]
    if any(c.isdigit() for c in word) or (left > 0 and text[left - 1] in "#@"):
        return None
    if start - left == 1 and right == end and text[left] in "ei" and text[start].isupper():
        # "eBay", "iCloud": a brand's small e or i before a capitalised word, no name glued on
        # (another letter there is a typo's or a tag's: "mKarlheinz" still names him).
        return f"inside the word '{word}', a brand's small e or i before a capitalised word"
    if left < start and text[start].isupper() and text[start - 1].islower():
        return None
    if right > end and text[end].isupper() and text[end - 1].islower():
        return None
    return f"inside the word '{word}', which shows no seam of a glued name"


# Zipf frequency from which a word of the dictionaries is read as that word after a determiner,
# though a name is spelled like it (moss, Rose): as the nickname linker reads a nickname's part.
_FREQUENT_WORD = 3.0


def language_word(text: str, start: int, end: int) -> bool:
    """The hit ``text[start:end]`` is a whole word of the dictionaries: a noun that no name table
    holds (``Sonnenblume``), or a frequent word (``moss``, ``Koch``)."""
    if (start > 0 and text[start - 1].isalnum()) or (end < len(text) and text[end].isalnum()):
        return False
    word = text[start:end]
    if not word.isalpha():
        return False
    # A compound no dictionary holds (``Zottelbahn``) is a name made of words, not a word.
    return is_dictionary_word(word) and (nickname_noun(word) or frequency(word) >= _FREQUENT_WORD)


IN_PUBLIC_NAME = "a word of a name kept public"
_TEI_NAMES = frozenset(tei(n) for n in ("name", "ref", "rs"))


def in_public_name(node: etree._Element, kind: str) -> bool:
    """Whether a hit in the text (``kind`` "text") or the tail of ``node`` stands inside a name
    kept public (``<name subtype="public">Berlin-Marathon</name>`` beside a private ``Berlin``):
    its words were judged a public name's, by teianon or a person; a person looks at it (a
    possible leak), the file is not refused for it."""
    inside = node if kind == "text" else node.getparent()
    while inside is not None:
        if inside.tag in _TEI_NAMES and is_public(inside.get("subtype")):
            return True
        inside = inside.getparent()
    return False
