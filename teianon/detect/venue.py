"""ORG: English local venues named by the frame around them, not by a head word.

Pubs, cafés and shops are named like inn signs, of ordinary words (``The Brass Lantern``, ``the
Rowan Tree``, ``the Fox and Hounds``), and schools and churches by their saint alone (``St
Wilfrid's``), hospitals by their town and ``General`` (``Ystrad General``): no head word says
what they are, so the institution rule (:mod:`teianon.detect.institution`) cannot see them. The
frame can:

- ``at`` and a capital ``The`` inside a sentence: ``worked at The Copper Lantern``; a ``The``
  written with its capital mid-sentence is part of a name, and ``at`` makes it a place one is at;
- ``the`` and capitalised words before ``on``/``in`` and a street: ``the Copper Kettle on Station
  Road``; a name placed on a street is a venue there;
- ``at the`` and capitalised words after a verb of work or of going out a few words before
  (``works at the Tin Whistle``, ``a pint at the Plough``, ``volunteers at the Beacon``): a
  place one works or drinks at, named by its sign; not one word that novels capitalise as a
  house or an estate (``dined at the Hall``, ``at the Rectory``), nor a place of the tables;
- ``St``/``Saint`` and a name with ``'s``, nothing capitalised after it, after ``at``, ``to``,
  ``from`` or ``in``: ``goes to St Aidan's`` (``on St Patrick's`` is a day); ``low`` unless a
  relation, a possessive, work or a school's people stand in the eight words before it;
- a town of the tables and ``General`` after ``at``, ``to``, ``from``, ``in`` or ``the``:
  ``taken to Kendal General`` (``Attorney General``, ``Secretary General`` have no town).

Medium certainty otherwise: a reviewer sees each; the rules were not among the decision model's training
candidates, so it stands (:data:`teianon.decide.model.MIN_ROWS`). Public names (``The Times``,
``The Ritz``) stay by the public-sphere decision, which sees these as any other organisation.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from ..lists import demonyms, english_words, german_nouns, is_country_word, places, public_cues
from ..mention import Category, Mention
from .evidence import Words, is_compound_noun, is_plain_word
from .institution_words import ENGLISH_HEADS, SAINTS
from .lexicon import CALENDAR_LONG, is_chat_word
from .place_cued import titles
from .venue_heads import kind_in_capitals, named_venues

SOURCE = "institution:venue"
# How many words before a saint's name a relation or possessive may stand to make it the
# writer's own school or church: its clause, not a novel's paragraph.
_NEAR = 8
# Words of a venue's name after "The"/"the": at most this many capitalised ones (``The Fox and
# Hounds`` counts "and" too).
_MAX_WORDS = 4
_AT = frozenset({"at"})
_TO = frozenset({"at", "to", "from", "in", "into"})
# Ranks and offices a person is called by in a novel or a letter ("the Colonel in Bond Street"),
# beyond the titles of address (teianon.detect.place_cued.titles).
_RANKS = frozenset(
    "colonel major doctor vicar rector curate bishop archbishop dean canon baron baroness count countess "
    "marquis marquess viscount squire admiral commodore sergeant lieutenant chancellor secretary "
    "ambassador governor mayor alderman sheriff inspector superintendent constable professor".split()
)
_STREET = regex.compile(
    r"\s(?:on|in|off)\s(?:\p{Lu}[\p{L}'’\-]*\s){1,3}(?:Street|Road|Lane|Avenue|Way|Close|Drive|Crescent|Terrace|"
    r"Grove|Square|Row|Hill|Place|Parade|Green|Walk)(?![\p{L}])",
    regex.VERSION1,
)


def venues(words: Words) -> Iterator[Mention]:
    """The venues of one post's words, by the frames above."""
    # ... and by a capitalised kind after ordinary words (``at Brookside Vets``).
    yield from named_venues(words)
    for i in range(1, len(words)):
        before = words[i - 1].folded
        if before not in _TO or not words.adjacent(i - 1, i):
            continue
        word = words[i]
        if word.text == "The" and before in _AT and not words.sentence_initial(i):
            end = _name_end(words, i + 1)
            if end > i + 1:
                yield Mention(word.start, words[end - 1].end, Category.ORG, cert="medium", source=SOURCE)
        elif word.text == "the":
            end = _name_end(words, i + 1)
            if end > i + 1 and (
                _STREET.match(words.post.text, words[end - 1].end)
                or before in _AT
                and _went_out(words, i - 1)
                and _sign_name(words, i + 1, end)
            ):
                yield Mention(words[i + 1].start, words[end - 1].end, Category.ORG, cert="medium", source=SOURCE)
        elif word.folded.rstrip(".") in SAINTS and word.capitalised:
            yield from _saint(words, i)
        elif word.capitalised and i + 1 < len(words) and words[i + 1].text == "General":
            yield from _general(words, i)


