"""Which strings the repeats look for, and where a name that is also a word stands as the word.

:mod:`teianon.annotate.repeats` completes every replaced string through its document; these are
its judgements about words: whether a string is searched at all, in any case or in its spelling
only (:func:`searchable`), whether it is a word of running text too (:func:`word_as_well`), and
whether an occurrence stands as that word (:func:`as_word`, :func:`town_named_like_word`).
"""

from __future__ import annotations

import regex
from lxml import etree

from ..decide.place_words import is_word_town
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import FUNCTION_WORD, frequency, is_chat_word, is_name, is_ordinary
from ..detect.nickname_post import DETERMINERS
from ..lists import english_words, german_nouns, is_first_name, key_of, lower_words, places, public_names
from ..mention import PLACEHOLDER


def word_as_well(form: str) -> bool:
    """One word that running text uses as a word: an English word of the list (lower-case
    entries only), or a German noun that is no first name of the tables (the noun list holds
    some first names, ``Hans``, ``Anna``, as nouns; ``Rose`` is found as English)."""
    if " " in form.strip() or "-" in form:
        return False
    if form.casefold() in english_words():
        return True
    return form.capitalize() in german_nouns() and not is_first_name(form.casefold())


_BEFORE_WORD = regex.compile(r"(\p{L}+)\s+$")
# A compound or a contraction goes on after it: "heather-scented", "don't".
_GOES_ON = regex.compile(r"[\-'’]\p{L}")


def as_word(text: str, start: int, end: int) -> bool:
    """Where a name that is a word too stands as the word: right after a determiner, a
    possessive or a number word (``no harm``, ``his grace``, ``Ihrer Agrarpolitik``), or as
    the first part of a compound or a contraction (``heather-scented``, ``don't``). A name has
    none of these; a person's slot elsewhere (``mit rose``, ``von relief``) keeps the repeat."""
    if _GOES_ON.match(text, end):
        return True
    before = _BEFORE_WORD.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).casefold() in DETERMINERS


def town_named_like_word(form: str) -> bool:
    """A place whose name is also a word: flagged so in the place tables (``Hof``), or any
    capitalised place of the tables, big ones too (``Reading``, ``Bath``, ``Sale``)."""
    return is_word_town(form) or (form[:1].isupper() and bool(places().get(key_of(form))))


# A name in Han, kana or Hangul (李明, 田中, 김민지): two characters write a whole one, and how
# often Chinese or Japanese text uses the string as a word says nothing of the German or English
# text it stands in, so it is searched like any name that is no word.
_IDEOGRAPHIC_NAME = regex.compile(
    r"[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u30fb ]{2,}", regex.VERSION1
)


def searchable(text: str) -> tuple[bool, bool]:
    """(searched at all, searched in this spelling only) for a string that is replaced."""
    if _IDEOGRAPHIC_NAME.fullmatch(text):
        return True, False
    if len(text) < 3 or PLACEHOLDER.search(text):
        return False, False
    if not is_ordinary(text):
        return True, False
    # The commonest words (``Sie``, a first name too), and a word that edited text writes in
    # lower case (``Gib``, a sentence's imperative the tagger read once, a village's name too): a
    # reading of one sentence, never of every sentence that holds the word.
    if " " not in text and (frequency(text) >= FUNCTION_WORD or text.casefold() in lower_words()):
        return False, False
    # A first name that is also a word ("Paul", "Will"), or a capitalised word that no dictionary
    # has and only a famous bearer makes frequent on the web ("Lewandowski"): that spelling only.
    # By the word lists, not by web frequency (which counts famous surnames) nor by the compound
    # rule (which reads "Lewandow|ski").
    if text[:1].isupper() and (
        is_name(text) or (" " not in text and not is_dictionary_word(text) and not is_chat_word(text))
    ):
        return True, True
    return False, False


def notable_surname(word: str) -> bool:
    """A notable person's surname, capitalised, that no dictionary has as a word (``Merkel``,
    ``Hanks``; not ``Fischer``, ``Grant``): frequent in the news, so word frequencies call it
    common, but of a private person's name it identifies that person as much as any surname."""
    if not word[:1].isupper() or word_as_well(word):
        return False
    return any(e.kind.startswith("surname:") for e in public_names().get((word.casefold(),)))


def stands_as_word(element: etree._Element, text: str) -> bool:
    """A proposal of a name that is a word too (``Koch``, ``baker``), which stands as the word:
    right after a determiner (``der Koch``, ``ein Fuchs``), or written in lower case as an
    English word (``the baker``): the confirmed name elsewhere says nothing of it."""
    if not word_as_well(text):
        return False
    if text.islower() and text in english_words():
        return True
    before = _text_before(element)
    return as_word(before + text, len(before), len(before) + len(text))


def _text_before(element: etree._Element, size: int = 30) -> str:
    """Up to ``size`` characters of the text right before ``element`` in its parent."""
    pieces: list[str] = []
    length = 0
    node = element.getprevious()
    while node is not None and length < size:
        piece = node.tail or ""
        pieces.append(piece)
        length += len(piece)
        inner = "".join(t for t in node.itertext() if isinstance(t, str)) if isinstance(node.tag, str) else ""
        pieces.append(inner)
        length += len(inner)
        node = node.getprevious()
    if length < size:
        parent = element.getparent()
        if parent is not None:
            pieces.append(parent.text or "")
    return "".join(reversed(pieces))[-size:]
