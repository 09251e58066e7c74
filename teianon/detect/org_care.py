"""ORG: a company's health insurance fund and a small care provider, by their head word (issue 38).

German clinical and insurance letters name the patient's fund: a company's own fund
(Betriebskrankenkasse) or a guild's (Innungskrankenkasse) carries the company's or a region's
name before or after the kind (``Brenneisen BKK``, ``BKK Halbach & Sohn``, ``IKK Morgenland``,
``Pfeilring Betriebskrankenkasse``, ``Betriebskrankenkasse der Firma X``). A company's fund
insures that company's staff and their families: it names the patient's employer, a private
reference (``organisation:fund``, ``high``). The national insurers (``AOK``, ``TK``,
``Barmer``, ``DAK``, ``IKK classic``) and the funds' federation (``BKK Dachverband``) are
public bodies: the lists keep them, and a federation's or a region's word after the kind
(``Dachverband``, ``Nordwest``) is not read as a fund's name here.

English letters name a small provider by its name and ``Health``, ``Healthcare`` or ``Care``
(``Alderbrook Healthcare``, ``Quenby Health``, ``Bluefield Care``): the clinic or home care
service that treats a patient (``organisation:care``, ``medium``). Its first word is no word of
the language (``Public Health``, ``Mental Health``, ``Primary Care`` are fields) nor an acronym
(``IPCEI Health``, a programme), and a provider the lists know (a national chain) is the
public-sphere decision's.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import Entry
from ..mention import Category, Mention
from .clause_language import post_language
from .evidence import Words, is_compound_noun, is_plain_word
from .lexicon import frequency, is_name

FUND = "organisation:fund"
CARE = "organisation:care"
SOURCES = frozenset({FUND, CARE})

_FUNDS = frozenset("bkk ikk betriebskrankenkasse innungskrankenkasse".split())
# Words after a fund's kind that make it the funds' federation or a region's fund, no company's.
_NOT_COMPANY = frozenset(
    "dachverband bundesverband landesverband landesverbände spitzenverband verband e.v nord süd ost west "
    "nordwest nordost südwest südost mitte classic gesund".split()
)
_FUND_COMPOUNDS = ("-bkk", "-betriebskrankenkasse", "-innungskrankenkasse")
_CARE = frozenset("health healthcare care".split())
# Words before a name that belong to the sentence, not to it (``Die Wendelstein BKK``).
_ARTICLES = frozenset(
    "der die das des dem den ein eine einer eines einem einen the a an this that our your his her their "
    "my meine seine ihre unsere ihrer seiner bei von mit".split()
)
_MAX_RUN = 3
# A first word this frequent (Zipf) is the language's (``Primary``, ``Mental``), no provider's.
_WORD_FREQUENCY = 4.0
# A fund's company or region may be a brand (``Audi`` 4.2), not a word this frequent (``Neue``).
_FUND_WORD_FREQUENCY = 5.0


def company_fund(entry: Entry) -> bool:
    """A listed insurer that is a company's fund (``BKK Mahle``, ``Bahn-BKK``, ``Siemens-
    Betriebskrankenkasse``), not the funds' federation: it names the insured's employer, and the
    list's entry does not make it public."""
    if entry.kind != "insurer":
        return False
    parts = set(_PARTS.split(entry.form.casefold()))
    return bool(parts & {"bkk", "betriebskrankenkasse"}) and not parts & _NOT_COMPANY


_PARTS = regex.compile(r"[\s\-]+")


def care_organisations(words: Words) -> Iterator[Mention]:
    """The funds and care providers of one post's words."""
    for i in range(len(words)):
        folded = words[i].folded
        if folded in _FUNDS:
            yield from _fund(words, i)
        elif folded.endswith(_FUND_COMPOUNDS) and words[i].capitalised:
            # "Siemens-Betriebskrankenkasse", "Bahn-BKK": the company's name joined to the kind.
            yield Mention(words[i].start, words[i].end, Category.ORG, cert="high", source=FUND)
        elif folded in _CARE and words[i].capitalised and not words[i].text.isupper():
            yield from _provider(words, i)


def _named(words: Words, k: int) -> bool:
    """Word k may be a part of a name: capitalised, no article, no word in capitals."""
    word = words[k]
    return word.capitalised and word.folded not in _ARTICLES and word.folded not in _FUNDS


def _first_name_word(words: Words, k: int) -> bool:
    """Word k may open a company's or provider's name: no frequent word of the language."""
    text = words[k].text
    return is_name(text) or not (is_plain_word(text) or frequency(text) >= _WORD_FREQUENCY)


def _fund_word(text: str) -> bool:
    """``text`` may name a fund's company or region: a noun (``Morgenland``) or a brand
    (``Audi``) may, a very frequent word of the language (``Deutsche``, ``Neue``) may not."""
    return is_name(text) or frequency(text) < _FUND_WORD_FREQUENCY


def _joined(words: Words, a: int, b: int) -> bool:
    """Words a and b stand side by side, or joined by ``&``/``+`` (``Halbach & Sohn``)."""
    gap = words.post.text[words[a].end : words[b].start]
    return "\n" not in gap and gap.strip() in ("", "&", "+", "-")


def _fund(words: Words, i: int) -> Iterator[Mention]:
    text = words.post.text
    # "Brenneisen BKK", "Halbach & Sohn BKK": the company's name before the kind.
    start = i
    while start > 0 and i - start < _MAX_RUN and _joined(words, start - 1, start) and _named(words, start - 1):
        start -= 1
    while start < i and not _fund_word(words[start].text):
        start += 1
    if start < i:
        yield Mention(words[start].start, words[i].end, Category.ORG, cert="high", source=FUND)
        return
    # "BKK Halbach & Sohn", "Betriebskrankenkasse der Pfeilring AG": the name after the kind.
    j = i + 1
    if j < len(words) and words[j].folded in ("der", "des") and words[i].folded.endswith("kasse"):
        j += 1
    if j >= len(words) or not _joined(words, j - 1, j) or not _named(words, j):
        return
    if words[j].folded in _NOT_COMPANY or not _fund_word(words[j].text):
        return
    end = j
    while end + 1 < len(words) and end - j < _MAX_RUN - 1 and _joined(words, end, end + 1) and _named(words, end + 1):
        end += 1
    if text[words[end].end : words[end].end + 1] == "," and end > j and is_plain_word(words[end].text):
        end -= 1
    yield Mention(words[i].start, words[end].end, Category.ORG, cert="high", source=FUND)


def _provider(words: Words, i: int) -> Iterator[Mention]:
    if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
        return  # "Quenby Health Authority", "Harlow Care Homes": the longer name's rules read it
    start = i
    if words[i].folded == "care" and i > 0 and words[i - 1].folded == "health":
        start -= 1  # "X Health Care"
    head = start
    while start > 0 and head - start < _MAX_RUN and words.adjacent(start - 1, start) and _named(words, start - 1):
        start -= 1
    if start < head and post_language(words.post.text) == "de":
        # A German noun before an English name (``Parlamentskreis One Health``) is the sentence's.
        while start < head and is_compound_noun(words[start].text):
            start += 1
    if start == head or words[start].text.isupper():
        return  # "IPCEI Health", "EU Health": a programme's acronym, no provider's name
    if not _first_name_word(words, start):
        return  # "Public Health", "Mental Health", "Primary Care": a field
    yield Mention(words[start].start, words[i].end, Category.ORG, cert="medium", source=CARE)
