"""ORG: small businesses and groups named by capitalised words and their trade at the end (issue 38).

An English shop, practice, studio, start-up or youth ensemble is often named by ordinary words
and its trade or kind last, as on its sign: ``Kettle & Fern Bakery``, ``Harbour Light Books``,
``Tidewater Hill Physio``, ``Blackfen Junior Strings``, ``Oakrow Seed Capital``. The words are
no owner's name (``Hartley Logistics`` is :mod:`.org_shapes`'s), and nothing before them says
what they are; the capitals of ordinary words in the middle of a sentence, closed by a word for
a trade, do. Read here:

- **an ampersand before the trade** (``organisation:ampersand-kind``): two capitalised words
  joined by ``&`` and a trade word after them (``Kettle & Fern Bakery``);
- **two surnames joined before the trade** (``organisation:partners-kind``): ``&``, ``+``,
  ``und`` or ``and`` between two owners' names and the trade after them, up to two words of it
  (``Kessler + Ruhland Architekten``, ``Hollis and Marsh Funeral Directors``): one firm, both
  names in it; a firm of the lists (``Marks & Spencer``) is the public-sphere decision's;
- **a capitalised run before the trade** (``organisation:tail-kind``): two or three capitalised
  words not at the start of a sentence, then the trade word (``at Harbour Light Books``), or one
  owner's name that is no word of the dictionaries (``Quillby Books``);
- **a legal form with its bracketed addition** (``organisation:legal-addition``): ``UG
  (haftungsbeschränkt)``, ``gGmbH (i. G.)`` after the firm's name: the addition belongs to the
  form, and the name before it is a firm's, however ordinary its words (``Kiln Labs UG
  (haftungsbeschränkt)``).

A phrase of title case (``Best Budget Road Bikes`` as a heading, ``the Top Ten Christmas
Books``) runs on beyond the name on either side or starts a sentence, and is left. So is a run
that holds a demonym, a country, a day, a street word, a big city (``London Symphony
Orchestra``: a public body's name, or a chain's branch), or a chain, brand or organisation of
the lists, which the public-sphere decision keeps. ``medium`` for the trade rules (a reviewer
sees each), ``high`` for the legal form's addition; the rules were not among the decision
model's training candidates, so their certainty stands (:data:`teianon.decide.model.MIN_ROWS`).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import demonyms, is_country_word, key_of, notable, organisations, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word
from .institution_words import ENGLISH_HEADS, organisation_heads
from .lexicon import CALENDAR_LONG, is_name

AMPERSAND = "organisation:ampersand-kind"
PARTNERS = "organisation:partners-kind"
TAIL = "organisation:tail-kind"
ADDITION = "organisation:legal-addition"
SOURCES = frozenset({AMPERSAND, TAIL, ADDITION, PARTNERS})

# Trades and kinds that end an English small business's or group's name. Words that end public
# bodies' names (``Council``, ``Trust``, ``University``) are not among them: their rules read them.
TAIL_KINDS = frozenset(
    "books bookshop bookstore booksellers physio physiotherapy osteopathy chiropractic dental dentistry "
    "opticians optometrists pharmacy florist florists barbers bakery bakehouse patisserie deli coffee "
    "roasters cycles bikes motors autos garage tyres fitness gym yoga pilates climbing strings orchestra "
    "choir singers ensemble players partners capital ventures labs studio studios architects surveyors "
    "accountants lettings estates removals cleaning catering nursery kennels vets veterinary aquatics "
    "tiles carpets hardware plumbing electrical builders joinery roofing landscaping decorators taxis "
    "consulting consultancy logistics solutions brewing brewery distillery kitchens interiors "
    # The trades of a van's side and a small shop's sign (``Pennine Locksmiths``, ``Hollow Oak
    # Guitars``, ``Northgate Scaffolding``), as often a writer's tradesman as the bakery above.
    "locksmiths guitars glazing carpentry electricians scaffolding plastering fencing drainage flooring "
    "upholstery groundworks tiling cabs couriers grooming valeting blinds".split()
)
# The trades of partners' firms, German and English, which end a firm named by two surnames
# joined by "&", "+", "und" or "and" (``Brandt + Okafor Architekten``, ``Hollis and Marsh
# Funeral Directors``), with up to two words of the trade before them (``Funeral``).
PARTNER_KINDS = TAIL_KINDS | frozenset(
    "directors solicitors lawyers attorneys notaries associates engineers opticians undertakers auctioneers "
    "agents agency printers photographers design media marketing consultants insurance brokers "
    "architekten rechtsanwälte rechtsanwaelte anwälte steuerberater notare ingenieure partner bestattungen "
    "immobilien bedachungen haustechnik metallbau holzbau zimmerei tischlerei schreinerei malerbetrieb "
    "elektrotechnik sanitär gartenbau landschaftsbau optik akustik dental zahntechnik physiotherapie "
    "fotografie grafik werbung verlag druck transporte umzüge reisen consulting".split()
)
# Kinds that end a firm's, a group's or a venue's name as often as they end a department's or a
# heading's (``Harwell Associates``, ``Ostley Vale Holdings``; ``Adult Social Services``, ``Our
# Event Productions``): they make a name only with a word in it that is no word of the
# language (an owner's or a place's name), as a town in ``Kettering Engineering`` is.
NAMED_TAIL_KINDS = frozenset(
    "associates consultants group holdings enterprises services systems industries engineering construction "
    "developments properties homes transport haulage farm farms publishing press media productions events "
    "forum project network alliance federation foundation fund charity mosque synagogue temple chapel library "
    "museum gallery theatre lodge inn hotel tavern scouts brigade cooperative co-operative agency recruitment "
    "recycling manufacturing fabrications supplies foods trading".split()
)
_JOINERS = frozenset("& + und and".split())
_STREETS = frozenset("street road lane avenue square place way row hill drive close".split())
_BIG_CITY = 100_000
_MAX_RUN = 3
# A legal form and the additions German and English registers write after it in brackets.
_ADDITION = regex.compile(
    r"\s*\((?:haftungsbeschränkt|i\.\s?G\.|in\s+Gründung|in\s+Liquidation|i\.\s?L\.|in\s+formation|"
    r"in\s+liquidation|gemeinnützig)\)",
    regex.IGNORECASE,
)
_FORMS = frozenset("ug gmbh ggmbh ag kg ohg gbr ltd llp plc llc inc".split())


def tailed_organisations(words: Words) -> Iterator[Mention]:
    """The organisations of one post's words named by their trade at the end, or by a legal form
    with its bracketed addition."""
    for i in range(1, len(words)):
        word = words[i]
        if word.folded.rstrip(".") in _FORMS and _ADDITION.match(words.post.text, word.end):
            yield from _addition(words, i)
        elif word.folded in PARTNER_KINDS and word.capitalised and not _runs_on(words, i):
            partners = _partners(words, i)
            if isinstance(partners, Mention):
                yield partners
            elif partners is None and word.folded in TAIL_KINDS:
                yield from _tail(words, i)
            elif partners is None and word.folded in NAMED_TAIL_KINDS:
                yield from _tail(words, i, named=True)
        elif word.folded in NAMED_TAIL_KINDS and word.capitalised and not _runs_on(words, i):
            yield from _tail(words, i, named=True)


def _runs_on(words: Words, i: int) -> bool:
    """The kind word is followed by another capitalised word of the same phrase: a longer title."""
    return i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised


def _name_word(words: Words, k: int) -> bool:
    word = words[k]
    return word.capitalised and word.text.isalpha() and not word.text.isupper()


def _tail(words: Words, i: int, named: bool = False) -> Iterator[Mention]:
    """The name a trade word at ``i`` ends; ``named``: only where a word of it is no word of
    the language."""
    text = words.post.text
    # "Kettle & Fern Bakery": two capitalised words joined by an ampersand.
    if i >= 2 and words.adjacent(i - 1, i) and _name_word(words, i - 1) and _name_word(words, i - 2):
        gap = text[words[i - 2].end : words[i - 1].start]
        if gap.strip() == "&" and "\n" not in gap and not _described(words, i - 2, i + 1):
            yield Mention(words[i - 2].start, words[i].end, Category.ORG, cert="medium", source=AMPERSAND)
            return
    start = i
    while start > 0 and i - start < _MAX_RUN and words.adjacent(start - 1, start) and _name_word(words, start - 1):
        start -= 1
    if start == i:
        return
    if i - start == _MAX_RUN and start > 0 and words.adjacent(start - 1, start) and words[start - 1].capitalised:
        return  # more capitalised words before: a title in title case, not a shop's name
    if words.sentence_initial(start):
        if words[start].folded != "the" or i - start < 2:
            return  # "Vintage Road Bikes for sale": a heading's or sentence's first capital
        start += 1
    elif words[start].folded == "the":
        start += 1
    one = i - start == 1
    if one and (is_plain_word(words[start].text) or not words[start].text.isalpha()):
        return  # "the Science Books", "Junior Strings": a kind, capitalised
    if _described(words, start, i + 1):
        return
    if named and all(is_plain_word(words[k].text) for k in range(start, i)):
        return
    yield Mention(words[start].start, words[i].end, Category.ORG, cert="medium", source=TAIL)


def _joined(words: Words, a: int, b: int) -> bool:
    """Words a and b (a name each) are joined by "&", "+", "und" or "and" on one line."""
    text = words.post.text
    if b == a + 1:
        gap = text[words[a].end : words[b].start]
        return gap.strip() in ("&", "+") and "\n" not in gap
    joined = b == a + 2 and words[a + 1].folded in ("und", "and")
    return joined and words.adjacent(a, a + 1) and words.adjacent(a + 1, b)


def _surname(words: Words, k: int) -> bool:
    """A capitalised word that can be an owner's surname: no ordinary word in lower case
    (``Kettle``, ``Fern``: the ampersand rule's) and no first word of a sentence alone."""
    word = words[k]
    return _name_word(words, k) and (not is_plain_word(word.text) or is_name(word.text))


def _partners(words: Words, i: int) -> Mention | bool | None:
    """``Kessler & Ruhland Architekten``, ``Hollis and Marsh Funeral Directors``: two surnames
    joined, up to two capitalised words of the trade, the trade word at ``i``. The whole firm is
    one organisation, so neither partner's name is left. One of the two may be a word of the
    language too (``Quast``, ``Gale``), not both (``Bread and Butter Bakery``). A firm of the
    lists (``Dolce & Gabbana Studio``) is left to the public-sphere decision: False then, and
    no other trade rule takes it either; None where no partners stand before the trade."""
    for between in range(3):
        b = i - 1 - between
        if b < 1 or not all(words.adjacent(k, k + 1) and _name_word(words, k + 1) for k in range(b, i - 1)):
            continue
        for a in (b - 1, b - 2):
            if a < 0 or not _joined(words, a, b) or not (_name_word(words, a) and _name_word(words, b)):
                continue
            if not (_surname(words, a) or _surname(words, b)):
                continue
            if words[a + 1].folded == "and" and ends_organisation(words[a].text):
                continue  # "Kettering Roofing Services and Moss Bank Garage": two firms, no partners
            name = words.post.text[words[a].start : words[b].end]
            if notable().get(key_of(name)) or organisations().get(key_of(name)):
                return False
            return Mention(words[a].start, words[i].end, Category.ORG, cert="medium", source=PARTNERS)
    return None


def _described(words: Words, start: int, end: int) -> bool:
    """Words that describe rather than name (a demonym, a country, a day, a street, a big city),
    or hold a name of the organisation or notable lists other than a band's or one word of a
    person's (a chain or brand the public-sphere decision keeps, ``Waterstones Books``; a work
    or a person named in full, ``Harry Potter Books``)."""
    folded = [words[k].folded for k in range(start, end)]
    for f in folded:
        if demonyms().get((f,)) or is_country_word((f,)) or f in CALENDAR_LONG or f in _STREETS:
            return True
        if any(e.weight >= _BIG_CITY for e in places().get((f,))):
            return True
    for a in range(len(folded)):
        for b in range(a + 1, len(folded) + 1):
            key = tuple(folded[a:b])
            if organisations().get(key):
                return True
            # A business may borrow a band's or one person's surname (``Eastwood Junior Strings``);
            # a work's title or a full name before a trade is about them (``Harry Potter Books``).
            entries = notable().get(key)
            if len(folded) > 1 and b - a == 1:
                entries = [e for e in entries if "w" not in e.flags]  # "Rider" (a brand) of "Paperback Rider"
            if any(e.category != "PER" and e.kind != "band" or b - a > 1 for e in entries):
                return True
    return False


def _addition(words: Words, i: int) -> Iterator[Mention]:
    """``Kiln Labs UG (haftungsbeschränkt)``: the capitalised words before the form, the form
    and its bracketed addition."""
    start = i
    while start > 0 and i - start < 4 and words.adjacent(start - 1, start) and words[start - 1].capitalised:
        if words[start - 1].folded in ("die", "der", "das", "the"):
            break
        start -= 1
    if start == i:
        return
    added = _ADDITION.match(words.post.text, words[i].end)
    assert added is not None
    yield Mention(words[start].start, added.end(), Category.ORG, cert="high", source=ADDITION)


def ends_organisation(word: str) -> bool:
    """``word`` ends an organisation's name: a head word of the institution tables (``Club``,
    ``Garage``, ``Hospital``), a trade or kind of a firm's tail (``Services``, ``Roofing``) or a
    legal form. An ``and`` after such a word begins another name (``Kettering Roofing Services
    and Moss Bank Garage``, ``the Elmstead Rotary Club and Harlow Cricket Club``)."""
    folded = word.casefold().rstrip(".")
    return (
        folded in _FORMS
        or folded in TAIL_KINDS
        or folded in NAMED_TAIL_KINDS
        or folded in PARTNER_KINDS
        or folded in ENGLISH_HEADS
        or folded in organisation_heads()
    )
