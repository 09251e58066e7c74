"""ORG: small local firms and venues that the shape of their name gives away (issue 38).

A pub, a hotel, a parts dealer, an undertaker or a running club is named by a few words that
the tables do not hold, and no legal form follows them. Where the name has no kind word before
it (:mod:`.org_kinds`) and no frame of dealings around it (:mod:`.org_frames`), its shape says
what it is:

- **a venue's kind after its name** (``organisation:venue-shape``): in English, capitalised
  words written mid-sentence after ``the`` and before a lower-case kind of venue (``the Crooked
  Ferret pub``, ``at the Old Mill café``), whose capitals say that they are its name, not a
  description (``the Irish pub``, ``the Sunday roast`` are none); or ``The`` with its capital
  mid-sentence and a capitalised kind at the end (``booked The Willows Hotel``);
- **a club's short form after its place or name** (``organisation:club-form``): ``AC``,
  ``RFC``, ``GAA`` and the like after capitalised words (``Mourne Valley AC``, ``Ballyhale GAA``);
- **a firm's kind after its name** (``organisation:firm-kind``): ``Pharma``, ``Logistics``,
  ``Outdoor``, ``Immobilien`` after a word that is no word of the language or a surname
  (``Corvane Pharma``, ``Hartley Logistics``);
- **a German trade before its owner** (``organisation:trade-owner``): ``Zweirad``, ``Pietät``,
  ``Optik``, ``Getränke`` before a surname or a word of no dictionary (``Pietät Hollmann``,
  ``Zweirad Kettler``), as on the shop's sign.

Brands, chains and bands of the public-sphere lists stay by that decision, and a name of the
organisation lists is left to them. ``medium``: a reviewer sees each; the rules were not among the
decision model's training candidates, so their certainty stands (:data:`teianon.decide.model.MIN_ROWS`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import demonyms, german_nouns, is_country_word, is_first_name, notable, organisations, persons, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word
from .lexicon import CALENDAR_LONG
from .not_persons import calendar_word

VENUE = "organisation:venue-shape"
CLUB = "organisation:club-form"
FIRM = "organisation:firm-kind"
TRADE = "organisation:trade-owner"
SOURCES = frozenset({VENUE, CLUB, FIRM, TRADE})

# Kinds of venue written in lower case after their name (``the Crooked Ferret pub``).
_VENUE_KINDS = frozenset(
    "pub inn hotel tavern bar café cafe restaurant bistro brewery takeaway chippy deli bakery gym salon "
    "guesthouse b&b hostel diner grill nightclub club shop store garage surgery nursery".split()
)
# Kinds of venue that end a name written with ``The`` (``The Willows Hotel``, ``The Old Forge Inn``).
_VENUE_HEADS = frozenset(
    "hotel inn arms tavern bar café cafe restaurant bistro brewery guesthouse lodge kitchen grill diner "
    "house pub".split()
)
# Old buildings a venue is named after end in these (``The Old Boathouse``, ``The Copper Mill``).
# They are no kind word of a surrogate (:func:`kind_word`): ``Forge`` of ``Forge Innovation Hub``
# is the name.
_BUILDING_ENDINGS = ("house", "mill", "barn", "forge", "granary", "maltings")
# The short forms of clubs written after their name in Britain and Ireland: athletics, football,
# rugby, Gaelic games, hockey, rowing, boxing, cricket, sailing, tennis and golf clubs.
_CLUB_FORMS = frozenset("AC AFC RFC RUFC GAA GFC HC RC BC CC YC SC TC LTC GC ARC FC HFC".split())
# Kinds of firm that end its name (``Corvane Pharma``, ``Hartley Logistics``, ``Kessler Immobilien``).
_FIRM_KINDS = frozenset(
    "pharma logistics consulting consultancy solutions systems motors media outdoor outdoors foods fitness "
    "technologies engineering electronics interiors haulage recruitment software labs brewing cycles "
    "autos roofing glazing joinery logistik immobilien touristik elektronik haustechnik medien "
    "gebäudetechnik".split()
)
# German trades written before their owner's name on a shop's sign (``Zweirad Kettler``).
_TRADES = frozenset(
    "zweirad zweiräder fahrrad fahrräder motorrad motorräder pietät bestattungen bestattungshaus optik "
    "augenoptik hörakustik reifen getränke blumen raumausstattung bedachungen polsterei schlüsseldienst "
    "gartenbau baumschule hofladen schuhhaus modehaus autoservice kfz holz fliesen transporte schlosserei "
    "glaserei druckerei".split()
)
# Street words end a street, not a venue's name (``the Market Street café``).
_STREETS = frozenset("street road lane avenue square place way row hill drive close".split())
_MAX = 4


def shaped_organisations(words: Words) -> Iterator[Mention]:
    """The organisations of one post's words that the shape of their name gives away."""
    for i in range(len(words)):
        word = words[i]
        if word.folded == "the" and i + 1 < len(words) and words.adjacent(i, i + 1):
            yield from _venue(words, i)
        elif word.text in _CLUB_FORMS and i > 0:
            yield from _club(words, i)
        elif word.folded in _FIRM_KINDS and word.capitalised and i > 0:
            yield from _firm(words, i)
        elif word.folded in _TRADES and word.capitalised and i + 1 < len(words):
            yield from _trade(words, i)


