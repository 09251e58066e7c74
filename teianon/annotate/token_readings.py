"""A token whose other readings name someone is a reference too (issue 39).

A tokenised corpus gives a token's word again in its attributes: its lemma, its normal, original
and regularised spellings (``@lemma``, ``@norm``, ``@orig``, ``@reg``). A reader sees them all,
and they say what the token is where its own text does not: a dialect form
(``<w norm="Frau Adalgisa Pfennigwerth">d'Pfennigwerthin</w>``), a clipped one
(``<w lemma="Wölbern" orig="Woelbern">wö</w>``). Where such a reading is, or holds, a string the
document replaces, or is a title and a capitalised name (``Frau …``, ``Mr …``), the token becomes
a reference of that kind (``ana="teianon:token.reading"``); the stylesheet then replaces its text
and its readings together, as it does for any token of a reference.

A token whose own text is its reading was judged by the repeats already (``<w lemma="rosa">rosa</w>``
after a person called Rosa stays the colour).
"""

from __future__ import annotations

from collections import Counter

import regex
from lxml import etree

from ..detect.inside import is_dictionary_word
from ..detect.lexicon import frequency
from ..lists import persons, places
from ..mention import PLACEHOLDER, Category
from ..read.replaced_tokens import TOKEN_READINGS
from ..read.tei import is_project_metadata, tei, words_of
from ..read.textview import is_existing_annotation
from .markup import RESP, rule_uri, wrap_siblings
from .public_marks import is_public, word_key
from .repeats import identifying_parts

SOURCE = "token:reading"
_W = tei("w")
_REFERENCES = (tei("name"), tei("ref"))
# A reading that says the token is a person: a title or a kinship word and capitalised words.
_TITLED = regex.compile(
    r"(?:Frau|Herrn?|Fräulein|Fr\.|Hr\.|Tante|Onkel|Oma|Opa|Mrs?\.?|Ms\.?|Miss|Dr\.?|Aunt|Uncle)"
    r"\s+\p{Lu}[\p{Ll}'’\-]+(?:\s+\p{Lu}[\p{Ll}'’\-]+)*",
    regex.VERSION1,
)
# Words before a name that are no part of it.
_TITLE_WORDS = frozenset(
    {"frau", "herr", "herrn", "fräulein", "fr", "hr", "tante", "onkel", "oma", "opa"}
    | {"mr", "mrs", "ms", "miss", "dr", "aunt", "uncle"}
)


def replaced_references(document: etree._Element) -> dict[tuple[str, ...], etree._Element]:
    """The word sequences the document's references replace (and their identifying parts), each
    with a reference that replaces it."""
    found: dict[tuple[str, ...], etree._Element] = {}
    for element in document.iter(*_REFERENCES):
        if not is_existing_annotation(element) or is_public(element.get("subtype")):
            continue
        category = Category.from_markup(etree.QName(element).localname, element.get("type"))
        if category is None or category in (Category.IMPLICIT, Category.CITATION):
            continue
        text = words_of(element)
        if PLACEHOLDER.search(text):
            continue
        for part in (text, *identifying_parts(text, category is Category.PER)):
            key = word_key(part)
            if key and not all(w in _TITLE_WORDS for w in key):
                found.setdefault(key, element)
    return found


def holder_of(value: str, replaced: dict[tuple[str, ...], etree._Element]) -> etree._Element | None:
    key = word_key(value)
    for i in range(len(key)):
        for j in range(len(key), i, -1):
            if (hit := replaced.get(key[i:j])) is not None:
                return hit
    return None


def _like(reference: etree._Element | None) -> etree._Element:
    """teianon's reference for the token: of the kind of ``reference``, or a person's."""
    wrapper = etree.Element(reference.tag if reference is not None else tei("name"))
    if reference is not None:
        for name in ("type", "corresp"):
            if (value := reference.get(name)) is not None:
                wrapper.set(name, value)
    else:
        wrapper.set("type", Category.PER.markup_type)
    wrapper.set("resp", RESP)
    wrapper.set("cert", "high")
    wrapper.set("ana", rule_uri(SOURCE))
    return wrapper


