"""GPE and LOC: places from the lists, streets, roads, and places spelt the chat way.

A list match is a name only with enough evidence: names that are also ordinary words (``Essen``,
``Bath``, ``Hof``) need a cue before them (``in``, ``nach``, ``from``) or a proper-noun POS tag;
lower-case matches of small places need a cue. Chat spellings are found by squeezing repeated
letters (``doaaadmund``) and by a bounded edit distance against the larger places, only where a
cue or an elongation says a place is meant. A town with its district and the place of a greeting
line are found by their phrase (:mod:`.place_phrases`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache, lru_cache

import regex
from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extractOne

from ..lazy import lazy
from ..lists import (
    LARGE_PLACE,
    Entry,
    cues,
    german_nouns,
    is_country_word,
    key_of,
    large_places,
    notable,
    persons,
    places,
)
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_postcodes import CODE as POSTCODE_CODE
from .address_postcodes import STREET as POSTCODE_STREET
from .address_postcodes import TOWN as POSTCODE_TOWN
from .address_postcodes import foreign_addresses, postcode_addresses
from .evidence import Words, is_common_word, is_plain_word
from .lexicon import first_group, frequency
from .not_persons import saint_follows
from .place_cued import cued_places, english_direction, full_name, german_unknown_places
from .place_frames import frames
from .place_joined import JOINED_TOWN_MIN, TOWN_CONNECTORS, joined_town
from .place_landscape import SOURCE as LANDSCAPE
from .place_landscape import landscape_names
from .place_local import LOCAL_SOURCES, local_places
from .place_pairs import paired
from .place_phrases import districts, greetings, is_person_word, parts_of
from .place_routes import BRACKET, REGISTER, ROUTE, THE_NAME, VILLAGE, paper_format, routes
from .place_states import SOURCE as STATE
from .place_states import state_abbreviations

ARTICLES = frozenset("der die das dem den des the a an".split())
# Articles, demonstratives and possessives: never the first word of a street's name.
DETERMINERS = ARTICLES | frozenset(
    "ein eine einen einem einer eines dies diese dieser dieses diesen jene jener jenes jede jeder jedes "
    "welche welcher welches keine kein mein meine dein deine sein seine ihre unsere eure "
    "this that these those my your his her our their every".split()
)
# A small place (below this population) written in lower case needs a cue.
SMALL = 10_000
# A place whose name is also a word ("in Essen", not "im Raum") must be this big to be guessed.
AMBIGUOUS_MIN_POPULATION = 20_000
# The same after a verb of living or moving and "in", "nach", "aus" (wohne in Wetter).
WHERE_MIN_POPULATION = 5_000
# Places the edit-distance match compares against: large enough to be worth a guess.
FUZZY_MIN_POPULATION = LARGE_PLACE
# The house number and its letter; the space before a letter only with the letter ("58 ·" ends
# at the number: a separator after it keeps its space).
_STREET_TAIL = r"(?![\p{L}])(?:\s\d{1,4}(?:\s?[a-zA-Z])?(?![\p{L}\p{N}]))?"
# "Kaiserstraße", "Kaiser-Wilhelm-Straße" (one word), "Hohe Straße" (two): a name and a German
# street word.
# The look-behinds repeat what _STREET_START says: so the patterns stand alone (and are linear
# over any text in finditer, but the German one over a long hyphenated run: see streets()).
_STREET_GERMAN = lazy(
    r"(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|pfad)"
    r"|\p{Lu}[\p{L}\-]++\s(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm))" + _STREET_TAIL
)
# "Baker Street", "10 Downing St.": up to two capitalised words and an English street word.
_STREET_ENGLISH = lazy(
    r"(?<![\p{L}\p{N}])(?:\d{1,5}\s)?(?:\p{Lu}\p{L}++\s){1,2}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Boulevard|Drive|Square)"
    + _STREET_TAIL
)
# Where a street may begin: not inside a word or number.
_STREET_START = lazy(r"(?<![\p{L}\p{N}])[\p{Lu}\d]")
_WORD_RUN = lazy(r"[\p{L}\-]*+")


def streets(text: str) -> Iterator[regex.Match[str]]:
    """The matches of ``(?<![\\p{L}\\p{N}])(?:GERMAN|ENGLISH)`` over ``text``, as ``finditer``
    finds them, in time linear in the text.

    A German street word may end the name anywhere in a run of letters and hyphens, so the
    plain ``finditer`` scanned the rest of the run from every capital after a hyphen
    (``Kaiser-Kaiser-…``: the square of its length). Where the German pattern fails at a start,
    it fails at every later start in the same run (each end it could reach from there it could
    reach from the earlier one), so only the English one is tried there.
    """
    failed_until = -1  # the German pattern fails at every start before this one
    pos = 0
    for start in _STREET_START.finditer(text):
        s = start.start()
        if s < pos:
            continue
        m = None
        if s >= failed_until:
            m = _STREET_GERMAN.match(text, s)
            if m is None and not text[s].isdigit():
                run = _WORD_RUN.match(text, s + 1)
                assert run is not None  # an empty run matches too
                failed_until = run.end()
        if m is None:
            m = _STREET_ENGLISH.match(text, s)
        if m is not None:
            yield m
            pos = m.end()


# German street words after which a name's own word makes a street without a house number:
# not "weg", "ring", "platz", "pfad", whose compounds with a verb's stem or a particle are
# ordinary nouns (Ausweg, Stellplatz, Ohrring).
# "-ufer" not after "a"/"ä": Läufer, Käufer, Wiedertäufer are people, not a river's bank.
_NAMED_STREET = lazy(r"(?P<stem>\p{Lu}[\p{L}\-]*?)-?(?i:straße|strasse|allee|gasse|(?<![aä])ufer|damm|chaussee)")


def named_street(text: str) -> bool:
    """``Stösserstraße``, ``Goetheallee``, ``Boyneburgufer``: a street named without its house
    number (``wir wohnen jetzt an der Stösserstraße``), where the word before the street word is
    a person's name or no word at all. A compound of a noun (``Seitenstraße``, ``Staudamm``,
    ``Kastanienallee``) or a dictionary word (``Einbahnstraße``) is the common noun; a river's
    bank (``Rheinufer``) is no street, so a place before ``-ufer`` does not count."""
    m = _NAMED_STREET.fullmatch(text)
    if m is None or is_plain_word(text):
        return False
    stem = m["stem"]
    if len(stem) < 3:
        return False
    if "-" in stem:
        return True  # Kaiser-Wilhelm-Allee, Ben-Gurion-Straße: a name of several words
    key = (stem.casefold(),)
    if (
        any(e.kind == "last" for e in persons().get(key)) or any(e.category == "PER" for e in notable().get(key))
    ) and stem not in german_nouns():
        return True  # Stösserstraße, Goethestraße: a surname (Kaiser-, Müller- are nouns too)
    # The stem as it stands, or without the joint of a compound (Einkaufs-, Kastanien-).
    forms = {stem, stem.removesuffix("s"), stem.removesuffix("n"), stem.removesuffix("en"), stem + "e"}
    return not any(is_plain_word(f) for f in forms if len(f) >= 3) and frequency(stem) < 3.0


# The German street words written apart from their name ("Hohe Straße", "Berliner Platz").
_SPACED_STREET_WORDS = frozenset("straße strasse str. weg platz allee gasse ring damm".split())
# Pronouns and determiners written with a capital (a sentence's start, the polite form): "Nehmt
# Platz", "Ihren Weg", "Welchen Ring", "Dieselbe Straße" are the common nouns.
_PRONOUNS = frozenset(
    "ich du er sie es wir ihr ihnen ihren ihrem ihrer euer euren eurem eurer deinen deinem deiner seinen "
    "seinem seiner meinen meinem meiner unser unseren unserem unserer eure dieser jeder jeden mancher "
    "welchen welchem welcher welche welches "
    "dieselbe derselbe dasselbe denselben demselben jenen jenem solchen keinen keinem nehmt macht".split()
)
# Adjectives that name German streets written apart ("Hohe Straße", "Langer Weg", "Alter Markt"):
# ordinary words that stand before a street word as its name.
_STREET_ADJECTIVES = frozenset(
    f"{stem}{ending}"
    for stem in "hoh alt lang breit neu kurz groß gross klein ober unter inner äußer ausser hinter vorder mittler "
    "krumm still grün rot weiß weiss schwarz schön heilig steil nieder west ost nord süd deutsch".split()
    for ending in ("e", "er", "en")
)


def spaced_street(name: str) -> bool:
    """A German street written apart from its name is one whose first word names it: a name or
    a town's adjective (``Schwabacher Straße``, ``Böllinger Straße``), a street's adjective
    (``Hohe Straße``, ``Langer Weg``), or any word with a house number after it; not a pronoun
    (``Ihren Weg``, ``Nehmt Platz``) nor an ordinary word (``am Tische Platz nehmen``, ``mehr
    Humor Platz findet``). English streets (``Baker Street``) and compounds (``Lindenstraße``)
    are not asked."""
    words = name.split()
    if len(words) < 2 or words[1].casefold() not in _SPACED_STREET_WORDS:
        return True
    if any(c.isdigit() for c in name):
        return True  # "Am Ring 5": an address
    first = words[0].casefold()
    if first in _PRONOUNS:
        return False
    # A town's adjective may read as a compound noun (Böllinger: "Böll-inger"): the word as it
    # stands decides, not its parts.
    return first in _STREET_ADJECTIVES or _town_adjective(words[0]) or not is_plain_word(words[0])


def _town_adjective(word: str) -> bool:
    """``Berliner``, ``Kölner``, ``Münsteraner``: a town's adjective, which names many a street."""
    if not word.endswith("er") or len(word) < 5:
        return False
    # Bremer, Kölner, Emdener; Münsteraner; Hannoveraner
    stems = (word[:-2], word[:-3], word[:-2] + "n", word[:-4], word[:-4] + "er")
    return any(places().get((stem.casefold(),)) for stem in stems if len(stem) >= 3)


