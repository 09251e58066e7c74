"""Products, varieties and types named after people or places, by their frame (issue 38).

A rose variety, a beehive, a burner or a cake is named after a person or a town (``Dadant``
hives, ``Jaffa Cakes``), and a brand after anything (``Royal Canin``, ``Revit``): the person and
place rules read the name and the public lists may lack it. The words around it say it is a
thing, and that is public evidence, weighed like the lists' (:mod:`teianon.annotate.public`):

- **a type noun after the name** (``public.type``): glued by a hyphen (``Dadant-Beuten``,
  ``Kneipp-Kur``) or written after it (``a Warré hive``, ``the Bramley apple``), a noun of
  :data:`_TYPES` that names kinds of plants, breeds, hives, devices and methods; not after a
  possessive (``Anna's roses`` are hers), nor a title or relation before the name;
- **a town before a food or drink** (``public.type``): ``Jaffa Cakes``, ``Bakewell tart``,
  ``Frankfurter Würstchen``, ``Berliner Weisse``, ``Wiener Schnitzel`` are products, not the towns
  (a shop of the town is named by its kind, ``Leeds Bakery``, which is no food); a town's German
  word (``Frankfurter``) anywhere, the town itself not after a preposition of where (``in Berlin
  Bier trinken`` is the town); a tagger's proposal of both words is the food whole;
- **a maker after a product noun** (``public.maker``): ``das Futter von Royal Canin``, ``yarn by
  Rowan``, ``Hefe von Fermentis``: ``von``/``by`` after a noun of :data:`_GOODS`, for an
  organisation's name, or a word no person of the tables bears (a person after ``von`` is whose
  the thing is: ``das Auto von Thomas``); not ``from``, which says where one bought it (``yarn
  from The Wool Nook`` is a shop);
- **a trade mark** (``public.mark``): ``®`` or ``™`` right after the name;
- **coordination with a public product** (:func:`coordinated`): ``fluent in Revit and AutoCAD``:
  one capitalised word joined by ``and``/``und``/``or``/``oder``/a comma to a name the lists keep
  as a brand or product (not a person: ``Tom and Angela Merkel`` stay apart).

``medium``: a reviewer sees each. None of them stands against private evidence before the name
(a title, a relation, a workplace: :func:`teianon.annotate.public_words.private_before`).
"""

from __future__ import annotations

from dataclasses import replace

import regex

from ..detect.evidence import is_common_word, is_plain_word
from ..detect.person_titles import FORMS_OF_ADDRESS
from ..detect.person_words import name_kinds
from ..lists import demonyms, english_words, is_first_name, key_of, notable, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_foods import town_food
from .public_marks import SUBTYPE
from .public_words import Words, cue_table, private_before, word_range

# Nouns that name a kind of thing after its inventor, breeder or place: varieties of plants,
# breeds, beehives, devices, methods, cuts (German and English; singular and plural).
_TYPES = frozenset(
    "beute beuten magazin magazine rose rosen sorte sorten apfel äpfel birne birnen kartoffel kartoffeln "
    "tomate tomaten rebe reben rasse rassen methode verfahren kur griff brenner schaltung ofen prinzip "
    "hive hives rose roses variety varieties cultivar apple apples pear pears potato potatoes tomato "
    "tomatoes breed method technique burner stove engine valve stitch knot grip principle".split()
)
# Foods and drinks named after their town (``Bakewell tart``, ``Berliner Weisse``, ``Wiener
# Schnitzel``); a German compound by its head of four letters or more (``Rostbratwurst``).
_FOODS = frozenset(
    "cake cakes tart tarts biscuit biscuits pudding puddings pie pies bun buns sausage sausages cheese "
    "fudge toffee rock crisps gin ale ales stout lager beer porter cider pasty pasties sauce mustard ham "
    "pancake pancakes würstchen würstel wurst kranz torte kuchen lebkuchen printen stollen weisse weiße "
    "weizen pils bier schnitzel krapfen pfannkuchen brezel brezeln schinken senf knödel klöße spätzle "
    "käse leberkäse eintopf".split()
)
_FOOD_HEADS = frozenset("wurst würste würstchen kuchen torte torten käse knödel schnitzel brezel brezeln bier".split())
# Prepositions of where: after them a town before a food is the town ("in Bakewell tarts are
# sold", "in Berlin Bier trinken"); a German word made of the town is the food's still.
_WHERE = frozenset("in at from near to nach aus bei im am von".split())
# Goods bought by their maker: "das Futter von …", "yarn by …".
_GOODS = frozenset(
    "futter trockenfutter nassfutter garn wolle saatgut samen dünger farbe lack shampoo creme "
    "food feed yarn wool seeds seed paint fertiliser fertilizer shampoo "
    # Brewing supplies, hearing aids and vehicles, bought by their maker too (issue 38).
    "hefe trockenhefe malz hopfen yeast malt hops hörgerät hörgeräte fahrzeug fahrzeuge "
    "löschfahrzeug drehleiter".split()
)
_MAKER = frozenset({"von", "by"})
_MARKS = ("®", "™")
_JOINS = regex.compile(r"\s*(?:,|\band\b|\bund\b|\bor\b|\boder\b|&)\s*", regex.IGNORECASE)
_NAME = regex.compile(r"\p{Lu}[\p{L}\p{N}\-]*")
_POSSESSIVE = regex.compile(r"(?:'s|’s|s'|s’)$")


