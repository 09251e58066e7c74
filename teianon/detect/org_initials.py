"""ORG: a small firm named by its owners' initials and its trade (issue 38).

A tradesman's van and invoice name the firm by the owner's initials and the trade: ``RDM
Roofing``, ``JK Elektro``, ``MB Haustechnik``, ``A&S Transporte``. The initials are no word and
no owner's surname, so neither the trade rules (:mod:`.org_tails`, which want capitalised
words) nor the partners' rules read them; the name is as identifying as ``Kessler + Ruhland
Architekten``. Read here (``organisation:initials-kind``, ``medium``): two to four capitals, or
two letters joined by ``&`` or ``+``, right before a trade word of :mod:`.org_tails` or one of
the German trades below, the trade capitalised and not running on into a longer title.

Not where the capitals are a word (``ALL``), an acronym of a sector or department that stands
before a trade as a kind (``IT Solutions``, ``HR Services``, ``SHK Haustechnik``, ``KFZ
Service``), an organisation of the lists (``DHL``, ``H&M``), or a notable name of three letters
or more or joined (a company's: ``BMW``, ``C&A``); two capitals of the notable list (``FB``) are
initials before a trade as a rule. A post written in capitals (a heading) is not read.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, organisations
from ..mention import Category, Mention
from .evidence import Words
from .lexicon import frequency
from .org_tails import PARTNER_KINDS, TAIL_KINDS

INITIALS = "organisation:initials-kind"

# German trades of a craftsman's firm that the partners' kinds of org_tails leave out.
_GERMAN_TRADES = frozenset(
    "elektro elektrik elektroinstallation elektroinstallationen elektrobau haustechnik gebäudetechnik "
    "sanitär heizung heizungsbau klima dachbau dachdeckerei bedachungen bau hochbau tiefbau trockenbau "
    "malerei maler fliesen fliesenleger gebäudereinigung reinigung hausmeisterservice gartenservice "
    "transporte umzüge spedition logistik kfz-service autoservice autohaus montage montagen installationen "
    "fenster türen treppen metallbau stahlbau schlosserei tischlerei schreinerei zimmerei".split()
)
# Trades only: the kinds that end a group's or a programme's name as often (``Group``, ``Fund``,
# ``Network``: ``NSO Group``, ``GPE Fund``) follow an acronym of its own, no owner's initials.
_KINDS = TAIL_KINDS | PARTNER_KINDS | _GERMAN_TRADES
# Acronyms of a sector, a department or a kind of thing that stand before a trade as its kind,
# no owner's initials (``IT Services``, ``EDV Beratung``, ``SHK Haustechnik``, ``KFZ Service``).
_KIND_ACRONYMS = frozenset(
    (
        "it edv pr hr ki ai uk us usa eu hgv hvac cad seo crm erp diy av tv pc gp nhs kfz lkw pkw gmbh ag "
        "shk tga led pv ev bim cnc sap ux ui qa qs hse ehs ems bau usb dj mc sos"
    ).split()
)
# The initials and the gap before the trade word: ``RDM ``, ``A&S ``, ``M + K ``.
_INITIALS_BEFORE = regex.compile(
    r"(?<![\p{L}\p{N}&+./\-])(?P<initials>\p{Lu}{2,4}|\p{Lu}[^\S\n]?[&+][^\S\n]?\p{Lu}{1,2})[^\S\n]$", regex.VERSION1
)
_LOOK_BACK = 12
# Capitals this frequent as a word (Zipf) are the word written in capitals (``ALL``, ``AN``);
# initials are rarer (``GS`` 3.6, ``MB`` 3.9; ``DR`` 5.3 is a title's).
_WORD_FREQUENCY = 5.0


def trade_word(folded: str) -> bool:
    """A trade or kind that ends a small firm's name (``roofing``, ``haustechnik``): alone it
    names none of the firms of that trade."""
    return folded in _KINDS


def initialled_firms(words: Words) -> Iterator[Mention]:
    """The firms of one post's words named by initials and a trade."""
    text = words.post.text
    for i in range(len(words)):
        word = words[i]
        if word.folded not in _KINDS or not word.capitalised or word.text.isupper():
            continue
        if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
            continue  # "JK Roofing Services": the longer name's rules read it whole
        found = _INITIALS_BEFORE.search(text, max(0, word.start - _LOOK_BACK), word.start)
        if found is None or not _initials(found["initials"]):
            continue
        yield Mention(found.start(), word.end, Category.ORG, cert="medium", source=INITIALS)


def _initials(initials: str) -> bool:
    """The capitals are an owner's initials: no word, no sector's acronym, no listed firm."""
    joined = initials.replace(" ", "")
    bare = joined.replace("&", "").replace("+", "")
    key = key_of(joined)
    if bare.casefold() in _KIND_ACRONYMS or organisations().get(key):
        return False
    if bare == joined and frequency(bare) >= _WORD_FREQUENCY:
        return False  # "ALL", "OUR", "AN": a word in capitals
    # Two capitals alone are initials before a trade whatever else they abbreviate (``FB``);
    # three or more, or two joined (``C&A``), may be a company's name.
    return (bare == joined and len(bare) < 3) or not notable().get(key)