# Motorways and interstates: A6, A 40, I-95.
_ROAD = lazy(r"(?<![\p{L}\p{N}])(?:A\s?\d{1,3}|I-\d{1,3})(?![\p{L}\p{N}])")
# A number that measures something ("A 34-year-old man", "An A 40 year old driver", "A 10 minute
# walk"): the English article before a count and its unit, no motorway. German compounds with a
# road ("A3-Ausbau", "A 3 bei Würzburg") have no such unit after them.
_MEASURE_AFTER = lazy(
    r"(?i)(?:-|\s)(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|"
    r"miles?|kms?|kilomet(?:re|er)s?|met(?:re|er)s?|f(?:oo|ee)t|ft|inch(?:es)?|tons?|tonnes?|pounds?|lbs?|kgs?|"
    r"gallons?|lit(?:re|er)s?|acres?|storey|stories|story|bedroom|bed|room|page|point|per\s?cent|percent|"
    r"piece|part|man|men|person|people|strong|star|seat|door|hole|game|match)(?!\p{L})"
)
_REPEATS = lazy(r"(\p{L})\1+")
# Three or more of a letter: chat elongation (doooortmund), not an ordinary double letter.
_ELONGATION = lazy(r"(\p{L})\1\1")


def squeeze(text: str) -> str:
    return _REPEATS.sub(first_group, text)


