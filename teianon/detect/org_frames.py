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

from ..lists import german_nouns, is_first_name, notable, organisations, places
from ..mention import Category, Mention
from .evidence import Words, is_compound_noun, is_plain_word
from .lexicon import german_frequency
from .not_persons import calendar_word

APPOSITION = "organisation:apposition"
DEALINGS = "organisation:dealings"

# Prepositions before a venue's or firm's name.
_BEFORE = frozenset("bei beim im in von vom at from with".split())
_DEALINGS_BEFORE = frozenset("bei beim von vom at from".split())
_WITH_ARTICLE = frozenset(("beim", "vom"))
_PLURALS = ("ungen", "heiten", "keiten", "en", "er")
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
_POSSESSIVES = frozenset("sein seine seinen seinem ihr ihre ihren ihrem his her their its".split())
_FORMAL = ("ihr", "ihnen", "sein", "mein", "dein", "unser", "euer")
_PREPOSITIONS = frozenset("in im an am auf bei beim mit von vom zu zum zur für aus nach at on of with from".split())
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
_FROM = frozenset("von vom from".split())
_BILLS = frozenset("rechnung rechnungen lieferung angebot invoice invoices bill ordered order bought".split())
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


def venue_kind(word: str) -> bool:
    """A kind of venue or firm: an English one in lower case, a German noun (capitalised) or
    the last part of one (``unmittelbar`` only ends like ``Bar``)."""
    folded = word.casefold()
    if word.islower() and folded in _KINDS_EN:
        return True
    return word[:1].isupper() and any(folded == k or folded.endswith(k) and len(folded) > len(k) + 2 for k in _KINDS_DE)


def _apposition(words: Words, i: int, end: int) -> bool:
    """A comma right after the name, then an article, up to two lower-case words and a kind
    (``, dem kleinen Laden``), or a verb of being and the kind (``, das ist ein Kindergarten``)."""
    text = words.post.text
    if end >= len(words) or text[words[end - 1].end : words[end].start].strip() != ",":
        return False
    if words.sentence_initial(i) or words[i].folded in _POSSESSIVES or words[i].folded.startswith(_FORMAL):
        return False  # "in Ihrem Antrag, die …": the formal address, no name
    # A common German noun is the kind itself ("beim Bäcker, dem kleinen Laden"), not a name, and
    # people in the plural are no venue ("von Verkäuferinnen, die …").
    if any(german_frequency(words[k].text) >= _RARE for k in range(i, end)) or words[i].folded.endswith("innen"):
        return False
    k = end
    if words[k].folded in _RELATIVE and k + 1 < len(words) and words[k + 1].folded in _BEING:
        k += 2
    if k >= len(words) or words[k].folded not in _ARTICLES:
        return False
    if k + 1 < len(words) and (words[k + 1].folded in _POSSESSIVES or words[k + 1].folded in _PREPOSITIONS):
        # "beim Abraham Meier, der sein Geschäft betreibt", "…, die in einer Bäckerei arbeiten":
        # a relative clause about a person
        return False
    for n in range(k + 1, min(len(words), k + 4)):
        if venue_kind(words[n].text):
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
    if calendar_word([words[k].folded for k in range(i, end)]):
        return False  # "bought it at Christmas from …", "at Xmas", "Termin bei Sonnenaufgang"
    if _listed_firm([words[k].folded for k in range(i, end)]):
        return False  # a brand or chain the lists know: the public-sphere decision keeps it
    if is_compound_noun(first.folded) and (words[i - 1].folded in _WITH_ARTICLE or first.folded.endswith(_PLURALS)):
        # "vom Herumträger gekauft", "Angebot von Finanzdienstleistungen": a German noun the
        # dictionary lacks, after an article or in the plural; without either, a compound is a
        # firm's made-up name as often ("bei Haarwerk", "bei Stoffwerkstatt").
        return False
    if any(_german_noun(words[k].text) and not _trade_compound(words[k].folded) for k in range(i + 1, end)):
        # "bei Ehrenthal Rat holen": a noun after the name, not part of it; a compound of a
        # trade is (``bei Kessler-Teile Landmaschinenservice bestellt``), as on the firm's sign.
        return False
    if end < len(words) and words[end].folded == "to" and words[i - 1].folded == "from":
        return False  # "from Lyme to Plymouth": a route
    bare = first.folded.removesuffix("'s").removesuffix("’s")
    if is_first_name(bare):
        return False
    if words[i - 1].folded in _FROM:
        # "von"/"from" is where someone comes from as often ("der Oberst von Bullau", "from Lyme"):
        # only a bill or an order names a firm there ("die Rechnung vom …", "ordered it from …").
        return any(words[k].folded in _BILLS for k in range(max(0, i - 4), i - 1))
    lo, hi = max(0, i - _NEAR), min(len(words), end + _NEAR)
    return any(words[k].folded in _DEALINGS for k in range(lo, hi) if not i <= k < end)


def _listed_firm(keys: list[str]) -> bool:
    """The name, or its first word, is an organisation of the notable or organisation lists (a
    brand, a chain, a company): public as before this rule, whatever the list flags it as."""
    for key in (tuple(keys), tuple(keys[:1])):
        if any(e.category == "ORG" for e in notable().get(key)) or organisations().get(key):
            return True
    return False


# The last parts of German compounds that name a firm's trade (``Oldtimerservice``,
# ``Fliesenhandel``, ``Reifenvertrieb``): after a name they end it.
_TRADE_ENDINGS = ("service", "handel", "vertrieb", "versand", "technik", "werkstatt", "markt", "shop")


def _trade_compound(folded: str) -> bool:
    return folded.endswith(_TRADE_ENDINGS) and len(folded) > 8


def _german_noun(text: str) -> bool:
    return text in german_nouns() or is_compound_noun(text.casefold())