def complete_token_readings(document: etree._Element, categories: frozenset[Category] | None = None) -> Counter[str]:
    """Mark every token of ``document`` outside a reference whose lemma or spelling names what
    the document replaces, or a titled person (see the module); counts per category."""
    counts: Counter[str] = Counter()
    replaced = replaced_references(document)
    # Each token of a tokenised corpus has its lemma: a reading none of whose words is replaced
    # and that is no titled name is passed over at once.
    words = {w for key in replaced for w in key}
    for token in list(document.iter(_W)):
        for value in (v for n in TOKEN_READINGS if (v := token.get(n))):
            folded = value.casefold()
            # Most readings are one word of letters: a set lookup answers them (no title without
            # a space), the word split only the others.
            if folded.isalpha() and folded not in words:
                if _clipped_name(value, token.text or ""):
                    if categories is None or Category.PER in categories:
                        wrap_siblings(token, token, _like(None))
                        counts[Category.PER.name] += 1
                    break
                continue
            if not (
                any(w in words for w in _WORDS.findall(folded)) or " " in value and _TITLED.fullmatch(value.strip())
            ):
                continue
            text = words_of(token)
            if not text or PLACEHOLDER.search(text) or word_key(value) == word_key(text):
                continue  # the token's own word: the repeats judged it
            if _ordinary_reading(value, text):
                continue
            if any(a.tag in _REFERENCES for a in token.iterancestors()) or is_project_metadata(token):
                break
            holder = holder_of(value, replaced)
            if holder is None and not _TITLED.fullmatch(value.strip()):
                continue
            wrapper = _like(holder)
            category = Category.from_markup(etree.QName(wrapper).localname, wrapper.get("type"))
            if category is None or categories is not None and category not in categories:
                continue
            wrap_siblings(token, token, wrapper)
            counts[category.name] += 1
            break
    return counts


_WORDS = regex.compile(r"[\p{L}\p{N}]+")
# Zipf frequency from which a one-word reading is a word of the dictionary ("rosa", "Stein").
_DICTIONARY_WORD = 3.0
# A clitic before a name (``d'Pfennigwerthin``, ``s'Annerl``).
_CLITIC = regex.compile(r"^\p{L}{1,2}['’]")


def _clipped_name(reading: str, text: str) -> bool:
    """Whether the token ``text`` is the first letters of the capitalised name its reading gives
    (``<w lemma="Quandtmeyer">qua</w>``, ``<w norm="Wendt">we</w>``), a surname or first name of
    the tables that is no word of the dictionaries and no place, where no reference of the document names it: a name
    cut short is still that person's, and the reading says whose."""
    token = text.strip().casefold()
    if not 2 <= len(token) < len(reading) or not reading[:1].isupper() or not reading.casefold().startswith(token):
        return False  # the one test most tokens (their lemma their own word, or longer) take
    key = (reading.casefold(),)
    # Web frequency counts surnames as words ("Wendt"): the dictionaries and places decide.
    return bool(persons().get(key)) and not is_dictionary_word(reading) and not places().get(key)


# Endings of a pet form (``jensi``, ``rikchen``, ``hansel``, ``mariele``, ``sepperl``), longest first.
_PET_ENDING = regex.compile(r"(?:chen|lein|erl|ele|ie|le|li|el|i|y)$")


def _pet_form(reading: str, text: str) -> bool:
    """Whether the token ``text`` is a pet form of the name its lower-case lemma ``reading`` is
    (``<w lemma="jens">jensi</w>``, ``<w lemma="henrike">rikchen</w>``): a piece of the name of
    two letters or more, then a pet form's ending and nothing else. A compound of the word
    (``rosafarbene`` of ``rosa``) goes on with a word, not with an ending."""
    token = _CLITIC.sub("", text.strip()).casefold()
    ending = _PET_ENDING.search(token)
    if ending is None or token == reading.casefold():
        return False
    stem = token[: ending.start()]
    return len(stem) >= 2 and stem in reading.casefold()


def _ordinary_reading(value: str, text: str) -> bool:
    """Whether the one-word reading ``value`` of the token ``text`` is an ordinary word that
    makes no reference of it: a lemma in lower case ("rosa" of "rosafarbene" beside a replaced
    Rosa) unless the token is a pet form of it ("jensi" of "jens"), or a dictionary word unless
    it is capitalised and the token a form of it (its first letters: "wö" of Wölbern,
    "d'Pfennigwerthin" of Pfennigwerth)."""
    reading = value.strip()
    if not reading or any(c.isspace() for c in reading):
        return False  # a titled name or a name of several words: as before
    if not reading[0].isupper():
        return not _pet_form(reading, text)
    if frequency(reading) < _DICTIONARY_WORD:
        return False
    return not _CLITIC.sub("", text.strip()).casefold().startswith(reading.casefold()[:2])
