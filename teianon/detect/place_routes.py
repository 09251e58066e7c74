"""GPE and LOC: villages, suburbs, streets and towns that the words around them name as places.

Small places are what the tables lack most, and a phrase of place often names them with no cue
word of their own. These frames are the evidence (issues 38 and 39):

- **a route or an origin** (``place:route``): a name no dictionary has after ``via``, after
  ``über`` where the sentence speaks of going (``ich fahr eh über Kleinwöltingen``), and after a
  preposition of place or origin (``in``, ``near``, ``from``, ``aus``, ``nach``, ``bei``) where
  the name is neither a word of the language (nor a compound of words), a first name or surname
  of the tables, a notable name (a platform, a brand, a band), a font or a word of another
  language frequent on the web (``in Tahoma``) nor a day or a language;
- **a parish's or a register's place** (``place:register``): the place of a church register, a
  parish or a register office (``im Kirchenbuch von Oberholten``, ``the parish register of
  Ashwick``, ``Taufregister Niederwald``): a capitalised name there is a place, one named like a
  word too where the tables hold it;
- **a named place after a preposition of nearness** (``place:the-name``): ``The`` in capitals
  inside a sentence and a capitalised name after ``near``, ``behind``, ``past``, ``opposite``,
  ``along`` (``the stile near The Old Forge``): a street, a house or a farm named without a
  street word (LOC);
- **a town with its river or district in brackets** (``place:town-bracket``): ``Mülheim
  (Ruhr)``, ``Halle (Saale)``, ``Weiden (Opf.)``: both parts are one place, replaced as one;
- **a village named with an adjective first** (``place:prefixed-village``): ``Little Snoring``,
  ``Nether Wallop``, where the document names its parish or town council, village hall or
  church (``Nether Wallop Parish Council``): there and everywhere else in the document the
  village is replaced whole, not only its second word.

Not taken: a word at a sentence's start, a name followed by a number (``in Kapitel 3``), a
genitive (``bei Annas``), and everything :func:`_no_name` turns away.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import regex

from ..lazy import lazy
from ..lists import demonyms, english_words, german_nouns, is_country_word, key_of, notable, persons, places
from ..lists.build_places import is_web_word
from ..mention import Category, Mention
from ..read.textview import PostText
from . import DocumentContext
from .evidence import is_compound_noun, is_plain_word
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, is_name
from .place_cued import misspelt_word

ROUTE = "place:route"
REGISTER = "place:register"
THE_NAME = "place:the-name"
BRACKET = "place:town-bracket"
VILLAGE = "place:prefixed-village"

_NAME = r"\p{Lu}\p{Ll}[\p{Ll}'’]*(?:-\p{Lu}\p{Ll}+)*"
# "via" and the prepositions of place and origin; "über" only with a word of going (below).
_ROUTE = lazy(
    rf"(?<![\p{{L}}])(?P<prep>via|über|ueber|in|near|from|aus|nach|bei)\s(?P<name>{_NAME})"
    # Not a genitive (``from Kavanagh's``), a number's noun (``in Kapitel 3``) or the first word
    # of a longer name (``from Kavanagh Motors``): other rules judge those.
    # nor an abbreviation glued to a word (``in Zeitschr.titel``).
    r"(?<!['’]s)(?![\p{L}\p{N}'’\-]|\s?\d|\s\p{Lu}|\.\p{L})",
    regex.VERSION1,
)
# Words of going in the sentence that make "über X" a route: "ich fahr über X", "Umweg über X".
_GOING = lazy(
    r"(?i)(?<!\p{L})(?:fahr\p{L}*|fähr\p{L}*|gefahren|fuhr\p{L}*|komm\p{L}*|kam|kamen|geh\p{L}*|ging\p{L}*|"
    r"lauf\p{L}*|läuf\p{L}*|radel\p{L}*|wander\p{L}*|route|strecke|umweg|weg|bus|zug|bahn|linie|tour|"
    r"mitnehmen|abholen|hin|zurück|rüber)(?!\p{L})"
)
_REGISTER = lazy(
    r"(?<![\p{L}])(?:(?i:kirchenb(?:uch|ücher|üchern|uchs|uches)|pfarrb(?:uch|ücher|üchern)|tauf(?:buch|register)|"
    r"heiratsregister|sterberegister|melderegister|ortsfamilienbuch|ortssippenbuch)\s(?:von|aus|in|zu|der\sGemeinde)\s?"
    r"|(?i:kirchspiel|pfarrei|pfarrgemeinde|kirchengemeinde)\s"
    r"|(?:parish\s)?(?:registers?|records|baptisms|burials|marriages|banns)\s(?:of|for|from|at)\s"
    r"(?:the\s(?:parish|village|township)\sof\s)?"
    r"|in\sthe\s(?:parish|township)\sof\s)"
    rf"(?P<name>{_NAME}(?:\s{_NAME})?)(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_THE_NAME = lazy(
    r"(?<=[\p{Ll},]\s(?:near|behind|past|opposite|beside|along|off|towards|outside|round|around|by)\s)"
    rf"(?P<name>The\s{_NAME}(?:\s{_NAME}){{0,2}})(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_BRACKET = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?P<town>{_NAME})\s?\((?P<part>\p{{Lu}}[\p{{L}}\-]{{1,14}}\.?)\)", regex.VERSION1
)
# A village named with an adjective first (``Little Snoring``, ``Great Ayton``, ``Nether
# Wallop``), known as a place by its council, hall or church anywhere in the document: every
# mention of it is the village whole, not only its second word.
_PREFIXES = (
    r"Little|Great|Much|Long|Upper|Lower|Nether|Old|New|East|West|North|South|High|Kings|King's|Bishop's|Bishops|"
    r"Market|Castle|Steeple|Church|Temple|Monks|Abbots"
)
_PREFIXED = lazy(
    rf"(?<![\p{{L}}])(?P<name>(?:{_PREFIXES})\s\p{{Lu}}\p{{Ll}}+)\s(?:Parish|Town|Village|Community)\s"
    r"(?:Council|Hall|Church|Meeting|Show|Fete|Fair)(?!\p{L})",
    regex.VERSION1,
)
_SENTENCE_END = lazy(r"(?:^|[.!?:;\n\"“„(])\s*$")
_NUMBER_AFTER = lazy(r"\s?\d")
# A German compound's linking letters between its parts ("Rekord|zeit", "Arbeit|s|weg").
_LINKS = ("", "s", "es", "n", "en", "e", "er")


def _word_part(part: str) -> bool:
    return part.capitalize() in german_nouns() or part.lower() in english_words() or frequency(part) >= 3.5


def _compound(word: str) -> bool:
    """Two words of the language joined (``Rekordzeit``, ``Arbeitsweg``, ``Corona-Zeit``): the
    head a noun and the first part a word as well. ``Levenshulme`` ends in a noun (``Ulme``)
    after no word: a name."""
    if "-" in word:
        return any(is_plain_word(part) for part in word.split("-"))
    for cut in range(3, len(word) - 2):
        head, tail = word[:cut], word[cut:]
        if tail.capitalize() not in german_nouns():
            continue
        stems = (head[: len(head) - len(link)] for link in _LINKS if head.endswith(link))
        if any(len(stem) >= 3 and _word_part(stem) for stem in stems):
            return True
    return False


# German sentences write every noun with a capital, so there a name after a preposition must
# look like a place's name too: no compound of the dictionary (``in Schmalspurgröße``) unless it
# ends like a place (``Oberbrüggen``, ``Ronneburg``), and no noun's suffix (``in Dürftigkeit``).
_GERMAN_WORDS = frozenset(
    "und der die das den dem des ist ich wir sie er es nicht mit von zu ein eine einen einem auch auf für noch "
    "schon doch mal hab habe hat sind war bin bist aber oder wenn dann weil dass".split()
)
_ENGLISH_WORDS = frozenset(
    "and the a an is are was were i we you he she it not with of to for on at but or if then because that this "
    "my your our their have has had".split()
)
_PLACE_ENDINGS = (
    "dorf torf hausen heim ingen burg berg bach feld felde stedt stätt stadt rode roda hagen beck hof hofen tal thal "
    "wald au see brück brücken brüggen kirchen kirch furt horst büttel leben weiler born rath scheid kamp hude wede "
    "ow itz witz ach zell münster lar loh bruch heide holz siek trup drup lage ede sen"
).split()
_NOUN_SUFFIXES = tuple(
    "ung ungen heit heiten keit keiten schaft schaften nis nisse niß tum ion ionen ität enz chen ismus".split()
)


def _german_sentence(sentence: str) -> bool:
    words = [w.casefold() for w in regex.findall(r"\p{L}+", sentence)]
    return sum(w in _GERMAN_WORDS for w in words) > sum(w in _ENGLISH_WORDS for w in words)


def _german_noun_like(name: str) -> bool:
    """A German sentence's capitalised word that is a noun rather than a place's name."""
    folded = name.lower()  # not casefold: "ß" stays "ß" ("Kenntniß")
    if folded.endswith(_NOUN_SUFFIXES):
        return True
    return is_compound_noun(name) and not folded.endswith(tuple(_PLACE_ENDINGS))


def _no_name(name: str) -> bool:
    """A word of the language, a compound of words, a name of a person or of the public
    sphere, a day, a month, a language or a country: not a place by a preposition alone."""
    key = key_of(name)
    folded = name.casefold()
    return (
        is_plain_word(name)
        or _compound(name)
        or frequency(name) >= 4.0
        or is_name(name)
        or bool(persons().get(key))
        or bool(notable().get(key))
        or folded in CALENDAR_LONG
        or folded.rstrip(".") in CALENDAR_SHORT
        or bool(demonyms().get(key))
        or is_country_word(key)
        # A font, a brand or a word of another language (``in Tahoma``, ``from Firestone``):
        # the tables' own test of a small place's name against the web's words.
        or is_web_word(name, "")
        # "in Quarantaene", "in Ordnug": a noun typed without umlauts or mistyped.
        or (" " not in name and misspelt_word(name))
    )


def _starts_sentence(text: str, start: int) -> bool:
    return _SENTENCE_END.search(text, max(0, start - 5), start) is not None


def _sentence(text: str, start: int, end: int, reach: int = 80) -> str:
    left = text[max(0, start - reach) : start]
    right = text[end : end + reach]
    left = regex.split(r"[.!?\n]", left)[-1]
    right = regex.split(r"[.!?\n]", right)[0]
    return f"{left} {right}"


def _known(name: str) -> bool:
    folded = name.casefold()
    return any(e.category in ("GPE", "LOC") and e.form.casefold() == folded for e in places().get(key_of(name)))


def _prefixed_villages(views: Iterable[PostText]) -> regex.Pattern[str] | None:
    """Every village with an adjective first that the document names by its council, hall or
    church, as one pattern (None: none)."""
    names = {match["name"] for view in views for match in _PREFIXED.finditer(view.text)}
    names = {name for name in names if not is_country_word(key_of(name)) and not notable().get(key_of(name))}
    if not names:
        return None
    alternatives = "|".join(regex.escape(name) for name in sorted(names, key=len, reverse=True))
    return regex.compile(rf"(?<![\p{{L}}])(?:{alternatives})(?![\p{{L}}])", regex.VERSION1)


def _views_of(context: DocumentContext) -> tuple[PostText, ...]:
    return (*context.views, *context.text_views)


def routes(post: PostText, context: DocumentContext | None = None) -> Iterator[Mention]:
    """Places named by a route, an origin, a register, a preposition of nearness or a bracket,
    and the document's villages named with an adjective first."""
    text = post.text
    villages = (
        # The document's views are gathered inside the build, which runs once per document:
        # gathered per post, they cost the square of the document's posts (issue 41).
        context.cached("place_routes.prefixed", lambda: _prefixed_villages(_views_of(context) or (post,)))
        if context is not None
        else _prefixed_villages((post,))
    )
    if isinstance(villages, regex.Pattern):
        for match in villages.finditer(text):
            yield Mention(*match.span(), Category.GPE, cert="medium", source=VILLAGE)
    for match in _ROUTE.finditer(text):
        name = match["name"]
        if _starts_sentence(text, match.start()) and match["prep"][0].isupper():
            continue
        if _no_name(name):
            continue
        sentence = _sentence(text, match.start(), match.end())
        if match["prep"] in ("über", "ueber") and not _GOING.search(sentence):
            continue  # "über Kafka schreiben": a subject, not a route
        if _german_sentence(sentence) and _german_noun_like(name):
            continue
        # "fluent in Revvo and AutoCAD": one of a list of products, which the public-sphere
        # decision keeps with the listed product (teianon.annotate.public_products.coordinated).
        yield Mention(*match.span("name"), Category.GPE, cert="medium", source=ROUTE)
    for match in _REGISTER.finditer(text):
        name = match["name"]
        words = name.split()
        if any(w.casefold() in CALENDAR_LONG for w in words) or is_country_word(key_of(name)):
            continue
        if all(is_plain_word(w) for w in words) and not _known(name):
            continue  # "register of Births", "Kirchenbuch von Anfang an"
        if is_name(words[0]) and len(words) == 1 and not _known(name):
            continue  # "the records of Anna": a person's
        yield Mention(*match.span("name"), Category.GPE, cert="medium", source=REGISTER)
    for match in _THE_NAME.finditer(text):
        name = match["name"]
        if notable().get(key_of(name)) or notable().get(key_of(name[4:])):
            continue  # "near The Shard", "past The Ivy": a landmark of the public
        yield Mention(*match.span("name"), Category.LOC, cert="medium", source=THE_NAME)
    for match in _BRACKET.finditer(text):
        town, part = match["town"], match["part"]
        if not (_known(town) or not is_plain_word(town)) or _no_town(town):
            continue
        if not (_known(part.rstrip(".")) or part.endswith(".") or not is_plain_word(part)):
            continue  # "Hamburg (Hauptsitz)": a word about the town
        if is_country_word(key_of(part.rstrip("."))):
            # "Venlo (Niederlande)": the town is a place of its own, its country stays as written
            yield Mention(*match.span("town"), Category.GPE, cert="high", source=BRACKET)
            continue
        yield Mention(match.start("town"), match.end(), Category.GPE, cert="high", source=BRACKET)


def _no_town(town: str) -> bool:
    key = key_of(town)
    return is_name(town) and not _known(town) or bool(notable().get(key)) and not _known(town) or is_country_word(key)


# A paper format (ISO 216), not a motorway: "DIN A4", "A4-Papier", "ein A5 Blatt", "A4 sheet".
_PAPER_BEFORE = lazy(r"(?:DIN|ISO|Format|format|size)[\s\-]?$")
_PAPER_AFTER = lazy(
    r"(?i)[\s\-]?(?:papier|blatt|blätter|seiten?|format|bogen|zettel|ordner|mappe|umschlag|ausdruck|heft|"
    r"paper|sheets?|pages?|size|envelope|folder|notebook|landscape|portrait|quer|hoch)(?!\p{L})"
)


def paper_format(text: str, start: int, end: int) -> bool:
    """``A4`` at ``start:end`` is a paper format: ``DIN`` before it or a word of paper after it."""
    return bool(_PAPER_BEFORE.search(text, max(0, start - 8), start) or _PAPER_AFTER.match(text, end))