def best_entry(entries: list[Entry]) -> Entry:
    return max(entries, key=lambda e: ("c" in e.flags, e.weight))


@cache
def _fuzzy_targets(letter: str) -> dict[str, Entry]:
    """Squeezed, case-folded one-word names of large places that begin with ``letter``.

    Chat spellings keep the first letter (doaaadmund, hambuich), so only names with the same
    first letter are compared (and read from the table).
    """
    targets: dict[str, Entry] = {}
    for key, entries in large_places().items(letter):
        if len(key[0]) < 5:
            continue
        entry = best_entry(entries)
        if entry.weight >= FUZZY_MIN_POPULATION and not entry.ambiguous:
            targets[squeeze(key[0])] = entry
    return targets


@lru_cache(maxsize=50_000)
def fuzzy_place(text: str) -> Entry | None:
    """The large place ``text`` is a chat spelling of (``doaaadmund`` → Dortmund), if any."""
    folded = squeeze(text.casefold())
    if len(folded) < 5:
        return None
    bound = 1 if len(folded) < 8 else 2
    targets = _fuzzy_targets(folded[0])
    if folded in targets:
        return targets[folded]
    found = extractOne(folded, targets.keys(), scorer=DamerauLevenshtein.distance, score_cutoff=bound)
    return targets[found[0]] if found else None


@lru_cache(maxsize=1)
def _place_cues() -> frozenset[str]:
    return frozenset(c.casefold() for c in cues()[("GPE", "before")])


