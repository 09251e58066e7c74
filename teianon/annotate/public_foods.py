"""A food or a drink named by a town's word alone (round 70): ``eine Krakauer mit Senf``, ``zwei
Frankfurter``, ``zum Kaffee ein Berliner``, ``a Wiener in a bun``.

German names sausages, cakes, cheeses and beers by the word of their town (``Frankfurter``
Würstchen, ``Berliner`` Pfannkuchen, ``Emmentaler`` Käse), and drops the noun where the meal
says what is meant. The word is a town's people too (``die Berliner``, ``ein Wiener hat mir …``),
so the word alone is not enough: it is a food where :data:`TOWN_FOODS` holds it and the sentence
is about eating (a word of food, a meal or a shop that sells it: ``Senf``, ``Frühstück``,
``Bäcker``, ``essen``), or a measure or a feminine article stands right before it where a person
would be masculine or written ``-in`` (``eine Krakauer``, ``ein Kasten Dortmunder``); a beer of a
small town's big brewery (``Krombacher``) wherever it is not said of a person.
:func:`teianon.annotate.public_products.named_product` asks it; the decision's private evidence
before the name (a relation, a possessive) still wins.
"""

from __future__ import annotations

import regex

from .public_words import Word, Words

# Foods and drinks German (and English) names by the word of a town alone: sausages, cakes,
# biscuits, cheeses, beers. General knowledge (Duden, Wiktionary's senses of each word).
TOWN_FOODS = frozenset(
    "frankfurter wiener krakauer berliner thüringer nürnberger debreziner debrecziner regensburger "
    "lyoner pariser amerikaner florentiner linzer kasseler kassler bamberger königsberger "
    "emmentaler tilsiter limburger harzer appenzeller edamer leerdammer greyerzer "
    "dortmunder pilsener pilsner budweiser kulmbacher einbecker "
    "frankfurters wieners berliners".split()
)
# Beers of the big breweries of small towns, named by the town's word (``Krombacher``,
# ``Bitburger``): the town's people are far fewer than the beer's drinkers, so the word is the
# beer wherever it is not said of a person (general knowledge).
_BEERS = frozenset(
    "krombacher bitburger warsteiner radeberger erdinger flensburger köstritzer hasseröder "
    "licher oettinger wernesgrüner kulmbacher einbecker andechser ettaler kaltenberger "
    "rostocker lübzer störtebeker".split()
)
# Words of a meal, a food or a shop that sells it, and of eating and drinking (German, English).
_MEAL = regex.compile(
    r"(?i)\b(?:ess(?:e|en|t)?|isst|aß|gegessen|frühstück\w*|mittag(?:essen)?|abendessen|brotzeit|"
    r"kaffee|senf|ketchup|brötchen|semmel\w*|kartoffelsalat|sauerkraut|bäcker\w*|metzger\w*|"
    r"fleischer\w*|imbiss\w*|grill\w*|gegrillt|lecker\w*|schmeck\w*|hunger\w*|teller|portion\w*|"
    r"marmelade|puderzucker|gebacken|backen|silvester|fasching|karneval|würstchen|wurst|käse|"
    r"bier|getrunken|trinken|trink|zapf\w*|kasten|bestell\w*|kneipe|theke|prost|runde|"
    r"eat|eats|ate|eaten|eating|breakfast|lunch|dinner|mustard|bun|buns|hot\s?dogs?|bakery|"
    r"butcher|sausages?|cheese|beer|pint|drink|drank|snack)\b"
)
# A feminine article (a woman of the town is a "Berlinerin") or a measure of a thing right before
# the word: "eine Krakauer", "ein Kasten Dortmunder". A number is not: "zwei Berliner" are people
# as often, and need a word of a meal.
_BEFORE = regex.compile(
    r"(?i)\b(?:eine|einer|'ne|stück|halbe|halben|kilo|pfund|gramm|kiste|kasten|flasche|dose|glas)\s+$"
)
# Said of a person: "ist ein Berliner", "als Wiener", "gebürtiger Frankfurter", ", ein Berliner,".
_PERSON_BEFORE = regex.compile(
    r"(?i)(?:\b(?:bin|bist|ist|sind|seid|war|waren|wurde|als|echter|echte|gebürtiger|gebürtige|"
    r"waschechter|waschechte|is|was|as|born)\s+(?:ein\s+|eine\s+|a\s+)?|,\s*(?:ein|eine|a)\s+)$"
)
_SENTENCE_END = regex.compile(r"[.!?;\n]\s")
_REACH = 200


def town_food(text: str, words: Words, first: int, last: int) -> bool:
    """Words ``first``..``last`` (one word) are a food or drink named by its town's word alone."""
    if last - first != 1:
        return False
    word: Word = words[first]
    if word.key not in TOWN_FOODS and word.key not in _BEERS or not text[word.start : word.start + 1].isupper():
        return False
    if _PERSON_BEFORE.search(text, max(0, word.start - 30), word.start):
        return False
    if word.key in _BEERS:
        return True
    if _BEFORE.search(text, max(0, word.start - 20), word.start):
        return True
    lo = max(0, word.start - _REACH)
    start = max((m.end() for m in _SENTENCE_END.finditer(text, lo, word.start)), default=lo)
    end = _SENTENCE_END.search(text, word.end, word.end + _REACH)
    stop = end.start() if end else min(len(text), word.end + _REACH)
    return _MEAL.search(text[start : word.start] + " " + text[word.end : stop]) is not None
