"""ORG: small local organisations named without a head word, found by the frame around them.

A shop, café, pub, practice or club is often named by a word of the language or a made-up one
(``im Papierflieger``, ``bei Hollisters``, ``at Greenleaf``), with no legal form or head word
the tables know (issue 38: the largest miss of a held-out round). Two frames say that the word
is an organisation's name:

- **an apposition that names its kind** (``organisation:apposition``): the name right after a
  preposition of place or dealings (``bei``, ``im``, ``von``, ``at``, ``from``), then a comma
  and an article, at most two lower-case words and a kind of venue or firm (``im Papierflieger,
  dem Café in der Altstadt``, ``bei Hollisters, dem kleinen Laden``, ``at Greenleaf, the
  florist``), or ``, das ist ein …`` / ``, which is a …``. A German noun there counts only where
  it is rare (Zipf below :data:`_RARE`): ``beim Bäcker, dem kleinen Laden`` names the kind
  twice, not a shop.
- **dealings with a firm** (``organisation:dealings``): one to three capitalised words after
  ``bei``, ``beim``, ``von``, ``vom``, ``at`` or ``from``, the first of which is no word of the
  dictionaries, no first name and no place, in a clause with a word of buying, ordering, an
  appointment, a bill or a membership (``die Jacke bei Hollisters gekauft``, ``Termin bei
  Haarwerk``, ``ordered it from Pebblecroft``). A surname there (``Termin bei Kowalski``) is a
  practice or a person: either way replaced. Brands the public-sphere lists know (``bei Amazon
  bestellt``) stay by that decision.

Medium certainty: a reviewer sees each.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import persons, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word
from .lexicon import german_frequency

APPOSITION = "organisation:apposition"
DEALINGS = "organisation:dealings"

# Prepositions before a venue's or firm's name.
_BEFORE = frozenset("bei beim im in von vom at from with".split())
_DEALINGS_BEFORE = frozenset("bei beim von vom at from".split())
# Articles and determiners that open an apposition.
_ARTICLES = frozenset("dem der das den die einem einer ein eine the a an our my unserem unserer meinem meiner".split())
# Kinds of venue and firm an apposition names (German ones also as a compound's last part:
# ``Blumenladen``, ``Friseursalon``, ``Handwerksbetrieb``).
_KINDS_DE = (
    "café",
    "cafe",
    "laden",
    "geschäft",
    "kneipe",
    "bar",
    "restaurant",
    "imbiss",
    "bistro",
    "kindergarten",
    "kita",
    "firma",
    "betrieb",
    "praxis",
    "salon",
    "bäckerei",
    "metzgerei",
    "boutique",
    "werkstatt",
    "studio",
    "verein",
    "club",
    "chor",
    "band",
    "shop",
    "hotel",
    "pension",
    "lokal",
    "kiosk",
    "agentur",
    "kanzlei",
    "treff",
)
_KINDS_EN = frozenset(
    "café cafe shop pub bar restaurant bakery butcher butchers butcher's florist florists salon garage nursery "
    "firm company practice surgery club band takeaway deli bookshop bookstore store boutique studio gym hotel "
    "inn agency chippy newsagent newsagents pharmacy chemist chemists grocer greengrocer hairdresser "
    "hairdressers barber barbers kennels dealership workshop".split()
)
# "…, das ist ein Kindergarten", "…, which is a café": the kind after a verb of being.
_BEING = frozenset("ist is was war".split())
_RELATIVE = frozenset("das which that it".split())
# A German noun rarer than this (Zipf) can be a venue's name (``Papierflieger`` 2.2); a common
# one is the kind itself (``Bäcker`` 3.9, ``Supermarkt`` 4.2).
_RARE = 3.0
# Words of buying, ordering, an appointment, a bill or a membership: dealings with a firm.
_DEALINGS = frozenset(
    "gekauft kaufe kaufen kauft kaufst bestellt bestelle bestellen bestellst geholt hole holen termin termine "
    "rechnung rechnungen kunde kundin kunden mitglied mitglieder gebucht reserviert repariert abgeholt "
    "bought buy buying buys ordered order ordering appointment appointments invoice invoices bill customer "
    "customers member members booked repaired".split()
)
# Words on either side of the name in which a word of dealings counts: its clause.
_NEAR = 6
_MAX_NAME = 3


def framed_organisations(words: Words) -> Iterator[Mention]:
    """The organisations of one post's words named by an apposition or by dealings."""
    for i in range(1, len(words)):
        before = words[i - 1].folded
        if before not in _BEFORE or not words[i].capitalised or not words.adjacent(i - 1, i):
            continue
        end = _name_end(words, i)
        if end == i:
            continue
        if _apposition(words, i, end):
            yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=APPOSITION)
        elif before in _DEALINGS_BEFORE and _dealings(words, i, end):
            yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=DEALINGS)


def _name_end(words: Words, i: int) -> int:
    """The end (exclusive) of the run of capitalised words from word i on one line, ``&`` or
    ``and`` between two of them (``Pebble & Finch``)."""
    end = i
    while end < len(words) and end - i < _MAX_NAME:
        if end > i and not words.adjacent(end - 1, end):
            gap = words.post.text[words[end - 1].end : words[end].start]
            if gap.strip() != "&" or "\n" in gap:
                break
        if not words[end].capitalised:
            break
        end += 1
    return end


def _kind(word: str) -> bool:
    folded = word.casefold()
    if folded in _KINDS_EN:
        return True
    return any(folded == k or folded.endswith(k) and len(folded) > len(k) + 2 for k in _KINDS_DE)


def _apposition(words: Words, i: int, end: int) -> bool:
    """A comma right after the name, then an article, up to two lower-case words and a kind
    (``, dem kleinen Laden``), or a verb of being and the kind (``, das ist ein Kindergarten``)."""
    text = words.post.text
    if end >= len(words) or text[words[end - 1].end : words[end].start].strip() != ",":
        return False
    if words.sentence_initial(i):
        return False
    # A common German noun is the kind itself ("beim Bäcker, dem kleinen Laden"), not a name.
    if end - i == 1 and german_frequency(words[i].text) >= _RARE:
        return False
    k = end
    if words[k].folded in _RELATIVE and k + 1 < len(words) and words[k + 1].folded in _BEING:
        k += 2
    if k >= len(words) or words[k].folded not in _ARTICLES:
        return False
    for n in range(k + 1, min(len(words), k + 4)):
        if _kind(words[n].text):
            return True
        if words[n].capitalised:
            return False
    return False


def _dealings(words: Words, i: int, end: int) -> bool:
    """The first word is no word of the dictionaries, no first name and no place, and a word
    of dealings stands in the clause around the name."""
    first = words[i]
    if words.sentence_initial(i) or is_plain_word(first.text) or places().get((first.folded,)):
        return False
    bare = first.folded.removesuffix("'s").removesuffix("’s")
    if any(e.kind == "first" for e in persons().get((bare,))):
        return False
    lo, hi = max(0, i - _NEAR), min(len(words), end + _NEAR)
    return any(words[k].folded in _DEALINGS for k in range(lo, hi) if not i <= k < end)
