"""ORG and LOC: local shops, firms and institutions as chat writes them, in lower case
(issue 38): ``metzgerei brandl``, ``reisebüro sonnleitner``, ``gesamtschule hollerbach``,
``sporthalle am kirchberg``, ``zahnarzt dr. wieland``; in English ``ashdown primary``,
``mcallister's bakery``.

The capitalised forms are the institution detector's (:mod:`teianon.detect.institution`),
which reads a capital as the mark of a name. Chat writes neither capital, so here the word
after the trade or institution noun must be a name by itself: a surname of the tables that is
no word (``brandl``; an occupational surname in ``-er``/``-mann`` too, ``müller``), a word of no
dictionary and rare on the web (``hollerbach``, ``özdemir``), a landscape's compound after
``am``/``an der`` (``am kirchberg``), or any name after a doctor's title (``dr. wieland``).
The trade noun alone (``die metzgerei``, ``beim bäcker``) and a trade noun before an ordinary
word (``die bäckerei nebenan``, ``der friseur hat zu``) name nothing. The whole name is one
reference, as on the shop's sign: the owner's name left beside a replaced shop, or the trade
beside a replaced owner, points to the same one shop either way (``medium``: a reviewer sees each).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lists import english_words, german_nouns, is_first_name, persons, places
from ..mention import Category, Mention
from .evidence import Words, is_compound_noun, is_plain_word
from .institution_words import LOCATION_HEADS, TIMES, TOPOGRAPHIC_TAILS, german_head
from .lexicon import frequency, german_frequency, is_chat_word

SOURCE = "institution:lower-case"

# Trades and institutions a chat names by their owner or place, beyond the institution heads of
# :data:`teianon.detect.institution_words.GERMAN_HEADS` (which :func:`german_head` reads, in a
# compound too: ``gesamtschule``, ``sporthalle``, ``autowerkstatt``). A compound ending in one of
# these counts as well (``landmetzgerei``, ``kinderzahnarzt``).
_GERMAN_TRADES = (
    "metzgerei",
    "fleischerei",
    "bäckerei",
    "konditorei",
    "schreinerei",
    "tischlerei",
    "zimmerei",
    "dachdeckerei",
    "schlosserei",
    "gärtnerei",
    "druckerei",
    "brauerei",
    "brennerei",
    "käserei",
    "reinigung",
    "büro",
    "autohaus",
    "friseur",
    "frisör",
    "friseursalon",
    "salon",
    "studio",
    "arzt",
    "ärztin",
    "zahnarzt",
    "zahnärztin",
    "tierarzt",
    "tierärztin",
    "optiker",
    "akustiker",
    "orthopäde",
    "physio",
    "physiotherapie",
    "ergotherapie",
    "logopädie",
    "fahrschule",
    "firma",
    "betrieb",
    "handlung",
    "buchhandlung",
    "hotel",
    "pension",
    "gasthaus",
    "restaurant",
    "pizzeria",
    "eisdiele",
    "kiosk",
    "metzger",
    "bäcker",
    "steuerberater",
    "notar",
    "notariat",
    "agentur",
    "markt",
    "sägewerk",
)
_TRADE_TAILS = tuple(sorted(_GERMAN_TRADES, key=len, reverse=True))
# Words that end like a trade and name none (a market of goods, a treatment, a negotiation).
# Those that are a word of another sense alone (``markt``, ``handlung``, ``reinigung``) head a
# name only as a compound's last part (``getränkemarkt``, ``buchhandlung``, ``textilreinigung``).
_NOT_TRADES = frozenset(
    "markt wochenmarkt flohmarkt weihnachtsmarkt arbeitsmarkt wohnungsmarkt aktienmarkt binnenmarkt "
    "handlung behandlung verhandlung abhandlung misshandlung zuwiderhandlung betrieb schichtbetrieb "
    "reinigung zahnreinigung bürgerbüro".split()
)
# English heads after the name, the last word of it (``ashdown primary``, ``hollins garage``).
_ENGLISH_TRADES = frozenset(
    "primary school academy college nursery surgery practice pharmacy chemist chemists bakery bakers butchers "
    "butcher garage motors dental clinic hospital infirmary hospice builders plumbing joinery joiners roofing "
    "electrical electricals decorators removals landscaping lettings estates salon barbers opticians vets".split()
)
# A title after which a lower-case word of no dictionary is a person's name: ``zahnarzt dr. wieland``.
_TITLES = frozenset("dr doktor prof".split())
_LOCATIVES = frozenset("am an im zum zur".split())
# Words of a name after the trade, at most (``autohaus gruber hollerbach``).
_MAX_NAME_WORDS = 2
# A compound no dictionary holds this rare (Zipf) is one of the trade's (``landmetzgerei``).
_RARE_COMPOUND = 3.0
# A word this frequent (Zipf) is an ordinary one in chat, whatever else it is: ``nebenan`` 4.0,
# ``hinten`` 4.8; the names chat gives shops stay below it (``özdemir`` 3.4, ``lindner`` 3.9).
_RARE = 3.5
# A surname of the tables may be a little more frequent: it is a name before it is a word.
_SURNAME_RARE = 5.0
# German surnames of a trade (``müller``, ``schneider``, ``zimmermann``): nouns of the dictionary,
# and after a trade the owner (no verb or adjective ends so).
_TRADE_SURNAME = regex.compile(r"(?:er|mann)$")


_LOWER_WORD = regex.compile(r"\p{Ll}+(?:-\p{Ll}+)?")
# The endings of a German adjective or participle, inflected: a rare word so ending is one
# (``gefürchteten``, ``steuerpolitisches``), not a name.
_INFLECTED = regex.compile(
    r"(?:(?<!t)ten|(?<!t)tem|(?<!t)tes|ischen|isches|ische|ischem|lichen|liches|liche|igen|iges|enden|endes|ierte)$"
)


@lru_cache(maxsize=20_000)
def _trade_head(folded: str) -> bool:
    """A word that is a trade's or an institution's noun, or a compound ending in one."""
    if folded in _NOT_TRADES:
        return False
    if folded in _TRADE_TAILS:
        return True
    compound = any(folded.endswith(tail) and len(folded) - len(tail) >= 3 for tail in _TRADE_TAILS)
    if not compound and german_head(folded.capitalize()) is None:
        return False
    # A noun of the dictionary (``gesamtschule``) or a rare compound (``landmetzgerei``); a
    # frequent word that only ends like one is an adverb or an adjective (``insgeheim``, ``gesamtes``).
    noun = folded.capitalize()
    return noun in german_nouns() or is_compound_noun(noun) and german_frequency(folded) < _RARE_COMPOUND


@lru_cache(maxsize=50_000)
def lower_name(folded: str) -> bool:
    """A lower-case word after a trade that is a name, not a word of the clause: a surname of
    the tables that is no word (``brandl``, ``gruber``), a trade's surname (``müller``), or a
    rare word of no dictionary (``hollerbach``, ``özdemir``)."""
    if len(folded) < 3 or not _LOWER_WORD.fullmatch(folded):
        return False
    if is_chat_word(folded) or folded in TIMES:
        return False
    surname = any(e.kind == "last" for e in persons().get((folded,)))
    plain = is_plain_word(folded)
    if surname and not plain and german_frequency(folded) < _SURNAME_RARE and folded not in english_words():
        return True
    if surname and plain and _TRADE_SURNAME.search(folded) and folded not in english_words():
        return True
    if plain or folded in english_words():
        return False
    if places().get((folded,)) and german_frequency(folded) < _SURNAME_RARE:
        return True
    if _INFLECTED.search(folded):
        return False  # "der insgeheim gefürchteten", "ihr steuerpolitisches": an adjective's ending
    # A first name as common as "lisa" is above it too ("beim friseur lisa": the person rules').
    return frequency(folded) < _RARE


def _landscape(folded: str) -> bool:
    """``kirchberg``, ``lindenhof``: a compound of the landscape no dictionary holds."""
    if folded.capitalize() in german_nouns() or not folded.isalpha():
        return False
    tail = next((t for t in TOPOGRAPHIC_TAILS if folded.endswith(t)), None)
    return tail is not None and len(folded) - len(tail) >= 3


# A word this rare (Zipf) is no word of either language's web text: a name (``dunwarren``), unless
# it ends as an English adjective does (``conventual``, ``comfortless``, ``latitudinarian``).
_UNSEEN = 2.0
_ADJECTIVE_ENDINGS = tuple("al ian less ous ive ic ful ary ent ant ed ing ish able ible ern ese".split())
# Words a shop's or an institution's noun follows in chat: an article, a preposition with its
# article, a possessive (``bei der metzgerei``, ``beim friseur``, ``unsere kita``, ``übers
# reisebüro``); a noun after a verb or an adverb is no trade's (``insgeheim befreie``).
_BEFORE_HEAD = frozenset(
    "der die das dem den des ein eine einer einem einen ner nem ne beim im zum zur vom ins ans am bei von in aus "
    "mit über übers für fürs nach vor hinter neben gegenüber unser unsere unserem unserer unseren mein meine "
    "meinem meiner meinen dein deine deinem deiner euer eure eurem eurer ihr ihre ihrem ihrer sein seine "
    "seinem seiner diese dieser diesem dieses the a an at to from in into our my your his her their by near "
    "with of".split()
)


def _head_frame(words: Words, i: int) -> bool:
    """Word i stands where a noun of a place stands: after an article, a preposition or a
    possessive, or at the start of a post or a sentence (chat's ``metzgerei brandl hat zu``)."""
    return words.sentence_initial(i) or words[i - 1].folded in _BEFORE_HEAD and _spaced(words, i - 1, i)


def _spaced(words: Words, i: int, j: int) -> bool:
    gap = words.post.text[words[i].end : words[j].start]
    return gap.strip() == "" and "\n" not in gap


def lower_case_institutions(words: Words) -> Iterator[Mention]:
    """Every local firm or institution named in lower case in one post."""
    n = len(words)
    for i in range(n):
        head = words[i]
        if (
            i + 1 < n
            and head.text.islower()
            and _trade_head(head.folded)
            and _spaced(words, i, i + 1)
            and _head_frame(words, i)
        ):
            end = _german_name(words, i)
            if end > i + 1:
                category = Category.LOC if german_head(head.text.capitalize()) in LOCATION_HEADS else Category.ORG
                yield Mention(head.start, words[end - 1].end, category, cert="medium", source=SOURCE)
                continue
        if head.folded in _ENGLISH_TRADES and head.text.islower() and i > 0:
            start = _english_name(words, i)
            if start is not None:
                yield Mention(words[start].start, head.end, Category.ORG, cert="medium", source=SOURCE)


def _german_name(words: Words, i: int) -> int:
    """The end (exclusive) of the name after the trade at word i, or ``i + 1`` where none follows."""
    j = i + 1
    first = words[j]
    if first.folded in _TITLES:
        k = j + 1
        if k >= len(words):
            return i + 1
        gap = words.post.text[first.end : words[k].start]
        if (
            gap.strip() in ("", ".")
            and "\n" not in gap
            and words[k].text.islower()
            and not is_chat_word(words[k].folded)
        ):
            if words[k].folded.isalpha() and len(words[k].folded) >= 3 and not is_plain_word(words[k].folded):
                return k + 1
            if lower_name(words[k].folded):
                return k + 1
        return i + 1
    if first.folded in _LOCATIVES and first.text.islower():
        k = j + 1
        if k < len(words) and words[k].folded in ("der", "dem") and _spaced(words, j, k):
            k += 1
        if k < len(words) and _spaced(words, k - 1, k) and words[k].text.islower() and _landscape(words[k].folded):
            return k + 1
        return i + 1
    end = j
    while (
        end < len(words) and end - j < _MAX_NAME_WORDS and words[end].text.islower() and lower_name(words[end].folded)
    ):
        if end > j and not _spaced(words, end - 1, end):
            break
        end += 1
    return end


def _english_name(words: Words, i: int) -> int | None:
    """The first word of a lower-case English name before the head at word i: ``ashdown
    primary``, ``st brendans primary``, ``mcallister's bakery``; None where none stands there."""
    j = i - 1
    word = words[j]
    if not _spaced(words, j, i) or not word.text.islower():
        return None
    stem = word.folded.removesuffix("'s").removesuffix("’s")
    possessive = stem != word.folded
    if stem in english_words() or is_chat_word(stem) or len(stem) < 4 or not stem.isalpha():
        return None
    if is_first_name(stem) or is_plain_word(stem) or frequency(stem) >= _RARE:
        return None  # "emma's school", "the local school": whose or which kind, no name
    if possessive and words[i].folded in ("school", "primary", "college", "academy", "nursery", "practice"):
        return None  # "jones's school": the school a Jones goes to
    saint = j > 0 and words[j - 1].folded in ("st", "st.") and _spaced(words, j - 1, j)
    # Without a capital, a rare word before a school is as often an adjective of prose
    # ("conventual school", "carcase butcher"): only a place, a surname, a saint's name or an
    # owner's possessive names it.
    named = (
        possessive
        or bool(places().get((stem,)))
        or any(e.kind == "last" for e in persons().get((stem,)))
        or frequency(stem) < _UNSEEN
        and not stem.endswith(_ADJECTIVE_ENDINGS)
    )
    if not (saint or named):
        return None
    start = j - 1 if saint else j
    if start > 0 and not (words.sentence_initial(start) or words[start - 1].folded in _BEFORE_HEAD):
        return None
    return start
