"""English towns named like words, found by the verb of living or moving before them.

English capitalises proper nouns only, so a capitalised word mid-sentence right after ``in``,
``to`` or ``from`` is a name; and where a verb of living, moving or coming from somewhere stands
before the preposition (``moved to Sandwich``, ``lives in Wells``, ``grew up in Sale``, ``comes
from Battle``, ``I'm from Ely``), that name is a place, whether the tables hold it or not: small
English towns are what they hold least, and many are called what an English word is. This is
the English side of the German rule in :mod:`.place` (``wohne in Wetter``), where German nouns,
capitalised as they are, make the tables a condition there.

Not taken: a word at a sentence's start (capitalised anyway), a day, month or language
(``moved to Monday``, ``translated from German``), a word before a number (``moved to Chapter
2``), a genitive (``went to Anna's``), a title (``went to Mrs Goby``), a first name of the tables
that is no city of them (``came from Anna``, ``went back to Rose``), and a verb of its own between
verb and preposition (``went on talking to Rose``). ``from`` after "to be" counts for a person's
origin only (``I'm from Ely``, not ``this is from Reardon``).

German villages the tables lack get a rule of their own (:func:`german_unknown_places`): there
the word after the preposition must be one no dictionary or list knows.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extractOne

from ..lazy import lazy
from ..lists import cues, demonyms, english_words, german_nouns, is_first_name, notable, persons, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word, word_compound
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, german_frequency, is_name
from .person_titles import FORMS_OF_ADDRESS

# "near" too: "lives near Reading" (after a verb of living, as the others).
_DIRECTIONS = frozenset({"in", "to", "from", "near"})
# Verbs of living and of moving house, the surer evidence: "went to Sea", "came to Terms", "fly
# in Sir Arthur's face" are idioms of going and coming, "lives in Wells" is none.
_STAY = (
    r"(?:live|lives|lived|living|move|moves|moved|moving|relocated?|relocating|grew\s+up|grown\s+up|"
    r"growing\s+up|raised|born|based|settled|retired|emigrated|commute|commutes|commuting|resident|residing|resides|"
    r"domiciled)"
)
# Verbs and nouns of living, moving, travelling and origin, as whole words: those of staying
# and those of going, coming and visiting.
_VERB = (
    rf"(?:{_STAY}|stay|stays|stayed|staying|come|comes|came|coming|hails?|hailed|originally|went|go|goes|"
    r"going|gone|travel+ed|travel+ing|travels?|drove|drive|drives|driving|flew|fly|flies|flying|flown|visit|"
    r"visits|visited|visiting|holiday|holidays|vacation|trip|weekend|"
    # Getting a lift and the means of travel: "a lift from Tring", "pick me up in Heswall",
    # "the train from Urmston".
    r"lift|lifts|ride|rides|train|trains|bus|buses|flight|flights|ferry|coach|"
    # A route and a distance: "the bus route from Cults", "ten minutes from Hurlford".
    r"route|routes|road|way|walk|cycle|commute|miles?|minutes|mins|km|kilometres|kilometers|"
    r"(?:pick|picks|picked|picking|drop|drops|dropped|dropping)\s+(?:me|us|you|him|her|them)\s+(?:up|off))"
)
# Words that may stand between the verb and the preposition: "moved back home to", "went
# straight down to", "gone all the way to", "went on to" a journey's next stop (not "went on
# talking to Rose": a verb of its own).
_BETWEEN = (
    r"(?:back|off|down|up|over|round|around|straight|away|out|home|then|again|abroad|together|there|on|onwards?|"
    r"finally|eventually|just|recently|all|the|way|first|permanently|here|later|soon)"
)
_WHERE = lazy(rf"(?i)(?<![\p{{L}}'’]){_VERB}(?:\s+{_BETWEEN}){{0,3}}\s+$")
# "I'm from", "she is from": a person's origin by a form of "to be" right before "from" (not
# "this is from Anna": a thing's sender; not before "in", "to": "it is in Chapter 3").
_BE_FROM = lazy(
    r"(?i)(?<![\p{L}])(?:i\s+am|i['’]m|(?:he|she|you|we|they)\s+(?:is|are|was|were)|(?:he|she)['’]s|"
    r"(?:you|we|they)['’]re|i\s+was)\s+(?:originally\s+)?$"
)
_WHERE_STAY = lazy(rf"(?i)(?<![\p{{L}}'’]){_STAY}(?:\s+{_BETWEEN}){{0,3}}\s+$")
# "was moved to Tears", "is moved to pity": moved in the passive is touched, not moved house.
_PASSIVE_MOVED = lazy(r"(?i)(?<!\p{L})(?:am|is|are|was|were|be|been|being|get|gets|got)\s+moved\s+$")
# How far before the preposition the verb and its adverbs may begin: "moved back home to".
_REACH = 40
_NUMBER_AFTER = lazy(r"[ \t]*\d")
_NAME_WORD = lazy(r"\p{L}+(?:[-'’]\p{L}+)*")
_MAX_WORDS = 3


def verb_before(text: str, preposition_start: int, preposition: str) -> bool:
    """A verb of living or moving right before the preposition, or only adverbs between (for
    ``from``, a form of "to be" right before it as well)."""
    left = text[max(0, preposition_start - _REACH) : preposition_start]
    if preposition == "from" and _BE_FROM.search(left):
        return True
    return _WHERE.search(left) is not None


@cache
def titles() -> frozenset[str]:
    """Forms of address and titles (``Mrs``, ``Miss``, ``Lady``, ``Dr``): a person follows."""
    titles = {c.casefold().rstrip(".") for c in cues()[("PER", "title")]}
    return frozenset(titles) | FORMS_OF_ADDRESS | _NOBILITY


# Titles of rank and their French forms of address, which the title cues lack.
_NOBILITY = frozenset(
    "lord lady sir dame madame madam ma'am monsieur mademoiselle king queen prince princess duke earl".split()
)


def _no_place(words: Words, i: int) -> bool:
    """Word i is capitalised for another reason than being a name, or names no place."""
    word = words[i]
    text = word.text
    if not word.capitalised or words.sentence_initial(i) or len(text) < 3:
        return True
    if text.isupper() or text.endswith(("'s", "’s")):
        return True  # "IT", "HR": departments; "Anna's": a person's home
    if not _NAME_WORD.fullmatch(text):
        return True  # "Goldstar.com", "R2D2": a site, a code
    if word.folded in CALENDAR_LONG or word.folded.rstrip(".") in CALENDAR_SHORT or demonyms().get((word.folded,)):
        return True
    if _NUMBER_AFTER.match(words.post.text, word.end):
        return True  # "Chapter 2", "Room 101"
    if word.folded.rstrip(".") in titles():
        return True  # "went to Mrs Goby", "came from Miss Stanley"
    # "went back to Rose", "came from Anna", "came in Margaret": a person can be where one goes,
    # what comes from or who comes in; a first name that is a town of the tables is the town
    # there (``lives in Florence``).
    return is_name(text) and not words.proper_noun_tag(i) and not _city((word.folded,))


# A first name that is a place this big is the place after a verb of moving (Florence, Jordan);
# many a small town bears a first name too (Alice, Flora), which is the person there.
CITY = 50_000


def _city(key: tuple[str, ...]) -> bool:
    return any(e.weight >= CITY for e in places().get(key))


# Words after a capitalised word that make it part of a phrase: "in Hope that", "Chapter Two".
_CLAUSE_AFTER = frozenset("of that which whom whose".split())
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve first second third fourth fifth "
    "ii iii iv v vi vii viii ix x xi xii".split()
)
# Endings of English nouns: a word in lower case with one after the capitalised word makes it
# a modifier of that noun ("Reading comprehension", "Sales department"), not a town.
_NOUN_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ship", "ism", "ology")
# Zipf frequency from which the lower-case form of a capitalised word is a common English word:
# then a verb of going or coming is no evidence of a town, only a table's town or a verb of
# living is ("went to Grief", "moved to Tears"; "lives in Wells", "went to Reading").
_COMMON = 3.5


def _phrase_after(words: Words, i: int) -> bool:
    following = words.following(i, limit=1)
    if not following or not words.adjacent(i, following[0].index):
        return False
    after = following[0]
    if after.folded in _CLAUSE_AFTER or after.folded in _NUMBER_WORDS:
        return True
    if words[i - 1].folded == "to" and after.folded in ("the", "a", "an"):
        return True  # "moved to Amend the motion": an infinitive with its object
    return after.text.islower() and after.folded.endswith(_NOUN_ENDINGS)


def _common_word(text: str) -> bool:
    """A capitalised word whose lower-case form is a common English word and that the tables
    hold as a town in no such spelling (``Sea`` is only ``SEA`` there, ``Reading`` is there)."""
    lower = text.lower()
    if lower not in english_words() or frequency(lower) < _COMMON:
        return False
    return not any(e.category == "GPE" and e.form == text for e in places().get((lower,)))


def english_direction(words: Words, i: int) -> bool:
    """``in``, ``to`` or ``from`` right before word i, after a verb of living or moving, and no
    ``of`` after the word (``in Fear of``, ``from Battle of``: a phrase, not a town); no title
    (``fly in Sir Arthur's face``), no phrase (``in Hope that``, ``to Chapter Two``), and a
    common word only after a verb of living (``lives in Wells``, not ``came to Terms``)."""
    if i == 0 or words[i - 1].folded not in _DIRECTIONS or not words.adjacent(i - 1, i):
        return False
    word = words[i]
    if word.folded.rstrip(".").replace("’", "'") in titles() or _phrase_after(words, i):
        return False
    before = words[i - 1]
    if not verb_before(words.post.text, before.start, before.folded):
        return False
    if _common_word(word.text):
        left = words.post.text[max(0, before.start - _REACH) : before.start]
        return _WHERE_STAY.search(left) is not None and _PASSIVE_MOVED.search(left) is None
    return True


def full_name(words: Words, i: int) -> bool:
    """Word i a first name of the tables and the word after it a surname of the tables or a
    capitalised word no dictionary has: a person one goes to (``go to Sue Logan``, ``went to
    Ann Marsh``), not a town called Sue."""
    if i + 1 >= len(words) or not words.adjacent(i, i + 1) or not words[i + 1].capitalised:
        return False
    if not is_first_name(words[i].folded):
        return False
    after = words[i + 1]
    return any(e.kind == "last" for e in persons().get((after.folded,))) or not is_plain_word(after.text)


def cued_places(words: Words, matched: set[int]) -> Iterator[Mention]:
    """Capitalised words after a verb of living or moving and ``in``, ``to``, ``from``, as GPE;
    not over the words in ``matched`` (what the list rule found by the same evidence)."""
    for i in range(1, len(words)):
        # The preposition before the word first: one set test, which nearly every word fails.
        if words[i - 1].folded not in _DIRECTIONS or i in matched or _no_place(words, i):
            continue
        if not english_direction(words, i) or full_name(words, i):
            continue
        end = i + 1
        # "Market Drayton", "Port Elizabeth": the name's further capitalised words, whatever
        # else they may be on their own.
        while (
            end < len(words)
            and end - i < _MAX_WORDS
            and words.adjacent(end - 1, end)
            and words[end].capitalised
            and not words[end].text.isupper()
            and not words.sentence_initial(end)
            and words[end].folded not in CALENDAR_LONG
        ):
            end += 1
        if any(j in matched for j in range(i, end)):
            continue
        yield Mention(words[i].start, words[end - 1].end, Category.GPE, cert="medium", source="place:cued-word")


# "waren in", "bin aus", "bleiben in": a stay, which is evidence only where the word after the
# preposition is no word of the language (``war in Ordnung``, ``sind in Rente``).
_GERMAN_STAY = lazy(
    r"(?i)(?<!\p{L})(?:war|waren|warst|wart|bin|bist|sind|seid|ist|bleib\w*|blieb\w*|übernacht\w*|"
    r"gewesen|zuhause|zu\s+hause|daheim)(?!\p{L})"
)
_GERMAN_CLAUSE = lazy(r"[,.;:!?()]|\b(?:und|oder|aber|weil|dass|denn)\b")
# A person by a form of address right before the preposition: where they live (``bei Familie
# Harms in Wiegeldorf``, ``Frau Okafor aus Lüttjenholt``).
_ADDRESSED_BEFORE = lazy(r"(?<!\p{L})(?:Familie|Frau|Herr|Herrn|Dr\.|Oma|Opa|Tante|Onkel)\s+\p{Lu}[\p{L}-]+\s+$")


# Running text writes a word of the language or a region the tables lack (``Schlesien``,
# ``Flandern``) often enough to have a frequency; a village the tables lack has hardly any.
_KNOWN = 2.5


def _genitive_before_noun(words: Words, i: int) -> bool:
    """``in Mariens Kammer``, ``aus Lados Zug``: a person's genitive before the noun it owns."""
    return words[i].text.endswith("s") and i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised


# Umlauts and ß written out, as a keyboard without them types them.
_SPELLED_OUT = (("ae", "ä"), ("oe", "ö"), ("ue", "ü"), ("Ae", "Ä"), ("Oe", "Ö"), ("Ue", "Ü"), ("ss", "ß"))
# A frequent noun, one edit from which a word is that noun mistyped.
_FREQUENT_NOUN = 3.5


@cache
def _frequent_nouns(initial: str) -> tuple[str, ...]:
    return tuple(n for n in german_nouns().keys(initial) if len(n) >= 5 and german_frequency(n) >= _FREQUENT_NOUN)


def misspelt_word(text: str) -> bool:
    """A word of the language as typed: umlauts or ß written out (``Quarantaene``, ``Gruenden``),
    or one edit from a frequent noun (``Ordnug``, ``Kontakkt``, ``Hoemoffice``)."""
    for plain, letter in _SPELLED_OUT:
        if plain in text:
            respelt = text.replace(plain, letter)
            if is_plain_word(respelt) or frequency(respelt) >= _KNOWN or word_compound(respelt):
                return True
    if len(text) < 5:
        return False
    return extractOne(text, _frequent_nouns(text[0]), scorer=DamerauLevenshtein.distance, score_cutoff=1) is not None


def german_unknown_places(words: Words, matched: set[int]) -> Iterator[Mention]:
    """A capitalised word that no dictionary, table or list knows, right after ``in``, ``nach``
    or ``aus`` with a verb of living, moving or staying in its clause (``wir waren gestern in
    Lüttjebrook``, ``zieht nach Quakenbrück-Nord``) or a person by a form of address right before
    the preposition (``bei Familie Harms in Wiegeldorf``): in German every noun is capitalised, so a word
    the dictionaries lack there is the village the tables lack. Not a first name or surname of the
    tables (``fahre nach Anna``), a notable name (``arbeite in Photoshop``), a language or a
    demonym."""
    from .place import german_direction  # place imports this module

    text = words.post.text
    for i in range(1, len(words)):
        before = words[i - 1]
        if before.folded not in ("in", "nach", "aus") or i in matched or not words.adjacent(i - 1, i):
            continue
        word = words[i]
        if _no_place(words, i) or len(word.text) < 4 or is_plain_word(word.text) or word_compound(word.text):
            continue
        if persons().get((word.folded,)) or places().get((word.folded,)) or notable().get((word.folded,)):
            continue
        if frequency(word.text) >= _KNOWN or _genitive_before_noun(words, i):
            continue  # "aus Schlesien", "in Eurem Leben": regions and words the tables lack
        if misspelt_word(word.text):
            continue  # "in Quarantaene", "aus Ueberzeugung", "in Ordnug": a noun as typed
        if not german_direction(text, before.start, before.folded, word.end):
            left = _GERMAN_CLAUSE.split(text[max(0, before.start - 30) : before.start])[-1]
            if not _GERMAN_STAY.search(left) and not _ADDRESSED_BEFORE.search(left):
                continue
        yield Mention(word.start, word.end, Category.GPE, cert="medium", source="place:cued-word")