# The prepositions of where one is, goes to or comes from; not "von" or "bei" ("von Gold", "bei
# Kindern": a material, a person), which the list detectors read as cues with other evidence.
_DIRECTIONS = frozenset({"in", "nach", "aus"})
_GENITIVE_AFTER = lazy(r"\s+(?:der|des)\b")
_CLAUSE = lazy(r"[,.;:!?()]|\b(?:und|oder|aber|weil|dass|denn)\b")
# Verbs of living, moving and coming from somewhere, near the preposition: "in", "nach", "aus"
# and a noun are idioms too ("in Not", "aus Wut", "nach Norden"); "wohne in", "ziehen nach",
# "komme aus", "nach ... gefahren" are not.
_WHERE_VERB = lazy(
    r"(?i)\b(?:her|hin|weg|hinweg)?(?:wohn|leb|zieh|zog|gezogen|umgezogen|umzieh|fahr|fuhr|gefahren|flieg|flog|geflogen|reis|"
    r"komm|kam|gekommen|stamm|geboren|aufgewachsen|arbeit|studier|urlaub|besuch|zurück|heim|daheim)\w*"
)
# The noun of a move, a journey or a stay right before the preposition says the same without a
# verb: "Umzug nach Lauf", "Wochenende in Wetter", "Ausflug nach Hof" (not "am Wochenende in
# Gold investiert", where the noun only dates the clause).
_WHERE_NOUN = lazy(
    r"(?i)(?<!\p{L})(?:umzug|umzüge|zuzug|wegzug|ausflug|ausflüge|ferien|wochenende|anreise|abreise|"
    r"rückreise|heimreise|rückfahrt|heimfahrt|hinfahrt|ankunft|urlaub|kurzurlaub|reise|trip)\s+$"
)


def _direction_before(words: Words, i: int, end: int) -> bool:
    """``in``, ``nach`` or ``aus`` right before word ``i`` (no article between: ``in der Lage``
    is the word) with a verb of living or moving near (``wohne in``, ``nach ... gefahren``), and
    no genitive after it (``nach Lage der Dinge``)."""
    if english_direction(words, i):
        return True  # "moved to Sale", "grew up in Reading"
    before = words.previous(i)
    return before is not None and german_direction(words.post.text, before.start, before.folded, end)


def german_direction(text: str, preposition_start: int, preposition: str, end: int) -> bool:
    """``in``, ``nach`` or ``aus`` (``preposition``, starting at ``preposition_start``) before a
    name ending at ``end``, with a verb or noun of living or moving in its clause and no genitive
    after the name."""
    if preposition not in _DIRECTIONS or _GENITIVE_AFTER.match(text, end):
        return False
    # The clause around it only: "wir fahren nach Hause und der Ring ist aus Gold".
    left = _CLAUSE.split(text[max(0, preposition_start - 30) : preposition_start])[-1]
    right = _CLAUSE.split(text[end : end + 25])[0]
    if _WHERE_NOUN.search(text[max(0, preposition_start - 20) : preposition_start]):
        return True
    if preposition == "aus" and _ORIGIN.search(left) is not None and _MADE.search(right) is None:
        return True  # "ich bin Tim aus Leer", "wir sind aus Essen": where a person is from
    return _WHERE_VERB.search(left + " " + right) is not None


# A person said to be from somewhere: "ich bin (Tim) aus", "wir sind aus" (not "ist aus Gold",
# "die Ringe sind aus Gold": a thing's material).
_ORIGIN = lazy(r"(?i)(?<!\p{L})(?:bin|bist|seid|wir\s+sind|sind\s+wir)(?!\p{L})")
_MADE = lazy(r"(?i)(?<!\p{L})(?:gemacht|hergestellt|gebaut|gefertigt|gegossen|geschnitzt|geformt|geschmiedet)")


# ``nach`` after a verb of the senses in the same clause compares, it points nowhere: ``sieht
# nach Regen aus``, ``riecht nach Essen``, ``klingt nach Ärger``. Only forms that hardly go with
# a journey: not ``sehen`` or ``hören`` (``mal sehen, ob ich nach Hof komme``).
_SENSES = lazy(
    r"(?i)(?<!\p{L})(?:sieht|sah|sahen|schaut|schaute|riecht|riechen|roch|rochen|schmeckt|schmecken|schmeckte|"
    r"klingt|klingen|klang|duftet|duften|stinkt|stinken|stank|anhört|anhören)(?!\p{L})"
)


