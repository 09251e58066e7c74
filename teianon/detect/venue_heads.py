"""ORG: English shops, practices and venues named by ordinary words and a capitalised kind (issue 38).

A village shop, a vets' practice, a food pantry or a hotel is named like ``Brookside Vets``,
``the Ordsall Community Pantry``, ``the Harbour View Hotel``, ``Khan's Corner Stores``: ordinary
words, then the word for its kind written with a capital as part of the name. The institution
rule (:mod:`teianon.detect.institution`) holds such names of plain words ``low`` (``the Jockey
Club`` is as often a national body); for the kinds of :data:`HEADS`, which no national body
takes, the frame decides:

- the kind is capitalised inside a sentence, and nothing capitalised follows it (``Hotel
  California``, ``the Hub Manager`` are other names);
- one to three capitalised words stand right before it, one of them more than a kind
  (``the Community Pantry``, ``the Grand Hotel`` name any such place);
- ``the``, a preposition or a possessive stands before them (``at``, ``from``, ``of``, ``our``),
  or ``The`` with its capital inside the sentence opens the name;
- a kind that shops of every trade take (:data:`_COMMON_KINDS`: ``Shop``, ``Hotel``, ``Café``)
  needs two words before it or one that is no word of the language: ``the Charity Shop``,
  ``the Station Hotel`` are the writer's capitals for a kind.

``medium``: a reviewer sees each. Public names (``the Apple Store``, ``the Savoy Hotel``) stay by
the public-sphere decision, which sees these as any other organisation.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..mention import Category, Mention
from .evidence import Words, is_plain_word
from .institution_words import ENGLISH_GENERIC, ENGLISH_HEADS

SOURCE = "institution:venue-head"

# Kinds of local business or venue that end a name written with capitals. Not the kinds that
# name software, products or national firms as often (``Studio``, ``Bar``, ``Grill``,
# ``Workshop``, ``Motors``, ``Market``, ``Gallery``).
HEADS = frozenset(
    "hub pantry vets vet's vets' stores shop shoppe nook hotel guesthouse bakery bakehouse bakers café cafe "
    "caff deli delicatessen tearooms tearoom teashop coffeehouse salon barbers barbershop florist florists "
    "butchers grocers greengrocers newsagents newsagent chemists pharmacy opticians launderette laundrette "
    "kennels cattery stables playgroup preschool pre-school creche crèche foodbank chippy chipper takeaway "
    "pizzeria brasserie bistro tavern inn arms emporium bookshop boutique diner kitchen cycles".split()
)
# Kinds every trade takes: one plain word before them is the writer's capital for a kind.
_COMMON_KINDS = frozenset("shop shoppe hotel bakery bakers café cafe kitchen salon bookshop takeaway deli".split())
# Words before the name that make it a place one goes to, buys from or belongs to.
_FRAME = frozenset(
    "the at from to in into of near by with for via behind opposite outside inside our my your his her their".split()
)
# Prepositions after which an owner's possessive and a trade are the kind rule's shop
# (teianon.detect.org_kinds).
_SHOP_BEFORE = frozenset("at from to into".split())
# Adjectives of a hotel's or shop's grade: "the Grand Hotel", "the Little Bakery" name any.
_GRADES = frozenset("grand little big great best olde ye golden".split())
_MAX_BEFORE = 3


def named_venues(words: Words) -> Iterator[Mention]:
    """The venues of one post named by ordinary words and a capitalised kind."""
    for i in range(1, len(words)):
        head = words[i]
        if head.folded not in HEADS or not head.capitalised or head.text.isupper():
            continue
        if words.sentence_initial(i):
            continue
        if i + 1 < len(words) and words.adjacent(i, i + 1):
            after = words[i + 1]
            if after.capitalised and not after.text.isupper():
                continue  # "Hotel California", "the Hub Manager": another name or a title
        start = _name_start(words, i)
        if start is None:
            continue
        yield Mention(words[start].start, head.end, Category.ORG, cert="medium", source=SOURCE)


def _name_start(words: Words, i: int) -> int | None:
    """The first word of the name whose kind is word i, or None where its frame is missing."""
    start = i
    j = i - 1
    while j >= 0 and i - j <= _MAX_BEFORE and words.adjacent(j, j + 1):
        word = words[j]
        if not word.capitalised or word.text == "I" or word.text.isupper() and len(word.text) > 1:
            break
        if word.folded in ENGLISH_HEADS or word.folded in HEADS:
            break  # "the Hospital Shop": the institution's own
        if word.text == "The":
            if words.sentence_initial(j):
                break
            start = j  # "from The Knitting Corner": its capital says it is the name's
            break
        if words.sentence_initial(j) and is_plain_word(word.text):
            break
        start = j
        j -= 1
    if start == i:
        return None
    names = [
        k
        for k in range(start, i)
        if words[k].text != "The" and words[k].folded not in ENGLISH_GENERIC and words[k].folded not in _GRADES
    ]
    if not names:
        return None  # "the Community Pantry", "the Grand Hotel": any such place
    capital_the = words[start].text == "The"
    owner = words[start].text.endswith(("'s", "’s")) and i - start == 1
    if owner and start > 0 and words[start - 1].folded in _SHOP_BEFORE:
        return None  # "from Kavanagh's Chipper": the owner's shop, the kind rule's (one proposal)
    if not capital_the:
        if start == 0 or not words.adjacent(start - 1, start) or words[start - 1].folded not in _FRAME:
            return None
        if words[start - 1].text[:1].isupper() and words[start - 1].folded != "the":
            return None  # a heading's capitals
    plain = all(is_plain_word(words[k].text.removesuffix("'s").removesuffix("’s")) for k in names)
    if words[i].folded in _COMMON_KINDS and plain and len(names) < 2 and not capital_the:
        return None  # "the Charity Shop", "the Station Hotel": a kind in capitals
    return start


def kind_in_capitals(words: Words, j: int, end: int) -> bool:
    """Words j..end are one word of the language and a kind every trade takes, both capitalised
    (``the Charity Shop``, ``the Station Hotel``): the writer's capitals for a kind, no name."""
    return (
        end - j == 2
        and words[end - 1].folded in _COMMON_KINDS
        and is_plain_word(words[j].text)
        and words[j].folded not in HEADS
    )