def _run(words: Words, i: int) -> int:
    """The end (exclusive) of the capitalised words from word i on, at most :data:`_MAX`."""
    end = i
    while end < len(words) and end - i < _MAX and words[end].capitalised and words[end].text.isalpha():
        if end > i and not words.adjacent(end - 1, end):
            break
        end += 1
    return end


def _description(words: Words, i: int, end: int) -> bool:
    """Words that describe rather than name: a demonym or country (``the Irish pub``), a day or
    a feast (``the Sunday market``), a town of the tables alone (``the Leeds hotel``: a place's
    rules), a street (``the Market Street café``), or a name of the organisation or notable lists
    (a chain or a brand, which the public-sphere decision keeps)."""
    folded = [words[k].folded for k in range(i, end)]
    if any(demonyms().get((f,)) or is_country_word((f,)) or f in CALENDAR_LONG for f in folded):
        return True
    if calendar_word(folded) or folded[-1] in _STREETS:
        return True
    key = tuple(folded)
    if places().get(key) and not any(e.kind == "last" for e in persons().get(key)):
        return True
    return bool(organisations().get(key) or any(e.category == "ORG" for e in notable().get(key)))


def _venue(words: Words, i: int) -> Iterator[Mention]:
    """``the Crooked Ferret pub``: the capitalised words; ``The Willows Hotel`` mid-sentence: all of it."""
    j = i + 1
    end = _run(words, j)
    if end == j or words.sentence_initial(i) and words[i].text == "The" and end - j < 2:
        return
    capital = words[i].text == "The" and not words.sentence_initial(i)
    last = words[end - 1].folded
    # An old building's name is one after a colon or at a sentence's start too ("venue: The Old
    # Boathouse"): no description is written with a capital on each word.
    # ("The Old House was lovely" at a sentence's start may be a description: a compound only.)
    building = last.endswith(_BUILDING_ENDINGS) and last != "house" and words[i].text == "The"
    if (capital or building) and end - j >= 2 and (last in _VENUE_HEADS or building):
        if not _description(words, j, end - 1):
            yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=VENUE)
        return
    if end < len(words) and words.adjacent(end - 1, end) and words[end].text in _VENUE_KINDS:
        if words.sentence_initial(j) or _description(words, j, end):
            return
        if end - j == 1 and is_plain_word(words[j].text):
            return  # "the Charity shop", "the Chess club": a kind of shop or club, capitalised
        yield Mention(words[j].start, words[end - 1].end, Category.ORG, cert="medium", source=VENUE)


def _club(words: Words, i: int) -> Iterator[Mention]:
    """``Mourne Valley AC``: one to three capitalised words before a club's short form that ends
    the name (``im Verein FC Bayern München``: the form opens a German club's name, whose own
    rules read it)."""
    if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
        return
    start = i
    while start > 0 and i - start < _MAX - 1 and words.adjacent(start - 1, start):
        before = words[start - 1]
        if not before.capitalised or not before.text.isalpha() or before.text.isupper():
            break
        start -= 1
        if words.sentence_initial(start):
            break
    if start == i:
        return
    if words.sentence_initial(start) and is_plain_word(words[start].text) and i - start == 1:
        return  # "Please CC me": a verb, no name
    if _description(words, start, i) and not places().get(tuple(words[k].folded for k in range(start, i))):
        return
    yield Mention(words[start].start, words[i].end, Category.ORG, cert="medium", source=CLUB)