def named_product(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """The proposal as a public product, type or brand by its frame, or None."""
    if proposal.corresp or proposal.category not in _NAMED:
        return None
    first, last = word_range(words, proposal)
    if first == last or private_before(words, first, possessive=True):
        return None
    text = view.text
    surface = text[proposal.start : proposal.end]
    if _POSSESSIVE.search(surface):
        return None
    after = text[proposal.end : proposal.end + 40]
    if after.startswith(_MARKS):
        return _public(proposal, "public.mark")
    glued = regex.match(r"-(\p{L}+)", after)
    if glued and glued.group(1).casefold() in _TYPES:
        return _public(proposal, "public.type")  # "Dadant-Beuten"
    following = regex.match(r" (\p{L}+)", after)
    if following and last < len(words) and words[last].start == proposal.end + 1:
        noun = following.group(1)
        if noun.casefold() in _TYPES and noun[:1].islower() and proposal.category is not Category.GPE:
            return _public(proposal, "public.type")  # "a Warré hive"
        if food_word(noun) and _town_word(surface, words, first) and not _full_name(surface, noun):
            return _public(replace(proposal, end=words[last].end), "public.type")  # "Jaffa Cakes"
    if town_food(text, words, first, last):
        return _public(proposal, "public.type")  # "eine Krakauer mit Senf": the sausage, not the town's people
    # A tagger's "Frankfurter Kranz", "Bakewell pudding" whole: the town's word and the food.
    town = text[words[first].start : words[last - 2].end] if last - first > 1 else ""
    food = text[words[last - 1].start : words[last - 1].end]
    if last - first > 1 and food_word(food) and _town_word(town, words, first) and not _full_name(town, food):
        return _public(proposal, "public.type")
    if last - first > 1 and _brand_and_model(text, words, first, last) and not _titled(words, first):
        return _public(proposal, "public.product")  # "a silver Vauxhall Corsa", "VW Golf VII"
    if first >= 1 and _named_variety(words, first):
        return _public(proposal, "public.type")  # "die Sorte Hermann Löns", "a rose called …"
    maker = (
        first >= 2
        and words[first - 1].key in _MAKER
        and (words[first - 2].key in _GOODS or _thing(text, words, first - 2) and _brand(surface))
    )
    if maker and (proposal.category in (Category.ORG, Category.OTH) or _no_one(surface, words, first)):
        return _public(proposal, "public.maker")  # "das Futter von Royal Canin"
    return None


_NAMED = (Category.PER, Category.ORG, Category.OTH, Category.GPE, Category.LOC, Category.GEO_DE)


def food_word(word: str) -> bool:
    """A food or drink named after a town may be (``tart``, ``Weisse``, ``Rostbratwürste``)."""
    key = word.casefold()
    return key in _FOODS or word[:1].isupper() and any(key.endswith(h) and key != h for h in _FOOD_HEADS)


def _full_name(town: str, food: str) -> bool:
    """A first name of the tables before a drink's or food's word that is a surname too, in
    capitals (``Lincoln Porter``, ``Florence Baker``): a person's name, as a reader takes it;
    the drink is written after a town that is no first name (``Dortmunder Lager``)."""
    return food[:1].isupper() and name_kinds(food)[1] is not None and name_kinds(town)[0] is not None


def _town_word(surface: str, words: Words, first: int) -> bool:
    """A German word made of a town (``Frankfurter``, ``Wiener``), or a town (``Bakewell``) not
    after a preposition of where."""
    if any(e.category == "GEO_DE" for e in demonyms().get(key_of(surface))):
        return True
    return _town(surface) and not (first > 0 and words[first - 1].key in _WHERE)


def _no_one(surface: str, words: Words, first: int) -> bool:
    """A one-word name after goods and ``von`` that no person bears (``Hefe von Fermentis``): the
    maker, where a tagger saw a person; a first name or surname is whose the thing is."""
    return (
        " " not in surface
        and words[first - 2].key in _GOODS
        and not persons().get(key_of(surface))
        and not places().get(key_of(surface))
    )


def _thing(text: str, words: Words, k: int) -> bool:
    """Word k is a noun of a thing (``ein Heizlüfter von …``, ``a heater by …``): a German noun or
    compound in capitals, or an English word, and no relative or role (``der Sohn von …``)."""
    word = text[words[k].start : words[k].end]
    if words[k].key in cue_table("relation")[0] or words[k].key in cue_table("title")[0]:
        return False
    return is_common_word(word) if word[:1].isupper() else word in english_words()


def _brand_and_model(text: str, words: Words, first: int, last: int) -> bool:
    """A listed brand followed by its model (``Vauxhall Corsa``, ``VW Golf VII``): the first word
    a brand of the lists that is no word of the language, none of the others a person's name, a
    place of the tables or a word of the language without a digit (``Mercedes Müller`` is a
    woman, ``Rapid City`` a town, ``Opel Astra`` stays a question)."""
    brand = text[words[first].start : words[first].end]
    if len(brand) < 2 or not _brand(brand) or persons().get(key_of(brand)) or is_plain_word(brand):
        return False
    for k in range(first + 1, last):
        word = text[words[k].start : words[k].end]
        if persons().get(key_of(word)) or places().get(key_of(word)):
            return False
        if is_plain_word(word) and not any(c.isdigit() for c in word):
            return False  # "Rapid City": a town's words, no model's
    return True


def _titled(words: Words, first: int) -> bool:
    """A form of address right before the name: ``Dr E Pankratz`` is a person, whatever the
    lists call ``E``."""
    return first > 0 and words[first - 1].key.rstrip(".") in FORMS_OF_ADDRESS


def _brand(surface: str) -> bool:
    """A brand of the lists (``Bosch``, ``Vauxhall``), whatever else its name is."""
    return any(e.kind == "brand" or e.kind.startswith(("brand:", "company")) for e in notable().get(key_of(surface)))


# Verbs and words that give a variety its name: "die Sorte heißt …", "a rose called …".
_CALLED = frozenset("heißt heisst namens called named".split())


def _named_variety(words: Words, first: int) -> bool:
    """A variety's noun right before the name, or a type noun with a word of naming between
    (``die Sorte Hermann Löns``, ``Sorte heißt …``, ``a rose called …``)."""
    before = words[first - 1].key
    if before in _VARIETIES:
        return True
    return first >= 2 and before in _CALLED and words[first - 2].key in _TYPES


# Nouns of a variety or breed that its name follows right after (``die Sorte …``, ``the cultivar
# …``); the other type nouns only with a word of naming between (``principle (Williams, 2010)``
# is a citation, ``a rose called …`` a variety).
_VARIETIES = frozenset("sorte sorten rebsorte rasse variety cultivar breed".split())


def coordinated(view: PostText, words: Words, proposal: Mention, found: list[Mention]) -> Mention | None:
    """A one-word name joined to a public brand or product (``Revit and AutoCAD``): public too.
    A place proposal so joined (``fluent in Revvo and AutoCAD``, where a preposition made it a
    place) only where the tables know no place of that name: ``über Kleinwöltingen und Berlin``
    is a route, and a town beside a brand stays a town."""
    if proposal.corresp or proposal.category not in (Category.PER, Category.ORG, Category.OTH, *_PLACES):
        return None
    if not found and proposal.category not in _PLACES:
        return None  # nothing kept to be joined to; only a place looks at the lists themselves
    surface = view.text[proposal.start : proposal.end]
    if proposal.category in _PLACES and _place(surface):
        return None
    if not _NAME.fullmatch(surface) or is_first_name(surface.casefold()):
        return None  # "Tom and Netflix people": a first name is a person beside any brand
    first, _ = word_range(words, proposal)
    if private_before(words, first, possessive=True):
        return None
    for other in found:
        if other.category not in (Category.ORG, Category.OTH) or other.overlaps(proposal):
            continue
        if other.source not in ("public.notable", "public.product", "public.mark"):
            continue
        gap = (
            view.text[proposal.end : other.start]
            if proposal.end <= other.start
            else view.text[other.end : proposal.start]
        )
        if _JOINS.fullmatch(gap) and gap.strip():
            return _public(proposal, "public.coordinated")
    if proposal.category in _PLACES and _before_listed(view.text, proposal.end):
        return _public(proposal, "public.coordinated")
    return None


# A place's name joined to the next name: "in Revvo and AutoCAD", "in Fuzzlix, Photoshop".
_JOINED = regex.compile(r"\s*(?:,|and|und|or|oder|&)\s+(?P<other>\p{Lu}[\p{L}\p{N}\-]*)", regex.VERSION1)


def _before_listed(text: str, end: int) -> bool:
    """The name is joined by a conjunction or a comma to a name the notable lists hold that is
    no place (a product, a brand, a platform), proposed or not: a list of such things."""
    joined = _JOINED.match(text, end)
    if joined is None or not notable().get(key_of(joined["other"])) or _place(joined["other"]):
        return False
    # A person's name of the tables next (``Anwesend: KAMPS, Ulferts, Meyer``): a list of people.
    return not persons().get((joined["other"].casefold(),))


_PLACES = (Category.GPE, Category.LOC)


def _place(surface: str) -> bool:
    return any(e.category in ("GPE", "LOC") for e in places().get((surface.casefold(),)))


def _town(surface: str) -> bool:
    return any(e.category == "GPE" for e in places().get((surface.casefold(),)))


def _public(proposal: Mention, source: str) -> Mention:
    return replace(
        proposal, category=Category.OTH, cert="medium", source=source, subtype=SUBTYPE, name_start=None, name_end=None
    )


# A bare domain, as a writer names a platform by it: no scheme, no path, no user.
_BARE_DOMAIN = regex.compile(
    r"(?:www\.)?(?P<name>[\p{L}\p{N}-]+)\.(?:com|de|co\.uk|uk|at|ch|fr|it|es|nl|eu|net|org|io)"
)


# An "@" right before a domain, a space or two between (``jan.berg @ gmx.de``): the host of
# someone's mailbox, which goes with the address, not a platform named.
_MAILBOX_BEFORE = regex.compile(r"(?:@|%40|＠|﹫)\s{0,2}\Z")


def listed_domain(text: str, proposal: Mention) -> Mention | None:
    """A web address that is only the domain of a platform or brand of the notable lists
    (``Booking.com``, ``etsy.de``, ``www.tripadvisor.co.uk``): the platform, kept as written. Its
    name must be listed as a brand or platform as it stands (``Booking.com``) or by its first label,
    and be no word of the language (``ring.com`` could be anyone's): a domain with a path, a
    user or another label before it is a page or a site of someone's, and one after an ``@`` a
    mailbox's host."""
    surface = text[proposal.start : proposal.end]
    match = _BARE_DOMAIN.fullmatch(surface)
    if match is None or _MAILBOX_BEFORE.search(text, 0, proposal.start):
        return None
    for key in (key_of(surface), (match["name"].casefold(),)):
        entries = notable().get(key)
        if entries and all(e.category == "ORG" and e.kind.startswith("brand") and "w" not in e.flags for e in entries):
            return replace(
                proposal, cert="medium", source="public.domain", subtype=SUBTYPE, name_start=None, name_end=None
            )
    return None
