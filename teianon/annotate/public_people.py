"""Public people no list knows, by what the sentence says of them (issue 38).

The notable table holds people who were famous across languages by 2013; the athletes of smaller
sports, singers, authors and TV people that chats talk about are mostly not in it, and no freely
licensed table of living people with a measure of fame could be had (see ``SOURCES.md``). What a
sentence says of a person tells the public figure from the neighbour where no list can:

- :func:`on_stage`: a person's full name (a first name of the tables, then one to three
  capitalised words) in the clause of a word for the stage a public person stands on: television
  and broadcasting (``im Fernsehen``, ``on TV``, a broadcaster the notable table knows: ``auf
  Arte``, ``on the BBC``), world-level sport (``Olympia``, ``Weltcup``, ``Weltrekord``, ``world
  champion``), fame itself (``Legende``, ``Superstar``, ``Promi``). A local stage (a concert, a
  talk, a match, a coach) is no evidence: the people of a club's or a choir's chat stand on it.
- :func:`in_costume`: a name right after ``dressed as``/``als … verkleidet``/``Kostüm``: a
  figure of fiction or folklore someone dresses up as, not the person dressed.
- :func:`on_topic`: a notable person's surname that private people bear too (``Mozart``), in a
  sentence about that person's field: music for a composer, singer or musician (``spielt Mozart
  auf der Geige``), reading for a writer (``im Deutschkurs lesen wir Fontane``).

The list stays evidence, never an override, and so do these frames: a possessive or relation
before the name (``meine Kollegin …``), a relation word, an address, a phone number, an e-mail
address or a date of birth in the sentence (``… wohnt in der Lindenstraße 4``) keep the name private.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import regex

from ..detect.person_words import name_kinds
from ..lists import Entry, german_nouns, key_of, public_names
from ..mention import Category, Mention
from ..read.textview import PostText
from .private_evidence import sentence_words
from .public_marks import SUBTYPE
from .public_words import Word, Words, is_cue, names_relation, private_before, word_range

# Words for a stage only public people stand on (compared case-folded; a German compound counts
# by its end: "Fernsehsendung", "Biathlon-Weltcup"). Not "Konzert", "Vortrag", "Spiel", "Trainer":
# a club's coach, a choir's concert and a colleague's talk are local and private.
_STAGE = frozenset(
    (
        "fernsehen tv telly television glotze sendung talkshow doku dokumentation fernsehserie documentary "
        "olympia olympics olympic olympischen olympiasieger olympiasiegerin olympiasiegers olympian "
        "weltcup weltmeister weltmeisterin weltmeisters weltmeisterschaft wm worlds "
        "weltrekord weltrekordler weltrekordlerin world-record "
        "legende legend legendary kultfigur superstar promi prominente prominenter celebrity idol"
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
    )
)
_STAGE_ENDS = ("fernsehen", "sendung", "weltcup", "weltmeister", "weltmeisterin", "weltrekord", "olympia")
# How far from the name (in words, within its sentence) a stage word is read.
_NEAR = 6


def unlisted_person(
    view: PostText,
    words: Words,
    proposal: Mention,
    outweighed: Sequence[Mention],
    proposals: Sequence[Mention],
    refs: Sequence[tuple[int, int]],
) -> Mention | None:
    """A person no list knows, public by the sentence's frame: on a public stage
    (:func:`on_stage`), or a figure someone dresses up as (:func:`in_costume`). Not a name the
    lists know and private evidence ``outweighed`` in full: the frame is evidence, not an override
    of that weighing (a listed surname outweighed by a first name not its bearer's is no such
    name); nor a name whose last word the document proposes elsewhere on its own (``Frau Hansen …
    Gesa Hansen``): someone the writer knows, replaced there. ``refs``: the view's structured
    private references; a number proposed in the sentence (a phone, a membership number) counts too."""
    last = view.text[proposal.start : proposal.end].split()[-1:]
    if any(m.contains(proposal) for m in outweighed) or any(
        view.text[p.start : p.end] == last[0] and not p.overlaps(proposal) for p in proposals if last
    ):
        return None
    refs = [*refs, *((p.start, p.end) for p in proposals if p.category is Category.NUMBER)]
    return on_stage(view, words, proposal, refs) or in_costume(view, words, proposal)


def on_stage(view: PostText, words: Words, proposal: Mention, refs: Sequence[tuple[int, int]] = ()) -> Mention | None:
    """The full name of a person on a public stage (see the module's docstring), as a public
    mention of cert medium; None where the name is no full name, no stage word is near or
    private evidence is in the sentence (``refs``: the view's structured private references)."""
    if proposal.category is not Category.PER or proposal.corresp:
        return None
    first, last = word_range(words, proposal)
    text = view.text
    if not _full_name(text, words, first, last):
        return None
    if not stage_near(text, words, first, last) or _private_here(text, words, first, last, refs):
        return None
    return Mention(proposal.start, proposal.end, Category.PER, cert="medium", source="public.stage", subtype=SUBTYPE)


def _full_name(text: str, words: Words, first: int, last: int) -> bool:
    """Words ``first`` to ``last`` are a first name of the tables and one to three capitalised
    words after it, each after a single space: ``Jana Wrobel``, ``Lars van Houten``."""
    if not 2 <= last - first <= 4:
        return False
    surfaces = [text[w.start : w.end] for w in words[first:last]]
    if any(text[words[k - 1].end : words[k].start] != " " for k in range(first + 1, last)):
        return False
    if not surfaces[-1][:1].isupper() or not surfaces[0][:1].isupper():
        return False
    given, _ = name_kinds(surfaces[0])
    return given is not None


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


_OF = frozenset("from of aus von vom bei beim in im at".split())
_AND = frozenset("and und &".split())
_WITH = frozenset("with mit".split())
_FIRST_PERSON = frozenset("i me we us ich mir mich wir uns".split())


def _private_here(text: str, words: Words, first: int, last: int, refs: Sequence[tuple[int, int]]) -> bool:
    """Private evidence about the name at words first to last: a possessive or relation before it
    (``meine Kollegin``, ``my neighbour``, ``arbeite bei``), a relation word or a private cue in
    its sentence, or a structured private reference (an address, a phone number, an e-mail
    address, a date of birth) in its sentence."""
    if private_before(words, first) or any(is_cue(w.key, "private") for w in words[max(0, first - 6) : first]):
        return True
    # Right after the name: "…, meine Kollegin,", "… from our choir", "… aus unserem Verein"
    # (not "… signed my cap": the writer's own thing, after a verb).
    after = [w.key for w in words[last : last + 2]]
    if after and is_cue(after[0], "private"):
        return True
    if len(after) == 2 and after[0] in _OF and is_cue(after[1], "private"):
        return True
    if with_writer(text, words, first, last):
        return True
    lo, hi = sentence_words(text, words, first, last)
    if any(names_relation(words, k) for k in (*range(lo, first), *range(last, hi))):
        return True
    start, end = words[lo].start, words[hi - 1].end
    return any(s < end and start < e for s, e in refs)


# "dressed as", "dressed up as", "als … verkleidet", "verkleidet als", "im … -Kostüm".
_COSTUME_BEFORE = regex.compile(
    r"(?i)(?:\bdressed(?:\s+up)?\s+as|\bverkleidet\s+als|\bkostümiert\s+als|\bcostumed\s+as)\s+(?:(?:a|an|the|der|die|das|ein|eine)\s+)?$"
)
_COSTUME_AFTER = regex.compile(r"(?i)^\s*(?:verkleidet|kostümiert)\b")


def in_costume(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """A name someone dresses up as (``ran the stall dressed as Rumpelstiltskin``, ``kam als
    Pippi verkleidet``): a figure of fiction or folklore, kept as public with cert medium. Only a
    name of one or two capitalised words right after the frame (or right before ``verkleidet``)."""
    if proposal.category not in (Category.PER, Category.NICK, Category.OTH) or proposal.corresp:
        return None
    first, last = word_range(words, proposal)
    if first == last or last - first > 2:
        return None
    text = view.text
    if not text[words[first].start : words[first].end][:1].isupper():
        return None
    before = text[max(0, words[first].start - 40) : words[first].start]
    after = text[words[last - 1].end : words[last - 1].end + 20]
    german_frame = _COSTUME_AFTER.match(after) is not None and regex.search(r"(?i)\bals\s+$", before) is not None
    if _COSTUME_BEFORE.search(before) is None and not german_frame:
        return None
    return Mention(
        words[first].start, words[last - 1].end, Category.PER, cert="medium", source="public.costume", subtype=SUBTYPE
    )


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