def _owner(words: Words, k: int) -> bool:
    """Word k can name a firm's owner or be its made-up name: capitalised, and a surname of the
    tables or no word of the dictionaries, no town of the tables."""
    word = words[k]
    if not word.capitalised or not word.text.replace("-", "").isalpha() or word.text.isupper():
        return False
    if places().get((word.folded,)) and not any(e.kind == "last" for e in persons().get((word.folded,))):
        return False
    if any(e.kind == "last" for e in persons().get((word.folded,))):
        return True
    if is_plain_word(word.text) or _long_compound(word.text):
        return False
    return not is_first_name(word.folded)


def _long_compound(text: str) -> bool:
    """A German compound that ends in a noun of five letters or more after a first part of
    three or more (``Geschäfts|feldern``, ``Markt|bereichen``): a noun of the sentence, where a
    name only ends in a short one by chance (``Elan|vale``, ``Holl|mann``)."""
    nouns = german_nouns()
    # A surname's common last part is a noun too (``Oster|meier``, ``Klein|bauer``, ``Wester|huber``):
    # there it ends a name, not a compound of the sentence.
    return any(
        text[cut:].capitalize() in nouns and not any(e.kind == "last" for e in persons().get((text[cut:].casefold(),)))
        for cut in range(3, len(text) - 4)
    )


def _firm(words: Words, i: int) -> Iterator[Mention]:
    """``Corvane Pharma``, ``Hartley Logistics``: a firm's kind after one or two owner's words."""
    start = i
    while start > 0 and i - start < 2 and words.adjacent(start - 1, start) and _owner(words, start - 1):
        start -= 1
    if start == i or _description(words, start, i + 1) or _description(words, start, i):
        return
    yield Mention(words[start].start, words[i].end, Category.ORG, cert="medium", source=FIRM)


def _trade(words: Words, i: int) -> Iterator[Mention]:
    """``Zweirad Kettler``, ``Pietät Hollmann``: a German trade and its owner's name after it."""
    j = i + 1
    if not words.adjacent(i, j) or not _owner(words, j):
        return
    end = j + 1
    if end < len(words) and words.adjacent(j, end) and _owner(words, end):
        end += 1  # a double name: "Optik Kessler Brandt"
    if _description(words, i, end) or _description(words, j, end):
        return
    yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=TRADE)


# Small words inside an organisation's name that name nothing (``The Old Forge``, ``Zum Ochsen``).
_FUNCTION_WORDS = frozenset("the of and und am im an der die das den dem des zum zur zu von vom for für on at".split())


def kind_word(word: str) -> bool:
    """A word of an organisation's name that says what kind it is or joins its words, and names
    no one (``Hotel``, ``pub``, ``Zweirad``, ``Café``, ``The``): what an organisation's surrogate
    keeps. Every other word of the name (``Crooked``, ``Blau-Weiß``, ``Dreieck``, words of the
    language as often as not) is the name, and is replaced; so are a firm's line of business
    (``Pharma``, ``Outdoor``: with a town, few firms share it) and a club's short form (``AC``,
    replaced by letters as ``SV`` is)."""
    from .institution_words import organisation_heads
    from .org_frames import venue_kind
    from .org_kinds import kind_of
    from .organisation import GERMAN_TRADES, TRADES

    folded = word.casefold()
    return (
        folded in _FUNCTION_WORDS
        or folded in organisation_heads()
        or folded in GERMAN_TRADES
        or folded in TRADES
        or folded in _VENUE_KINDS
        or folded in _VENUE_HEADS
        or folded in _TRADES
        or venue_kind(word)
        # A compound of a kind only as the dictionary has it (``Landgasthof``): ``Sonnenhof``
        # ends like one and is the name.
        or kind_of(folded) is not None
        and (kind_of(folded) == folded or word in german_nouns())
    )