def compares(before: str) -> bool:
    """Whether ``nach`` after ``before`` (the text before it) follows a verb of the senses in
    its clause, so that what comes after is compared with, not gone to."""
    return _SENSES.search(_CLAUSE.split(before[-60:])[-1]) is not None


def place_cue(words: Words, i: int) -> bool:
    before = words.previous(i, ARTICLES)
    if before is None or before.folded not in _place_cues():
        return False
    return before.folded != "nach" or not compares(words.post.text[: before.start])


# A place of several words of the tables is taken as it stands (``Rapid City``, ``Bad Homburg``,
# ``Palo Alto``) only from this many inhabitants: smaller ones are more often a phrase.
TOWN_WORDS_MIN = 20_000
# A genitive written this often (Zipf) is a word of its own (``Eures``), not a town's genitive.
GENITIVE_MAX_FREQUENCY = 3.5


def _town_words(words: Words, i: int, n: int) -> Mention | None:
    """A place of two or more capitalised words that the tables hold as no word (``Rapid City``,
    ``Salt Lake City``, ``Bad Oeynhausen``), or joined by :data:`TOWN_CONNECTORS` (``Frankfurt an
    der Oder``, also at a sentence's start), is a name by its shape, as a street with a street
    word is: given its own source, it stands beside a tagger, which cuts such names (``Rapid``
    as an organisation, kept as a brand) and leaves their town readable. (How often such a
    name is written says how well known the place is, not how ambiguous: the single word's
    frequency rule of ``_judge`` does not apply.)"""
    last = i + n - 1
    joined = any(words[k].folded in TOWN_CONNECTORS for k in range(i + 1, last))
    if (
        n < 2
        or not all(words[k].capitalised or joined and words[k].folded in TOWN_CONNECTORS for k in range(i, i + n))
        or not words[last].capitalised
        or words.sentence_initial(i)
        and not joined
    ):
        return None
    if last + 1 < len(words) and words.adjacent(last, last + 1) and words[last + 1].capitalised:
        return None  # a longer name holds the town (San Antonio Spurs, New York Times): the tagger's
    text = words.post.text[words[i].start : words[i + n - 1].end]
    # Towns and regions of the gazetteer, not the countries and unions of the language tables
    # (``Vereinigte Staaten``, ``Europäische Union``), which the country setting decides on.
    entries = [
        e
        for e in places().get(words.key(i, n) or ())
        if e.form == text and not e.ambiguous and e.source.startswith("geonames")
    ]
    if not entries or max(e.weight for e in entries) < (JOINED_TOWN_MIN if joined else TOWN_WORDS_MIN):
        return None
    category = Category[best_entry(entries).category]
    return Mention(words[i].start, words[i + n - 1].end, category, cert="high", source="place:town-words")


# Where a town's genitive in -s is German (a German, Austrian, Swiss town), or the place is a
# country, a region or a city the world knows (``Kabuls``): not "de los Lobitos" of a Spanish
# text, whose plural ends like it.
_GENITIVE_COUNTRIES = ("geonames:DE", "geonames:AT", "geonames:CH", "geonames:LI", "geonames:LU")
# Prepositions of where one is, goes or comes from, before a small town (English and German).
_SMALL_TOWN_CUES = frozenset("in from near at to nach aus".split())


def _small_town(words: Words, i: int, n: int, entries: list[Entry]) -> Mention | None:
    """A small town of the tables after a preposition of place (``the party is in Hathersage``,
    ``wohnt jetzt in Kalisz``), where the tagger, which weighs the tables' towns, may miss a
    suburb or village: capitalised, not at a sentence's start, no word, no person's or public
    name. Of any size: a big city that is seldom written in the text the tagger learnt from (a
    pen friend's African or Asian home town, ``the photos from Enugu``) is missed by it just as
    a village is; the frequency bound keeps the ones it knows (and the ones named like words) its."""
    first, last = words[i], words[i + n - 1]
    text = words.post.text[first.start : last.end]
    before = words.previous(i)
    if before is None or before.folded not in _SMALL_TOWN_CUES or not first.capitalised or words.sentence_initial(i):
        return None
    towns = [e for e in entries if e.category == "GPE" and e.kind == "place" and e.form == text]
    if not towns or any(e.ambiguous for e in entries) or len(text) < 4:
        return None
    if frequency(text) >= 3.5 or any(is_person_word(w) or is_plain_word(w) for w in text.split()):
        return None
    key = key_of(text)
    if notable().get(key) or persons().get(key) or is_country_word(key):
        return None
    return Mention(first.start, last.end, Category.GPE, cert="medium", source="place:small-town")


