"""ORG: a small shop or café whose name is a phrase, in a review's or an errand's frame (issue
38): ``the staff at Crust & Crumb``, ``bought bread at Quick Stop Mart``, ``coffee at Nook and
Cranny``, ``bei Bäckerei am Eck eingekauft``, ``bei Brot und Butter bestellt``. The corner shop
one goes to tells the street one lives in; its name is made of ordinary words, which no table
holds and the tagger rarely reads as a name.

- ``org:shop-phrase`` (``medium``): two capitalised words joined by ``&``, ``and``, ``und``,
  ``'n'``, or one or two capitalised words and a shop's word (``Mart``, ``Market``, ``Deli``,
  ``Café``, ``Bakery``, ``Kitchen``, ``Diner``, ``Pantry``, ``Stores`` …), or a German shop's
  word, a preposition and a capitalised word (``Bäckerei am Eck``, ``Café zur Linde``), after a
  frame of a review or an errand: ``the staff at``, ``the service at``, ``bought … at``, ``ordered
  from``, ``coffee at``, ``popped into``; ``das Personal bei``, ``bei X eingekauft``, ``im X
  gefrühstückt``.

Not taken: a name of the public lists or of a chain (``Marks & Spencer``, ``Tesco Express``),
two first names or two kinship words (``from Mum and Dad``, ``with Tom and Anna``: people), a
pair one of whose parts the public lists hold (``at Aldi and Lidl``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable, organisations, persons, public_names
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_plain_word

_FLAGS = regex.VERSION1
_CAP = r"\p{Lu}[\p{Ll}'’]+"
_SHOP_WORD = (
    r"Mart|Market|Store|Stores|Shop|Deli|Café|Cafe|Bakery|Bakehouse|Kitchen|Bistro|Diner|Grocers?|Eatery|"
    r"Pantry|Larder|Emporium|Takeaway|Coffee|Tearooms?|Patisserie|Creamery|Provisions"
)
_GERMAN_SHOP = (
    r"Bäckerei|Metzgerei|Café|Cafe|Konditorei|Kiosk|Laden|Lädele|Lädeli|Imbiss|Bistro|Hofladen|Bioladen|"
    r"Getränkemarkt|Stehcafé|Eiscafé|Beck|Beck's"
)
_PHRASE = (
    rf"{_CAP}[^\S\n](?:&|and|und|'n'|’n’|n')[^\S\n]{_CAP}"
    rf"|(?:{_CAP}[^\S\n]){{1,2}}(?:{_SHOP_WORD})"
    rf"|(?:{_GERMAN_SHOP})[^\S\n](?:am|an[^\S\n]der|im|zum|zur|beim)[^\S\n]{_CAP}"
)
_ENGLISH_FRAME = (
    r"(?i:the\s(?:staff|people|guys|girls|team|owners?|lady|ladies|baristas?|service|coffee|cakes?|food|bread|"
    r"pastries|croissants|sandwiches)\s(?:at|in|of|from)"
    r"|(?:bought|buy|buying|got|get|picked\sup|grabbed|ordered|order|had|ate|shopped|shop|shopping|lunch|"
    r"breakfast|brunch|coffee|tea|errands?)\s(?:[\p{Ll}]+\s){0,3}?(?:at|from)"
    r"|(?:popped|nipped|stopped|went|go|dropped)\s(?:in(?:to)?|by|to)|review\sof|recommend)"
)
_ENGLISH = regex.compile(rf"(?<![\p{{L}}]){_ENGLISH_FRAME}\s(?P<name>{_PHRASE})(?![\p{{L}}\p{{N}}'’])", _FLAGS)
_GERMAN_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:das\s)?(?:personal|bedienung|verkäuferin(?:nen)?|team)\s(?:bei|im|vom|in\sder)|"
    r"bei|beim|im|vom|in\sder)\s"
    rf"(?P<name>{_PHRASE})(?![\p{{L}}\p{{N}}'’])",
    _FLAGS,
)
# After the English name: where it stands or what it is praised for (``Nook and Cranny on the
# high street``, ``Crust & Crumb has the best sourdough``).
_ENGLISH_AFTER = regex.compile(
    r"(?:['’]s)?\s(?i:on\s(?:the\s)?(?:high\sstreet|main\sstreet|corner|(?-i:\p{Lu}\p{Ll}+)\s(?:road|street|lane|avenue))|"
    r"round\sthe\scorner|down\sthe\sroad|near\s(?:us|me|our\s\p{L}+)|in\sthe\svillage|in\stown|"
    r"(?:has|have|had|does|do|makes?|made|sells?|sold)\s(?:the\s|a\s|such\s)?(?:best|great|amazing|lovely|nice|"
    r"gorgeous|fantastic|delicious|good)|(?:just\s)?opened|is\sopen|closed\sdown)(?![\p{L}])",
    _FLAGS,
)
_AFTER_NAME = regex.compile(
    rf"(?<=\p{{Ll}}[,;:]?\s)(?P<name>{_CAP}[^\S\n](?:&|and|'n'|’n’|n')[^\S\n]{_CAP}|(?:{_CAP}[^\S\n]){{1,2}}(?:{_SHOP_WORD}))"
    r"(?![\p{L}\p{N}])",
    _FLAGS,
)
# A shop's word that names a small shop whatever the sentence (``the new Quick Stop Mart``): a
# café or a market is named in too many other ways (``the Christmas Market``).
_OWN_SHOP = regex.compile(
    rf"(?<=\p{{Ll}}\s)(?P<name>(?!The\s)(?:{_CAP}[^\S\n]){{1,2}}"
    r"(?:Mart|Deli|Bakery|Bakehouse|Pantry|Larder|Emporium|Grocers|Takeaway|Patisserie|Creamery|Tearooms?))"
    r"(?![\p{L}\p{N}])",
    _FLAGS,
)
# After the German name: a verb of an errand or a meal (``bei … eingekauft``, ``im … gefrühstückt``).
_GERMAN_ERRAND = regex.compile(
    r"[^\S\n](?:(?:\p{L}+[^\S\n]){0,3})(?i:eingekauft|gekauft|bestellt|geholt|gegessen|gefrühstückt|getrunken|"
    r"einkaufen|kaufen|bestellen|holen|frühstücken|war(?:en)?|ist|sind|super|toll|nett|freundlich|unfreundlich)"
    r"(?![\p{L}])",
    _FLAGS,
)
_KIN = frozenset(
    "mum mom dad mummy daddy nan nana gran granny grandma grandpa auntie aunt uncle sis bro mama papa oma opa "
    "mutti vati tante onkel".split()
)
_QUICK = regex.compile(rf"&|\s(?:and|und|'n'|n')\s|(?:{_SHOP_WORD}|{_GERMAN_SHOP})(?![\p{{L}}])", _FLAGS)


def _public(text: str) -> bool:
    key = key_of(text)
    return bool(notable().get(key) or public_names().get(key) or organisations().get(key))


# Kinds of market, café or kitchen every town has (``the Christmas Market``, ``Street Food
# Kitchen``): no one shop.
_KIND_FIRST = frozenset(
    "christmas xmas farmers farmers' farmer's flea street night food fish sunday saturday weekly covered indoor "
    "antique antiques craft book stock super black car vintage student staff school internet community open".split()
)


def _kept(name: str) -> bool:
    """A chain's or a notable name, a kind of market, or a pair of people (see the module's docstring)."""
    if _public(name) or name.split()[0].casefold() in _KIND_FIRST:
        return True
    parts = regex.split(r"[^\S\n](?:&|and|und|'n'|’n’|n')[^\S\n]", name)
    if len(parts) == 2:
        # A chain on either side (``Aldi and Lidl``); a word that is also some brand's (``Salt``,
        # a telephone company) is still the phrase's word.
        if any(_public(p) and not is_plain_word(p) for p in parts):
            return True
        if all(p.casefold() in _KIN for p in parts):
            return True
        if all(any(e.kind == "first" for e in persons().get(key_of(p))) for p in parts):
            return True
    return False


@register
class ShopPhraseDetector(Detector):
    name = "org_shops"
    categories = frozenset({Category.ORG})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for match in _ENGLISH.finditer(text):
            yield from _shop(text, match)
        for match in _AFTER_NAME.finditer(text):
            if _ENGLISH_AFTER.match(text, match.end()):
                yield from _shop(text, match)
        for match in _OWN_SHOP.finditer(text):
            yield from _shop(text, match)
        for match in _GERMAN_BEFORE.finditer(text):
            if _GERMAN_ERRAND.match(text, match.end()) or "personal" in match.group().casefold():
                yield from _shop(text, match)


def _shop(text: str, match: regex.Match[str]) -> Iterator[Mention]:
    start, end = match.span("name")
    if _kept(match.group("name")):
        return
    yield Mention(start, end, Category.ORG, None, "medium", "org:shop-phrase")