# Verbs and nouns of work and of going out before "at the": the venue is where one works, drinks,
# eats or meets (the employer cues of public_cues.tsv add "works", "job", "employed").
_OUT = frozenset(
    "drink drinks drank drinking pint pints meet meets met meeting lunch dinner breakfast coffee eat eats ate "
    "eating shift shifts volunteer volunteers volunteered volunteering waitress waiter barmaid barman "
    "bartender chef cook cleaner manager landlord landlady".split()
)
# How many words before "at" such a word may stand ("works part-time at the", "a pint at the").
_OUT_NEAR = 4
# One capitalised word after "at the" that novels and letters write for a house, an estate, a
# building or a part of town, not a venue's sign ("dined at the Hall", "at the Rectory").
_BUILDINGS = frozenset(
    "hall manor grange abbey castle palace rectory vicarage parsonage priory lodge cottage farm house court "
    "park towers tower office station bar front back top bottom end corner cross gate gates bridge mill "
    "market square green common docks harbour quay pier museum library theatre cathedral minster "
    "embassy consulate ministry admiralty treasury exchange works factory yard deanery throne levee cape".split()
)


# Words of time that go on the clause after a venue ("at the Plough last night").
_WHEN = frozenset("last next every each yesterday today tonight tomorrow once twice most all again".split())
# Conjunctions and prepositions of time that open the next part of a clause ("a pint at the
# Crown and Anchor after work") and are no chat word.
_CLAUSE_WORDS = frozenset("after before until till because while since".split())


def _went_out(words: Words, at: int) -> bool:
    """A word of work or of going out among the few words before ``at`` (word index ``at``), in
    its sentence."""
    cues = _OUT | _employer_cues()
    for k in range(at - 1, max(-1, at - 1 - _OUT_NEAR), -1):
        if words[k].folded in cues:
            return True
        if words.sentence_initial(k + 1) and k + 1 < at:
            return False
    return False


@cache
def _employer_cues() -> frozenset[str]:
    return public_cues().get("employer", frozenset())


def _sign_name(words: Words, j: int, end: int) -> bool:
    """Words j..end, after ``at the``, can be a venue's sign: not one building word, no place of
    the tables (``at the Hague``), no people or language (``at the Russian Ambassador's``,
    ``at the Italian language``), and the name ends there: a possessive, ``of`` or another noun
    after it make it part of a longer phrase (``at the Duchess of Richmond's ball``, ``the
    Fitzroy Street house``, ``at the Leighs' house``), what ends a clause or a function word does
    not (``a pint at the Plough on Friday``)."""
    if end - j == 1 and (words[j].folded in _BUILDINGS or _german_noun(words[j].text)):
        return False  # a building; a German noun in an English line ("meet at the Tomatenstand")
    if kind_in_capitals(words, j, end):
        return False  # "volunteers at the Charity Shop": a kind the writer capitalised
    key = tuple(words[k].folded for k in range(j, end))
    if places().get(key) or demonyms().get((words[j].folded,)) or is_country_word((words[j].folded,)):
        return False
    last = words[end - 1]
    if last.text.endswith(("s'", "s’")) or words.post.text[last.end : last.end + 1] in ("'", "’"):
        return False
    if end < len(words) and words.adjacent(end - 1, end):
        after = words[end]
        return (
            not after.capitalised
            and after.folded != "of"
            and (is_chat_word(after.text) or after.folded in _WHEN or after.folded in _CLAUSE_WORDS)
        )
    return True


