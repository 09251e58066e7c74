"""Public people by what the sentence says of them (issue 38), as evidence beside the lists.

- :func:`stage_near`: a word for the stage a public person stands on (television and
  broadcasting, ``im Fernsehen``, ``on TV``, a broadcaster the notable table knows; world-level
  sport, ``Olympia``, ``Weltcup``, ``world champion``; fame itself, ``Superstar``, ``Promi``)
  near a name the lists know: a public cue that private signs are weighed against. It makes no
  name public that no list knows: private people are on television, go to the Olympics and
  dress up as each other too, and a name left as written is a leak (recall first).
- :func:`with_writer`: the person does something with the writer (``… und ich``): someone the
  writer knows, private.
- :func:`on_topic`: a notable person's surname that private people bear too (``Mozart``), in a
  sentence about that person's field: music for a composer, singer or musician (``spielt Mozart
  auf der Geige``), reading for a writer (``im Deutschkurs lesen wir Fontane``).
- :func:`band_of`: a listed person's name before a band word is the band's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..lists import Entry, german_nouns, key_of, notable, public_names
from ..mention import Category, Mention
from .private_evidence import sentence_words
from .public_words import Word, Words, is_cue

# Words for a stage only public people stand on (compared case-folded; a German compound counts
# by its end: "Fernsehsendung", "Biathlon-Weltcup"). Not "Konzert", "Vortrag", "Spiel", "Trainer":
# a club's coach, a choir's concert and a colleague's talk are local and private.
_STAGE = frozenset(
    (
        "fernsehen tv telly television glotze sendung talkshow doku dokumentation fernsehserie documentary "
        "olympia olympics olympic olympischen olympiasieger olympiasiegerin olympiasiegers olympian "
        "weltcup weltmeister weltmeisterin weltmeisters weltmeisterschaft wm worlds "
        "weltrekord weltrekordler weltrekordlerin world-record "
        # Not "Legende", "legend": a club's, a pub's, a friend's legend is as often a private person.
        "superstar promi prominente prominenter celebrity "
        # The national game and the top league: where a national squad's player is talked about.
        "länderspiel länderspiele nationalmannschaft nationalelf nationalspieler nationalspielerin "
        "nationalteam europameisterschaft europameister bundesliga"
    ).split()
)
# Two-word stages ("world champion", "World Cup", "world record", "Tour de France" by its first
# two words, "Grand Prix").
_STAGE_PAIRS = frozenset(
    (
        ("world", "champion"),
        ("world", "cup"),
        ("world", "record"),
        ("world", "championships"),
        ("tour", "de"),
        ("grand", "prix"),
        ("champions", "league"),
        ("premier", "league"),
        ("national", "team"),
    )
)
_STAGE_ENDS = ("fernsehen", "sendung", "weltcup", "weltmeister", "weltmeisterin", "weltrekord", "olympia")
# How far from the name (in words, within its sentence) a stage word is read.
_NEAR = 6


def stage_near(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """A word for a public stage within :data:`_NEAR` words of words ``first`` to ``last``, in
    their sentence: also evidence for a listed name that private signs are weighed against."""
    lo, hi = sentence_words(text, words, first, last)
    lo, hi = max(lo, first - _NEAR), min(hi, last + _NEAR)
    return _stage_between(text, words, lo, first) or _stage_between(text, words, last, hi)


def _stage_between(text: str, words: Sequence[Word], lo: int, hi: int) -> bool:
    """A stage word, a stage pair or a broadcaster of the notable table among words lo to hi."""
    table = public_names()
    for k in range(lo, hi):
        key = words[k].key
        # "Olympia-Finale", "Rallye-Legende": a hyphenated compound by each of its parts.
        if any(part in _STAGE for part in key.split("-")) or (len(key) > 9 and key.endswith(_STAGE_ENDS)):
            return True
        if k + 1 < hi and (key, words[k + 1].key) in _STAGE_PAIRS:
            return True
        # A broadcaster ("auf Arte", "on the BBC"), as written: "ard" in lower case is no channel.
        surface = text[words[k].start : words[k].end]
        if surface[:1].isupper() and any(e.kind == "broadcaster" for e in table.get((key,))):
            return True
    return False


def with_writer(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """The person at words first to last does something with the writer: ``… and I watched``,
    ``… und ich``, ``wir haben mit … geschaut``: someone the writer knows."""
    after = [w.key for w in words[last : last + 2]]
    if len(after) == 2 and after[0] in _AND and after[1] in _FIRST_PERSON:
        return True
    if first == 0 or words[first - 1].key not in _WITH:
        return False
    # "ein Interview mit …", "a documentary with …": a work featuring the person, not company.
    if first > 1:
        noun = text[words[first - 2].start : words[first - 2].end]
        if is_cue(words[first - 2].key, "work") or words[first - 2].key in _FEATURING or noun in german_nouns():
            return False
    lo, hi = sentence_words(text, words, first, last)
    return bool({w.key for w in words[lo:hi]} & _FIRST_PERSON)


_FEATURING = frozenset("interview interviews documentary podcast talk chat conversation episode".split())


_AND = frozenset("and und &".split())
_WITH = frozenset("with mit".split())
_FIRST_PERSON = frozenset("i me we us ich mir mich wir uns".split())


# A notable person's field, by the table's occupation of the full name, and the words that say a
# sentence is about that field (case-folded; a German compound counts by its end).
_MUSIC = frozenset("composer musician singer conductor".split())
_LETTERS = frozenset("writer".split())
_MUSIC_WORDS = frozenset(
    (
        "musik music spielen spielt spiele gespielt play plays playing played üben übt practise practice "
        "stück stücke piece pieces sonate sonata sonaten sonatas sinfonie symphony symphonie konzert concerto "
        "concert oper opera arie aria requiem messe kantate cantata suite fuge fugue etüde etude noten "
        "geige violine violin violinist bratsche viola cello klavier piano flügel flöte flute gitarre guitar "
        "orchester orchestra chor choir streicher strings singen sing sang sings hören listen listening "
        "lied lieder song songs album platte record"
    ).split()
)
_LETTERS_WORDS = frozenset(
    (
        "lesen lese liest gelesen read reads reading roman romane novel novels buch bücher book books "
        "gedicht gedichte poem poems poetry lyrik drama dramen play plays erzählung story stories "
        "literatur literature deutschkurs englischkurs schullektüre lektüre"
    ).split()
)
_TOPIC_ENDS = {"music": ("musik", "konzert", "orchester", "unterricht"), "letters": ("roman", "lektüre", "buch")}


def on_topic(text: str, words: Sequence[Word], start: int, n: int, entries: Sequence[Entry]) -> bool:
    """A one-word listed name that is the surname of a notable composer, musician, singer or
    writer, in a sentence with a word of that field (``we'll start with easy pieces and later some
    Haydn``, ``im Deutschkurs lesen wir Fontane``)."""
    if n != 1:
        return False
    fields = {_field(e) for e in entries} - {None}
    if not fields:
        return False
    lo, hi = sentence_words(text, words, start, start + n)
    keys = [w.key for k, w in enumerate(words[lo:hi], lo) if not start <= k < start + n]
    for field in fields:
        vocabulary = _MUSIC_WORDS if field == "music" else _LETTERS_WORDS
        ends = _TOPIC_ENDS[str(field)]
        if any(k in vocabulary or (len(k) > 7 and k.endswith(ends)) for k in keys):
            return True
    return False


def _field(entry: Entry) -> str | None:
    """'music' or 'letters' for the surname row of a notable composer, musician, singer or
    writer (``surname:Franz Schubert`` → the full name's occupation); None otherwise."""
    if not entry.kind.startswith("surname:") or entry.source != "pantheon1":
        return None
    kinds = {e.kind for e in public_names().get(key_of(entry.kind.removeprefix("surname:")))}
    if kinds & _MUSIC:
        return "music"
    if kinds & _LETTERS:
        return "letters"
    return None


# Words after a person's name that make it a band's (``Dave Matthews Band``, ``das Klaus Doldinger
# Quartett``): the group is named, and kept whole as an organisation.
_BAND_WORDS = frozenset(
    "band bigband orchestra orchester trio quartet quartett quintet quintett sextet sextett ensemble".split()
)


def band_of(text: str, words: Words, kept: Mention) -> Mention:
    """A listed person's name kept public, with the band word right after it when there is one
    (one space between, capitalised: ``… Band``, ``… Orchestra``): the band's name, as ORG."""
    if kept.category not in (Category.PER, Category.ORG):  # an artist the curated list has as ORG too
        return kept
    after = words.span(kept).stop
    if after >= len(words) or words[after].key not in _BAND_WORDS:
        return kept
    if text[kept.end : words[after].start] != " " or not text[words[after].start : words[after].end][:1].isupper():
        return kept
    return replace(kept, end=words[after].end, category=Category.ORG)


# A German town's mayor by the office without rank (not ``Oberbürgermeister``, ``Erste Bürgermeisterin``,
# ``Regierender Bürgermeister``: a city's, named in the news).
_TOWN_MAYORS = frozenset("bürgermeister bürgermeisterin bgm ortsbürgermeister ortsbürgermeisterin".split())


def local_mayor(text: str, words: Words, role: int, start: int) -> bool:
    """Word ``role`` is a town's mayor right before a surname alone (word ``start``) that the
    curated list of politicians does not hold: ``Bürgermeister Hinrichs hat angerufen`` is the
    writer's own small town's mayor, named as neighbours name him (the news introduce a mayor
    with the first name: ``Bürgermeister Norbert Kampmann``); ``Bürgermeister Scholz`` stays."""
    if words[role].key not in _TOWN_MAYORS or role != start - 1 or (role > 0 and words[role - 1].key in _RANKS):
        return False
    surname = text[words[start].start : words[start].end]
    return not any(e.category == "PER" and e.source == "curated" for e in notable().get(key_of(surname)) or ())


_RANKS = frozenset("erste erster zweite zweiter regierende regierender stellvertretende stellvertretender".split())