_WORLD_CITY = 1_000_000


def _genitive_place(entry: Entry) -> bool:
    if entry.category != "GPE" or entry.weight < TOWN_WORDS_MIN:
        return False
    return entry.source in _GENITIVE_COUNTRIES or not entry.source.startswith("geonames") or entry.weight >= _WORLD_CITY


def _genitive(text: str, stem: str, mention: Mention) -> Mention:
    """``Hannovers``, ``Mosbachs``, ``Griechenlandes``: a town's or country's genitive, which no
    list holds and a tagger reads as an organisation, a person or nothing (``Hannovers
    Oberbürgermeister``), is the place where it is no word, no person's name, not frequent as
    written (``Eures``, of the pronoun, not of the Eure) and its town is not small. A country's
    (``Finnlands``) is left to the country setting, as the country's name is."""
    if (
        mention.cert != "high"
        or text not in (stem + "s", stem + "es")
        or is_plain_word(text)
        or frequency(text) >= GENITIVE_MAX_FREQUENCY
        or persons().get((text.casefold(),))
        or persons().get((stem.casefold(),))
        or not any(_genitive_place(e) for e in places().get((stem.casefold(),)))
        or is_country_word((stem.casefold(),))
    ):
        return mention
    return replace(mention, source="place:genitive")