def _german_noun(text: str) -> bool:
    """A German noun or compound of nouns that is no English word."""
    folded = text.casefold()
    return (text in german_nouns() or is_compound_noun(folded)) and folded not in english_words()


def _name_end(words: Words, j: int) -> int:
    """The end (exclusive) of the capitalised words of a venue's name from word j; ``and``/``&``
    between two of them belongs to it (``Fox and Hounds``)."""
    end = j
    while end < len(words) and end - j < _MAX_WORDS and words.adjacent(end - 1, end):
        word = words[end]
        joins = word.folded in ("and", "&") and end > j and end + 1 < len(words) and words[end + 1].capitalised
        if not (joins or word.capitalised and word.text.isalpha()) or word.folded in CALENDAR_LONG:
            break
        if word.folded in ENGLISH_HEADS:
            break  # "at the Penrose Hospital": the institution rule's
        if word.folded.rstrip(".") in titles() or word.folded in _RANKS:
            return j  # "called on the Duchess in Grosvenor Square": a person by rank
        end += 1
    while end > j and words[end - 1].folded in ("and", "&"):
        end -= 1
    return end


def _saint(words: Words, i: int) -> Iterator[Mention]:
    """``St Aidan's``, ``Saint Wilfrid's``: a saint's name with ``'s`` and no head after it."""
    if i + 1 >= len(words):
        return
    gap = words.post.text[words[i].end : words[i + 1].start].replace(" ", "")
    name = words[i + 1]
    if gap not in ("", ".") or not name.capitalised or not name.text.endswith(("'s", "’s")):
        return
    if i + 2 < len(words) and words.adjacent(i + 1, i + 2) and words[i + 2].capitalised:
        return  # "St Mary's Hospital" (the institution rule's), "St Patrick's Day"
    # A saint's name alone is as often a famous church, a palace or an island (``St Paul's``,
    # ``St James's``, ``St Kitt's`` in novels): medium only where the writer's own people or
    # work come before it (``our daughter goes to St Oswald's``), for a reviewer otherwise.
    cues = _private_cues()
    private = any(words[k].folded in cues for k in range(max(0, i - _NEAR), i))
    yield Mention(words[i].start, name.end, Category.ORG, cert="medium" if private else "low", source=SOURCE)


@cache
def _private_cues() -> frozenset[str]:
    """Words of a private relation, a possessive and work (``public_cues.tsv``; the table's
    possessives are German, ``my`` and ``our`` the English ones)."""
    table = public_cues()
    roles = (table.get(role, frozenset()) for role in ("relation", "possessive", "employer"))
    return frozenset({"my", "our"}).union(_SCHOOL_PEOPLE, *roles)


# The people of a school: a saint's name with them is a school (``the girl from St Aidan's``, ``a
# teacher at St Bede's``), where a novel's church or palace has none.
_SCHOOL_PEOPLE = frozenset(
    "girl girls boy boys kids children pupil pupils student students teacher teachers classmate classmates "
    "headteacher headmaster headmistress class form year uniform".split()
)


def _general(words: Words, i: int) -> Iterator[Mention]:
    """``Kendal General``: a town of the tables, no word of the language, then ``General`` and
    nothing capitalised after it (``General Hospital``, ``General Assembly`` are other names)."""
    town = words[i]
    if is_plain_word(town.text) or not any(e.category == "GPE" for e in places().get((town.folded,))):
        return
    if i + 2 < len(words) and words.adjacent(i + 1, i + 2) and words[i + 2].capitalised:
        return
    yield Mention(town.start, words[i + 1].end, Category.ORG, cert="medium", source=SOURCE)
