"""ORG: an organisation's acronym that the document defines, and the name it defines it by (issue 38).

Formal prose names an organisation once in full and then by its initials: ``the Kestrel Valley
Housing Trust (KVHT) manages the estate … KVHT wrote to the tenants``, ``die Evangelische
Stiftung Haldenwang (ESH) … die ESH hat gekündigt``. The parenthesis says that the capitalised
words before it are one name and that the acronym stands for it; the acronym alone later is no
word a reader could take for anything else, so every mention of it in the document is the same
organisation. Read alone, the acronym was a tagger's guess (a person, held for review) or nothing.

Which definitions count: the capitals of the acronym are spelled, in order, by the capitalised
words right before the parenthesis (a word may give more than one, ``Rentenversicherung`` R and V;
``of``, ``für``, ``und`` may give theirs or none), and those words name an organisation: one of
them is an organisation's head word (``Trust``, ``Partnership``, ``Government``, ``Stiftung``,
``-verein``), or one is no word of the language (a name). A term of art spelled by ordinary words
(``Natural Language Processing (NLP)``, ``Data Protection Act (DPA)``) is neither, and a name the
public-sphere list holds (``National Health Service (NHS)``) is left to it.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from ..lists import notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import DocumentContext
from .evidence import is_plain_word
from .institution_words import ENGLISH_HEADS, organisation_heads

SOURCE = "organisation:acronym-defined"
_KEY = "organisation:defined-acronyms"

# ``(KVHT)``, ``( U.S.G. )``, ``("EHT")``, ``(the "Trust")`` is no acronym: two capitals at least.
_DEFINITION = regex.compile(
    r"\(\s*(?:(?:hereinafter|hereafter|henceforth)(?:\s+(?:referred\s+to\s+as|called|known\s+as))?\s*,?\s*"
    r"|(?:im\s+Folgenden|nachfolgend|kurz|i\.\s?F\.)(?:\s+(?:auch|genannt))?\s*[:,]?\s*)?"
    r"(?:the\s+)?[\"“„'‘]?\s*(?P<acronym>\p{Lu}[\p{Lu}\p{Ll}&.]{1,11})\s*[\"”“'’]?\s*\)",
    regex.VERSION1,
)
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*\.?|&")
# What ends the run of words a definition is read back over: a clause's or a line's end.
_BREAK = regex.compile(r"[,;:!?()\[\]\n\"“”„]|\.\s")
# Words inside a name that may give their initial or none (``Department of Health (DoH)``).
_LINKS = frozenset("of for on and & the de du la der die das des den dem für und zur zum am an im".split())
# Legal forms, which an acronym may leave out as it leaves out ``of`` (``Harwood Logistics Ltd
# ("HL")``, ``Maier Haustechnik GmbH (MHT)``).
_LEGAL_FORMS = frozenset("ltd limited plc llp inc llc corp co gmbh mbh ag kg se ug e.v. ev eg".split())
# Head words of bodies that the institution cue tables leave to other rules, read here because
# the definition itself says they are a name (``Undergraduate Student Government (USG)``).
_MORE_HEADS = frozenset(
    """government subcommittee committee board union league federation service services department office
    division unit network alliance coalition cooperative co-operative fund commission authority agency bureau
    directorate secretariat consortium collective forum initiative trust partnership centre center institute
    foundation ltd limited plc llp inc llc gmbh kg ag e.v. ev gesellschaft verband bund genossenschaft dienst
    werk werke zentrum institut behörde kasse kammer vereinigung arbeitsgemeinschaft initiative""".split()
)
# German compounds whose last part is a head (``Wohnungsbaugenossenschaft``, ``Förderverein``).
_GERMAN_HEAD_ENDINGS = (
    "verein",
    "verband",
    "stiftung",
    "genossenschaft",
    "gesellschaft",
    "klinik",
    "klinikum",
    "schule",
    "werk",
    "dienst",
    "zentrum",
    "institut",
    "kasse",
    "kammer",
    "amt",
    "behörde",
)


@cache
def _heads() -> frozenset[str]:
    return organisation_heads() | ENGLISH_HEADS | _MORE_HEADS


def _capitals(acronym: str) -> str:
    """The letters an acronym spells: its capitals (``DoH`` D, H; ``U.S.G.`` U, S, G)."""
    return "".join(c for c in acronym if c.isupper())


def _acronym_shape(acronym: str) -> bool:
    """Two to eight capitals, and more capitals than small letters (``ECtHR``, not ``Ltd``)."""
    capitals = _capitals(acronym)
    small = sum(c.islower() for c in acronym)
    return 2 <= len(capitals) <= 8 and small < len(capitals)


def _spells(letters: str, words: list[str]) -> bool:
    """The capitals ``letters`` are spelled, in order, by ``words``: each capitalised word gives
    its initial and maybe further letters of itself (up to three in all), each link word its
    initial or nothing."""
    letters = letters.casefold()

    @cache
    def go(i: int, j: int) -> bool:
        if i == len(words):
            return j == len(letters)
        word = words[i].casefold()
        link = word in _LINKS or word.rstrip(".") in _LEGAL_FORMS or word in _LEGAL_FORMS
        if link and go(i + 1, j):
            return True
        if j >= len(letters) or word[:1] != letters[j]:
            return False
        # The initial, then up to two letters found later in the word (its compound's parts).
        at, j2 = 1, j + 1
        if go(i + 1, j2):
            return True
        if link:
            return False
        for _ in range(2):
            if j2 >= len(letters):
                break
            found = word.find(letters[j2], at)
            if found < 0:
                break
            at, j2 = found + 1, j2 + 1
            if go(i + 1, j2):
                return True
        return False

    return go(0, 0)


def _head(word: str) -> bool:
    folded = word.casefold().rstrip(".")
    if folded in _heads():
        return True
    last = folded.rsplit("-", 1)[-1]
    return last in _heads() or (len(folded) > 6 and folded.endswith(_GERMAN_HEAD_ENDINGS))


def _organisation(words: list[str]) -> bool:
    """The spelled-out words name an organisation: a head word, or a word that is no word of the
    language; and not a name the public-sphere list holds."""
    content = [w for w in words if w.casefold() not in _LINKS]
    if not (any(_head(w) for w in content) or any(not is_plain_word(w.rstrip(".")) for w in content)):
        return False
    return not notable().get(tuple(w.casefold() for w in words))


def _definition(text: str, end: int, acronym: str) -> tuple[int, int] | None:
    """Where the name that the acronym in parentheses at ``end`` spells out stands, if it does."""
    before = text[max(0, end - 200) : end]
    cut = max((m.end() for m in _BREAK.finditer(before)), default=0)
    offset = end - len(before) + cut
    found = list(_WORD.finditer(text, offset, end))
    # The run of capitalised and link words that ends right before the parenthesis.
    run: list[regex.Match[str]] = []
    for m in reversed(found):
        word = m.group()
        if not (word[:1].isupper() or word.casefold() in _LINKS) or text[m.end() : end].strip(" -") and not run:
            break
        run.insert(0, m)
    letters = _capitals(acronym)
    for first in range(len(run) - 1, -1, -1):
        words = [m.group() for m in run[first:]]
        if not words[0][:1].isupper() or words[0].casefold() in _LINKS:
            continue
        # One word spells an acronym only as a compound of parts (``Rhein-Main-Verkehrsverbund``).
        several = len(words) >= 2 or len(letters) > 1 and "-" in words[0]
        if several and _spells(letters, words):
            return (run[first].start(), run[-1].end()) if _organisation(words) else None
    return None


def _defined(text: str) -> Iterator[tuple[str, int, int]]:
    """The acronyms a text defines, with where their name stands."""
    for m in _DEFINITION.finditer(text):
        acronym = m["acronym"].strip(".") if m["acronym"].count(".") < 2 else m["acronym"]
        # An acronym the public-sphere list holds (``BT``, ``HL``) is the document's firm where
        # the words it is defined by are a private name: ``_organisation`` leaves public ones.
        if not _acronym_shape(acronym):
            continue
        where = _definition(text, m.start(), acronym)
        if where is not None:
            yield acronym, *where


def defined_acronyms(context: DocumentContext) -> frozenset[str]:
    """The acronyms the document defines by an organisation's name, and those names, read once
    per document."""

    def build() -> frozenset[str]:
        found: set[str] = set()
        for view in (*context.views, *context.text_views):
            for acronym, start, end in _defined(view.text):
                found.update((acronym, " ".join(view.text[start:end].split())))
        return frozenset(found)

    value = context.cached(_KEY, build)
    assert isinstance(value, frozenset)
    return value


@cache
def _pattern(name: str) -> regex.Pattern[str]:
    spaced = r"\s+".join(regex.escape(part) for part in name.split())
    return regex.compile(rf"(?<![\p{{L}}\p{{N}}.]){spaced}(?![\p{{L}}\p{{N}}]|\.\p{{L}})")


def acronym_organisations(post: PostText, context: DocumentContext) -> Iterator[Mention]:
    """Every mention in the post of an acronym the document defines by an organisation's name,
    and of that name: the same organisation each time, before its definition too (a heading)."""
    for name in defined_acronyms(context):
        for m in _pattern(name).finditer(post.text):
            yield Mention(m.start(), m.end(), Category.ORG, cert="high", source=SOURCE)