@register
class PlaceDetector(Detector):
    name = "place"
    # NUMBER: the postcode of an address of another country, found with its street and town.
    categories = frozenset({Category.GPE, Category.LOC, Category.NUMBER})
    precise_sources = frozenset(
        {
            "place:street",
            "place:road",
            "place:district",
            "place:part-of",
            "place:greeting",
            "place:cued-word",
            "place:town-words",
            "place:genitive",
            "place:frame",
            "place:dateline",
            "place:small-town",
            LANDSCAPE,
            *LOCAL_SOURCES,
            ROUTE,
            REGISTER,
            THE_NAME,
            BRACKET,
            VILLAGE,
            POSTCODE_TOWN,
            POSTCODE_STREET,
            POSTCODE_CODE,
            STATE,
        }
    )

    def load(self) -> None:
        places()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        matched: set[int] = set()
        cued: set[int] = set()
        for i, n, entries in words.matches(places()):
            small = _small_town(words, i, n, entries)
            if small is not None:
                yield small
            mention = _town_words(words, i, n) or joined_town(words, i, n) or self._judge(words, i, n, entries)
            if mention is not None:
                matched.update(range(i, i + n))
                if mention.source == "place:cued-word":
                    cued.update(range(i, i + n))
                yield mention
        yield from self._genitives(words, matched)
        yield from self._spellings(words, matched)
        # Beside a list town's weaker proposal too (``moved to Reading``): the verb is the evidence.
        yield from cued_places(words, cued)
        yield from german_unknown_places(words, matched)
        for m in streets(post.text):
            # "Der Platz", "Diese Straße", "The Street": an article or pronoun and a street word
            # is the common noun, with a number or without.
            if m.group().split(maxsplit=1)[0].casefold() in DETERMINERS or saint_follows(post.text, m.end()):
                continue  # nor is "Happy St." before "Patrick's Day" (teianon.detect.not_persons)
            if not spaced_street(m.group()):
                continue
            # A compound that is an ordinary noun (Truppenübungsplatz) is a street only with a number.
            if " " in m.group() or not is_common_word(m.group()) or named_street(m.group()):
                yield Mention(m.start(), m.end(), Category.LOC, cert="high", source="place:street")
        for m in _ROAD.finditer(post.text):
            if m.group().startswith("A") and (
                _MEASURE_AFTER.match(post.text, m.end()) or paper_format(post.text, m.start(), m.end())
            ):
                continue
            yield Mention(m.start(), m.end(), Category.LOC, cert="high", source="place:road")
        yield from districts(post.text)
        yield from parts_of(post.text)
        yield from greetings(post.text)
        yield from frames(post)
        yield from routes(post, context)
        yield from postcode_addresses(post.text)
        yield from foreign_addresses(post.text)
        yield from state_abbreviations(post.text)
        yield from landscape_names(words)
        yield from local_places(words)

    @staticmethod
    def _judge(words: Words, i: int, n: int, entries: list[Entry]) -> Mention | None:
        first, last = words[i], words[i + n - 1]
        text = words.post.text[first.start : last.end]
        entry = best_entry(entries)
        category = Category[entry.category]
        exact = [e for e in entries if e.form == text]
        if entry.kind == "abbreviation" or len(text) <= 2 or (text.isupper() and len(text) <= 4):
            if not any(e.kind == "abbreviation" for e in exact):
                return None
            return Mention(first.start, last.end, category, cert="medium", source="place:abbreviation")
        cue = place_cue(words, i)
        tagged = words.proper_noun_tag(i)
        pair = n == 1 and first.capitalised and paired(words, i)  # von Kamen nach Leer: the frame decides
        if words.other_tag(i) and (entry.ambiguous or n == 1 and not first.capitalised) and not pair:
            return None
        # Web frequencies count place names too, so only a big place may be frequent.
        limit = 5.5 if (entry.weight >= 100_000 or "c" in entry.flags) and first.capitalised else 4.0
        ambiguous = entry.ambiguous or frequency(text) >= limit
        if not ambiguous:
            if first.capitalised:
                cert = "high"
            elif cue or entry.weight >= SMALL or "c" in entry.flags:
                cert = "medium"
            else:
                return None
        elif entry.weight >= 1_000_000 and first.capitalised and not words.sentence_initial(i) and not pair:
            cert = "medium"  # countries and large cities that are also nouns: Polen, Essen
        elif (
            (not tagged or pair)
            and n == 1
            and first.capitalised
            and entry.weight >= WHERE_MIN_POPULATION
            and (pair or _direction_before(words, i, last.end))
            and not full_name(words, i)
        ):
            # A town named like a word where one lives, goes or comes from (wohne in Wetter,
            # komme aus Lauf): that is the evidence, and it stays where a tagger reads the word
            # as the word.
            return Mention(first.start, last.end, category, cert="medium", source="place:cued-word")
        elif tagged or (cue and first.capitalised and (entry.weight >= AMBIGUOUS_MIN_POPULATION or "c" in entry.flags)):
            cert = "medium"
        elif "n" not in entry.flags and first.capitalised and not words.sentence_initial(i) and n == 1:
            cert = "low"  # an English word capitalised mid-sentence: "Bath", "Reading"
        else:
            return None
        return Mention(first.start, last.end, category, cert=cert, source=f"place:{entry.source or 'list'}")

    def _genitives(self, words: Words, matched: set[int]) -> Iterator[Mention]:
        """Irans, Kanadas, Griechenlandes: a capitalised place with a genitive ending."""
        for i in range(len(words)):
            word = words[i]
            if i in matched or not word.capitalised or not word.text.endswith("s") or len(word.text) < 5:
                continue
            for stem in (word.text[:-1], word.text[:-2]):
                entries = places().get((stem.casefold(),))
                if entries:
                    mention = self._judge(words, i, 1, entries)
                    if mention is not None:
                        yield _genitive(word.text, stem, mention)
                        break

    @staticmethod
    def _spellings(words: Words, matched: set[int]) -> Iterator[Mention]:
        # Asked once per post first (issue 41): most posts hold neither a stretched letter nor a
        # place's cue, and then no word is. Case folding maps character by character, so a
        # word's folded form is a piece of the post's folded text.
        stretched = _ELONGATION.search(words.post.folded) is not None
        cued = any(w.folded in _place_cues() for w in words.words)
        if not (stretched or cued):
            return
        for i in range(len(words)):
            if i in matched:
                continue
            word = words[i]
            elongated = stretched and _ELONGATION.search(word.folded) is not None
            if not (elongated or cued and place_cue(words, i)) or words.common(i):
                continue
            entry = fuzzy_place(word.text)
            if entry is not None:
                yield Mention(word.start, word.end, Category[entry.category], cert="low", source="place:spelling")
